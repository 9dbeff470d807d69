package ontherun

import (
	"math/bits"
	"math/rand/v2"
)

// MaxFugitiveMoves bounds the fugitive's moves in any position: each of
// the other cities by each transport.
const MaxFugitiveMoves = numTransports * (MaxCities - 1)

// squadAfter returns the detectives' cities after turn t (0 for their
// start), for t up to the last turn they played; a later turn returns the
// zero Squad.
func (s *State) squadAfter(t int) Squad {
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
func (s *State) FugitiveMoves(buf []FugitiveMove) []FugitiveMove {
	if s.phase != FugitiveToMove {
		return buf
	}
	for _, t := range transports {
		for w, x := range s.m.adj[t][s.fugitive] {
			for x != 0 {
				buf = append(buf, FugitiveMove{t, City(w<<6 + bits.TrailingZeros64(x))})
				x &= x - 1
			}
		}
	}
	return buf
}

// countFugitiveMoves returns the number of the fugitive's legal moves, as
// FugitiveMoves would list them.
func (s *State) countFugitiveMoves() int {
	if s.phase != FugitiveToMove {
		return 0
	}
	n := 0
	for _, t := range transports {
		n += s.m.adj[t][s.fugitive].Count()
	}
	return n
}

// squadMoves is SquadMoves of the State's map for its detectives, and
// none when they are not to move.
func (s *State) squadMoves(buf []Squad) []Squad {
	if s.phase != DetectivesToMove {
		return buf
	}
	return s.m.SquadMoves(s.squad, buf)
}

// SquadMoves appends to buf the legal moves of detectives in the cities
// of from, and returns the extended slice. Every detective chooses among
// the cities one connection away, and the four must end on different
// cities, so there are at most the product of the four choices: a few
// thousand on a 200-city map. The moves come in increasing order of the
// first detective's city, then the second's, and so on. It allocates
// nothing when buf has room. To pick one move, [Map.RandomSquadMove] is
// much cheaper. The detectives' moves are the Map's, not the State's,
// since they depend on nothing else: a detectives' bot, which does not
// know where the fugitive is, has no State to ask.
func (m *Map) SquadMoves(from Squad, buf []Squad) []Squad {
	return m.squadMoves(from, buf, -1)
}

// squadMoves appends the legal moves of detectives in from to buf, in the
// order of SquadMoves, at most limit of them if limit is not negative.
func (m *Map) squadMoves(from Squad, buf []Squad, limit int) []Squad {
	var lists [NumDetectives][MaxCities]City
	var to [NumDetectives][]City
	for i, c := range from {
		to[i] = m.Reach(c).appendTo(lists[i][:0])
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
// legal move always have one the next turn, since each can go back where
// it came from: only a start can leave them stuck.
func (m *Map) CanMove(q Squad) bool {
	_, ok := m.firstSquadMove(q)
	return ok
}

// RandomFugitiveMove returns a legal move of the fugitive drawn uniformly
// from those FugitiveMoves lists, with rng, or false if the fugitive is
// not to move (on a valid map it always has a move).
func (s *State) RandomFugitiveMove(rng *rand.Rand) (FugitiveMove, bool) {
	n := s.countFugitiveMoves()
	if n == 0 {
		return FugitiveMove{}, false
	}
	k := rng.IntN(n)
	for _, t := range transports {
		set := s.m.adj[t][s.fugitive]
		if c := set.Count(); k >= c {
			k -= c
			continue
		}
		return FugitiveMove{t, set.nth(k)}, true
	}
	return FugitiveMove{}, false // not reached
}

// randomSquadMove is RandomSquadMove of the State's map for its
// detectives, and false when they are not to move.
func (s *State) randomSquadMove(rng *rand.Rand) (Squad, bool) {
	if s.phase != DetectivesToMove {
		return Squad{}, false
	}
	return s.m.RandomSquadMove(s.squad, rng)
}

// RandomSquadMove returns a legal move of detectives in the cities of
// from drawn with rng, or false if there is none. Each detective in turn,
// in an order drawn at random, picks uniformly among the cities one
// connection away that no detective before it has picked; if one finds
// none left, the draw starts again, and after a few failed draws the
// first legal move found by a search is returned. It allocates nothing.
func (m *Map) RandomSquadMove(from Squad, rng *rand.Rand) (Squad, bool) {
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
			next[i] = free.nth(rng.IntN(n))
			taken.Add(next[i])
		}
		if ok {
			return next, true
		}
	}
	return m.firstSquadMove(from)
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
func (m *Map) firstSquadMove(from Squad) (Squad, bool) {
	var one [1]Squad
	if found := m.squadMoves(from, one[:0], 1); len(found) == 1 {
		return found[0], true
	}
	return Squad{}, false
}

// RandomSquad returns four different cities of m drawn uniformly with rng
// from which the detectives can move ([Map.CanMove]), for their start. On
// a valid map a few draws always find such a start.
func (m *Map) RandomSquad(rng *rand.Rand) Squad {
	var q Squad
	for try := 0; ; try++ {
		var taken Cities
		for i := range q {
			free := m.all.Minus(taken)
			q[i] = free.nth(rng.IntN(max(free.Count(), 1)))
			taken.Add(q[i])
		}
		if m.CanMove(q) || try == 1000 {
			return q
		}
	}
}

// RandomStart returns a start city for the fugitive drawn uniformly with
// rng among the cities of the map without a detective, or NoCity if the
// fugitive is not to be placed.
func (s *State) RandomStart(rng *rand.Rand) City {
	if s.phase != PlaceFugitive {
		return NoCity
	}
	free := s.m.all.Minus(s.squad.Cities())
	if free.empty() {
		return NoCity
	}
	return free.nth(rng.IntN(free.Count()))
}
