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
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/blockdrop/bots"
)

func main() {
	seed := flag.Uint64("seed", 1, "seed of the bot's choices")
	name := flag.String("bot", "hunter", "which built-in bot plays: hunter or random")
	flag.Parse()
	b, err := bots.New(*name, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "blockdrop bot:", err)
		os.Exit(2)
	}
	if err := run(os.Stdin, os.Stdout, b); err != nil {
		fmt.Fprintln(os.Stderr, "blockdrop bot:", err)
		os.Exit(1)
	}
}

// run plays one game: it writes b's first lines (READY), then hands b each
// line read from in and writes what it answers to out, flushing each line.
func run(in io.Reader, out io.Writer, b games.Bot) error {
	w := bufio.NewWriter(out)
	say := func(lines []string) error {
		for _, l := range lines {
			if _, err := w.WriteString(l + "\n"); err != nil {
				return err
			}
			if err := w.Flush(); err != nil {
				return err
			}
		}
		return nil
	}
	if err := say(b.Start()); err != nil {
		return err
	}
	r := bufio.NewScanner(in)
	for r.Scan() {
		if err := say(b.Hear(r.Text())); err != nil {
			return err
		}
	}
	return r.Err()
}
