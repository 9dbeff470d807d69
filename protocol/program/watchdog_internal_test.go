//go:build unix

package program

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A victim is a process in a process group of its own; done is closed when
// it has ended, and err then says how.
type victim struct {
	pid  int
	done chan struct{}
	err  error
}

func startVictim(t *testing.T) *victim {
	t.Helper()
	cmd := exec.Command("sleep", "300")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	v := &victim{pid: cmd.Process.Pid, done: make(chan struct{})}
	go func() {
		v.err = cmd.Wait()
		close(v.done)
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-v.done
	})
	return v
}

// When its input ends, the watchdog kills the groups and removes the
// directories still registered, and leaves alone those registered and then
// dropped. Paths keep their spaces, stars and dashes.
func TestWatchdogScript(t *testing.T) {
	wd := startWatchdog() // one of the test's own, not the runner's
	if wd == nil {
		t.Fatal("the watchdog did not start")
	}
	doomed, spared := startVictim(t), startVictim(t)
	wd.addGroup(doomed.pid)
	wd.addGroup(spared.pid)
	wd.dropGroup(spared.pid)
	base := t.TempDir()
	dirs := map[string]bool{ // path: to be removed
		filepath.Join(base, "a dir * with [stars]"): true,
		filepath.Join(base, "-rf"):                  true,
		filepath.Join(base, "kept"):                 false,
		filepath.Join(base, "kept * too"):           false,
	}
	for d, remove := range dirs {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(d, "f"), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := wd.addDir(d); err != nil {
			t.Fatal(err)
		}
		if !remove {
			wd.dropDir(d)
		}
	}
	wd.w.Close() // as when the runner dies

	select {
	case <-doomed.done:
		if doomed.err == nil || !strings.Contains(doomed.err.Error(), "killed") {
			t.Errorf("registered group ended with %v, want killed", doomed.err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the watchdog did not kill the registered group")
	}
	// The watchdog removes directories after it kills; wait for it.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if syscall.Kill(wd.pid(), 0) != nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the watchdog did not exit at the end of its input")
		}
	}
	for d, remove := range dirs {
		_, err := os.Stat(d)
		if gone := os.IsNotExist(err); gone != remove {
			t.Errorf("directory %q: gone %v, want %v", d, gone, remove)
		}
	}
	select {
	case <-spared.done:
		t.Errorf("dropped group ended with %v, want it alive", spared.err)
	default:
	}
}

// The watchdog reads lines: a path with a newline cannot be registered.
// Without a watchdog, registering does nothing.
func TestWatchdogRefusesNewline(t *testing.T) {
	var none *watchdog
	if err := none.addDir("/tmp/a\nb"); err == nil {
		t.Error("addDir accepted a path with a newline")
	}
	if err := none.addDir("/tmp/ab"); err != nil {
		t.Errorf("addDir without a watchdog: %v", err)
	}
	none.addGroup(1)
	none.dropGroup(1)
}

// The gate: a program's command runs only once the runner has opened the
// gate, after telling the watchdog of its group; a runner that dies before
// (its end of the gate closes unopened) never lets it run. And the command
// is run by a shell of its own, whatever quotes it holds.
func TestProgramGate(t *testing.T) {
	dir := t.TempDir()
	mark := filepath.Join(dir, "ran")
	p := &Program{command: `echo 'it''s' > "` + mark + `"`}
	for _, open := range []bool{false, true} {
		r, w, err := os.Pipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command("/bin/sh", "-c", p.shellCommand())
		cmd.ExtraFiles = []*os.File{r}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		r.Close()
		if open {
			w.Write([]byte{'\n'})
		}
		w.Close()
		err = cmd.Wait()
		text, rerr := os.ReadFile(mark)
		switch {
		case !open && (rerr == nil || cmd.ProcessState.ExitCode() != 126):
			t.Errorf("gate never opened: exit %v, file %q; want exit status 126 and no file", err, text)
		case open && (err != nil || string(text) != "its\n"):
			t.Errorf("gate opened: exit %v, file %q (%v); want the command run", err, text, rerr)
		}
	}
}
