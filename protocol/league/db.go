package league

import (
	"database/sql"
	"fmt"
	"net/url"
	"path/filepath"
	"strings"

	_ "modernc.org/sqlite" // the pure-Go SQLite: no C compiler to build the referee
)

// schema is the league's database. Every row can be made again from the
// version directories and the records (Rebuild): the files are the truth,
// the database their index, kept for the queries of a running league.
const schema = `
CREATE TABLE IF NOT EXISTS versions (
	seq     INTEGER PRIMARY KEY, -- the order versions were added in
	name    TEXT NOT NULL,       -- the bot's name
	id      TEXT NOT NULL,       -- the short hex digest of its content
	runs    TEXT NOT NULL,       -- builtin:BOT, or the program's file under the league's directory
	added   TEXT NOT NULL,       -- when, RFC 3339
	active  INTEGER NOT NULL,    -- 1 for the version of its name that plays
	refused TEXT NOT NULL DEFAULT '', -- why its smoke games refused it, if they did: it never plays
	UNIQUE (name, id)
);
CREATE TABLE IF NOT EXISTS games (
	key      TEXT PRIMARY KEY,   -- the schedule identity, the record's name: pairing, set-up, rotation
	pairing  TEXT NOT NULL,      -- the versions that meet, their labels sorted and joined by ","
	setup    INTEGER NOT NULL,   -- the set-up's index in the pairing; its seed is Settings.Seed + setup
	rotation INTEGER NOT NULL,   -- which seating of the pairing
	seating  TEXT NOT NULL,      -- the labels in seat order, joined by ","
	seed     INTEGER NOT NULL,
	status   TEXT NOT NULL       -- playing, or done once its result is in results
);
CREATE TABLE IF NOT EXISTS results (
	key    TEXT PRIMARY KEY REFERENCES games (key),
	ended  INTEGER NOT NULL,     -- the order games ended in
	result TEXT NOT NULL,        -- the games.Result, in JSON
	digest TEXT NOT NULL         -- the game move for move (standings.RecordDigest)
);
CREATE INDEX IF NOT EXISTS results_ended ON results (ended);
CREATE INDEX IF NOT EXISTS results_digest ON results (digest);
CREATE INDEX IF NOT EXISTS games_playing ON games (status) WHERE status = 'playing';
CREATE TABLE IF NOT EXISTS tally (   -- the table's counts, kept as games end (tally.go): the standings read these, not every result
	kind TEXT NOT NULL,              -- v: a version's row, p: a pair's ("a,b", by label), t: the totals, c: a class of set-ups played in every seating with equal games
	name TEXT NOT NULL,              -- the version's label, the pair's labels, '', or the class's games' digests (in rotation order, joined by " ")
	data TEXT NOT NULL,              -- the counts, in JSON (a c's: its size, its first pairing's count, that pairing, apart by spaces)
	PRIMARY KEY (kind, name)
) WITHOUT ROWID;                     -- one B-tree, not a table and its index: fewer pages a commit writes
CREATE TABLE IF NOT EXISTS history (  -- the rating list every so many games (history.go)
	games   INTEGER PRIMARY KEY,     -- once this many games had ended
	ratings TEXT NOT NULL            -- the ratings by label, in JSON: [Elo, lower, upper] each
);
`

// openDB opens (or makes) the database of the league in dir, in WAL mode
// so that "league show" reads while "league run" writes, and waiting for
// another process's write rather than failing at once.
func openDB(dir string) (*sql.DB, error) {
	// synchronous=NORMAL in WAL mode survives a killed process (the WAL
	// is in the kernel's hands at each commit); what a machine's crash
	// could lose, the records (synced before the commit) give back: Run
	// imports a record the database lacks.
	q := url.Values{"_pragma": {"journal_mode(WAL)", "busy_timeout(20000)", "synchronous(NORMAL)", "foreign_keys(1)"}}
	// The path is a URI's: '?', '#' and '%' in it are escaped.
	path := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(filepath.Join(dir, DBFile))
	dsn := "file:" + path + "?" + q.Encode()
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	// One connection: a process's writes queue here rather than meet
	// SQLITE_BUSY, and every statement sees the pragmas.
	db.SetMaxOpenConns(1)
	if _, err := db.Exec(schema); err != nil {
		db.Close()
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, DBFile), err)
	}
	return db, nil
}
