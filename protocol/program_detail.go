//go:build unix

package protocol

import (
	"bytes"
	"fmt"
	"os"
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

// loadTime bounds how soon after its start a program that ends is taken
// to have failed while it loaded, for FaultDetail's hint about a memory
// limit too small.
const loadTime = 2 * time.Second

// FaultDetail returns what the runner knows of fault f, which Line
// returned, beyond its kind, as [games.Fault].Detail keeps it, or "" if
// nothing: how the program's first process ended, when it ended by itself
// ("exit status 2", "killed by signal 9 (SIGKILL)"); its last line on
// standard error that is neither blank nor indented, as the frames of a
// stack trace are (or, after a Go panic, the panic's line); and a hint
// where the fault looks like
// a common mistake: no output at all before a timeout (output that is
// never flushed), an unfinished line before a timeout (no line ending),
// output closed by a program that went on running, or, under a memory
// limit, a program that failed for want of memory before its first line,
// soon after its start (a limit too small for it to load). The parts are
// joined by "; ".
//
// Call it after Stop, which reads what is left of standard error, and on
// the goroutine that called Line, as a [Match] does.
func (p *Program) FaultDetail(f games.FaultKind) string {
	if !p.isRunning() {
		return ""
	}
	p.mu.Lock()
	end := p.end
	var st *os.ProcessState
	if p.reaped {
		st = p.cmd.ProcessState
	}
	p.mu.Unlock()
	var parts []string
	if end.alone && st != nil {
		parts = append(parts, p.exitText(st))
	}
	p.errMu.Lock()
	last := p.errLast.quoted()
	loading := containsAny(bytes.ToLower(p.errBuf), loadWords)
	p.errMu.Unlock()
	if last != "" {
		parts = append(parts, "its last stderr line: "+last)
	}
	parts = append(parts, p.hints(f, end)...)
	if p.tooSmall(f, end, st, loading) {
		parts = append(parts, fmt.Sprintf("the memory limit of %s may be too small for the program to load", sizeText(p.opt.MemoryLimit)))
	}
	return strings.Join(parts, "; ")
}

// hints returns the hints for a fault f that looks like a mistake of the
// program's dialogue, given how its output ended.
func (p *Program) hints(f games.FaultKind, end outputEnd) []string {
	switch {
	case f == games.Timeout && !p.out.wrote:
		return []string{"no line read: does the program flush its output after each line?"}
	case f == games.Timeout && len(p.out.sp.cur) > 0:
		return []string{fmt.Sprintf("it wrote %s and no line ending after it", text.Quote(string(p.out.sp.cur), 100))}
	case f == games.Exited && end.ended && !end.alone:
		return []string{"it closed its standard output and went on running"}
	}
	return nil
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
