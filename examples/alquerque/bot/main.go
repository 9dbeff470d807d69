// Command bot is the smallest complete Alquerque player for the CodeCup
// 2008 jury: it reads the jury's lines on stdin and writes its moves on
// stdout, one a line. Copy it to start a bot of your own, and replace the
// search with your ideas.
//
//	go run ./examples/alquerque/bot           # thinks within the 30-second clock
//	go run ./examples/alquerque/bot -depth 4  # a fixed depth: the same moves every run
//
// The dialogue: White first reads "Start", Black first reads White's first
// move; then each reads its opponent's move and answers with its own. A
// player that loses, or faces an illegal move, reads "Quit"; a player that
// wins, or plays the 200th ply, stops by itself without waiting.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/alquerque/bots"
)

func main() {
	depth := flag.Int("depth", 0, "search depth in plies; 0 thinks within the CodeCup clock")
	seed := flag.Uint64("seed", 0, "if not 0, varies the choice among moves of about equal worth")
	flag.Parse()
	engine := bots.NewEngine(bots.Options{Depth: *depth, Seed: *seed})
	if err := play(os.Stdin, os.Stdout, engine.Best); err != nil {
		fmt.Fprintln(os.Stderr, "bot:", err)
		os.Exit(1)
	}
}

// play speaks the jury's dialogue on in and out until Quit, the end of the
// game, or the end of in. choose picks a legal move for the side to move.
func play(in io.Reader, out io.Writer, choose func(alquerque.Position) alquerque.Move) error {
	lines := bufio.NewScanner(in)
	w := bufio.NewWriter(out)
	p := alquerque.Start()
	for lines.Scan() {
		line := strings.TrimSpace(lines.Text())
		switch line {
		case alquerque.QuitLine:
			return nil
		case alquerque.StartLine:
			// We are White, and move first.
		default:
			m, err := alquerque.ParseMove(line)
			if err == nil {
				err = p.Play(m)
			}
			if err != nil {
				return fmt.Errorf("the jury's line %q: %v", line, err)
			}
		}
		m := choose(p)
		if m.IsZero() {
			return fmt.Errorf("no move to play in %v", p)
		}
		p.PlayUnchecked(m) // legal: choose picks among the legal moves
		fmt.Fprintln(w, m)
		// The jury waits for the line: flush it now, not when the buffer fills.
		if err := w.Flush(); err != nil {
			return err
		}
		if p.Outcome().Over {
			return nil // we won, or played the 200th ply: nobody will send Quit
		}
	}
	return lines.Err()
}
