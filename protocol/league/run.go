package league

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/arena"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/arena/stats"
	"github.com/contestgames/games/protocol/program"
)

// pollEvery is how often a Run with a free slot looks in the database for
// versions that another process added: within a game of a busy league,
// and soon enough in an idle one.
const pollEvery = 250 * time.Millisecond

// Run plays the league's games until ctx ends, Concurrency at once: never
// done, it plays the versions added while it runs, and stops playing
// those retired, within a game, whichever process adds or retires them.
// When ctx ends, the games in flight are stopped and not kept; Run
// returns ctx's error. Another Run on the same directory, in this process
// or another, is refused.
func (l *League) Run(ctx context.Context) error {
	return l.RunUntil(ctx, 0)
}

// RunUntil plays as Run does until the league has chosen at least n games
// (0: no end) and played them all, then returns nil. It rounds n up to
// whole game pairs. Killed and started again, a league plays the same
// games, with the same seeds and seats, as it would have unkilled.
func (l *League) RunUntil(ctx context.Context, n int) error {
	unlock, err := lockRun(l.dir)
	if err != nil {
		return err
	}
	defer unlock()
	s, err := l.recover()
	if err != nil {
		return err
	}
	r := &runner{l: l, s: s, limit: n, ended: make(chan ended)}
	return r.loop(ctx)
}

// A runner is a Run under way.
type runner struct {
	l        *League
	s        *schedule
	limit    int
	ended    chan ended // a game's end
	inflight int
	pending  []pending // games ended, their records written, their results to commit (batch.go)
	stmts    runStmts
	active   activeCache
	duel     *Duel    // a RunDuel's test, or nil
	verdict  *Verdict // where the duel stands: its versions, judged after each game
}

// An activeCache holds the versions that play between two changes to
// them, so that choosing a game reads no version: the database's
// data_version tells a commit of another connection (another process's
// Add), and the League's count of changes its own.
type activeCache struct {
	versions    []Version
	dataVersion int64
	changes     int64
	valid       bool
}

// versions returns the versions that play, read again when they may have
// changed.
func (r *runner) versions() ([]Version, error) {
	if r.verdict != nil {
		return r.verdict.versions(), nil
	}
	c := &r.active
	var dv int64
	if err := r.stmts.dataVersion.QueryRow().Scan(&dv); err != nil {
		return nil, err
	}
	changes := r.l.changes.Load()
	if c.valid && dv == c.dataVersion && changes == c.changes {
		return c.versions, nil
	}
	vs, err := r.l.active()
	if err != nil {
		return nil, err
	}
	*c = activeCache{versions: vs, dataVersion: dv, changes: changes, valid: true}
	return vs, nil
}

// loop starts games while there are slots and games to start, and waits
// for one to end or for versions to come otherwise.
func (r *runner) loop(parent context.Context) error {
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	err := r.stmts.prepare(r.l.db)
	defer r.stmts.close()
	for ctx.Err() == nil && err == nil {
		var started bool
		if started, err = r.start(ctx); started || err != nil {
			continue
		}
		if r.done() {
			break
		}
		err = r.wait(ctx)
	}
	cancel()
	for ; r.inflight > 0; r.inflight-- {
		if e := <-r.ended; e.kept != nil {
			r.pending = append(r.pending, *e.kept)
		}
	}
	err = cmp.Or(err, r.flush())
	// The games stopped are not playing any more: "league show" must not
	// count them until the next Run.
	if _, derr := r.l.db.Exec(`DELETE FROM games WHERE status = 'playing'`); err == nil {
		err = derr
	}
	if err != nil {
		return err
	}
	return parent.Err()
}

// done reports whether a RunUntil has played all it had to.
func (r *runner) done() bool {
	return r.limit > 0 && r.inflight == 0 && r.s.total >= r.limit && len(r.s.queue) == 0
}

// start starts the next game, if a slot is free and there is one.
func (r *runner) start(ctx context.Context) (bool, error) {
	if r.inflight >= max(r.l.Concurrency, 1) {
		return false, nil
	}
	active, err := r.versions()
	if err != nil {
		return false, err
	}
	g, ok := r.s.next(active, r.limit)
	if !ok {
		return false, nil
	}
	seating := labels(g.seating())
	_, err = r.stmts.playing.Exec(g.key(), g.pairingKey(), g.setup, g.rotation, strings.Join(seating, ","), int64(r.l.seed(g)))
	if err != nil {
		return false, err
	}
	r.inflight++
	go func() {
		kept, err := r.l.play(ctx, g)
		r.ended <- ended{kept, err}
	}()
	return true, nil
}

// wait waits for a game to end, and with a slot free for a while at most,
// so that versions another process adds are seen.
func (r *runner) wait(ctx context.Context) error {
	var tick <-chan time.Time
	if r.inflight < max(r.l.Concurrency, 1) {
		t := time.NewTimer(pollEvery)
		defer t.Stop()
		tick = t.C
	}
	var flush <-chan time.Time
	if len(r.pending) > 0 {
		t := time.NewTimer(flushAfter)
		defer t.Stop()
		flush = t.C
	}
	select {
	case e := <-r.ended:
		r.inflight--
		return r.end(ctx, e)
	case <-flush:
		return r.flush()
	case <-tick:
	case <-ctx.Done():
	}
	return nil
}

// judge judges a duel after one of its games: errDecided once its SPRT
// has decided.
func (r *runner) judge() error {
	if err := r.l.judge(r.verdict, r.duel.SPRT); err != nil {
		return err
	}
	if r.verdict.Decision != stats.Continue {
		return errDecided
	}
	return nil
}

// active returns the versions that play, in the order they were added.
func (l *League) active() ([]Version, error) {
	return l.versions(`WHERE active = 1`)
}

// seed returns the seed of g: that of its set-up, the same in every
// pairing and every seating.
func (l *League) seed(g game) uint64 { return l.settings.Seed + uint64(g.setup) }

// play plays game g and writes its record, synced: the game is kept
// once its result is committed (batch.go). A game stopped by ctx is not
// kept: play returns nil.
func (l *League) play(ctx context.Context, g game) (*pending, error) {
	seating := g.seating()
	names := labels(seating)
	runs := make([]string, len(seating))
	for i, v := range seating {
		runs[i] = l.command(v)
		// Without the sandbox it asked for, a program would lose every
		// game: the league stops instead, saying what is wrong.
		if !strings.HasPrefix(v.Runs, standings.Builtin) {
			if err := l.checkSandbox(); err != nil {
				return nil, fmt.Errorf("version %s: %w", v.Label(), err)
			}
		}
	}
	m, rec, err := l.match(l.seed(g), runs, names)
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", g.key(), err)
	}
	digest := arena.DigestMatch(m)
	res, err := m.Run(ctx)
	if ctx.Err() != nil {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", g.key(), err)
	}
	// The record first, synced, then the result: a game is in the
	// database only once its record is whole, so that a kill loses at
	// most the games in flight and those not committed yet, whose records
	// the next Run imports, and the database can be rebuilt from the
	// records. The result's row is keyed by the game's schedule identity,
	// so that no game counts twice.
	if err := writeFile(l.recordFile(g.key()), rec.Bytes(), 0o644); err != nil {
		return nil, fmt.Errorf("game %s: %w", g.key(), err)
	}
	p := &pending{g: g, seating: names, seed: l.seed(g), res: res, digest: digest()}
	l.progress(p)
	return p, nil
}

// match returns a match of the league's game from seed between runs, the
// players' commands (or built-in bots), named names, under the league's
// clock and program settings, and the buffer its record goes to.
func (l *League) match(seed uint64, runs, names []string) (*protocol.Match, *bytes.Buffer, error) {
	m, err := arena.NewMatch(l.game, seed, l.settings.Options, runs, l.settings.options())
	if err != nil {
		return nil, nil, err
	}
	arena.Name(m, names)
	m.Clock = l.settings.Clock
	rec := new(bytes.Buffer)
	m.Record = rec
	return m, rec, nil
}

// command returns what version v runs: the built-in bot, or its program's
// file under the league's directory, quoted for the shell when it must be.
func (l *League) command(v Version) string {
	if strings.HasPrefix(v.Runs, standings.Builtin) {
		return v.Runs
	}
	if strings.Contains(v.Runs, "{dir}") { // a source's, built
		return strings.ReplaceAll(v.Runs, "{dir}", shellQuote(filepath.Join(l.dir, VersionsDir, v.Name, v.ID)))
	}
	return shellQuote(filepath.Join(l.dir, v.Runs))
}

// shellQuote quotes path for the shell, when it must be.
func shellQuote(path string) string {
	if strings.ContainsFunc(path, func(r rune) bool { return !strings.ContainsRune(shellSafe, r) }) {
		return "'" + strings.ReplaceAll(path, "'", `'\''`) + "'"
	}
	return path
}

// checkSandbox returns why the league's programs cannot run in their
// sandbox, when they are to: none can be made here, or the league's
// directory has a path the sandbox cannot show a program at (it shows
// the words of a command that name files, and a path with a space or
// a shell's character is not one word).
func (l *League) checkSandbox() error {
	if l.settings.Program.Sandbox == nil {
		return nil
	}
	if strings.ContainsFunc(l.dir, func(r rune) bool { return !strings.ContainsRune(shellSafe, r) }) {
		return fmt.Errorf("the league's directory %q has a space or a shell's character in its path: the sandbox cannot show its programs (move the league)", l.dir)
	}
	return program.CheckSandbox()
}

// shellSafe are the characters a path may hold unquoted on a shell's
// command line.
const shellSafe = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+@,"

// recordFile returns the file of game key's record.
func (l *League) recordFile(key string) string {
	return filepath.Join(l.dir, GamesDir, key+".jsonl")
}

// labels returns the versions' labels.
func labels(vs []Version) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = v.Label()
	}
	return out
}

// errLocked is the error of a second Run on one league.
var errLocked = errors.New("is run by another process already ('referee league run' plays a league once at a time)")

// removeTemporary removes the files a kill left half written.
func removeTemporary(dir string) {
	tmp, _ := filepath.Glob(filepath.Join(dir, GamesDir, "*.tmp"))
	for _, name := range tmp {
		os.Remove(name)
	}
}
