//go:build unix

package program

import (
	"errors"
	"io"
	"os"
	"syscall"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol/internal/linecut"
)

// An output is the runner's end of a program's standard output, read by
// line itself, on the caller's goroutine: a line costs no hand-over
// between goroutines. Between two lines nothing reads it, so a program
// that writes without end blocks on its full pipe and costs the runner no
// memory. One goroutine at a time may call line; stop and close may come
// from any.
type output struct {
	f   *os.File
	sp  linecut.Splitter
	buf []byte
	// raw looks at the pipe without waiting; nil for none (never on
	// Linux, whose output pipe outputPipe makes non-blocking).
	raw  *rawPipe
	wait *outputWait // waits for the pipe on the caller's thread (Linux)
	linecut.Output
	stop <-chan struct{}        // closed when the program is stopped
	end  func() games.FaultKind // the fault that ends the output, once it has
	// wrote says a byte has been read: the program wrote something.
	wrote bool
	// What the runner saw when line last timed out, for FaultDetail:
	// what the program was doing, and the sandbox's limit that refused
	// it something ("" for none).
	seen  runState
	limit string
}

// newOutput returns the output read from f (made by outputPipe), whose
// lines are at most maxLine bytes (see linecut.Limit); stop closed makes
// line return games.Exited, and end gives the fault that ends the output
// once f has ended.
func newOutput(f *os.File, maxLine int, stop <-chan struct{}, end func() games.FaultKind) (*output, error) {
	wait, err := newOutputWait(f)
	if err != nil {
		return nil, err
	}
	return &output{
		f: f, sp: linecut.Splitter{Max: linecut.Limit(maxLine)}, buf: make([]byte, 64<<10),
		raw: newRawPipe(f), wait: wait, stop: stop, end: end,
	}, nil
}

// line returns the next item of the output, waiting for it until
// deadline (never, if it is zero). Once the deadline has passed, it
// returns games.Timeout and true, unless the pipe already holds a line:
// that line came in time.
func (o *output) line(deadline time.Time) (linecut.Item, bool) {
	for {
		if it, ok := o.Lines.Pop(); ok {
			return it, false
		}
		select {
		case <-o.stop:
			return linecut.Item{Fault: games.Exited}, false
		default:
		}
		if o.Ended {
			return linecut.Item{Fault: games.Exited}, false
		}
		if !deadline.IsZero() && !time.Now().Before(deadline) {
			if o.readNow() {
				continue
			}
			return linecut.Item{Fault: games.Timeout}, true
		}
		o.readWait(deadline)
	}
}

// wake ends a wait of line under way, once stop is closed.
func (o *output) wake() { o.wait.wake() }

// close closes the pipe: a line under way ends now.
func (o *output) close() {
	o.f.Close()
	o.wait.close()
}

// take cuts what was read, b, into lines, and after a read that failed
// (err, not a deadline), ends the output with its last unfinished line, if
// any, and the fault end gives.
func (o *output) take(b []byte, err error) {
	if o.Ended {
		return
	}
	o.wrote = o.wrote || len(b) > 0
	if len(b) > 0 && !o.sp.Write(b, o.Emit) {
		o.End(games.LineTooLong)
		return
	}
	if err == nil || errors.Is(err, os.ErrDeadlineExceeded) {
		return
	}
	if line, ok := o.sp.Rest(); ok {
		o.Emit(line)
	}
	o.End(o.end())
}

// readNow reads what the pipe holds, without waiting for more, and
// reports whether it read anything or the output ended.
func (o *output) readNow() bool {
	if o.raw == nil {
		return false
	}
	n, rerr := o.raw.read(o.buf)
	switch {
	case rerr == syscall.EAGAIN || errors.Is(rerr, os.ErrDeadlineExceeded):
		return false
	case rerr == nil && n == 0:
		rerr = io.EOF
	}
	o.take(o.buf[:n], rerr)
	return true
}
