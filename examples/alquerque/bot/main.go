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
// wins, or plays the 200th ply, stops by itself without waiting. In a
// match from another position than the start (a tournament's opening),
// both first read "Setup " and the position, as alquerque.Position.String
// writes it, a line the contest never had. The bot
// keeps the position and says when it is done; protocol.Serve does the
// reading and writing.
package main

import (
	"flag"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/examples/internal/botmain"
)

func main() { newProgram().Main() }

// newProgram returns the bot program: the flags and exit statuses of every
// example bot (package botmain), and -depth.
func newProgram() botmain.Program {
	depth := 0
	return botmain.Program{
		Game: "alquerque", Default: "pvs-clock", Names: bots.Names(),
		Flags: func(fs *flag.FlagSet) {
			fs.IntVar(&depth, "depth", 0, "if positive, play the plain search to this depth in plies instead of -bot")
		},
		New: func(name string, seed uint64) (games.Bot, error) { return newBot(name, depth, seed) },
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
