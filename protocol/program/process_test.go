//go:build unix

package program

import (
	"os/exec"
	"syscall"
	"testing"
	"time"
)

// startTestProcess starts script with sh as the first process of a
// process group of its own.
func startTestProcess(t *testing.T, script string) *process {
	t.Helper()
	cmd := exec.Command("/bin/sh", "-c", script)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	pr := newProcess()
	if !pr.try(cmd) {
		t.Fatal("a new process refused its first start")
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	pr.started()
	t.Cleanup(func() {
		pr.halt()
		<-pr.exited
	})
	return pr
}

// A process is reaped when its first process ends, by itself or killed by
// halt, and then tells how it ended; a second start is refused.
func TestProcessEnds(t *testing.T) {
	for _, tt := range []struct {
		name   string
		script string
		halt   bool
		code   int // exit code, -1 if killed
	}{
		{"exits", "exit 3", false, 3},
		{"killed", "sleep 100", true, -1},
		{"killed with a child", "sleep 100 & wait", true, -1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			pr := startTestProcess(t, tt.script)
			if pid, reaped := pr.state(); pid == 0 || reaped && tt.halt {
				t.Errorf("state after start: pid %d, reaped %v", pid, reaped)
			}
			if tt.halt {
				pr.halt()
			}
			<-pr.exited
			st := pr.processState()
			if st == nil || st.ExitCode() != tt.code {
				t.Fatalf("process state %v, want exit code %d", st, tt.code)
			}
			if _, reaped := pr.state(); !reaped {
				t.Error("ended, not reaped")
			}
			if pr.try(exec.Command("true")) {
				t.Error("a second start was allowed")
			}
			pr.kill() // nothing: the id may be another's
		})
	}
}

// pause stops the group and lets it go on; after halt, it does nothing.
func TestProcessPause(t *testing.T) {
	pr := startTestProcess(t, "sleep 100 & wait")
	pid, _ := pr.state()
	pr.pause(true)
	if !groupStopped(pid) {
		t.Error("paused, but the group has not stopped")
	}
	pr.pause(false)
	pr.mu.Lock()
	paused := pr.paused
	pr.mu.Unlock()
	if paused {
		t.Error("resumed, still paused")
	}
	pr.halt()
	pr.pause(true)
	pr.mu.Lock()
	paused = pr.paused
	pr.mu.Unlock()
	if paused {
		t.Error("paused after halt")
	}
	if !pr.awaitExit(time.Minute) {
		t.Error("not reaped a minute after halt")
	}
}
