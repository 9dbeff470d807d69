package program_test

import (
	"testing"

	"github.com/contestgames/games/internal/testparallel"
)

// TestMain lets eight tests run at once unless -parallel says otherwise:
// this package's tests spend their time waiting for programs, clocks and
// the kernel, not on a CPU, and the default of one per CPU kept a 2-core
// machine idle for half the run (alone, 53 s; 26 s with four, 22 with
// eight). Under the race detector, which makes the runner's side ten
// times slower, the default stays: the tests' margins (a fault seen
// within seconds, long before a clock runs out) were made for it.
func TestMain(m *testing.M) { testparallel.Main(m, 8) }
