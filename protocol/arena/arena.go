package arena

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"runtime"
	"slices"
	"sync"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/arena/stats"
	"github.com/contestgames/games/protocol/program"
)

// A Tournament is what to play and how. Set Game, Players and Sets; the
// zero values of the others choose the defaults.
type Tournament struct {
	Game games.Game
	// Players are the players, each named or not ([PlayerSpec]). The same
	// program may play twice (a program against itself, a baseline)
	// under two names. Names given are valid ([standings.ValidName]) and
	// different; a player without one is named after what it runs
	// ([standings.Names]).
	Players []PlayerSpec
	// Openings, when not zero, start each set-up from a line of a book
	// and after random plies, instead of at its seed's set-up.
	Openings Openings
	// Format is [standings.RoundRobin] (the default) or [standings.Gauntlet].
	Format standings.Format
	// Sets is the number of set-ups each group plays, each in every
	// rotation of its seats.
	Sets int
	// Seed is the seed of the first set-up; the others follow it.
	Seed uint64
	// SignedSeed says that Seed was given signed, as the Lang Wars engine
	// printed its seeds: the records then write their seeds signed.
	SignedSeed bool
	// Options are the game's options, as Game.NewReferee takes them.
	Options map[string]string
	// Clock replaces the game's time rules when it is not nil.
	Clock *games.Clock
	// Program are the settings of every program: its memory limit in
	// bytes (MemoryLimit), its sandbox (Sandbox, Linux only: Run fails
	// before the first game where sandboxes cannot be made), more
	// variables for its environment (ExtraEnv, which Dir's description
	// does not keep: their values may be secrets), its limits of lines
	// and standard error. Its Dir and Files are the game's to set.
	Program program.Options
	// Shard, when its N is above 1, plays only its share.
	Shard standings.Shard
	// Dir, when not empty, keeps the tournament: its description, the
	// record of each finished game, and an index of results, each written
	// and synced as the game ends. A tournament started again on the same
	// Dir plays only the games that are not in it.
	Dir string
	// SPRT, when not nil, stops a tournament of two players once the test
	// decides.
	SPRT *stats.SPRT
	// Runner says how the games run on this machine, which changes none
	// of their results.
	Runner
}

// A Runner is how a tournament's games run on this machine: how many at
// once, on which CPUs, and where their progress goes.
type Runner struct {
	// Concurrency is how many games are played at once; 0 means the
	// number of CPUs.
	Concurrency int
	// Affinity pins each of the Concurrency game slots to one CPU (slot
	// k to the k-th CPU this process may use, round again when there are
	// more slots than CPUs), as protocol.Match.CPUs does: the runner's
	// thread of the game and its programs. For single-threaded programs
	// in turn-based games, it halves the runner's cost a ply and steadies
	// the timings; games whose programs think at the same time (block
	// drop, Lang Wars) share the CPU. Linux only.
	Affinity bool
	// Progress, when not nil, receives a line of progress after each
	// game; Terminal says to refresh one line in place.
	Progress io.Writer
	Terminal bool
}

// A RefusedError is a tournament that Run refuses to play: a mistake in
// the Tournament, or a record directory that holds another tournament.
type RefusedError struct{ Reason string }

// Error returns the reason, which names what was refused.
func (e *RefusedError) Error() string { return e.Reason }

// PlayerNames returns the players' names ([Names]).
func (t *Tournament) PlayerNames() []string { return Names(t.Players) }

// check returns why t cannot be played, as an error naming what is wrong.
func (t *Tournament) check() error {
	n, seats := len(t.Players), t.Game.Players()
	switch {
	case n < seats:
		return fmt.Errorf("%d players for a game of %d seats", n, seats)
	case t.Format != standings.RoundRobin && t.Format != standings.Gauntlet && t.Format != "":
		return fmt.Errorf("format %q: want %s or %s", t.Format, standings.RoundRobin, standings.Gauntlet)
	case t.Sets < 1:
		return fmt.Errorf("%d set-ups: want at least 1", t.Sets)
	}
	if err := t.checkPlayers(); err != nil {
		return err
	}
	if err := t.Openings.Check(t.Game, t.Options); err != nil {
		return err
	}
	if t.Program.Sandbox != nil {
		if err := program.CheckSandbox(); err != nil {
			return err
		}
	}
	if t.SPRT != nil {
		if n != 2 || seats != 2 {
			return errors.New("an SPRT needs two players of a 2-player game")
		}
		if err := t.SPRT.Validate(); err != nil {
			return err
		}
	}
	return nil
}

// checkPlayers returns why the players' names will not do: not one a
// player, not valid, or two alike.
func (t *Tournament) checkPlayers() error {
	for i, p := range t.Players {
		if (p.Command == "") == (p.Builtin == "") {
			return fmt.Errorf("player %d (%q): want a command or a built-in bot, one of them", i+1, p.String())
		}
	}
	return standings.CheckNames(t.PlayerNames())
}

// Schedule returns the games t plays (its shard's share).
func (t *Tournament) Schedule() []standings.Fixture {
	return standings.Schedule(t.format(), len(t.Players), t.Game.Players(), t.Sets, t.Seed, t.Shard)
}

// format returns the tournament's format, RoundRobin unless it says
// otherwise.
func (t *Tournament) format() standings.Format {
	if t.Format == "" {
		return standings.RoundRobin
	}
	return t.Format
}

// Run plays the tournament, or what is left of it in Dir, and returns the
// results of all its games that have ended, in schedule order. A player
// that fails (a program that crashes, say) loses its games by the rules;
// that is a result, not an error. When ctx ends, Run stops the games in
// flight, which are not kept, and returns what has ended with ctx's error.
func (t *Tournament) Run(ctx context.Context) ([]standings.Result, error) {
	if err := t.check(); err != nil {
		return nil, &RefusedError{err.Error()}
	}
	r := &run{t: t, done: map[string]standings.Result{}}
	var err error
	if r.starts, err = t.Openings.Starts(t.Game, t.Options, t.Sets, t.Seed); err != nil {
		return nil, &RefusedError{"openings: " + err.Error()}
	}
	if t.Dir != "" {
		if r.store, r.done, err = openStore(t.Dir, t.Describe()); err != nil {
			return nil, err
		}
		defer r.store.close()
	}
	if t.Affinity {
		if r.cpus, err = protocol.AllowedCPUs(); err != nil {
			return nil, &RefusedError{"affinity: " + err.Error()}
		}
	}
	schedule := t.Schedule()
	var todo []standings.Fixture
	for _, g := range schedule {
		if _, ok := r.done[g.ID]; !ok {
			todo = append(todo, g)
		}
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	r.cancel = cancel
	r.progress = newProgress(t, len(schedule), len(r.done))
	r.duel = standings.Meet(slices.Collect(maps.Values(r.done)), 0, 1)
	if t.SPRT != nil && t.decided(r.duel.Pairs()) {
		todo = nil
	}
	r.playAll(ctx, todo)
	r.progress.finish()
	results := ordered(schedule, r.done)
	if r.firstErr != nil {
		return results, r.firstErr
	}
	if err := context.Cause(ctx); err != errDecided {
		return results, err
	}
	return results, nil
}

// A run is a tournament under way: what it keeps, and what has ended.
type run struct {
	t        *Tournament
	store    *store  // nil: no record directory
	cpus     []int   // the CPUs to pin games to, or nil
	starts   []Start // where each set-up starts
	cancel   context.CancelCauseFunc
	progress *progress

	mu       sync.Mutex
	done     map[string]standings.Result // by game ID
	duel     *standings.Meeting          // the games of players 0 and 1 in done, for the SPRT and the progress line
	firstErr error
}

// playAll plays the games of todo, as many at a time as the tournament's
// concurrency, until they are done or ctx ends.
func (r *run) playAll(ctx context.Context, todo []standings.Fixture) {
	jobs := make(chan standings.Fixture)
	var wg sync.WaitGroup
	for slot := range r.t.concurrency() {
		var pin []int
		if r.cpus != nil {
			pin = []int{r.cpus[slot%len(r.cpus)]}
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for g := range jobs {
				res, rec, err := r.t.play(ctx, g, pin, r.starts[g.Set])
				r.ended(ctx, g, res, rec, err)
			}
		}()
	}
feed:
	for _, g := range todo {
		select {
		case jobs <- g:
		case <-ctx.Done():
			break feed
		}
	}
	close(jobs)
	wg.Wait()
}

// ended keeps the result and record of game g, or the first error, which
// stops the tournament, as does an SPRT that has decided.
func (r *run) ended(ctx context.Context, g standings.Fixture, res standings.Result, rec []byte, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if err == nil && r.store != nil {
		err = r.store.keep(res, rec)
	}
	switch {
	case err != nil && ctx.Err() == nil && r.firstErr == nil:
		r.firstErr = err
		r.cancel(nil)
	case err == nil:
		r.done[g.ID] = res
		r.duel.Add(res)
		r.progress.update(r.t, len(r.done), r.duel.Pairs())
		if r.t.SPRT != nil && r.t.decided(r.duel.Pairs()) {
			r.cancel(errDecided)
		}
	}
}

// errDecided ends a tournament whose SPRT has decided: the games in flight
// are stopped, and not kept.
var errDecided = errors.New("arena: the SPRT has decided")

// decided reports whether the SPRT has decided on the game pairs so far.
func (t *Tournament) decided(pairs stats.Pentanomial) bool {
	return t.SPRT.Decide(t.SPRT.LLR(pairs)) != stats.Continue
}

func (t *Tournament) concurrency() int {
	if t.Concurrency > 0 {
		return t.Concurrency
	}
	return runtime.NumCPU()
}

// ordered returns the results of done in schedule order.
func ordered(schedule []standings.Fixture, done map[string]standings.Result) []standings.Result {
	var out []standings.Result
	for _, g := range schedule {
		if r, ok := done[g.ID]; ok {
			out = append(out, r)
		}
	}
	return out
}

// play plays one game from its start on the given CPUs (none: anywhere)
// and returns its result and record.
func (t *Tournament) play(ctx context.Context, g standings.Fixture, cpus []int, start Start) (standings.Result, []byte, error) {
	specs := make([]PlayerSpec, len(g.Seating))
	names := make([]string, len(g.Seating))
	all := t.PlayerNames()
	for seat, p := range g.Seating {
		specs[seat], names[seat] = t.Players[p], all[p]
	}
	m, err := newMatch(t.Game, g.Seed, start.Options, specs, t.Program)
	if err != nil {
		return standings.Result{}, nil, fmt.Errorf("game %s: %w", g.ID, err)
	}
	Name(m, names)
	m.Header.SignedSeed = t.SignedSeed
	m.Header.Opening = start.Opening
	m.Clock, m.CPUs = t.Clock, cpus
	digest := DigestMatch(m)
	var rec recordBuffer
	if t.Dir != "" { // without a directory, no record is kept
		m.Record = &rec
	}
	res, err := m.Run(ctx)
	if err != nil {
		return standings.Result{}, nil, fmt.Errorf("game %s: %w", g.ID, err)
	}
	return standings.Result{Fixture: g, Result: res, Digest: digest()}, rec.b, nil
}

// A recordBuffer keeps a record in memory until its game ends.
type recordBuffer struct{ b []byte }

func (r *recordBuffer) Write(p []byte) (int, error) {
	r.b = append(r.b, p...)
	return len(p), nil
}

// Describe returns the tournament's description, as its directory keeps
// it: what makes a tournament itself, so that a directory refuses another.
// The players are what they run, beside their names, and the memory limit
// is in MiB where it is whole, as directories have always kept them.
func (t *Tournament) Describe() standings.Description {
	options := t.Options
	if options == nil {
		options = map[string]string{}
	}
	d := standings.Description{Game: t.Game.Name, Players: Commands(t.Players), Names: t.PlayerNames(), Book: t.Openings.Book, RandomPlies: t.Openings.RandomPlies,
		Format: t.format(), Sets: t.Sets, Seed: t.Seed,
		Options: options, Clock: t.Clock, Shard: t.Shard.String(), SPRT: t.SPRT}
	d.Memory, d.MemoryBytes = standings.MemoryFields(t.Program.MemoryLimit)
	if t.Program.Sandbox != nil {
		d.Sandbox, _ = json.Marshal(t.Program.Sandbox) // a struct of numbers and strings: it marshals
	}
	return d
}
