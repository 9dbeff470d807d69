package record

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/google/go-cmp/cmp"
)

// everyFieldRecords returns records that have, between them, every kind
// of line, and in it every field of its struct set: texts that are not
// valid UTF-8, so that their base64 twins are written; seats and a winner
// other than 0; a header with everything, and one with a signed seed.
func everyFieldRecords() []*Record {
	const bad = "\xff"
	full := &Record{
		Header: Header{Game: "g", Seed: 7, Options: map[string]string{"k": "v"}, Players: []string{"a", "b"},
			Clock:    &games.Clock{Total: time.Second, PerTurn: time.Millisecond, Handshake: 2 * time.Second, Pause: true},
			Stderr:   &StderrCaps{Step: 10, Game: 100},
			Commands: []string{"./a", "builtin:b"},
			Opening:  &Opening{File: "o.txt", Line: 3, Setup: "s", Plies: []string{"x", "y"}, Random: 1},
			Version:  "v1.2.3"},
		Events: []Event{
			{Kind: Sent, Player: 1, Text: "to" + bad, Line: 2},
			{Kind: Received, Player: 1, Text: "from" + bad, Think: 1500 * time.Microsecond, Line: 3},
			{Kind: Stderr, Player: 1, Text: "err" + bad, Dropped: 5, Line: 4},
			{Kind: Faulted, Player: 1, Fault: games.OutOfMemory, Detail: "detail" + bad, Line: 5},
		},
		Result: &games.Result{Scores: []float64{1, 2.5}, Winner: 1, Reason: "reason" + bad,
			Fault: &games.Fault{Player: 1, Move: "move" + bad, Rule: "rule" + bad, Detail: "detail" + bad}},
		Usage: []Usage{{PeakMemory: 1 << 20, PeakWhole: true, Sampled: true, CPU: time.Millisecond}, {}},
	}
	stopped := &Record{
		Header:      Header{Game: "g", Seed: 1<<64 - 2, SignedSeed: true, Options: map[string]string{}, Players: []string{"a"}},
		Events:      []Event{{Kind: Sent, Text: "go", Line: 2}},
		Interrupted: "stopped" + bad,
	}
	return []*Record{full, stopped}
}

// A record of every kind of line, every field of each set, reads back as
// it was written; and every field of every line struct is set in it, so
// that a field added to a line struct fails this test until the Writer
// writes it and Read reads it back.
func TestEveryLineKindReadsBackEveryField(t *testing.T) {
	set := map[string]bool{}
	for _, rec := range everyFieldRecords() {
		data := writeRecord(t, rec, false)
		checkReadBack(t, rec, data)
		for i, line := range strings.Split(strings.TrimSuffix(string(data), "\n"), "\n") {
			s := lineSchema(t, []byte(line), i == 0)
			v := reflect.New(s.typ)
			if err := s.decode([]byte(line), v.Elem(), &decoding{players: 2}); err != nil {
				t.Fatalf("line %d: %v\n%s", i+1, err, line)
			}
			setFields(s.typ.Name(), v.Elem(), set)
		}
	}
	var unset []string
	for _, s := range allSchemas() {
		for _, path := range fieldPaths(s.typ.Name(), s.typ) {
			if !set[path] {
				unset = append(unset, path)
			}
		}
	}
	if len(unset) > 0 {
		t.Errorf("fields that no line of the records sets, so that the test does not see them read back: %s", strings.Join(unset, ", "))
	}
}

// allSchemas returns the schemas of every line struct: the header's and
// those of the kinds' tables.
func allSchemas() []*schema {
	all := []*schema{headerSchema, usageKind.schema}
	for _, k := range bodyKinds {
		all = append(all, k.schema)
	}
	return all
}

// lineSchema returns the schema of a record's line, the header if first.
func lineSchema(t *testing.T, line []byte, first bool) *schema {
	t.Helper()
	if first {
		return headerSchema
	}
	k := kindOf(line, append(slices.Clip(bodyKinds), usageKind))
	if k == nil {
		t.Fatalf("a line of no kind: %s", line)
	}
	return k.schema
}

// setFields adds to set the path of each field of v, a struct read from a
// line, that is not zero, and of the fields of the structs it holds.
func setFields(path string, v reflect.Value, set map[string]bool) {
	switch v.Kind() {
	case reflect.Pointer:
		if !v.IsNil() {
			setFields(path, v.Elem(), set)
		}
	case reflect.Slice:
		for i := range v.Len() {
			setFields(path, v.Index(i), set)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if name, ok := jsonName(v.Type().Field(i)); ok {
				f := v.Field(i)
				set[path+"."+name] = set[path+"."+name] || !f.IsZero()
				setFields(path+"."+name, f, set)
			}
		}
	}
}

// fieldPaths returns the paths of the fields of t, and of the fields of
// the structs they hold, as setFields names them.
func fieldPaths(path string, t reflect.Type) []string {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
		t = t.Elem()
	}
	if t.Kind() != reflect.Struct || t == reflect.TypeFor[time.Time]() {
		return nil
	}
	var paths []string
	for i := range t.NumField() {
		if name, ok := jsonName(t.Field(i)); ok {
			paths = append(paths, path+"."+name)
			paths = append(paths, fieldPaths(path+"."+name, t.Field(i).Type)...)
		}
	}
	return paths
}

// jsonName returns the key of a struct field in JSON, and whether it has
// one.
func jsonName(f reflect.StructField) (string, bool) {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	return name, f.IsExported() && name != "-" && name != ""
}

// Every line struct, and every struct in a line, refuses a field it does
// not have, the header's included (but for its options, which are any).
func TestEveryLineStructRefusesAnUnknownField(t *testing.T) {
	kinds := map[*schema]bool{}
	for _, rec := range everyFieldRecords() {
		data := writeRecord(t, rec, false)
		lines := strings.SplitAfter(string(data), "\n")
		for i, line := range lines[:len(lines)-1] {
			kinds[lineSchema(t, []byte(line), i == 0)] = true
			for _, at := range objectStarts(line) {
				if strings.HasSuffix(line[:at], `"options":{`) {
					continue
				}
				bad := line[:at] + `"unknown":1`
				if line[at] != '}' {
					bad += ","
				}
				bad += line[at:]
				_, err := Read(strings.NewReader(strings.Join(lines[:i], "") + bad + strings.Join(lines[i+1:], "")))
				if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("record line %d: ", i+1)) || !strings.Contains(err.Error(), `unknown field "unknown"`) {
					t.Errorf("line %d with an unknown field: %v\n%s", i+1, err, bad)
				}
			}
		}
	}
	if len(kinds) != len(allSchemas()) {
		t.Errorf("the records have %d kinds of line of %d", len(kinds), len(allSchemas()))
	}
}

// objectStarts returns where the members of each JSON object in line
// start, just after its "{".
func objectStarts(line string) []int {
	var at []int
	inString := false
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case inString && c == '\\':
			i++
		case c == '"':
			inString = !inString
		case !inString && c == '{':
			at = append(at, i+1)
		}
	}
	return at
}

// What the reader derives from the line structs' tags: keys are exact,
// null is refused where the Writer never writes it, a nested line struct
// has its required fields too.
func TestReadRecordKeysAsTheStructsHaveThem(t *testing.T) {
	const hdr = `{"game":"g","players":["a","b"]}` + "\n"
	for _, tt := range []struct {
		name, line, want string
	}{
		{"a key of another case", `{"to":0,"Text":"x"}`, `field "text" is missing`},
		{"a kind's key of another case", `{"To":0,"text":"x"}`, "no known kind"},
		{"an escaped key", `{"to":0,"t\u0065xt":"x"}`, `field "text" is missing`},
		{"text null", `{"to":0,"text":null}`, `field "text": null`},
		{"seat null", `{"from":null,"text":"x"}`, `field "from": null`},
		{"time null", `{"from":0,"text":"x","ms":null}`, `field "ms": null`},
		{"scores null", `{"scores":null,"winner":0,"reason":"r","fault":null}`, `field "scores": null`},
		{"fault without its move", `{"scores":[1,0],"winner":0,"reason":"r","fault":{"player":1,"rule":"r"}}`, `field "fault": field "move" is missing`},
		{"fault with an unknown field", `{"scores":[1,0],"winner":0,"reason":"r","fault":{"player":1,"move":"","rule":"r","x":0}}`, `field "fault": unknown field "x"`},
		{"fault's bad base64", `{"scores":[1,0],"winner":0,"reason":"r","fault":{"player":1,"move":"","move_b64":"!","rule":"r"}}`, `field "fault": field "move_b64": illegal base64`},
		{"dropped null", `{"stderr":0,"text":"x","dropped":null}`, `field "dropped": null`},
	} {
		_, err := Read(strings.NewReader(hdr + tt.line + "\n"))
		if err == nil || !strings.Contains(err.Error(), "record line 2: ") || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v; want line 2 and %q", tt.name, err, tt.want)
		}
	}
	// The header takes null as JSON does, and leaves out what it likes.
	rec, err := Read(strings.NewReader(`{"game":"g","seed":null,"options":null,"players":["a"],"clock":null,"stderr":null,"opening":null,"version":null}`))
	if err != nil || rec.Header.Options == nil || rec.Header.Clock != nil {
		t.Errorf("a header of nulls: %+v, %v", rec.Header, err)
	}
}

// decodePlain reads a value as encoding/json does, or leaves it to it.
func FuzzDecodePlain(f *testing.F) {
	for _, v := range []string{`0`, `-0`, `12`, `-3`, `1e2`, `0.5`, `99999999999999999999`, `"x"`, `"a\"b"`, `"\u00e9"`, "\"\xff\"", `""`, `null`, `true`, `"é"`, `1.5e308`, `1e400`} {
		f.Add([]byte(v))
	}
	f.Fuzz(func(t *testing.T, value []byte) {
		if !json.Valid(value) {
			return
		}
		for _, v := range []any{new(int), new(string), new(*float64)} {
			plain := reflect.New(reflect.TypeOf(v).Elem())
			if !decodePlain(value, plain.Elem()) {
				continue
			}
			if err := json.Unmarshal(value, v); err != nil {
				t.Fatalf("decodePlain read %s into a %T, which encoding/json refuses: %v", value, v, err)
			}
			if diff := cmp.Diff(reflect.ValueOf(v).Elem().Interface(), plain.Elem().Interface()); diff != "" {
				t.Errorf("%s into a %T (-encoding/json +decodePlain):\n%s", value, v, diff)
			}
		}
	})
}

// A header that this program does not read, one of another major version
// or with a field it does not know, leaves the Record's header empty, so
// that a tool tells it from a record it reads with a mistake in it (the
// referee program's replay does); a header with a wrong value keeps what
// was read of it, as a header whose fields disagree does.
func TestReadHeaderLeavesAHeaderItDoesNotRead(t *testing.T) {
	defer SetVersion("v1.3.0")()
	for _, tt := range []struct {
		line, game, err string
	}{
		{`{"game":"g","players":["a"],"version":"v2.0.0"}`, "", "written by version v2.0.0"},
		{`{"game":"g","players":["a"],"version":"v1.4.0","ratings":{}}`, "", `unknown field "ratings" (the record was written by version v1.4.0`},
		{`{"game":"g","players":["a"],"seed":"1"}`, "g", `field "seed"`},
		{`{"game":"g","players":["a"],"opening":{"moves":[]}}`, "g", `field "opening": json: unknown field "moves"`},
		{`{"game":"g","players":[]}`, "g", "no players"},
	} {
		rec, err := Read(strings.NewReader(tt.line))
		if err == nil || !strings.Contains(err.Error(), tt.err) || rec.Header.Game != tt.game {
			t.Errorf("%s: header %+v, %v; want game %q and %q", tt.line, rec.Header, err, tt.game, tt.err)
		}
	}
}

// A Writer without an io.Writer, or a nil *Writer, writes nothing and
// allocates nothing, whatever it is given to write.
func TestWriterWithoutARecordAllocatesNothing(t *testing.T) {
	res := games.Result{Scores: []float64{1, 0}, Reason: "r\xff", Fault: &games.Fault{Move: "m\xff"}}
	hdr, usage := Header{Game: "g"}, []Usage{{CPU: 1}}
	for _, w := range []*Writer{NewWriter(nil, false), nil} {
		if n := testing.AllocsPerRun(100, func() {
			_ = w.Header(hdr)
			_ = w.Send(games.Message{To: 1, Text: "x\xff"})
			_ = w.Recv(1, "y\xff", time.Second)
			_ = w.Stderr(1, "z\xff", 5)
			_ = w.Fault(1, games.Timeout, "d\xff")
			_ = w.Result(res)
			_ = w.Usage(usage)
			_ = w.Interrupted("stop")
		}); n != 0 {
			t.Errorf("writer %p: %v allocations a run", w, n)
		}
	}
}
