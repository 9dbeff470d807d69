package bots

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/race"
	"github.com/contestgames/games/protocol/protocoltest"
)

// The same seed plays the same game, and a bot's own seed matters (though
// greedy draw only to break ties): every bot that thinks with a budget of
// work. Montecarlo plays with a tenth of its budget here, the same code
// with fewer playouts, so that its ten games take a second; and against
// three random bots, as a game of four montecarlo bots would take four
// times as long.
func TestBotsAreReproducible(t *testing.T) {
	g := withBudget(10)
	protocoltest.CheckBots(t, g, protocoltest.SlowBot(g, "montecarlo", 0, "random"))
}

// withBudget returns [Game] with montecarlo playing its budget divided by
// div, and by 10 more under the race detector, which slows it tenfold: the
// same code with fewer playouts, for the tests that play it through the
// dialogue. Montecarlo-clock's time a turn is divided alike: the same
// code on a shorter clock (CheckBots leaves the wall-clock twins out).
func withBudget(div int) games.Game {
	if race.Enabled {
		div *= 10
	}
	g := Game()
	newBot := g.Bots.New
	g.Bots.New = func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
		switch name {
		case "montecarlo":
			return NewMonteCarlo(MonteCarloOptions{Playouts: montecarloPlayouts / div, Seed: seed}), nil
		case "montecarlo-clock":
			return NewMonteCarlo(MonteCarloOptions{MoveTime: defaultMoveTime / time.Duration(div), Seed: seed}), nil
		}
		return newBot(name, seed, seat, options)
	}
	return g
}

// Game pairs montecarlo with its wall-clock twin (that both are built-in
// bots, the root package's TestEveryGameNamesItsClockTwinsAlike checks).
func TestGameWallClock(t *testing.T) {
	g := Game()
	want := map[string]string{"montecarlo": "montecarlo-clock"}
	if diff := cmp.Diff(want, g.Bots.WallClock); diff != "" {
		t.Errorf("Bots.WallClock (-want +got):\n%s", diff)
	}
}
