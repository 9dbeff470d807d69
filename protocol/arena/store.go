package arena

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/contestgames/games/protocol/arena/standings"
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
func openStore(dir string, d standings.Description) (*store, map[string]standings.Result, error) {
	if err := os.MkdirAll(filepath.Join(dir, standings.RecordsDir), 0o755); err != nil {
		return nil, nil, err
	}
	if err := claim(dir, d); err != nil {
		return nil, nil, err
	}
	done, good, err := standings.ReadIndex(filepath.Join(dir, standings.IndexFile))
	if err != nil {
		return nil, nil, err
	}
	f, err := os.OpenFile(filepath.Join(dir, standings.IndexFile), os.O_RDWR|os.O_CREATE, 0o644)
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
	tmp, _ := filepath.Glob(filepath.Join(dir, standings.RecordsDir, "*.tmp"))
	for _, name := range tmp {
		os.Remove(name)
	}
	return &store{dir: dir, index: f}, done, nil
}

// claim writes the tournament's description in dir, or checks that the
// one there is the same.
func claim(dir string, d standings.Description) error {
	there, err := standings.ReadDescription(dir)
	if errors.Is(err, fs.ErrNotExist) {
		b, _ := json.MarshalIndent(d, "", "  ")
		return writeSynced(filepath.Join(dir, standings.DescriptionFile), append(b, '\n'))
	}
	if err != nil {
		return err
	}
	if diff := there.Differs(d); diff != "" {
		return &RefusedError{fmt.Sprintf("%s holds another tournament: %s", dir, diff)}
	}
	return nil
}

// keep writes a finished game's record, then its line in the index, each
// synced, so that a game is in the index only once its record is whole.
func (s *store) keep(r standings.Result, record []byte) error {
	name := standings.RecordFile(s.dir, r.ID)
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
