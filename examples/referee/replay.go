package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
	"github.com/contestgames/games/protocol/arena"
	"github.com/contestgames/games/protocol/record"
)

// replayRecords runs "referee replay [-v] RECORD ...": it plays each record
// again through its game's referee, made from the record's header alone,
// and prints "NAME: ok" or the first line where the record and the rules
// disagree. With -v it prints each game move by move, with the board after
// every move. It returns errFailed, after printing, when a record fails;
// else errRejected, after saying so on stderr in one line each, when a
// file cannot be read or is no match record.
func replayRecords(reg registry, args []string, stdout, stderr io.Writer) error {
	fs, verbose := newReplayFlags()
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(stdout, `usage: referee replay [-v] RECORD ...

Plays each record again through its game's rules, from the record's header
alone, and prints "RECORD: ok", or the first line of the record that the
rules disagree with and why. A record of a match that was interrupted is
checked up to its interruption. A record that started from an opening
replays from its start, which its header's options hold; the opening's
plies must lead there. A record of another major version of the referee
is refused, naming that version.

Exit status: 0 when every record agrees with the rules, 1 when one does not,
2 for a mistake in the command line: a file that cannot be read or is no
match record, which is one line on stderr (1 when both happened).

flags:
`)
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		return nil
	}
	if err != nil {
		return usagef("replay: %v", flagOwner(reg, "referee replay", err))
	}
	if fs.NArg() == 0 {
		return usagef("replay: no record named")
	}
	failed, rejected := false, false
	for _, name := range fs.Args() {
		status, err := replayFile(reg, name, *verbose, stdout)
		var input inputError
		switch {
		case errors.As(err, &input):
			rejected = true
			fmt.Fprintf(stderr, "referee: replay: %s\n", oneLine(input.msg))
			continue
		case err != nil:
			failed = true
			status = err.Error()
		}
		fmt.Fprintf(stdout, "%s: %s\n", name, oneLine(status))
	}
	switch {
	case failed:
		return errFailed
	case rejected:
		return errRejected
	}
	return nil
}

// readRecordFile reads the record in the file name. A file that cannot be
// read, or that is no match record at all (its first line is no record's
// header), is an inputError naming the file; a record broken further on
// is an error naming its line.
func readRecordFile(name string) ([]byte, *record.Record, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, nil, fileError("", name, unwrapPath(err).Error())
	}
	rec, err := record.Read(bytes.NewReader(data))
	switch {
	case err != nil && rec.Header.Game == "":
		return nil, nil, fileError("", name, fmt.Sprintf("not a match record (%v)", replayError(err, nil)))
	case err != nil:
		return nil, nil, replayError(err, nil)
	}
	return data, rec, nil
}

// replayFile replays the record in the file name and says how it ended:
// "ok", or why not as an error that names the record's line (an
// inputError when the file is no record at all).
func replayFile(reg registry, name string, verbose bool, stdout io.Writer) (string, error) {
	data, rec, err := readRecordFile(name)
	if err != nil {
		return "", err
	}
	return replayRecord(reg, data, rec, verbose, stdout)
}

// replayRecord replays rec, the record read from data, as replayFile does
// the record of a file.
func replayRecord(reg registry, data []byte, rec *record.Record, verbose bool, stdout io.Writer) (string, error) {
	var g games.Game
	var headerErr error
	newReferee := func(h record.Header) (games.Referee, error) {
		ref, err := refereeOf(reg, h, &g)
		headerErr = err
		return ref, err
	}
	err := record.Replay(bytes.NewReader(data), newReferee)
	if headerErr != nil {
		return "", headerErr
	}
	if err != nil {
		return "", replayError(err, rec)
	}
	if verbose {
		ref, err := newReferee(rec.Header)
		if err != nil {
			return "", err
		}
		showGame(stdout, g, ref, rec)
	}
	if rec.Interrupted != "" {
		return "ok, up to its interruption (" + rec.Interrupted + ")", nil
	}
	return "ok", nil
}

// replayError says where a record and its replay part, by line, without
// the package prefixes a user does not need. When the referee answers a
// player's line otherwise than the record does, the record names that line
// first, and the answer's line after it: a changed move shows only in the
// referee's answer to it.
func replayError(err error, rec *record.Record) error {
	var re *record.ReplayError
	var ce *record.ReadError
	switch {
	case errors.As(err, &re) && rec != nil:
		if k := answered(rec, re.Line); k > 0 && strings.HasPrefix(re.Replayed, "sends ") {
			return fmt.Errorf("line %d: the rules' referee answers this line: it %s, where the record has at line %d %s",
				k, re.Replayed, re.Line, re.Recorded)
		}
		return fmt.Errorf("line %d: the record has %s, but the rules' referee %s", re.Line, re.Recorded, re.Replayed)
	case errors.As(err, &ce):
		return fmt.Errorf("line %d: %v", ce.Line, ce.Err)
	}
	return err
}

// answered returns the line of the last player's line or fault before
// line n of rec, or 0 if there is none.
func answered(rec *record.Record, n int) int {
	k := 0
	for _, ev := range rec.Events {
		if ev.Line >= n {
			break
		}
		if ev.Kind == record.Received || ev.Kind == record.Faulted {
			k = ev.Line
		}
	}
	return k
}

// refereeOf makes the referee of a record's header, and sets *g to its
// game. A header whose opening's plies do not lead to the start its
// options hold is refused.
func refereeOf(reg registry, h record.Header, g *games.Game) (games.Referee, error) {
	var ok bool
	if *g, ok = reg.find(h.Game); !ok {
		return nil, fmt.Errorf("line 1: no game %q; the games are %s", h.Game, reg.names())
	}
	ref, _, err := g.NewReferee(h.Seed, h.Options)
	if err != nil {
		return nil, fmt.Errorf("line 1: %w", err)
	}
	if err := arena.CheckOpening(*g, h); err != nil {
		return nil, fmt.Errorf("line 1: %w", err)
	}
	return ref, nil
}

// showGame prints the game of a record that has replayed: each line a
// player wrote, each fault, and the board after it, then the result.
func showGame(w io.Writer, g games.Game, ref games.Referee, rec *record.Record) {
	board := func() {
		if g.Board != nil {
			fmt.Fprintf(w, "%s\n\n", indent(g.Board(ref)))
		}
	}
	board()
	walk := record.Walker{Ref: ref}
	n := 0
	for _, ev := range rec.Events {
		switch ev.Kind {
		case record.Sent, record.Stderr:
			continue
		case record.Faulted:
			fmt.Fprintf(w, "     %s: %s\n", seatName(g, ev.Player), withDetail(ev.Fault.String(), text.Escape(ev.Detail)))
		default:
			n++
			fmt.Fprintf(w, "%4d %s %s\n", n, seatName(g, ev.Player), text.Escape(ev.Text))
		}
		if _, err := walk.Play(ev); err != nil {
			return // the replay has passed: this cannot happen
		}
		board()
	}
	if rec.Result != nil {
		fmt.Fprintf(w, "result: %s (%s)\n", g.FormatScores(rec.Result.Scores), text.Escape(rec.Result.Reason))
	}
}

// newReplayFlags returns the flags of replay: -v.
func newReplayFlags() (fs *flag.FlagSet, verbose *bool) {
	fs = flag.NewFlagSet("referee replay", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs, fs.Bool("v", false, "print each game move by move, with the board after every move")
}
