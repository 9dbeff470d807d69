package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/allgames"
	"github.com/contestgames/games/protocol/arena"
	"github.com/contestgames/games/protocol/arena/standings"
)

// usage is the command's help; the flags follow it.
const usage = `usage: strength [flags] GAME BOT BOT ...

Plays series between built-in bots of GAME (alquerque, amazes, blockdrop,
langwars, ontherun), each pairing on the same set-ups in every seating,
under the contest's clock, and prints for each pairing and each of the
first bot's seats the games, the mean points, the bot's share of the
points and its 95% interval; for two bots that met the same opponent,
their paired difference seat by seat; then the rating list of all the
bots. A BOT is a built-in bot's name (pvs, planner-clock, strongest). In a
game of more seats, a pairing seats the first bot against copies of the
other. "new old old" sets new against old: old's games against itself are
the baseline.

flags:
`

// A usageError is a mistake in the command line: exit status 2.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return usageError{fmt.Sprintf(format, args...)} }

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	var u usageError
	switch {
	case err == nil || errors.Is(err, flag.ErrHelp):
	case errors.As(err, &u):
		fmt.Fprintf(os.Stderr, "strength: %v (run 'strength -h' for usage)\n", err)
		os.Exit(2)
	default:
		fmt.Fprintf(os.Stderr, "strength: %v\n", err)
		os.Exit(1)
	}
}

// run plays the series the command line asks for, and prints its table
// to stdout and each game's progress to stderr.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	c, err := parse(args, stdout)
	if err != nil {
		return err
	}
	c.runner.Progress = stderr
	s, err := c.play(ctx)
	if err != nil {
		return err
	}
	_, err = io.WriteString(stdout, s.table())
	return err
}

// A config is what a command line asks for.
type config struct {
	game   games.Game
	bots   []string
	format standings.Format
	pairs  int
	seed   uint64
	dir    string
	slack  int
	runner arena.Runner
}

// parse reads the command line. It returns flag.ErrHelp after printing
// the help to stdout when asked for it.
func parse(args []string, stdout io.Writer) (*config, error) {
	c := &config{}
	fs := flag.NewFlagSet("strength", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.IntVar(&c.pairs, "pairs", 10, "`N` set-ups each pairing plays, each in every seating of its bots")
	fs.Uint64Var(&c.seed, "seed", 1, "the seed `N` of the first set-up; the others follow it")
	gauntlet := fs.Bool("gauntlet", false, "pair the first bot with each other only (default: every two bots)")
	fs.IntVar(&c.slack, "slack", 1, "give each player `N` times the contest's clock: for bots with a budget of work\non a loaded machine, which would otherwise lose on time")
	fs.IntVar(&c.runner.Concurrency, "concurrency", 1, "`N` games at once: keep it at most the idle CPUs,\nso that bots on the clock think as they would alone")
	fs.StringVar(&c.dir, "dir", "", "keep each pairing's records in `DIR`/BOT-vs-OPPONENT, a tournament's directory\n(referee table, referee view, referee replay read it); started again, plays only what is missing")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, usage)
			fs.SetOutput(stdout)
			fs.PrintDefaults()
			return nil, err
		}
		return nil, usageError{err.Error()}
	}
	c.format = standings.RoundRobin
	if *gauntlet {
		c.format = standings.Gauntlet
	}
	return c, c.setPlayers(fs.Args())
}

// setPlayers reads GAME and the bots, and checks the numbers.
func (c *config) setPlayers(args []string) error {
	if len(args) == 0 {
		return usagef("no GAME")
	}
	all := allgames.Games()
	i := slices.IndexFunc(all, func(g games.Game) bool { return g.Name == args[0] })
	if i < 0 {
		names := make([]string, len(all))
		for j, g := range all {
			names[j] = g.Name
		}
		return usagef("no game %q; the games are %s", args[0], strings.Join(names, ", "))
	}
	c.game, c.bots = all[i], args[1:]
	if len(c.bots) < 2 {
		return usagef("%s: want two bots or more, got %d", c.game.Name, len(c.bots))
	}
	for _, b := range c.bots {
		if !c.game.Bots.Has(b) {
			return usagef("%s has no built-in bot %q; it has %s and %s", c.game.Name, b, strings.Join(c.game.Bots.Names, ", "), games.Strongest)
		}
	}
	switch {
	case c.pairs < 1:
		return usagef("-pairs %d: want at least 1", c.pairs)
	case c.slack < 1:
		return usagef("-slack %d: want at least 1", c.slack)
	case c.runner.Concurrency < 1:
		return usagef("-concurrency %d: want at least 1", c.runner.Concurrency)
	}
	return nil
}
