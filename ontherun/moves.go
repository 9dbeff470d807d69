package ontherun

import (
	"math/bits"
	"math/rand/v2"
)

// MoveListSize is the size of a buffer for [State.Moves] that always
// suffices: Moves lists at most MoveListSize moves. The fugitive has at most
// 3 × 199 moves (every other city by every transport) and 199 start
// cities. The detectives' moves are those of four different cities,
// each one connection away from its detective's, so there are at most the
// product of the four detectives' choices: Moves lists them all whenever
// no detective has more than 20 cities one connection away (20⁴ moves).
// The maps [Generate] draws, like the contest's, have at most 17 such
// cities, and a few thousand detectives' moves in most positions. A valid
// map may have hubs joined to every city, though, which give the
// detectives up to 199 × 198 × 197 × 196 moves, about 1.5 billion: on
// such a map Moves lists the first MoveListSize.
const MoveListSize = 20 * 20 * 20 * 20

// maxFugitiveMoves bounds the fugitive's moves in any position: each of
// the other cities by each transport.
const maxFugitiveMoves = numTransports * (MaxCities - 1)

// Moves appends the legal moves of the seat to move to buf, and returns
// the extended slice; it appends nothing once the game is over. It lists:
//
//   - the fugitive to place: every city without a detective, as a Move
//     with To, in increasing order;
//   - the fugitive to move: every move by every transport, car moves
//     first, then train, then plane, each in increasing order of city.
//     Moves onto a detective's city are among them (they lose the game);
//   - the detectives to move: their moves, as Moves with a Squad, in
//     increasing order of the first detective's city, then the second's,
//     and so on; at most MoveListSize of them, the first in that order (see
//     [MoveListSize]);
//   - the detectives to place: nothing. Their start, four different
//     cities of the map, is the one choice Moves does not list: about 1.5
//     billion on a 200-city map. [State.RandomMove] draws one.
//
// With a buffer of [MoveListSize] it allocates nothing.
func (s *State) Moves(buf []Move) []Move {
	switch s.phase {
	case placeFugitive:
		for c := range s.m.all.Minus(s.squad.cities()).All() {
			buf = append(buf, Move{To: c})
		}
		return buf
	case fugitiveToMove:
		return s.fugitiveMoves(buf)
	case detectivesToMove:
		return s.m.squadMoves(s.squad, buf, MoveListSize)
	}
	return buf
}

// squadAfter returns the detectives' cities after turn t (0 for their
// start), for t up to the last turn they played; a later turn returns the
// zero Squad.
func (s *State) squadAfter(t int) Squad {
	if t < 0 || t > MaxTurns {
		return Squad{}
	}
	return s.squads[t]
}

// fugitiveMoves appends the fugitive's legal moves to buf, in the order
// of Moves, and returns the extended slice; none when the fugitive is not
// to move. With a buffer of maxFugitiveMoves it allocates nothing.
func (s *State) fugitiveMoves(buf []Move) []Move {
	if s.phase != fugitiveToMove {
		return buf
	}
	for _, t := range transports {
		for w, x := range s.m.adj[t][s.fugitive] {
			for x != 0 {
				// A Move, holding an array, is built in memory: appending
				// a zero one and setting its fields is twice as fast as
				// appending a Move literal.
				buf = append(buf, Move{})
				e := &buf[len(buf)-1]
				e.Transport, e.To = t, City(w<<6+bits.TrailingZeros64(x))
				x &= x - 1
			}
		}
	}
	return buf
}

// countFugitiveMoves returns the number of the fugitive's legal moves, as
// fugitiveMoves would list them.
func (s *State) countFugitiveMoves() int {
	if s.phase != fugitiveToMove {
		return 0
	}
	n := 0
	for _, t := range transports {
		n += s.m.adj[t][s.fugitive].Count()
	}
	return n
}

// squadMoves appends to buf the legal moves of detectives in the cities
// of from, at most limit of them if limit is not negative, and returns
// the extended slice. Every detective chooses among the cities one
// connection away, and the four must end on different cities. The moves
// come in increasing order of the first detective's city, then the
// second's, and so on. It allocates nothing when buf has room. To pick
// one move, [Map.RandomSquadMove] is much cheaper.
func (m *Map) squadMoves(from Squad, buf []Move, limit int) []Move {
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
					buf = append(buf, Move{}) // as in fugitiveMoves
					e := &buf[len(buf)-1].Squad
					e[0], e[1], e[2], e[3] = a, b, c, d
					n++
				}
			}
		}
	}
	return buf
}

// canMove reports whether detectives in the cities of q have a legal
// move: four different cities, each one connection away from its
// detective's. It fails only when some of the detectives have fewer
// cities to go to between them than they are, such as three detectives
// whose only neighbours are the same two cities. Detectives that had a
// legal move always have one the next turn, since each can go back where
// it came from: only a start can leave them stuck.
func (m *Map) canMove(q Squad) bool {
	_, ok := m.firstSquadMove(q)
	return ok
}

// RandomMove returns a legal move of the seat to move drawn with rng, or
// false once the game is over (or on a State without a map). It draws
// the detectives' start too, which Moves does not list: four different
// cities from which they can move, drawn uniformly among those. The
// fugitive's start and moves are drawn uniformly from those Moves lists,
// and the detectives' moves as [Map.RandomSquadMove] draws them. It
// allocates nothing.
func (s *State) RandomMove(rng *rand.Rand) (Move, bool) {
	if s.m == nil {
		return Move{}, false
	}
	switch s.phase {
	case placeDetectives:
		return Move{Squad: s.m.randomSquad(rng)}, true
	case placeFugitive:
		c := s.randomStart(rng)
		return Move{To: c}, c != NoCity
	case fugitiveToMove:
		return s.randomFugitiveMove(rng)
	case detectivesToMove:
		q, ok := s.m.RandomSquadMove(s.squad, rng)
		return Move{Squad: q}, ok
	}
	return Move{}, false
}

// randomFugitiveMove returns a legal move of the fugitive drawn uniformly
// from those Moves lists, with rng, or false if the fugitive is not to
// move (on a valid map it always has a move).
func (s *State) randomFugitiveMove(rng *rand.Rand) (Move, bool) {
	n := s.countFugitiveMoves()
	if n == 0 {
		return Move{}, false
	}
	k := rng.IntN(n)
	for _, t := range transports {
		set := s.m.adj[t][s.fugitive]
		if c := set.Count(); k >= c {
			k -= c
			continue
		}
		return Move{Transport: t, To: set.nth(k)}, true
	}
	return Move{}, false // not reached
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

// firstSquadMove returns the first legal move in the order of squadMoves,
// or false if there is none.
func (m *Map) firstSquadMove(from Squad) (Squad, bool) {
	var one [1]Move
	if found := m.squadMoves(from, one[:0], 1); len(found) == 1 {
		return found[0].Squad, true
	}
	return Squad{}, false
}

// randomSquad returns four different cities of m drawn uniformly with rng
// from which the detectives can move (canMove), for their start. On a
// valid map a few draws always find such a start.
func (m *Map) randomSquad(rng *rand.Rand) Squad {
	var q Squad
	for try := 0; ; try++ {
		var taken Cities
		for i := range q {
			free := m.all.Minus(taken)
			q[i] = free.nth(rng.IntN(max(free.Count(), 1)))
			taken.Add(q[i])
		}
		if m.canMove(q) || try == 1000 {
			return q
		}
	}
}

// randomStart returns a start city for the fugitive drawn uniformly with
// rng among the cities of the map without a detective, or NoCity if the
// fugitive is not to be placed.
func (s *State) randomStart(rng *rand.Rand) City {
	if s.phase != placeFugitive {
		return NoCity
	}
	free := s.m.all.Minus(s.squad.cities())
	if free.empty() {
		return NoCity
	}
	return free.nth(rng.IntN(free.Count()))
}
