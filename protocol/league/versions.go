package league

import (
	"cmp"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/contestgames/games/protocol/arena/standings"
)

// IDLength is the length of a version's ID, in hex digits: 48 bits, so
// that two versions of one name share an ID with a chance of n²/2^49.
const IDLength = 12

// The files of a version's directory, VersionsDir/NAME/ID/, and of its
// name's, VersionsDir/NAME/.
const (
	versionFile = "version.json" // the Version, as added
	currentFile = "current"      // in the name's directory: the ID that plays, or nothing once retired
)

// A Version is one version of a bot: immutable, named by its content.
type Version struct {
	// Name is the bot's name, the same for all its versions.
	Name string `json:"name"`
	// ID is the short hex digest of what it runs: the program's bytes, or
	// "builtin:BOT".
	ID string `json:"id"`
	// Runs is "builtin:BOT", or the program's file under the league's
	// directory (VersionsDir/NAME/ID/FILE).
	Runs string `json:"runs"`
	// Added is when it was added.
	Added time.Time `json:"added"`
	// Active says that it plays: the version of its name added last (or
	// added again last), unless the name is retired. The version's file
	// leaves it out: it changes, and versions/NAME/current says it.
	Active bool `json:"active,omitempty"`
	// Refused, when not empty, says why the version never plays: the
	// fault of one of its smoke games (see League.Add), and where its
	// record is.
	Refused string `json:"refused,omitempty"`
}

// Label names the version in records and tables: NAME@ID.
func (v Version) Label() string { return v.Name + "@" + v.ID }

// Add adds a version of the bot name: path is "builtin:BOT", a built-in
// bot of the game (builtin:strongest too, the game's strongest in each
// seat, as a match makes it), or an executable program file, which is
// copied into the league. The new version replaces the name's older ones
// in the schedule; they stay listed, with their games. Adding the version that
// plays already is a no-op, and added is false; adding an older version
// of the name again makes it play again.
//
// A program's version enters the league only once it has played a smoke
// game in each seat against the league's SmokeBot, without a fault:
// otherwise it is kept, refused, with the records of its smoke games
// beside its program (versions/NAME/ID/smoke-SEAT.jsonl, which "referee
// view" shows), never to play, and Add returns a *RefusedError. Adding
// it again refuses it again, without playing.
func (l *League) Add(name, path string) (v Version, added bool, err error) {
	if !standings.ValidName(name) {
		return Version{}, false, fmt.Errorf("name %q: want 1 to 40 letters, digits, '.', '_', '-' or '+', from a letter or a digit", name)
	}
	sub, err := l.content(path)
	if err != nil {
		return Version{}, false, err
	}
	sum := sha256.Sum256(sub.digest)
	v = Version{Name: name, ID: hex.EncodeToString(sum[:])[:IDLength], Runs: path, Added: time.Now().UTC(), Active: true}
	if old, ok, err := l.version(name, v.ID); err != nil {
		return Version{}, false, err
	} else if ok {
		if old.Refused != "" {
			return old, false, &RefusedError{old}
		}
		if old.Active {
			return old, false, nil
		}
		v = old
		v.Active = true
	} else if v, err = l.enter(v, sub); err != nil || v.Refused != "" {
		return v, false, err
	}
	if err := writeFile(filepath.Join(l.dir, VersionsDir, name, currentFile), []byte(v.ID+"\n"), 0o644); err != nil {
		return Version{}, false, err
	}
	return v, true, l.activate(v)
}

// A submission is what Add was given, read.
type submission struct {
	digest  []byte   // what names the version: its bytes, a source's with its profile
	file    []byte   // the program's or the source's bytes; nil for a built-in bot
	base    string   // the file's name in the version's directory; "" for a built-in bot
	profile *Profile // what builds and runs a source; nil for a program
}

// content reads what a version of path runs: a built-in bot, a source
// file that one of the league's profiles builds (by its extension), or an
// executable program file.
func (l *League) content(path string) (submission, error) {
	if bot, ok := strings.CutPrefix(path, standings.Builtin); ok {
		if !l.game.Bots.Has(bot) {
			return submission{}, fmt.Errorf("%s: %s has no built-in bot %q (it has %s)", path, l.game.Name, bot, strings.Join(l.game.Bots.Offered(), ", "))
		}
		return submission{digest: []byte(path)}, nil
	}
	if err := l.checkSandbox(); err != nil {
		return submission{}, fmt.Errorf("program %s: %w", path, err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		return submission{}, fmt.Errorf("program %s: %w", path, errors.Unwrap(err))
	}
	p, source := l.settings.profileOf(path)
	switch {
	case !fi.Mode().IsRegular():
		return submission{}, fmt.Errorf("program %s: not a file (a program, or a source of %s)", path, l.settings.languages())
	case !source && fi.Mode()&0o111 == 0:
		return submission{}, fmt.Errorf("program %s: not executable (chmod +x it), nor a source of %s", path, l.settings.languages())
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return submission{}, fmt.Errorf("program %s: %w", path, errors.Unwrap(err))
	}
	sub := submission{digest: b, file: b, base: filepath.Base(path)}
	if source {
		// A Java source's name is its class's: it is kept, and must be a
		// plain one.
		if !standings.ValidName(sub.base) {
			return submission{}, fmt.Errorf("source %s: its name %q: want letters, digits, '.', '_', '-' or '+'", path, sub.base)
		}
		sub.profile = &p
		sub.digest = append(append(slices.Clip(b), 0), p.Build+"\x00"+p.Run...)
	} else if !standings.ValidName(sub.base) {
		sub.base = "program" // a file name the shell would split or expand
	}
	return sub, nil
}

// each synced, so that a directory with a version.json is whole.
func (l *League) store(v Version, sub submission) (Version, error) {
	dir := filepath.Join(l.dir, VersionsDir, v.Name, v.ID)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Version{}, err
	}
	if sub.base != "" {
		file, mode := filepath.Join(VersionsDir, v.Name, v.ID, sub.base), os.FileMode(0o755)
		v.Runs = file
		if sub.profile != nil {
			v.Runs, mode = expand(sub.profile.Run, "{dir}", sub.base), 0o644
		}
		if err := writeFile(filepath.Join(l.dir, file), sub.file, mode); err != nil {
			return Version{}, err
		}
		// A sandbox run by root runs the program as a user of its own:
		// whatever the umask, the program and the directories down to it
		// from the league's must be readable by all.
		for _, p := range []string{file, filepath.Dir(file), filepath.Dir(filepath.Dir(file)), VersionsDir, "."} {
			if err := os.Chmod(filepath.Join(l.dir, p), mode|0o555); err != nil {
				return Version{}, err
			}
		}
	}
	return v, l.writeVersionFile(v)
}

// writeVersionFile writes v's version.json, without whether it plays.
func (l *League) writeVersionFile(v Version) error {
	v.Active = false
	b, _ := json.MarshalIndent(v, "", "  ") // strings and a time: it marshals
	return writeFile(filepath.Join(l.dir, VersionsDir, v.Name, v.ID, versionFile), append(b, '\n'), 0o644)
}

// enter stores a new version v and plays its smoke games: v is returned
// refused, and in the database, with a *RefusedError when one of them
// faulted.
func (l *League) enter(v Version, sub submission) (Version, error) {
	v, err := l.store(v, sub)
	if err != nil || sub.base == "" {
		return v, err
	}
	if sub.profile != nil {
		v.Refused, err = l.build(v, *sub.profile, sub.base)
	}
	if err == nil && v.Refused == "" {
		v.Refused, err = l.smoke(v)
	}
	if err != nil || v.Refused == "" {
		return v, err
	}
	v.Active = false
	if err := l.writeVersionFile(v); err != nil {
		return v, err
	}
	if _, err := l.db.Exec(`INSERT INTO versions (name, id, runs, added, active, refused) VALUES (?, ?, ?, ?, 0, ?)`,
		v.Name, v.ID, v.Runs, v.Added.Format(timeLayout), v.Refused); err != nil {
		return v, err
	}
	return v, &RefusedError{v}
}

// A RefusedError is Add's error for a version that faulted in a smoke game.
type RefusedError struct {
	// Version is the version refused, its Refused saying why.
	Version Version
}

// Error says which version was refused, and why.
func (e *RefusedError) Error() string {
	return fmt.Sprintf("version %s refused: %s", e.Version.Label(), e.Version.Refused)
}

// version returns the version name@id from the database, if it is there.
func (l *League) version(name, id string) (Version, bool, error) {
	var v Version
	var added string
	err := l.db.QueryRow(`SELECT name, id, runs, added, active, refused FROM versions WHERE name = ? AND id = ?`, name, id).Scan(&v.Name, &v.ID, &v.Runs, &added, &v.Active, &v.Refused)
	if errors.Is(err, sql.ErrNoRows) {
		return Version{}, false, nil
	}
	if err != nil {
		return Version{}, false, err
	}
	v.Added, err = time.Parse(timeLayout, added)
	return v, true, err
}

// activate puts v in the database as the version of its name that plays.
func (l *League) activate(v Version) error {
	tx, err := l.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	defer l.changes.Add(1) // a Run of this League reads the versions again
	if _, err := tx.Exec(`UPDATE versions SET active = 0 WHERE name = ?`, v.Name); err != nil {
		return err
	}
	_, err = tx.Exec(`INSERT INTO versions (name, id, runs, added, active) VALUES (?, ?, ?, ?, 1)
		ON CONFLICT (name, id) DO UPDATE SET active = 1`, v.Name, v.ID, v.Runs, v.Added.Format(timeLayout))
	if err != nil {
		return err
	}
	return tx.Commit()
}

// Retire stops the bot name from playing: its versions stay listed, with
// their games. Adding a version of the name makes it play again.
func (l *League) Retire(name string) error {
	var n int
	if err := l.db.QueryRow(`SELECT count(*) FROM versions WHERE name = ?`, name).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return fmt.Errorf("no bot %q in the league", name)
	}
	if err := writeFile(filepath.Join(l.dir, VersionsDir, name, currentFile), nil, 0o644); err != nil {
		return err
	}
	_, err := l.db.Exec(`UPDATE versions SET active = 0 WHERE name = ?`, name)
	l.changes.Add(1)
	return err
}

// Versions returns every version of the league, in the order they were
// added.
func (l *League) Versions() ([]Version, error) {
	return l.versions("")
}

// versions returns the versions the SQL condition where selects, in the
// order they were added.
func (l *League) versions(where string) ([]Version, error) {
	rows, err := l.db.Query(`SELECT name, id, runs, added, active, refused FROM versions ` + where + ` ORDER BY seq`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var vs []Version
	for rows.Next() {
		var v Version
		var added string
		if err := rows.Scan(&v.Name, &v.ID, &v.Runs, &added, &v.Active, &v.Refused); err != nil {
			return nil, err
		}
		if v.Added, err = time.Parse(timeLayout, added); err != nil {
			return nil, err
		}
		vs = append(vs, v)
	}
	return vs, rows.Err()
}

// readVersions reads the versions from their directories, as Rebuild
// does: each version.json, and which of each name plays. Sorted as they
// were added.
func readVersions(dir string) ([]Version, error) {
	files, err := filepath.Glob(filepath.Join(dir, VersionsDir, "*", "*", versionFile))
	if err != nil {
		return nil, err
	}
	var vs []Version
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var v Version
		if err := json.Unmarshal(b, &v); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		cur, err := os.ReadFile(filepath.Join(dir, VersionsDir, v.Name, currentFile))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		v.Active = strings.TrimSpace(string(cur)) == v.ID && v.Refused == ""
		vs = append(vs, v)
	}
	slices.SortFunc(vs, func(a, b Version) int {
		return cmp.Or(a.Added.Compare(b.Added), strings.Compare(a.Label(), b.Label()))
	})
	return vs, nil
}

// timeLayout writes when a version was added, to the nanosecond, so that
// versions added within a second keep their order in a rebuilt database.
const timeLayout = time.RFC3339Nano
