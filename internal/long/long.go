// Package long tells tests whether to run their long series in full. A
// plain "go test ./..." runs each series at a size that still tests what
// it names, in a newcomer's first minutes; CONTESTGAMES_LONG=1 (which CI
// sets) runs them at their full size: more seeds, more games, more kills.
package long

import (
	"flag"
	"os"
)

// Enabled is true when the environment says CONTESTGAMES_LONG=1.
var Enabled = os.Getenv("CONTESTGAMES_LONG") == "1"

// Size returns full when the long series run, short otherwise: the size of
// a series, in seeds, games or kills.
func Size(short, full int) int {
	if Enabled {
		return full
	}
	return short
}

// RapidCases has the property tests of a test binary (rapid.Check) try 30
// random cases each when the long series do not run, and rapid's own 100
// when they do: the same properties on fewer cases, for a quick first run.
// A package's tests call it from an init function; -rapid.checks on the
// command line, parsed after init, still wins.
func RapidCases() {
	if !Enabled {
		flag.Set("rapid.checks", "30")
	}
}
