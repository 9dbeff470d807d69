package record

import (
	"bytes"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// Records come from outside: Read must never panic, and a record it
// accepts must read back the same after being written again.
func FuzzReadRecord(f *testing.F) {
	f.Add([]byte(`{"game":"g","seed":1,"options":{"k":"v"},"players":["a","b"]}
{"to":0,"text":"start"}
{"from":0,"text":"1","ms":0.5}
{"from":1,"text":"\ufffd","b64":"/w==","ms":3}
{"fault":"line too long","player":1}
{"scores":[1,0],"winner":0,"reason":"r","reason_b64":"/w==","fault":{"player":1,"move":"x","move_b64":"/w==","rule":"t"}}
`))
	f.Add([]byte(`{"game":"g","players":["a"]}` + "\n" + `{"scores":[],"winner":-1,"reason":"","fault":null}`))
	f.Add([]byte(`{"game":"g","players":["a"]}` + "\n" + `{"to":0,"text":"x"}` + "\n" + `{"interrupted":"\ufffd","interrupted_b64":"/w=="}`))
	f.Add([]byte("{\"game\":\"g\",\"players\":[\"a\"]}\n{\"fault\":\"out of memory\",\"player\":0}"))
	f.Add([]byte("{\"game\":\"\",\"players\":[\"\"]}\r\n\n{\"fault\":\"exited\",\"player\":0}"))
	f.Add([]byte(`{"game":"g","players":["a","b"]}` + "\n" + `{"scores":[1,0],"winner":0,"reason":"r","fault":null}` + "\n" +
		`{"usage":[{"peak_memory":1024,"peak_whole":true,"cpu_ns":5},{}]}`))
	f.Add([]byte(`{"game":"g","players":["a","b"],"stderr":{"step":2048,"game":65536}}
{"to":0,"text":"start"}
{"stderr":0,"text":"depth 1"}
{"stderr":0,"text":"\ufffd","b64":"/w=="}
{"stderr":0,"text":"… 9 bytes of stderr dropped (cap 2048 a step)","dropped":9}
{"from":0,"text":"1","ms":0.5}
{"stderr":1,"text":""}
{"interrupted":"x"}
`))
	f.Add([]byte(`{"game":"g","players":["w","b"],"commands":["./w","builtin:random"],"version":"v1.2.0",` +
		`"opening":{"file":"o.txt","line":3,"setup":"x","plies":["a1-b2","c3-d4"],"random":1}}
{"fault":"timeout","player":1,"detail":"\ufffd","detail_b64":"/w=="}
{"scores":[1,0],"winner":0,"reason":"r","fault":{"player":1,"move":"","rule":"timeout","detail":"exit status 2; no line read"}}
`))
	f.Add([]byte(`{"game":"g","players":["a"],"version":"devel 0123456789ab+dirty","opening":{"plies":[]},"stderr":null}`))
	f.Add([]byte(`{"game":"g","seed":-0,"players":["a"]}` + "\n" + `{"to":0,"T\u0065xt":"x","text":null}`))
	f.Add([]byte(`{"to":0}`))
	f.Add([]byte(""))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := Read(bytes.NewReader(data))
		if rec == nil {
			t.Fatal("Read returned no record")
		}
		if err != nil {
			return
		}
		again := writeRecord(t, rec, false)
		rec2, err := Read(bytes.NewReader(again))
		if err != nil {
			t.Fatalf("a record written from %q does not read: %v\n%s", data, err, again)
		}
		// Events' line numbers change where blank lines went (an
		// opening's line is the header's own and must come back); times
		// are written to the microsecond.
		opts := cmp.Options{
			cmpopts.IgnoreFields(Event{}, "Line"),
			cmp.Comparer(func(a, b time.Duration) bool { return (a - b).Abs() <= time.Microsecond }),
		}
		if diff := cmp.Diff(rec, rec2, opts); diff != "" {
			t.Errorf("written and read again (-first +second):\n%s", diff)
		}
	})
}
