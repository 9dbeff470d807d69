package bots

import (
	"testing"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/gametest"
)

// SetClock scales montecarlo-clock's time a turn to the match's time
// rules: a tenth of the contest's second a turn gives a tenth of it; a
// longer limit changes nothing; a match without a per-turn limit changes
// nothing either; told twice, the bot thinks for the last rules (before,
// when set, is told first); and the bot with a budget of playouts has no
// clock.
func TestSetClockScalesTheThinking(t *testing.T) {
	tenth := games.Clock{PerTurn: 100 * time.Millisecond}
	for _, tc := range []struct {
		name          string
		bot           *MonteCarlo
		before, match games.Clock
		think         time.Duration
	}{
		{"a tenth", NewMonteCarloClock(1, monteCarloThink), games.Clock{}, tenth, 15 * time.Millisecond},
		{"longer", NewMonteCarloClock(1, monteCarloThink), games.Clock{}, games.Clock{PerTurn: 5 * time.Second}, monteCarloThink},
		{"no per-turn limit", NewMonteCarloClock(1, monteCarloThink), games.Clock{}, games.Clock{Total: time.Second}, monteCarloThink},
		{"told twice", NewMonteCarloClock(1, monteCarloThink), tenth, tenth, 15 * time.Millisecond},
		{"told a tenth, then longer", NewMonteCarloClock(1, monteCarloThink), tenth, games.Clock{PerTurn: 5 * time.Second}, monteCarloThink},
		{"playouts", NewMonteCarlo(1, 60), games.Clock{}, tenth, 0},
	} {
		gametest.TellClocks(tc.bot, tc.before, tc.match)
		if got := tc.bot.thinkTime(); got != tc.think {
			t.Errorf("%s: thinks %v a turn, want %v", tc.name, got, tc.think)
		}
	}
}
