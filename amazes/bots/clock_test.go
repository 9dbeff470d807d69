package bots

import (
	"testing"
	"time"

	"github.com/contestgames/games"
)

// SetClock scales a planner on the clock to the match's time rules: a
// tenth of the contest's 30 seconds gives a tenth of its clock; a
// per-turn limit caps a turn's thinking at half of it; a longer clock
// changes nothing; and a planner with a beam has no clock to scale.
func TestSetClockScalesThePlanner(t *testing.T) {
	for _, tc := range []struct {
		name           string
		beam           int
		match          games.Clock
		clock, turnCap time.Duration
	}{
		{"a tenth", 0, games.Clock{Total: 3 * time.Second}, 3 * time.Second, 0},
		{"per turn", 0, games.Clock{Total: 30 * time.Second, PerTurn: 40 * time.Millisecond}, plannerClock, 20 * time.Millisecond},
		{"longer", 0, games.Clock{Total: time.Minute}, plannerClock, 0},
		{"beam", 8, games.Clock{Total: 3 * time.Second}, plannerClock, 0},
	} {
		for _, b := range []*Planner{NewPlanner(tc.beam, plannerClock, 1), NewRival(tc.beam, plannerClock, 1)} {
			b.SetClock(tc.match)
			// A turn of an hour shows the cap, or none (0).
			turnCap := b.match.TurnCap(time.Hour) % time.Hour
			if b.clock != tc.clock || turnCap != tc.turnCap {
				t.Errorf("%s: clock %v, turn cap %v; want %v and %v", tc.name, b.clock, turnCap, tc.clock, tc.turnCap)
			}
			if _, soft := b.beamSize(); tc.beam == 0 && tc.turnCap > 0 && soft > tc.turnCap {
				t.Errorf("%s: a turn may think %v, past the cap %v", tc.name, soft, tc.turnCap)
			}
		}
	}
}
