package bots

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/race"
	"github.com/contestgames/games/protocol/protocoltest"
)

// A newBotFunc makes the bot of one seat, as [games.Game.NewBot] does.
type newBotFunc func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error)

// lineups returns the seatings that put bot name to the test: against
// random in each seat. A match of search against itself would last 200
// plies, too long for a test.
func lineups(name string) [][]string {
	if name == "random" {
		return [][]string{{"random", "random"}}
	}
	return [][]string{{name, "random"}, {"random", name}}
}

// The same seed plays the same game, and a bot's own seed matters (though
// the search bots draw only among moves of about equal worth).
func TestBotsAreReproducible(t *testing.T) {
	g := Game()
	// Whether a bot repeats itself does not depend on its budget, and a
	// dozen games of "pvs" with its whole budget would take half a minute:
	// search searches a tenth of it here, pvs a hundredth (still thousands
	// of positions a move, its table and its move ordering at work). The
	// race detector slows the search tenfold: then both search a tenth of
	// that.
	div := int64(10)
	if race.Enabled {
		div = 100
	}
	g.Bots.New = smallBudgets(g.Bots.New, div)
	protocoltest.CheckBots(t, g, lineups)
}

// smallBudgets returns newBot with the budget of "search" divided by div
// and that of "pvs" by 10*div.
func smallBudgets(newBot newBotFunc, div int64) newBotFunc {
	return func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
		if name != "search" && name != "pvs" {
			return newBot(name, seed, seat, options)
		}
		opts, _ := searchOptions(name, seed+1) // the engine's seed, as New gives it
		opts.Nodes /= div
		if name == "pvs" {
			opts.Nodes /= 10
		}
		return NewSearch(opts), nil
	}
}

// Game pairs each budget bot with its wall-clock twin, and both are
// built-in bots.
func TestGameWallClock(t *testing.T) {
	g := Game()
	want := map[string]string{"search": "search-clock", "pvs": "pvs-clock"}
	if diff := cmp.Diff(want, g.Bots.WallClock); diff != "" {
		t.Errorf("Bots.WallClock (-want +got):\n%s", diff)
	}
	for budget, clock := range g.Bots.WallClock {
		if !slices.Contains(g.Bots.Names, budget) || !slices.Contains(g.Bots.Names, clock) {
			t.Errorf("WallClock[%q] = %q: both must be in Names %q", budget, clock, g.Bots.Names)
		}
	}
}
