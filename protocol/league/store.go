package league

import (
	"cmp"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/record"
)

// commit puts the games' results in the database, in one transaction:
// each game's row in games, done, and its row in results, unless it is
// there already, and then only its counts in the tally.
func (l *League) commit(ps ...pending) (err error) {
	l.tallied.mu.Lock()
	defer l.tallied.mu.Unlock()
	defer func() {
		if err != nil {
			l.tallied.t = nil // counted in memory, perhaps, and not in the database
		}
	}()
	if l.tallied.stmts == nil {
		if l.tallied.stmts, err = prepare(l.db, l.game.Players()); err != nil {
			return err
		}
	}
	tx, err := l.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	st := l.tallied.stmts.in(tx)
	touched := newTally(l.game.Players())
	for _, p := range ps {
		if err := l.put(tx, st, p, touched); err != nil {
			return fmt.Errorf("game %s: %w", p.g.key(), err)
		}
	}
	if touched.totals.Games == 0 {
		return tx.Commit() // every game kept already: no row of the tally changed
	}
	if err := touched.save(st.putRow); err != nil {
		return err
	}
	return tx.Commit()
}

// put puts game p's rows in the database, in transaction tx, and its
// counts in the tally, the rows they change in touched.
func (l *League) put(tx *sql.Tx, st *statements, p pending, touched *tally) error {
	b, err := json.Marshal(p.res)
	if err != nil {
		return err
	}
	_, err = st.gameDone.Exec(p.g.key(), p.g.pairingKey(), p.g.setup, p.g.rotation, strings.Join(p.seating, ","), int64(p.seed))
	if err != nil {
		return err
	}
	r, err := st.result.Exec(p.g.key(), string(b), p.digest)
	if err != nil {
		return err
	}
	if n, err := r.RowsAffected(); err != nil || n == 0 {
		return err // kept already: counted already
	}
	return l.count(tx, st, p, touched)
}

// recover makes the database whole after a kill, before a Run: it forgets
// the games that were in flight, imports the records whose results did
// not reach it, and returns the schedule so far, the games of set-ups
// begun and not ended queued first.
func (l *League) recover() (*schedule, error) {
	l.tallied.reset() // another process may have run the league since
	removeTemporary(l.dir)
	if _, err := l.db.Exec(`DELETE FROM games WHERE status = 'playing'`); err != nil {
		return nil, err
	}
	vs, err := l.Versions()
	if err != nil {
		return nil, err
	}
	if err := l.importRecords(vs, false); err != nil {
		return nil, err
	}
	if err := l.checkTally(); err != nil {
		return nil, err
	}
	return l.scheduleOf(vs)
}

// scheduleOf returns the schedule of the games done, with the other
// seatings of their set-ups queued, in key order. It counts the games
// from the tally and the set-ups from the games' rows, holding none of
// them: its size is the versions' and pairings', not the games'.
func (l *League) scheduleOf(vs []Version) (*schedule, error) {
	s := newSchedule(l.game.Players())
	t, err := loadTally(l.db, s.seats)
	if err != nil {
		return nil, err
	}
	for label, v := range t.versions {
		s.games[label] = v.Tally.Record.Games()
	}
	for k, p := range t.pairs {
		s.met[k] = p.Games.Games()
	}
	s.total = t.totals.Games
	open, err := l.setupsBegun(s)
	if err != nil {
		return nil, err
	}
	for _, u := range open {
		g, err := gameOf(vs, fmt.Sprintf("%s.s%d.r0", u.pairing, u.setup))
		if err != nil {
			return nil, err
		}
		for r := range s.seats {
			g.rotation = r
			if done, err := l.Has(g.key()); err != nil || done {
				if err != nil {
					return nil, err
				}
				continue
			}
			s.count(g)
			s.queue = append(s.queue, g)
		}
	}
	slices.SortFunc(s.queue, func(a, b game) int { return strings.Compare(a.key(), b.key()) })
	return s, nil
}

// A setupKey is a pairing's set-up, by the pairing's key.
type setupKey struct {
	pairing string
	setup   int
}

// setupsBegun counts in s the set-ups with games done, and returns those
// not complete.
func (l *League) setupsBegun(s *schedule) ([]setupKey, error) {
	// A competition's set-ups are its own to finish (Competition.Play),
	// not the continuous league's.
	rows, err := l.db.Query(`SELECT pairing, setup, count(*) FROM games WHERE status = 'done' AND setup < ? GROUP BY pairing, setup`, competeSetups)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var open []setupKey
	for rows.Next() {
		var pairing string
		var setup, n int
		if err := rows.Scan(&pairing, &setup, &n); err != nil {
			return nil, err
		}
		s.begin(pairing, setup)
		if n < s.seats {
			open = append(open, setupKey{pairing, setup})
		}
	}
	return open, rows.Err()
}

// gameOf returns the game of key, its versions among vs.
func gameOf(vs []Version, key string) (game, error) {
	ls, setup, rotation, err := parseKey(key)
	if err != nil {
		return game{}, err
	}
	g := game{setup: setup, rotation: rotation}
	for _, label := range ls {
		i := slices.IndexFunc(vs, func(v Version) bool { return v.Label() == label })
		if i < 0 {
			return game{}, fmt.Errorf("game %s: no version %s in the league", key, label)
		}
		g.pairing = append(g.pairing, vs[i])
	}
	return g, nil
}

// importRecords puts in the database the result of each record it lacks
// (all of them, with all): a record is written before its result is
// committed, so a kill between the two leaves one.
func (l *League) importRecords(vs []Version, all bool) error {
	files, err := filepath.Glob(filepath.Join(l.dir, GamesDir, "*.jsonl"))
	if err != nil {
		return err
	}
	keys := make([]string, len(files))
	for i, f := range files {
		keys[i] = strings.TrimSuffix(filepath.Base(f), ".jsonl")
	}
	slices.Sort(keys)
	if !all {
		if keys, err = l.lacking(keys); err != nil {
			return err
		}
	}
	for _, key := range l.inEndOrder(keys) {
		if err := l.importRecord(vs, key, l.recordFile(key)); err != nil {
			return err
		}
	}
	return nil
}

// inEndOrder returns the keys of records in the order their games ended,
// as near as the files tell it: by the time each record was written (its
// game's end; a record is written once), in key order among equals, so
// that the rating list's history Rebuild makes again follows the league's
// course.
func (l *League) inEndOrder(keys []string) []string {
	written := make(map[string]int64, len(keys))
	for _, k := range keys {
		if fi, err := os.Stat(l.recordFile(k)); err == nil {
			written[k] = fi.ModTime().UnixNano()
		}
	}
	slices.SortStableFunc(keys, func(a, b string) int { return cmp.Compare(written[a], written[b]) })
	return keys
}

// lacking returns the keys, sorted, that have no result: it walks the
// results' keys in the same order beside them, holding none.
func (l *League) lacking(keys []string) ([]string, error) {
	rows, err := l.db.Query(`SELECT key FROM results ORDER BY key`) // BINARY collation: Go's order of strings
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	i := 0
	for rows.Next() {
		var k string
		if err := rows.Scan(&k); err != nil {
			return nil, err
		}
		for ; i < len(keys) && keys[i] < k; i++ {
			out = append(out, keys[i])
		}
		if i < len(keys) && keys[i] == k {
			i++
		}
	}
	return append(out, keys[i:]...), rows.Err()
}

// importRecord puts the result of game key's record, in file f, in the
// database.
func (l *League) importRecord(vs []Version, key, f string) error {
	g, err := gameOf(vs, key)
	if err != nil {
		return fmt.Errorf("%s: %w", f, err)
	}
	file, err := os.Open(f)
	if err != nil {
		return err
	}
	rec, err := record.Read(file)
	file.Close()
	if err != nil {
		return fmt.Errorf("%s: %w", f, err)
	}
	if rec.Result == nil {
		return fmt.Errorf("%s: the record has no result", f)
	}
	if !slices.Equal(rec.Header.Players, labels(g.seating())) || rec.Header.Seed != l.seed(g) {
		return fmt.Errorf("%s: the record's players and seed are not those of game %s", f, key)
	}
	return l.commit(pending{g: g, seating: rec.Header.Players, seed: rec.Header.Seed, res: resultOf(rec), digest: standings.RecordDigest(rec)})
}

// resultOf returns a record's result with every fault the runner saw,
// as the match gave it. A rules' fault after the first, which records do
// not keep, is lost.
func resultOf(rec *record.Record) games.Result {
	var faults []games.Fault
	if rec.Result.Fault != nil {
		faults = append(faults, *rec.Result.Fault)
	}
	for _, e := range rec.Events {
		seen := slices.ContainsFunc(faults, func(f games.Fault) bool { return f.Player == e.Player && f.Rule == e.Fault.String() })
		if e.Kind == record.Faulted && !seen {
			faults = append(faults, games.Fault{Player: e.Player, Rule: e.Fault.String(), Detail: e.Detail})
		}
	}
	return rec.Result.WithFaults(faults)
}

// Rebuild makes the database of the league in dir again from its version
// directories and its records alone, when it is lost or damaged: the old
// one, if any, is moved aside as league.db.old.
func Rebuild(dir string, known ...games.Game) error {
	unlock, err := lockRun(dir)
	if err != nil {
		return err
	}
	defer unlock()
	for _, suffix := range []string{"", "-wal", "-shm"} {
		name := filepath.Join(dir, DBFile+suffix)
		if err := os.Rename(name, name[:len(name)-len(suffix)]+".old"+suffix); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	l, err := Open(dir, known...)
	if err != nil {
		return err
	}
	defer l.Close()
	vs, err := readVersions(dir)
	if err != nil {
		return err
	}
	for _, v := range vs {
		_, err := l.db.Exec(`INSERT INTO versions (name, id, runs, added, active, refused) VALUES (?, ?, ?, ?, ?, ?)`, v.Name, v.ID, v.Runs, v.Added.Format(timeLayout), v.Active, v.Refused)
		if err != nil {
			return err
		}
	}
	removeTemporary(dir)
	return l.importRecords(vs, true)
}

// A Finished is one game a league has kept: its key (its record's name),
// its versions in seat order, by label, and its result.
type Finished struct {
	Key     string
	Seating []string
	Result  games.Result
}

// Recent returns the last n games kept, the last first.
func (l *League) Recent(n int) ([]Finished, error) {
	rows, err := l.db.Query(`SELECT key, seating, result FROM results JOIN games USING (key) ORDER BY ended DESC LIMIT ?`, n)
	if err != nil {
		return nil, err
	}
	return scanFinished(rows)
}

// Kept returns how many games the league has kept: a number that grows
// with each game, for a page to see that one has ended, from any process.
func (l *League) Kept() (int64, error) {
	var n int64
	err := l.db.QueryRow(`SELECT coalesce(max(ended), 0) FROM results`).Scan(&n)
	return n, err
}

// Has reports whether the league has kept the game of key.
func (l *League) Has(key string) (bool, error) {
	var n int
	err := l.db.QueryRow(`SELECT count(*) FROM results WHERE key = ?`, key).Scan(&n)
	return n > 0, err
}
