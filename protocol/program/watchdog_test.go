//go:build linux

package program_test

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/race"
	"github.com/contestgames/games/protocol/program"
)

// helperEnv selects what the test binary does when a test re-executes it
// (see TestProgramHelperProcess).
const helperEnv = "PROTOCOL_TEST_HELPER"

// helperCommand returns a shell command that runs the test binary as the
// helper named mode.
func helperCommand(mode string) string {
	quoted := "'" + strings.ReplaceAll(os.Args[0], "'", `'\''`) + "'"
	return helperEnv + "=" + mode + " exec " + quoted + " -test.run='^TestProgramHelperProcess$'"
}

// TestProgramHelperProcess is no test: it is what the test binary does
// when re-executed with helperEnv set, and it does nothing otherwise.
func TestProgramHelperProcess(t *testing.T) {
	switch os.Getenv(helperEnv) {
	case "":
		return
	case "grow":
		growHelper()
	case "runner":
		runnerHelper()
	default:
		fmt.Fprintf(os.Stderr, "unknown %s %q\n", helperEnv, os.Getenv(helperEnv))
		os.Exit(2)
	}
	os.Exit(0)
}

// sink keeps what growHelper allocates alive.
var sink [][]byte

// growHelper allocates 512 MiB, 8 MiB at a time, without touching it (so
// that it costs no real memory), and says so before and after.
func growHelper() {
	fmt.Println("allocating")
	for range 64 {
		sink = append(sink, make([]byte, 8<<20))
	}
	fmt.Println("grew")
}

// runnerHelper plays a runner: it starts two programs that start processes
// of their own, each in a directory of its own, writes what it started,
// and waits to be killed.
func runnerHelper() {
	const script = `sleep 300 & sleep 300 & echo ready; cat`
	for range 2 {
		p := program.New(script, program.Options{Files: map[string][]byte{"f": []byte("x")}})
		if err := p.Start(); err != nil {
			fmt.Println(err)
			os.Exit(1)
		}
		if line, fault := p.Line(time.Now().Add(30 * time.Second)); line != "ready" {
			fmt.Printf("program wrote %q, fault %v\n", line, fault)
			os.Exit(1)
		}
		fmt.Printf("program %d %s\n", p.Pid(), p.Dir())
	}
	fmt.Printf("watchdog %d\n", program.WatchdogPid())
	fmt.Println("ready")
	// Until the test kills it, or ends itself.
	io.Copy(io.Discard, os.Stdin)
}

// marked returns the live processes whose environment holds marker.
func marked(marker string) []int {
	return liveProcesses(func(pid int) bool {
		env, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/environ")
		return err == nil && slices.Contains(strings.Split(string(env), "\x00"), marker)
	})
}

// Programs, the processes they started, their directories and the watchdog
// are all gone soon after the runner is killed with SIGKILL, which leaves
// it no chance to clean up.
func TestProgramsDieWithRunner(t *testing.T) {
	t.Parallel()
	tmp := t.TempDir()
	marker := fmt.Sprintf("PROTOCOL_TEST_MARKER=%d-%d", os.Getpid(), time.Now().UnixNano())
	runner := exec.Command(os.Args[0], "-test.run=^TestProgramHelperProcess$")
	runner.Env = append(os.Environ(), helperEnv+"=runner", marker, "TMPDIR="+tmp)
	// Whatever the test finds, it leaves nothing running.
	t.Cleanup(func() {
		for _, pid := range marked(marker) {
			syscall.Kill(pid, syscall.SIGKILL)
		}
	})
	stdin, err := runner.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	stdout, err := runner.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := runner.Start(); err != nil {
		t.Fatal(err)
	}
	defer runner.Wait()
	defer runner.Process.Kill()

	said := readUntilReady(t, stdout)
	dirs, _ := filepath.Glob(filepath.Join(tmp, "referee-*"))
	if len(dirs) != 2 {
		t.Errorf("the runner made directories %q, want 2", dirs)
	}
	var watchdog int
	fmt.Sscanf(said[len(said)-1], "watchdog %d", &watchdog)
	// The runner, the watchdog, and per program its shell and two sleeps.
	before := marked(marker)
	if watchdog == 0 || !slices.Contains(before, watchdog) || len(before) < 8 {
		t.Fatalf("before the kill: processes %v, watchdog %d; the runner said %q", before, watchdog, said)
	}

	runner.Process.Kill()
	runner.Wait()
	for deadline := time.Now().Add(2 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		left := marked(marker)
		dirs, _ := filepath.Glob(filepath.Join(tmp, "referee-*"))
		if len(left) == 0 && len(dirs) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("2s after the runner was killed: processes %v left (of %v, watchdog %d), directories %q",
				left, before, watchdog, dirs)
		}
	}
}

// readUntilReady returns what the runner helper wrote up to "ready",
// failing the test if it writes something else or nothing for too long.
func readUntilReady(t *testing.T, r io.Reader) []string {
	t.Helper()
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	var said []string
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				t.Fatalf("the runner ended after %q", said)
			}
			if line == "ready" {
				return said
			}
			said = append(said, line)
		case <-time.After(30 * time.Second):
			t.Fatalf("the runner did not get ready: %q", said)
		}
	}
}

// Files gives a program a directory of its own holding the files, and Stop
// removes it.
func TestProgramFiles(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	files := map[string][]byte{"a.txt": []byte("hello"), "empty": nil, "with space": []byte("x")}
	p := program.New(`pwd; ls; cat a.txt; echo`, program.Options{Files: files})
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	dir := p.Dir()
	if filepath.Dir(dir) != tmp || !strings.HasPrefix(filepath.Base(dir), "referee-") {
		t.Errorf("Dir() = %q, want a referee-* directory in %q", dir, tmp)
	}
	var got []string
	for {
		line, fault := p.Line(time.Now().Add(10 * time.Second))
		if fault != 0 {
			break
		}
		got = append(got, line)
	}
	if want := []string{dir, "a.txt", "empty", "with space", "hello"}; !slices.Equal(got, want) {
		t.Errorf("the program wrote %q, want %q", got, want)
	}
	if _, err := os.Stat(dir); err != nil {
		t.Errorf("directory before Stop: %v", err)
	}
	p.Stop(time.Second)
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("directory after Stop: %v, want it gone", err)
	}
	if p.Dir() != dir {
		t.Errorf("Dir() after Stop = %q, want %q still", p.Dir(), dir)
	}
}

// Start refuses Files with names that are not plain file names, Files
// together with Dir, and a directory whose path the watchdog cannot hold;
// it leaves no directory behind.
func TestProgramFilesRefused(t *testing.T) {
	tests := []struct {
		name   string
		opt    program.Options
		tmpdir string // under the test's temporary directory
		want   string // in the error
	}{
		{"slash", program.Options{Files: map[string][]byte{"a/b": nil}}, "", `"a/b" is not a plain file name`},
		{"dot", program.Options{Files: map[string][]byte{".": nil}}, "", `"." is not a plain file name`},
		{"dot dot", program.Options{Files: map[string][]byte{"..": nil}}, "", `".." is not a plain file name`},
		{"empty name", program.Options{Files: map[string][]byte{"": nil}}, "", `"" is not a plain file name`},
		{"Files and Dir", program.Options{Files: map[string][]byte{}, Dir: "/"}, "", "both Files and Dir"},
		{"newline in the path", program.Options{Files: map[string][]byte{}}, "new\nline", "newline in its path"},
	}
	for _, tt := range tests {
		tmp := filepath.Join(t.TempDir(), tt.tmpdir)
		if err := os.MkdirAll(tmp, 0o755); err != nil {
			t.Fatal(err)
		}
		t.Setenv("TMPDIR", tmp)
		p := program.New("cat", tt.opt)
		err := p.Start()
		p.Stop(0)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Start: %v, want an error with %q", tt.name, err, tt.want)
		}
		if left, _ := filepath.Glob(filepath.Join(tmp, "referee-*")); len(left) > 0 {
			t.Errorf("%s: Start left %q", tt.name, left)
		}
	}
}

// A program under a memory limit that fails for want of memory ends in
// games.OutOfMemory; without a limit, or when it ends well, or fails for
// another reason, in games.Exited.
func TestProgramOutOfMemory(t *testing.T) {
	t.Parallel()
	const awkGrow = `awk 'BEGIN { s = "x"; while (length(s) < 100000000) s = s s; print "grew" }'`
	tests := []struct {
		name    string
		command string
		limit   int64
		lines   []string
		fault   games.FaultKind
	}{
		// A Go test binary's runtime needs some 90 MiB to start.
		// GOGC=off: Go 1.26's collector, marking while an allocation
		// fails under RLIMIT_DATA, can crash with SIGSEGV instead of
		// saying "out of memory" (3 runs in 10 here).
		{"Go program past its limit", "GOGC=off " + helperCommand("grow"), 128 << 20, []string{"allocating"}, games.OutOfMemory},
		{"Go program without a limit", helperCommand("grow"), 0, []string{"allocating", "grew"}, games.Exited},
		{"awk past its limit", awkGrow, 64 << 20, nil, games.OutOfMemory},
		{"said so and failed", `echo ready; echo 'fatal error: out of memory' >&2; exit 2`, 64 << 20, []string{"ready"}, games.OutOfMemory},
		{"said so without a limit", `echo 'fatal error: out of memory' >&2; exit 2`, 0, nil, games.Exited},
		{"said so and ended well", `echo 'nearly out of memory' >&2; exit 0`, 64 << 20, nil, games.Exited},
		{"failed for another reason", `echo 'index out of range' >&2; exit 2`, 64 << 20, nil, games.Exited},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if race.Enabled && tt.limit > 0 && strings.Contains(tt.command, helperEnv) {
				t.Skip("the race detector's shadow memory does not fit under a memory limit")
			}
			p := program.New(tt.command, program.Options{MemoryLimit: tt.limit})
			if err := p.Start(); err != nil {
				t.Fatal(err)
			}
			var lines []string
			var fault games.FaultKind
			for fault == 0 {
				var line string
				line, fault = p.Line(time.Now().Add(20 * time.Second))
				if fault == 0 {
					lines = append(lines, line)
				}
			}
			stderr := p.Stop(time.Second)
			if !slices.Equal(lines, tt.lines) || fault != tt.fault {
				t.Errorf("lines %q, fault %v; want %q, %v (standard error %q)", lines, fault, tt.lines, tt.fault, stderr)
			}
		})
	}
}
