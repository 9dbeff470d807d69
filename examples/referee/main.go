// Command referee plays matches of the contest games between programs that
// speak the contest's stdin/stdout dialogue, built-in Go bots, or a mix, with
// the contest's time rules, and prints the moves and the result.
//
//	go run ./examples/referee alquerque
//	go run ./examples/referee alquerque builtin:search './mybot --fast'
//	go run ./examples/referee -games 10 -record games.jsonl alquerque builtin:search builtin:random
//	go run ./examples/referee -maze maze01.txt amazes ./mybot builtin:explore
//
// Usage:
//
//	referee [flags] GAME [PLAYER ...]
//
// A PLAYER is builtin:NAME for a built-in bot, or a command run with sh -c.
// Without players the game's default built-in bots play. A game ends with the
// line
//
//	result: S1-S2 (REASON)
//
// with the scores in seat order. With -games N it plays N games, moving each
// player one seat on between games, and prints a table of wins and points.
//
// The exit status is 0 when the matches ran, whatever their results, and 2,
// with a one-line reason, for bad arguments.
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
	"time"

	"github.com/contestgames/games"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	err := run(ctx, builtinGames(), os.Args[1:], os.Stdout, os.Stderr)
	var usage usageError
	switch {
	case errors.As(err, &usage):
		fmt.Fprintln(os.Stderr, "referee:", err)
		os.Exit(2)
	case err != nil:
		fmt.Fprintln(os.Stderr, "referee:", err)
		os.Exit(1)
	}
}

// A usageError is a mistake in the command line.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return usageError{fmt.Sprintf(format, args...)}
}

// config is what the command line asks for.
type config struct {
	game    games.Game
	players []string
	seed    uint64
	games   int
	record  string
	verbose bool
	clock   clockFlags
	options map[string]string // the game's options, files read
	memory  int64             // MiB of writable memory per program; 0 for no limit
}

func parseArgs(reg registry, args []string, stderr io.Writer) (*config, error) {
	fs := flag.NewFlagSet("referee", flag.ContinueOnError)
	fs.SetOutput(stderr)
	c := &config{}
	fs.Uint64Var(&c.seed, "seed", 1, "seed of the match: the game's random set-up and the built-in bots' choices")
	fs.IntVar(&c.games, "games", 1, "number of games; players move one seat on between games")
	fs.StringVar(&c.record, "record", "", "write the record (JSON Lines) to this `file`; with -games, file-1, file-2, …")
	fs.BoolVar(&c.verbose, "v", false, "print the whole dialogue, and what programs wrote to standard error")
	fs.DurationVar(&c.clock.total, "time", 0, "each player's time for the whole game, replacing the contest's (CodeCup games)")
	fs.DurationVar(&c.clock.perTurn, "turntime", 0, "time limit per turn, replacing the contest's (JavaChallenge games)")
	fs.DurationVar(&c.clock.handshake, "handshake", 0, "time limit for a program's first line (READY), replacing the contest's")
	fs.StringVar(&c.clock.pause, "pause", "", "pause programs while it is not their turn: on or off (default: as the contest did)")
	fs.Int64Var(&c.memory, "memory", 0, "limit each program's writable memory to this many `MiB` (CodeCup gave 64); 0 for no limit")
	options := reg.options()
	for i := range options {
		fs.Var(&options[i], options[i].Name, options[i].usage())
	}
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: referee [flags] GAME [PLAYER ...]\n\nGAME is one of: %s\n", reg.names())
		fmt.Fprint(fs.Output(), "PLAYER is builtin:NAME for a built-in bot or a command run with sh -c.\n\nflags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, err
		}
		return nil, usageError{err.Error()}
	}
	if fs.NArg() == 0 {
		return nil, usagef("no game named; want one of: %s", reg.names())
	}
	g, ok := reg.find(fs.Arg(0))
	if !ok {
		return nil, usagef("unknown game %q; want one of: %s", fs.Arg(0), reg.names())
	}
	c.game = g
	c.players = fs.Args()[1:]
	if len(c.players) == 0 {
		for _, name := range g.Bots.Defaults {
			c.players = append(c.players, "builtin:"+name)
		}
	}
	if len(c.players) != g.Players() {
		return nil, usagef("%s takes %d players, got %d", g.Name, g.Players(), len(c.players))
	}
	for _, p := range c.players {
		if err := checkPlayer(g, p); err != nil {
			return nil, err
		}
	}
	if c.games < 1 {
		return nil, usagef("-games %d: want at least 1", c.games)
	}
	if c.memory < 0 {
		return nil, usagef("-memory %d: want a number of MiB, or 0 for no limit", c.memory)
	}
	if c.clock.pause != "" && c.clock.pause != "on" && c.clock.pause != "off" {
		return nil, usagef("-pause %q: want on or off", c.clock.pause)
	}
	for name, d := range map[string]time.Duration{"time": c.clock.total, "turntime": c.clock.perTurn, "handshake": c.clock.handshake} {
		if d < 0 {
			return nil, usagef("-%s %v: want a positive duration", name, d)
		}
	}
	var err error
	if c.options, err = gameOptions(g, options); err != nil {
		return nil, err
	}
	if _, _, err := g.NewReferee(c.seed, c.options); err != nil {
		return nil, usageError{err.Error()}
	}
	return c, nil
}

// gameOptions returns the options of game g that the command line set,
// with the contents of the files that options of files name.
func gameOptions(g games.Game, flags []gameOption) (map[string]string, error) {
	out := map[string]string{}
	for _, o := range flags {
		if !o.set {
			continue
		}
		if !slices.Contains(o.games, g.Name) {
			return nil, usagef("-%s does not apply to %s", o.Name, g.Name)
		}
		out[o.Name] = o.value
		if o.File {
			text, err := os.ReadFile(o.value)
			if err != nil {
				return nil, usagef("-%s: %v", o.Name, err)
			}
			out[o.Name] = string(text)
		}
	}
	return out, nil
}

// run runs the command line args with the games of reg.
func run(ctx context.Context, reg registry, args []string, stdout, stderr io.Writer) error {
	c, err := parseArgs(reg, args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	if c.games == 1 {
		_, err := playOne(ctx, c, 0, stdout)
		return err
	}
	return playSeries(ctx, c, stdout)
}
