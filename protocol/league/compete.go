package league

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/standings"
)

// CompeteDir holds a league's competitions, each in CompeteDir/NAME/:
// its Competition (compete.json), the games of the stage under way
// (stage.json, for shards), the records shards wrote (shards/) and its
// result page (index.html).
const CompeteDir = "compete"

// competeSetups spaces the set-ups of competitions: competition c plays
// set-ups c×competeSetups + 1, + 2, … A continuous league counts a
// pairing's set-ups up from 0 and would need two billion games of one
// pairing to reach them, so a competition's keys never meet its own.
const competeSetups = 1_000_000_000

// DefaultFinal is how many versions play a competition's final, at most,
// when Competition.Final is 0 (four seats: DefaultFinal4, since every
// group of four plays).
const (
	DefaultFinal  = 8
	DefaultFinal4 = 6
)

// A Competition is a contest as CodeCup ran its own, played from a
// league's folder: the versions that play when it starts, frozen, meet
// in Swiss rounds (each round pairs versions of near scores that have
// not met, a bye for whoever is left over), then the best of them play a
// final, a double all-play-all: every pairing (every group of four in a
// game of four seats) on two set-ups, each in every seating. The final's
// points rank its players, the Swiss score breaking ties and ranking the
// others.
//
// Its games are the league's: their records go to the league's games/,
// their results count in its rating list. Their keys are the league's
// (pairing, set-up, rotation), with set-ups of the competition's own
// (round r plays set-up Number×10⁹ + r, the same for all its pairings, as
// CodeCup gave every game of a round one map), and their seeds the
// league's rule: Settings.Seed plus the set-up. Which games a round
// plays follows from the frozen versions and the results of the rounds
// before: killed and run again, a competition plays the same games.
type Competition struct {
	// Name names it: its directory is CompeteDir/Name.
	Name string `json:"name"`
	// Number is its number in the league, from 1: its set-ups'.
	Number int `json:"number"`
	// Rounds is how many Swiss rounds it plays.
	Rounds int `json:"rounds"`
	// Final is how many versions play the final, at most.
	Final int `json:"final"`
	// Versions are the versions that play, frozen when it started.
	Versions []Version `json:"versions"`
	// Started is when it started.
	Started time.Time `json:"started"`

	l *League
}

// competitionFile is a competition's settings and frozen versions.
const competitionFile = "compete.json"

// DefaultRounds returns the default number of Swiss rounds for n
// versions: ⌈log₂ n⌉ + 2, enough for one version to stand alone at the
// top and a little more.
func DefaultRounds(n int) int {
	return int(math.Ceil(math.Log2(float64(max(n, 1))))) + 2
}

// Compete returns the competition name of the league (today's date,
// UTC, when name is empty), making it when it is not there: its versions
// are then the league's that play, and rounds and final (0: the
// defaults) its numbers of Swiss rounds and finalists. A competition
// made already keeps its own: a rounds or final that is not 0 must be
// its.
func (l *League) Compete(name string, rounds, final int) (*Competition, error) {
	if name == "" {
		name = time.Now().UTC().Format("2006-01-02")
	}
	if !standings.ValidName(name) {
		return nil, fmt.Errorf("competition %q: a name is letters, digits, '.', '-' and '_'", name)
	}
	c, err := readCompetition(l, name)
	if errors.Is(err, fs.ErrNotExist) {
		return l.newCompetition(name, rounds, final)
	}
	if err != nil {
		return nil, err
	}
	if rounds != 0 && rounds != c.Rounds || final != 0 && final != c.Final {
		return nil, fmt.Errorf("competition %s plays %d rounds and a final of %d: it cannot change (asked %d and %d)", name, c.Rounds, c.Final, rounds, final)
	}
	return c, nil
}

// newCompetition makes competition name with the versions that play now.
func (l *League) newCompetition(name string, rounds, final int) (*Competition, error) {
	vs, err := l.active()
	if err != nil {
		return nil, err
	}
	vs = slices.DeleteFunc(vs, func(v Version) bool { return v.Refused != "" }) // never active: to be sure
	if len(vs) < l.game.Players() {
		return nil, fmt.Errorf("competition %s: %d versions play in the league, and %s needs %d", name, len(vs), l.game.Name, l.game.Players())
	}
	number, err := nextNumber(l.dir)
	if err != nil {
		return nil, err
	}
	if final == 0 {
		final = DefaultFinal
		if l.game.Players() > 2 {
			final = DefaultFinal4
		}
	}
	c := &Competition{Name: name, Number: number, Rounds: cmp.Or(rounds, DefaultRounds(len(vs))), Final: final, Versions: vs, Started: time.Now().UTC(), l: l}
	if c.Rounds < 0 || c.Final < l.game.Players() {
		return nil, fmt.Errorf("competition %s: %d rounds and a final of %d: want 0 rounds or more and a final of %d or more", name, c.Rounds, c.Final, l.game.Players())
	}
	for i := range c.Versions {
		c.Versions[i].Active = false // the league's state when it started, not the version's
	}
	if err := os.MkdirAll(c.Dir(), 0o755); err != nil {
		return nil, err
	}
	b, err := json.MarshalIndent(c, "", "\t")
	if err != nil {
		return nil, err
	}
	return c, writeFile(filepath.Join(c.Dir(), competitionFile), append(b, '\n'), 0o644)
}

// nextNumber returns the number of a new competition of the league in
// dir: one more than the greatest so far.
func nextNumber(dir string) (int, error) {
	files, err := filepath.Glob(filepath.Join(dir, CompeteDir, "*", competitionFile))
	if err != nil {
		return 0, err
	}
	n := 0
	for _, f := range files {
		c, err := decodeCompetition(f)
		if err != nil {
			return 0, err
		}
		n = max(n, c.Number)
	}
	return n + 1, nil
}

// readCompetition reads competition name of league l.
func readCompetition(l *League, name string) (*Competition, error) {
	c, err := decodeCompetition(filepath.Join(l.dir, CompeteDir, name, competitionFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("league %s has no competition %q (%w)", l.dir, name, err)
	}
	if err != nil {
		return nil, err
	}
	c.l = l
	if c.Name != name {
		return nil, fmt.Errorf("competition %s: its %s names it %q", name, competitionFile, c.Name)
	}
	return c, nil
}

// decodeCompetition reads a competition's file.
func decodeCompetition(file string) (*Competition, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	c := new(Competition)
	if err := json.Unmarshal(b, c); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if c.Number < 1 || c.Rounds < 0 || c.Final < 2 || len(c.Versions) < 2 {
		return nil, fmt.Errorf("%s: want a number from 1, rounds from 0, a final and versions of 2 or more", file)
	}
	return c, nil
}

// Dir returns the competition's directory.
func (c *Competition) Dir() string { return filepath.Join(c.l.dir, CompeteDir, c.Name) }

// setup returns the set-up of stage s: Swiss round s+1, or from s =
// Rounds on the final's legs.
func (c *Competition) setup(stage int) int { return c.Number*competeSetups + 1 + stage }

// points returns what each seat of a game scores in a competition: 1
// for each other player it beat and ½ for each it tied, so that a game
// of two seats gives 1, ½ or 0, and one of four 3, 2, 1 or 0 by rank,
// as halves that add up exactly. The winner by the rules beats everyone;
// a game of two seats that nobody won is a draw, whatever its scores (as
// the tables count it); the others compare their scores.
func points(r games.Result) []float64 {
	n := len(r.Scores)
	key := slices.Clone(r.Scores)
	if r.Winner >= 0 && r.Winner < n {
		key[r.Winner] = math.Inf(1)
	} else if n == 2 {
		key[0], key[1] = 0, 0
	}
	out := make([]float64, n)
	for i := range n {
		for j := range n {
			switch {
			case i == j:
			case key[i] > key[j]:
				out[i]++
			case key[i] == key[j]:
				out[i] += 0.5
			}
		}
	}
	return out
}

// versionsOf returns the competition's versions of labels, sorted by
// label, as a game's pairing is.
func (c *Competition) versionsOf(ls []string) []Version {
	vs := make([]Version, 0, len(ls))
	for _, label := range ls {
		i := slices.IndexFunc(c.Versions, func(v Version) bool { return v.Label() == label })
		vs = append(vs, c.Versions[i])
	}
	slices.SortFunc(vs, func(a, b Version) int { return strings.Compare(a.Label(), b.Label()) })
	return vs
}
