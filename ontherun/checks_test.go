package ontherun

import (
	"flag"

	"github.com/contestgames/games/internal/long"
)

// The property tests (rapid.Check) try 30 random cases each by default,
// rapid's 100 in the long series (CONTESTGAMES_LONG=1, which CI sets):
// the same properties on fewer cases, for a quick first run. The command
// line's -rapid.checks, parsed after init, still wins.
func init() {
	if !long.Enabled {
		flag.Set("rapid.checks", "30")
	}
}
