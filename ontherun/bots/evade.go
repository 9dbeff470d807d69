package bots

import (
	"math"
	"math/bits"

	"github.com/contestgames/games/ontherun"
)

// evade's fugitive: a search of its own moves some turns ahead, against
// detectives that hunt it as if they knew where it is, weighed by the
// chance that they find it now, which the suspects they hold decide.

// The values of evade's search, in a scale where a quiet position is
// worth up to about 10: a catch is far worse, an escape far better. The
// scale follows the score: each of the fugitive's 20 points is worth
// pointValue, and a fugitive caught with no points caughtValue.
const (
	caughtValue  = -100.0
	escapedValue = 100.0
	pointValue   = (escapedValue - caughtValue) / 20
)

// caughtAt is the value of a catch in turn: the fugitive scores one point
// for each announcement made, those of turns 5, 10, ... up to turn; a
// fugitive that walks onto a detective in turn is caught before that
// turn's announcement, as if in the turn before.
func caughtAt(turn int) float64 {
	return caughtValue + pointValue*float64(announcementsBy(turn))
}

// The weights of a position at the search's horizon.
const (
	weightDistance = 1.0  // each move the nearest detective needs, up to 4
	weightExits    = 0.25 // each move on to a city no detective can reach next, up to 8
	weightSuspects = 0.6  // each doubling of the cities where the detectives reckon it can be
)

// evadeState is evade's count of the work of the move under way, and
// its guess at what the detectives believe.
type evadeState struct {
	nodes   int
	aborted bool

	// belief is the chance of each city that detectives who took the
	// fugitive for a random walker would give it after the clues up to
	// belief.turn (-1 before the first move); spread[t] is that belief
	// carried one move on by transport t, for the move under way.
	belief belief
	seen   ontherun.Squad // the detectives' cities when belief was made
	spread [3][ontherun.MaxCities + 1]float64
}

// evadeStart chooses the fugitive's start. The detectives are told it,
// as after an announcement, so the first moves from it decide much (a
// fugitive caught before the first announcement scores nothing): evade
// ranks the free cities by a first score (far from the nearest detective,
// then with many moves on, then far from all of them), and searches the
// first moves from the best startCandidates of them as evadeMove searches
// a move, startDepth moves deep after the first while its budget or its
// time lasts. (The first score alone took 36.8% of the points against
// cordon in 500 games, with the search 41.9%.)
func (p *planner) evadeStart(b *Bot) ontherun.City {
	start := p.startMove(ontherun.MaxTurns + 1)
	defer p.endMove(start)
	q := b.game.Squad()
	var top [startCandidates]ontherun.City
	var topScore [startCandidates]float64
	for i := range topScore {
		topScore[i] = math.Inf(-1)
	}
	for c := range p.m.All().Minus(squadCities(q)).All() {
		sum := 0
		for _, x := range q {
			sum += int(p.dist[x][c])
		}
		score := 10*float64(min(p.dist.nearest(q, c), 5)) + float64(len(p.moves[c])) + 0.1*float64(sum) + 0.01*p.rng.Float64()
		// Keep the best startCandidates, best first.
		for i := range top {
			if score > topScore[i] {
				copy(top[i+1:], top[i:len(top)-1])
				copy(topScore[i+1:], topScore[i:len(topScore)-1])
				top[i], topScore[i] = c, score
				break
			}
		}
	}
	best := top[0]
	p.evade.nodes, p.evade.aborted = 0, false
	for depth := 1; depth <= startDepth; depth++ {
		c, ok := p.startRoot(&top, &topScore, q, depth)
		if !ok {
			break
		}
		best = c
	}
	return best
}

// startRoot returns the best of the start cities in top, by a search
// depth moves deep after the first from each (the detectives know the
// start, as after an announcement), with a speck of their first scores
// to break ties; false if the search ran out of budget or time.
func (p *planner) startRoot(top *[startCandidates]ontherun.City, topScore *[startCandidates]float64, q ontherun.Squad, depth int) (ontherun.City, bool) {
	best, bestV := top[0], math.Inf(-1)
	for i, c := range top {
		if c == ontherun.NoCity {
			break
		}
		v := p.search(c, q, ontherun.CitiesOf(c), 1, depth, nil) + 0.01*topScore[i]
		if p.evade.aborted {
			return ontherun.NoCity, false
		}
		if v > bestV {
			best, bestV = c, v
		}
	}
	return best, true
}

// evadeMove chooses the fugitive's move: it searches one move ahead,
// then two, and so on while its budget or its time lasts, and plays the
// best move of the deepest search it finished.
func (p *planner) evadeMove(b *Bot) ontherun.Move {
	st := &b.game
	turn := st.Turn() // the turn this move opens
	start := p.startMove(ontherun.MaxTurns + 1 - turn)
	defer p.endMove(start)
	q, f := st.Squad(), st.Fugitive()
	view := st.View()
	p.evade.nodes, p.evade.aborted = 0, false
	p.guessBelief(&view)
	var risks [maxMoves]float64
	p.beliefRisks(f, q, turn, &risks)
	var fc *forecast
	if p.shadow != nil {
		fc = p.shadow.forecast(p, st, &view)
	}
	best := p.moves[f][0]
	for depth := 0; depth <= ontherun.MaxTurns-turn; depth++ {
		mv, ok := p.evadeRoot(f, q, view.Suspects, turn, depth, &risks, fc)
		if !ok {
			break
		}
		best = mv
	}
	if p.shadow != nil {
		p.shadow.heard(&view, best)
	}
	return best
}

// evadeRoot returns the best move from f at depth, and false if the
// search ran out of budget or time before it finished (a first search,
// at depth 0, always finishes). risks holds each move's beliefRisk, and
// fc what a model of the detectives foresees (nil for evade, which has
// none).
func (p *planner) evadeRoot(f ontherun.City, q ontherun.Squad, sus ontherun.Cities, turn, depth int, risks *[maxMoves]float64, fc *forecast) (ontherun.Move, bool) {
	var values [maxMoves]float64
	root := p.newNode(q, sus)
	moves := p.moves[f]
	bestV := math.Inf(-1)
	for i, mv := range moves {
		values[i] = p.moveValue(mv, &root, turn, depth, risks[i], fc)
		if depth > 0 && p.evade.aborted {
			return ontherun.Move{}, false
		}
		bestV = max(bestV, values[i])
	}
	// Draw one of the best moves. (Drawing among moves a little below
	// the best, to be harder to foresee, lost points against chase and
	// cordon alike.)
	n := 0
	for i := range moves {
		if values[i] >= bestV-rootSlack {
			n++
		}
	}
	k := p.rng.IntN(n)
	for i, mv := range moves {
		if values[i] >= bestV-rootSlack {
			if k == 0 {
				return mv, true
			}
			k--
		}
	}
	return moves[0], true // never: the best is among them
}

// search returns the value of the fugitive in f to move at turn, against
// detectives in q who reckon it can be in sus, looking depth more moves
// ahead after this one; fc, if not nil, foresees the detectives' move
// after each transport.
func (p *planner) search(f ontherun.City, q ontherun.Squad, sus ontherun.Cities, turn, depth int, fc *forecast) float64 {
	best := math.Inf(-1)
	n := p.newNode(q, sus)
	for _, mv := range p.moves[f] {
		best = max(best, p.moveValue(mv, &n, turn, depth, -1, fc))
	}
	return best
}

// moveValue returns the value of the fugitive's move mv at turn from
// node n. The detectives, in n.q, learn its transport and reckon it can
// be in the cities they now hold as suspects; they catch it at once if it
// moves onto one of them, and now with the chance catchRisk gives. If
// they do not, they close in (hunt) and the game goes on.
//
// With beliefRisk at 0 or above, the risk now is beliefMix of it and the
// rest catchRisk's. Where fc foresees the detectives' move after mv's
// transport (shadow's search), forecast.foresee weighs the risk with the
// foresight, and the detectives that miss go where it says rather than
// hunt.
func (p *planner) moveValue(mv ontherun.Move, n *node, turn, depth int, beliefRisk float64, fc *forecast) float64 {
	p.evade.nodes++
	if p.evade.nodes&255 == 0 && (p.timeUp() || p.clock == 0 && p.evade.nodes > p.nodes) {
		p.evade.aborted = true
	}
	q := n.q
	v := mv.To
	if v == q[0] || v == q[1] || v == q[2] || v == q[3] {
		return caughtAt(turn - 1)
	}
	caught := caughtAt(turn)
	announced := isAnnouncement(turn)
	var next ontherun.Cities
	if announced {
		next.Add(v)
	} else {
		next = n.by(p, mv.Transport)
	}
	risk := p.catchRisk(v, n, next, announced)
	if beliefRisk >= 0 {
		risk = beliefMix*beliefRisk + (1-beliefMix)*risk
	}
	risk, foreseen, later := fc.foresee(mv, risk)
	if turn == ontherun.MaxTurns {
		return (1-risk)*escapedValue + risk*caught
	}
	if risk >= 1 {
		return caught
	}
	hunters := p.hunters(q, v, foreseen)
	next = next.Minus(squadCities(hunters))
	var after float64
	if depth == 0 || p.evade.aborted {
		after = p.horizon(v, hunters, next)
	} else {
		after = p.search(v, hunters, next, turn+1, depth-1, later)
	}
	return (1-risk)*after + risk*caught
}

// A node is a position of evade's search, the fugitive to move: the
// detectives' cities q, with their set and where they can go, which all
// the node's moves share; the cities where the detectives reckon the
// fugitive can be (sus); and where they will reckon it is after its move
// by each transport, worked out when first needed.
type node struct {
	q     ontherun.Squad
	squad ontherun.Cities // the cities of q
	reach ontherun.Cities // where the detectives of q can go
	sus   ontherun.Cities
	known [3]bool
	next  [3]ontherun.Cities
}

// newNode returns the node of detectives in q who reckon the fugitive can
// be in the cities of sus.
func (p *planner) newNode(q ontherun.Squad, sus ontherun.Cities) node {
	n := node{q: q, squad: squadCities(q), sus: sus}
	for _, d := range q {
		n.reach = n.reach.Union(p.m.Reach(d))
	}
	return n
}

// by returns the suspects after the fugitive's move by t, as the
// detectives work them out from the clue (ontherun's suspects.moved, in
// View.Play): the cities one move by t from a suspect, less
// the detectives' cities. TestBotsKeepTheRules holds them to the game's.
func (n *node) by(p *planner, t ontherun.Transport) ontherun.Cities {
	if !n.known[t] {
		n.next[t], n.known[t] = p.spreadBy(n.sus, t).Minus(n.squad), true
	}
	return n.next[t]
}

// spreadBy returns the cities one move by t away from the cities of sus.
func (p *planner) spreadBy(sus ontherun.Cities, t ontherun.Transport) ontherun.Cities {
	var next ontherun.Cities
	for w, x := range sus {
		for x != 0 {
			c := ontherun.City(w<<6 + bits.TrailingZeros64(x))
			x &= x - 1
			next = next.Union(p.m.Neighbors(t, c))
		}
	}
	return next
}

// catchRisk is the chance that the detectives of node n catch a fugitive
// that moved to v, when they reckon it can be in the cities of sus. Only
// the detectives next to v can; after an announcement they will;
// otherwise each of them finds it as often as a guess among the suspects
// the detectives can reach.
func (p *planner) catchRisk(v ontherun.City, n *node, sus ontherun.Cities, announced bool) float64 {
	k := 0
	for _, d := range n.q {
		if p.m.Reach(d).Has(v) {
			k++
		}
	}
	if k == 0 {
		return 0
	}
	if announced {
		return 1
	}
	guesses := max(intersectCount(sus, n.reach), 1)
	return min(1, float64(k)/float64(guesses))
}

func intersectCount(a, b ontherun.Cities) int {
	return bits.OnesCount64(a[0]&b[0]) + bits.OnesCount64(a[1]&b[1]) +
		bits.OnesCount64(a[2]&b[2]) + bits.OnesCount64(a[3]&b[3])
}

// hunt returns where the modelled detectives in q go when the fugitive
// is in v and they did not catch it, as if they knew where it is: each in
// turn to a city it can reach (not v, nor one a detective before it
// took) from which it covers the most of the fugitive's ways on from v
// that no detective before it covers, and among those the nearest to v.
// Only the detectives within three moves of v can cover any; the others
// just close in. It is the worst they can do to the fugitive's room.
// (Detectives that only close in, each to the city nearest to v, made
// evade take a big risk now to dodge a trap that detectives who do not
// know v seldom set: it scored 28% of the points against cordon, against
// 50% with this model.)
func (p *planner) hunt(q ontherun.Squad, v ontherun.City) ontherun.Squad {
	var next ontherun.Squad
	open := p.m.Reach(v) // the fugitive's ways on that no hunter covers yet
	for i, d := range q {
		cover := p.dist[d][v] <= 3 && open != ontherun.Cities{}
		best, bestScore := ontherun.NoCity, -1
		for _, x := range p.reach[d] {
			if x == v || x == next[0] || x == next[1] || x == next[2] {
				continue
			}
			score := 64 - int(p.dist[x][v])
			if cover {
				score += 64 * intersectCount(p.guard[x], open)
			}
			if score > bestScore {
				best, bestScore = x, score
			}
		}
		if best == ontherun.NoCity {
			best = d // boxed in by the others: the model lets it stay
		}
		next[i] = best
		open = open.Minus(p.guard[best])
	}
	return next
}

// rootSlack is how far below the best move's value a move may be, for
// evade to draw it: moves of the same value, as far as rounding goes.
const rootSlack = 1e-9

// horizon values the fugitive in v at the search's horizon, the
// detectives in q reckoning it can be in sus: the further the nearest
// detective, the more moves on that no detective can reach next, and the
// more cities the detectives must suspect, the better.
func (p *planner) horizon(v ontherun.City, q ontherun.Squad, sus ontherun.Cities) float64 {
	exits := 0
	for _, mv := range p.moves[v] {
		if p.dist.nearest(q, mv.To) >= 2 {
			exits++
		}
	}
	return weightDistance*float64(min(p.dist.nearest(q, v), 4)) +
		weightExits*float64(min(exits, 8)) +
		weightSuspects*math.Log2(float64(max(sus.Count(), 1)))
}

// beliefSharpness is how greedily the modelled detectives go for the
// likeliest suspects: a detective next to v goes there with a chance in
// proportion to its belief in v to this power; beliefMix is how much
// that model counts in the risk of the fugitive's next move, the rest
// taking every suspect alike.
const (
	beliefSharpness = 4.0
	beliefMix       = 0.7
	flightMix       = 0.5
)

// startCandidates is the number of start cities that evadeStart
// searches, and startDepth how many moves it looks ahead after the first
// from each, at most. (Deeper, 3 or as deep as the budget lets, did not
// score better against cordon.)
const (
	startCandidates = 12
	startDepth      = 2
)

// guessBelief brings the guess at the detectives' belief up to view, the
// turn before the move under way: the belief of the turn before that,
// carried on by the transport of that turn's clue (or on the city it
// told) as the modelled fugitive would move, then limited to the
// suspects. Out of step, it starts again from the suspects, all alike.
// The modelled fugitive mixes two walkers: one that takes any of its
// moves alike (weight 1-flightMix), and one that prefers the cities far
// from the detectives it saw, as cordon's model of it does. Called again
// in the same turn, it keeps the belief and its spread.
func (p *planner) guessBelief(view *ontherun.View) {
	e := &p.evade
	done := view.Turn - 1 // the turns whose clues the detectives have had
	if e.belief.turn == done {
		return
	}
	var next [ontherun.MaxCities + 1]float64
	switch {
	case done == 0:
		next[view.Start] = 1
	case e.belief.turn == done-1:
		clue := view.Clues[done-1]
		if clue.To != ontherun.NoCity {
			next[clue.To] = 1
			break
		}
		// The last call left e.spread walked from e.belief and e.seen,
		// which nothing has changed since.
		next = e.spread[clue.Transport]
	}
	e.belief.set(&next, view.Suspects)
	e.belief.turn, e.seen = done, view.Squad
	p.walk(&e.belief.weight, e.seen)
}

// walk sets p.evade.spread to belief carried one move on by the modelled
// fugitive, when it sees the detectives in q: spread[t][c] is the chance
// that it moves by t to c.
func (p *planner) walk(belief *[ontherun.MaxCities + 1]float64, q ontherun.Squad) {
	spread := &p.evade.spread
	for t := range spread {
		spread[t] = [ontherun.MaxCities + 1]float64{}
	}
	for u, w := range belief {
		if w == 0 {
			continue
		}
		moves := p.moves[u]
		flight := 0.0
		for _, mv := range moves {
			flight += prefAt(p.dist.nearest(q, mv.To))
		}
		for _, mv := range moves {
			spread[mv.Transport][mv.To] += w * ((1-flightMix)/float64(len(moves)) + flightMix*prefAt(p.dist.nearest(q, mv.To))/flight)
		}
	}
}

// beliefRisks sets risks[i] to the beliefRisk of the i-th move from f at
// turn, for moveValue at the root of every depth of the search, since it
// does not depend on the depth: the chance that detectives holding the
// guessed belief catch the fugitive now, each detective next to the
// fugitive going to one of its cities with a chance in proportion to its
// belief to the power beliefSharpness. It is -1 (not counted) after an
// announcement and for a move onto a detective.
func (p *planner) beliefRisks(f ontherun.City, q ontherun.Squad, turn int, risks *[maxMoves]float64) {
	for i, mv := range p.moves[f] {
		v := mv.To
		if isAnnouncement(turn) || v == q[0] || v == q[1] || v == q[2] || v == q[3] {
			risks[i] = -1
			continue
		}
		w := &p.evade.spread[mv.Transport]
		wv := math.Pow(w[v], beliefSharpness)
		escape := 1.0
		for _, d := range q {
			if !p.m.Reach(d).Has(v) {
				continue
			}
			total := 0.0
			for _, x := range p.reach[d] {
				if x != q[0] && x != q[1] && x != q[2] && x != q[3] {
					total += math.Pow(w[x], beliefSharpness)
				}
			}
			if total > 0 {
				escape *= 1 - wv/total
			}
		}
		risks[i] = 1 - escape
	}
}
