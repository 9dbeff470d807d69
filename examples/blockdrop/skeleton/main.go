// Command skeleton is a complete block drop program for the JavaChallenge
// 2015 engine, small enough to read at one sitting: start your own bot
// from it. It uses only the rules in package
// github.com/contestgames/games/blockdrop (no built-in bot), and plays a
// random action among those that make a difference; write your own in
// choose, the one function that is yours.
//
// Build it, then play it against built-in bots with the referee program:
//
//	go build -o /tmp/mybot ./examples/blockdrop/skeleton && go run ./examples/referee blockdrop /tmp/mybot builtin:random builtin:random builtin:random
//	go run ./examples/referee -v blockdrop builtin:hunter /tmp/mybot builtin:random builtin:random    # as player 1, the whole dialogue shown
//
// The dialogue (see "The dialogue" in the package's documentation): every
// program first writes READY; then, on each of its turns (every fourth
// global turn), it reads a message of 13 lines that shows the whole game,
// its own id first and EOD last, and answers one line: N, U, R, D, L or
// A. It has a second for each answer. Since every message shows the whole
// game, the program keeps nothing between turns: the message is the
// state. The engine sends nothing when the game ends, so the program
// stops when its input ends. A message it cannot read ends it with status
// 1 and one line on standard error that says which lines and why.
package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"github.com/contestgames/games/blockdrop"
)

func main() {
	if err := play(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "blockdrop skeleton:", err)
		os.Exit(1)
	}
}

// play follows the engine's dialogue on in and out until the game ends.
func play(in io.Reader, out io.Writer) error {
	lines := bufio.NewScanner(in)
	w := bufio.NewWriter(out)
	if err := answer(w, blockdrop.ReadyLine); err != nil {
		return err
	}
	var messages blockdrop.MessageReader
	first := 1 // the line the message being read began on
	for n := 1; lines.Scan(); n++ {
		game, done, err := messages.Line(lines.Text())
		switch {
		case !done:
			continue
		case err != nil:
			return fmt.Errorf("the message of lines %d to %d: %w", first, n, err)
		}
		first = n + 1
		if err := answer(w, choose(&game).String()); err != nil {
			return err
		}
	}
	return lines.Err()
}

// answer writes line and flushes it to the engine.
func answer(w *bufio.Writer, line string) error {
	fmt.Fprintln(w, line)
	return w.Flush()
}

// rng draws the random actions, from a fixed seed: the same start and
// opponents, the same game.
var rng = rand.New(rand.NewPCG(1, 2))

// choose returns the action of the player to move in game, which is the
// program's player (game.ToMove(), the id the message began with).
//
// ---- YOURS TO WRITE: replace this body with your own bot. ----
// It now plays a random one of game.Moves: the actions that lead to
// different games (only N while the player waits after an attack, or has
// fallen). game.Player(p) is where player p stands, game.Counter(b) how
// block b is counting down; a copy of game stepped with game.Step shows
// what an action does.
func choose(game *blockdrop.State) blockdrop.Action {
	var buf [blockdrop.MoveListSize]blockdrop.Action
	moves := game.Moves(buf[:0])
	return moves[rng.IntN(len(moves))]
}
