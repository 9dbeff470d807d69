//go:build linux

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/contestgames/games/protocol/protocoltest"
)

// startReferee starts the referee program as a process with args, its
// programs marked by an environment variable and its temporary
// directories in tmp.
func startReferee(t *testing.T, mark, tmp string, args ...string) (*exec.Cmd, *bytes.Buffer) {
	t.Helper()
	all, _ := json.Marshal(append([]string{"referee"}, args...))
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "REFEREE_TEST_ARGS="+string(all), "REFEREE_TEST_MARK="+mark, "TMPDIR="+tmp)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	return cmd, &out
}

// marked lists the live processes (zombies are dead) whose environment
// holds REFEREE_TEST_MARK=mark, but for the referee itself (pid).
func marked(mark string, pid int) []string {
	want := []byte("\x00REFEREE_TEST_MARK=" + mark + "\x00")
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	var found []string
	for _, d := range dirs {
		p, _ := strconv.Atoi(filepath.Base(d))
		if p == pid || p == os.Getpid() {
			continue
		}
		env, err := os.ReadFile(d + "/environ")
		if err != nil || !bytes.Contains(append([]byte{0}, env...), want) {
			continue
		}
		stat, err := os.ReadFile(d + "/stat")
		if err != nil {
			continue
		}
		// The state follows the command name in parentheses.
		if i := bytes.LastIndexByte(stat, ')'); i > 0 && i+2 < len(stat) && stat[i+2] == 'Z' {
			continue
		}
		cmdline, _ := os.ReadFile(d + "/cmdline")
		found = append(found, filepath.Base(d)+" "+strings.ReplaceAll(string(cmdline), "\x00", " "))
	}
	return found
}

// refereeCgroups returns the sandboxes' cgroups that the referee with
// process id pid made and left.
func refereeCgroups(pid int) []string {
	left, _ := filepath.Glob(fmt.Sprintf("/sys/fs/cgroup/*/contestgames-%d-*", pid))
	more, _ := filepath.Glob(fmt.Sprintf("/sys/fs/cgroup/*/*/*/contestgames-%d-*", pid))
	return append(left, more...)
}

// waitFor polls cond every 20ms until it holds or limit passes.
func waitFor(limit time.Duration, cond func() bool) bool {
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		if cond() {
			return true
		}
	}
	return cond()
}

// A player that starts two grandchildren and never answers: the match
// waits on it until the referee is signalled.
const forkingPlayer = `sh -c 'sleep 1000 & sleep 1000 & read line; exec sleep 1000'`

// A player whose grandchildren leave its process group, as daemons do
// (setsid, or a fork whose parent ends).
const daemonPlayer = `sh -c 'setsid sleep 1000 & sh -c "sleep 1000 &" & read line; exec sleep 1000'`

// SIGINT, SIGTERM and SIGHUP stop a match of programs that left
// grandchildren: every process of the match is gone, the record ends with
// an interrupted line after every line so far, the programs' directories
// are removed, and the exit status is 128 plus the signal's number. SIGKILL
// leaves no process and no directory either, though the referee can do
// nothing. So do daemons that left the programs' groups, and programs in
// a sandbox, whose cgroups are removed too.
func TestSignalsStopEveryProcess(t *testing.T) {
	for _, tc := range []struct {
		sig     syscall.Signal
		status  int
		player  string
		sandbox bool
	}{
		{syscall.SIGINT, 130, forkingPlayer, false},
		{syscall.SIGTERM, 143, forkingPlayer, false},
		{syscall.SIGHUP, 129, forkingPlayer, false},
		{syscall.SIGKILL, -1, forkingPlayer, false},
		{syscall.SIGKILL, -1, daemonPlayer, false},
		{syscall.SIGTERM, 143, forkingPlayer, true},
		{syscall.SIGKILL, -1, forkingPlayer, true},
	} {
		name := tc.sig.String()
		if tc.player == daemonPlayer {
			name += " daemons"
		}
		if tc.sandbox {
			name += " sandbox"
		}
		t.Run(name, func(t *testing.T) {
			args := []string{"-record", "", "-time", "60s", "ontherun", tc.player, tc.player}
			if tc.sandbox {
				protocoltest.NeedSandbox(t)
				// A sandboxed program's environment is clean: the
				// mark that finds its processes is passed on.
				args = append([]string{"-sandbox", "-env", "REFEREE_TEST_MARK"}, args...)
			}
			mark := strconv.Itoa(os.Getpid()) + "-" + strings.ReplaceAll(name, " ", "-")
			tmp := t.TempDir()
			rec := filepath.Join(t.TempDir(), "game.jsonl")
			args[slices.Index(args, "-record")+1] = rec
			// On The Run's programs each get a directory holding the map.
			cmd, out := startReferee(t, mark, tmp, args...)
			// Two programs, each a shell and two sleeps, and the first
			// line sent and recorded: the processes can be there before
			// the referee has written to them.
			started := func() bool {
				b, _ := os.ReadFile(rec)
				return len(marked(mark, cmd.Process.Pid)) >= 6 && bytes.Count(b, []byte("\n")) >= 2
			}
			if !waitFor(10*time.Second, started) {
				t.Fatalf("the programs did not start: %v\n%s", marked(mark, cmd.Process.Pid), out)
			}
			if err := cmd.Process.Signal(tc.sig); err != nil {
				t.Fatal(err)
			}
			err := cmd.Wait()
			var exit *exec.ExitError
			if !errors.As(err, &exit) {
				t.Fatalf("the referee ended with %v, want an exit status\n%s", err, out)
			}
			if got := exit.ExitCode(); got != tc.status {
				t.Errorf("exit status %d, want %d\n%s", got, tc.status, out)
			}
			if !waitFor(2*time.Second, func() bool { return len(marked(mark, cmd.Process.Pid)) == 0 }) {
				t.Errorf("processes of the match left 2s after %v: %v", tc.sig, marked(mark, cmd.Process.Pid))
			}
			if !waitFor(2*time.Second, func() bool { left, _ := filepath.Glob(filepath.Join(tmp, "referee-*")); return len(left) == 0 }) {
				left, _ := filepath.Glob(filepath.Join(tmp, "referee-*"))
				t.Errorf("directories left 2s after %v: %v", tc.sig, left)
			}
			if cgroups := refereeCgroups(cmd.Process.Pid); !waitFor(6*time.Second, func() bool { return len(refereeCgroups(cmd.Process.Pid)) == 0 }) {
				t.Errorf("cgroups left 6s after %v: %v", tc.sig, cgroups)
			}
			if tc.sig == syscall.SIGKILL {
				return
			}
			r := readRecord(t, rec)
			if r.Interrupted == "" || r.Result != nil || len(r.Events) == 0 {
				t.Errorf("record: interrupted %q, result %v, %d events; want an interrupted record with the moves so far", r.Interrupted, r.Result, len(r.Events))
			}
			if stdout, _, status := runStatus(t, "replay", rec); status != 0 {
				t.Errorf("replay of the interrupted record: %s", stdout)
			}
		})
	}
}
