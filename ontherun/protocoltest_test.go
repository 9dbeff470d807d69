package ontherun_test

import (
	"os"
	"testing"

	"github.com/contestgames/games/internal/long"

	"github.com/contestgames/games/ontherun/bots"
	"github.com/contestgames/games/protocol/protocoltest"
)

// The referee holds up in real matches: random players and players that
// answer garbage, many seeded matches, records that replay from their
// header alone. Without options each seed plays on its own generated
// 200-city map, which the bots read from the complete options; with the
// map option, every match plays on the rule page's map.
func TestRefereeInMatches(t *testing.T) {
	example, err := os.ReadFile("testdata/example.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		options map[string]string
		matches int
	}{{"generated", nil, long.Size(10, 40)}, {"example", map[string]string{"map": string(example)}, long.Size(8, 30)}} {
		t.Run(tc.name, func(t *testing.T) {
			protocoltest.Check(t, protocoltest.Config{
				Game:        bots.Game(),
				Options:     tc.options,
				Matches:     tc.matches,
				CheckResult: protocoltest.ScoresWithin(0, 20),
			})
		})
	}
}
