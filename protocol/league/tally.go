package league

import (
	"cmp"
	"database/sql"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/arena/stats"
)

// The tally is the table's counts, kept in the database as games end, in
// the transaction that commits each result: a row a version, a row a
// pair of versions, and one of totals. The standings read those rows,
// some per version and per pairing however many games the league has,
// rather than every result; the table they make is the one the results
// make (package standings), as a test checks.

// A versionTally is a version's line of the table.
type versionTally struct {
	// Tally counts its record by the rules' winner, head to head by
	// points, and its points and its rivals'.
	Tally stats.Tally
	// Scores and Ranks count its games by the points it scored and by
	// its rank (from 1, a tie sharing the mean of its ranks), each value
	// written by strconv 'g': few values, however many games, from which
	// the means and their intervals follow.
	Scores, Ranks map[string]int
	// Faults count its faults by rule.
	Faults map[string]int
}

// A pairTally is two versions' games together, from the side of the
// first by label: by the rules' winner in a game of two seats, head to
// head by points in one of more; and, in a game of two seats, their game
// pairs (a set-up in both seatings).
type pairTally struct {
	Games stats.WDL
	Pairs stats.Pentanomial
}

// totals count all the games, and how many of them differ.
type totals struct {
	Games int
	standings.Distinctness
}

// A tally is the counts of the league's games: all of them, or the rows a
// game's end changes.
type tally struct {
	seats    int
	totals   totals
	versions map[string]*versionTally
	pairs    map[[2]string]*pairTally
	// units are the classes of complete set-ups (every seating ended)
	// by their games' digests: those a game pair repeats.
	units map[string]*unitClass
}

func newTally(seats int) *tally {
	return &tally{seats: seats, versions: map[string]*versionTally{}, pairs: map[[2]string]*pairTally{}, units: map[string]*unitClass{}}
}

// An ending is one game's end as the tally counts it, with what it needs
// of the games before: whether one had its digest, and the games of the
// other seatings of its set-up that ended.
type ending struct {
	pairing  []string // the labels, sorted
	setup    int
	rotation int
	seating  []string
	res      games.Result
	digest   string
	seen     bool
	others   map[int]stored // by rotation
}

// A stored is a game's result and digest, as the database holds them.
type stored struct {
	res    games.Result
	digest string
}

// unitKey returns the digests of the games of e's set-up in rotation
// order, when e completes it and all have digests; "" otherwise.
func (e ending) unitKey(seats int) string {
	if seats < 2 {
		return ""
	}
	ds := make([]string, seats)
	for r := range ds {
		o, ok := e.others[r]
		if r == e.rotation {
			o, ok = stored{digest: e.digest}, true
		}
		if !ok || o.digest == "" {
			return ""
		}
		ds[r] = o.digest
	}
	return strings.Join(ds, " ")
}

// add counts a game's end.
func (t *tally) add(e ending) {
	t.totals.Games++
	if e.digest == "" {
		t.totals.Undigested++
	}
	if e.digest == "" || !e.seen {
		t.totals.Distinct++
	}
	for seat, label := range e.seating {
		t.version(label).add(e.res, seat)
	}
	for i := range e.seating {
		for j := i + 1; j < len(e.seating); j++ {
			p, flip := t.pair(e.seating[i], e.seating[j])
			p.Games.Add(orient(t.outcome(e.res, i, j), flip))
		}
	}
	if o, ok := e.others[1-e.rotation]; ok && t.seats == 2 {
		p, _ := t.pair(e.pairing[0], e.pairing[1])
		p.Pairs.Add(firstSide(e.res, e.seating, e.pairing[0]), firstSide(o.res, rotate(e.pairing, 1-e.rotation), e.pairing[0]))
	}
	if k := e.unitKey(t.seats); k != "" {
		t.addUnit(k, strings.Join(e.pairing, ","))
	}
}

// outcome returns how a game went for seat i against seat j: by the
// rules' winner in a game of two seats, by points in one of more.
func (t *tally) outcome(res games.Result, i, j int) stats.Outcome {
	if t.seats > 2 {
		return stats.ByPoints(res.Scores[i], res.Scores[j])
	}
	return stats.ByWinner(res.Winner, i)
}

// firstSide returns how a game of two seats went for the version of label.
func firstSide(res games.Result, seating []string, label string) stats.Outcome {
	return stats.ByWinner(res.Winner, slices.Index(seating, label))
}

// orient returns o from the other side when flip is set.
func orient(o stats.Outcome, flip bool) stats.Outcome {
	if flip {
		return stats.Win - o
	}
	return o
}

// rotate returns the seating of rotation r of a pairing.
func rotate(pairing []string, r int) []string {
	out := make([]string, len(pairing))
	for i := range out {
		out[i] = pairing[(i+r)%len(pairing)]
	}
	return out
}

// addUnit counts a complete set-up of pairing whose digests are key, and
// the game pairs that repeat another: of a class of equal set-ups, those
// of the pairing that comes first (by its games' keys) but the first are
// repeats, those of other pairings copies.
func (t *tally) addUnit(key, pairing string) {
	class := t.units[key]
	if class == nil {
		class = &unitClass{}
		t.units[key] = class
	}
	r0, c0 := class.repeats()
	class.add(pairing)
	r1, c1 := class.repeats()
	t.totals.Units++
	t.totals.Repeats += r1 - r0
	t.totals.Copies += c1 - c0
}

// A unitClass is a class of complete set-ups with equal games: how many
// there are, and of them how many are of the pairing that comes first,
// all its repeats need (a row of the tally however many pairings play
// the same games, as built-in bots of one seed do).
type unitClass struct {
	size, firsts int
	first        string // the pairing's key
}

// add counts a set-up of pairing in the class.
func (c *unitClass) add(pairing string) {
	switch {
	case c.size == 0 || strings.Compare(pairing+".s", c.first+".s") < 0: // by the games' keys
		c.first, c.firsts = pairing, 1
	case pairing == c.first:
		c.firsts++
	}
	c.size++
}

// repeats returns the repeats and the copies among the class.
func (c *unitClass) repeats() (int, int) {
	if c.size == 0 {
		return 0, 0
	}
	return c.firsts - 1, c.size - c.firsts
}

// String is the class's row in the tally: its size, its first's count and
// its first, apart by spaces.
func (c *unitClass) String() string {
	return strconv.Itoa(c.size) + " " + strconv.Itoa(c.firsts) + " " + c.first
}

// version returns the tally of the version of label, made if need be.
func (t *tally) version(label string) *versionTally {
	v := t.versions[label]
	if v == nil {
		v = &versionTally{}
		t.versions[label] = v
	}
	return v
}

// pair returns the tally of two versions, made if need be, and whether a
// is the second of them by label.
func (t *tally) pair(a, b string) (*pairTally, bool) {
	k, flip := [2]string{a, b}, a > b
	if flip {
		k = [2]string{b, a}
	}
	p := t.pairs[k]
	if p == nil {
		p = &pairTally{}
		t.pairs[k] = p
	}
	return p, flip
}

// add counts a game of the version, in seat.
func (v *versionTally) add(res games.Result, seat int) {
	if v.Scores == nil {
		v.Scores, v.Ranks, v.Faults = map[string]int{}, map[string]int{}, map[string]int{}
	}
	v.Tally.Add(res.Scores, res.Winner, seat)
	v.Scores[number(res.Scores[seat])]++
	v.Ranks[number(standings.Rank(res.Scores, seat))]++
	for _, f := range res.AllFaults() {
		if f.Player == seat {
			v.Faults[f.Rule]++
		}
	}
}

func number(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// row returns the version's row of the table. Its means add the values
// in their order, not in the games', and its points are summed so: the
// same whatever order the games ended in.
func (v *versionTally) row() standings.Row {
	r := standings.Row{Tally: v.Tally}
	r.Tally.Points = 0
	for _, x := range values(v.Scores) {
		for range v.Scores[number(x)] {
			r.Points.Add(x)
		}
		r.Tally.Points += x * float64(v.Scores[number(x)])
	}
	for _, x := range values(v.Ranks) {
		for range v.Ranks[number(x)] {
			r.Rank.Add(x)
		}
	}
	for _, rule := range slices.Sorted(maps.Keys(v.Faults)) {
		r.Faults += v.Faults[rule]
		if v.Faults[rule] > v.Faults[r.Fault] {
			r.Fault = rule
		}
	}
	return r
}

// values returns the values a count holds, in increasing order.
func values(count map[string]int) []float64 {
	out := make([]float64, 0, len(count))
	for k := range count {
		x, _ := strconv.ParseFloat(k, 64)
		out = append(out, x)
	}
	slices.Sort(out)
	return out
}

// standings returns the table of the tally's games among players, as
// standings.New makes it of all their results.
func (t *tally) standings(g games.Game, players []string) *standings.Standings {
	s := standings.New(g, players, nil, nil)
	s.Games, s.Distinctness = t.totals.Games, t.totals.Distinctness
	for i, p := range players {
		if v := t.versions[p]; v != nil {
			s.Rows[i] = v.row()
		}
	}
	var versus []stats.Versus
	for a := range players {
		for b := a + 1; b < len(players); b++ {
			p, flip := t.pair(players[a], players[b])
			if p.Games.Games() == 0 {
				continue
			}
			pg := standings.Pairing{A: a, B: b, Games: p.Games}
			if flip {
				pg.Games = stats.WDL{Wins: p.Games.Losses, Draws: p.Games.Draws, Losses: p.Games.Wins}
			}
			if t.seats == 2 {
				pg.Pairs = p.Pairs
				if flip {
					slices.Reverse(pg.Pairs[:])
				}
			}
			s.Pairings = append(s.Pairings, pg)
			versus = append(versus, stats.Versus{A: a, B: b, Games: pg.Games})
		}
	}
	s.Rate(versus)
	return s
}

// A querier is the database or a transaction of it.
type querier interface {
	Query(query string, args ...any) (*sql.Rows, error)
	QueryRow(query string, args ...any) *sql.Row
	Exec(query string, args ...any) (sql.Result, error)
}

// The kinds of the tally's rows.
const (
	kindVersion = "v"
	kindPair    = "p"
	kindTotals  = "t"
	kindUnit    = "c" // a class of complete set-ups, named by their digests; its data its size, first's count and first (unitClass)
	kindOldUnit = "u" // a class's set-ups of one pairing, before the classes' rows: counted again
)

// loadTally reads the tally's rows of versions, pairs and totals: those
// the standings need, some per version and per pairing.
func loadTally(q querier, seats int) (*tally, error) {
	t := newTally(seats)
	if err := t.read(q.Query(`SELECT kind, name, data FROM tally WHERE kind IN ('v', 'p', 't')`)); err != nil {
		return nil, err
	}
	return t, nil
}

// A tallyCache is the tally's rows of versions, pairs and totals as a
// League's commits left them, so that a commit reads none: only the
// League that runs the league (it holds the lock) writes the tally, and
// a Run reads it afresh when it starts. Its lock is held through a
// commit; t is nil when it must be read again.
type tallyCache struct {
	mu    sync.Mutex
	t     *tally
	stmts *statements // a commit's, prepared at the first (prepared.go)
}

// reset has the tally read again at the next commit.
func (c *tallyCache) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = nil
}

// pairName is the name of the row of the pair of a and b.
func pairName(a, b string) string { return min(a, b) + "," + max(a, b) }

// read reads the rows of the tally a query returned.
func (t *tally) read(rows *sql.Rows, err error) error {
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var kind, name, data string
		if err := rows.Scan(&kind, &name, &data); err != nil {
			return err
		}
		var into any = &t.totals
		switch kind {
		case kindVersion:
			into = t.version(name)
		case kindPair:
			a, b, _ := strings.Cut(name, ",")
			into, _ = t.pair(a, b)
		case kindUnit:
			if err := t.readUnit(name, data); err != nil {
				return err
			}
			continue
		}
		if err := json.Unmarshal([]byte(data), into); err != nil {
			return fmt.Errorf("league: the tally's row %s %q: %w", kind, name, err)
		}
	}
	return rows.Err()
}

// readUnit reads the row of a class of complete set-ups.
func (t *tally) readUnit(name, data string) error {
	f := strings.SplitN(data, " ", 3)
	c := &unitClass{}
	var err error
	if len(f) == 3 {
		c.first = f[2]
		c.size, err = strconv.Atoi(f[0])
		if err == nil {
			c.firsts, err = strconv.Atoi(f[1])
		}
	}
	if len(f) != 3 || err != nil || c.firsts < 1 || c.firsts > c.size {
		return fmt.Errorf("league: the tally's row %s %q: %q is not a class's size, first's count and first", kindUnit, name, data)
	}
	t.units[name] = c
	return nil
}

// save writes the tally's rows through put, a prepared putRowSQL.
func (t *tally) save(put *sql.Stmt) error {
	row := func(kind, name string, v any) error {
		data, ok := v.(string)
		if !ok {
			b, err := json.Marshal(v)
			if err != nil {
				return err
			}
			data = string(b)
		}
		_, err := put.Exec(kind, name, data)
		return err
	}
	err := row(kindTotals, "", t.totals)
	for label, v := range t.versions {
		err = cmp.Or(err, row(kindVersion, label, v))
	}
	for k, p := range t.pairs {
		err = cmp.Or(err, row(kindPair, pairName(k[0], k[1]), p))
	}
	for digests, class := range t.units {
		err = cmp.Or(err, row(kindUnit, digests, class.String()))
	}
	return err
}
