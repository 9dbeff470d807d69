package alquerque_test

import (
	"testing"

	"github.com/contestgames/games/internal/long"

	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol/protocoltest"
)

// The referee holds up in real matches: random legal players and players
// that answer garbage, many seeded matches (50 in the long series),
// records that replay.
func TestRefereeInMatches(t *testing.T) {
	protocoltest.Check(t, protocoltest.Config{Game: bots.Game(), Matches: long.Size(12, 50), CheckResult: protocoltest.ScoresWithin(0, alquerque.WinScore)})
}
