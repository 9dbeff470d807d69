// Command bot is the smallest complete Alquerque player for the CodeCup
// 2008 jury: it reads the jury's lines on stdin and writes its moves on
// stdout, one a line. Copy it to start a bot of your own, and replace the
// search with your ideas.
//
//	go run ./examples/alquerque/bot                # pvs-clock: thinks within the 30-second clock
//	go run ./examples/alquerque/bot -bot pvs       # a fixed budget of positions: the same game every run
//	go run ./examples/alquerque/bot -depth 4       # the plain search to a fixed depth
//
// By default it plays the built-in "pvs-clock" bot of package
// github.com/contestgames/games/alquerque/bots: a principal variation
// search that plans its time over the contest's whole clock of 30 seconds
// and never takes more than 3 seconds a move. The -bot flag picks another
// built-in bot ("pvs", the same search with a fixed budget of positions a
// move, "search", "search-clock" or "random"), and -seed varies its choice
// among moves of about equal worth. -depth, if positive, plays the plain
// alpha-beta search of "search" to that depth instead, ignoring -bot.
//
// The dialogue: White first reads "Start", Black first reads White's first
// move; then each reads its opponent's move and answers with its own. A
// player that loses, or faces an illegal move, reads "Quit"; a player that
// wins, or plays the 200th ply, stops by itself without waiting. The bot
// keeps the position and says when it is done; protocol.Serve does the
// reading and writing.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol"
)

func main() {
	name := flag.String("bot", "pvs-clock", "the built-in bot to play: "+strings.Join(bots.Names(), ", "))
	depth := flag.Int("depth", 0, "if positive, play the plain search to this depth in plies instead of -bot")
	seed := flag.Uint64("seed", 0, "varies the bot's choice among moves of about equal worth")
	flag.Parse()
	b, err := newBot(*name, *depth, *seed)
	if err == nil {
		err = run(os.Stdin, os.Stdout, b)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "bot:", err)
		os.Exit(1)
	}
}

// newBot returns the built-in bot called name with seed, or with a
// positive depth the plain search to that depth.
func newBot(name string, depth int, seed uint64) (games.Bot, error) {
	if depth > 0 {
		return bots.NewSearch(bots.Options{Depth: depth, Seed: seed}), nil
	}
	return bots.New(name, seed, 0, nil)
}

// run plays b on in and out until Quit, the end of the game, or the end of
// in. A line from the jury that b cannot follow is an error: the jury
// never sends one, so something is badly wrong.
func run(in io.Reader, out io.Writer, b games.Bot) error {
	if err := protocol.Serve(b, in, out); err != nil {
		return err
	}
	if e, ok := b.(interface{ Err() error }); ok {
		return e.Err()
	}
	return nil
}
