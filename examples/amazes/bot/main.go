// Command bot is a stand-alone Amazes player for CodeCup 2010's dialogue:
// it reads what the jury sends on standard input and writes its turns on
// standard output, flushing after each, as a contest program must.
//
//	go build -o amazes-bot ./examples/amazes/bot
//	go run ./examples/referee amazes ./amazes-bot builtin:explore
//
// It plays the built-in rival-clock bot of package
// github.com/contestgames/games/amazes/bots: it races to discover the
// whole maze, walking each turn to where its next views promise the most
// new squares, then ends a turn on the opponent's square for sudden
// death, tracking it by the distance line, a turn early where it can walk
// through the last squares and on to the opponent; on the way it takes
// the 100 points of a catch where they cost the race little. It plans up to 64
// squares two turns ahead a turn, as many as fit in its share of the
// clock, 60% of the contest's 30 seconds for the game: that takes a
// millisecond or two a turn on a current machine. It exits on "Quit", at
// the end of its input, or after its 150th turn, as the rules ask. The
// -bot flag picks another built-in bot ("rival", the same with a fixed
// budget, "planner-clock" and "planner", which strike no turn early,
// "explore" or "random"), and -seed the bot's random choices.
package main

import (
	"github.com/contestgames/games/amazes/bots"
	"github.com/contestgames/games/examples/internal/botmain"
)

func main() { program.Main() }

// program is the bot program, with the flags and exit statuses of every
// example bot (package botmain).
var program = botmain.Builtin("amazes", "rival-clock", bots.Names(), bots.New)
