package bots

import (
	"testing"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/gametest"
)

// SetClock scales a planner on the clock to the match's time rules: a
// tenth of the contest's 30 seconds gives a tenth of its clock; a
// per-turn limit caps a turn's thinking at half of it; a longer clock
// changes nothing; told twice, the planner plans for the last rules
// (before, when set, is told first); and a planner with a beam has no
// clock to scale.
func TestSetClockScalesThePlanner(t *testing.T) {
	tenth := games.Clock{Total: 3 * time.Second}
	for _, tc := range []struct {
		name           string
		beam           int
		before, match  games.Clock
		clock, turnCap time.Duration
	}{
		{"a tenth", 0, games.Clock{}, tenth, 3 * time.Second, 0},
		{"per turn", 0, games.Clock{}, games.Clock{Total: 30 * time.Second, PerTurn: 40 * time.Millisecond}, plannerClock, 20 * time.Millisecond},
		{"longer", 0, games.Clock{}, games.Clock{Total: time.Minute}, plannerClock, 0},
		{"told twice", 0, tenth, tenth, 3 * time.Second, 0},
		{"told a tenth, then longer", 0, tenth, games.Clock{Total: time.Minute}, plannerClock, 0},
		{"beam", 8, games.Clock{}, tenth, plannerClock, 0},
	} {
		for _, b := range []*Planner{NewPlanner(tc.beam, plannerClock, 1), NewRival(tc.beam, plannerClock, 1)} {
			gametest.TellClocks(b, tc.before, tc.match)
			// A turn of an hour shows the cap, or none (0).
			turnCap := b.match.TurnCap(time.Hour) % time.Hour
			if got := b.gameClock(); got != tc.clock || turnCap != tc.turnCap {
				t.Errorf("%s: clock %v, turn cap %v; want %v and %v", tc.name, got, turnCap, tc.clock, tc.turnCap)
			}
			if _, soft := b.beamSize(); tc.beam == 0 && tc.turnCap > 0 && soft > tc.turnCap {
				t.Errorf("%s: a turn may think %v, past the cap %v", tc.name, soft, tc.turnCap)
			}
		}
	}
}
