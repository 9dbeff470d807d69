//go:build unix

package program

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"
	"syscall"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
)

// An outputEnd is how a program's standard output ended, as endFault saw
// it: whether its first process had ended by itself by then (rather than
// closing its output and going on), and how long after its start.
type outputEnd struct {
	ended bool // the output has ended
	alone bool // the first process had ended by itself by then
	after time.Duration
}

// A runState is what a program was doing when the runner looked at its
// processes in /proc, for the hints of FaultDetail and for the notice of
// a program that waits for input while on move.
type runState uint8

const (
	stateUnknown runState = iota // not looked at, or /proc could not tell
	stateRunning                 // a thread was running (or in a disk wait)
	stateAsleep                  // every thread slept, none in a read of its input
	stateReading                 // every thread slept, one in a read of its input
	stateEnded                   // its first process had ended
)

// runState looks at every thread of every process descended from the
// program's first process (in a sandbox, bwrap and what runs under it):
// the program waits for input when none of them runs and one is blocked in
// a read of the input pipe, which the runner has then written nothing to
// that was not read. Any other sleep (a timer, a lock, a child) is not
// waiting for input. Reading another process's syscall and descriptors
// needs the right to trace it; without, /proc cannot tell.
func (p *Program) runState() runState {
	if !p.isRunning() {
		return stateUnknown
	}
	pid, reaped := p.proc.state()
	ino := p.in.ino
	if pid == 0 || ino == 0 {
		return stateUnknown
	}
	if reaped {
		return stateEnded
	}
	return treeState(pid, ino)
}

// loadTime bounds how soon after its start a program that ends is taken
// to have failed while it loaded, for FaultDetail's hint about a memory
// limit too small.
const loadTime = 2 * time.Second

// FaultDetail returns what the runner knows of fault f, which Line
// returned, beyond its kind, as [games.Fault].Detail keeps it, or "" if
// nothing: how the program's first process ended, when it ended by itself
// ("exit status 2", "killed by signal 9 (SIGKILL)"); its last line on
// standard error that is neither blank nor indented, as the frames of a
// stack trace are (or, after a Go panic, the panic's line); and what the
// runner saw of the program, or a hint where the fault looks like a common
// mistake. For a timeout, that is a sandbox's limit that refused it
// something (a process, memory), an unfinished line (no line ending), or
// what its processes were doing when its time ran out, as /proc showed
// them on Linux: waiting for input (an answer never flushed), still
// running, or asleep. Otherwise, output closed by a program that went on
// running, or, under a memory limit, a program that failed for want of
// memory before its first line, soon after its start (a limit too small
// for it to load). The parts are joined by "; ".
//
// Call it after Stop, which reads what is left of standard error, and on
// the goroutine that called Line, as a protocol.Match does.
//
// handshake says that the fault came in a handshake wait, which awaits a
// first line such as READY before the game begins.
func (p *Program) FaultDetail(f games.FaultKind, handshake bool) string {
	if !p.isRunning() {
		return ""
	}
	end, st := p.proc.ending()
	var parts []string
	if end.alone && st != nil {
		parts = append(parts, p.exitText(st))
	}
	last := p.errs.lastLine()
	loading := containsAny(bytes.ToLower(p.errs.bytes()), loadWords)
	if last != "" {
		parts = append(parts, "its last stderr line: "+last)
	}
	parts = append(parts, p.hints(f, end, handshake)...)
	if p.tooSmall(f, end, st, loading) {
		parts = append(parts, fmt.Sprintf("the memory limit of %s may be too small for the program to load", sizeText(p.opt.MemoryLimit)))
	}
	return strings.Join(parts, "; ")
}

// hints returns what the runner saw of a program that gave fault f, or a
// hint where f looks like a mistake of the program's dialogue, given how
// its output ended.
func (p *Program) hints(f games.FaultKind, end outputEnd, handshake bool) []string {
	o := p.out
	switch {
	case f == games.Timeout && o.limit != "":
		// What was refused explains the silence better than a guess.
		return []string{o.limit}
	case f == games.Timeout && len(o.sp.Pending()) > 0:
		return []string{fmt.Sprintf("it wrote %s and no line ending after it", text.Quote(string(o.sp.Pending()), 100))}
	case f == games.Timeout && handshake:
		return nonEmpty("no first line (such as READY) in the handshake", handshakeWords[o.seen])
	case f == games.Timeout && o.seen == stateReading && !o.wrote:
		return []string{"no line read: does the program flush its output after each line?"}
	case f == games.Timeout:
		return nonEmpty(timeoutWords[o.seen])
	case f == games.Exited && end.ended && !end.alone:
		return []string{"it closed its standard output and went on running"}
	}
	return nil
}

// timeoutWords say what a program that timed out on move was doing, as
// its processes showed when its time ran out. A program waiting for input
// that never wrote has a hint of its own (see hints).
var timeoutWords = [...]string{
	stateReading: "it was waiting for input without answering: does the program flush its output after each line?",
	stateRunning: "it was still running when its time ran out",
	stateAsleep:  "it was asleep, neither running nor reading its input",
	stateEnded:   "its first process had ended, but its output was still open",
}

// handshakeWords say what a program that wrote no first line in the
// handshake was doing when its time ran out.
var handshakeWords = [...]string{
	stateReading: "it was waiting for input: does it write its first line before it reads, and flush it?",
	stateRunning: "it was still running when its time ran out",
	stateAsleep:  "it was asleep, neither running nor reading its input",
	stateEnded:   "its first process had ended, but its output was still open",
}

// nonEmpty returns those of parts that are not "".
func nonEmpty(parts ...string) []string {
	return slices.DeleteFunc(parts, func(s string) bool { return s == "" })
}

// tooSmall reports whether the program, under a memory limit, ended by
// itself (as st says) for want of memory before it wrote anything, soon
// after its start: the fault says so, or a signal ended it, or its
// standard error speaks of loading or mapping memory (loading).
func (p *Program) tooSmall(f games.FaultKind, end outputEnd, st *os.ProcessState, loading bool) bool {
	if p.opt.MemoryLimit <= 0 || !end.alone || st == nil || st.Success() || p.out.wrote || end.after > loadTime {
		return false
	}
	return f == games.OutOfMemory || p.signal(st) != 0 || loading
}

// loadWords are what programs and the dynamic linker write, in lower case,
// when they cannot map the memory they need to start.
var loadWords = []string{
	"error while loading shared libraries", // the dynamic linker: "cannot map zero-fill pages"
	"cannot map", "failed to map",          // the dynamic linker, runtimes
	"could not reserve", // Java: "Could not reserve enough space for object heap"
	"cannot allocate memory", "out of memory",
}

// signal returns the signal that ended the program's first process, as st
// says, or 0: in a sandbox, bwrap ends with status 128+N when the program
// died of signal N.
func (p *Program) signal(st *os.ProcessState) syscall.Signal {
	if ws, ok := st.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return ws.Signal()
	}
	if c := st.ExitCode(); p.sb != nil && c > 128 && c < 128+65 {
		return syscall.Signal(c - 128)
	}
	return 0
}

// exitText says how the program's first process ended, as st says:
// "exit status 2", or "killed by signal 9 (SIGKILL)".
func (p *Program) exitText(st *os.ProcessState) string {
	sig := p.signal(st)
	if sig == 0 {
		return fmt.Sprintf("exit status %d", st.ExitCode())
	}
	if name, ok := signalNames[sig]; ok {
		return fmt.Sprintf("killed by signal %d (%s)", int(sig), name)
	}
	return fmt.Sprintf("killed by signal %d", int(sig))
}

// signalNames are the names of the signals a program commonly dies of.
var signalNames = map[syscall.Signal]string{
	syscall.SIGHUP: "SIGHUP", syscall.SIGINT: "SIGINT", syscall.SIGQUIT: "SIGQUIT", syscall.SIGILL: "SIGILL",
	syscall.SIGTRAP: "SIGTRAP", syscall.SIGABRT: "SIGABRT", syscall.SIGBUS: "SIGBUS", syscall.SIGFPE: "SIGFPE",
	syscall.SIGKILL: "SIGKILL", syscall.SIGUSR1: "SIGUSR1", syscall.SIGSEGV: "SIGSEGV", syscall.SIGUSR2: "SIGUSR2",
	syscall.SIGPIPE: "SIGPIPE", syscall.SIGALRM: "SIGALRM", syscall.SIGTERM: "SIGTERM", syscall.SIGXCPU: "SIGXCPU",
	syscall.SIGXFSZ: "SIGXFSZ", syscall.SIGSYS: "SIGSYS",
}

// sizeText writes a memory limit of n bytes in MiB, or in KiB when it is
// no whole number of MiB.
func sizeText(n int64) string {
	if n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d KiB", (n+1023)/1024)
}
