// Command bot is a stand-alone block drop player for JavaChallenge 2015's
// dialogue: it writes READY, then reads the 13-line message the jury sends
// at each of its turns on standard input and answers one letter on
// standard output, flushing after each line, as a contest program must.
//
//	go build -o blockdrop-bot ./examples/blockdrop/bot
//	go run ./examples/referee blockdrop ./blockdrop-bot builtin:random builtin:random builtin:random
//
// It plays the built-in hunter of package
// github.com/contestgames/games/blockdrop/bots (-bot random for the random
// one): stay off blocks about to fall, walk to where an attack catches a
// rival, and attack. It answers every message, also after it has fallen
// (the jury still asks), and exits at the end of its input. The -seed flag
// picks its tie-breaking choices.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/protocol"
)

func main() {
	seed := flag.Uint64("seed", 1, "seed of the bot's choices")
	name := flag.String("bot", "hunter", "which built-in bot plays: hunter or random")
	flag.Parse()
	// The bots read their seat from each message, so any seat will do.
	b, err := bots.New(*name, *seed, 0, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, "blockdrop bot:", err)
		os.Exit(2)
	}
	if err := protocol.Serve(b, os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "blockdrop bot:", err)
		os.Exit(1)
	}
}
