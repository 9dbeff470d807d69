//go:build unix

package program

import (
	"os"
	"sync"
	"syscall"
	"time"

	"github.com/contestgames/games/protocol/internal/linecut"
)

// An input is the runner's end of a program's standard input. send never
// blocks: a text is written at once when the pipe has room, which costs no
// hand-over between goroutines, and what does not fit is queued for a
// writer goroutine that waits for room. So a program that does not read
// its input never blocks the match: it only fails to answer.
type input struct {
	f    *os.File
	raw  *rawPipe // the pipe, for direct writes; nil for none
	ino  uint64   // the pipe's inode, to see the program read there; 0 if unknown
	done chan struct{}

	mu      sync.Mutex // guards the fields below
	cond    *sync.Cond
	q       linecut.Queue[[]byte]
	closing bool   // no more text: close the input after the queue
	broken  bool   // the input is closed; text is dropped
	busy    bool   // the writer is writing a text it took
	buf     []byte // the text of a direct write, reused
}

// newInput returns the input that writes to f, and starts its writer,
// which closes f once close was called and the queue is written.
func newInput(f *os.File) *input {
	in := &input{f: f, raw: newRawPipe(f), ino: pipeInode(f), done: make(chan struct{})}
	in.cond = sync.NewCond(&in.mu)
	go in.write()
	return in
}

// send writes text and a line ending, or queues them, without waiting.
func (in *input) send(text string) {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.broken || in.closing {
		return
	}
	if in.raw != nil && in.q.Len() == 0 && !in.busy {
		in.buf = append(append(in.buf[:0], text...), '\n')
		n, ok := in.writeNow(in.buf)
		switch {
		case !ok:
			in.broken = true
			return
		case n == len(in.buf):
			return
		}
		in.q.Push(append([]byte(nil), in.buf[n:]...))
		in.cond.Signal()
		return
	}
	in.q.Push([]byte(text + "\n"))
	in.cond.Signal()
}

// writeNow writes b at once, if the pipe has room: it returns how much it
// wrote (0 when the pipe is full), and false when the input is broken.
// The caller holds in.mu, with nothing queued or being written.
func (in *input) writeNow(b []byte) (int, bool) {
	n, err := in.raw.write(b)
	switch {
	case err == syscall.EAGAIN:
		return 0, true
	case err != nil:
		return 0, false
	}
	return n, true
}

// close asks the writer to close the input once the queue is written.
func (in *input) close() {
	in.mu.Lock()
	in.closing = true
	in.cond.Signal()
	in.mu.Unlock()
}

// abort ends a write blocked on a program that left its input unread,
// drops what is queued, and waits for the writer to end. Call it after
// close.
func (in *input) abort() {
	in.f.SetWriteDeadline(time.Now())
	<-in.done
}

// write writes the queued text, then closes the input once close asks for
// it.
func (in *input) write() {
	defer close(in.done)
	defer in.f.Close()
	for {
		in.mu.Lock()
		for in.q.Len() == 0 && !in.closing {
			in.cond.Wait()
		}
		b, ok := in.q.Pop()
		if !ok {
			in.broken = true
			in.mu.Unlock()
			return
		}
		in.busy = true
		in.mu.Unlock()
		_, err := in.f.Write(b)
		in.mu.Lock()
		in.busy = false
		if err != nil {
			// The program closed its input or ended, or Stop gave
			// up on it: what it was sent is lost, as in a pipe.
			in.broken, in.q = true, linecut.Queue[[]byte]{}
			in.mu.Unlock()
			return
		}
		in.mu.Unlock()
	}
}
