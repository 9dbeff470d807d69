// Command referee plays games between built-in players and prints them.
//
//	go run ./examples/referee alquerque
//	go run ./examples/referee -seed 7 alquerque
//
// For now it knows one game, Alquerque, and two built-in players: random
// (any legal move) for White and greedy (takes the most pieces it can) for
// Black. It prints one line per move and ends with the result line
//
//	result: S1-S2 (REASON)
//
// with White's score first.
package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"github.com/contestgames/games/alquerque"
)

func main() {
	seed := flag.Uint64("seed", 1, "seed of the players' random choices")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: referee [-seed N] alquerque")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 || flag.Arg(0) != "alquerque" {
		flag.Usage()
		os.Exit(2)
	}
	playAlquerque(os.Stdout, *seed)
}

// A player picks one of the legal moves of p.
type player func(p *alquerque.Position, moves []alquerque.Move, rng *rand.Rand) alquerque.Move

func random(_ *alquerque.Position, moves []alquerque.Move, rng *rand.Rand) alquerque.Move {
	return moves[rng.IntN(len(moves))]
}

// greedy takes as many pieces as it can, choosing at random among equals.
func greedy(_ *alquerque.Position, moves []alquerque.Move, rng *rand.Rand) alquerque.Move {
	var best []alquerque.Move
	most := -1
	for _, m := range moves {
		switch n := m.Captured().Count(); {
		case n > most:
			best, most = append(best[:0], m), n
		case n == most:
			best = append(best, m)
		}
	}
	return best[rng.IntN(len(best))]
}

func playAlquerque(w io.Writer, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, 2008))
	players := [2]player{random, greedy}
	p := alquerque.Start()
	var buf [alquerque.MoveListSize]alquerque.Move
	for !p.Outcome().Over {
		moves := p.Moves(buf[:0])
		m := players[p.ToMove()](&p, moves, rng)
		fmt.Fprintf(w, "%3d %s %s\n", p.Ply()+1, p.ToMove(), m)
		if err := p.Play(m); err != nil {
			panic(err) // a built-in player chose from the legal moves
		}
	}
	s := p.Score()
	fmt.Fprintf(w, "result: %d-%d (%s)\n", s[alquerque.White], s[alquerque.Black], p.Outcome())
}
