package bots

import (
	"testing"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/gametest"
)

// SetClock scales montecarlo-clock's aim a turn to the match's time
// rules: a tenth of the contest's second a turn gives a tenth of it; a
// longer limit changes nothing; told twice, the bot aims for the last
// rules (before, when set, is told first); and the bot with a budget of
// playouts has no clock.
func TestSetClockScalesTheThinking(t *testing.T) {
	tenth := games.Clock{PerTurn: 100 * time.Millisecond}
	for _, tc := range []struct {
		name          string
		opts          MonteCarloOptions
		before, match games.Clock
		moveTime      time.Duration
	}{
		{"a tenth", MonteCarloOptions{Seed: 1}, games.Clock{}, tenth, 35 * time.Millisecond},
		{"longer", MonteCarloOptions{Seed: 1}, games.Clock{}, games.Clock{PerTurn: 5 * time.Second}, defaultMoveTime},
		{"told twice", MonteCarloOptions{Seed: 1}, tenth, tenth, 35 * time.Millisecond},
		{"told a tenth, then longer", MonteCarloOptions{Seed: 1}, tenth, games.Clock{PerTurn: 5 * time.Second}, defaultMoveTime},
		{"playouts", MonteCarloOptions{Seed: 1, Playouts: 500}, games.Clock{}, tenth, 0},
	} {
		b := NewMonteCarlo(tc.opts)
		gametest.TellClocks(b, tc.before, tc.match)
		if got := b.moveTime(); got != tc.moveTime {
			t.Errorf("%s: aims at %v a turn, want %v", tc.name, got, tc.moveTime)
		}
	}
}
