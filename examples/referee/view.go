package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/arena/stats"
	"github.com/contestgames/games/protocol/league"
	"github.com/contestgames/games/protocol/record"
	"github.com/contestgames/games/protocol/view"
)

// An inputError is a file given on the command line that cannot be used,
// such as a record that the rules reject: one line, exit status 2.
type inputError struct{ msg string }

func (e inputError) Error() string { return e.msg }

// A recordError is an inputError about one record file, with what is
// wrong with it kept apart from the name of the file, so that an index
// page can say it beside the game's own name.
type recordError struct {
	inputError
	detail string
}

// fileError returns the recordError that says, after prefix, that the
// file name is wrong as detail says.
func fileError(prefix, name, detail string) recordError {
	return recordError{inputError{prefix + name + ": " + detail}, detail}
}

// Unwrap returns the inputError, which decides the exit status.
func (e recordError) Unwrap() error { return e.inputError }

// viewUsage is the help of "referee view".
const viewUsage = `usage: referee view RECORD|DIR ... [-o FILE|DIR]

Writes each record as one HTML page that replays the match and opens from
disk: the board at every step, the lines each player was sent and wrote,
thinking times, clocks and the verdict. game.jsonl gives game.html beside
it, unless -o names a file (one record) or a directory, which is made when
-o ends with a slash or several records are named.

A DIR is a tournament's directory, as 'referee tournament -dir DIR' writes
it: each game's record in DIR/records gets its page beside it
(DIR/records/ID.html), each page saying "game k of N" with links to the
previous and the next game and to DIR/index.html, the index page, which
shows the table, a graph of the Elo estimate over the games (of the LLR
and its bounds when the tournament ran an SPRT; of the mean ranks in a
game of more than two seats) and a link to every game. With -o DIR2 (one
tournament directory), the pages and index.html go to DIR2 instead. (A
series, 'referee -games N -record FILE -html ...', writes its pages and
its index page, FILE.html, as it plays.)

A record the rules reject gets no page, and a line on stderr; the other
records still get theirs, and the index lists it without a link.

Exit status: 0 when every page was written, 1 when one could not be, 2 for
a mistake in the command line, a file that is no match record, a record the
rules reject (or a directory that is not a tournament's); 1 when both
happened.

flags:
`

// A pageJob is one record to draw: where its page goes, and its place in
// a tournament.
type pageJob struct {
	record, page string
	series       *view.Series
	err          error // why it has no page
}

// A dirJob is a tournament's directory to draw: its index and its games.
type dirJob struct {
	arg     string
	names   []string    // the players', by index in results
	sprt    *stats.SPRT // the tournament's test, if it had one
	kind    string      // what the games are, for the index
	game    games.Game
	index   string
	results []standings.Result
	pages   []*pageJob // the job of each of results, in order, among the run's jobs
}

// viewRecords runs "referee view RECORD|DIR ... [-o FILE|DIR]": it writes
// one HTML page per record, beside it (game.jsonl gives game.html), in the
// directory -o names, or, for one record, in the file -o names; and for a
// tournament's directory, the pages of its records and its index page. A
// record that fails does not stop the others: each failure is one line on
// stderr, and the error returned (errRejected or errFailed) gives the exit
// status.
func viewRecords(reg registry, args []string, stdout, stderr io.Writer) error {
	names, out, err := viewArgs(reg, args, stdout)
	if err != nil || names == nil {
		return err
	}
	dirs := directories(names)
	outDir, err := viewOutput(out, names, dirs)
	if err != nil {
		return err
	}
	r := &viewRun{reg: reg, stderr: stderr}
	order := r.plan(names, dirs, out, outDir)
	r.check()
	for _, d := range r.dirs {
		d.link()
	}
	r.draw()
	r.writeLeagues()
	for _, d := range r.dirs {
		if err := d.writeIndex(); err != nil {
			r.fail(err)
			d.index = ""
		}
	}
	r.report(stdout, order)
	return r.status()
}

// viewArgs reads view's command line: the records and directories named,
// and -o. With -h it prints the help and returns no names.
func viewArgs(reg registry, args []string, stdout io.Writer) (names []string, out string, err error) {
	fs, o := newViewFlags()
	for { // flags may come after the records too
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fmt.Fprint(stdout, viewUsage)
				fs.SetOutput(stdout)
				fs.PrintDefaults()
				return nil, "", nil
			}
			return nil, "", usagef("view: %v", flagOwner(reg, "referee view", err))
		}
		if fs.NArg() == 0 {
			break
		}
		names = append(names, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(names) == 0 {
		return nil, "", usagef("view: no record named")
	}
	return names, *o, nil
}

// directories returns those of names that are directories.
func directories(names []string) []string {
	var dirs []string
	for _, n := range names {
		if fi, err := os.Stat(n); err == nil && fi.IsDir() {
			dirs = append(dirs, n)
		}
	}
	return dirs
}

// viewOutput returns the directory -o names (out), if it names one, or
// refuses an -o that cannot hold the pages of names. A directory that
// does not exist yet is made when out ends with a slash, or when several
// records or a tournament's directory are named (unless out ends with
// .html: then it is taken for a page's name, a slip).
func viewOutput(out string, names, dirs []string) (string, error) {
	if out == "" {
		return "", nil
	}
	if len(dirs) > 1 {
		return "", usagef("view: -o %s: with %d tournament directories, their pages would meet in one directory; give -o one of them", out, len(dirs))
	}
	fi, err := os.Stat(out)
	switch {
	case err == nil && fi.IsDir():
	case !strings.HasSuffix(out, "/") && len(names) == 1 && len(dirs) == 0:
		return "", nil // the page's file
	case err == nil || strings.HasSuffix(out, ".html"):
		if len(dirs) > 0 {
			return "", usagef("view: -o %s: with a tournament's directory, want a directory", out)
		}
		return "", usagef("view: -o %s: with %d records, want a directory", out, len(names))
	default:
		if err := os.MkdirAll(out, 0o755); err != nil {
			return "", usagef("view: -o %s: %v", out, unwrapPath(err))
		}
	}
	return out, nil
}

// plan makes a job of each record named and of each directory's records,
// and returns what to report on stdout, in the order named: *pageJob or
// *dirJob.
func (r *viewRun) plan(names, dirs []string, out, outDir string) []any {
	var order []any
	for _, n := range names {
		if !slices.Contains(dirs, n) {
			page := pageName(n)
			switch {
			case outDir != "":
				page = filepath.Join(outDir, filepath.Base(page))
			case out != "":
				page = out
			}
			r.jobs = append(r.jobs, &pageJob{record: n, page: page})
			order = append(order, r.jobs[len(r.jobs)-1])
			continue
		}
		if _, err := os.Stat(filepath.Join(n, league.SettingsFile)); err == nil {
			lj := &leagueJob{dir: n, out: outDir}
			r.leagues = append(r.leagues, lj)
			order = append(order, lj)
			continue
		}
		read := r.tournament
		d, err := read(n, outDir)
		if err != nil {
			r.fail(err)
			continue
		}
		order = append(order, d)
	}
	return order
}

// report says on stdout what was written, in the order of order.
func (r *viewRun) report(stdout io.Writer, order []any) {
	for _, o := range order {
		switch o := o.(type) {
		case *pageJob:
			if o.err == nil {
				fmt.Fprintf(stdout, "%s: %s\n", o.record, o.page)
			}
		case *leagueJob:
			if o.err == nil {
				fmt.Fprintf(stdout, "%s: %s\n", o.dir, o.index)
			}
		case *dirJob:
			if o.index == "" {
				continue
			}
			pages := 0
			for _, j := range o.pages {
				if j.err == nil {
					pages++
				}
			}
			fmt.Fprintf(stdout, "%s: %s, and %d of %d game pages\n", o.arg, o.index, pages, len(o.results))
		}
	}
}

// A viewRun is the work of one "referee view": the pages to write, the
// directories to index, and how it went.
type viewRun struct {
	reg     registry
	stderr  io.Writer
	jobs    []*pageJob
	dirs    []*dirJob
	leagues []*leagueJob

	rejected, failedIO bool
}

// fail reports a failure on one line of stderr, and remembers its kind.
// Only the run's own goroutine calls it, after the parallel work.
func (r *viewRun) fail(err error) {
	var input inputError
	if errors.As(err, &input) {
		r.rejected = true
	} else {
		r.failedIO = true
	}
	fmt.Fprintf(r.stderr, "referee: %s\n", oneLine(err.Error()))
}

// status returns the error that gives the run's exit status: 1 when a
// page could not be written, 2 when a record was rejected, else 0; each
// failure has been reported.
func (r *viewRun) status() error {
	switch {
	case r.failedIO:
		return errFailed
	case r.rejected:
		return errRejected
	}
	return nil
}

// tournament reads the tournament's directory dir and adds a job for
// each of its games, whose pages go beside their records or, when outDir
// is set, to outDir, with the index.
func (r *viewRun) tournament(dir, outDir string) (*dirJob, error) {
	d, err := standings.ReadDir(dir)
	if err != nil {
		return nil, inputError{"view: " + err.Error()}
	}
	results, err := standings.Merge([]*standings.Dir{d}) // in game order
	if err != nil {
		return nil, inputError{"view: " + err.Error()}
	}
	g, ok := r.reg.find(d.Game)
	if !ok {
		return nil, inputError{fmt.Sprintf("view: %s: no game %q; the games are %s", dir, d.Game, r.reg.names())}
	}
	j := &dirJob{arg: dir, names: d.Names, sprt: d.SPRT, game: g, results: results,
		kind: fmt.Sprintf("a %s tournament, %d games", d.Format, len(results))}
	if d.Shard != "" {
		j.kind += ", shard " + d.Shard
	}
	r.add(j, dir, outDir, d.RecordFile)
	return j, nil
}

// add adds directory job j, of the directory dir, and a job for each of
// its games, whose record recordFile names: their pages go beside their
// records or, when outDir is set, to outDir, with the index.
func (r *viewRun) add(j *dirJob, dir, outDir string, recordFile func(id string) string) {
	j.index = filepath.Join(dir, "index.html")
	if outDir != "" {
		j.index = filepath.Join(outDir, "index.html")
	}
	for _, res := range j.results {
		rec := recordFile(res.ID)
		page := pageName(rec)
		if outDir != "" {
			page = filepath.Join(outDir, filepath.Base(page))
		}
		j.pages = append(j.pages, &pageJob{record: rec, page: page})
	}
	r.jobs = append(r.jobs, j.pages...)
	r.dirs = append(r.dirs, j)
}

// A leagueJob is a league's directory to draw: its pages are the live
// page's, written by package live (see "referee league pages").
type leagueJob struct {
	dir, out string // the league's directory; where its pages go, "" for dir
	index    string // the main page written
	err      error
}

// writeLeagues writes the pages of each league named, and reports those
// that could not be written.
func (r *viewRun) writeLeagues() {
	for _, lj := range r.leagues {
		if lj.index, lj.err = writeLeaguePages(r.reg, lj.dir, lj.out); lj.err != nil {
			r.fail(prefixed("view: ", lj.err))
		}
	}
}

// check checks every record against the rules, several at once, and
// reports those that fail, in order.
func (r *viewRun) check() {
	parallel(len(r.jobs), func(i int) {
		_, _, r.jobs[i].err = loadRecord(r.reg, r.jobs[i].record, true)
	})
	for _, j := range r.jobs {
		if j.err != nil {
			r.fail(j.err)
		}
	}
}

// draw writes the page of every record that passed its check, several at
// once, and reports those that could not be written.
func (r *viewRun) draw() {
	errs := make([]error, len(r.jobs))
	parallel(len(r.jobs), func(i int) {
		if j := r.jobs[i]; j.err == nil {
			errs[i] = writePage(r.reg, j.record, j.page, j.series, false)
		}
	})
	for i, err := range errs {
		if err != nil {
			r.jobs[i].err = err
			r.fail(err)
		}
	}
}

// link places each game of the tournament that has a page in the series
// of its games: game k of N, with links to the previous and the next game
// that have pages, and to the index.
func (d *dirJob) link() {
	jobs := d.pages
	prev := -1
	for k, j := range jobs {
		if j.err != nil {
			continue
		}
		dir := filepath.Dir(j.page)
		j.series = &view.Series{Game: k + 1, Games: len(jobs), Index: relativeURL(dir, d.index)}
		if prev >= 0 {
			j.series.Prev = relativeURL(dir, jobs[prev].page)
			jobs[prev].series.Next = relativeURL(filepath.Dir(jobs[prev].page), j.page)
		}
		prev = k
	}
}

// writeIndex writes the tournament's index page, each game linked to its
// page, or listed with the reason it has none.
func (d *dirJob) writeIndex() error {
	x := view.NewIndex(d.game, d.names, d.results, d.sprt)
	x.Kind = d.kind
	dir := filepath.Dir(d.index)
	for k, j := range d.pages {
		x.Games[k].Name = d.results[k].ID
		if j.err != nil {
			x.Games[k].Missing = j.err.Error()
			if rec := (recordError{}); errors.As(j.err, &rec) {
				x.Games[k].Missing = rec.detail
			}
			continue
		}
		x.Games[k].Page = relativeURL(dir, j.page)
	}
	return writePageFile(x, d.index)
}

// writePageFile writes a page of package view (a game's replay or an
// index) to the file name. The page is made in memory first, so that one
// that cannot be made leaves the file as it was rather than half written.
func writePageFile(p interface{ WritePage(io.Writer) error }, name string) error {
	var b bytes.Buffer
	if err := p.WritePage(&b); err != nil {
		return err
	}
	if err := os.WriteFile(name, b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("view: %s: %v", name, unwrapPath(err))
	}
	return nil
}

// relativeURL returns the link to the file target from a page in dir.
func relativeURL(dir, target string) string {
	u, err := view.RelativeURL(dir, target)
	if err != nil { // no working directory: both paths as they are
		return filepath.ToSlash(target)
	}
	return u
}

// parallel calls f(0) … f(n-1), as many at once as there are CPUs.
func parallel(n int, f func(i int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for range min(n, runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				f(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}

// pageName returns the page beside a record: its name with .html for its
// extension.
func pageName(record string) string {
	return strings.TrimSuffix(record, filepath.Ext(record)) + ".html"
}

// loadRecord reads the record in the file name and finds its game; with
// check, it also checks the record against the game's rules. A file that
// cannot be read or is no match record, and a record that the rules
// reject, are inputErrors naming the file and its line.
func loadRecord(reg registry, name string, check bool) (*record.Record, games.Game, error) {
	data, rec, err := readRecordFile(name)
	if err != nil {
		return nil, games.Game{}, viewError(name, err)
	}
	g, ok := reg.find(rec.Header.Game)
	if !ok {
		return nil, games.Game{}, fileError("view: ", name, fmt.Sprintf("line 1: no game %q; the games are %s", rec.Header.Game, reg.names()))
	}
	if check {
		if _, err := replayRecord(reg, data, rec, false, io.Discard); err != nil {
			return nil, games.Game{}, viewError(name, err)
		}
	}
	return rec, g, nil
}

// viewError returns err, which readRecordFile or replayFile gave for the
// file name, as view's inputError.
func viewError(name string, err error) error {
	var rec recordError
	if errors.As(err, &rec) { // it names the file
		return recordError{inputError{"view: " + rec.msg}, rec.detail}
	}
	return fileError("view: ", name, err.Error())
}

// writePage writes the page of the record in the file name to the file
// page, placed in its series when s is not nil. With check, it first
// checks the record against the rules, and a record they reject writes
// no page; without, the caller has checked it.
func writePage(reg registry, name, page string, s *view.Series, check bool) error {
	rec, g, err := loadRecord(reg, name, check)
	if err != nil {
		return err
	}
	r, err := view.Build(g, rec)
	if err != nil {
		return fileError("view: ", name, err.Error())
	}
	r.Series = s
	return writePageFile(r, page)
}

// newViewFlags returns the flags of view: -o.
func newViewFlags() (fs *flag.FlagSet, out *string) {
	fs = flag.NewFlagSet("referee view", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs, fs.String("o", "", "write the page to this `file`, or the pages to this directory (default: beside each record)")
}
