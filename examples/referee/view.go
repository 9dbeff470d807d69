package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/view"
)

// An inputError is a file given on the command line that cannot be used,
// such as a record that the rules reject: one line, exit status 2.
type inputError struct{ msg string }

func (e inputError) Error() string { return e.msg }

// viewRecords runs "referee view RECORD... [-o FILE|DIR]": it writes one
// HTML page per record, beside it (game.jsonl gives game.html), in the
// directory -o names, or, for one record, in the file -o names.
func viewRecords(reg registry, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("referee view", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	out := fs.String("o", "", "write the page to this `file`, or the pages to this directory (default: beside each record)")
	var records []string
	for { // flags may come after the records too
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fmt.Fprint(stdout, `usage: referee view RECORD ... [-o FILE|DIR]

Writes each record as one HTML page that replays the match and opens from
disk: the board at every step, the lines each player was sent and wrote,
thinking times, clocks and the verdict. game.jsonl gives game.html beside
it, unless -o names a file (one record) or a directory.

Exit status: 0 when every page was written, 1 when one could not be, 2 for
a mistake in the command line or a record the rules reject.

flags:
`)
				fs.SetOutput(stdout)
				fs.PrintDefaults()
				return nil
			}
			return usagef("view: %v", err)
		}
		if fs.NArg() == 0 {
			break
		}
		records = append(records, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(records) == 0 {
		return usagef("view: no record named")
	}
	dir := ""
	if fi, err := os.Stat(*out); err == nil && fi.IsDir() {
		dir = *out
	} else if *out != "" && len(records) > 1 {
		return usagef("view: -o %s: with %d records, want a directory", *out, len(records))
	}
	for _, rec := range records {
		page := pageName(rec)
		switch {
		case dir != "":
			page = filepath.Join(dir, filepath.Base(page))
		case *out != "":
			page = *out
		}
		if err := writePage(reg, rec, page); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s: %s\n", rec, page)
	}
	return nil
}

// pageName returns the page beside a record: its name with .html for its
// extension.
func pageName(record string) string {
	return strings.TrimSuffix(record, filepath.Ext(record)) + ".html"
}

// writePage writes the page of the record in the file name to the file
// page, after checking the record against the rules. A record the rules
// reject writes no page.
func writePage(reg registry, name, page string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return inputError{fmt.Sprintf("view: %s: %v", name, unwrapPath(err))}
	}
	rec, err := protocol.ReadRecord(bytes.NewReader(data))
	if err != nil {
		return inputError{fmt.Sprintf("view: %s: %v", name, replayError(err, nil))}
	}
	g, ok := reg.find(rec.Header.Game)
	if !ok {
		return inputError{fmt.Sprintf("view: %s: line 1: no game %q; the games are %s", name, rec.Header.Game, reg.names())}
	}
	if _, err := replayFile(reg, name, false, io.Discard); err != nil {
		return inputError{fmt.Sprintf("view: %s: %v", name, err)}
	}
	r, err := view.Build(g, rec)
	if err != nil {
		return inputError{fmt.Sprintf("view: %s: %v", name, err)}
	}
	var b bytes.Buffer
	if err := r.WritePage(&b); err != nil {
		return err
	}
	return os.WriteFile(page, b.Bytes(), 0o644)
}
