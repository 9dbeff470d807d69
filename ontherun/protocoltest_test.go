package ontherun_test

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/ontherun"
	"github.com/contestgames/games/ontherun/bots"
	"github.com/contestgames/games/protocol/protocoltest"
)

// The referee holds up in real matches: random players and players that
// answer garbage, many seeded matches, records that replay. A bot needs
// the map, which a RandomBot is not given, so each check plays on one
// map: a generated 200-city map, and the rule page's example.
func TestRefereeInMatches(t *testing.T) {
	generated, err := ontherun.Generate(rand.New(rand.NewPCG(2007, 1)), ontherun.DefaultCities)
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile("testdata/example.txt")
	if err != nil {
		t.Fatal(err)
	}
	example, err := ontherun.ParseMap(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		m       *ontherun.Map
		matches int
	}{{"generated", generated, 40}, {"example", example, 30}} {
		t.Run(tc.name, func(t *testing.T) {
			protocoltest.Check(t, protocoltest.Config{
				Game: "ontherun",
				NewReferee: func(int64) (games.Referee, error) {
					return ontherun.NewReferee(tc.m)
				},
				RandomBot: func(seat int, seed int64) games.Bot {
					return bots.NewRandom(tc.m, uint64(seed)*2+uint64(seat))
				},
				Matches:     tc.matches,
				CheckResult: protocoltest.ScoresWithin(0, ontherun.TotalScore),
			})
		})
	}
}
