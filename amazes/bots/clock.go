package bots

import (
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
)

var _ games.ClockedBot = (*Planner)(nil)

// SetClock implements [games.ClockedBot]: a planner that thinks on the
// wall clock (beam 0) plans for the match's time rules instead of the
// contest's, with match.Share of its clock for the game and each turn's
// thinking under match.TurnCap. A planner with a beam has no clock and is
// left as it is. Call it before the game's first turn; told again, it
// plans for the last rules told.
func (b *Planner) SetClock(match games.Clock) {
	if b.beam > 0 {
		return
	}
	b.match = match
}

// gameClock returns the time the planner plans for the whole game: its
// clock, scaled to the match's time rules.
func (b *Planner) gameClock() time.Duration {
	return b.match.Scale(amazes.DefaultClock(), b.clock)
}
