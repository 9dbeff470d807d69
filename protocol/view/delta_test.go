package view

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"pgregory.net/rapid"
)

// applyDelta is the test's reading of a delta, as the page's undelta
// reads it.
func applyDelta(prev, d any) (any, error) {
	m, ok := d.(map[string]any)
	if !ok {
		return d, nil
	}
	op, ok := m[deltaKey]
	if !ok {
		return d, nil
	}
	switch op {
	case "=":
		return prev, nil
	case "v":
		return m["d"], nil
	case "+":
		return append(append([]any{}, prev.([]any)...), m["d"].([]any)...), nil
	case "a":
		p, ds := prev.([]any), m["d"].([]any)
		out := make([]any, len(ds))
		for i := range ds {
			var err error
			if out[i], err = applyDelta(p[i], ds[i]); err != nil {
				return nil, err
			}
		}
		return out, nil
	case "o":
		p, ds := prev.(map[string]any), m["d"].(map[string]any)
		out := map[string]any{}
		for k := range p {
			var err error
			if out[k], err = applyDelta(p[k], ds[k]); err != nil {
				return nil, err
			}
		}
		return out, nil
	case "s":
		s, ds := []byte(prev.(string)), m["d"].([]any)
		for i := 0; i < len(ds); i += 2 {
			at, err := ds[i].(json.Number).Int64()
			if err != nil {
				return nil, err
			}
			copy(s[at:], ds[i+1].(string))
		}
		return string(s), nil
	}
	return nil, fmt.Errorf("unknown delta %v", op)
}

// roundTrip sends d as the page gets it, JSON, and reads it back.
func roundTrip(t *rapid.T, d any) any {
	raw, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	v, err := decodeJSON(raw)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// jsonValue draws a JSON value of the kinds a drawing holds, nested up to
// depth, with keys that include the delta key "~".
func jsonValue(depth int) *rapid.Generator[any] {
	return rapid.Custom(func(t *rapid.T) any {
		kind := rapid.IntRange(0, 4).Draw(t, "kind")
		if depth == 0 {
			kind %= 3
		}
		switch kind {
		case 0:
			return json.Number(fmt.Sprint(rapid.IntRange(-300, 300).Draw(t, "n")))
		case 1:
			return rapid.StringMatching(`[.a-c~0-9]{0,40}`).Draw(t, "s")
		case 2:
			return rapid.Bool().Draw(t, "b")
		case 3:
			return rapid.SliceOfN(jsonValue(depth-1), 0, 5).Draw(t, "a")
		}
		return rapid.MapOfN(rapid.SampledFrom([]string{"x", "y", "~", "d", "trail"}), jsonValue(depth-1), 0, 4).Draw(t, "o")
	})
}

// mutate changes parts of v, as a frame changes from the one before: a
// few bytes of a string, an item appended, a value replaced.
func mutate(t *rapid.T, v any, label string) any {
	switch x := v.(type) {
	case string:
		if len(x) > 0 && rapid.Bool().Draw(t, label+"-edit") {
			b := []byte(x)
			for range rapid.IntRange(1, 3).Draw(t, label+"-edits") {
				b[rapid.IntRange(0, len(b)-1).Draw(t, label+"-at")] = rapid.ByteRange('a', 'z').Draw(t, label+"-byte")
			}
			return string(b)
		}
	case []any:
		out := append([]any{}, x...)
		for i := range out {
			out[i] = mutate(t, out[i], label+"-item")
		}
		if rapid.Bool().Draw(t, label+"-append") {
			out = append(out, jsonValue(1).Draw(t, label+"-new"))
		}
		return out
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			out[k] = mutate(t, e, label+"-"+k)
		}
		return out
	}
	if rapid.IntRange(0, 3).Draw(t, label+"-replace") == 0 {
		return jsonValue(2).Draw(t, label+"-value")
	}
	return v
}

// Any drawing read from its delta and the drawing before is the drawing:
// strings patched, arrays appended to, objects with a key "~" (which a
// game may use) kept apart from delta nodes.
func TestDeltaRebuildsTheDrawing(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		prev := jsonValue(3).Draw(t, "prev")
		cur := mutate(t, prev, "cur")
		prev, cur = roundTrip(t, prev), roundTrip(t, cur)
		d, size := delta(prev, cur)
		got, err := applyDelta(prev, roundTrip(t, d))
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, cur) {
			t.Fatalf("delta %v rebuilt %v, want %v", d, got, cur)
		}
		if raw, _ := json.Marshal(d); size < len(raw)*9/10 || size > len(raw)*11/10+2 {
			t.Fatalf("delta %s is %d bytes, said to be %d", raw, len(raw), size)
		}
		first, err := applyDelta(nil, roundTrip(t, wrap(cur)))
		if err != nil || !reflect.DeepEqual(first, cur) {
			t.Fatalf("the first frame %v read back as %v (%v)", cur, first, err)
		}
	})
}

// A long string that changes in one place is sent as that place.
func TestDeltaPatchesLongStrings(t *testing.T) {
	prev := "....................................................."
	cur := prev[:30] + "rb" + prev[32:]
	dv, _ := delta(prev, cur)
	d, err := json.Marshal(dv)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"d":[30,"rb"],"~":"s"}`; string(d) != want {
		t.Errorf("delta %s, want %s", d, want)
	}
}

// Measuring a value, to choose the shorter way to send it, allocates
// nothing: it runs over every value of every frame of a page.
func TestJSONSizeAllocatesNothing(t *testing.T) {
	v, err := decodeJSON([]byte(`{"blocks":[0,3,-2],"marks":"..0.<","players":[{"x":1,"f":"U","stopped":true,"n":null}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if a := testing.AllocsPerRun(100, func() { jsonSize(v) }); a != 0 {
		t.Errorf("jsonSize allocates %v times a call", a)
	}
}
