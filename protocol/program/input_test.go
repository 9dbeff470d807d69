//go:build unix

package program

import (
	"io"
	"os"
	"strings"
	"testing"
)

// An input writes what it is sent, in order, whether it fits in the pipe
// or has to wait for the reader, and closes the pipe after the last text
// once it is closed; what comes after close, or after the reader has gone,
// is dropped. send never waits for the reader.
func TestInputWritesInOrder(t *testing.T) {
	big := strings.Repeat("x", 1000)
	for _, tt := range []struct {
		name  string
		sends []string
		gone  bool // the reader has closed its end before the sends
		after string
		want  string
	}{
		{"nothing", nil, false, "", ""},
		{"lines that fit", []string{"a", "b c", ""}, false, "", "a\nb c\n\n"},
		{"more than the pipe holds", repeat(big, 300), false, "", strings.Repeat(big+"\n", 300)},
		{"after close", []string{"a"}, false, "late", "a\n"},
		{"reader gone", []string{"a", big}, true, "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			in := newInput(w)
			if tt.gone {
				r.Close()
			}
			for _, s := range tt.sends {
				in.send(s)
			}
			in.close()
			in.send(tt.after)
			if tt.gone {
				<-in.done
				if !in.broken {
					t.Error("the input to a gone reader is not broken")
				}
				return
			}
			got, err := io.ReadAll(r)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("read %d bytes %.40q..., want %d bytes %.40q...", len(got), got, len(tt.want), tt.want)
			}
			<-in.done
		})
	}
}

// abort ends a write that waits for a reader that never reads, and drops
// the rest of the queue.
func TestInputAbortEndsABlockedWrite(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	in := newInput(w)
	for _, s := range repeat(strings.Repeat("y", 4096), 100) {
		in.send(s) // far more than a pipe holds
	}
	in.close()
	in.abort()
	in.mu.Lock()
	defer in.mu.Unlock()
	if !in.broken || in.q.Len() != 0 {
		t.Errorf("after abort: broken %v, %d texts queued; want broken, none queued", in.broken, in.q.Len())
	}
}

// repeat returns n copies of s.
func repeat(s string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = s
	}
	return out
}
