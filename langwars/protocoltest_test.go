package langwars_test

import (
	"testing"

	"github.com/contestgames/games/langwars"
	"github.com/contestgames/games/langwars/bots"
	"github.com/contestgames/games/protocol/protocoltest"
)

// The referee holds up in real matches: random players and players that
// answer garbage, many seeded matches, records that replay from their
// headers (the attention degrees) alone.
func TestRefereeInMatches(t *testing.T) {
	protocoltest.Check(t, protocoltest.Config{
		Game: bots.Game(),
		// No player can win or lose more than every language's
		// attention degree, 8 times 6.
		CheckResult: protocoltest.ScoresWithin(-langwars.Languages*langwars.MaxAttention, langwars.Languages*langwars.MaxAttention),
	})
}

// The same, with the attention degrees given as an option.
func TestRefereeInMatchesWithAttention(t *testing.T) {
	protocoltest.Check(t, protocoltest.Config{
		Game:        bots.Game(),
		Options:     map[string]string{"attention": "6 6 6 6 3 3 3 3"},
		Matches:     10,
		CheckResult: protocoltest.ScoresWithin(-langwars.Languages*langwars.MaxAttention, langwars.Languages*langwars.MaxAttention),
	})
}
