package program_test

import (
	"flag"
	"os"
	"testing"
)

// TestMain lets eight tests run at once unless -parallel says otherwise:
// this package's tests spend their time waiting for programs, clocks and
// the kernel, not on a CPU, and the default of one per CPU kept a 2-core
// machine idle for half the run (53 s against 32 s with eight).
func TestMain(m *testing.M) {
	flag.Parse()
	if !parallelSet() {
		flag.Set("test.parallel", "8")
	}
	os.Exit(m.Run())
}

// parallelSet reports whether -test.parallel was given.
func parallelSet() bool {
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "test.parallel" })
	return set
}
