// Command bot is a stand-alone Lang Wars player for JavaChallenge 2014's
// dialogue: it writes READY, reads what the jury sends on standard input,
// and writes its picks on standard output, flushing after each line, as a
// contest program must.
//
//	go build -o langwars-bot ./examples/langwars/bot
//	go run ./examples/referee langwars ./langwars-bot builtin:random builtin:random builtin:random
//
// It plays the built-in montecarlo-clock bot of package
// github.com/contestgames/games/langwars/bots: it samples its rivals'
// hidden holiday picks consistently with what the jury has shown, plays
// the rest of the game out many times for every way of making its picks,
// and makes the best on average, thinking about 350ms a turn (never more
// than 700ms) of the contest's second. It exits at the end of its input or
// after its tenth turn. The -bot flag picks another built-in bot
// ("montecarlo", the same with a fixed budget of playouts, "greedy" or
// "random"), and -seed the bot's random choices.
package main

import (
	"github.com/contestgames/games/examples/internal/botmain"
	"github.com/contestgames/games/langwars/bots"
)

func main() { program.Main() }

// program is the bot program, with the flags and exit statuses of every
// example bot (package botmain).
var program = botmain.Builtin("langwars", "montecarlo-clock", bots.Names(), bots.New)
