package amazes_test

import (
	"math/rand/v2"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
	"github.com/contestgames/games/amazes/bots"
	"github.com/contestgames/games/protocol/protocoltest"
)

// The referee holds up in real matches: random players and players that
// answer garbage, on seeded random mazes, with records that replay.
func TestRefereeInMatches(t *testing.T) {
	protocoltest.Check(t, protocoltest.Config{
		Game: "amazes",
		NewReferee: func(seed int64) (games.Referee, error) {
			return amazes.NewReferee(amazes.GenerateSetup(rand.New(rand.NewPCG(uint64(seed), 2010))))
		},
		RandomBot: func(seat int, seed int64) games.Bot {
			return bots.NewRandom(uint64(seed)*2 + uint64(seat))
		},
		Matches:     20,
		CheckResult: protocoltest.ScoresWithin(0, 1000),
	})
}
