// Command referee plays matches of the contest games between programs that
// speak the contest's stdin/stdout dialogue, built-in Go bots, or a mix, with
// the contest's time rules, prints the moves and the result, and checks
// records against the rules.
//
//	go run ./examples/referee alquerque
//	go run ./examples/referee alquerque builtin:search './mybot --fast'
//	go run ./examples/referee -games 10 -record games.jsonl alquerque builtin:search builtin:random
//	go run ./examples/referee -maze maze01.txt amazes ./mybot builtin:explore
//	go run ./examples/referee replay -v games-1.jsonl
//	go run ./examples/referee view games-1.jsonl
//	go run ./examples/referee view runs/t1
//
// Usage:
//
//	referee [flags] GAME [PLAYER ...]
//	referee replay [-v] RECORD ...
//	referee view RECORD|DIR ... [-o FILE|DIR]
//	referee tournament [flags] GAME PLAYER PLAYER ...
//	referee table [-json] DIR ...
//	referee -version
//
// Flags come before GAME. A PLAYER is builtin:NAME for a built-in bot, or a
// command run with sh -c, either named as NAME=COMMAND (unnamed, a player
// is named after its program); each program is checked before the first
// game.
// Without players the game's default built-in bots play, and the same seed
// gives the same game, byte for byte. A game starts with the line that
// says its seed and who sits where, and ends with the result:
//
//	alquerque, seed 1: white = mybot (./mybot), black = search (builtin:search)
//	…
//	result: S1-S2 (REASON)
//
// with the scores in seat order. A program's fault is a line that says
// what the referee knew of it: "white: exited (exit status 2; its last
// stderr line: "…")"; a program seen waiting for input while on move is
// told at once, on stderr ("mybot: waiting for input while on move: its
// answer may sit in an unflushed buffer"), and keeps its whole clock.
// With -games N it plays N games, moving each
// player one seat on between games, writes the records to file-1 … file-N,
// and prints a table of wins, draws, losses and points.
//
// A program inherits the referee's whole environment; with -sandbox it
// gets only PATH=/usr/local/bin:/usr/bin:/bin, HOME (its own directory),
// TMPDIR=/tmp and LANG=C.UTF-8, so that no secret of the referee's reaches
// it or the record. -env NAME passes the referee's variable NAME (unset,
// it is a mistake of the command line) and -env NAME=VALUE sets one, in
// matches, series and tournaments alike; give it once for each variable.
// What a program wrote (its lines, its standard error with -v, what the
// referee knew of its fault) is printed with what a terminal would act
// on escaped, as Go escapes it (ESC as \x1b), so that no escape sequence
// of a program's reaches the terminal; the record keeps the bytes.
//
// replay plays each record again through the game's rules and prints ok, or
// the first line where the record and the rules disagree. view writes each
// record as one HTML page that replays the game in a browser, from disk
// (package view), and for a tournament's directory DIR the page of each of
// its games and DIR/index.html, the index page that links them; -html
// writes one beside each record of a match, and with -games N the series'
// index page, FILE.html beside FILE-1.html ….
// tournament plays more players than seats, in game pairs, many games at
// once, keeping every record as it ends, from an openings file's set-ups
// and after random plies if asked (-openings, -random-plies), and prints
// the distinct games, W/D/L, the rating list of all players, Elo with its
// interval, LOS and an SPRT (package arena), or all of it as JSON (-json);
// table merges the record directories of a tournament's shards. -version
// prints the version every record's header keeps.
//
// Exit status: 0 when the games were played (or the records agree with the
// rules), whatever the results; 1 when the referee itself failed or a record
// did not replay; 2, with a one-line reason, for a mistake in the command
// line, a file named there that cannot be read or is no match record
// (replay, view), or a record the rules reject (view); 128+N when stopped
// by signal N (130, 143 and 129 for SIGINT, SIGTERM and SIGHUP), after
// stopping every program, ending the record with an "interrupted" line and
// removing the programs' directories.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"syscall"

	"github.com/contestgames/games/internal/text"
	"github.com/contestgames/games/protocol"
)

func main() {
	ctx, stop := interruptible(context.Background())
	err := run(ctx, builtinGames(), os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(exitStatus(ctx, err, os.Stderr))
}

// run runs the command line args with the games of reg.
func run(ctx context.Context, reg registry, args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		switch args[0] {
		case "replay":
			return replayRecords(reg, args[1:], stdout, stderr)
		case "view":
			return viewRecords(reg, args[1:], stdout, stderr)
		case "tournament":
			return runTournament(ctx, reg, args[1:], stdout, stderr)
		case "table":
			return runTable(reg, args[1:], stdout)
		}
	}
	c, err := parseArgs(reg, args, stdout)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	writeHiddenNotes(stdout, c.names, c.players, c.sandbox.limits())
	c.notices = stderr
	if c.games == 1 {
		_, err := playOne(ctx, c, 0, stdout)
		return err
	}
	return playSeries(ctx, c, stdout)
}

// printVersion prints the referee's version: the module's, as records
// keep it (protocol.Version), and the Go release it was built with.
func printVersion(w io.Writer) {
	fmt.Fprintf(w, "referee %s (%s, %s)\n", protocol.Version(), protocol.ModulePath, runtime.Version())
}

// errFailed is the error of a run that has said why it failed already.
var errFailed = errors.New("failed")

// errRejected is the error of a run that has said already which of its
// input files it could not use: exit status 2, as for an inputError.
var errRejected = errors.New("rejected")

// exitStatus prints err, if it needs printing, and returns the exit status
// it calls for.
func exitStatus(ctx context.Context, err error, stderr io.Writer) int {
	var usage usageError
	var input inputError
	var sig interrupted
	switch {
	case err == nil:
		return 0
	case errors.As(context.Cause(ctx), &sig):
		fmt.Fprintf(stderr, "referee: %v; every program stopped, the record kept\n", sig)
		return 128 + int(sig.signal)
	case errors.As(err, &usage):
		fmt.Fprintf(stderr, "referee: %s (run 'referee -h' for usage)\n", oneLine(usage.msg))
		return 2
	case errors.As(err, &input):
		fmt.Fprintf(stderr, "referee: %s\n", oneLine(input.msg))
		return 2
	case errors.Is(err, errFailed):
		return 1
	case errors.Is(err, errRejected):
		return 2
	}
	fmt.Fprintf(stderr, "referee: %s\n", oneLine(err.Error()))
	return 1
}

// oneLine joins the lines of a message with "; ", and escapes what a
// terminal would act on: an error may quote what a program wrote, or a
// record.
func oneLine(s string) string {
	return text.Escape(strings.ReplaceAll(strings.TrimSpace(s), "\n", "; "))
}

// An interrupted is the cause of a run stopped by a signal.
type interrupted struct{ signal syscall.Signal }

func (e interrupted) Error() string {
	names := map[syscall.Signal]string{syscall.SIGINT: "SIGINT", syscall.SIGTERM: "SIGTERM", syscall.SIGHUP: "SIGHUP"}
	return "stopped by " + names[e.signal]
}

// interruptible returns a context that SIGINT, SIGTERM or SIGHUP cancel
// with an interrupted cause. Only the first signal is caught: a second one
// ends the program at once, and the programs of the match with it (see
// protocol.Program).
func interruptible(parent context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(parent)
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		select {
		case s := <-ch:
			signal.Stop(ch)
			cancel(interrupted{s.(syscall.Signal)})
		case <-ctx.Done():
		}
	}()
	return ctx, func() { signal.Stop(ch); cancel(nil) }
}
