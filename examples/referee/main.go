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
	"github.com/contestgames/games/protocol/arena"
	"github.com/contestgames/games/protocol/record"
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
		case "league":
			return runLeague(ctx, reg, args[1:], stdout, stderr)
		}
	}
	c, err := parseArgs(reg, args, stdout)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	writeHiddenNotes(stdout, c.names, arena.Commands(c.players), c.program.Sandbox)
	c.series.notices = stderr
	if c.games == 1 {
		_, _, err := playOne(ctx, c, 0, stdout)
		return err
	}
	return playSeries(ctx, c, stdout)
}

// printVersion prints the referee's version: the module's, as records
// keep it (record.Version), and the Go release it was built with.
func printVersion(w io.Writer) {
	fmt.Fprintf(w, "referee %s (%s, %s)\n", record.Version(), record.ModulePath, runtime.Version())
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
// program.Program).
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
