package league

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
)

// A run lock is free once unlocked, even while a program this process
// started holds a copy of its descriptor, as one forked at the moment of
// the unlock does until it execs: here for its whole life.
func TestUnlockFreesTheLockAProgramHolds(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	unlock, err := lockRun(dir)
	must(t, err)
	held := lockFile(t, filepath.Join(dir, "run.lock"))
	child := exec.Command("sleep", "1000")
	child.ExtraFiles = []*os.File{held}
	err = child.Start()
	held.Close()
	must(t, err)
	defer func() {
		child.Process.Kill()
		child.Wait()
	}()
	unlock()
	again, err := lockRun(dir)
	if err != nil {
		t.Fatalf("locked again after the unlock, while a program holds the descriptor: %v", err)
	}
	again()
}

// lockFile returns a copy of this process's descriptor of path, which
// lockRun opened (found in /proc/self/fd), as a file of its own.
func lockFile(t *testing.T, path string) *os.File {
	t.Helper()
	fds, err := os.ReadDir("/proc/self/fd")
	must(t, err)
	for _, fd := range fds {
		if target, err := os.Readlink("/proc/self/fd/" + fd.Name()); err == nil && target == path {
			n, _ := strconv.Atoi(fd.Name())
			dup, err := syscall.Dup(n)
			must(t, err)
			return os.NewFile(uintptr(dup), path)
		}
	}
	t.Fatalf("no descriptor of %s in /proc/self/fd", path)
	return nil
}
