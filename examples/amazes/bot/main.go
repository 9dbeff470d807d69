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
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/contestgames/games/amazes"
	"github.com/contestgames/games/amazes/bots"
)

func main() {
	seed := flag.Uint64("seed", 1, "seed of the bot's tie-breaking choices")
	flag.Parse()
	if err := run(os.Stdin, os.Stdout, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "amazes bot:", err)
		os.Exit(1)
	}
}

// run plays one game: it reads the jury's lines from in and writes the
// bot's turns to out, flushing each.
func run(in io.Reader, out io.Writer, seed uint64) error {
	b := bots.NewExplore(seed)
	r := bufio.NewScanner(in)
	r.Buffer(make([]byte, 4096), 1<<20)
	w := bufio.NewWriter(out)
	turns := 0
	for r.Scan() {
		line := r.Text()
		if line == "Quit" {
			return nil
		}
		for _, answer := range b.Hear(line) {
			if _, err := w.WriteString(answer + "\n"); err != nil {
				return err
			}
			if err := w.Flush(); err != nil {
				return err
			}
			if turns++; turns == amazes.MaxTurns {
				return nil
			}
		}
	}
	return r.Err()
}
