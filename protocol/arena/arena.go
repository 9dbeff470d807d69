package arena

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/arena/stats"
	"github.com/contestgames/games/protocol/program"
)

// A Tournament is what to play and how. Set Game, Players and Sets; the
// zero values of the others choose the defaults.
type Tournament struct {
	Game games.Game
	// Players are player specs, as NewPlayer takes them. The same spec
	// may play twice (a program against itself, a baseline) under two
	// names.
	Players []string
	// Names, when not nil, name the players in tables and records, one a
	// player, each valid ([ValidName]) and different; "" for a name made
	// from the spec. Nil: every name is made ([Names]).
	Names []string
	// Openings, when not zero, start each set-up from a line of a book
	// and after random plies, instead of at its seed's set-up.
	Openings Openings
	// Format is RoundRobin (the default) or Gauntlet.
	Format Format
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
	// Memory limits each program's writable memory, in MiB; 0 for none.
	Memory int64
	// Sandbox, when not nil, runs every program in a sandbox with these
	// limits (see program.Sandbox; Linux only). Play fails before the
	// first game where sandboxes cannot be made.
	Sandbox *program.Sandbox
	// ExtraEnv are more variables for every program, as "NAME=value"
	// strings, set over the environment it gets (the runner's, or a
	// sandbox's clean one: see program.Options.Env). Dir's
	// description does not keep them: their values may be secrets.
	ExtraEnv []string
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
	// Shard, when its N is above 1, plays only its share.
	Shard Shard
	// Dir, when not empty, keeps the tournament: its description, the
	// record of each finished game, and an index of results, each written
	// and synced as the game ends. A tournament started again on the same
	// Dir plays only the games that are not in it.
	Dir string
	// SPRT, when not nil, stops a tournament of two players once the test
	// decides.
	SPRT *stats.SPRT
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

// A Result is the end of one game.
type Result struct {
	Fixture
	games.Result
	// Digest sums the game up: its start and every move, so that two
	// games with the same digest are the same game, move for move
	// ([RecordDigest]); "" in the index of a tournament played before
	// games had digests.
	Digest string `json:"digest,omitempty"`
}

// allFaults returns every fault of the game, in order: Faults, when there
// were several, or the one Fault, or none.
func (r Result) allFaults() []games.Fault {
	switch {
	case len(r.Faults) > 0:
		return r.Faults
	case r.Fault != nil:
		return []games.Fault{*r.Fault}
	}
	return nil
}

// PlayerNames returns the players' names: Names where given, made from
// the specs elsewhere ([Names]).
func (t *Tournament) PlayerNames() []string { return Names(t.Names, t.Players) }

// check returns why t cannot be played, as an error naming what is wrong.
func (t *Tournament) check() error {
	n, seats := len(t.Players), t.Game.Players()
	switch {
	case n < seats:
		return fmt.Errorf("%d players for a game of %d seats", n, seats)
	case t.Format != RoundRobin && t.Format != Gauntlet && t.Format != "":
		return fmt.Errorf("format %q: want %s or %s", t.Format, RoundRobin, Gauntlet)
	case t.Sets < 1:
		return fmt.Errorf("%d set-ups: want at least 1", t.Sets)
	}
	if err := t.checkPlayers(); err != nil {
		return err
	}
	if err := t.Openings.Check(t.Game, t.Options); err != nil {
		return err
	}
	if t.Sandbox != nil {
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
	if t.Names != nil && len(t.Names) != len(t.Players) {
		return fmt.Errorf("%d names for %d players", len(t.Names), len(t.Players))
	}
	return CheckNames(t.PlayerNames())
}

// Schedule returns the games t plays (its shard's share).
func (t *Tournament) Schedule() []Fixture {
	f := t.Format
	if f == "" {
		f = RoundRobin
	}
	return Schedule(f, len(t.Players), t.Game.Players(), t.Sets, t.Seed, t.Shard)
}

// Run plays the tournament, or what is left of it in Dir, and returns the
// results of all its games that have ended, in schedule order. A player
// that fails (a program that crashes, say) loses its games by the rules;
// that is a result, not an error. When ctx ends, Run stops the games in
// flight, which are not kept, and returns what has ended with ctx's error.
func (t *Tournament) Run(ctx context.Context) ([]Result, error) {
	if err := t.check(); err != nil {
		return nil, &RefusedError{err.Error()}
	}
	r := &run{t: t, done: map[string]Result{}}
	var err error
	if r.starts, err = t.Openings.Starts(t.Game, t.Options, t.Sets, t.Seed); err != nil {
		return nil, &RefusedError{"openings: " + err.Error()}
	}
	if t.Dir != "" {
		if r.store, r.done, err = openStore(t.Dir, t.describe()); err != nil {
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
	var todo []Fixture
	for _, g := range schedule {
		if _, ok := r.done[g.ID]; !ok {
			todo = append(todo, g)
		}
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	r.cancel = cancel
	r.progress = newProgress(t, len(schedule), len(r.done))
	r.duel = meet(slices.Collect(maps.Values(r.done)), 0, 1)
	if t.SPRT != nil && t.decided(r.duel.pairs) {
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
	done     map[string]Result // by game ID
	duel     *meeting          // the games of players 0 and 1 in done, for the SPRT and the progress line
	firstErr error
}

// playAll plays the games of todo, as many at a time as the tournament's
// concurrency, until they are done or ctx ends.
func (r *run) playAll(ctx context.Context, todo []Fixture) {
	jobs := make(chan Fixture)
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
func (r *run) ended(ctx context.Context, g Fixture, res Result, rec []byte, err error) {
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
		r.duel.add(res)
		r.progress.update(r.t, len(r.done), r.duel.pairs)
		if r.t.SPRT != nil && r.t.decided(r.duel.pairs) {
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
func ordered(schedule []Fixture, done map[string]Result) []Result {
	var out []Result
	for _, g := range schedule {
		if r, ok := done[g.ID]; ok {
			out = append(out, r)
		}
	}
	return out
}

// play plays one game from its start on the given CPUs (none: anywhere)
// and returns its result and record.
func (t *Tournament) play(ctx context.Context, g Fixture, cpus []int, start Start) (Result, []byte, error) {
	specs := make([]string, len(g.Seating))
	names := make([]string, len(g.Seating))
	all := t.PlayerNames()
	for seat, p := range g.Seating {
		specs[seat], names[seat] = t.Players[p], all[p]
	}
	m, err := NewMatch(t.Game, g.Seed, start.Options, specs, program.Options{MemoryLimit: t.Memory << 20, Sandbox: t.Sandbox, ExtraEnv: t.ExtraEnv})
	if err != nil {
		return Result{}, nil, fmt.Errorf("game %s: %w", g.ID, err)
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
		return Result{}, nil, fmt.Errorf("game %s: %w", g.ID, err)
	}
	return Result{Fixture: g, Result: res, Digest: digest()}, rec.b, nil
}

// A recordBuffer keeps a record in memory until its game ends.
type recordBuffer struct{ b []byte }

func (r *recordBuffer) Write(p []byte) (int, error) {
	r.b = append(r.b, p...)
	return len(p), nil
}

// A description is what makes a tournament itself: a record directory
// holds one, and refuses another.
type description struct {
	Game    string   `json:"game"`
	Players []string `json:"players"`
	// Names are the players' names; a directory written before players
	// had names has none, and reads as having the names made from the
	// specs.
	Names []string `json:"names,omitempty"`
	// Book and RandomPlies are the openings': a directory written before
	// tournaments had openings has neither.
	Book        []string          `json:"book,omitempty"`
	RandomPlies int               `json:"random_plies,omitempty"`
	Format      Format            `json:"format"`
	Sets        int               `json:"sets"`
	Seed        uint64            `json:"seed"`
	Options     map[string]string `json:"options"`
	Clock       *games.Clock      `json:"clock,omitempty"`
	Memory      int64             `json:"memory,omitempty"`
	Sandbox     *program.Sandbox  `json:"sandbox,omitempty"`
	Shard       string            `json:"shard,omitempty"`
	SPRT        *stats.SPRT       `json:"sprt,omitempty"`
}

func (t *Tournament) describe() description {
	f := t.Format
	if f == "" {
		f = RoundRobin
	}
	options := t.Options
	if options == nil {
		options = map[string]string{}
	}
	return description{Game: t.Game.Name, Players: t.Players, Names: t.PlayerNames(), Book: t.Openings.Book, RandomPlies: t.Openings.RandomPlies,
		Format: f, Sets: t.Sets, Seed: t.Seed,
		Options: options, Clock: t.Clock, Memory: t.Memory, Sandbox: t.Sandbox, Shard: t.Shard.String(), SPRT: t.SPRT}
}

// differs says how two descriptions differ, by the first field in JSON
// whose value differs, named as the command line of "referee tournament"
// sets it, or "" when they are alike: "-pairs 1 there, -pairs 2 here",
// since the user who reuses a directory changed a flag, not a field.
func (d description) differs(e description) string {
	x, y := d.fields(), e.fields()
	keys := slices.Sorted(maps.Keys(x))
	for _, k := range slices.Sorted(maps.Keys(y)) {
		if _, ok := x[k]; !ok {
			keys = append(keys, k)
		}
	}
	for _, k := range keys {
		xk, yk := x[k], y[k]
		switch {
		case bytes.Equal(xk, yk):
		case flagOf[k] != "":
			return fmt.Sprintf("%s there, %s here", flagText(flagOf[k], xk), flagText(flagOf[k], yk))
		default:
			return fmt.Sprintf("%s: %s there, %s here", fieldWords(k), valueText(xk), valueText(yk))
		}
	}
	return ""
}

// flagOf names the flag of "referee tournament" that sets each field of
// a description that one flag sets, by its name in JSON; descriptionWords
// names the others.
var flagOf = map[string]string{
	"sets": "pairs", "seed": "seed", "format": "format", "memory": "memory",
	"random_plies": "random-plies", "shard": "shard", "sprt": "sprt",
}

var descriptionWords = map[string]string{
	"game": "the game", "players": "the players", "names": "the players' names (NAME=COMMAND)",
	"book": "the set-ups of -openings", "options": "the game's options", "sandbox": "the sandbox (-sandbox and its limits)",
	"clock": "the clock (-time, -turntime, -handshake, -pause)",
}

// flagText returns the flag name with value v (nil when not set), as a
// command line gives it: "-pairs 4", "-format gauntlet", "no -memory".
func flagText(name string, v json.RawMessage) string {
	if v == nil {
		return "no -" + name
	}
	var str string
	if json.Unmarshal(v, &str) == nil && str != "" && !strings.ContainsAny(str, " \t\"") {
		return "-" + name + " " + str
	}
	return "-" + name + " " + cut(v)
}

// fieldWords names the field k of a description that no one flag sets.
func fieldWords(k string) string {
	if w := descriptionWords[k]; w != "" {
		return w
	}
	return k
}

// valueText returns a value as JSON, cut short, or "not set" for nil.
func valueText(v json.RawMessage) string {
	if v == nil {
		return "not set"
	}
	return cut(v)
}

// cut returns the JSON text of a value, cut short after 80 bytes.
func cut(v json.RawMessage) string {
	if len(v) > 80 {
		return string(v[:80]) + "…"
	}
	return string(v)
}

// fields returns the JSON of each field of d, by name: compared as they
// are, a seed keeps all its 64 bits, as it would not as a float64.
func (d description) fields() map[string]json.RawMessage {
	b, _ := json.Marshal(d)
	var m map[string]json.RawMessage
	json.Unmarshal(b, &m)
	return m
}
