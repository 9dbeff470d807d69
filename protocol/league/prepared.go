package league

import (
	"cmp"
	"database/sql"
	"fmt"
	"strings"
)

// The statements a commit runs, kept prepared on the League: SQLite
// parsing them again for each game cost a league of quick games a tenth
// of its time. A transaction uses them through tx.Stmt, which finds them
// prepared on its connection (the database has one).
type statements struct {
	gameDone, result, before, units, putRow *sql.Stmt
}

const (
	gameDoneSQL = `INSERT INTO games (key, pairing, setup, rotation, seating, seed, status) VALUES (?, ?, ?, ?, ?, ?, 'done')
		ON CONFLICT (key) DO UPDATE SET status = 'done'`
	resultSQL = `INSERT INTO results (key, ended, result, digest) VALUES (?, (SELECT coalesce(max(ended), 0) + 1 FROM results), ?, ?)
		ON CONFLICT (key) DO NOTHING`
	unitsSQL  = `SELECT kind, name, data FROM tally WHERE kind = 'c' AND name = ?`
	putRowSQL = `INSERT INTO tally (kind, name, data) VALUES (?, ?, ?) ON CONFLICT (kind, name) DO UPDATE SET data = excluded.data`
)

// beforeSQL is the query of before in a game of seats seats: the results
// of the other seatings of a set-up, by key, then a row of empty strings
// when another game has the digest.
func beforeSQL(seats int) string {
	return `SELECT key, result, digest FROM results WHERE key IN (?` + strings.Repeat(", ?", max(seats-1, 0)) + `)
		UNION ALL SELECT '', '', '' WHERE EXISTS (SELECT 1 FROM results WHERE digest = ? AND key != ?)`
}

// prepare prepares a commit's statements in db, for a game of seats
// seats. It must be called outside a transaction: the database's one
// connection must be free.
func prepare(db *sql.DB, seats int) (*statements, error) {
	s := &statements{}
	for _, p := range []struct {
		into  **sql.Stmt
		query string
	}{{&s.gameDone, gameDoneSQL}, {&s.result, resultSQL}, {&s.before, beforeSQL(seats)}, {&s.units, unitsSQL}, {&s.putRow, putRowSQL}} {
		st, err := db.Prepare(p.query)
		if err != nil {
			s.close()
			return nil, fmt.Errorf("league: preparing a commit's statement: %w", err)
		}
		*p.into = st
	}
	return s, nil
}

// in returns the statements for use in tx, closed with it.
func (s *statements) in(tx *sql.Tx) *statements {
	return &statements{gameDone: tx.Stmt(s.gameDone), result: tx.Stmt(s.result), before: tx.Stmt(s.before),
		units: tx.Stmt(s.units), putRow: tx.Stmt(s.putRow)}
}

// close closes the statements prepared.
func (s *statements) close() error {
	var err error
	for _, st := range []*sql.Stmt{s.gameDone, s.result, s.before, s.units, s.putRow} {
		if st != nil {
			err = cmp.Or(err, st.Close())
		}
	}
	return err
}

// A runStmts is the statements a Run runs as it starts each game,
// prepared once.
type runStmts struct {
	playing, dataVersion *sql.Stmt
}

// prepare prepares the statements in db.
func (s *runStmts) prepare(db *sql.DB) error {
	var err error
	if s.playing, err = db.Prepare(`INSERT INTO games (key, pairing, setup, rotation, seating, seed, status) VALUES (?, ?, ?, ?, ?, ?, 'playing')
		ON CONFLICT (key) DO NOTHING`); err != nil {
		return fmt.Errorf("league: preparing a Run's statement: %w", err)
	}
	if s.dataVersion, err = db.Prepare(`PRAGMA data_version`); err != nil {
		return fmt.Errorf("league: preparing a Run's statement: %w", err)
	}
	return nil
}

// close closes the statements prepared.
func (s *runStmts) close() {
	for _, st := range []*sql.Stmt{s.playing, s.dataVersion} {
		if st != nil {
			st.Close()
		}
	}
}
