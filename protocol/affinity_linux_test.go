package protocol_test

import (
	"context"
	"os"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/program"
)

// cpusAllowed returns the Cpus_allowed_list line of a /proc status file:
// the CPUs its process or thread may run on, as the kernel lists them.
func cpusAllowed(t *testing.T, status string) string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^Cpus_allowed_list:\s*(\S+)$`).FindStringSubmatch(status)
	if m == nil {
		t.Fatalf("no Cpus_allowed_list in %q", status)
	}
	return m[1]
}

// threadCPUs returns the CPUs the calling thread may run on.
func threadCPUs(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("/proc/thread-self/status")
	if err != nil {
		t.Fatal(err)
	}
	return cpusAllowed(t, string(b))
}

// cpuReporter is a program that writes the CPUs it may run on to its
// standard error, then plays toy.Count's first move, which ends a count to 2.
const cpuReporter = `grep Cpus_allowed_list /proc/self/status >&2; read x; echo 2`

// A match on CPUs starts its programs there, and the processes they
// start: both seats report the one CPU.
func TestMatchCPUsPinsPrograms(t *testing.T) {
	allowed, err := protocol.AllowedCPUs()
	if err != nil {
		t.Fatal(err)
	}
	cpu := allowed[len(allowed)-1]
	for _, tc := range []struct {
		name string
		cpus []int
		want string
	}{
		{"pinned", []int{cpu}, strconv.Itoa(cpu)},
		{"unpinned", nil, cpusAllowed(t, readFile(t, "/proc/self/status"))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := &protocol.Match{
				Referee: toy.NewCount(2, games.Clock{}),
				Players: []protocol.Player{
					program.New(cpuReporter, program.Options{}),
					program.New(cpuReporter, program.Options{}),
				},
				CPUs: tc.cpus,
			}
			res, err := m.Run(context.Background())
			if err != nil || res.Fault != nil {
				t.Fatalf("Run: %+v, %v; stderr %q", res, err, m.Stderr)
			}
			for seat, stderr := range m.Stderr {
				if got := cpusAllowed(t, stderr); got != tc.want {
					t.Errorf("seat %d ran on CPUs %s, want %s", seat, got, tc.want)
				}
			}
		})
	}
}

// Run gives its thread back as it found it: a goroutine that was locked to
// its thread before Run finds the thread's CPUs unchanged after it.
func TestMatchCPUsRestoresTheThread(t *testing.T) {
	allowed, err := protocol.AllowedCPUs()
	if err != nil {
		t.Fatal(err)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := threadCPUs(t)
	m := &protocol.Match{
		Referee: toy.NewCount(10, games.Clock{}),
		Players: toy.Bots(toy.CountBot{}, toy.CountBot{}),
		CPUs:    allowed[:1],
	}
	if _, err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if after := threadCPUs(t); after != before {
		t.Errorf("the thread may run on CPUs %s after Run, want %s as before", after, before)
	}
}

// CPUs that do not exist, or that this process may not use, are an error
// of Run, which then starts no player.
func TestMatchCPUsRefused(t *testing.T) {
	allowed, err := protocol.AllowedCPUs()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		cpus []int
		want string
	}{
		{[]int{-1}, "no CPU -1"},
		{[]int{1024}, "no CPU 1024"},
		{[]int{allowed[len(allowed)-1] + 1}, "may not run there"},
	} {
		p := program.New("cat", program.Options{})
		m := &protocol.Match{
			Referee: toy.NewCount(2, games.Clock{}),
			Players: []protocol.Player{p, p},
			CPUs:    tc.cpus,
		}
		_, err := m.Run(context.Background())
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("CPUs %v: Run error %v, want one saying %q", tc.cpus, err, tc.want)
		}
		if p.Pid() != 0 {
			t.Errorf("CPUs %v: the program was started", tc.cpus)
		}
	}
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
