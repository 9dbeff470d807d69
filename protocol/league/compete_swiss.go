package league

import (
	"cmp"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/contestgames/games"
)

// A CompeteGame is one game of a competition: its key (its record's
// name in the league), its versions in seat order, and once played its
// result and each seat's points (see Competition).
type CompeteGame struct {
	Key     string        `json:"key"`
	Seating []string      `json:"seating"`
	Result  *games.Result `json:"result,omitempty"`
	Points  []float64     `json:"points,omitempty"`
}

// A Pairing is the versions that meet in a round or in the final, by
// label, sorted, and their games: a set-up in every seating (two in the
// final).
type Pairing struct {
	Versions []string      `json:"versions"`
	Games    []CompeteGame `json:"games"`
}

// A Round is one Swiss round: its pairings, in the order of their best
// version's standing, and the versions left over, who rest (a bye).
type Round struct {
	Number   int       `json:"number"`
	Pairings []Pairing `json:"pairings"`
	Byes     []string  `json:"byes,omitempty"`
}

// A Placing is a version's place in a competition: its points in the
// Swiss rounds (a bye counts the mean points of the games it rests
// from, as if it drew them all), in the final when it plays it, and its
// byes.
type Placing struct {
	Version  string  `json:"version"`
	Swiss    float64 `json:"swiss"`
	Final    float64 `json:"final"`
	Finalist bool    `json:"finalist,omitempty"`
	Byes     int     `json:"byes,omitempty"`
}

// A CompeteState is where a competition stands, from the league's
// results: the rounds paired so far, their games and results, the final
// once the Swiss rounds are done, and the ranking.
type CompeteState struct {
	// Stage is the stage under way: Swiss round Stage+1 while Stage <
	// Rounds, the final when it is Rounds, and Rounds+1 once all is done.
	Stage  int     `json:"stage"`
	Rounds []Round `json:"rounds"`
	// Finalists are the final's versions, in their Swiss order; Final its
	// pairings.
	Finalists []string  `json:"finalists,omitempty"`
	Final     []Pairing `json:"final,omitempty"`
	// Ranking ranks every version: the finalists by their points in the
	// final, then their Swiss points; the others by their Swiss points.
	Ranking []Placing `json:"ranking"`
}

// A scoreboard counts a competition's rounds as they are played through.
type scoreboard struct {
	seats int
	swiss map[string]float64
	final map[string]float64
	met   map[[2]string]int
	byes  map[string]int
	order map[string]int // the first round's order, drawn from the league's seed, which breaks ties
}

// State returns where the competition stands in the league's results.
func (c *Competition) State() (*CompeteState, error) {
	results, err := c.results()
	if err != nil {
		return nil, err
	}
	return c.stateOf(results), nil
}

// results returns the results of the competition's games in the league.
func (c *Competition) results() (map[string]games.Result, error) {
	lo := c.Number * competeSetups
	rows, err := c.l.db.Query(`SELECT key, result FROM results JOIN games USING (key) WHERE setup >= ? AND setup < ?`, lo, lo+competeSetups)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]games.Result{}
	for rows.Next() {
		var key, result string
		var r games.Result
		if err := rows.Scan(&key, &result); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(result), &r); err != nil {
			return nil, fmt.Errorf("game %s: %w", key, err)
		}
		out[key] = r
	}
	return out, rows.Err()
}

// stateOf returns the competition's state given its games' results: a
// round is paired once the rounds before it are complete, from their
// results alone, so that the same results always pair the same rounds.
func (c *Competition) stateOf(results map[string]games.Result) *CompeteState {
	t := c.newScoreboard()
	st := &CompeteState{}
	for r := range c.Rounds {
		round := c.pairRound(r, t)
		st.Rounds = append(st.Rounds, round)
		if !fill(round.Pairings, results, t.swiss) {
			st.Stage = r
			st.Ranking = t.ranking(nil)
			return st
		}
		t.endRound(round)
	}
	st.Stage = c.Rounds
	st.Finalists = t.standing()[:min(c.Final, len(c.Versions))]
	st.Final = c.finalPairings(st.Finalists)
	if fill(st.Final, results, t.final) {
		st.Stage++
	}
	st.Ranking = t.ranking(st.Finalists)
	return st
}

// newScoreboard returns the scoreboard before the first round: the versions in an
// order drawn from the league's seed and the competition's number.
func (c *Competition) newScoreboard() *scoreboard {
	t := &scoreboard{seats: c.l.game.Players(), swiss: map[string]float64{}, final: map[string]float64{}, met: map[[2]string]int{}, byes: map[string]int{}, order: map[string]int{}}
	ls := labels(c.Versions)
	draw := func(label string) string {
		return fmt.Sprintf("%x", sha256.Sum256(fmt.Appendf(nil, "%d/%d/%s", c.l.settings.Seed, c.Number, label)))
	}
	slices.SortFunc(ls, func(a, b string) int { return cmp.Compare(draw(a), draw(b)) })
	for i, label := range ls {
		t.order[label] = i
	}
	return t
}

// standing returns the labels by Swiss points, the most first, ties in
// the drawn order.
func (t *scoreboard) standing() []string {
	ls := make([]string, 0, len(t.order))
	for label := range t.order {
		ls = append(ls, label)
	}
	slices.SortFunc(ls, func(a, b string) int {
		return cmp.Or(cmp.Compare(t.swiss[b], t.swiss[a]), cmp.Compare(t.order[a], t.order[b]))
	})
	return ls
}

// endRound counts a complete round's meetings and byes.
func (t *scoreboard) endRound(r Round) {
	for _, p := range r.Pairings {
		for i, a := range p.Versions {
			for _, b := range p.Versions[i+1:] {
				t.met[[2]string{a, b}]++
			}
		}
	}
	for _, b := range r.Byes {
		t.byes[b]++
		t.swiss[b] += float64(t.seats*(t.seats-1)) / 2 // seats games, each worth (seats-1)/2 on average
	}
}

// ranking returns the placings: the finalists first, by the final's
// points then their Swiss points, then the others by their Swiss points.
func (t *scoreboard) ranking(finalists []string) []Placing {
	var out []Placing
	for _, label := range t.standing() {
		out = append(out, Placing{Version: label, Swiss: t.swiss[label], Final: t.final[label], Finalist: slices.Contains(finalists, label), Byes: t.byes[label]})
	}
	slices.SortStableFunc(out, func(a, b Placing) int {
		if a.Finalist != b.Finalist {
			if a.Finalist {
				return -1
			}
			return 1
		}
		return cmp.Compare(b.Final, a.Final) // the Swiss order, stable, breaks ties
	})
	return out
}

// fill puts the results of a stage's games in its pairings and adds
// their points to the scoreboard's: it reports whether every game has its
// result.
func fill(ps []Pairing, results map[string]games.Result, add map[string]float64) bool {
	complete := true
	for i := range ps {
		for j := range ps[i].Games {
			g := &ps[i].Games[j]
			r, ok := results[g.Key]
			if !ok {
				complete = false
				continue
			}
			g.Result, g.Points = &r, points(r)
			for seat, label := range g.Seating {
				add[label] += g.Points[seat]
			}
		}
	}
	return complete
}

// pairRound pairs Swiss round r (from 0) on the scoreboard of the rounds
// before it.
func (c *Competition) pairRound(r int, t *scoreboard) Round {
	order := t.standing()
	byes := pickByes(order, len(order)%t.seats, t.byes)
	rest := slices.DeleteFunc(slices.Clone(order), func(label string) bool { return slices.Contains(byes, label) })
	met := func(a, b string) int { return t.met[[2]string{min(a, b), max(a, b)}] }
	budget := searchBudget
	groups, ok := group(rest, t.seats, func(a, b string) bool { return met(a, b) > 0 }, &budget)
	if !ok { // every grouping repeats a meeting (or the search gave up)
		groups = greedyGroups(rest, t.seats, met)
	}
	round := Round{Number: r + 1, Byes: byes}
	for _, g := range groups {
		round.Pairings = append(round.Pairings, c.pairing(g, c.setup(r)))
	}
	return round
}

// searchBudget bounds the search for a round without a repeated meeting:
// a round it cannot find within that many tries repeats meetings.
const searchBudget = 200_000

// pickByes returns the k versions that rest this round: the lowest
// placed among those with the fewest byes, so that nobody rests twice
// before everyone has rested once.
func pickByes(order []string, k int, byes map[string]int) []string {
	cands := slices.Clone(order)
	slices.Reverse(cands)
	slices.SortStableFunc(cands, func(a, b string) int { return cmp.Compare(byes[a], byes[b]) })
	return slices.Clone(cands[:k])
}

// group splits rest, in standing order, into groups of size seats in
// which nobody has met: each time the best placed with the next best it
// has met none of, going back when the rest cannot be grouped. It
// reports false when there is no such grouping, or budget ran out.
func group(rest []string, seats int, met func(a, b string) bool, budget *int) ([][]string, bool) {
	if len(rest) == 0 {
		return nil, true
	}
	var try func(chosen []string, from int) ([][]string, bool)
	try = func(chosen []string, from int) ([][]string, bool) {
		if len(chosen) == seats {
			left := slices.DeleteFunc(slices.Clone(rest), func(l string) bool { return slices.Contains(chosen, l) })
			more, ok := group(left, seats, met, budget)
			return append([][]string{chosen}, more...), ok
		}
		for i := from; i < len(rest) && *budget > 0; i++ {
			*budget--
			if slices.ContainsFunc(chosen, func(c string) bool { return met(c, rest[i]) }) {
				continue
			}
			if gs, ok := try(append(slices.Clone(chosen), rest[i]), i+1); ok {
				return gs, true
			}
		}
		return nil, false
	}
	return try(rest[:1], 1)
}

// greedyGroups groups rest, in standing order, when every grouping
// repeats a meeting: each time the best placed left with the next who
// have met those chosen the least.
func greedyGroups(rest []string, seats int, met func(a, b string) int) [][]string {
	var out [][]string
	left := slices.Clone(rest)
	for len(left) > 0 {
		chosen := []string{left[0]}
		left = left[1:]
		for len(chosen) < seats {
			meetings := func(l string) int {
				n := 0
				for _, c := range chosen {
					n += met(c, l)
				}
				return n
			}
			i := 0
			for j := range left {
				if meetings(left[j]) < meetings(left[i]) {
					i = j
				}
			}
			chosen = append(chosen, left[i])
			left = slices.Delete(left, i, i+1)
		}
		out = append(out, chosen)
	}
	return out
}

// pairing returns the pairing of the versions labelled ls on set-ups,
// its games in key order: each set-up in every seating.
func (c *Competition) pairing(ls []string, setups ...int) Pairing {
	vs := c.versionsOf(ls)
	p := Pairing{Versions: labels(vs)}
	for _, s := range setups {
		for r := range len(vs) {
			g := game{pairing: vs, setup: s, rotation: r}
			p.Games = append(p.Games, CompeteGame{Key: g.key(), Seating: labels(g.seating())})
		}
	}
	return p
}

// finalPairings returns the final's pairings among the finalists: every
// group of as many as the game has seats, on two set-ups.
func (c *Competition) finalPairings(finalists []string) []Pairing {
	var out []Pairing
	for _, g := range combinations(finalists, c.l.game.Players()) {
		out = append(out, c.pairing(g, c.setup(c.Rounds), c.setup(c.Rounds+1)))
	}
	return out
}

// combinations returns every choice of k of ls, in order.
func combinations(ls []string, k int) [][]string {
	if k == 0 {
		return [][]string{nil}
	}
	var out [][]string
	for i := range len(ls) - k + 1 {
		for _, rest := range combinations(ls[i+1:], k-1) {
			out = append(out, append([]string{ls[i]}, rest...))
		}
	}
	return out
}

// stage returns the pairings of the stage under way, with their games.
func (st *CompeteState) stage() []Pairing {
	if st.Stage < len(st.Rounds) {
		return st.Rounds[st.Stage].Pairings
	}
	if st.Final != nil && st.Stage == len(st.Rounds) {
		return st.Final
	}
	return nil
}

// Done reports whether every game of the competition has its result.
func (st *CompeteState) Done() bool { return st.Stage > len(st.Rounds) }
