package standings

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"

	"github.com/contestgames/games"
)

// A Result is the end of one game.
type Result struct {
	Fixture
	games.Result
	// Digest sums the game up: its start and every move, so that two
	// games with the same digest are the same game, move for move
	// ([RecordDigest]); "" in the index of a tournament played before
	// games had digests.
	Digest string `json:"digest,omitempty"`
}

// ReadIndex reads the results of a tournament's index file (IndexFile in
// its directory), and the length of its good lines: a last line without
// its end, from a kill, is not one. A missing file holds no results.
func ReadIndex(name string) (map[string]Result, int64, error) {
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

func sortResults(rs []Result) {
	slices.SortFunc(rs, func(a, b Result) int { return strings.Compare(a.ID, b.ID) })
}
