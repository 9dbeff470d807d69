package league

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// A game is one game of the league's schedule: a set-up of a pairing in
// one seating. Its key says all three, so that a game is stored once
// whatever the order games end in, and after a kill is played again only
// when it did not end.
type game struct {
	pairing  []Version // sorted by label
	setup    int
	rotation int
}

// key returns the game's schedule identity, the name of its record:
// "a@ID,b@ID.s3.r1".
func (g game) key() string {
	return fmt.Sprintf("%s.s%d.r%d", g.pairingKey(), g.setup, g.rotation)
}

// pairingKey returns the labels of the pairing's versions, joined by ",".
func (g game) pairingKey() string {
	labels := make([]string, len(g.pairing))
	for i, v := range g.pairing {
		labels[i] = v.Label()
	}
	return strings.Join(labels, ",")
}

// seating returns the versions in seat order: the pairing turned by the
// rotation, so that over every rotation each version takes each seat.
func (g game) seating() []Version {
	n := len(g.pairing)
	s := make([]Version, n)
	for i := range s {
		s[i] = g.pairing[(i+g.rotation)%n]
	}
	return s
}

// parseKey reads a game's key back into its pairing's labels, set-up and
// rotation.
func parseKey(key string) (labels []string, setup, rotation int, err error) {
	rest, r, ok1 := cutLast(key, ".r")
	pairing, s, ok2 := cutLast(rest, ".s")
	setup, err1 := strconv.Atoi(s)
	rotation, err2 := strconv.Atoi(r)
	if !ok1 || !ok2 || err1 != nil || err2 != nil || setup < 0 || rotation < 0 || pairing == "" {
		return nil, 0, 0, fmt.Errorf("game %q: want PAIRING.sSETUP.rROTATION", key)
	}
	return strings.Split(pairing, ","), setup, rotation, nil
}

// cutLast cuts s around the last sep.
func cutLast(s, sep string) (before, after string, ok bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

// A schedule chooses the league's next games. It counts the games of
// every version and every two versions, done, in flight or queued, and
// chooses from those counts alone, never from results: so the games a
// league plays depend on which were chosen before, not on the order they
// ended in, and a league killed and started again plays the games an
// unkilled one would have. The fewest games is also the widest interval:
// the interval of a rating shrinks as one over the root of its games.
type schedule struct {
	seats  int
	games  map[string]int    // by label
	met    map[[2]string]int // by two labels, sorted
	setups map[string]*begun // by pairing: the set-ups begun
	queue  []game            // games of begun set-ups, to play
	total  int               // games counted
	with   string            // when not empty, the label of a version every game chosen has (a duel's candidate)
}

func newSchedule(seats int) *schedule {
	return &schedule{seats: seats, games: map[string]int{}, met: map[[2]string]int{}, setups: map[string]*begun{}}
}

// begun holds the set-ups of a pairing begun: those below next, and
// those in extra, begun past a set-up not begun (one whose games a kill
// lost before any ended). Its size is the pairing's, not its games'.
type begun struct {
	next  int
	extra map[int]bool
}

// begin counts set-up s as begun.
func (s *schedule) begin(pairing string, setup int) {
	b := s.setups[pairing]
	if b == nil {
		b = &begun{}
		s.setups[pairing] = b
	}
	switch {
	case setup == b.next:
		for b.next++; b.extra[b.next]; b.next++ {
			delete(b.extra, b.next)
		}
	case setup > b.next:
		if b.extra == nil {
			b.extra = map[int]bool{}
		}
		b.extra[setup] = true
	}
}

// first returns the first set-up of a pairing not begun.
func (s *schedule) first(pairing string) int {
	if b := s.setups[pairing]; b != nil {
		return b.next
	}
	return 0
}

// count counts game g as chosen.
func (s *schedule) count(g game) {
	s.total++
	for i, a := range g.pairing {
		s.games[a.Label()]++
		for _, b := range g.pairing[i+1:] {
			s.met[[2]string{a.Label(), b.Label()}]++
		}
	}
	s.begin(g.pairingKey(), g.setup)
}

// next returns the next game to play among the active versions: a game of
// a set-up begun, or else the first of a new set-up, when the schedule
// has counted fewer than limit games (0: no limit). It returns false when
// there is none: too few versions, or the limit reached.
func (s *schedule) next(active []Version, limit int) (game, bool) {
	for len(s.queue) > 0 {
		g := s.queue[0]
		s.queue = s.queue[1:]
		if allActive(g.pairing, active) && s.admits(g.pairing) {
			return g, true
		}
	}
	if len(active) < s.seats || limit > 0 && s.total >= limit {
		return game{}, false
	}
	pairing := s.choose(active)
	setup := s.first(game{pairing: pairing}.pairingKey())
	for r := range s.seats {
		g := game{pairing: pairing, setup: setup, rotation: r}
		s.count(g)
		s.queue = append(s.queue, g)
	}
	return s.next(active, limit)
}

// choose returns the versions of the next pairing, sorted by label: the
// version with the fewest games (the earliest added among equals), then
// each time the one that has met those chosen the least, and has the
// fewest games.
func (s *schedule) choose(active []Version) []Version {
	left := slices.Clone(active)
	byGames := func(a, b Version) int { return cmp.Compare(s.games[a.Label()], s.games[b.Label()]) }
	first := slices.MinFunc(left, byGames) // MinFunc returns the first of equals: the earliest added
	if i := slices.IndexFunc(left, func(v Version) bool { return v.Label() == s.with }); i >= 0 {
		first = left[i]
	}
	chosen := []Version{first}
	for len(chosen) < s.seats {
		left = slices.DeleteFunc(left, func(v Version) bool { return slices.Contains(chosen, v) })
		next := slices.MinFunc(left, func(a, b Version) int {
			return cmp.Or(cmp.Compare(s.meetings(a, chosen), s.meetings(b, chosen)), byGames(a, b))
		})
		chosen = append(chosen, next)
	}
	slices.SortFunc(chosen, func(a, b Version) int { return strings.Compare(a.Label(), b.Label()) })
	return chosen
}

// admits reports whether a game of pairing may be chosen: one with the
// version every game must have, if there is one.
func (s *schedule) admits(pairing []Version) bool {
	return s.with == "" || slices.ContainsFunc(pairing, func(v Version) bool { return v.Label() == s.with })
}

// meetings returns how many games v has played with the versions chosen.
func (s *schedule) meetings(v Version, chosen []Version) int {
	n := 0
	for _, c := range chosen {
		a, b := min(v.Label(), c.Label()), max(v.Label(), c.Label())
		n += s.met[[2]string{a, b}]
	}
	return n
}

// allActive reports whether every version of vs is among active.
func allActive(vs, active []Version) bool {
	for _, v := range vs {
		if !slices.ContainsFunc(active, func(a Version) bool { return a.Label() == v.Label() }) {
			return false
		}
	}
	return true
}
