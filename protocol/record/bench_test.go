package record

import (
	"bytes"
	"fmt"
	"testing"
	"time"

	games "github.com/contestgames/games"
)

// longRecord returns the record of a match of turns turns between two
// programs, as a Writer writes it: each turn a message, an answer with its
// time and, every tenth turn, a line of standard error; a fault, the
// result and the usage last.
func longRecord(tb testing.TB, turns int) []byte {
	tb.Helper()
	var buf bytes.Buffer
	w := NewWriter(&buf, false)
	must := func(err error) {
		if err != nil {
			tb.Fatal(err)
		}
	}
	must(w.Header(Header{Game: "alquerque", Seed: 7, Options: map[string]string{"limit": "200"}, Players: []string{"./white", "./black"},
		Stderr: &StderrCaps{Step: StderrStepCap, Game: StderrGameCap}, Version: "devel"}))
	for i := range turns {
		p := i % 2
		must(w.Send(games.Message{To: p, Text: fmt.Sprintf("c%d-d%d", i%5+1, i%5+2)}))
		if i%10 == 0 {
			must(w.Stderr(p, fmt.Sprintf("depth %d: score %+d", i%7, i%13-6), 0))
		}
		must(w.Recv(p, fmt.Sprintf("e%d-f%d", i%5+1, i%5+2), time.Duration(i)*time.Millisecond))
	}
	must(w.Fault(1, games.Timeout, "its last stderr line: \"thinking\""))
	must(w.Result(games.Result{Scores: []float64{12, 0}, Winner: 0, Reason: "black: timeout",
		Fault: &games.Fault{Player: 1, Rule: "timeout", Detail: "its last stderr line: \"thinking\""}}))
	must(w.Usage([]Usage{{PeakMemory: 6180864, CPU: 9213000}, {PeakMemory: 1 << 20, PeakWhole: true}}))
	return buf.Bytes()
}

// Reading speed matters: the view builds its pages from records.
func BenchmarkRead(b *testing.B) {
	data := longRecord(b, 1000)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read(bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}
