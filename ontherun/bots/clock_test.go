package bots

import (
	"testing"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/gametest"
)

// SetClock scales a clock twin to the match's time rules: a tenth of the
// contest's 5 seconds gives a tenth of its clock and of its cap on a
// move; a per-turn limit keeps the cap under half of it; a longer clock
// changes nothing; told twice, a bot plans for the last rules (before,
// when set, is told first); and a bot with a budget of work has no clock
// to scale.
func TestSetClockScalesThePlanner(t *testing.T) {
	m := generated(t, 1)
	clockBot := func() *Bot { return newClockBot(m, 1) }
	tenth := games.Clock{Total: 500 * time.Millisecond}
	for _, tc := range []struct {
		name           string
		bot            func() *Bot
		before, match  games.Clock
		clock, moveCap time.Duration
	}{
		{"a tenth", clockBot, games.Clock{}, tenth, 500 * time.Millisecond, 25 * time.Millisecond},
		{"shadow", func() *Bot { return newShadowClock(m, 1) }, games.Clock{}, tenth, 500 * time.Millisecond, 25 * time.Millisecond},
		{"per turn", clockBot, games.Clock{}, games.Clock{Total: contestClock, PerTurn: 100 * time.Millisecond}, contestClock, 50 * time.Millisecond},
		{"longer", clockBot, games.Clock{}, games.Clock{Total: time.Minute}, contestClock, moveCap},
		{"told twice", clockBot, tenth, tenth, 500 * time.Millisecond, 25 * time.Millisecond},
		{"told a tenth, then longer", clockBot, tenth, games.Clock{Total: time.Minute}, contestClock, moveCap},
		{"budget", func() *Bot { return NewCordon(m, 1) }, games.Clock{}, tenth, 0, moveCap},
	} {
		b := tc.bot()
		gametest.TellClocks(b, tc.before, tc.match)
		clock, move := b.strat.(*planner).budget()
		if clock != tc.clock || move != tc.moveCap {
			t.Errorf("%s: clock %v, a move %v; want %v and %v", tc.name, clock, move, tc.clock, tc.moveCap)
		}
	}
}
