package league

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/program"
)

// The files and directories of a league's directory.
const (
	// SettingsFile holds the league's [Settings], in JSON.
	SettingsFile = "league.json"
	// DBFile is the league's database: versions, games and results.
	DBFile = "league.db"
	// VersionsDir holds each version's program, in VersionsDir/NAME/ID/.
	VersionsDir = "versions"
	// GamesDir holds the record of each game, GamesDir/KEY.jsonl.
	GamesDir = "games"
)

// maxConcurrency bounds Settings.Concurrency: more games at once than
// this is a typing mistake, not a machine.
const maxConcurrency = 1024

// Settings are what a league is played under, kept in its directory's
// league.json. Fields are added, never renamed, and a reader refuses a
// field it does not know rather than ignore it: a league written by a
// newer program (with build profiles, say) must not be played as if it
// had none.
type Settings struct {
	// Game is the game's name, such as "alquerque".
	Game string `json:"game"`
	// Seed is the seed of every pairing's first set-up; set-up s of a
	// pairing is played from Seed+s, the same in every pairing.
	Seed uint64 `json:"seed"`
	// Options are the game's options, as Game.NewReferee takes them.
	Options map[string]string `json:"options,omitempty"`
	// Clock replaces the game's time rules when it is not nil.
	Clock *games.Clock `json:"clock,omitempty"`
	// Concurrency is how many games Run plays at once; 0 means one.
	Concurrency int `json:"concurrency,omitempty"`
	// Program are the settings of every program a version runs.
	Program Programs `json:"program"`
	// Profiles build and run the versions added from source files; a
	// source's extension chooses its profile. NewSettings sets
	// DefaultProfiles.
	Profiles []Profile `json:"profiles,omitempty"`
	// SmokeBot is the built-in bot that a program's new version plays its
	// smoke games against, one in each seat, before it may enter the
	// league (see League.Add); empty means "random".
	SmokeBot string `json:"smoke_bot,omitempty"`
}

// Programs are the settings of a league's programs.
type Programs struct {
	// MemoryLimit is each program's memory limit in bytes; 0 means the
	// default (program.Options.MemoryLimit).
	MemoryLimit int64 `json:"memory_limit,omitempty"`
	// Sandbox, when not nil, runs every program in a sandbox: a league
	// plays programs that others wrote, so [NewSettings] sets it.
	Sandbox *program.Sandbox `json:"sandbox,omitempty"`
}

// NewSettings returns the default settings of a league of game g:
// its programs in the default sandbox, one game at a time.
func NewSettings(g string) Settings {
	return Settings{Game: g, Concurrency: 1, Program: Programs{Sandbox: &program.Sandbox{}}, Profiles: DefaultProfiles()}
}

// languages names the languages of the settings' profiles, for a
// message.
func (s Settings) languages() string {
	var names []string
	for _, p := range s.Profiles {
		names = append(names, p.Name)
	}
	if names == nil {
		return "no language (the league has no profiles)"
	}
	return strings.Join(names, ", ")
}

// check returns why s cannot be a league's settings.
func (s Settings) check() error {
	switch {
	case !standings.ValidName(s.Game):
		return fmt.Errorf("game %q: want a game's name", s.Game)
	case s.Concurrency < 0 || s.Concurrency > maxConcurrency:
		return fmt.Errorf("concurrency %d: want 0 to %d", s.Concurrency, maxConcurrency)
	case s.Program.MemoryLimit < 0:
		return fmt.Errorf("memory_limit %d: want 0 (the default) or more bytes", s.Program.MemoryLimit)
	}
	if c := s.Clock; c != nil && (c.Total < 0 || c.PerTurn < 0 || c.Handshake < 0) {
		return errors.New("clock: a limit is negative")
	}
	return nil
}

// options returns the settings of the league's programs.
func (s Settings) options() program.Options {
	return program.Options{MemoryLimit: s.Program.MemoryLimit, Sandbox: s.Program.Sandbox}
}

// ParseSettings reads a league.json, as a person may have edited it: the
// error names what is wrong.
func ParseSettings(data []byte) (Settings, error) {
	var s Settings
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return Settings{}, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return Settings{}, errors.New("more after the settings' object")
	}
	if err := s.check(); err != nil {
		return Settings{}, err
	}
	return s, nil
}

// Init makes a league in dir, which must not hold one: the directory, its
// settings file and an empty database. A league's game cannot change, so
// Init refuses a directory that has a league.json already.
func Init(dir string, s Settings) error {
	if err := s.check(); err != nil {
		return fmt.Errorf("league %s: %w", dir, err)
	}
	if err := os.MkdirAll(filepath.Join(dir, VersionsDir), 0o755); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(dir, GamesDir), 0o755); err != nil {
		return err
	}
	b, _ := json.MarshalIndent(s, "", "  ") // numbers, strings and maps of strings: they marshal
	f, err := os.OpenFile(filepath.Join(dir, SettingsFile), os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%s holds a league already (its %s)", dir, SettingsFile)
	}
	if err != nil {
		return err
	}
	if err := writeAll(f, append(b, '\n')); err != nil {
		return err
	}
	db, err := openDB(dir)
	if err != nil {
		return err
	}
	return db.Close()
}

// readSettings reads the settings of the league in dir.
func readSettings(dir string) (Settings, error) {
	b, err := os.ReadFile(filepath.Join(dir, SettingsFile))
	if errors.Is(err, fs.ErrNotExist) {
		return Settings{}, fmt.Errorf("%s holds no league (no %s; make one with Init, 'referee league init')", dir, SettingsFile)
	}
	if err != nil {
		return Settings{}, err
	}
	s, err := ParseSettings(b)
	if err != nil {
		return Settings{}, fmt.Errorf("%s: %w", filepath.Join(dir, SettingsFile), err)
	}
	return s, nil
}

// writeAll writes data to f, syncs and closes it.
func writeAll(f *os.File, data []byte) error {
	_, err := f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if err != nil {
		f.Close() // the first error says what went wrong
		return err
	}
	return f.Close()
}

// writeFile writes a file whole or not at all, synced: through a
// temporary file renamed over it, so that a kill leaves the old one or
// the new one, never half of one.
func writeFile(name string, data []byte, mode os.FileMode) error {
	f, err := os.OpenFile(name+".tmp", os.O_WRONLY|os.O_CREATE|os.O_TRUNC, mode)
	if err != nil {
		return err
	}
	if err := writeAll(f, data); err != nil {
		return err
	}
	return os.Rename(name+".tmp", name)
}
