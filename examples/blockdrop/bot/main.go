// Command bot is a stand-alone block drop player for JavaChallenge 2015's
// dialogue: it writes READY, then reads the 13-line message the jury sends
// at each of its turns on standard input and answers one letter on
// standard output, flushing after each line, as a contest program must.
//
//	go build -o blockdrop-bot ./examples/blockdrop/bot
//	go run ./examples/referee blockdrop ./blockdrop-bot builtin:random builtin:random builtin:random
//
// It plays a built-in bot of package
// github.com/contestgames/games/blockdrop/bots, montecarlo-clock unless
// -bot names another (montecarlo, hunter or random): it keeps to the
// actions after which no rival can catch it, plays each out a few rounds
// many times over, its rivals played as what they have shown themselves
// to be, and takes the best, thinking 150 ms a turn, well inside the
// contest's second. It answers every
// message, also after it has fallen (the jury still asks), and exits at
// the end of its input. The -seed flag picks its random choices.
package main

import (
	"github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/examples/internal/botmain"
)

func main() { program.Main() }

// program is the bot program, with the flags and exit statuses of every
// example bot (package botmain).
var program = botmain.Builtin("blockdrop", "montecarlo-clock", bots.Names(), bots.New)
