//go:build unix

package program

import (
	"os"
	"sync"
	"syscall"
	"time"

	"github.com/contestgames/games/protocol/record"
)

// An errOutput is the runner's end of a program's standard error, read by
// a goroutine of its own until it ends. It keeps the first limit bytes,
// for Stop and for the fault of a program that ran out of memory; the
// lines of the current step within the record's caps (see stderrLog); and
// the last line, for FaultDetail (see stderrTail).
//
// Where the pipe can be read without waiting (Go makes its pipes so), it
// is read only under mu, by the goroutine and by take alike: every byte
// read is then kept before either lets go, and take, reading what is left
// in the pipe, sees all that the program wrote before it answered.
type errOutput struct {
	f     *os.File
	done  chan struct{} // closed when the reader ends
	raw   syscall.RawConn
	read  []byte
	sync  func(fd uintptr) // syncNow, made once; nil where raw is
	limit int

	mu   sync.Mutex // guards the fields below, and every read of raw
	kept []byte
	log  stderrLog
	last stderrTail
}

// newErrOutput returns the errOutput that reads f and keeps its first
// limit bytes, and starts its reader.
func newErrOutput(f *os.File, limit int) *errOutput {
	e := &errOutput{f: f, done: make(chan struct{}), read: make([]byte, 32<<10), limit: limit}
	e.log.caps = record.StderrCaps{Step: record.StderrStepCap, Game: record.StderrGameCap}
	if e.raw = nonBlocking(f); e.raw != nil {
		e.sync = e.syncNow
	}
	go e.run()
	return e
}

// run reads the pipe until it ends.
func (e *errOutput) run() {
	defer close(e.done)
	if e.raw == nil {
		for {
			n, err := e.f.Read(e.read)
			e.mu.Lock()
			e.keep(e.read[:n])
			e.mu.Unlock()
			if err != nil {
				return
			}
		}
	}
	ended := false
	read := func(fd uintptr) bool {
		e.mu.Lock()
		defer e.mu.Unlock()
		again := false
		ended, again = e.readNow(fd)
		return !again
	}
	for !ended {
		if e.raw.Read(read) != nil {
			return
		}
	}
}

// readNow reads what the pipe, fd, holds, once, and keeps it. It reports
// whether the pipe has ended, and whether it was empty. The caller holds
// e.mu.
func (e *errOutput) readNow(fd uintptr) (ended, empty bool) {
	for {
		n, err := syscall.Read(int(fd), e.read)
		switch {
		case err == syscall.EINTR:
			continue
		case err == syscall.EAGAIN:
			return false, true
		case err != nil || n <= 0:
			return true, false
		}
		e.keep(e.read[:n])
		return false, false
	}
}

// syncReads bounds how many reads take makes: a program that writes to
// its standard error as fast as the runner reads it would keep it reading
// otherwise. Two reads empty a full pipe of the usual 64 KiB.
const syncReads = 8

// syncNow reads what the pipe, fd, holds, up to syncReads reads. The
// caller holds e.mu.
func (e *errOutput) syncNow(fd uintptr) {
	for range syncReads {
		if ended, empty := e.readNow(fd); ended || empty {
			return
		}
	}
}

// keep keeps b, read from the pipe. The caller holds e.mu.
func (e *errOutput) keep(b []byte) {
	if k := min(len(b), e.limit-len(e.kept)); k > 0 {
		e.kept = append(e.kept, b[:k]...)
	}
	e.log.write(b)
	e.last.write(b)
}

// readLeft reads what the pipe holds now, where it can be read without
// waiting. The caller holds e.mu.
func (e *errOutput) readLeft() {
	if e.sync != nil {
		// This fails once the pipe is closed: what was read before
		// is kept all the same.
		e.raw.Control(e.sync)
	}
}

// take returns the lines of the step and starts a new one; with all, it
// first reads what the pipe holds, and the unfinished line ends the step.
func (e *errOutput) take(all bool) record.StderrStep {
	e.mu.Lock()
	defer e.mu.Unlock()
	if all {
		e.readLeft()
	}
	return e.log.take(all)
}

// bytes returns the first bytes kept so far. They never change: only
// more are added, up to the limit.
func (e *errOutput) bytes() []byte {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.kept
}

// lastLine returns the line a fault's detail quotes (see stderrTail), ""
// for none.
func (e *errOutput) lastLine() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.last.quoted()
}

// ended waits up to d for the pipe to end, and reports whether it did.
func (e *errOutput) ended(d time.Duration) bool { return closedWithin(e.done, d) }

// finish ends the reading once the program's group is dead: its standard
// error then ends as soon as what it wrote has been read; only a process
// that left the group can hold it open, and it is not waited for long.
// What the group wrote before it died is in the pipe, and is kept even if
// the reader has not got to it.
func (e *errOutput) finish() {
	if !e.ended(100 * time.Millisecond) {
		e.mu.Lock()
		e.readLeft()
		e.mu.Unlock()
	}
	e.f.Close()
	<-e.done
}
