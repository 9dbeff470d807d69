package bots

import (
	"cmp"
	"slices"

	"github.com/contestgames/games/ontherun"
)

// cordon's detectives: a belief over the suspects, kept with a model of a
// fugitive that runs from them, and a joint move chosen in two stages, a
// quick look at every joint move and a close look at the best.

// maxCandidates bounds each detective's cities in the quick look, and
// maxSquads the joint moves it scores.
const (
	maxCandidates = 16
	maxSquads     = maxCandidates * maxCandidates * maxCandidates * maxCandidates
)

// The weights of the close look: a suspect caught now is worth 1, one
// that the detectives can expect to catch next turn less, and closeness
// to where the fugitive can be least, to break ties and keep pressure.
const (
	weightNextCatch = 0.7
	weightPressure  = 0.1
)

// flightPref is how much the modelled fugitive likes a city at each
// distance from the nearest detective it sees: it hardly ever moves where
// a detective can step next, and likes room.
var flightPref = [...]float64{0.001, 0.05, 1, 1.2, 1.4}

// closeness is what a suspect at each distance from the nearest detective
// is worth to the detectives: a suspect next to one can be caught next
// turn; each move further halves it.
var closeness = [...]float32{1, 1, 0.5, 0.25, 0.125, 0.0625, 0.03125}

func prefAt(d int) float64 { return flightPref[min(d, len(flightPref)-1)] }

func closenessAt(d int) float32 { return closeness[min(d, len(closeness)-1)] }

// A scoredSquad is a joint move and its score in the quick look.
type scoredSquad struct {
	q     ontherun.Squad
	score float32
}

// cordonState is what cordon keeps between turns and its scratch space.
// Its buffers are made at cordon's first move, since a planner that plays
// the fugitive never needs them.
type cordonState struct {
	// The belief is the chance of each city given what the detectives were
	// told and the model of the fugitive's flight.
	belief

	// The quick look: spread[v] is where the fugitive can be after its
	// next move, as if it moved at random, listed in spreadCities; rows[i][k][j]
	// is the closeness of detective i's k-th candidate city to
	// spreadCities[j].
	spread       [ontherun.MaxCities + 1]float64
	spreadCities []ontherun.City
	spreadMass   []float32
	cands        [ontherun.NumDetectives][]ontherun.City
	rows         [ontherun.NumDetectives][maxCandidates][]float32
	squads       []scoredSquad

	// The close look: next[t][v] is the chance the fugitive moves by t to
	// v; touched lists the cities to clear. targets lists, once each, the
	// cities one move from a suspect: for the joint move under a close
	// look, qNear[c] is the moves its nearest detective needs to reach
	// target c, and qPref[c] and qClose[c] are prefAt and closenessAt of
	// that, worked out once per joint move rather than at each use.
	next    [3][ontherun.MaxCities + 1]float64
	touched []ontherun.City
	targets []ontherun.City
	qNear   [ontherun.MaxCities + 1]uint8
	qPref   [ontherun.MaxCities + 1]float64
	qClose  [ontherun.MaxCities + 1]float64
}

func (s *cordonState) init() {
	s.suspects = make([]ontherun.City, 0, ontherun.MaxCities)
	s.spreadCities = make([]ontherun.City, 0, ontherun.MaxCities)
	s.spreadMass = make([]float32, 0, ontherun.MaxCities)
	for i := range s.cands {
		s.cands[i] = make([]ontherun.City, 0, maxMoves)
		for k := range s.rows[i] {
			s.rows[i][k] = make([]float32, 0, ontherun.MaxCities)
		}
	}
	s.squads = make([]scoredSquad, 0, maxSquads)
	s.touched = make([]ontherun.City, 0, 3*ontherun.MaxCities)
	s.targets = make([]ontherun.City, 0, ontherun.MaxCities)
}

// cordonMove chooses the detectives' move of the turn under way.
func (p *planner) cordonMove(b *Bot) ontherun.Squad {
	start := p.startMove(ontherun.MaxTurns + 1 - b.view.Turn)
	defer p.endMove(start)
	if p.cordon.squads == nil {
		p.cordon.init()
	}
	p.follow(b)
	p.listTargets()
	from := b.view.Squad
	p.quickLook(from)
	if len(p.cordon.squads) == 0 {
		q, _ := p.m.RandomSquadMove(from, p.rng)
		return q // never: detectives that moved before can move back
	}
	budget := p.squads
	if p.clock != 0 {
		budget = len(p.cordon.squads)
	}
	best, bestV := p.cordon.squads[0].q, -1.0
	for i, sq := range p.cordon.squads[:min(budget, len(p.cordon.squads))] {
		if i > 0 && p.timeUp() {
			break
		}
		if v := p.closeLook(sq.q, b.view.Turn); v > bestV {
			best, bestV = sq.q, v
		}
	}
	return best
}

// follow brings the belief up to the clue just heard. The modelled
// fugitive saw the detectives where they stand now; from u it takes each
// of its moves with a chance in proportion to flightPref of the distance
// of the city it goes to from the nearest detective. Knowing the
// transport, each city it may have gone to gets its share of u's weight;
// then the exact suspects rule out the rest. It takes in each turn's
// clue once: called again in the same turn, it keeps the belief.
func (p *planner) follow(b *Bot) {
	s := &p.cordon
	v := &b.view
	if s.turn == v.Turn {
		return
	}
	clue := s.begin(v)
	var next [ontherun.MaxCities + 1]float64
	if clue.To != ontherun.NoCity {
		next[clue.To] = 1
	} else {
		for u, w := range s.weight {
			if w == 0 {
				continue
			}
			total := 0.0
			for _, mv := range p.moves[u] {
				total += prefAt(p.dist.nearest(v.Squad, mv.To))
			}
			for _, mv := range p.moves[u] {
				if mv.Transport == clue.Transport {
					next[mv.To] += w * prefAt(p.dist.nearest(v.Squad, mv.To)) / total
				}
			}
		}
	}
	s.set(&next, v.Suspects)
}

// listTargets lists in p.cordon.targets the cities one move from a
// suspect, once each: where the fugitive can go next.
func (p *planner) listTargets() {
	s := &p.cordon
	var to ontherun.Cities
	for _, c := range s.suspects {
		for _, mv := range p.moves[c] {
			to.Add(mv.To)
		}
	}
	s.targets = s.targets[:0]
	for c := range to.All() {
		s.targets = append(s.targets, c)
	}
}

// quickLook scores every joint move from the detectives' cities from
// (each detective among its maxCandidates best cities) by the weight it
// catches now and the closeness of its detectives to where a fugitive
// moving at random would be next, and sorts them best first into
// p.cordon.squads.
func (p *planner) quickLook(from ontherun.Squad) {
	s := &p.cordon
	p.spreadSuspects()
	for i := range from {
		p.candidates(i, from[i])
	}
	s.squads = s.squads[:0]
	var q ontherun.Squad
	for k0, c0 := range s.cands[0] {
		q[0] = c0
		for k1, c1 := range s.cands[1] {
			if c1 == c0 {
				continue
			}
			q[1] = c1
			for k2, c2 := range s.cands[2] {
				if c2 == c0 || c2 == c1 {
					continue
				}
				q[2] = c2
				for k3, c3 := range s.cands[3] {
					if c3 == c0 || c3 == c1 || c3 == c2 {
						continue
					}
					q[3] = c3
					score := p.quickScore(q, [4]int{k0, k1, k2, k3})
					s.squads = append(s.squads, scoredSquad{q, score})
				}
			}
		}
	}
	slices.SortFunc(s.squads, func(a, b scoredSquad) int { return cmp.Compare(b.score, a.score) })
}

// spreadSuspects spreads each suspect city's weight evenly over the cities
// the fugitive can move to from it, and lists the cities that get some.
func (p *planner) spreadSuspects() {
	s := &p.cordon
	s.spread = [ontherun.MaxCities + 1]float64{}
	for _, c := range s.suspects {
		share := s.weight[c] / float64(len(p.moves[c]))
		for _, mv := range p.moves[c] {
			s.spread[mv.To] += share
		}
	}
	s.spreadCities, s.spreadMass = s.spreadCities[:0], s.spreadMass[:0]
	for c, w := range s.spread {
		if w > 0 {
			s.spreadCities = append(s.spreadCities, ontherun.City(c))
			s.spreadMass = append(s.spreadMass, float32(w))
		}
	}
}

// candidates lists detective i's cities from c for the quick look, with
// each one's closeness row: all its cities, or when it has more than
// maxCandidates the ones that alone come closest to the spread.
func (p *planner) candidates(i int, c ontherun.City) {
	s := &p.cordon
	s.cands[i] = append(s.cands[i][:0], p.reach[c]...)
	if len(s.cands[i]) > maxCandidates {
		slices.SortFunc(s.cands[i], func(a, b ontherun.City) int {
			return cmp.Compare(p.soloScore(b), p.soloScore(a))
		})
		s.cands[i] = s.cands[i][:maxCandidates]
	}
	for k, x := range s.cands[i] {
		row := s.rows[i][k][:0]
		for _, v := range s.spreadCities {
			row = append(row, closenessAt(int(p.dist[x][v])))
		}
		s.rows[i][k] = row
	}
}

// soloScore is what a detective in x alone is worth in the quick look.
func (p *planner) soloScore(x ontherun.City) float32 {
	s := &p.cordon
	score := float32(s.weight[x])
	for j, v := range s.spreadCities {
		score += s.spreadMass[j] * closenessAt(int(p.dist[x][v]))
	}
	return score
}

// quickScore scores joint move q, whose detectives are candidates k of
// their lists, in the quick look, with a speck of noise from the seed to
// break ties.
func (p *planner) quickScore(q ontherun.Squad, k [4]int) float32 {
	s := &p.cordon
	caught := s.weight[q[0]] + s.weight[q[1]] + s.weight[q[2]] + s.weight[q[3]]
	r0, r1, r2, r3 := s.rows[0][k[0]], s.rows[1][k[1]], s.rows[2][k[2]], s.rows[3][k[3]]
	var near float32
	for j, mass := range s.spreadMass {
		near += mass * max(r0[j], r1[j], r2[j], r3[j])
	}
	return float32(caught) + weightPressure*near + 1e-6*p.rng.Float32()
}

// closeLook scores joint move q at turn: the weight it catches now, the
// weight the detectives can expect to catch in the next turn, and how
// close they stay to where the fugitive can then be. The modelled
// fugitive sees q and runs as in follow. In the next turn the detectives
// will know the transport: after an announcement, they catch a fugitive
// they can reach; otherwise each detective in turn goes to the likeliest
// city it can reach.
func (p *planner) closeLook(q ontherun.Squad, turn int) float64 {
	s := &p.cordon
	for _, c := range s.touched {
		s.next[0][c], s.next[1][c], s.next[2][c] = 0, 0, 0
	}
	s.touched = s.touched[:0]
	for _, c := range s.targets {
		d := p.dist.nearest(q, c)
		s.qNear[c], s.qPref[c], s.qClose[c] = uint8(d), prefAt(d), float64(closenessAt(d))
	}
	caught := 0.0
	for _, c := range s.suspects {
		w := s.weight[c]
		if c == q[0] || c == q[1] || c == q[2] || c == q[3] {
			caught += w
			continue
		}
		total := 0.0
		for _, mv := range p.moves[c] {
			total += s.qPref[mv.To]
		}
		for _, mv := range p.moves[c] {
			s.next[mv.Transport][mv.To] += w * s.qPref[mv.To] / total
			s.touched = append(s.touched, mv.To)
		}
	}
	if turn == ontherun.MaxTurns {
		return caught
	}
	announced := isAnnouncement(turn + 1)
	nextCatch, pressure := 0.0, 0.0
	for t := range s.next {
		nextCatch += p.bestCatch(q, &s.next[t], announced)
	}
	for _, c := range s.touched {
		w := s.next[0][c] + s.next[1][c] + s.next[2][c]
		pressure += w * s.qClose[c]
	}
	// touched may list a city several times: the sum counts it as often,
	// alike for every q, which only scales the pressure of busy cities.
	return caught + weightNextCatch*nextCatch + weightPressure*pressure
}

// bestCatch returns the weight of w that the detectives in q can catch
// with their next move: all they can reach when they will know the city,
// and otherwise what each in turn takes by going to the likeliest city it
// can reach that no detective before it took. A fugitive that moves onto
// a detective is caught by its own move.
func (p *planner) bestCatch(q ontherun.Squad, w *[ontherun.MaxCities + 1]float64, announced bool) float64 {
	s := &p.cordon
	caught := w[q[0]] + w[q[1]] + w[q[2]] + w[q[3]]
	if announced {
		var counted ontherun.Cities // touched may list a city twice
		for _, c := range s.touched {
			if w[c] > 0 && !counted.Has(c) && s.qNear[c] == 1 {
				caught += w[c]
				counted.Add(c)
			}
		}
		return caught
	}
	var took ontherun.Squad
	for i, d := range q {
		best, bestW := ontherun.NoCity, 0.0
		for _, x := range p.reach[d] {
			if w[x] > bestW && x != took[0] && x != took[1] && x != took[2] {
				best, bestW = x, w[x]
			}
		}
		took[i] = best
		caught += bestW
	}
	return caught
}
