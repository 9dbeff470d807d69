package record

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/google/go-cmp/cmp"
)

// writeRecord writes rec as a Match would.
func writeRecord(t testing.TB, rec *Record, noTimes bool) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := NewWriter(&buf, noTimes)
	if err := w.Header(rec.Header); err != nil {
		t.Fatal(err)
	}
	for _, ev := range rec.Events {
		var err error
		switch ev.Kind {
		case Sent:
			err = w.Send(games.Message{To: ev.Player, Text: ev.Text})
		case Received:
			err = w.Recv(ev.Player, ev.Text, ev.Think)
		case Faulted:
			err = w.Fault(ev.Player, ev.Fault, ev.Detail)
		case Stderr:
			err = w.Stderr(ev.Player, ev.Text, ev.Dropped)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if rec.Result != nil {
		if err := w.Result(*rec.Result); err != nil {
			t.Fatal(err)
		}
	}
	if rec.Interrupted != "" {
		if err := w.Interrupted(rec.Interrupted); err != nil {
			t.Fatal(err)
		}
	}
	if rec.Usage != nil {
		if err := w.Usage(rec.Usage); err != nil {
			t.Fatal(err)
		}
	}
	return buf.Bytes()
}

// checkReadBack checks that data, rec as writeRecord wrote it, reads back
// as rec.
func checkReadBack(t *testing.T, rec *Record, data []byte) {
	t.Helper()
	got, err := Read(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("Read: %v\n%s", err, data)
	}
	if diff := cmp.Diff(rec, got); diff != "" {
		t.Errorf("round trip (-wrote +read):\n%s", diff)
	}
}

// Every text survives the round trip byte for byte, invalid UTF-8
// included, and so does the result.
func TestRecordRoundTrip(t *testing.T) {
	texts := []string{"", "c3-d4", "a<b>&c", "two\nlines", "tab\tand \"quotes\"", "\u2028\u2029",
		"\xff", "a\xffb", "\xc3", "\x00\x01", "caf\xc3\xa9", "\xed\xa0\x80", strings.Repeat("\xfe", 1000)}
	rec := &Record{Header: Header{Game: "g", Seed: 1<<63 + 5, Options: map[string]string{"map": "x.txt"},
		Players: []string{"./a b", "bot"}}}
	line := 2
	for i, s := range texts {
		rec.Events = append(rec.Events,
			Event{Kind: Sent, Player: i % 2, Text: s, Line: line},
			Event{Kind: Received, Player: 1 - i%2, Text: s, Think: time.Duration(i) * 1234 * time.Microsecond, Line: line + 1})
		line += 2
	}
	rec.Events = append(rec.Events, Event{Kind: Faulted, Player: 0, Fault: games.Timeout, Line: line},
		Event{Kind: Faulted, Player: 1, Fault: games.LineTooLong, Detail: "exit status 3; its last stderr line: \"caf\xff\"", Line: line + 1})
	rec.Result = &games.Result{Scores: []float64{12, -0.5}, Winner: 0, Reason: "bad \xff move",
		Fault: &games.Fault{Player: 1, Move: "a\xffb", Rule: "r\xfe", Detail: "d\xfd"}}
	data := writeRecord(t, rec, false)
	checkReadBack(t, rec, data)
	if !bytes.Contains(data, []byte(`"text":"a<b>&c"`)) {
		t.Errorf("HTML characters are escaped, which makes records hard to read:\n%s", data)
	}
}

// The result line keeps the winner, between the scores and the reason,
// and no winner reads back as games.NoWinner.
func TestRecordWinner(t *testing.T) {
	for _, tt := range []struct {
		name   string
		winner int
		line   string
	}{
		{"seat 0", 0, `{"scores":[12,0],"winner":0,"reason":"r","fault":null}`},
		{"the last seat", 1, `{"scores":[0,12],"winner":1,"reason":"r","fault":null}`},
		{"no winner", games.NoWinner, `{"scores":[6,5],"winner":-1,"reason":"r","fault":null}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var s0, s1 float64
			switch tt.winner {
			case 0:
				s0 = 12
			case 1:
				s1 = 12
			default:
				s0, s1 = 6, 5
			}
			rec := &Record{Header: Header{Game: "g", Options: map[string]string{}, Players: []string{"a", "b"}},
				Result: &games.Result{Scores: []float64{s0, s1}, Winner: tt.winner, Reason: "r"}}
			data := writeRecord(t, rec, true)
			if last := lastLine(data); last != tt.line {
				t.Errorf("result line\n\t%s\nwant\n\t%s", last, tt.line)
			}
			checkReadBack(t, rec, data)
		})
	}
}

// An interrupted record ends with why, after every line so far; a reason
// that is not valid UTF-8 survives in base64, as every text does.
func TestRecordInterrupted(t *testing.T) {
	for _, tt := range []struct {
		name, why, line string
	}{
		{"a signal", "interrupt signal received", `{"interrupted":"interrupt signal received"}`},
		{"a cancel", "context canceled", `{"interrupted":"context canceled"}`},
		{"invalid UTF-8", "stop \xff", `{"interrupted":"stop \ufffd","interrupted_b64":"c3RvcCD/"}`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rec := &Record{Header: Header{Game: "g", Options: map[string]string{}, Players: []string{"a"}},
				Events:      []Event{{Kind: Sent, Text: "x", Line: 2}, {Kind: Received, Text: "y", Line: 3}},
				Interrupted: tt.why}
			data := writeRecord(t, rec, true)
			if last := lastLine(data); last != tt.line {
				t.Errorf("last line\n\t%s\nwant\n\t%s", last, tt.line)
			}
			checkReadBack(t, rec, data)
		})
	}
	// A reason is never empty, or the line would read as no interruption.
	var buf bytes.Buffer
	if err := NewWriter(&buf, true).Interrupted(""); err != nil {
		t.Fatal(err)
	}
	if got := buf.String(); got != `{"interrupted":"interrupted"}`+"\n" {
		t.Errorf("an empty reason is written %q", got)
	}
}

// A record keeps each line a player wrote to its standard error, byte for
// byte, and the note of what the caps dropped, with the caps in its
// header, in the lines README.md shows.
func TestRecordStderr(t *testing.T) {
	rec := &Record{Header: Header{Game: "g", Options: map[string]string{}, Players: []string{"a", "b"},
		Stderr: &StderrCaps{Step: StderrStepCap, Game: StderrGameCap}},
		Events: []Event{
			{Kind: Sent, Player: 0, Text: "start", Line: 2},
			{Kind: Stderr, Player: 0, Text: "depth 3: c3-d4 +12", Line: 3},
			{Kind: Stderr, Player: 0, Text: "", Line: 4},
			{Kind: Stderr, Player: 1, Text: "a\xffb", Line: 5},
			{Kind: Stderr, Player: 0, Text: "… 1234 bytes of stderr dropped (cap 2048 a step)", Dropped: 1234, Line: 6},
			{Kind: Received, Player: 0, Text: "c3-d4", Line: 7},
		}}
	data := writeRecord(t, rec, true)
	want := `{"game":"g","seed":0,"options":{},"players":["a","b"],"stderr":{"step":2048,"game":65536}}
{"to":0,"text":"start"}
{"stderr":0,"text":"depth 3: c3-d4 +12"}
{"stderr":0,"text":""}
{"stderr":1,"text":"a\ufffdb","b64":"Yf9i"}
{"stderr":0,"text":"… 1234 bytes of stderr dropped (cap 2048 a step)","dropped":1234}
{"from":0,"text":"c3-d4"}
`
	if diff := cmp.Diff(strings.Split(want, "\n"), strings.Split(string(data), "\n")); diff != "" {
		t.Errorf("record (-want +got):\n%s", diff)
	}
	checkReadBack(t, rec, data)
	if got := Stderr.String(); got != "stderr" {
		t.Errorf("Stderr.String() = %q", got)
	}
}

// lastLine returns the last line of a record, without its line ending.
func lastLine(data []byte) string {
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	return lines[len(lines)-1]
}

func TestRecordNoTimes(t *testing.T) {
	rec := &Record{Header: Header{Game: "g", Players: []string{"a"}},
		Events: []Event{{Kind: Received, Player: 0, Text: "x", Think: time.Second, Line: 2}}}
	data := writeRecord(t, rec, true)
	if bytes.Contains(data, []byte(`"ms"`)) {
		t.Errorf("NoTimes record has times:\n%s", data)
	}
	got, err := Read(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if got.Events[0].Think != 0 || got.Result != nil {
		t.Errorf("read back %+v, want no time and no result", got)
	}
}

// A score that JSON cannot hold is an error of the runner, not a silent
// loss.
func TestRecordBadScore(t *testing.T) {
	w := NewWriter(&bytes.Buffer{}, false)
	err := w.Result(games.Result{Scores: []float64{math.NaN()}})
	if err == nil || !strings.Contains(err.Error(), "record line 1") {
		t.Errorf("NaN score: error %v, want a record error naming the line", err)
	}
}

func TestReadRecordErrors(t *testing.T) {
	const hdr = `{"game":"g","seed":1,"options":{},"players":["a","b"]}` + "\n"
	tests := []struct {
		name, record string
		line         int
		want         string
	}{
		{"empty", "", 1, "no header"},
		{"blank only", "\n\n", 3, "no header"},
		{"no header", `{"to":0,"text":"x"}`, 1, `"game" is missing`},
		{"not JSON", hdr + "{to:0}\n", 2, "invalid character"},
		{"not an object", hdr + "null\n", 2, "not a JSON object"},
		{"array", hdr + "[1]\n", 2, "cannot unmarshal"},
		{"two values", hdr + `{"to":0,"text":"x"} {}` + "\n", 2, "invalid character"},
		{"no players", `{"game":"g","players":[]}`, 1, "no players"},
		{"unknown header field", `{"game":"g","players":["a"],"x":1}`, 1, `unknown field "x"`},
		{"commands not one a player", `{"game":"g","players":["a","b"],"commands":["./a"]}`, 1, `field "commands": 1 commands for 2 players`},
		{"opening with an unknown field", `{"game":"g","players":["a"],"opening":{"moves":["x"]}}`, 1, `field "opening": json: unknown field "moves"`},
		{"opening with more random plies than plies", `{"game":"g","players":["a"],"opening":{"plies":["x"],"random":2}}`, 1, `field "opening": line 0, 2 random plies of 1`},
		{"unknown kind", hdr + `{"x":1}` + "\n", 2, "no known kind"},
		{"second header", hdr + hdr, 2, "no known kind"},
		{"seat too big", hdr + `{"to":2,"text":"x"}` + "\n", 3 - 1, "not a seat"},
		{"negative seat", hdr + `{"from":-1,"text":"x"}` + "\n", 2, "not a seat"},
		{"text missing", hdr + `{"to":0}` + "\n", 2, `"text" is missing`},
		{"text not a string", hdr + `{"to":0,"text":5}` + "\n", 2, `field "text"`},
		{"seat not an integer", hdr + `{"to":0.5,"text":"x"}` + "\n", 2, `field "to"`},
		{"to and from", hdr + `{"to":0,"from":1,"text":"x"}` + "\n", 2, `unknown field "from"`},
		{"bad base64", hdr + `{"to":0,"text":"x","b64":"!!"}` + "\n", 2, `field "b64"`},
		{"negative ms", hdr + `{"from":0,"text":"x","ms":-1}` + "\n", 2, "not a thinking time"},
		{"huge ms", hdr + `{"from":0,"text":"x","ms":1e300}` + "\n", 2, "not a thinking time"},
		{"unknown fault", hdr + `{"fault":"slow","player":0}` + "\n", 2, "unknown fault"},
		{"fault without player", hdr + `{"fault":"timeout"}` + "\n", 2, `"player" is missing`},
		{"result without fault", hdr + `{"scores":[1,0],"winner":0,"reason":"r"}` + "\n", 2, `"fault" is missing`},
		{"result fault is a string", hdr + `{"scores":[1,0],"winner":0,"reason":"r","fault":"timeout"}` + "\n", 2, `field "fault"`},
		{"result fault seat", hdr + `{"scores":[1,0],"winner":0,"reason":"r","fault":{"player":5,"move":"","rule":""}}` + "\n", 2, "not a seat"},
		{"scores not numbers", hdr + `{"scores":["1"],"winner":0,"reason":"r","fault":null}` + "\n", 2, `field "scores"`},
		{"line after result", hdr + `{"scores":[1,0],"winner":0,"reason":"r","fault":null}` + "\n\n" + `{"to":0,"text":"x"}` + "\n", 4, "after the result"},
		// The winner is required, and is a seat or -1 (no winner).
		{"result without winner", hdr + `{"scores":[1,0],"reason":"r","fault":null}` + "\n", 2, `field "winner" is missing`},
		{"winner null", hdr + `{"scores":[1,0],"winner":null,"reason":"r","fault":null}` + "\n", 2, `field "winner": null`},
		{"winner not a seat", hdr + `{"scores":[1,0],"winner":2,"reason":"r","fault":null}` + "\n", 2, `field "winner": 2 is neither a seat`},
		{"winner below -1", hdr + `{"scores":[1,0],"winner":-2,"reason":"r","fault":null}` + "\n", 2, `field "winner": -2 is neither a seat`},
		{"winner a string", hdr + `{"scores":[1,0],"winner":"0","reason":"r","fault":null}` + "\n", 2, `field "winner"`},
		{"winner not an integer", hdr + `{"scores":[1,0],"winner":0.5,"reason":"r","fault":null}` + "\n", 2, `field "winner"`},
		// An interruption is the last line, with a reason.
		{"line after interruption", hdr + `{"to":0,"text":"x"}` + "\n" + `{"interrupted":"context canceled"}` + "\n\n" + `{"from":0,"text":"y"}` + "\n", 5, "a line after the interruption at line 3"},
		{"result after interruption", hdr + `{"interrupted":"context canceled"}` + "\n" + `{"scores":[1,0],"winner":0,"reason":"r","fault":null}` + "\n", 3, "after the interruption"},
		{"interruption after result", hdr + `{"scores":[1,0],"winner":0,"reason":"r","fault":null}` + "\n" + `{"interrupted":"context canceled"}` + "\n", 3, "after the result"},
		{"interruption without reason", hdr + `{"interrupted":""}` + "\n", 2, `field "interrupted": empty`},
		{"interruption not a string", hdr + `{"interrupted":true}` + "\n", 2, `field "interrupted"`},
		{"interruption with more", hdr + `{"interrupted":"x","player":0}` + "\n", 2, `unknown field "player"`},
		{"truncated last line", hdr + `{"to":0,"text":"x"}` + "\n" + `{"to":1,"te`, 3, "unexpected end"},
		// A line of standard error names a seat, has a text, and
		// counts what was dropped, if anything.
		{"stderr seat", hdr + `{"stderr":2,"text":"x"}` + "\n", 2, `field "stderr": player 2 is not a seat`},
		{"stderr without text", hdr + `{"stderr":0}` + "\n", 2, `"text" is missing`},
		{"stderr with a time", hdr + `{"stderr":0,"text":"x","ms":1}` + "\n", 2, `unknown field "ms"`},
		{"stderr bad base64", hdr + `{"stderr":0,"text":"x","b64":"!!"}` + "\n", 2, `field "b64"`},
		{"stderr dropped nothing", hdr + `{"stderr":0,"text":"x","dropped":0}` + "\n", 2, `field "dropped": 0; want the bytes dropped`},
		{"stderr dropped less", hdr + `{"stderr":0,"text":"x","dropped":-5}` + "\n", 2, `field "dropped": -5`},
		{"stderr dropped not a number", hdr + `{"stderr":0,"text":"x","dropped":"5"}` + "\n", 2, `field "dropped"`},
		{"stderr caps of 0", `{"game":"g","players":["a"],"stderr":{"step":0,"game":65536}}`, 1, `field "stderr": caps of 0 bytes a step and 65536 a game`},
		{"stderr caps without game", `{"game":"g","players":["a"],"stderr":{"step":2048}}`, 1, `field "stderr": caps of 2048 bytes a step and 0 a game`},
		{"stderr caps with more", `{"game":"g","players":["a"],"stderr":{"step":1,"game":1,"line":1}}`, 1, `field "stderr": json: unknown field "line"`},
		{"stderr caps not an object", `{"game":"g","players":["a"],"stderr":2048}`, 1, `field "stderr"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Read(strings.NewReader(tt.record))
			var re *ReadError
			if !errors.As(err, &re) {
				t.Fatalf("Read: error %v, want a *ReadError", err)
			}
			if re.Line != tt.line || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Read: %v; want line %d and %q", err, tt.line, tt.want)
			}
		})
	}
}

// A record cut short keeps what came before the cut.
func TestReadRecordPartial(t *testing.T) {
	record := `{"game":"g","players":["a"]}
{"to":0,"text":"x"}
{"from":0,"text":"y"}
{"to":0,"te`
	rec, err := Read(strings.NewReader(record))
	if err == nil {
		t.Fatal("no error for a cut line")
	}
	if rec == nil || len(rec.Events) != 2 || rec.Header.Game != "g" {
		t.Errorf("partial record %+v, want the header and 2 events", rec)
	}
}

// Blank lines, CRLF line endings and a missing final line ending are all
// fine; omitted seed and options take their zero values.
func TestReadRecordLenient(t *testing.T) {
	record := "{\"game\":\"g\",\"players\":[\"a\"]}\r\n\r\n{\"to\":0,\"text\":\"x\"}\r\n{\"scores\":[1],\"winner\":-1,\"reason\":\"\",\"fault\":null}"
	rec, err := Read(strings.NewReader(record))
	if err != nil {
		t.Fatal(err)
	}
	want := &Record{Header: Header{Game: "g", Options: map[string]string{}, Players: []string{"a"}},
		Events: []Event{{Kind: Sent, Text: "x", Line: 3}}, Result: &games.Result{Scores: []float64{1}, Winner: games.NoWinner}}
	if diff := cmp.Diff(want, rec); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// The line after a result may say what each player used, once, with one
// entry a player and nothing unknown.
func TestRecordUsageLine(t *testing.T) {
	head := `{"game":"g","players":["a","b"]}` + "\n" + `{"scores":[1,0],"winner":0,"reason":"r","fault":null}` + "\n"
	for _, tt := range []struct {
		usage string
		want  []Usage
		err   string
	}{
		{`{"usage":[{"peak_memory":1024,"peak_whole":true,"cpu_ns":5},{}]}`, []Usage{{PeakMemory: 1024, PeakWhole: true, CPU: 5}, {}}, ""},
		{"", nil, ""},
		{`{"usage":[{}]}`, nil, "line 3: usage line: 1 players' usage for the header's 2 players"},
		{`{"usage":[{"peak_memory":-1},{}]}`, nil, "line 3: usage line: player 0: negative usage"},
		{`{"usage":[{"peak":1},{}]}`, nil, `line 3: usage line: json: unknown field "peak"`},
		{`{"usage":[{},{}]}` + "\n" + `{"usage":[{},{}]}`, nil, "line 4: a line after the result"},
		{`{"to":0,"text":"x"}`, nil, "line 3: a line after the result"},
	} {
		rec, err := Read(strings.NewReader(head + tt.usage))
		switch {
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s: error %v, want %q", tt.usage, err, tt.err)
		case tt.err == "" && err != nil:
			t.Errorf("%s: %v", tt.usage, err)
		case tt.err == "" && !cmp.Equal(rec.Usage, tt.want):
			t.Errorf("%s: usage %+v, want %+v", tt.usage, rec.Usage, tt.want)
		}
	}
}

// A seed given signed, as the Lang Wars engine printed its seeds, is
// written as given and reads back the same, signed.
func TestRecordKeepsASignedSeedAsGiven(t *testing.T) {
	for _, tt := range []struct {
		h    Header
		line string
	}{
		{Header{Game: "g", Seed: 1<<64 - 1, SignedSeed: true, Options: map[string]string{}, Players: []string{"a"}},
			`{"game":"g","seed":-1,"options":{},"players":["a"]}`},
		{Header{Game: "g", Seed: 1<<64 - 1, Options: map[string]string{}, Players: []string{"a"}},
			`{"game":"g","seed":18446744073709551615,"options":{},"players":["a"]}`},
	} {
		data := writeRecord(t, &Record{Header: tt.h}, false)
		if first, _, _ := bytes.Cut(data, []byte("\n")); string(first) != tt.line {
			t.Errorf("header %+v written as\n%s\nwant\n%s", tt.h, first, tt.line)
		}
		got, err := Read(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("Read: %v\n%s", err, data)
		}
		if diff := cmp.Diff(tt.h, got.Header); diff != "" {
			t.Errorf("round trip (-wrote +read):\n%s", diff)
		}
	}
}

// Every fault kind the games package names, the last one added included,
// reads back from a record by its name.
func TestReadRecordReadsEveryFaultKind(t *testing.T) {
	const hdr = `{"game":"g","players":["a","b"]}` + "\n"
	n := 0
	for f := games.FaultKind(1); !strings.HasPrefix(f.String(), "FaultKind("); f++ {
		n++
		rec, err := Read(strings.NewReader(hdr + `{"fault":"` + f.String() + `","player":1}` + "\n"))
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if len(rec.Events) != 1 || rec.Events[0].Fault != f || rec.Events[0].Player != 1 {
			t.Errorf("%s: events %+v", f, rec.Events)
		}
	}
	if n < int(games.FileCountLimit) {
		t.Errorf("%d fault kinds read, want at least %d (up to FileCountLimit)", n, games.FileCountLimit)
	}
}
