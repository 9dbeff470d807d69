//go:build unix

package program

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/contestgames/games/protocol/record"
	"github.com/google/go-cmp/cmp"
)

// An errOutput keeps the first bytes of what the program wrote, within its
// limit; its lines for the record, all that was written before take; and
// the line a fault's detail quotes.
func TestErrOutputKeeps(t *testing.T) {
	for _, tt := range []struct {
		name  string
		limit int
		write string
		bytes string
		lines []string
		drop  int // bytes dropped from the step
		last  string
	}{
		{"nothing", 10, "", "", nil, 0, ""},
		{"within the limit", 100, "one\ntwo\n", "one\ntwo\n", []string{"one", "two"}, 0, `"two"`},
		{"over the limit", 5, "one\ntwo\n", "one\nt", []string{"one", "two"}, 0, `"two"`},
		{"no limit", -1, "one\n", "", []string{"one"}, 0, `"one"`},
		{"unfinished line", 100, "a\nb", "a\nb", []string{"a", "b"}, 0, `"b"`},
		{"a stack trace", 100, "panic: boom\n\tat main.go:3\n", "panic: boom\n\tat main.go:3\n",
			[]string{"panic: boom", "\tat main.go:3"}, 0, `"panic: boom"`},
		// The step's cap is 100 bytes: the line is dropped.
		{"more than a pipe holds", 3, strings.Repeat("z", 200<<10), "zzz", nil, 200 << 10,
			strconv.Quote(strings.Repeat("z", tailMax)) + "... (204800 bytes)"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			e := newErrOutput(r, tt.limit)
			e.log.caps = record.StderrCaps{Step: 100, Game: 1000}
			go func() {
				w.WriteString(tt.write)
				w.Close()
			}()
			<-e.done
			step := e.take(true)
			if step.Dropped != tt.drop {
				t.Errorf("dropped %d bytes, want %d", step.Dropped, tt.drop)
			}
			if diff := cmp.Diff(tt.lines, step.Lines); diff != "" {
				t.Errorf("lines (-want +got):\n%s", diff)
			}
			if got := string(e.bytes()); got != tt.bytes {
				t.Errorf("kept %.40q, want %.40q", got, tt.bytes)
			}
			if got := e.lastLine(); got != tt.last {
				t.Errorf("last line %s, want %s", got, tt.last)
			}
			e.finish()
		})
	}
}

// take with all reads what the pipe holds first: what the program wrote
// before it answered is in the step, whether or not the reader has got to
// it.
func TestErrOutputTakeReadsThePipe(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	e := newErrOutput(r, 10)
	for i, text := range []string{"first\n", "second\nthird", "\n"} {
		if _, err := w.WriteString(text); err != nil {
			t.Fatal(err)
		}
		want := [][]string{{"first"}, {"second", "third"}, {""}}[i]
		if got := e.take(true).Lines; !cmp.Equal(got, want) {
			t.Errorf("step %d: %q, want %q", i, got, want)
		}
	}
	w.Close()
	e.finish()
	if got := string(e.bytes()); got != "first\nseco" {
		t.Errorf("kept %q, want %q", got, "first\nseco")
	}
}
