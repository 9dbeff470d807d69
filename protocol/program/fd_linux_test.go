package program_test

import (
	"os"
	"syscall"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
)

// dupNoCloexec duplicates fd without close-on-exec, as a descriptor that a
// process inherited from its parent is.
func dupNoCloexec(fd int) (int, error) { return syscall.Dup(fd) }

func closeFD(fd int) { syscall.Close(fd) }

// openDescriptors counts the runner's open descriptors.
func openDescriptors(t *testing.T) int {
	t.Helper()
	names, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Fatal(err)
	}
	return len(names)
}

// Every descriptor a program costs the runner (its pipes, and the eventfd
// that wakes a Line waiting on it) is closed once the match is over:
// finished, lost on a fault, cancelled, or pinned to a CPU.
func TestProgramsLeaveNoDescriptors(t *testing.T) {
	allowed, err := protocol.AllowedCPUs()
	if err != nil {
		t.Fatal(err)
	}
	match := func(cpus []int, scripts ...string) *protocol.Match {
		players, _ := programs(scripts...)
		return &protocol.Match{Referee: toy.NewCount(10, games.Clock{}), Players: players, CPUs: cpus}
	}
	// The first program starts the watchdog, which the runner keeps.
	toy.Play(t, match(nil, toy.CountScript, toy.CountScript))
	before := openDescriptors(t)
	toy.Play(t, match(nil, toy.CountScript, toy.CountScript))
	toy.Play(t, match(allowed[:1], toy.CountScript, toy.CountScript))
	toy.Play(t, match(nil, toy.CountScript, "exit 1"))
	m := match(nil, toy.CountScript, `read -r a; sleep 1000`)
	buf, cancel, done := runCancellable(m)
	waitForEvents(t, buf, 3)
	cancel()
	<-done
	if after := openDescriptors(t); after != before {
		t.Errorf("%d descriptors open after four matches, %d before", after, before)
	}
}
