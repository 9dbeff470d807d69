// Command bot is a stand-alone Amazes player for CodeCup 2010's dialogue:
// it reads what the jury sends on standard input and writes its turns on
// standard output, flushing after each, as a contest program must.
//
//	go build -o amazes-bot ./examples/amazes/bot
//	go run ./examples/referee amazes ./amazes-bot builtin:random
//
// It plays the built-in explore bot of package
// github.com/contestgames/games/amazes/bots: walk to where the view will
// show new ground, and chase the opponent by the distance line when that
// pays. It exits on "Quit", at the end of its input, or after its 150th
// turn, as the rules ask. The -seed flag picks its tie-breaking choices.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/contestgames/games/amazes/bots"
	"github.com/contestgames/games/protocol"
)

func main() {
	seed := flag.Uint64("seed", 1, "seed of the bot's tie-breaking choices")
	flag.Parse()
	if err := protocol.Serve(bots.NewExplore(*seed), os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "amazes bot:", err)
		os.Exit(1)
	}
}
