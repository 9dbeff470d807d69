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
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/contestgames/games/langwars/bots"
	"github.com/contestgames/games/protocol"
)

func main() {
	name := flag.String("bot", "montecarlo-clock", "the built-in bot to play: "+strings.Join(bots.Names(), ", "))
	seed := flag.Uint64("seed", 1, "seed of the bot's random choices")
	flag.Parse()
	if err := run(os.Stdin, os.Stdout, *name, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "langwars bot:", err)
		os.Exit(1)
	}
}

// run plays one game of the bot called name, reading the jury's lines from
// in and writing the bot's to out. A program is never told its seat, and
// the jury sends the attention degrees, so the bot is made without them.
func run(in io.Reader, out io.Writer, name string, seed uint64) error {
	b, err := bots.New(name, seed, 0, nil)
	if err != nil {
		return err
	}
	return protocol.Serve(b, in, out)
}
