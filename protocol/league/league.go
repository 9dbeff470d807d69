package league

import (
	"database/sql"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/contestgames/games"
)

// A League is a league's directory, open: its settings, its game and its
// database. Its methods may be called from several goroutines, and
// several processes may open one league at once (only one of them runs
// it).
type League struct {
	dir      string
	settings Settings
	game     games.Game
	db       *sql.DB
	changes  atomic.Int64 // Adds and Retires through this League, for a Run's cache
	tallied  tallyCache   // the tally as this League's commits left it (tally.go)

	progressMu sync.Mutex // one game at a time writes to Progress

	// Concurrency is how many games Run plays at once: the settings' at
	// Open, for the caller to change before Run.
	Concurrency int
	// Progress, when not nil, receives a line after each game Run keeps
	// (once its record is written: a kill no longer loses it, though its
	// result may wait a moment for others to commit with), one game at a
	// time.
	Progress io.Writer
}

// Open opens the league in dir, whose game must be among known (a
// program's games: the league's settings name it).
func Open(dir string, known ...games.Game) (*League, error) {
	dir, err := filepath.Abs(dir) // programs run in directories of their own
	if err != nil {
		return nil, err
	}
	s, err := readSettings(dir)
	if err != nil {
		return nil, err
	}
	i := slices.IndexFunc(known, func(g games.Game) bool { return g.Name == s.Game })
	if i < 0 {
		var names []string
		for _, g := range known {
			names = append(names, g.Name)
		}
		return nil, fmt.Errorf("league %s: game %q is not one of this program's (%s)", dir, s.Game, strings.Join(names, ", "))
	}
	db, err := openDB(dir)
	if err != nil {
		return nil, err
	}
	return &League{dir: dir, settings: s, game: known[i], db: db, Concurrency: max(s.Concurrency, 1)}, nil
}

// Settings returns the league's settings.
func (l *League) Settings() Settings { return l.settings }

// Dir returns the league's directory.
func (l *League) Dir() string { return l.dir }

// Close closes the league's database.
func (l *League) Close() error {
	l.tallied.mu.Lock()
	defer l.tallied.mu.Unlock()
	if l.tallied.stmts != nil {
		l.tallied.stmts.close()
		l.tallied.stmts = nil
	}
	return l.db.Close()
}
