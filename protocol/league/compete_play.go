package league

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/standings"
)

// The files of a competition's directory that its stages pass on.
const (
	stageFile = "stage.json" // the stage under way and its games, for shards
	shardsDir = "shards"     // the records shards played, until a merge
)

// A stagePlan is the stage under way, as shards read it: its number and
// each pairing's games, by key.
type stagePlan struct {
	Stage    int        `json:"stage"`
	Pairings [][]string `json:"pairings"`
}

// Play plays the competition to its end, Concurrency games at once: each
// stage's games (a Swiss round, then the final), keeping each as the
// league's, and the next stage once they are all in. It writes the
// result page (see WritePage) after each stage. Killed and run again, it
// goes on where it stood, playing the games it would have played; when
// ctx ends, the games in flight are stopped and not kept, and Play
// returns ctx's error. A competition plays in one process at a time
// (its shards aside, see PlayShard), and not while the league's own Run
// plays: one process plays a league's games at a time, as a Run starts
// by forgetting the games another left in flight.
func (c *Competition) Play(ctx context.Context) error {
	unlock, err := lockRun(c.Dir())
	if errors.Is(err, errLocked) {
		return fmt.Errorf("competition %s is played by another process already (one 'league compete' at a time, its shards aside)", c.Name)
	}
	if err != nil {
		return fmt.Errorf("competition %s: %w", c.Name, err)
	}
	defer unlock()
	unlockLeague, err := lockRun(c.l.dir)
	if errors.Is(err, errLocked) {
		return fmt.Errorf("competition %s: the league is played by another process ('league run' or another competition): stop it first", c.Name)
	}
	if err != nil {
		return fmt.Errorf("competition %s: %w", c.Name, err)
	}
	defer unlockLeague()
	for {
		st, err := c.Merge()
		if err != nil || st.Done() {
			return err
		}
		var todo []game
		for _, p := range st.stage() {
			for _, g := range p.Games {
				if g.Result == nil {
					todo = append(todo, c.gameOf(g.Key))
				}
			}
		}
		if err := runGames(ctx, todo, c.l.Concurrency, c.l.keep); err != nil {
			return err
		}
	}
}

// gameOf returns the game of key, one of the competition's.
func (c *Competition) gameOf(key string) game {
	g, _ := gameOf(c.Versions, key) // the competition's own keys
	return g
}

// Merge brings the records that shards played into the league (and any
// record whose result a kill kept from the database), then returns
// where the competition stands, and writes the stage under way for the
// shards to play and the result page. Run it once all the shards of a
// stage have ended: the next stage's games follow from their results.
func (c *Competition) Merge() (*CompeteState, error) {
	vs, err := c.l.Versions()
	if err != nil {
		return nil, err
	}
	if err := c.importShards(vs); err != nil {
		return nil, err
	}
	if err := c.l.importRecords(vs, false); err != nil {
		return nil, err
	}
	st, err := c.State()
	if err != nil {
		return nil, err
	}
	plan := stagePlan{Stage: st.Stage, Pairings: [][]string{}}
	for _, p := range st.stage() {
		var keys []string
		for _, g := range p.Games {
			keys = append(keys, g.Key)
		}
		plan.Pairings = append(plan.Pairings, keys)
	}
	b, err := json.MarshalIndent(plan, "", "\t")
	if err != nil {
		return nil, err
	}
	if err := writeFile(filepath.Join(c.Dir(), stageFile), append(b, '\n'), 0o644); err != nil {
		return nil, err
	}
	return st, c.WritePage(st)
}

// importShards moves the records of the shards' directory into the
// league's games and commits their results: a record is whole (written
// and renamed), so a kill loses none; one already counted is removed.
func (c *Competition) importShards(vs []Version) error {
	files, err := filepath.Glob(filepath.Join(c.Dir(), shardsDir, "*.jsonl"))
	if err != nil {
		return err
	}
	for _, f := range files {
		key := strings.TrimSuffix(filepath.Base(f), ".jsonl")
		has, err := c.l.Has(key)
		if err != nil {
			return err
		}
		if has {
			if err := os.Remove(f); err != nil {
				return err
			}
			continue
		}
		if err := os.Rename(f, c.l.recordFile(key)); err != nil {
			return err
		}
		if err := c.l.importRecord(vs, key, c.l.recordFile(key)); err != nil {
			return err
		}
	}
	return nil
}

// PlayShard plays share k of n (from 1) of the stage under way of
// competition name of the league in dir: the pairings whose index is k-1
// modulo n, each in all its games, into the competition's shards
// directory, Concurrency games at once. It opens no database: many
// machines may run shards over a network file system, where SQLite's
// WAL cannot be shared; a Merge on one machine then brings their records
// into the league. Games with a record already are not played again, so
// a shard killed and run again goes on where it stood.
func PlayShard(ctx context.Context, dir, name string, k, n int, known ...games.Game) error {
	if n < 1 || k < 1 || k > n {
		return fmt.Errorf("shard %d/%d: want K/N with 1 ≤ K ≤ N", k, n)
	}
	l, err := openFiles(dir, known)
	if err != nil {
		return err
	}
	c, err := readCompetition(l, name)
	if err != nil {
		return err
	}
	b, err := os.ReadFile(filepath.Join(c.Dir(), stageFile))
	if err != nil {
		return fmt.Errorf("competition %s: %w (run it, or merge it, once first: that writes the stage to play)", name, err)
	}
	var plan stagePlan
	if err := json.Unmarshal(b, &plan); err != nil {
		return fmt.Errorf("%s: %w", filepath.Join(c.Dir(), stageFile), err)
	}
	todo, err := c.shareOf(plan, k, n)
	if err != nil || len(todo) == 0 {
		return err
	}
	if err := os.MkdirAll(filepath.Join(c.Dir(), shardsDir), 0o755); err != nil {
		return err
	}
	return runGames(ctx, todo, l.Concurrency, c.playToShard)
}

// shareOf returns the games of share k of n of plan that have no record
// yet, in the league or in the shards' directory.
func (c *Competition) shareOf(plan stagePlan, k, n int) ([]game, error) {
	var todo []game
	for i, keys := range plan.Pairings {
		if i%n != k-1 {
			continue
		}
		for _, key := range keys {
			g, err := gameOf(c.Versions, key)
			if err != nil {
				return nil, err
			}
			if !exists(c.l.recordFile(key)) && !exists(c.shardFile(key)) {
				todo = append(todo, g)
			}
		}
	}
	if len(todo) > 0 && c.hasPrograms() {
		return todo, c.l.checkSandbox()
	}
	return todo, nil
}

// hasPrograms reports whether a version of the competition is a program.
func (c *Competition) hasPrograms() bool {
	for _, v := range c.Versions {
		if !strings.HasPrefix(v.Runs, standings.Builtin) {
			return true
		}
	}
	return false
}

// shardFile returns the file a shard writes game key's record to.
func (c *Competition) shardFile(key string) string {
	return filepath.Join(c.Dir(), shardsDir, key+".jsonl")
}

// exists reports whether a file is there.
func exists(name string) bool {
	_, err := os.Stat(name)
	return !errors.Is(err, fs.ErrNotExist)
}

// playToShard plays game g and writes its record, whole, to the shards'
// directory. A game stopped by ctx writes nothing.
func (c *Competition) playToShard(ctx context.Context, g game) error {
	seats := g.seating()
	runs := make([]string, 0, len(seats))
	for _, v := range seats {
		runs = append(runs, c.l.command(v))
	}
	m, rec, err := c.l.match(c.l.seed(g), runs, labels(seats))
	if err == nil {
		_, err = m.Run(ctx)
	}
	switch {
	case ctx.Err() != nil:
		return nil
	case err != nil:
		return fmt.Errorf("game %s: %w", g.key(), err)
	}
	return writeFile(c.shardFile(g.key()), rec.Bytes(), 0o644)
}

// openFiles opens the league in dir from its files alone, without its
// database: for a shard, which plays and writes records only.
func openFiles(dir string, known []games.Game) (*League, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	s, err := readSettings(abs)
	if err != nil {
		return nil, err
	}
	for _, g := range known {
		if g.Name == s.Game {
			return &League{dir: abs, settings: s, game: g, Concurrency: max(s.Concurrency, 1)}, nil
		}
	}
	return nil, fmt.Errorf("league %s: game %q is not one of this program's", abs, s.Game)
}

// runGames plays todo, concurrency games at once, with play: until all
// are played, the first error, or ctx's end.
func runGames(ctx context.Context, todo []game, concurrency int, play func(context.Context, game) error) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	jobs := make(chan game, len(todo))
	for _, g := range todo {
		jobs <- g
	}
	close(jobs)
	var wg sync.WaitGroup
	for range max(concurrency, 1) {
		wg.Go(func() {
			for g := range jobs {
				if ctx.Err() != nil {
					return
				}
				if err := play(ctx, g); err != nil {
					cancel(err)
				}
			}
		})
	}
	wg.Wait()
	return context.Cause(ctx)
}
