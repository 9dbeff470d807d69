//go:build unix

package league

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
)

// lockRun locks the league in dir for one Run, across processes: the lock
// is the kernel's, so a killed Run leaves none behind. unlock unlocks
// before it closes: a program this process forks at that moment holds a
// copy of the descriptor until it execs, and the lock with it, so that a
// close alone could leave the league locked for the next lockRun of the
// same process (as the league's tests, run in parallel, found).
func lockRun(dir string) (unlock func(), err error) {
	f, err := os.OpenFile(filepath.Join(dir, "run.lock"), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		return nil, fmt.Errorf("league %s %w", dir, errLocked)
	}
	return func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	}, nil
}
