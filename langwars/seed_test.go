package langwars_test

import (
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/langwars"
	"github.com/contestgames/games/langwars/bots"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// The same seed gives the same game: the same attention degrees, and with
// the same players, every message and the result, byte for byte.
func TestSameSeedSameGame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		names := make([]string, langwars.Players)
		for p := range names {
			names[p] = rapid.SampledFrom(bots.Names()).Draw(t, "bot")
		}
		g := bots.Game()
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
			t.Fatal("the same seed and players gave two different games")
		}
		if a, b := langwars.RandomSetup(seed), langwars.RandomSetup(seed); a != b || st.Attention() != a.Attention {
			t.Fatal("RandomSetup differs for the same seed, or from the game's")
		}
		if !st.Over() || res.Fault != nil {
			t.Fatalf("game not over, or a fault: %+v", res)
		}
	})
}
