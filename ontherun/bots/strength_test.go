package bots

import (
	"os"
	"testing"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/ontherun"
)

// TestStrength plays the new bots against the old in each role, on 100
// generated maps, and reports the mean scores: evade as the fugitive
// against chase, cordon with the detectives against flee, and evade
// against cordon for the record. It is a long series (a few minutes), run
// only with CONTESTGAMES_STRENGTH=1; it fails when a new bot takes less
// than 75% of the points in its role against the old bot. The points are
// the game's: 20 a game, all the fugitive's if it escapes, otherwise 10
// and the announcements not yet made for the detectives.
func TestStrength(t *testing.T) {
	if os.Getenv("CONTESTGAMES_STRENGTH") == "" {
		t.Skip("a long series: set CONTESTGAMES_STRENGTH=1")
	}
	const n = 100
	for _, tc := range []struct {
		name       string
		fugitive   func(*ontherun.Map, uint64) *Bot
		detectives func(*ontherun.Map, uint64) *Bot
		newRole    ontherun.Role
		want       float64 // the least share of the points
	}{
		{"evade against chase", NewEvade, NewChase, ontherun.Fugitive, 0.75},
		{"flee against cordon", NewFlee, NewCordon, ontherun.Detectives, 0.75},
		{"evade against cordon", NewEvade, NewCordon, ontherun.Fugitive, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, escaped, mean := escapes(t, n, n, 5000, func(m *ontherun.Map, seed uint64) (games.Bot, games.Bot) {
				return tc.fugitive(m, seed), tc.detectives(m, seed)
			})
			share := mean / 20
			if tc.newRole == ontherun.Detectives {
				share = 1 - share
			}
			t.Logf("%s: the fugitive escaped %d of %d games, mean score %.1f to %.1f; the new bot's share %.0f%%",
				tc.name, escaped, n, mean, 20-mean, 100*share)
			if share < tc.want {
				t.Errorf("%s: the new bot's share %.0f%%, want at least %.0f%%", tc.name, 100*share, 100*tc.want)
			}
		})
	}
}
