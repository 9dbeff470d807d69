package alquerque_test

import (
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol/protocoltest"
)

// The referee holds up in real matches: random legal players and players
// that answer garbage, many seeded matches, records that replay.
func TestRefereeInMatches(t *testing.T) {
	protocoltest.Check(t, protocoltest.Config{
		Game: "alquerque",
		NewReferee: func(int64) (games.Referee, error) {
			return alquerque.NewReferee(), nil
		},
		RandomBot: func(seat int, seed int64) games.Bot {
			return bots.Random(uint64(seed)*2 + uint64(seat))
		},
		CheckResult: protocoltest.ScoresWithin(0, alquerque.WinScore),
	})
}
