package view

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A page holds every frame's drawing, and its delta is computed on the
// drawing decoded: encoding/json's reflection made that most of the time
// a long game's page took. The reader and the writer here handle only the
// values decodeJSON returns (nil, bool, json.Number, string, []any,
// map[string]any) and write them exactly as json.Marshal does (map keys
// sorted, <, > and & escaped): anything else, or any doubt, goes to
// encoding/json.

// decodeJSON decodes raw keeping numbers as they are written.
func decodeJSON(raw []byte) (any, error) {
	var r jsonReader
	return r.decode(raw)
}

// A jsonReader reads one JSON value from s, at i.
type jsonReader struct {
	s []byte
	i int
	// short are the short strings and numbers read so far, each kept
	// once: a drawing's keys and small numbers recur in every frame.
	short map[string]string
}

// decode reads raw, one JSON value.
func (r *jsonReader) decode(raw []byte) (any, error) {
	r.s, r.i = raw, 0
	v, err := r.value()
	if err == nil {
		r.space()
		if r.i != len(r.s) {
			err = r.fail("data after the value")
		}
	}
	if err != nil {
		return nil, err
	}
	return v, nil
}

// text returns b as a string, the one kept for it when it is short.
func (r *jsonReader) text(b []byte) string {
	if len(b) > 8 {
		return string(b)
	}
	if s, ok := r.short[string(b)]; ok {
		return s
	}
	if r.short == nil {
		r.short = map[string]string{}
	}
	s := string(b)
	r.short[s] = s
	return s
}

func (r *jsonReader) fail(what string) error {
	return fmt.Errorf("view: drawing JSON at byte %d: %s", r.i, what)
}

func (r *jsonReader) space() {
	for r.i < len(r.s) {
		switch r.s[r.i] {
		case ' ', '\t', '\n', '\r':
			r.i++
		default:
			return
		}
	}
}

// value reads the value at i.
func (r *jsonReader) value() (any, error) {
	r.space()
	if r.i >= len(r.s) {
		return nil, r.fail("no value")
	}
	switch c := r.s[r.i]; {
	case c == '{':
		return r.object()
	case c == '[':
		return r.array()
	case c == '"':
		return r.str()
	case c == '-' || c >= '0' && c <= '9':
		return r.number()
	}
	for _, lit := range []struct {
		text string
		v    any
	}{{"true", true}, {"false", false}, {"null", nil}} {
		if end := r.i + len(lit.text); end <= len(r.s) && string(r.s[r.i:end]) == lit.text {
			r.i = end
			return lit.v, nil
		}
	}
	return nil, r.fail("not a JSON value")
}

func (r *jsonReader) object() (any, error) {
	m := map[string]any{}
	r.i++ // {
	for first := true; ; first = false {
		r.space()
		if r.i < len(r.s) && r.s[r.i] == '}' && first {
			r.i++
			return m, nil
		}
		r.space()
		if r.i >= len(r.s) || r.s[r.i] != '"' {
			return nil, r.fail("no key")
		}
		k, err := r.str()
		if err != nil {
			return nil, err
		}
		if r.space(); r.i >= len(r.s) || r.s[r.i] != ':' {
			return nil, r.fail("no colon after a key")
		}
		r.i++
		if m[k], err = r.value(); err != nil {
			return nil, err
		}
		if done, err := r.next('}'); done || err != nil {
			return m, err
		}
	}
}

// next reads the comma before the next item, or the end, and reports
// whether it was the end.
func (r *jsonReader) next(end byte) (bool, error) {
	r.space()
	if r.i >= len(r.s) {
		return false, r.fail("unended")
	}
	switch r.s[r.i] {
	case ',':
		r.i++
		return false, nil
	case end:
		r.i++
		return true, nil
	}
	return false, r.fail("no comma")
}

func (r *jsonReader) array() (any, error) {
	a := []any{}
	r.i++ // [
	if r.space(); r.i < len(r.s) && r.s[r.i] == ']' {
		r.i++
		return a, nil
	}
	for {
		v, err := r.value()
		if err != nil {
			return nil, err
		}
		a = append(a, v)
		if done, err := r.next(']'); done || err != nil {
			return a, err
		}
	}
}

// str reads a string: as it is written when it has no escape, else by
// encoding/json.
func (r *jsonReader) str() (string, error) {
	start := r.i
	plain := true
	for r.i++; r.i < len(r.s); r.i++ {
		switch c := r.s[r.i]; {
		case c == '"':
			r.i++
			if plain {
				return r.text(r.s[start+1 : r.i-1]), nil
			}
			var s string
			if err := json.Unmarshal(r.s[start:r.i], &s); err != nil {
				return "", r.fail(err.Error())
			}
			return s, nil
		case c == '\\':
			plain = false
			r.i++
		case c < 0x20 || c >= utf8.RuneSelf:
			plain = false
		}
	}
	return "", r.fail("unended string")
}

func (r *jsonReader) number() (any, error) {
	start := r.i
	for r.i < len(r.s) {
		c := r.s[r.i]
		if c != '-' && c != '+' && c != '.' && c != 'e' && c != 'E' && (c < '0' || c > '9') {
			break
		}
		r.i++
	}
	n := r.text(r.s[start:r.i])
	if !validNumber(n) {
		return nil, r.fail("bad number " + strconv.Quote(n))
	}
	return json.Number(n), nil
}

// validNumber reports whether n is a number as JSON writes one.
func validNumber(n string) bool {
	n = strings.TrimPrefix(n, "-")
	ok := true
	if strings.HasPrefix(n, "0") {
		n = n[1:]
	} else if n, ok = digits(n); !ok {
		return false
	}
	if rest, frac := strings.CutPrefix(n, "."); frac {
		if n, ok = digits(rest); !ok {
			return false
		}
	}
	if len(n) > 0 && (n[0] == 'e' || n[0] == 'E') {
		n = n[1:]
		if len(n) > 0 && (n[0] == '+' || n[0] == '-') {
			n = n[1:]
		}
		if n, ok = digits(n); !ok {
			return false
		}
	}
	return n == ""
}

// digits returns s after its leading digits, and whether it had one.
func digits(s string) (string, bool) {
	rest := strings.TrimLeft(s, "0123456789")
	return rest, len(rest) < len(s)
}

// appendJSON appends v written as json.Marshal writes it.
func appendJSON(b []byte, v any) ([]byte, error) {
	switch x := v.(type) {
	case nil:
		return append(b, "null"...), nil
	case bool:
		return strconv.AppendBool(b, x), nil
	case json.Number:
		if !validNumber(string(x)) {
			return appendMarshalled(b, x) // its error, or its "0" for ""
		}
		return append(b, x...), nil
	case int:
		return strconv.AppendInt(b, int64(x), 10), nil
	case string:
		return appendString(b, x)
	case []any:
		return appendArray(b, x)
	case map[string]any:
		return appendObject(b, x)
	}
	return appendMarshalled(b, v)
}

func appendMarshalled(b []byte, v any) ([]byte, error) {
	raw, err := json.Marshal(v)
	return append(b, raw...), err
}

func appendString(b []byte, s string) ([]byte, error) {
	for i := range len(s) {
		if c := s[i]; c < 0x20 || c >= utf8.RuneSelf || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return appendMarshalled(b, s)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"'), nil
}

func appendArray(b []byte, a []any) ([]byte, error) {
	if a == nil {
		return append(b, "null"...), nil
	}
	b = append(b, '[')
	for i, e := range a {
		if i > 0 {
			b = append(b, ',')
		}
		var err error
		if b, err = appendJSON(b, e); err != nil {
			return b, err
		}
	}
	return append(b, ']'), nil
}

func appendObject(b []byte, m map[string]any) ([]byte, error) {
	if m == nil {
		return append(b, "null"...), nil
	}
	var buf [8]string
	keys := buf[:0]
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	b = append(b, '{')
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		var err error
		if b, err = appendString(b, k); err != nil {
			return b, err
		}
		b = append(b, ':')
		if b, err = appendJSON(b, m[k]); err != nil {
			return b, err
		}
	}
	return append(b, '}'), nil
}
