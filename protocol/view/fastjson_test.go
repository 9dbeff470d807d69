package view

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"pgregory.net/rapid"
)

// anyJSON draws a JSON value whose strings hold what needs escaping: quotes,
// control bytes, HTML's <, > and &, non-ASCII, U+2028 and invalid UTF-8.
func anyJSON(depth int) *rapid.Generator[any] {
	return rapid.Custom(func(t *rapid.T) any {
		kind := rapid.IntRange(0, 6).Draw(t, "kind")
		if depth == 0 {
			kind %= 5
		}
		switch kind {
		case 0:
			return json.Number(rapid.SampledFrom([]string{"0", "-1", "12", "3.25", "-0.5e-3", "1E+30", "7e2"}).Draw(t, "n"))
		case 1:
			return rapid.StringOfN(rapid.SampledFrom([]rune("ab~\"\\<>&\n\t\x01é\u2028\ufffd")), 0, 12, -1).Draw(t, "s")
		case 2:
			return rapid.Bool().Draw(t, "b")
		case 3:
			return nil
		case 4:
			return string(rapid.SliceOfN(rapid.Byte(), 0, 6).Draw(t, "bytes"))
		case 5:
			return rapid.SliceOfN(anyJSON(depth-1), 0, 4).Draw(t, "a")
		}
		return rapid.MapOfN(rapid.StringOfN(rapid.SampledFrom([]rune("xy~<é")), 0, 3, -1), anyJSON(depth-1), 0, 4).Draw(t, "o")
	})
}

// The page's own JSON reader and writer agree with encoding/json: a value
// is written byte for byte as json.Marshal writes it, and read back as
// a json.Decoder with UseNumber reads it.
func TestFastJSONIsEncodingJSON(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		v := anyJSON(3).Draw(t, "v")
		want, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		got, err := appendJSON(nil, v)
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("appendJSON wrote %s (%v), json.Marshal %s", got, err, want)
		}
		dec := json.NewDecoder(bytes.NewReader(want))
		dec.UseNumber()
		var wantV any
		if err := dec.Decode(&wantV); err != nil {
			t.Fatal(err)
		}
		gotV, err := decodeJSON(want)
		if err != nil || !reflect.DeepEqual(gotV, wantV) {
			t.Fatalf("decodeJSON read %s as %#v (%v), want %#v", want, gotV, err, wantV)
		}
	})
}

// The reader refuses what is not one JSON value, as encoding/json does.
func TestFastJSONRefusesBadJSON(t *testing.T) {
	for _, bad := range []string{``, `{`, `[1,]`, `{"a":1,}`, `{"a" 1}`, `[1 2]`, `"abc`, `01`, `1.`, `-`, `1e`, `tru`, `nul`, `{} x`, `[1]]`, `{1:2}`, "\"a\x01\""} {
		if v, err := decodeJSON([]byte(bad)); err == nil {
			t.Errorf("%q read as %#v, want an error", bad, v)
		}
	}
	for _, good := range []string{` { "a" : [ 1 , -2.5e3 , true , null , "x\"y\u00e9" ] } `, `[]`, `{}`, `""`, `0`} {
		if _, err := decodeJSON([]byte(good)); err != nil {
			t.Errorf("%q: %v", good, err)
		}
	}
}

// The writer checks numbers as encoding/json does.
func TestValidNumber(t *testing.T) {
	for _, n := range []string{"0", "-0", "12", "-3.25", "1e5", "1E+5", "2.5e-3", "0.0"} {
		if !validNumber(n) {
			t.Errorf("%q is a JSON number", n)
		}
	}
	for _, n := range []string{"", "-", "01", "1.", ".5", "+1", "1e", "1e+", "0x1", "1 ", "NaN"} {
		if validNumber(n) {
			t.Errorf("%q is no JSON number", n)
		}
	}
}
