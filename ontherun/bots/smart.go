package bots

import (
	"math"
	"math/rand/v2"

	"github.com/contestgames/games/ontherun"
)

// NewChase returns the chase bot for a game on map m: with the detectives
// it closes in on the suspects; with the fugitive it plays as flee does.
// Its ties are broken with a generator seeded by seed.
func NewChase(m *ontherun.Map, seed uint64) *Bot {
	return newBot(m, newSmart(m, seed))
}

// NewFlee returns the flee bot for a game on map m: with the fugitive it
// keeps away from the detectives; with the detectives it plays as chase
// does. Its ties are broken with a generator seeded by seed.
func NewFlee(m *ontherun.Map, seed uint64) *Bot {
	return newBot(m, newSmart(m, seed))
}

// unreachable is the distance between cities that no path joins (never
// on a valid map).
const unreachable = math.MaxUint8

// smart is the strategy of chase and flee.
type smart struct {
	rng  *rand.Rand
	dist *distTable
	// The belief is the chance that a fugitive moving at random is in each
	// city, given what the detectives were told.
	belief
}

func newSmart(m *ontherun.Map, seed uint64) *smart {
	s := &smart{rng: rand.New(rand.NewPCG(seed, 0xc4a5e)), dist: distances(m)}
	s.suspects = make([]ontherun.City, 0, ontherun.MaxCities)
	return s
}

// A belief is what the detectives' bots (chase, cordon, and evade's guess
// at them) hold beyond the exact suspects: a model's chance of each city.
type belief struct {
	// weight[c] is the chance that the fugitive is in c, given the clues
	// up to turn and the model of its moves.
	weight [ontherun.MaxCities + 1]float64
	turn   int
	// suspects lists the cities of non-zero weight, in increasing order.
	suspects []ontherun.City
}

// begin readies the belief for the clue of v's turn, the turn under way
// (1 to 50), and returns that clue. In the first turn, or with no belief
// yet, the fugitive is where the detectives were told it started.
func (b *belief) begin(v *ontherun.View) ontherun.Move {
	if v.Turn == 1 || b.turn == 0 {
		b.weight = [ontherun.MaxCities + 1]float64{}
		b.weight[v.Start] = 1
	}
	b.turn = v.Turn
	return v.Clues[v.Turn-1]
}

// set makes next the weights, limited to the cities of sus (the exact
// suspects) and normalised, and lists the cities of non-zero weight. When
// next gives no suspect any weight (the model lost track: it cannot, but
// a bot must answer), every suspect weighs alike. It allocates nothing
// while suspects has room for every city.
func (b *belief) set(next *[ontherun.MaxCities + 1]float64, sus ontherun.Cities) {
	sum := 0.0
	b.suspects = b.suspects[:0]
	for c := range next {
		if !sus.Has(ontherun.City(c)) {
			next[c] = 0
		}
		if next[c] > 0 {
			sum += next[c]
			b.suspects = append(b.suspects, ontherun.City(c))
		}
	}
	if sum == 0 {
		for c := range sus.All() {
			next[c] = 1
			sum++
			b.suspects = append(b.suspects, c)
		}
	}
	for _, c := range b.suspects {
		next[c] /= sum
	}
	b.weight = *next
}

// A distTable holds the number of moves a detective needs between any two
// cities, by any transports: the table's [a][b] for a to b.
type distTable [ontherun.MaxCities + 1][ontherun.MaxCities + 1]uint8

// nearest returns the moves the nearest detective of q needs to reach c.
func (d *distTable) nearest(q ontherun.Squad, c ontherun.City) int {
	return int(min(d[q[0]][c], d[q[1]][c], d[q[2]][c], d[q[3]][c]))
}

// distances measures, by breadth-first search from every city, how many
// moves a detective needs between any two cities.
func distances(m *ontherun.Map) *distTable {
	d := new(distTable)
	for a := range d {
		for b := range d[a] {
			d[a][b] = unreachable
		}
	}
	all := m.All()
	for a := range all.All() {
		seen := ontherun.CitiesOf(a)
		frontier := seen
		for k := uint8(0); frontier.Count() != 0; k++ {
			var next ontherun.Cities
			for c := range frontier.All() {
				d[a][c] = k
				next = next.Union(m.Reach(c))
			}
			frontier = next.Minus(seen)
			seen = seen.Union(frontier)
		}
	}
	return d
}

// placeSquad spreads the detectives over the map: each in turn goes where
// it brings the most cities closest to a detective (the sum of the
// distances from each city to its nearest detective is least), among the
// starts from which the detectives can move.
func (s *smart) placeSquad(b *Bot) ontherun.Squad {
	all := b.m.All()
	var q ontherun.Squad
	var taken ontherun.Cities
	for i := range q {
		best, bestCost := ontherun.NoCity, math.MaxInt
		for c := range all.Minus(taken).All() {
			q[i] = c
			cost := 0
			for x := range all.All() {
				d := unreachable
				for _, y := range q[:i+1] {
					d = min(d, int(s.dist[y][x]))
				}
				cost += d
			}
			if cost < bestCost {
				best, bestCost = c, cost
			}
		}
		q[i] = best
		taken.Add(best)
	}
	if !canMove(b.m, q) {
		mv, _ := b.game.RandomMove(s.rng) // b.Game waits for the detectives' start all game
		return mv.Squad
	}
	return q
}

// placeFugitive starts where the nearest detective is furthest, and among
// those where the detectives are furthest in all.
func (s *smart) placeFugitive(b *Bot) ontherun.City {
	q := b.game.Squad()
	best, bestScore := ontherun.NoCity, -1.0
	for c := range b.m.All().Minus(squadCities(q)).All() {
		sum := 0
		for _, x := range q {
			sum += int(s.dist[x][c])
		}
		score := 1000*float64(s.dist.nearest(q, c)) + float64(sum) + s.rng.Float64()
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best
}

// moveFugitive moves where the nearest detective is furthest (up to 5
// moves away: beyond, the room to move on counts more), with the most
// cities one move on that no detective can reach in one move, never onto
// a detective unless there is nothing else.
func (s *smart) moveFugitive(b *Bot) ontherun.Move {
	var buf [maxFugitiveMoves]ontherun.Move
	q := b.game.Squad()
	var best ontherun.Move
	bestScore := math.Inf(-1)
	for _, mv := range b.game.Moves(buf[:0]) {
		score := s.rng.Float64()
		if squadCities(q).Has(mv.To) {
			score -= 1e6
		}
		score += 100 * float64(min(s.dist.nearest(q, mv.To), 5))
		for x := range b.m.Reach(mv.To).All() {
			if s.dist.nearest(q, x) >= 2 {
				score += 5
			}
		}
		if score > bestScore {
			best, bestScore = mv, score
		}
	}
	return best
}

// follow brings the weights up to the clue of the turn under way. The
// weights are the chances of a fugitive that picks uniformly among all
// its moves: from u, it takes a move by transport t to each city with
// chance 1/moves(u), so, knowing t, each t-neighbour of u gets a share
// of u's weight in proportion 1/moves(u). Cities with a detective, and
// cities that the suspects rule out, get none.
func (s *smart) follow(b *Bot) {
	v := b.view
	clue := s.begin(&v)
	var next [ontherun.MaxCities + 1]float64
	for u := range s.weight {
		w := s.weight[u]
		if w == 0 {
			continue
		}
		moves := 0
		for t := ontherun.Car; t <= ontherun.Plane; t++ {
			moves += b.m.Neighbors(t, ontherun.City(u)).Count()
		}
		share := w / float64(moves)
		for c := range b.m.Neighbors(clue.Transport, ontherun.City(u)).All() {
			next[c] += share
		}
	}
	if clue.To != ontherun.NoCity {
		next = [ontherun.MaxCities + 1]float64{}
		next[clue.To] = 1
	}
	s.set(&next, v.Suspects)
}

// value scores the detectives in q: the weight they catch now counts
// most; then the weighted distance from each suspect to its nearest
// detective, the less the better.
func (s *smart) value(q ontherun.Squad) float64 {
	v := 0.0
	for _, c := range s.suspects {
		w := s.weight[c]
		d := s.dist.nearest(q, c)
		if d == 0 {
			v += 1000 * w
			continue
		}
		v -= w * float64(d)
	}
	return v
}

// moveSquad moves the detectives to the best squad that a few rounds of
// improvement find: one detective at a time, each to the city one move
// away that, with the others where they are, scores best.
func (s *smart) moveSquad(b *Bot) ontherun.Squad {
	s.follow(b)
	from := b.view.Squad
	// Start from everyone's first choice, in order, then improve each
	// detective in turn while anything gets better.
	var q ontherun.Squad
	var taken ontherun.Cities
	cur := from
	for i := range q {
		best, bestV := ontherun.NoCity, math.Inf(-1)
		for c := range b.m.Reach(from[i]).Minus(taken).All() {
			cur[i] = c
			if v := s.value(cur) + 1e-6*s.rng.Float64(); v > bestV {
				best, bestV = c, v
			}
		}
		if best == ontherun.NoCity {
			q2, _ := b.m.RandomSquadMove(from, s.rng)
			return q2
		}
		cur[i] = best
		q[i] = best
		taken.Add(best)
	}
	bestV := s.value(q)
	for range 3 {
		improved := false
		for i := range q {
			others := squadCities(q).Minus(ontherun.CitiesOf(q[i]))
			for c := range b.m.Reach(from[i]).Minus(others).All() {
				r := q
				r[i] = c
				if v := s.value(r); v > bestV+1e-9 {
					q, bestV, improved = r, v, true
				}
			}
		}
		if !improved {
			break
		}
	}
	return q
}

// maxFugitiveMoves bounds the fugitive's moves: every other city by every
// transport.
const maxFugitiveMoves = 3 * (ontherun.MaxCities - 1)

// canMove reports whether detectives in the cities of q have a legal move:
// four different cities, each one connection away from its detective's.
func canMove(m *ontherun.Map, q ontherun.Squad) bool {
	var try func(i int, taken ontherun.Cities) bool
	try = func(i int, taken ontherun.Cities) bool {
		if i == len(q) {
			return true
		}
		for c := range m.Reach(q[i]).Minus(taken).All() {
			t := taken
			t.Add(c)
			if try(i+1, t) {
				return true
			}
		}
		return false
	}
	return try(0, ontherun.Cities{})
}
