package langwars_test

import (
	"testing"

	"github.com/contestgames/games/internal/long"

	"github.com/contestgames/games/langwars"
	"github.com/contestgames/games/langwars/bots"
	"github.com/contestgames/games/protocol/protocoltest"
)

// The referee holds up in real matches: random players and players that
// answer garbage, many seeded matches, records that replay from their
// headers (the attention degrees) alone, whether the degrees were drawn
// from the seed or given as an option.
func TestRefereeInMatches(t *testing.T) {
	// No player can win or lose more than every language's attention
	// degree, 8 times 6.
	const most = langwars.Languages * langwars.MaxAttention
	for _, c := range []struct {
		name    string
		options map[string]string
		matches int
	}{
		{"drawn attention", nil, long.Size(12, 50)},
		{"given attention", map[string]string{"attention": "6 6 6 6 3 3 3 3"}, 10},
	} {
		t.Run(c.name, func(t *testing.T) {
			protocoltest.Check(t, protocoltest.Config{Game: bots.Game(), Options: c.options, Matches: c.matches, CheckResult: protocoltest.ScoresWithin(-most, most)})
		})
	}
}
