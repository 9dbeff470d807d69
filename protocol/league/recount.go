package league

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// count counts game p's end in the tally, in the transaction tx that
// commits its result (once: only when the result's row is new), and
// takes the rating list's snapshot when one is due. It counts in the
// League's copy of the tally, read once, and puts the rows it changed in
// touched, for commit to write once for all its games; commit holds the
// copy's lock.
func (l *League) count(tx *sql.Tx, st *statements, p pending, touched *tally) error {
	seats := l.game.Players()
	g := p.g
	e := ending{pairing: labels(g.pairing), setup: g.setup, rotation: g.rotation, seating: p.seating, res: p.res, digest: p.digest}
	var err error
	if e.others, e.seen, err = before(st.before, g, seats, p.digest); err != nil {
		return err
	}
	if l.tallied.t == nil {
		if l.tallied.t, err = loadTally(tx, seats); err != nil {
			return err
		}
	}
	t := l.tallied.t
	if k := e.unitKey(seats); k != "" && touched.units[k] == nil {
		t.units = touched.units // the classes a commit changes, read once
		if err := t.read(st.units.Query(k)); err != nil {
			return err
		}
	}
	t.units = touched.units
	t.add(e)
	t.touch(e, touched)
	return snapshot(tx, t)
}

// touch puts in s the rows of t that e's count changed.
func (t *tally) touch(e ending, s *tally) {
	s.totals = t.totals
	for i, a := range e.seating {
		s.versions[a] = t.versions[a]
		for _, b := range e.seating[i+1:] {
			p, _ := t.pair(a, b)
			s.pairs[[2]string{min(a, b), max(a, b)}] = p
		}
	}
}

// before returns what the tally needs of the games before g: the results
// of the other seatings of its set-up that ended, by rotation, and
// whether another game had its digest; in one query.
func before(q *sql.Stmt, g game, seats int, digest string) (map[int]stored, bool, error) {
	args := []any{""} // no game's key: IN needs one
	for r := range seats {
		if r != g.rotation {
			args = append(args, game{pairing: g.pairing, setup: g.setup, rotation: r}.key())
		}
	}
	rows, err := q.Query(append(args, digest, g.key())...) // beforeSQL
	if err != nil {
		return nil, false, err
	}
	defer rows.Close()
	out, seen := map[int]stored{}, false
	for rows.Next() {
		var key, result string
		var s stored
		if err := rows.Scan(&key, &result, &s.digest); err != nil {
			return nil, false, err
		}
		if key == "" {
			seen = true
			continue
		}
		if err := json.Unmarshal([]byte(result), &s.res); err != nil {
			return nil, false, fmt.Errorf("game %s: %w", key, err)
		}
		_, _, r, _ := parseKey(key)
		out[r] = s
	}
	return out, seen, rows.Err()
}

// checkTally counts the tally again from all results when it does not
// count them all (a database from before the tally, or one whose results
// were changed by hand), or keeps the rows of complete set-ups of old,
// one a pairing.
func (l *League) checkTally() error {
	var n, counted int
	if err := l.db.QueryRow(`SELECT count(*) FROM results`).Scan(&n); err != nil {
		return err
	}
	var data string
	err := l.db.QueryRow(`SELECT data FROM tally WHERE kind = 't'`).Scan(&data)
	if err != nil && err != sql.ErrNoRows {
		return err
	}
	if err == nil {
		var t totals
		if err := json.Unmarshal([]byte(data), &t); err != nil {
			return fmt.Errorf("league: the tally's totals: %w", err)
		}
		counted = t.Games
	}
	var old bool // rows of set-ups by pairing, before the classes' rows
	if err := l.db.QueryRow(`SELECT EXISTS (SELECT 1 FROM tally WHERE kind = ?)`, kindOldUnit).Scan(&old); err != nil {
		return err
	}
	if n == counted && !old {
		return nil
	}
	return l.recount()
}

// recount counts the tally and the rating list's history again from all
// results, in the order they ended, in one transaction.
func (l *League) recount() error {
	tx, err := l.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, table := range []string{"tally", "history"} {
		if _, err := tx.Exec(`DELETE FROM ` + table); err != nil {
			return err
		}
	}
	var n int64
	if err := tx.QueryRow(`SELECT count(*) FROM results`).Scan(&n); err != nil {
		return err
	}
	t, points, err := recountRows(tx, l.game.Players(), n)
	if err != nil {
		return err
	}
	put, err := tx.Prepare(putRowSQL)
	if err != nil {
		return err
	}
	defer put.Close()
	if err := t.save(put); err != nil {
		return err
	}
	for _, p := range points {
		if err := putPoint(tx, p); err != nil {
			return err
		}
	}
	l.tallied.reset()
	return tx.Commit()
}

// recountRows counts all results, last of them, in the order they ended,
// and the rating list at each point of the history of last games.
func recountRows(q querier, seats int, last int64) (*tally, []RatingPoint, error) {
	rows, err := q.Query(`SELECT key, result, digest FROM results ORDER BY ended`)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	c := newRecounter(seats, last)
	for rows.Next() {
		var key, result string
		var s stored
		if err := rows.Scan(&key, &result, &s.digest); err != nil {
			return nil, nil, err
		}
		if err := json.Unmarshal([]byte(result), &s.res); err != nil {
			return nil, nil, fmt.Errorf("game %s: %w", key, err)
		}
		if err := c.add(key, s); err != nil {
			return nil, nil, err
		}
	}
	return c.t, c.points, rows.Err()
}

// A recounter counts games one after the other in memory, as count does
// in the database: it keeps the digests seen and the set-ups not
// complete.
type recounter struct {
	t      *tally
	seen   map[string]bool
	open   map[string]map[int]stored // by pairing and set-up
	last   int64                     // how many games it counts: the history's points are theirs
	points []RatingPoint
}

func newRecounter(seats int, last int64) *recounter {
	return &recounter{t: newTally(seats), seen: map[string]bool{}, open: map[string]map[int]stored{}, last: last}
}

// add counts the game of key.
func (c *recounter) add(key string, s stored) error {
	pairing, setup, rotation, err := parseKey(key)
	if err != nil {
		return err
	}
	unit := strings.Join(pairing, ",") + ".s" + strconv.Itoa(setup)
	c.t.add(ending{pairing: pairing, setup: setup, rotation: rotation, seating: rotate(pairing, rotation), res: s.res,
		digest: s.digest, seen: c.seen[s.digest], others: c.open[unit]})
	c.seen[s.digest] = true
	if c.open[unit] == nil {
		c.open[unit] = map[int]stored{}
	}
	if c.open[unit][rotation] = s; len(c.open[unit]) == c.t.seats {
		delete(c.open, unit)
	}
	if historyDue(int64(c.t.totals.Games), c.last) {
		if p, ok := c.t.point(); ok {
			c.points = append(c.points, p)
		}
	}
	return nil
}
