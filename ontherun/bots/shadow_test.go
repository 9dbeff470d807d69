package bots

import (
	"math"
	"testing"

	"github.com/contestgames/games/internal/race"
	"github.com/contestgames/games/ontherun"
)

// Shadow's foresight is right against cordon: in the turns before an
// announcement, where it foresees the detectives' answer to each
// transport, the answer it foresaw to the transport it took is a move
// that cordon's close look values as highly as the move cordon made, in
// nearly every turn. (It is often the same move; among moves of equal
// value cordon's own seed decides, which shadow's copy of it does not
// share: a detective too far from the suspects to matter may go either
// way.) Shadow walks onto no city that it foresaw a detective taking.
// The game runs to turn 30, or 10 under the race detector, which is slow.
func TestShadowForeseesCordon(t *testing.T) {
	turns := 30
	if race.Enabled {
		turns = 10
	}
	m := generated(t, 2007)
	f, d := NewShadow(m, 1), NewCordon(m, 2)
	model, real := f.strat.(*planner).shadow, d.strat.(*planner)
	foreseen, same, worth := 0, 0, 0
	playGame(t, m, f, d, turns+1, func(turn int, mv ontherun.Move, q ontherun.Squad) {
		if isAnnouncement(turn) || !model.plan.known[mv.Transport] {
			return
		}
		want := model.plan.q[mv.Transport]
		foreseen++
		if q == want {
			same++
		}
		// The close look reads cordon's belief of this turn, which its
		// move left as it was.
		if a, b := real.closeLook(want, turn), real.closeLook(q, turn); math.Abs(a-b) <= 1e-9*math.Abs(b) {
			worth++
		}
		if squadHas(want, mv.To) {
			t.Errorf("turn %d: shadow moved %v, onto a city where it foresaw the detectives %v", turn, mv, want)
		}
	})
	t.Logf("of %d turns, shadow foresaw cordon's very move in %d, one of the same value to cordon in %d", foreseen, same, worth)
	if least := turns * 4 / 5; foreseen < least || worth*10 < foreseen*9 {
		t.Errorf("of %d turns, shadow foresaw a move of the value of cordon's in %d; want at least %d turns, 90%% of them", foreseen, worth, least)
	}
}
