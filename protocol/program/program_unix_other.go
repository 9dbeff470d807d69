//go:build unix && !linux

package program

import (
	"os"
	"syscall"
	"time"
)

// sysProcAttr returns the attributes of a program's first process: a
// process group of its own. This system has no death signal; only the
// watchdog kills programs whose runner died.
func sysProcAttr(bool) *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }

// waitExited would wait for pid to end without reaping it; this system
// offers no portable way, so the group is killed just after reaping.
func waitExited(pid int) bool { return false }

// markInheritedCloseOnExec does nothing here: there is no portable list of
// open descriptors. Go's own descriptors are close-on-exec already.
func markInheritedCloseOnExec() {}

// outputPipe returns a pipe for a program's standard output.
func outputPipe() (r, w *os.File, err error) { return os.Pipe() }

// readWait waits through Go's poller until the output has something to
// read (or has ended) or deadline passes, and reads what there is. It
// lifts the deadline again, for readNow's last look.
func (o *output) readWait(deadline time.Time) {
	o.f.SetReadDeadline(deadline)
	n, err := o.f.Read(o.buf)
	o.f.SetReadDeadline(time.Time{})
	o.take(o.buf[:n], err)
}

// An outputWait would wait for a program's output outside Go's poller;
// here there is none: closing the output ends a wait in the poller.
type outputWait struct{}

func newOutputWait(*os.File) (*outputWait, error) { return nil, nil }
func (w *outputWait) wake()                       {}
func (w *outputWait) close()                      {}

// groupStopped would report whether every process of group pgid has
// stopped; this system has no /proc to tell, so Pause does not wait.
func groupStopped(pgid int) bool { return true }

// treeState would look at the processes of a program in /proc; this
// system has none to look at.
func treeState(pid int, ino uint64) runState { return stateUnknown }

// pipeInode would return the inode of a pipe, for treeState.
func pipeInode(*os.File) uint64 { return 0 }
