package view

import (
	"bytes"
	"encoding/json"
	"reflect"
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
	for i, f := range frames {
		raw, err := json.Marshal(f.Draw)
		if err != nil {
			return nil, err
		}
		cur, err := decodeJSON(raw)
		if err != nil {
			return nil, err
		}
		d := cur
		if i == 0 {
			d = wrap(cur)
		} else {
			d = delta(prev, cur)
		}
		if out[i], err = json.Marshal(d); err != nil {
			return nil, err
		}
		prev = cur
	}
	return out, nil
}

// decodeJSON decodes raw keeping numbers as they are written.
func decodeJSON(raw []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	err := dec.Decode(&v)
	return v, err
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

// delta returns the delta that turns prev into cur; both hold what
// decodeJSON returns.
func delta(prev, cur any) any {
	if reflect.DeepEqual(prev, cur) {
		return node("=", nil)
	}
	switch c := cur.(type) {
	case string:
		if p, ok := prev.(string); ok {
			return stringDelta(p, c)
		}
	case []any:
		if p, ok := prev.([]any); ok {
			return cheaper(arrayDelta(p, c), cur)
		}
	case map[string]any:
		if p, ok := prev.(map[string]any); ok {
			return cheaper(objectDelta(p, c), cur)
		}
	}
	return wrap(cur)
}

// cheaper returns delta d or, when it is no shorter, the value cur whole.
func cheaper(d, cur any) any {
	x, err1 := json.Marshal(d)
	y, err2 := json.Marshal(wrap(cur))
	if err1 != nil || err2 != nil || len(x) < len(y) {
		return d
	}
	return wrap(cur)
}

// stringDelta patches prev into cur where they have the same length, are
// ASCII (so that a byte index is also JavaScript's) and the patch is
// shorter than cur.
func stringDelta(prev, cur string) any {
	if len(prev) != len(cur) || len(cur) < minStringPatch || !ascii(prev) || !ascii(cur) {
		return cur
	}
	const joinGap = 4 // runs apart by fewer equal bytes are sent as one
	var d []any
	size := 0
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
		size += 6 + j + 1 - i
		i = j
	}
	if size >= len(cur) {
		return cur
	}
	return node("s", d)
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
func arrayDelta(prev, cur []any) any {
	if len(prev) > 0 && len(cur) > len(prev) && reflect.DeepEqual(prev, cur[:len(prev)]) {
		return node("+", cur[len(prev):])
	}
	if len(prev) != len(cur) {
		return cur // an array is never read as a delta node
	}
	d := make([]any, len(cur))
	for i := range cur {
		d[i] = delta(prev[i], cur[i])
	}
	return node("a", d)
}

// objectDelta sends each value's delta when prev and cur have the same
// keys.
func objectDelta(prev, cur map[string]any) any {
	if len(prev) != len(cur) {
		return wrap(cur)
	}
	d := make(map[string]any, len(cur))
	for k, v := range cur {
		p, ok := prev[k]
		if !ok {
			return wrap(cur)
		}
		d[k] = delta(p, v)
	}
	return node("o", d)
}
