// Command skeleton is a complete Lang Wars program for the JavaChallenge
// 2014 server, small enough to read at one sitting: start your own bot
// from it. It uses only the rules in package
// github.com/contestgames/games/langwars (no built-in bot), and picks
// languages at random; write your own picks in choose, the one function
// that is yours.
//
// Build it, then play it against built-in bots with the referee program:
//
//	go build -o /tmp/mybot ./examples/langwars/skeleton && go run ./examples/referee langwars /tmp/mybot builtin:random builtin:random builtin:random
//	go run ./examples/referee -v langwars builtin:greedy /tmp/mybot builtin:random builtin:random    # as player 1, the whole dialogue shown
//
// The dialogue (see "The dialogue" in the package's documentation): every
// program first writes READY; then it reads the settings (two lines: the
// game's sizes, and the attention degree of each of the eight languages)
// and, at the start of each of the ten turns, a turn message of 11 lines
// (workdays) or 10 (holidays), and answers one line of five languages
// (workdays) or two (holidays), 0 to 7, separated by spaces. It has 5
// seconds to write READY and a second for each answer. A langwars.Reader
// follows the messages line by line and gives the settings and each
// turn's View. The program stops after its tenth answer, after which the
// server sends nothing, and when its input ends. A line it cannot follow
// ends it with status 1 and one line on standard error that says which
// line and why.
package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"

	"github.com/contestgames/games/langwars"
)

func main() {
	if err := play(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "langwars skeleton:", err)
		os.Exit(1)
	}
}

// play follows the server's dialogue on in and out until the game ends.
func play(in io.Reader, out io.Writer) error {
	lines := bufio.NewScanner(in)
	w := bufio.NewWriter(out)
	if err := answer(w, langwars.ReadyLine); err != nil {
		return err
	}
	var messages langwars.Reader
	for lines.Scan() {
		done, err := messages.Hear(lines.Text())
		if err != nil {
			return err // it names the line and what is wrong with it
		}
		if !done {
			continue
		}
		v, _ := messages.View()
		if err := answer(w, choose(messages.Attention(), &v).String()); err != nil {
			return err
		}
		if v.Turn == langwars.Turns {
			return nil // the server sends nothing more
		}
	}
	return lines.Err()
}

// answer writes line and flushes it to the server.
func answer(w *bufio.Writer, line string) error {
	fmt.Fprintln(w, line)
	return w.Flush()
}

// rng draws the random picks, from a fixed seed: the same degrees and
// opponents, the same game.
var rng = rand.New(rand.NewPCG(1, 2))

// choose returns the program's picks for the turn v begins: as many as
// langwars.PicksIn(v.Turn) says, 5 on a workday, 2 on a holiday. a holds
// the attention degree of each language, the same all game.
//
// ---- YOURS TO WRITE: replace this body with your own bot. ----
// It now picks languages at random. v.Real holds the program's own
// believers of each language, v.Revealed what everybody has won on
// workdays (the program's own column first), v.LastPicks, on a workday,
// how often each language was picked in the holiday before; a
// langwars.Beliefs bounds what the rivals hide.
func choose(a langwars.Attention, v *langwars.View) langwars.Picks {
	var p langwars.Picks
	for range langwars.PicksIn(v.Turn) {
		p[rng.IntN(langwars.Languages)]++
	}
	return p
}
