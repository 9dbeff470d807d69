// Command bot is a stand-alone Lang Wars player for JavaChallenge 2014's
// dialogue: it writes READY, reads what the jury sends on standard input,
// and writes its picks on standard output, flushing after each line, as a
// contest program must.
//
//	go build -o langwars-bot ./examples/langwars/bot
//	go run ./examples/referee langwars ./langwars-bot builtin:random builtin:random builtin:random
//
// It plays the built-in greedy bot of package
// github.com/contestgames/games/langwars/bots: it bounds its rivals'
// hidden holiday believers from the totals the jury shows, and spends each
// pick where it most raises its expected victory points. It exits at the
// end of its input or after its tenth turn. The -bot flag picks another
// built-in bot ("random"), and -seed the bot's random choices.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/contestgames/games/langwars"
	"github.com/contestgames/games/langwars/bots"
)

func main() {
	name := flag.String("bot", "greedy", "the built-in bot to play: greedy or random")
	seed := flag.Uint64("seed", 1, "seed of the bot's random choices")
	flag.Parse()
	if err := run(os.Stdin, os.Stdout, *name, *seed); err != nil {
		fmt.Fprintln(os.Stderr, "langwars bot:", err)
		os.Exit(1)
	}
}

// run plays one game: it writes the bot's lines to out, flushing each, and
// reads the jury's lines from in.
func run(in io.Reader, out io.Writer, name string, seed uint64) error {
	b, err := bots.New(name, seed)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(out)
	say := func(lines []string) error {
		for _, l := range lines {
			if _, err := w.WriteString(l + "\n"); err != nil {
				return err
			}
		}
		return w.Flush()
	}
	if err := say(b.Start()); err != nil {
		return err
	}
	r := bufio.NewScanner(in)
	r.Buffer(make([]byte, 4096), 1<<20)
	turns := 0
	for r.Scan() {
		answer := b.Hear(r.Text())
		if err := say(answer); err != nil {
			return err
		}
		if turns += len(answer); turns >= langwars.Turns {
			return nil
		}
	}
	return r.Err()
}
