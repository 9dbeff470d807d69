package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
	"github.com/contestgames/games/protocol/arena"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/arena/stats"
	"github.com/contestgames/games/protocol/view"
)

// clockFlags are the command line's changes to the contest's time rules.
type clockFlags struct {
	total, perTurn, handshake time.Duration
	pause                     string
}

// apply returns the contest's clock c with the command line's changes, and
// whether there were any.
func (f clockFlags) apply(c games.Clock) (games.Clock, bool) {
	changed := false
	set := func(dst *time.Duration, d time.Duration) {
		if d > 0 {
			*dst, changed = d, true
		}
	}
	set(&c.Total, f.total)
	set(&c.PerTurn, f.perTurn)
	set(&c.Handshake, f.handshake)
	if f.pause != "" {
		c.Pause, changed = f.pause == "on", true
	}
	return c, changed
}

// seating returns the players of round r in seat order: each player moves
// one seat on per round.
func seating[T any](players []T, r int) []T {
	n := len(players)
	out := make([]T, n)
	for s := range out {
		out[s] = players[(s+r)%n]
	}
	return out
}

// playOne plays round r of the series and prints it: every move when the
// series is one game, the dialogue with -v, and the result line.
func playOne(ctx context.Context, c *config, r int, stdout io.Writer) (games.Result, []placedFault, error) {
	g := c.game
	seed := c.seed.n + uint64(r)
	names, commands := seating(c.names, r), arena.Commands(seating(c.players, r))
	start := c.start(r)
	m, err := arena.NewMatch(g, seed, start.Options, commands, c.program)
	if err != nil {
		return games.Result{}, nil, err
	}
	arena.Name(m, names)
	m.Header.Opening = start.Opening
	m.Header.SignedSeed = c.seed.signed
	m.Clock = c.rules // the record's header keeps it
	m.CPUs = c.cpus
	m.Notice = noticeWriter(c.series.notices, names)
	p := &printer{w: stdout, game: g, moves: c.games == 1, verbose: c.verbose, memory: c.program.MemoryLimit, sandbox: &c.sandbox}
	rec := &recordWriter{print: p}
	if c.record != "" {
		name := recordName(c.record, r, c.games)
		f, err := os.Create(name)
		if err != nil {
			return games.Result{}, nil, err
		}
		defer f.Close()
		rec.file = bufio.NewWriter(f)
	}
	m.Record = rec
	if p.moves || p.verbose {
		fmt.Fprintln(stdout, seatingLine(g, seedFlag{n: seed, signed: c.seed.signed}, names, commands))
	}
	digest := arena.DigestMatch(m)
	res, err := m.Run(ctx)
	if err != nil {
		return res, nil, fmt.Errorf("game %d: %w", r+1, err)
	}
	c.series.digests = append(c.series.digests, digest())
	if c.html {
		if err := rec.file.Flush(); err != nil {
			return res, nil, err
		}
		name := recordName(c.record, r, c.games)
		if err := writePage(registry{g}, name, pageName(name), seriesLink(c, r), true); err != nil {
			return res, nil, err
		}
	}
	if c.verbose {
		for seat, s := range m.Stderr {
			if s != "" {
				fmt.Fprintf(stdout, "%s wrote to stderr:\n%s\n", seatName(g, seat), indent(escapeLines(s)))
			}
		}
	}
	faults := rec.faults.faults(res)
	fmt.Fprintln(stdout, resultLine(c, r, names, res, faultClauses(g, p, faults)))
	return res, faults, nil
}

// resultLine returns the line that ends round r, played by names: in a
// series, the game and its players first; then the scores, the reason,
// and each fault (faultClauses), since the result line is where a user
// looks, and a fault line in the moves may be far above it or, in a
// series, not printed at all.
func resultLine(c *config, r int, names []string, res games.Result, faults []string) string {
	prefix := ""
	if c.games > 1 {
		prefix = fmt.Sprintf("game %d (%s): ", r+1, strings.Join(names, " vs "))
	}
	reason := joinFaults(text.Escape(res.Reason), faults)
	return fmt.Sprintf("%sresult: %s (%s)", prefix, c.game.FormatScores(res.Scores), reason)
}

// seatingLine returns the line that opens a match of game g: its seed, and
// who sits where, by name, with the command when it is not the name, as
// "alquerque, seed 1: white = search (builtin:search), black = mybot
// (./mybot -x)".
func seatingLine(g games.Game, seed seedFlag, names, commands []string) string {
	seats := make([]string, len(names))
	for s, name := range names {
		seats[s] = seatName(g, s) + " = " + name
		if commands[s] != name {
			seats[s] += " (" + commands[s] + ")"
		}
	}
	return fmt.Sprintf("%s, seed %s: %s", g.Name, seed.String(), strings.Join(seats, ", "))
}

// withDetail returns a fault's text with what the runner knew of it, in
// parentheses after it: "exited (exit status 2)".
func withDetail(fault, detail string) string {
	if detail == "" {
		return fault
	}
	return fault + " (" + detail + ")"
}

// start returns where round r starts: the options as given, or, with
// openings, those of set-up r/n for n players, so that each set-up is
// played in every seating in turn, as a tournament's game pair.
func (c *config) start(r int) arena.Start {
	n := len(c.players)
	if c.starts == nil {
		return arena.Start{Options: c.options}
	}
	return c.starts[r/n]
}

// seriesLink returns the place of round r's page in its series: game r+1
// of N, between the pages of the rounds before and after it, and the
// series' index page, all in the directory of the records; nil for a
// single game.
func seriesLink(c *config, r int) *view.Series {
	if c.games == 1 {
		return nil
	}
	dir := filepath.Dir(c.record)
	page := func(r int) string { return relativeURL(dir, pageName(recordName(c.record, r, c.games))) }
	s := &view.Series{Game: r + 1, Games: c.games, Index: relativeURL(dir, pageName(c.record))}
	if r > 0 {
		s.Prev = page(r - 1)
	}
	if r < c.games-1 {
		s.Next = page(r + 1)
	}
	return s
}

// writeSeriesIndex writes the index page of a series with -html, the
// record's name with .html (g.jsonl gives g.html, beside g-1.html …): the
// table of the games played so far, the course of the Elo estimate (two
// players) or of the mean ranks, and a link to each game's page.
func writeSeriesIndex(c *config, results []standings.Result) error {
	x := view.NewIndex(c.game, c.names, results, nil)
	x.Kind = fmt.Sprintf("a series of %d games, each player one seat on each game", c.games)
	if len(results) < c.games {
		x.Kind = fmt.Sprintf("a series of %d games, %d played; each player one seat on each game", c.games, len(results))
	}
	dir := filepath.Dir(c.record)
	for r := range x.Games {
		name := recordName(c.record, r, c.games)
		x.Games[r].Name = filepath.Base(name)
		x.Games[r].Page = relativeURL(dir, pageName(name))
	}
	return writePageFile(x, pageName(c.record))
}

// seriesResult returns the result of round r as a tournament's result,
// for the series' index: seat s held player (s+r) mod n, and no two games
// share a set-up.
func seriesResult(c *config, r int, res games.Result) standings.Result {
	n := len(c.players)
	seating := make([]int, n)
	for s := range seating {
		seating[s] = (s + r) % n
	}
	out := standings.Result{Fixture: standings.Fixture{ID: strconv.Itoa(r + 1), Set: r, Seating: seating, Seed: c.seed.n + uint64(r)}, Result: res}
	if r < len(c.series.digests) {
		out.Digest = c.series.digests[r]
	}
	return out
}

// recordName returns the record file of round r: name itself for a single
// game, otherwise name with -1, -2, … before its extension.
func recordName(name string, r, games int) string {
	if games == 1 {
		return name
	}
	ext := filepath.Ext(name)
	return fmt.Sprintf("%s-%d%s", strings.TrimSuffix(name, ext), r+1, ext)
}

// escapeLines returns the lines of s, which a program wrote, each without
// the CR before its LF and with what a terminal would act on escaped
// (text.Escape), joined by LF.
func escapeLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = text.Escape(strings.TrimSuffix(l, "\r"))
	}
	return strings.Join(lines, "\n")
}

func indent(s string) string {
	return "    " + strings.ReplaceAll(strings.TrimRight(s, "\n"), "\n", "\n    ")
}

// A recordWriter takes the match record one JSON line per Write: it keeps
// it in a file, if one was asked for, and prints it for people as it comes.
type recordWriter struct {
	file   *bufio.Writer
	print  *printer
	faults faultLog
}

func (w *recordWriter) Write(line []byte) (int, error) {
	w.print.line(line)
	w.faults.see(line)
	if w.file == nil {
		return len(line), nil
	}
	return w.file.Write(line)
}

// Flush is called by the match after every line, so that a record survives
// a match that is killed.
func (w *recordWriter) Flush() error {
	if w.file == nil {
		return nil
	}
	return w.file.Flush()
}

// A printer shows a match's record lines for people.
type printer struct {
	w       io.Writer
	game    games.Game
	moves   bool          // print each line a player writes
	verbose bool          // print what players are sent too
	memory  int64         // the programs' memory limit in bytes, to name it in MiB in a verdict
	sandbox *sandboxFlags // the programs' sandbox, likewise
	n       int
}

// limit returns the words that name the limit a fault of the runner's
// broke, or "" for a fault of no limit.
func (p *printer) limit(fault string) string {
	s := p.sandbox
	switch fault {
	case games.OutOfMemory.String():
		if p.memory > 0 {
			return fmt.Sprintf("exceeded %d MiB", p.memory>>20)
		}
	case games.ProcessLimit.String():
		return fmt.Sprintf("at most %d processes and threads", s.processes)
	case games.FileSizeLimit.String():
		return fmt.Sprintf("files of at most %d MiB", s.fileSize)
	case games.DirectoryFull.String():
		return fmt.Sprintf("its directory and /tmp hold at most %d MiB each", s.dirSize)
	case games.FileCountLimit.String():
		return fmt.Sprintf("its directory, /tmp and /dev/shm hold at most %d files together", s.dirFiles)
	case games.OpenFileLimit.String():
		return fmt.Sprintf("at most %d open files", s.openFiles)
	case games.CPULimit.String():
		return fmt.Sprintf("used more than %v of CPU time beyond its clock", s.cpu)
	}
	return ""
}

func (p *printer) line(line []byte) {
	if !p.moves && !p.verbose {
		return
	}
	var e struct {
		To          *int    `json:"to"`
		From        *int    `json:"from"`
		Text        string  `json:"text"`
		Fault       *string `json:"fault"`
		Player      int     `json:"player"`
		Detail      string  `json:"detail"`
		Interrupted *string `json:"interrupted"`
	}
	if json.Unmarshal(line, &e) != nil {
		return
	}
	if e.Interrupted != nil {
		fmt.Fprintf(p.w, "     interrupted: %s\n", *e.Interrupted)
		return
	}
	switch {
	case e.To != nil && p.verbose:
		// What a player is sent may hold what another wrote.
		fmt.Fprintf(p.w, "    > %s: %s\n", seatName(p.game, *e.To), strings.ReplaceAll(escapeLines(e.Text), "\n", "\n      "))
	case e.From != nil:
		p.n++
		fmt.Fprintf(p.w, "%4d %s %s\n", p.n, seatName(p.game, *e.From), text.Escape(e.Text))
	case e.Fault != nil && p.limit(*e.Fault) != "":
		fault := *e.Fault + ": " + p.limit(*e.Fault)
		fmt.Fprintf(p.w, "     %s: %s\n", seatName(p.game, e.Player), withDetail(fault, text.Escape(e.Detail)))
	case e.Fault != nil:
		fmt.Fprintf(p.w, "     %s: %s\n", seatName(p.game, e.Player), withDetail(*e.Fault, text.Escape(e.Detail)))
	}
}

// playSeries plays c.games games and prints a table of wins, draws, losses,
// points and faults. A game counts as a win for the player the rules name the
// winner, a loss for the others, and a draw for all when the rules name
// none: an Alquerque game that reaches the move limit is a draw, though
// the tie rule gives one side more points. An interrupted series prints
// the table of the games it finished.
//
// With -html, the series' index page is written after each game.
func playSeries(ctx context.Context, c *config, stdout io.Writer) error {
	t := newTable(c.game, c.names)
	var results []standings.Result
	for r := range c.games {
		res, faults, err := playOne(ctx, c, r, stdout)
		if err != nil {
			if r > 0 {
				fmt.Fprintf(stdout, "after %d of %d games:\n", r, c.games)
				t.print(stdout)
			}
			return err
		}
		t.add(res, faults, r)
		if c.html {
			results = append(results, seriesResult(c, r, res))
			if err := writeSeriesIndex(c, results); err != nil {
				return err
			}
		}
	}
	return t.print(stdout)
}

// A table counts a series' results by player, as the tournament table
// and the bots' strength series count them (stats.Tally), and each
// player's faults by kind, as the tournament table does, so that a
// broken bot shows in the table and not only in a result line far above.
type table struct {
	game    games.Game
	players []string
	tally   []stats.Tally
	faults  []map[string]int // each player's faults, by rule
}

func newTable(g games.Game, players []string) *table {
	t := &table{game: g, players: players, tally: make([]stats.Tally, len(players)), faults: make([]map[string]int, len(players))}
	for i := range t.faults {
		t.faults[i] = map[string]int{}
	}
	return t
}

// add counts the result and faults of round r, in which seat s held
// player (s+r) mod n.
func (t *table) add(res games.Result, faults []placedFault, r int) {
	n := len(t.players)
	for seat := range res.Scores {
		t.tally[(seat+r)%n].Add(res.Scores, res.Winner, seat)
	}
	for _, f := range faults {
		t.faults[(f.Player+r)%n][f.Rule]++
	}
}

func (t *table) print(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "player\twins\tdraws\tlosses\tpoints\tfaults")
	for i, name := range t.players {
		r := t.tally[i].Record
		fmt.Fprintf(tw, "%d %s\t%d\t%d\t%d\t%s\t%s\n", i+1, name, r.Wins, r.Draws, r.Losses, t.game.FormatScore(t.tally[i].Points), faultCount(t.faults[i]))
	}
	return tw.Flush()
}

// faultCount returns a player's faults as the tournament table writes
// them: how many, and the most common rule, the first by name on a tie:
// "2 (illegal character)", or "0".
func faultCount(byRule map[string]int) string {
	n, best := 0, ""
	for _, rule := range slices.Sorted(maps.Keys(byRule)) {
		n += byRule[rule]
		if best == "" || byRule[rule] > byRule[best] {
			best = rule
		}
	}
	if n == 0 {
		return "0"
	}
	return fmt.Sprintf("%d (%s)", n, best)
}
