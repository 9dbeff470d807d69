package bots

import (
	"math/rand/v2"
	"testing"

	"github.com/contestgames/games/alquerque"
)

// A bot writes each move as Move.String does, whether its text comes from
// the table of one-step moves or is built: every legal move of many random
// games, normal moves, single captures and chains alike.
func TestMoveTextIsMoveString(t *testing.T) {
	r := rand.New(rand.NewPCG(2008, 3))
	var buf [alquerque.MoveListSize]alquerque.Move
	seen := map[string]int{}
	for range 200 {
		p := alquerque.Start()
		for !p.Over() {
			moves := p.Moves(buf[:0])
			for _, m := range moves {
				if got, want := moveText(m), m.String(); got != want {
					t.Fatalf("%v: moveText(%v) = %q, want %q", p, m, got, want)
				}
				switch {
				case !m.IsCapture():
					seen["normal"]++
				case m.Len() == 1:
					seen["capture"]++
				default:
					seen["chain"]++
				}
			}
			p.PlayUnchecked(moves[r.IntN(len(moves))])
		}
	}
	for _, kind := range []string{"normal", "capture", "chain"} {
		if seen[kind] == 0 {
			t.Errorf("no %s move among the sample: the test checks too little", kind)
		}
	}
}

// A Random bot answers a move without allocating, unless its answer is a
// chain of captures, whose text is built: a whole game between two of them
// allocates at most once per chain played.
func TestRandomGameAllocatesOnlyForChains(t *testing.T) {
	for seed := range uint64(5) {
		// AllocsPerRun(1, f) calls f twice; each call plays a game of its
		// own between bots made beforehand, so that only the game counts.
		var pairs [2][2]*Random
		for i := range pairs {
			pairs[i] = [2]*Random{NewRandom(seed), NewRandom(seed + 100)}
		}
		var chains, plies [2]int
		run := 0
		allocs := testing.AllocsPerRun(1, func() {
			chains[run], plies[run] = playOut(pairs[run])
			run++
		})
		if plies[1] == 0 {
			t.Fatalf("seed %d: no move played", seed)
		}
		if allocs > float64(chains[1]) {
			t.Errorf("seed %d: a game of %d plies with %d chains allocated %v times, want at most once per chain",
				seed, plies[1], chains[1], allocs)
		}
	}
}

// playOut plays a game between the two bots, White first, and returns how
// many of its moves were chains of captures, and how many plies it had.
func playOut(b [2]*Random) (chains, plies int) {
	line := alquerque.StartLine
	for seat := 0; ; seat = 1 - seat {
		said := b[seat].Hear(line)
		if len(said) == 0 {
			return chains, plies
		}
		line = said[0]
		plies++
		if len(line) > 5 && line[2] == '*' {
			chains++
		}
	}
}
