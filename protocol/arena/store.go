package arena

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/contestgames/games/protocol/arena/stats"
	"github.com/contestgames/games/protocol/record"
)

// The files of a record directory.
const (
	descriptionFile = "tournament.json"
	indexFile       = "index.jsonl"
	recordsDir      = "records"
)

// A store is a tournament's record directory, open for writing.
type store struct {
	dir   string
	index *os.File
}

// openStore opens the record directory dir for the tournament d, making
// it if need be, and returns the results it already holds. A directory of
// another tournament is refused. A last index line cut short by a kill is
// dropped, and so is a record whose game did not reach the index.
func openStore(dir string, d description) (*store, map[string]Result, error) {
	if err := os.MkdirAll(filepath.Join(dir, recordsDir), 0o755); err != nil {
		return nil, nil, err
	}
	if err := claim(dir, d); err != nil {
		return nil, nil, err
	}
	done, good, err := readIndex(filepath.Join(dir, indexFile))
	if err != nil {
		return nil, nil, err
	}
	f, err := os.OpenFile(filepath.Join(dir, indexFile), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, err
	}
	if err := f.Truncate(good); err != nil {
		f.Close()
		return nil, nil, err
	}
	if _, err := f.Seek(good, 0); err != nil {
		f.Close()
		return nil, nil, err
	}
	tmp, _ := filepath.Glob(filepath.Join(dir, recordsDir, "*.tmp"))
	for _, name := range tmp {
		os.Remove(name)
	}
	return &store{dir: dir, index: f}, done, nil
}

// claim writes the tournament's description in dir, or checks that the
// one there is the same.
func claim(dir string, d description) error {
	name := filepath.Join(dir, descriptionFile)
	data, err := os.ReadFile(name)
	if errors.Is(err, fs.ErrNotExist) {
		b, _ := json.MarshalIndent(d, "", "  ")
		return writeSynced(name, append(b, '\n'))
	}
	if err != nil {
		return err
	}
	var there description
	if err := json.Unmarshal(data, &there); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	there.fill()
	if diff := there.differs(d); diff != "" {
		return &RefusedError{fmt.Sprintf("%s holds another tournament: %s", dir, diff)}
	}
	return nil
}

// readIndex reads the results of an index file, and the length of its
// good lines: a last line without its end, from a kill, is not one.
func readIndex(name string) (map[string]Result, int64, error) {
	done := map[string]Result{}
	data, err := os.ReadFile(name)
	if errors.Is(err, fs.ErrNotExist) {
		return done, 0, nil
	}
	if err != nil {
		return nil, 0, err
	}
	var good int64
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<24)
	for n := 1; sc.Scan(); n++ {
		line := sc.Bytes()
		end := good + int64(len(line)) + 1
		if end > int64(len(data)) { // no newline: cut short
			break
		}
		var r Result
		if err := json.Unmarshal(line, &r); err != nil {
			return nil, 0, fmt.Errorf("%s: line %d: %v", name, n, err)
		}
		if err := r.check(); err != nil {
			return nil, 0, fmt.Errorf("%s: line %d: %v", name, n, err)
		}
		done[r.ID] = r
		good = end
	}
	return done, good, nil
}

// check reports a result that no game could have given: one a table
// would trip over.
func (r Result) check() error {
	switch {
	case r.ID == "":
		return errors.New("a result without a game id")
	case len(r.Seating) == 0 || len(r.Scores) != len(r.Seating):
		return fmt.Errorf("game %s: %d scores for %d seats", r.ID, len(r.Scores), len(r.Seating))
	case r.Winner < -1 || r.Winner >= len(r.Seating):
		return fmt.Errorf("game %s: winner %d is no seat", r.ID, r.Winner)
	case r.Fault != nil && (r.Fault.Player < 0 || r.Fault.Player >= len(r.Seating)):
		return fmt.Errorf("game %s: a fault of player %d, who is no seat", r.ID, r.Fault.Player)
	}
	for _, f := range r.Faults {
		if f.Player < 0 || f.Player >= len(r.Seating) {
			return fmt.Errorf("game %s: a fault of player %d, who is no seat", r.ID, f.Player)
		}
	}
	for _, p := range r.Seating {
		if p < 0 {
			return fmt.Errorf("game %s: player %d", r.ID, p)
		}
	}
	return nil
}

// keep writes a finished game's record, then its line in the index, each
// synced, so that a game is in the index only once its record is whole.
func (s *store) keep(r Result, record []byte) error {
	name := recordFile(s.dir, r.ID)
	if err := writeSynced(name+".tmp", record); err != nil {
		return err
	}
	if err := os.Rename(name+".tmp", name); err != nil {
		return err
	}
	line, err := json.Marshal(r)
	if err != nil {
		return err
	}
	if _, err := s.index.Write(append(line, '\n')); err != nil {
		return err
	}
	return s.index.Sync()
}

func (s *store) close() error { return s.index.Close() }

// writeSynced writes a file and syncs it to disk.
func writeSynced(name string, data []byte) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// A Dir is a record directory read back, for a table.
type Dir struct {
	Path string
	Game string
	// Players are the players' specs, and Names their names.
	Players []string
	Names   []string
	// Book and RandomPlies are the tournament's openings, if it had any.
	Book        []string
	RandomPlies int
	// Format is the tournament's format.
	Format Format
	Shard  string
	// SPRT is the tournament's test, if it had one.
	SPRT    *stats.SPRT
	Results []Result
	desc    description
}

// ReadDir reads a tournament's record directory: its description and the
// results in its index.
func ReadDir(dir string) (*Dir, error) {
	data, err := os.ReadFile(filepath.Join(dir, descriptionFile))
	if err != nil {
		return nil, fmt.Errorf("%s: not a tournament's directory: %v", dir, err)
	}
	var d description
	if err := json.Unmarshal(data, &d); err != nil {
		return nil, fmt.Errorf("%s: %v", filepath.Join(dir, descriptionFile), err)
	}
	d.fill()
	done, _, err := readIndex(filepath.Join(dir, indexFile))
	if err != nil {
		return nil, err
	}
	out := &Dir{Path: dir, Game: d.Game, Players: d.Players, Names: d.Names, Book: d.Book, RandomPlies: d.RandomPlies,
		Format: d.Format, Shard: d.Shard, SPRT: d.SPRT, desc: d}
	for _, r := range done {
		if r.Digest == "" {
			// An index from before games had digests: the record
			// has the moves, if it was kept.
			r.Digest = digestFile(out.RecordFile(r.ID))
		}
		out.Results = append(out.Results, r)
	}
	return out, nil
}

// digestFile returns the digest of the game recorded in the file name, or
// "" when it cannot be read.
func digestFile(name string) string {
	data, err := os.ReadFile(name)
	if err != nil {
		return ""
	}
	rec, err := record.Read(bytes.NewReader(data))
	if err != nil {
		return ""
	}
	return RecordDigest(rec)
}

// fill gives a description read from a directory written before players
// had names the names made from their specs.
func (d *description) fill() {
	if d.Names == nil {
		d.Names = Names(nil, d.Players)
	}
}

// RecordFile returns the file of the record of game id in the directory.
func (d *Dir) RecordFile(id string) string { return recordFile(d.Path, id) }

// recordFile returns the file that keeps the record of game id in the
// record directory dir: the store writes it there, and a Dir reads it.
func recordFile(dir, id string) string {
	return filepath.Join(dir, recordsDir, id+".jsonl")
}

// Merge joins the results of directories of one tournament, such as its
// shards, in game order. Directories of different games, players or
// set-ups are refused.
func Merge(dirs []*Dir) ([]Result, error) {
	if len(dirs) == 0 {
		return nil, errors.New("no directory")
	}
	first := dirs[0].desc
	first.Shard = ""
	seen := map[string]bool{}
	var out []Result
	for _, d := range dirs {
		e := d.desc
		e.Shard = ""
		if diff := first.differs(e); diff != "" {
			return nil, fmt.Errorf("%s and %s are of different tournaments: %s", dirs[0].Path, d.Path, diff)
		}
		for _, r := range d.Results {
			if !seen[r.ID] {
				seen[r.ID] = true
				out = append(out, r)
			}
		}
	}
	sortResults(out)
	return out, nil
}

func sortResults(rs []Result) {
	slices.SortFunc(rs, func(a, b Result) int { return strings.Compare(a.ID, b.ID) })
}
