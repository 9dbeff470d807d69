package bots

import (
	"testing"
	"time"

	"github.com/contestgames/games"
)

// SetClock scales a clock twin to the match's time rules: a tenth of the
// contest's 5 seconds gives a tenth of its clock and of its cap on a
// move; a per-turn limit keeps the cap under half of it; a longer clock
// changes nothing; and a bot with a budget of work has no clock to scale.
func TestSetClockScalesThePlanner(t *testing.T) {
	m := generated(t, 1)
	for _, tc := range []struct {
		name           string
		bot            func() *Bot
		match          games.Clock
		clock, moveCap time.Duration
	}{
		{"a tenth", func() *Bot { return newClockBot(m, 1) }, games.Clock{Total: 500 * time.Millisecond}, 500 * time.Millisecond, 25 * time.Millisecond},
		{"shadow", func() *Bot { return newShadowClock(m, 1) }, games.Clock{Total: 500 * time.Millisecond}, 500 * time.Millisecond, 25 * time.Millisecond},
		{"per turn", func() *Bot { return newClockBot(m, 1) }, games.Clock{Total: contestClock, PerTurn: 100 * time.Millisecond}, contestClock, 50 * time.Millisecond},
		{"longer", func() *Bot { return newClockBot(m, 1) }, games.Clock{Total: time.Minute}, contestClock, moveCap},
		{"budget", func() *Bot { return NewCordon(m, 1) }, games.Clock{Total: 500 * time.Millisecond}, 0, moveCap},
	} {
		b := tc.bot()
		b.SetClock(tc.match)
		p := b.strat.(*planner)
		if p.clock != tc.clock || p.moveCap != tc.moveCap {
			t.Errorf("%s: clock %v, a move %v; want %v and %v", tc.name, p.clock, p.moveCap, tc.clock, tc.moveCap)
		}
	}
}
