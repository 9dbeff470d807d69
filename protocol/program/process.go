//go:build unix

package program

import (
	"os"
	"os/exec"
	"sync"
	"syscall"
	"time"
)

// A process is a program's first process and its process group, from its
// start to its reaping: it signals the group (stop, continue, kill) while
// the first process's id is still the program's, tells the watchdog when
// the group is gone, and says how the process and the output ended.
type process struct {
	wd     *watchdog     // nil if there is none
	exited chan struct{} // closed when the first process is reaped

	mu      sync.Mutex // guards the fields below, and signals to the group
	cmd     *exec.Cmd  // non-nil once a start was tried
	pid     int        // 0 until it has started
	begun   time.Time  // when it was started
	reaped  bool       // cmd.Wait has returned: the pid may be reused
	stopped bool       // killed by Stop: no more stops or continues
	paused  bool
	held    bool      // the first stop was waited for (see Program.Pause)
	end     outputEnd // how the output ended, once it has
}

// newProcess returns a process not yet started.
func newProcess() *process { return &process{exited: make(chan struct{})} }

// try keeps cmd as the command of the process, unless one was tried
// already: it reports false then.
func (pr *process) try(cmd *exec.Cmd) bool {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	if pr.cmd != nil {
		return false
	}
	pr.cmd = cmd
	return true
}

// setCmd keeps cmd, about to start, as the command of the process.
func (pr *process) setCmd(cmd *exec.Cmd) {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	pr.cmd = cmd
}

// started takes the started command's process as the first process, and
// waits for it to end on a goroutine of its own.
func (pr *process) started() {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	pr.pid, pr.begun = pr.cmd.Process.Pid, time.Now()
	go pr.waitExit(pr.pid)
}

// waitExit waits for the first process, pid, to end, kills what is left
// of its group, and reaps it. Where the system allows, it kills the group
// before reaping, while the process id cannot yet be reused.
func (pr *process) waitExit(pid int) {
	defer close(pr.exited)
	unreaped := waitExited(pid)
	if !unreaped {
		pr.cmd.Wait()
	}
	pr.mu.Lock()
	defer pr.mu.Unlock()
	syscall.Kill(-pid, syscall.SIGKILL)
	// The group is as good as dead (SIGKILL cannot be caught), and while
	// its leader is unreaped its id cannot be reused: the watchdog can
	// let go of it now without ever killing a stranger.
	pr.wd.dropGroup(pid)
	if unreaped {
		pr.cmd.Wait()
	}
	pr.reaped = true
}

// state returns the first process's id (0 before it started), and
// whether it has been reaped.
func (pr *process) state() (pid int, reaped bool) {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	return pr.pid, pr.reaped
}

// processState returns how the first process ended, or nil while it runs
// or if it never started.
func (pr *process) processState() *os.ProcessState {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	if !pr.reaped {
		return nil
	}
	return pr.cmd.ProcessState
}

// pause stops the group (stop) or lets it go on, unless it is so already,
// has ended, or was killed by Stop. The first stop waits, up to stopWait,
// until it has taken hold of every process of the group.
func (pr *process) pause(stop bool) {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	if pr.pid == 0 || pr.reaped || pr.stopped || pr.paused == stop {
		return
	}
	sig := syscall.SIGCONT
	if stop {
		sig = syscall.SIGSTOP
	}
	syscall.Kill(-pr.pid, sig)
	pr.paused = stop
	if stop && !pr.held {
		pr.held = true
		awaitStopped(pr.pid)
	}
}

// kill kills the group, unless the first process has been reaped (its id
// may then be another's).
func (pr *process) kill() {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	if !pr.reaped {
		syscall.Kill(-pr.pid, syscall.SIGKILL)
	}
}

// halt kills the group for Stop: no stop or continue comes after.
func (pr *process) halt() {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	pr.stopped = true
	if !pr.reaped {
		syscall.Kill(-pr.pid, syscall.SIGKILL)
	}
}

// awaitExit waits up to d for the first process to be reaped, and
// reports whether it was.
func (pr *process) awaitExit(d time.Duration) bool { return closedWithin(pr.exited, d) }

// closedWithin waits up to d for ch to be closed, and reports whether it
// was.
func closedWithin(ch <-chan struct{}, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ch:
		return true
	case <-t.C:
		return false
	}
}

// outputEnded notes that the output has ended, alone saying whether the
// first process had ended by itself by then.
func (pr *process) outputEnded(alone bool) {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	pr.end = outputEnd{ended: true, alone: alone, after: time.Since(pr.begun)}
}

// ending returns how the output ended, and how the first process did
// (nil if it has not been reaped).
func (pr *process) ending() (outputEnd, *os.ProcessState) {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	if !pr.reaped {
		return pr.end, nil
	}
	return pr.end, pr.cmd.ProcessState
}
