// Command skeleton is a complete Alquerque program for the CodeCup 2008
// jury, small enough to read at one sitting: start your own bot from it.
// It uses only the rules in package github.com/contestgames/games/alquerque
// (no built-in bot), and plays a random legal move; write your own in
// choose, the one function that is yours.
//
// Build it, then play it against a built-in bot with the referee program:
//
//	go build -o /tmp/mybot ./examples/alquerque/skeleton && go run ./examples/referee alquerque /tmp/mybot builtin:random
//	go run ./examples/referee -v alquerque builtin:random /tmp/mybot    # as Black, the whole dialogue shown
//
// The dialogue (see "The dialogue" in the package's documentation): White
// reads "Start" first, Black reads White's first move first; then each
// reads its opponent's move and answers with its own, one a line. Each
// player has 30 seconds for the whole game. The program keeps the position
// up to date with every move, its own and its opponent's, and stops when
// the jury says "Quit", when its input ends, and after a move of its own
// that ends the game (a win, or the 200th ply), after which the jury sends
// nothing. A line it cannot follow ends it with status 1 and one line on
// standard error that says which line and why.
package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/contestgames/games/alquerque"
)

func main() {
	if err := play(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "alquerque skeleton:", err)
		os.Exit(1)
	}
}

// play follows the jury's dialogue on in and out until the game ends.
func play(in io.Reader, out io.Writer) error {
	lines := bufio.NewScanner(in)
	w := bufio.NewWriter(out)
	p := alquerque.Start()
	for n := 1; lines.Scan(); n++ {
		line := strings.TrimSpace(lines.Text())
		switch {
		case line == alquerque.QuitLine:
			return nil
		case line == alquerque.StartLine && n == 1:
			// We are White and move first.
		default:
			if err := playOpponent(&p, line); err != nil {
				return fmt.Errorf("line %d %q: %w", n, line, err)
			}
			if p.Over() {
				return nil // the contest's jury sends Quit, or nothing, instead of such a move
			}
		}
		m := choose(p)
		if err := p.Play(m); err != nil {
			return fmt.Errorf("our own move %s after line %d: %w", m, n, err)
		}
		fmt.Fprintln(w, m)
		if err := w.Flush(); err != nil {
			return err
		}
		if p.Over() {
			return nil // won, or the 200th ply: the jury sends nothing more
		}
	}
	return lines.Err()
}

// playOpponent plays the opponent's move, as the jury wrote it, in p.
func playOpponent(p *alquerque.Position, line string) error {
	m, err := alquerque.ParseMove(line)
	if err != nil {
		return err
	}
	return p.Play(m)
}

// rng draws the random moves, from a fixed seed: the same opponent, the
// same game.
var rng = rand.New(rand.NewPCG(1, 2))

// choose returns the move to play in p, a position that is not over and
// in which the program is to move.
//
// ---- YOURS TO WRITE: replace this body with your own bot. ----
// It now plays a random legal move. p.Moves lists the legal moves (a
// capture chain is one move); p is the program's own copy, on which
// p.Play tries a move, and p.End, p.Score and p.Pieces say how a line of
// play turns out.
func choose(p alquerque.Position) alquerque.Move {
	var buf [alquerque.MoveListSize]alquerque.Move
	moves := p.Moves(buf[:0])
	return moves[rng.IntN(len(moves))]
}
