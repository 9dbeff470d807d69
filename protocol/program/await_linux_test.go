package program

import (
	"testing"
	"time"
)

// An awaitTime counts the time from each text sent to its answer, a text
// sent while the program is awaited already counting from the first, and
// the time since the last text while it has not answered.
func TestAwaitTime(t *testing.T) {
	t0 := time.Unix(1000, 0)
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	for _, tt := range []struct {
		name string
		ops  []string // "b" begins, "e" ends, at the op's index in ms·10
		now  int
		want time.Duration
	}{
		{"never awaited", nil, 50, 0},
		{"awaited, unanswered", []string{"b"}, 50, 50 * time.Millisecond},
		{"answered", []string{"b", "e"}, 50, 10 * time.Millisecond},
		{"sent twice", []string{"b", "b", "e"}, 50, 20 * time.Millisecond},
		{"answered twice", []string{"b", "e", "e", "b"}, 50, 30 * time.Millisecond},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var a awaitTime
			for i, op := range tt.ops {
				if op == "b" {
					a.begin(at(10 * i))
				} else {
					a.end(at(10 * i))
				}
			}
			if got := a.total(at(tt.now)); got != tt.want {
				t.Errorf("total %v, want %v", got, tt.want)
			}
		})
	}
}
