// Package testparallel lets a package's tests that wait (for programs,
// clocks and the kernel) rather than compute run more at once than the
// default of one per CPU, which leaves a 2-core machine idle while they
// wait.
package testparallel

import (
	"flag"
	"fmt"
	"os"
	"testing"

	"github.com/contestgames/games/internal/race"
)

// Set sets -test.parallel to n, unless the command line gave it or the
// race detector runs: that makes the runner's side ten times slower, and
// the tests' margins (a fault seen within seconds, long before a clock
// runs out) were made for the default. Call it from TestMain, before
// m.Run.
func Set(n int) {
	if !flag.Parsed() {
		flag.Parse()
	}
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "test.parallel" })
	if !set && !race.Enabled {
		flag.Set("test.parallel", fmt.Sprint(n))
	}
}

// Main is a package's TestMain that lets n tests run at once (see Set):
// it runs the tests and exits with their status.
func Main(m *testing.M, n int) {
	Set(n)
	os.Exit(m.Run())
}
