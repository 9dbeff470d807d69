package record

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The reader derives what it checks from the line structs' json tags,
// so that a field is named once, in its struct:
//   - a line's kind is the key of its struct's first field, which no
//     other kind of line has (a result's "fault" is no fault line's: the
//     result's "scores" is looked for first);
//   - keys are matched exactly, and a key that names no field is refused;
//   - a field without omitempty is required, as the Writer always writes
//     it, and null is refused but where the Writer writes it: in a
//     required pointer (a result without a fault);
//   - a field of type seat must be a seat of the header's players;
//   - a nested line struct (a result's fault) is read by the same rules;
//     any other struct (the header's clock, caps and opening) by
//     encoding/json, refusing unknown fields.
// The header is read leniently, as records written by hand and old
// records leave fields out: it requires nothing, takes null as JSON does,
// and leaves its own checks to readHeader.

// A schema is how a line struct is read.
type schema struct {
	typ    reflect.Type
	fields []schemaField
}

// A schemaField is how a field of a line struct is read.
type schemaField struct {
	name     string // its key
	index    int    // in the struct
	typ      reflect.Type
	required bool
	nullable bool
	seat     bool
	sub      *schema // for a pointer to a nested line struct
	// plain says that the field is an int or a string that encoding/json
	// decodes as such, so that decode may read a plain value without it.
	plain bool
}

// newSchema returns the schema of struct type t: that of a line struct,
// or, if lenient, that of the header.
func newSchema(t reflect.Type, lenient bool) *schema {
	s := &schema{typ: t}
	for i := range t.NumField() {
		sf := t.Field(i)
		name, opts, _ := strings.Cut(sf.Tag.Get("json"), ",")
		if name == "-" || !sf.IsExported() {
			continue
		}
		optional := strings.Contains(opts, "omitempty")
		f := schemaField{name: name, index: i, typ: sf.Type,
			required: !lenient && !optional,
			nullable: lenient || !optional && sf.Type.Kind() == reflect.Pointer,
			seat:     sf.Type == reflect.TypeFor[seat](),
			plain:    isPlain(sf.Type),
		}
		if !lenient && sf.Type.Kind() == reflect.Pointer && sf.Type.Elem().Kind() == reflect.Struct {
			f.sub = newSchema(sf.Type.Elem(), false)
		}
		s.fields = append(s.fields, f)
	}
	return s
}

// key returns the key that tells a line of the schema's kind.
func (s *schema) key() string { return s.fields[0].name }

// field returns the index in s.fields of the field of key, or -1.
func (s *schema) field(key []byte) int {
	for i := range s.fields {
		if s.fields[i].name == string(key) {
			return i
		}
	}
	return -1
}

// decoding is what decoding a line needs and tells beyond its struct.
type decoding struct {
	players int // the header's, for the seats
	// negative says that a uint64 was given as a negative number, as the
	// Lang Wars engine gave its seeds: the number's two's complement is
	// read.
	negative bool
}

// decode reads obj, a JSON object that json.Valid accepts, into v, a
// struct of s's type, field by field. It reads every field it can, and
// returns the first error by kind: a field missing, a key unknown, a value
// wrong.
func (s *schema) decode(obj []byte, v reflect.Value, d *decoding) error {
	if !isObject(obj) {
		return notObject(obj, v.Addr().Interface())
	}
	var seen uint64
	var unknown, wrong error
	for m := newMembers(obj); m.next(); {
		i := s.field(m.key)
		if i < 0 {
			unknown = cmp.Or[error](unknown, unknownField(m.key))
			continue
		}
		seen |= 1 << i
		f := &s.fields[i]
		if err := f.decode(m.value, v.Field(f.index), d); err != nil {
			wrong = cmp.Or(wrong, fmt.Errorf("field %q: %w", f.name, err))
		}
	}
	for i, f := range s.fields {
		if f.required && seen&(1<<i) == 0 {
			return fmt.Errorf("field %q is missing", f.name)
		}
	}
	return cmp.Or(unknown, wrong)
}

// An unknownField is the key of a field that a line's struct does not
// have, as an error.
type unknownField string

func (k unknownField) Error() string { return fmt.Sprintf("unknown field %q", string(k)) }

// decode reads value into v, a field of f's struct.
func (f *schemaField) decode(value []byte, v reflect.Value, d *decoding) error {
	switch {
	case bytes.Equal(value, null):
		if !f.nullable {
			return errors.New("null, where a record has a value")
		}
		v.SetZero()
		return nil
	case f.sub != nil:
		p := reflect.New(f.typ.Elem())
		if err := f.sub.decode(value, p.Elem(), d); err != nil {
			return err
		}
		v.Set(p)
		return nil
	case f.typ.Kind() == reflect.Uint64 && value[0] == '-':
		var n int64
		err := json.Unmarshal(value, &n)
		v.SetUint(uint64(n))
		d.negative = n < 0 // not -0
		return err
	}
	if !f.plain || !decodePlain(value, v) {
		if err := unmarshal(value, v.Addr().Interface(), strict(f.typ)); err != nil {
			return err
		}
	}
	if !f.seat {
		return nil
	}
	if p := v.Int(); p < 0 || p >= int64(d.players) {
		return fmt.Errorf("player %d is not a seat of the header's %d", p, d.players)
	}
	return nil
}

var null = []byte("null")

// isPlain reports whether decodePlain decodes into a t.
func isPlain(t reflect.Type) bool {
	if reflect.PointerTo(t).Implements(reflect.TypeFor[json.Unmarshaler]()) {
		return false
	}
	k := t.Kind()
	return k == reflect.Int || k == reflect.String || t == reflect.TypeFor[*float64]()
}

// decodePlain decodes value into v, an int, a string or a pointer to a
// float64, as encoding/json would, when value is a number or a string
// without escapes: most of a record's values, which it reads faster so.
// It reports whether it did.
func decodePlain(value []byte, v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Int:
		n, err := strconv.Atoi(string(value))
		if err != nil {
			return false
		}
		v.SetInt(int64(n))
	case reflect.Pointer:
		x, err := strconv.ParseFloat(string(value), 64)
		if err != nil {
			return false
		}
		v.Set(reflect.ValueOf(&x))
	default:
		// encoding/json reads each byte that is not UTF-8 as U+FFFD.
		if len(value) < 2 || value[0] != '"' || value[len(value)-1] != '"' || bytes.IndexByte(value, '\\') >= 0 || !utf8.Valid(value) {
			return false
		}
		v.SetString(string(value[1 : len(value)-1]))
	}
	return true
}

// strict reports whether a value of type t is an object, or a list of
// them, of a struct the reader knows only through encoding/json (the
// header's opening, clock and caps): one it decodes refusing unknown
// fields.
func strict(t reflect.Type) bool {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
		t = t.Elem()
	}
	return t.Kind() == reflect.Struct
}

// unmarshal decodes data into v, refusing unknown fields if strict.
func unmarshal(data []byte, v any, strict bool) error {
	if !strict {
		return json.Unmarshal(data, v)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// isObject reports whether line, valid JSON, is an object.
func isObject(line []byte) bool {
	line = bytes.TrimLeft(line, " \t\r\n")
	return len(line) > 0 && line[0] == '{'
}

// notObject returns the error of decoding line, which is not one JSON
// object, into v, as encoding/json words it.
func notObject(line []byte, v any) error {
	if err := json.Unmarshal(line, v); err != nil {
		return err
	}
	return errors.New("not a JSON object")
}

// members walks the members of a JSON object that json.Valid accepts.
type members struct {
	data []byte
	i    int
	// key is the member's key as written between its quotes, and value
	// its value.
	key, value []byte
}

// newMembers returns a walk of the members of obj, before the first.
func newMembers(obj []byte) members {
	m := members{data: obj}
	m.space()
	m.i++ // {
	return m
}

// next moves to the next member, and reports whether there was one.
func (m *members) next() bool {
	m.space()
	if m.i < len(m.data) && m.data[m.i] == ',' {
		m.i++
		m.space()
	}
	if m.i >= len(m.data) || m.data[m.i] != '"' {
		return false // }
	}
	start := m.i
	m.i = skipValue(m.data, m.i)
	m.key = m.data[start+1 : max(start+1, m.i-1)]
	m.space()
	m.i++ // :
	m.space()
	start = min(m.i, len(m.data))
	m.i = skipValue(m.data, start)
	m.value = m.data[start:m.i]
	return true
}

// space skips white space.
func (m *members) space() {
	for m.i < len(m.data) && isSpace(m.data[m.i]) {
		m.i++
	}
}

// isSpace reports whether c is white space in JSON.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n'
}

// skipValue returns the end of the JSON value that starts at data[i].
func skipValue(data []byte, i int) int {
	depth := 0
	for ; i < len(data); i++ {
		switch data[i] {
		case '"':
			i = endOfString(data, i)
			if depth == 0 {
				return i + 1
			}
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 {
				return i // a number's or a literal's end
			}
			if depth--; depth == 0 {
				return i + 1
			}
		case ',', ' ', '\t', '\r', '\n':
			if depth == 0 {
				return i
			}
		}
	}
	return len(data)
}

// endOfString returns the index of the quote that ends the JSON string
// that starts at data[i].
func endOfString(data []byte, i int) int {
	for i++; i < len(data); i++ {
		switch data[i] {
		case '\\':
			i++
		case '"':
			return i
		}
	}
	return len(data) - 1
}
