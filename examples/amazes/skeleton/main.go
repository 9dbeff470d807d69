// Command skeleton is a complete Amazes program for the CodeCup 2010
// jury, small enough to read at one sitting: start your own bot from it.
// It uses only the rules in package github.com/contestgames/games/amazes
// (no built-in bot), and takes one random step a turn through a side it
// knows is open; write your own turns in choose, the one function that is
// yours.
//
// Build it, then play it against a built-in bot with the referee program:
//
//	go build -o /tmp/mybot ./examples/amazes/skeleton && go run ./examples/referee amazes /tmp/mybot builtin:random
//	go run ./examples/referee -v amazes builtin:explore /tmp/mybot    # as Blue, the whole dialogue shown
//
// The dialogue (see "The dialogue" in the package's documentation): Red
// alone reads "Start" first; then, at the start of each of its 150 turns,
// a player reads a view of five lines (what it sees ahead, to its right,
// behind and to its left, then the squared distance to the opponent) and
// answers one line of letters F, R, T, L. Each player has 30 seconds for
// the whole game. The program never learns where it is in the maze: it
// keeps what it knows in an amazes.Map, in a frame of its own that starts
// at (0, 0) facing North, and feeds it every view it reads and every turn
// it writes. It stops when the jury says "Quit" (after sudden death),
// when its input ends, and after its 150th turn, after which the jury
// sends nothing. A line it cannot follow ends it with status 1 and one
// line on standard error that says which line and why.
package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/contestgames/games/amazes"
)

func main() {
	if err := play(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "amazes skeleton:", err)
		os.Exit(1)
	}
}

// play follows the jury's dialogue on in and out until the game ends.
func play(in io.Reader, out io.Writer) error {
	lines := bufio.NewScanner(in)
	w := bufio.NewWriter(out)
	var known amazes.Map // what the program knows of the maze
	var view []string    // the lines of the view being read
	turns := 0
	for n := 1; lines.Scan(); n++ {
		line := lines.Text()
		switch {
		case line == "Quit":
			return nil
		case line == "Start" && n == 1:
			continue // we are Red and move first
		}
		if view = append(view, line); len(view) < 5 {
			continue
		}
		v, err := amazes.ParseView(strings.Join(view, "\n"))
		if err != nil {
			return fmt.Errorf("the view of lines %d to %d %q: %w", n-4, n, view, err)
		}
		view = view[:0]
		if err := known.Look(v); err != nil {
			return fmt.Errorf("the view of lines %d to %d does not fit the maze seen so far: %w", n-4, n, err)
		}
		t := choose(&known, v)
		known.Walk(t)
		fmt.Fprintln(w, t)
		if err := w.Flush(); err != nil {
			return err
		}
		if turns++; turns == amazes.MaxTurns {
			return nil // the jury sends nothing more
		}
	}
	return lines.Err()
}

// rng draws the random steps, from a fixed seed: the same opponent and
// maze, the same game.
var rng = rand.New(rand.NewPCG(1, 2))

// choose returns the turn to play: v is the view just read, known what
// the program knows of the maze, that view included (known.Here is where
// it stands and which way it faces, in its own frame).
//
// ---- YOURS TO WRITE: replace this body with your own bot. ----
// It now takes one step through a side of its square that it knows is
// open, drawn at random. A turn holds 1 to 256 letters (Turn.Add), each a
// point's cost, and stops at the first wall it walks into; known.Side says
// what is known of each side of a square, known.Discovered which squares
// the jury has credited to the program, and known.SureAfter whether the
// next view will tell where a turn into sides not yet seen ended.
func choose(known *amazes.Map, v amazes.View) amazes.Turn {
	x, y, facing := known.Here()
	var open []amazes.Letter
	for _, l := range []amazes.Letter{amazes.F, amazes.R, amazes.T, amazes.L} {
		if known.Side(x, y, facing.Turn(l)) == amazes.Open {
			open = append(open, l)
		}
	}
	var t amazes.Turn
	if len(open) == 0 {
		t.Add(amazes.F) // cannot happen: a view shows the sides of the square
		return t
	}
	t.Add(open[rng.IntN(len(open))])
	return t
}
