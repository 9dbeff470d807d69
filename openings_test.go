package games_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/internal/allgames"
)

// RandomPlies plays legal moves drawn from the stream, the same for the
// same stream, and says so when the game ends first.
func TestRandomPlies(t *testing.T) {
	draw := func(seed uint64) ([]alquerque.Move, alquerque.Position) {
		p := alquerque.Start()
		moves, err := games.RandomPlies(&p, 6, rand.New(rand.NewPCG(seed, 0)))
		if err != nil || len(moves) != 6 || p.Ply() != 6 {
			t.Fatalf("seed %d: %v, %v, ply %d", seed, moves, err, p.Ply())
		}
		return moves, p
	}
	a, pa := draw(1)
	b, pb := draw(1)
	if !slices.Equal(a, b) || pa != pb {
		t.Errorf("the same seed drew %v and %v", a, b)
	}
	q := alquerque.Start()
	for _, m := range a {
		if err := q.Play(m); err != nil {
			t.Fatalf("%v: %v", m, err)
		}
	}
	if c, _ := draw(2); slices.Equal(a, c) {
		t.Errorf("seeds 1 and 2 drew the same plies %v", a)
	}
	end, err := alquerque.ParsePosition("b....../......./......./......./......./......./wwwwwww b 199 - -")
	if err != nil {
		t.Fatal(err)
	}
	moves, err := games.RandomPlies(&end, 3, rand.New(rand.NewPCG(1, 0)))
	if len(moves) != 1 || err == nil || err.Error() != "the game ended after 1 random plies of 3" {
		t.Errorf("to the end: %v, %v", moves, err)
	}
}

// Every game says what its Openings lack, and why; the option they name is
// one of the game's.
func TestOpeningsOfEveryGame(t *testing.T) {
	for _, g := range allgames.Games() {
		o := g.Openings
		if (o.Option == "" || o.Play == nil) != (o.Why != "") {
			t.Errorf("%s: option %q, play %v, why %q", g.Name, o.Option, o.Play != nil, o.Why)
		}
		if o.Option != "" && !slices.ContainsFunc(g.Options, func(x games.Option) bool { return x.Name == o.Option && !x.File }) {
			t.Errorf("%s: Openings.Option %q is no one-line option of the game", g.Name, o.Option)
		}
		if strings.HasSuffix(o.Why, ".") || strings.Contains(o.Why, "\n") {
			t.Errorf("%s: Why %q: want words of one line without a full stop, to follow the game's name", g.Name, o.Why)
		}
	}
}
