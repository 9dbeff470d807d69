package bots

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/contestgames/games/protocol/protocoltest"
)

// lineups returns the seatings that put bot name to the test: four of the
// quick bots, or montecarlo against three random bots, as a game of four
// montecarlo bots would take four times as long.
func lineups(name string) [][]string {
	if name == "montecarlo" {
		return [][]string{{name, "random", "random", "random"}}
	}
	return [][]string{{name, name, name, name}}
}

// The same seed plays the same game, and a bot's own seed matters (though
// greedy draw only to break ties): every bot that thinks with a budget of
// work. Montecarlo plays with a tenth of its budget here, the same code
// with fewer playouts, so that its ten games take a second.
func TestBotsAreReproducible(t *testing.T) {
	defer func(n int) { montecarloPlayouts = n }(montecarloPlayouts)
	montecarloPlayouts /= 10
	protocoltest.CheckBots(t, Game(), lineups)
}

// Game pairs montecarlo with its wall-clock twin, and both are built-in
// bots.
func TestGameWallClock(t *testing.T) {
	g := Game()
	want := map[string]string{"montecarlo": "montecarlo-clock"}
	if diff := cmp.Diff(want, g.Bots.WallClock); diff != "" {
		t.Errorf("Bots.WallClock (-want +got):\n%s", diff)
	}
	for budget, clock := range g.Bots.WallClock {
		if !slices.Contains(g.Bots.Names, budget) || !slices.Contains(g.Bots.Names, clock) {
			t.Errorf("WallClock[%q] = %q: both must be in Names %q", budget, clock, g.Bots.Names)
		}
	}
}
