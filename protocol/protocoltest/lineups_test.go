package protocoltest_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol/protocoltest"
)

// SlowBot seats the slow bot once, in its seat among the other bot, and
// every other bot in every seat.
func TestSlowBot(t *testing.T) {
	lineups := protocoltest.SlowBot(games.Game{Seats: []string{"a", "b", "c"}}, "slow", 1, "quick")
	for bot, want := range map[string][][]string{
		"slow":  {{"quick", "slow", "quick"}},
		"quick": {{"quick", "quick", "quick"}},
		"other": {{"other", "other", "other"}},
	} {
		if diff := cmp.Diff(want, lineups(bot)); diff != "" {
			t.Errorf("lineups(%q) (-want +got):\n%s", bot, diff)
		}
	}
}
