package bots

import (
	"testing"
	"time"

	"github.com/contestgames/games"
)

// SetClock scales montecarlo-clock's time a turn to the match's time
// rules: a tenth of the contest's second a turn gives a tenth of it; a
// longer limit changes nothing; a match without a per-turn limit changes
// nothing either; and the bot with a budget of playouts has no clock.
func TestSetClockScalesTheThinking(t *testing.T) {
	for _, tc := range []struct {
		name  string
		bot   *MonteCarlo
		match games.Clock
		think time.Duration
	}{
		{"a tenth", NewMonteCarloClock(1, monteCarloThink), games.Clock{PerTurn: 100 * time.Millisecond}, 15 * time.Millisecond},
		{"longer", NewMonteCarloClock(1, monteCarloThink), games.Clock{PerTurn: 5 * time.Second}, monteCarloThink},
		{"no per-turn limit", NewMonteCarloClock(1, monteCarloThink), games.Clock{Total: time.Second}, monteCarloThink},
		{"playouts", NewMonteCarlo(1, 60), games.Clock{PerTurn: 100 * time.Millisecond}, 0},
	} {
		tc.bot.SetClock(tc.match)
		if tc.bot.think != tc.think {
			t.Errorf("%s: thinks %v a turn, want %v", tc.name, tc.bot.think, tc.think)
		}
	}
}
