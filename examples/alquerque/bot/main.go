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
// wins, or plays the 200th ply, stops by itself without waiting. The bot
// ([bots.Search]) keeps the position and says when it is done;
// protocol.Serve does the reading and writing.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol"
)

func main() {
	depth := flag.Int("depth", 0, "search depth in plies; 0 thinks within the CodeCup clock")
	seed := flag.Uint64("seed", 0, "if not 0, varies the choice among moves of about equal worth")
	flag.Parse()
	if err := run(os.Stdin, os.Stdout, bots.NewSearch(bots.Options{Depth: *depth, Seed: *seed})); err != nil {
		fmt.Fprintln(os.Stderr, "bot:", err)
		os.Exit(1)
	}
}

// run plays b on in and out until Quit, the end of the game, or the end of
// in. A line from the jury that b cannot follow is an error: the jury
// never sends one, so something is badly wrong.
func run(in io.Reader, out io.Writer, b *bots.Search) error {
	if err := protocol.Serve(b, in, out); err != nil {
		return err
	}
	return b.Err()
}
