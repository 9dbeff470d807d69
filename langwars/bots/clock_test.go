package bots

import (
	"testing"
	"time"

	"github.com/contestgames/games"
)

// SetClock scales montecarlo-clock's aim a turn to the match's time
// rules: a tenth of the contest's second a turn gives a tenth of it; a
// longer limit changes nothing; and the bot with a budget of playouts has
// no clock.
func TestSetClockScalesTheThinking(t *testing.T) {
	for _, tc := range []struct {
		name     string
		opts     MonteCarloOptions
		match    games.Clock
		moveTime time.Duration
	}{
		{"a tenth", MonteCarloOptions{Seed: 1}, games.Clock{PerTurn: 100 * time.Millisecond}, 35 * time.Millisecond},
		{"longer", MonteCarloOptions{Seed: 1}, games.Clock{PerTurn: 5 * time.Second}, defaultMoveTime},
		{"playouts", MonteCarloOptions{Seed: 1, Playouts: 500}, games.Clock{PerTurn: 100 * time.Millisecond}, 0},
	} {
		b := NewMonteCarlo(tc.opts)
		b.SetClock(tc.match)
		if b.opts.MoveTime != tc.moveTime {
			t.Errorf("%s: aims at %v a turn, want %v", tc.name, b.opts.MoveTime, tc.moveTime)
		}
	}
}
