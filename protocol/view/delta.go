package view

import (
	"encoding/json"
	"strconv"
)

// A page sends each frame's drawing as what changed since the frame
// before: most of a picture (a maze's knowledge, a trail, a board) stays
// as it was from one step to the next, and a long game's page would
// otherwise repeat it hundreds of times. The page's core (undelta in
// core.js) rebuilds every frame once, when it starts, so that it can still
// jump to any frame at once.
//
// A delta is a JSON value. An object with the key "~" is a delta node:
//
//	{"~":"="}                    the value before, unchanged
//	{"~":"s","d":[i,"t",...]}    the string before, with the text t at
//	                             byte i, for each pair (lengths unchanged)
//	{"~":"+","d":[...]}          the array before, with these values after it
//	{"~":"a","d":[...]}          the array before, each item by its delta
//	{"~":"o","d":{...}}          the object before (the same keys), each
//	                             value by its delta
//	{"~":"v","d":x}              x itself: an object that has a key "~"
//
// Any other value is the value itself, and so is everything inside it:
// only a delta node's "d" holds deltas again (of "a" and "o").

// deltaKey marks a delta node; a game's drawing may use it as a key too,
// since such an object is sent wrapped.
const deltaKey = "~"

// minStringPatch is the shortest string sent as a patch: shorter ones are
// cheaper whole.
const minStringPatch = 24

// drawDeltas returns the frames' drawings as JSON, each after the first as
// its delta from the one before.
func drawDeltas(frames []Frame) ([]json.RawMessage, error) {
	out := make([]json.RawMessage, len(frames))
	var prev any
	var buf []byte // all the deltas, one after the other
	var r jsonReader
	for i, f := range frames {
		raw := f.drawn
		if raw == nil {
			var err error
			if raw, err = json.Marshal(f.Draw); err != nil {
				return nil, err
			}
		}
		cur, err := r.decode(raw)
		if err != nil {
			return nil, err
		}
		d := cur
		if i == 0 {
			d = wrap(cur)
		} else {
			d, _ = delta(prev, cur)
		}
		start := len(buf)
		if buf, err = appendJSON(buf, d); err != nil {
			return nil, err
		}
		out[i] = buf[start:len(buf):len(buf)]
		prev = cur
	}
	return out, nil
}

// node is a delta node of the kind op.
func node(op string, d any) map[string]any {
	if d == nil {
		return map[string]any{deltaKey: op}
	}
	return map[string]any{deltaKey: op, "d": d}
}

// wrap returns x as a delta that stands for x itself, wrapping the
// objects within x that a reader would take for delta nodes.
func wrap(x any) any {
	if m, ok := x.(map[string]any); ok {
		if _, clash := m[deltaKey]; clash {
			return node("v", x)
		}
	}
	return x
}

// delta returns the delta that turns prev into cur, both as decodeJSON
// returns them, and its length written as JSON.
func delta(prev, cur any) (any, int) {
	switch c := cur.(type) {
	case []any:
		if p, ok := prev.([]any); ok {
			d, n := arrayDelta(p, c)
			return cheaper(d, n, cur)
		}
	case map[string]any:
		if p, ok := prev.(map[string]any); ok {
			d, n := objectDelta(p, c)
			return cheaper(d, n, cur)
		}
	}
	if equalJSON(prev, cur) {
		return same()
	}
	if c, ok := cur.(string); ok {
		if p, ok := prev.(string); ok {
			return stringDelta(p, c)
		}
	}
	return wrap(cur), wrappedSize(cur)
}

// nodeSize is the length of a delta node of an "a", "o" or "s" kind
// around its "d" of length n: {"d":…,"~":"a"}.
func nodeSize(n int) int { return n + 14 }

// sameNode is the node of a value unchanged: one map for them all, never
// changed, since most of a drawing is unchanged from frame to frame.
var sameNode = node("=", nil)

// same returns the node of a value unchanged, and its length.
func same() (any, int) { return sameNode, len(`{"~":"="}`) }

// cheaper returns delta d, of length n, or, when it is no shorter, the
// value cur whole.
func cheaper(d any, n int, cur any) (any, int) {
	if full := wrappedSizeUpTo(cur, n); full <= n {
		return wrap(cur), full
	}
	return d, n
}

// stringDelta patches prev into cur where they have the same length, are
// ASCII (so that a byte index is also JavaScript's) and the patch is
// shorter than cur.
func stringDelta(prev, cur string) (any, int) {
	whole := stringSize(cur)
	if len(prev) != len(cur) || len(cur) < minStringPatch || !ascii(prev) || !ascii(cur) {
		return cur, whole
	}
	const joinGap = 4 // runs apart by fewer equal bytes are sent as one
	var d []any
	size := 2 // [ and ]
	for i := 0; i < len(cur); i++ {
		if prev[i] == cur[i] {
			continue
		}
		j := i // the last byte of the run that differs
		for k := i; k < len(cur) && k-j < joinGap; k++ {
			if prev[k] != cur[k] {
				j = k
			}
		}
		d = append(d, i, cur[i:j+1])
		size += len(strconv.Itoa(i)) + stringSize(cur[i:j+1]) + 2 // two commas, one too many at the end
		i = j
	}
	if nodeSize(size) >= whole {
		return cur, whole
	}
	return node("s", d), nodeSize(size)
}

func ascii(s string) bool {
	for i := range len(s) {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// arrayDelta sends what was appended to prev, or each item's delta when
// the lengths agree.
func arrayDelta(prev, cur []any) (any, int) {
	if len(prev) > 0 && len(cur) > len(prev) && equalJSON(prev, cur[:len(prev)]) {
		added := cur[len(prev):]
		return node("+", added), nodeSize(jsonSize(added))
	}
	if len(prev) != len(cur) {
		return cur, jsonSize(cur) // an array is never read as a delta node
	}
	d := make([]any, len(cur))
	size, changed := 1+len(cur), false
	for i := range cur {
		var n int
		d[i], n = delta(prev[i], cur[i])
		size += n
		changed = changed || !isSame(d[i])
	}
	if !changed {
		return same()
	}
	return node("a", d), nodeSize(size)
}

// objectDelta sends each value's delta when prev and cur have the same
// keys.
func objectDelta(prev, cur map[string]any) (any, int) {
	if len(prev) != len(cur) {
		return wrap(cur), wrappedSize(cur)
	}
	// The deltas wait in slices, cheaper than a map, until one is not
	// "unchanged": most objects are.
	var kbuf [8]string
	var dbuf [8]any
	keys, ds := kbuf[:0], dbuf[:0]
	size, changed := 1+len(cur), false
	for k, v := range cur {
		p, ok := prev[k]
		if !ok {
			return wrap(cur), wrappedSize(cur)
		}
		d, n := delta(p, v)
		keys, ds = append(keys, k), append(ds, d)
		size += stringSize(k) + 1 + n
		changed = changed || !isSame(d)
	}
	if !changed {
		return same()
	}
	m := make(map[string]any, len(cur))
	for i, k := range keys {
		m[k] = ds[i]
	}
	return node("o", m), nodeSize(size)
}

// isSame reports whether d is the node of a value unchanged.
func isSame(d any) bool {
	m, ok := d.(map[string]any)
	return ok && len(m) == 1 && m[deltaKey] == "="
}

// equalJSON reports whether two values as decodeJSON returns them are
// equal.
func equalJSON(a, b any) bool {
	switch x := a.(type) {
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !equalJSON(x[i], y[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			w, ok := y[k]
			if !ok || !equalJSON(v, w) {
				return false
			}
		}
		return true
	}
	return a == b // strings, json.Numbers, bools and nil compare as values
}

// wrappedSize is the length of wrap(v) written as JSON.
func wrappedSize(v any) int {
	n := jsonSize(v)
	if m, ok := v.(map[string]any); ok {
		if _, clash := m[deltaKey]; clash {
			n += len(`{"d":,"~":"v"}`)
		}
	}
	return n
}

// wrappedSizeUpTo is wrappedSize(v) when that is at most limit, else
// some length over limit: it stops measuring there. A value's delta is
// mostly short, and measuring all of a long value whole, at each depth
// of it, made most of the time of the deltas.
func wrappedSizeUpTo(v any, limit int) int {
	if m, ok := v.(map[string]any); ok {
		if _, clash := m[deltaKey]; clash {
			const node = len(`{"d":,"~":"v"}`)
			return jsonSizeUpTo(v, limit-node) + node
		}
	}
	return jsonSizeUpTo(v, limit)
}

// jsonSizeUpTo is jsonSize(v) when that is at most limit, else some
// length over limit.
func jsonSizeUpTo(v any, limit int) int {
	switch x := v.(type) {
	case []any:
		n := 1 + len(x)
		for _, e := range x {
			if n > limit {
				return n
			}
			n += jsonSizeUpTo(e, limit-n)
		}
		return max(n, 2)
	case map[string]any:
		n := 1 + len(x)
		for k, e := range x {
			if n > limit {
				return n
			}
			n += stringSize(k) + 1
			n += jsonSizeUpTo(e, limit-n)
		}
		return max(n, 2)
	}
	return jsonSize(v)
}

// jsonSize is about the length of v written as JSON (escapes other than
// \" and \\ counted as the longest, \u00XX), enough to choose the
// shorter of two ways to send it.
func jsonSize(v any) int {
	switch x := v.(type) {
	case nil:
		return 4
	case bool:
		if x {
			return 4
		}
		return 5
	case json.Number:
		return len(x)
	case string:
		return stringSize(x)
	case []any:
		n := 1 + len(x)
		for _, e := range x {
			n += jsonSize(e)
		}
		return max(n, 2)
	case map[string]any:
		n := 1 + len(x)
		for k, e := range x {
			n += stringSize(k) + 1 + jsonSize(e)
		}
		return max(n, 2)
	}
	b, _ := json.Marshal(v)
	return len(b)
}

// stringSize is about the length of s written as a JSON string.
func stringSize(s string) int {
	n := len(s) + 2
	for i := range len(s) {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			n++
		case c < 0x20 || c == '<' || c == '>' || c == '&':
			n += 5
		}
	}
	return n
}
