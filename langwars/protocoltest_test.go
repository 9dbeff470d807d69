package langwars_test

import (
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/langwars"
	"github.com/contestgames/games/langwars/bots"
	"github.com/contestgames/games/protocol/protocoltest"
)

// The referee holds up in real matches: random players and players that
// answer garbage, many seeded matches, records that replay.
func TestRefereeInMatches(t *testing.T) {
	protocoltest.Check(t, protocoltest.Config{
		Game: "langwars",
		NewReferee: func(seed int64) (games.Referee, error) {
			return langwars.NewReferee(seed), nil
		},
		RandomBot: func(seat int, seed int64) games.Bot {
			return bots.NewRandom(uint64(seed)*langwars.Players + uint64(seat))
		},
		// No player can win or lose more than every language's
		// attention degree, 8 times 6.
		CheckResult: protocoltest.ScoresWithin(-langwars.Languages*langwars.MaxAttention, langwars.Languages*langwars.MaxAttention),
	})
}
