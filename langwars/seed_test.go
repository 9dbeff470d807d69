package langwars_test

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/langwars"
	"github.com/contestgames/games/langwars/bots"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// budgetBots returns the built-in bots that think with a budget of work,
// and so play the same game for the same seed: all but the wall-clock
// twins of Bots.WallClock. The searching ones, those with a twin, take a
// second or two a game; the quick ones a millisecond.
func budgetBots(g games.Game) (quick, searching []string) {
	twins := slices.Collect(maps.Values(g.Bots.WallClock))
	for _, name := range g.Bots.Names {
		_, hasTwin := g.Bots.WallClock[name]
		switch {
		case hasTwin:
			searching = append(searching, name)
		case !slices.Contains(twins, name):
			quick = append(quick, name)
		}
	}
	return quick, searching
}

// The same seed gives the same game: the same attention degrees, and with
// the same players, every message and the result, byte for byte. The quick
// budget bots are drawn for every seat; see also
// TestSameSeedSameGameWithASearchingBot.
func TestSameSeedSameGame(t *testing.T) {
	g := bots.Game()
	quick, _ := budgetBots(g)
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		names := make([]string, langwars.Players)
		for p := range names {
			names[p] = rapid.SampledFrom(quick).Draw(t, "bot")
		}
		checkSameGame(t, g, seed, names)
	})
}

// Each budget bot that searches (one with a wall-clock twin) plays the
// same game twice from the same seed too, with its full budget, in one
// seat against the quick bots: one game each, as a game takes it a second
// or two.
func TestSameSeedSameGameWithASearchingBot(t *testing.T) {
	g := bots.Game()
	quick, searching := budgetBots(g)
	if len(searching) == 0 {
		t.Skip("no searching bot")
	}
	for i, name := range searching {
		t.Run(name, func(t *testing.T) {
			seed := uint64(7 + i)
			names := make([]string, langwars.Players)
			for p := range names {
				names[p] = quick[p%len(quick)]
			}
			names[seed%langwars.Players] = name
			checkSameGame(t, g, seed, names)
		})
	}
}

// checkSameGame plays the game of seed between the bots called names
// twice, and fails unless the two games are the same and complete.
func checkSameGame(t rapid.TB, g games.Game, seed uint64, names []string) {
	t.Helper()
	play := func() ([]games.Step, games.Result, langwars.State) {
		r, _, err := g.NewReferee(seed, nil)
		if err != nil {
			t.Fatal(err)
		}
		ref := r.(*langwars.Referee)
		players := make([]games.Bot, langwars.Players)
		said := make([][]string, langwars.Players)
		for p := range players {
			b, err := g.NewBot(names[p], seed, p, nil)
			if err != nil {
				t.Fatal(err)
			}
			players[p] = b
			said[p] = b.Start()
		}
		var steps []games.Step
		for {
			step := ref.Next()
			step.Await = append([]int(nil), step.Await...)
			steps = append(steps, step)
			for _, m := range step.Send {
				for _, line := range strings.Split(m.Text, "\n") {
					said[m.To] = append(said[m.To], players[m.To].Hear(line)...)
				}
			}
			if step.Done {
				return steps, ref.Result(), ref.State()
			}
			for _, p := range step.Await {
				if err := ref.Reply(p, said[p][0]); err != nil {
					t.Fatal(err)
				}
				said[p] = said[p][1:]
			}
		}
	}
	steps, res, st := play()
	steps2, res2, st2 := play()
	if !cmp.Equal(steps, steps2) || !cmp.Equal(res, res2) || st != st2 {
		t.Fatalf("%v: the same seed %d and players gave two different games", names, seed)
	}
	if a, b := langwars.RandomSetup(seed), langwars.RandomSetup(seed); a != b || st.Attention() != a.Attention {
		t.Fatal("RandomSetup differs for the same seed, or from the game's")
	}
	if !st.Over() || res.Fault != nil {
		t.Fatalf("game not over, or a fault: %+v", res)
	}
}
