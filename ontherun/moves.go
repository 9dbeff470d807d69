package ontherun

import (
	"math/bits"
	"math/rand/v2"
)

// MaxFugitiveMoves bounds the fugitive's moves in any position: each of
// the other cities by each transport.
const MaxFugitiveMoves = NumTransports * (MaxCities - 1)

// SquadAfter returns the detectives' cities after turn t (0 for their
// start), for t up to the last turn they played; a later turn returns the
// zero Squad.
func (s *State) SquadAfter(t int) Squad {
	if t < 0 || t > MaxTurns {
		return Squad{}
	}
	return s.squads[t]
}

// FugitiveMoves appends the fugitive's legal moves to buf, car moves first,
// then train, then plane, each in increasing order of city, and returns
// the extended slice; none when the fugitive is not to move. Moves onto a
// detective's city are among them (they lose the game). With a buffer of
// [MaxFugitiveMoves] it allocates nothing.
func (s *State) FugitiveMoves(m *Map, buf []FugitiveMove) []FugitiveMove {
	if s.phase != FugitiveToMove {
		return buf
	}
	for _, t := range Transports {
		for w, x := range m.adj[t][s.fugitive] {
			for x != 0 {
				buf = append(buf, FugitiveMove{t, City(w<<6 + bits.TrailingZeros64(x))})
				x &= x - 1
			}
		}
	}
	return buf
}

// CountFugitiveMoves returns the number of the fugitive's legal moves, as
// FugitiveMoves would list them.
func (s *State) CountFugitiveMoves(m *Map) int {
	if s.phase != FugitiveToMove {
		return 0
	}
	n := 0
	for _, t := range Transports {
		n += m.adj[t][s.fugitive].Count()
	}
	return n
}

// SquadMoves appends the detectives' legal moves to buf, and returns the
// extended slice; none when the detectives are not to move. Every
// detective chooses among the cities one connection away, and the four
// must end on different cities, so there are at most the product of the
// four choices: a few thousand on a 200-city map. The moves come in
// increasing order of the first detective's city, then the second's, and
// so on. It allocates nothing when buf has room. To pick one move,
// [State.RandomSquadMove] is much cheaper.
func (s *State) SquadMoves(m *Map, buf []Squad) []Squad {
	if s.phase != DetectivesToMove {
		return buf
	}
	return SquadMovesFrom(m, s.squad, buf)
}

// SquadMovesFrom appends to buf the legal moves of detectives in the
// cities of from, as [State.SquadMoves] lists them; a detectives' bot,
// which knows its own cities but not the fugitive's, calls it directly.
func SquadMovesFrom(m *Map, from Squad, buf []Squad) []Squad {
	return squadMoves(m, from, buf, -1)
}

// squadMoves appends the legal moves of detectives in from to buf, in the
// order of SquadMoves, at most limit of them if limit is not negative.
func squadMoves(m *Map, from Squad, buf []Squad, limit int) []Squad {
	var lists [NumDetectives][MaxCities]City
	var to [NumDetectives][]City
	for i, c := range from {
		to[i] = m.Reach(c).AppendTo(lists[i][:0])
	}
	n := 0
	for _, a := range to[0] {
		for _, b := range to[1] {
			if b == a {
				continue
			}
			for _, c := range to[2] {
				if c == a || c == b {
					continue
				}
				for _, d := range to[3] {
					if d == a || d == b || d == c {
						continue
					}
					if n == limit {
						return buf
					}
					buf = append(buf, Squad{a, b, c, d})
					n++
				}
			}
		}
	}
	return buf
}

// CanMove reports whether detectives in the cities of q have a legal
// move: four different cities, each one connection away from its
// detective's. It fails only when some of the detectives have fewer
// cities to go to between them than they are, such as three detectives
// whose only neighbours are the same two cities. Detectives that had a
// legal move always have one the next turn: each can go back where it
// came from.
func CanMove(m *Map, q Squad) bool {
	_, ok := firstSquadMove(m, q)
	return ok
}

// RandomFugitiveMove returns a legal move of the fugitive drawn uniformly
// from those FugitiveMoves lists, with rng, or false if the fugitive is
// not to move (on a valid map it always has a move).
func (s *State) RandomFugitiveMove(m *Map, rng *rand.Rand) (FugitiveMove, bool) {
	n := s.CountFugitiveMoves(m)
	if n == 0 {
		return FugitiveMove{}, false
	}
	k := rng.IntN(n)
	for _, t := range Transports {
		set := m.adj[t][s.fugitive]
		if c := set.Count(); k >= c {
			k -= c
			continue
		}
		return FugitiveMove{t, set.Nth(k)}, true
	}
	return FugitiveMove{}, false // not reached
}

// RandomSquadMove returns a legal move of the detectives drawn with rng,
// or false if there is none. Each detective in turn, in an order drawn at
// random, picks uniformly among the cities one connection away that no
// detective before it has picked; if one finds none left, the draw starts
// again, and after a few failed draws the first legal move found by a
// search is returned. It allocates nothing.
func (s *State) RandomSquadMove(m *Map, rng *rand.Rand) (Squad, bool) {
	if s.phase != DetectivesToMove {
		return Squad{}, false
	}
	return RandomSquadMoveFrom(m, s.squad, rng)
}

// RandomSquadMoveFrom returns a legal move of detectives in the cities of
// from, drawn as [State.RandomSquadMove] draws it, or false if there is
// none.
func RandomSquadMoveFrom(m *Map, from Squad, rng *rand.Rand) (Squad, bool) {
	for range 8 {
		var next Squad
		var taken Cities
		ok := true
		for _, i := range orders[rng.IntN(len(orders))] {
			free := m.reach[from[i]].Minus(taken)
			n := free.Count()
			if n == 0 {
				ok = false
				break
			}
			next[i] = free.Nth(rng.IntN(n))
			taken.Add(next[i])
		}
		if ok {
			return next, true
		}
	}
	return firstSquadMove(m, from)
}

// orders lists the 24 orders of the four detectives.
var orders = func() (o [24][NumDetectives]uint8) {
	k := 0
	for a := range uint8(4) {
		for b := range uint8(4) {
			for c := range uint8(4) {
				d := 6 - a - b - c
				if a != b && a != c && b != c && d != a && d != b && d != c {
					o[k] = [4]uint8{a, b, c, d}
					k++
				}
			}
		}
	}
	return o
}()

// firstSquadMove returns the first legal move in the order of SquadMoves,
// or false if there is none.
func firstSquadMove(m *Map, from Squad) (Squad, bool) {
	var one [1]Squad
	if found := squadMoves(m, from, one[:0], 1); len(found) == 1 {
		return found[0], true
	}
	return Squad{}, false
}

// RandomSquad returns four different cities of m drawn uniformly with rng
// from which the detectives can move ([CanMove]), for their start. m must
// have at least four cities; on a valid map a few draws always find such
// a start.
func RandomSquad(m *Map, rng *rand.Rand) Squad {
	var q Squad
	for try := 0; ; try++ {
		var taken Cities
		for i := range q {
			free := m.all.Minus(taken)
			q[i] = free.Nth(rng.IntN(max(free.Count(), 1)))
			taken.Add(q[i])
		}
		if CanMove(m, q) || try == 1000 {
			return q
		}
	}
}

// RandomStart returns a start city for the fugitive drawn uniformly with
// rng among the cities of m without a detective, or NoCity if the
// fugitive is not to be placed.
func (s *State) RandomStart(m *Map, rng *rand.Rand) City {
	if s.phase != PlaceFugitive {
		return NoCity
	}
	free := m.all.Minus(s.squad.Cities())
	if free.Empty() {
		return NoCity
	}
	return free.Nth(rng.IntN(free.Count()))
}
