// Package botmain is the main of every example bot program, so that the
// five take the same flags, with the same defaults, and exit alike:
//
//   - -bot NAME picks the built-in bot (each game's default thinks on the
//     contest's clock), -seed N seeds its choices (default 1); a game may
//     add flags of its own, such as On The Run's -map;
//   - exit status 0 when the game has ended, 1 when the dialogue broke (a
//     line the bot cannot follow, or its input failed), 2 for a bad
//     command line or an unknown bot, as the flag package exits;
//   - an error is one line on standard error, "GAME bot: what is wrong".
package botmain

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
)

// The exit statuses of every example bot.
const (
	ExitEnded  = 0 // the game ended, or help was asked for
	ExitBroken = 1 // the dialogue broke
	ExitUsage  = 2 // a bad command line or an unknown bot
)

// A Program is one game's example bot program.
type Program struct {
	// Game names the game, as in "alquerque": errors begin "alquerque bot: ".
	Game string
	// Default is the bot that plays when -bot names none.
	Default string
	// Names lists the built-in bots, for the help.
	Names []string
	// Flags, when not nil, adds the game's own flags.
	Flags func(fs *flag.FlagSet)
	// New makes the bot called name with seed, once the flags are read.
	New func(name string, seed uint64) (games.Bot, error)
}

// Main runs the program on the process's arguments and standard streams,
// and exits with its status.
func (p Program) Main() {
	os.Exit(p.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Run reads args (the flags, without the program's name), makes the bot
// and plays it on in and out, and returns the exit status, having written
// what went wrong as one line to errOut.
func (p Program) Run(args []string, in io.Reader, out, errOut io.Writer) int {
	fs := flag.NewFlagSet(p.Game+" bot", flag.ContinueOnError)
	fs.SetOutput(errOut)
	name := fs.String("bot", p.Default, "the built-in bot to play: one of "+strings.Join(p.Names, ", "))
	seed := fs.Uint64("seed", 1, "the seed of the bot's choices: the same seed, the same game for a bot that thinks with a fixed budget")
	if p.Flags != nil {
		p.Flags(fs)
	}
	fs.SetOutput(io.Discard) // the error is printed below, in one line
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(errOut)
			fmt.Fprintf(errOut, "usage: %s bot [flags]: plays one game on standard input and output\n", p.Game)
			fs.PrintDefaults()
			return ExitEnded
		}
		return p.fail(errOut, ExitUsage, err)
	}
	if fs.NArg() > 0 {
		return p.fail(errOut, ExitUsage, fmt.Errorf("unexpected argument %q: the bot takes flags only", fs.Arg(0)))
	}
	b, err := p.New(*name, *seed)
	if err != nil {
		return p.fail(errOut, ExitUsage, err)
	}
	if err := Play(b, in, out); err != nil {
		return p.fail(errOut, ExitBroken, err)
	}
	return ExitEnded
}

// fail writes err as the program's one line and returns status.
func (p Program) fail(errOut io.Writer, status int, err error) int {
	fmt.Fprintf(errOut, "%s bot: %v\n", p.Game, err)
	return status
}

// Play plays b on in and out until the game ends or in does. A line that b
// cannot follow is an error: a jury never sends one, so something is
// badly wrong.
func Play(b games.Bot, in io.Reader, out io.Writer) error {
	if err := protocol.Serve(b, in, out); err != nil {
		return err
	}
	if e, ok := b.(interface{ Err() error }); ok {
		return e.Err()
	}
	return nil
}

// RunErr is Run for a caller in the same process, such as a test: nil
// when the program would exit with status 0, and otherwise an error that
// says the status and the program's line.
func (p Program) RunErr(args []string, in io.Reader, out io.Writer) error {
	var errOut strings.Builder
	if status := p.Run(args, in, out, &errOut); status != ExitEnded {
		return fmt.Errorf("exit status %d: %s", status, strings.TrimSuffix(errOut.String(), "\n"))
	}
	return nil
}

// Builtin returns the program of a game whose built-in bots need neither
// a seat nor options (they learn both from the dialogue): newBot is the
// bots package's New.
func Builtin(game, defaultBot string, names []string, newBot func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error)) Program {
	return Program{Game: game, Default: defaultBot, Names: names,
		New: func(name string, seed uint64) (games.Bot, error) { return newBot(name, seed, 0, nil) }}
}
