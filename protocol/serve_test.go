package protocol_test

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
)

// lockstep is Serve's input: it gives one line per Read, and before each
// (and at the end) checks that Serve has already written, and flushed, the
// answers to every line before it: a jury that waits for an answer
// before it writes on would otherwise wait for ever.
type lockstep struct {
	t     *testing.T
	lines []string // the input lines
	want  []string // want[i]: all the output expected once lines[:i] are answered
	out   *bytes.Buffer
	given int // lines given so far
}

func (r *lockstep) Read(p []byte) (int, error) {
	if got := r.out.String(); got != r.want[r.given] {
		r.t.Errorf("before input line %d, the output is %q, want %q", r.given+1, got, r.want[r.given])
	}
	if r.given == len(r.lines) {
		return 0, io.EOF
	}
	n := copy(p, r.lines[r.given]+"\n")
	r.given++
	return n, nil
}

// echo writes "hello" first, then answers each line with its upper-case
// form, and a line "two" with two lines. After "bye" it is done, when it is
// a Finisher.
type echo struct{ bye bool }

func (*echo) Start() []string { return []string{"hello"} }

func (e *echo) Hear(line string) []string {
	switch line {
	case "two":
		return []string{"TWO", "TWO"}
	case "bye":
		e.bye = true
	case "quiet":
		return nil
	}
	return []string{strings.ToUpper(line)}
}

type finishingEcho struct{ echo }

func (e *finishingEcho) Done() bool { return e.bye }

func TestServe(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	in := &lockstep{t: t, out: &out,
		lines: []string{"a", "two", "quiet", "b\r", ""},
		want: []string{
			"hello\n", // Start lines come before anything is read
			"hello\nA\n",
			"hello\nA\nTWO\nTWO\n",
			"hello\nA\nTWO\nTWO\n",
			"hello\nA\nTWO\nTWO\nB\n", // a CR before the LF is not part of the line
			"hello\nA\nTWO\nTWO\nB\n\n",
		},
	}
	if err := protocol.Serve(&echo{}, in, &out); err != nil {
		t.Errorf("Serve: %v, want nil at the end of the input", err)
	}
	if in.given != len(in.lines) {
		t.Errorf("Serve read %d lines of %d", in.given, len(in.lines))
	}
}

// A Finisher that is done ends Serve before it reads another line, so that
// a program stops by itself at its game's end.
func TestServeFinisher(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	in := &lockstep{t: t, out: &out,
		lines: []string{"a", "bye", "never read"},
		want:  []string{"hello\n", "hello\nA\n"},
	}
	if err := protocol.Serve(&finishingEcho{}, in, &out); err != nil {
		t.Errorf("Serve: %v", err)
	}
	if in.given != 2 {
		t.Errorf("Serve read %d lines, want 2: it goes on after the bot is done", in.given)
	}
	if want := "hello\nA\nBYE\n"; out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}
	// A bot done from the start writes its Start lines and reads nothing.
	out.Reset()
	in = &lockstep{t: t, out: &out, lines: []string{"a"}, want: []string{"hello\n"}}
	if err := protocol.Serve(&finishingEcho{echo{bye: true}}, in, &out); err != nil || in.given != 0 || out.String() != "hello\n" {
		t.Errorf("Serve of a bot done at once: %v, read %d lines, wrote %q", err, in.given, out.String())
	}
}

// A line of DefaultMaxLine bytes is served, as the runner would take it
// from a program; a longer one is an error that says which line.
func TestServeLongLine(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", protocol.DefaultMaxLine)
	var out bytes.Buffer
	if err := protocol.Serve(&echo{}, strings.NewReader(long+"\n"+long), &out); err != nil {
		t.Errorf("Serve of two lines of DefaultMaxLine bytes: %v", err)
	}
	if want := "hello\n" + strings.ToUpper(long) + "\n" + strings.ToUpper(long) + "\n"; out.String() != want {
		t.Errorf("Serve of two lines of DefaultMaxLine bytes wrote %d bytes, want %d", out.Len(), len(want))
	}
	out.Reset()
	err := protocol.Serve(&echo{}, strings.NewReader("a\n"+long+"y\nb\n"), &out)
	if !errors.Is(err, bufio.ErrTooLong) || !strings.Contains(err.Error(), "input line 2 is longer than") {
		t.Errorf("Serve of a line of DefaultMaxLine+1 bytes: %v, want an error for line 2", err)
	}
	if out.String() != "hello\nA\n" {
		t.Errorf("output %q, want the answers to the lines before the long one", out.String())
	}
}

var errFull = errors.New("disk full")

// A write error ends Serve with it, whether it comes with the Start lines
// or with an answer.
func TestServeWriteError(t *testing.T) {
	t.Parallel()
	for n := range 2 {
		err := protocol.Serve(&echo{}, strings.NewReader("a\nb\n"), &toy.FailWriter{N: n})
		if err == nil || !strings.Contains(err.Error(), "protocol: serve: writing: disk full") {
			t.Errorf("Serve with a writer that fails from write %d on: %v, want the write error", n, err)
		}
	}
}

// A read error other than the end of the input is returned too.
func TestServeReadError(t *testing.T) {
	t.Parallel()
	in := io.MultiReader(strings.NewReader("a\n"), &failReader{})
	var out bytes.Buffer
	if err := protocol.Serve(&echo{}, in, &out); !errors.Is(err, errFull) {
		t.Errorf("Serve with a failing input: %v, want %v", err, errFull)
	}
	if out.String() != "hello\nA\n" {
		t.Errorf("output %q, want the answer to the line before the error", out.String())
	}
}

type failReader struct{}

func (failReader) Read([]byte) (int, error) { return 0, errFull }
