package amazes_test

import (
	"testing"

	"github.com/contestgames/games/amazes/bots"
	"github.com/contestgames/games/protocol/protocoltest"
)

// The referee holds up in real matches: random players and players that
// answer garbage, on seeded random mazes, with records that replay.
func TestRefereeInMatches(t *testing.T) {
	protocoltest.Check(t, protocoltest.Config{
		Game:        bots.Game(),
		Matches:     20,
		CheckResult: protocoltest.ScoresWithin(0, 1000),
	})
}
