package bots

import (
	"math/rand/v2"

	"github.com/contestgames/games/ontherun"
)

// shadow's fugitive: evade's search, whose first two turns foresee the
// detectives' moves by running detectives' bots on what the detectives
// know: cordon for two turns, chase for the first. The detectives' move
// depends only on what they were told, the transport of each move (and
// the city on an announcement turn), never on the fugitive's city: so
// one run of a model for each transport foresees their answer to every
// move by it, and nine more foresee the turn after.

// shadowTrust is how far shadow trusts its models of the detectives: the
// chance of a catch that it reckons for a move is shadowTrust of what the
// models foresee (the share of them that catch it) and the rest evade's
// reckoning, which holds for any detectives.
const shadowTrust = 0.8

// A forecast is what the model foresees the detectives do after the
// fugitive's move by each transport: q[t] where they go, if known[t]; and
// later, if not nil, the forecasts of the turn after, later[t] after a
// move by t.
type forecast struct {
	q     [3]ontherun.Squad
	known [3]bool
	later *[3]forecast
	// also[t] is where a second model (chase) foresees them after a move
	// by t, if alsoKnown[t].
	also      [3]ontherun.Squad
	alsoKnown [3]bool
}

// of returns the detectives' move foreseen after a move by t, and the
// forecast of the turn after it; nil when nothing is foreseen.
func (fc *forecast) of(t ontherun.Transport) (*ontherun.Squad, *forecast) {
	if fc == nil || !fc.known[t] {
		return nil, nil
	}
	if fc.later == nil {
		return &fc.q[t], nil
	}
	return &fc.q[t], &fc.later[t]
}

// foresee returns the chance of a catch now for the fugitive's move mv,
// whose chance evade reckons at risk, when fc foresees the detectives'
// answer to it: shadowTrust of the share of the models that catch it,
// and the rest risk. It returns too where the detectives go if they miss
// it, as cordon foresees, and the forecast of the turn after; nil when fc
// foresees nothing, or when cordon foresees a catch, since a miss then
// proves it wrong.
func (fc *forecast) foresee(mv ontherun.Move, risk float64) (float64, *ontherun.Squad, *forecast) {
	foreseen, later := fc.of(mv.Transport)
	if foreseen == nil {
		return risk, nil, nil
	}
	caught, models := 0.0, 1.0
	if squadHas(*foreseen, mv.To) {
		caught, foreseen, later = 1, nil, nil
	}
	if t := mv.Transport; fc.alsoKnown[t] {
		models++
		if squadHas(fc.also[t], mv.To) {
			caught++
		}
	}
	return (1-shadowTrust)*risk + shadowTrust*caught/models, foreseen, later
}

// hunters returns where the detectives in q go when they miss the
// fugitive in v: where foreseen says, if not nil, and otherwise as hunt
// reckons.
func (p *planner) hunters(q ontherun.Squad, v ontherun.City, foreseen *ontherun.Squad) ontherun.Squad {
	if foreseen != nil {
		return *foreseen
	}
	return p.hunt(q, v)
}

// squadHas reports whether a detective of q is in c.
func squadHas(q ontherun.Squad, c ontherun.City) bool {
	return c == q[0] || c == q[1] || c == q[2] || c == q[3]
}

// shadowModel is shadow's model of the detectives: cordon's planner and
// chase, fed what the detectives were told, and what they believed after
// each clue they have taken in.
type shadowModel struct {
	cordon *planner
	seat   Bot // the model's bot: cordon reads the detectives' view from it
	// base is the model's belief after the clue of the last turn; after[t]
	// its belief after a move by t in the turn under way.
	base  belief
	after [3]belief
	plan  forecast
	next  [3]forecast
	// chase is a second model, of detectives of another kind (they take
	// the fugitive for a random walker, and each goes for its likeliest
	// city), that foresees the turn under way only; chaseBase is its
	// belief after the clue of the last turn.
	chase     *smart
	chaseBase belief
}

// newShadowModel returns the model of shadow's planner p, seeded with
// seed for cordon's ties.
func newShadowModel(p *planner, seed uint64) *shadowModel {
	s := &shadowModel{cordon: plannerOn(p.m, p.dist, seed, 0), seat: Bot{m: p.m}}
	s.cordon.cordon.init()
	s.chase = &smart{rng: rand.New(rand.NewPCG(seed, 0xc4a5e)), dist: p.dist}
	s.chase.suspects = make([]ontherun.City, 0, ontherun.MaxCities)
	s.chaseBase.suspects = make([]ontherun.City, 0, ontherun.MaxCities)
	s.base.suspects = make([]ontherun.City, 0, ontherun.MaxCities)
	for i := range s.after {
		s.after[i].suspects = make([]ontherun.City, 0, ontherun.MaxCities)
	}
	s.plan.later = &s.next
	return s
}

// copyBelief makes dst a copy of src, without allocating while dst's
// suspects have room for every city.
func copyBelief(dst, src *belief) {
	dst.weight, dst.turn = src.weight, src.turn
	dst.suspects = append(dst.suspects[:0], src.suspects...)
}

// predict returns the detectives' move that the model foresees from its
// belief from, when they know view (a clue just heard), and leaves its
// belief after that clue in into, if not nil.
func (s *shadowModel) predict(from *belief, view *ontherun.View, into *belief) ontherun.Squad {
	copyBelief(&s.cordon.cordon.belief, from)
	s.seat.view = *view
	q := s.cordon.cordonMove(&s.seat)
	if into != nil {
		copyBelief(into, &s.cordon.cordon.belief)
	}
	return q
}

// forecast foresees the detectives' answer to each of the fugitive's
// moves of the turn under way in st, whose view the detectives hold, and
// to each of its moves of the turn after: nil on an announcement turn,
// when they learn the city and evade's reckoning (they catch it if they
// can) is right for any detectives.
func (s *shadowModel) forecast(p *planner, st *ontherun.State, view *ontherun.View) *forecast {
	turn := st.Turn()
	if isAnnouncement(turn) {
		return nil
	}
	var by [3]bool
	for _, mv := range p.moves[st.Fugitive()] {
		by[mv.Transport] = true
	}
	deeper := s.plan.later != nil && turn < ontherun.MaxTurns && !isAnnouncement(turn+1)
	for t := range by {
		s.plan.known[t], s.next[t].known = by[t], [3]bool{}
		if !by[t] {
			continue
		}
		heard := *view
		_ = heard.Play(ontherun.Move{Transport: ontherun.Transport(t)}) // a move by t exists: the clue is good
		q := s.predict(&s.base, &heard, &s.after[t])
		s.plan.q[t] = q
		copyBelief(&s.chase.belief, &s.chaseBase)
		s.plan.also[t], s.plan.alsoKnown[t] = s.chase.moveSquad(&s.seat), true
		if deeper && !p.timeUp() { // a clock twin short of time foresees one turn
			s.foreseeNext(&s.next[t], &s.after[t], heard, q)
		}
	}
	return &s.plan
}

// foreseeNext fills fc with the model's answers to each transport in the
// turn after the detectives, holding view and belief from, move to q.
func (s *shadowModel) foreseeNext(fc *forecast, from *belief, view ontherun.View, q ontherun.Squad) {
	_ = view.Play(ontherun.Move{Squad: q})
	for t := range fc.q {
		heard := view
		if heard.Play(ontherun.Move{Transport: ontherun.Transport(t)}) != nil || heard.Suspects.Count() == 0 {
			continue // no suspect can move by t
		}
		fc.q[t], fc.known[t] = s.predict(from, &heard, nil), true
	}
}

// heard brings the model's belief up to the clue of mv, the fugitive's
// move from view, as the detectives will hear it.
func (s *shadowModel) heard(view *ontherun.View, mv ontherun.Move) {
	heard := *view
	clue := ontherun.Move{Transport: mv.Transport}
	if isAnnouncement(view.Turn) {
		clue.To = mv.To
	}
	_ = heard.Play(clue)
	copyBelief(&s.cordon.cordon.belief, &s.base)
	s.seat.view = heard
	s.cordon.follow(&s.seat)
	copyBelief(&s.base, &s.cordon.cordon.belief)
	copyBelief(&s.chase.belief, &s.chaseBase)
	s.chase.follow(&s.seat)
	copyBelief(&s.chaseBase, &s.chase.belief)
}

// NewShadow returns the shadow bot for a game on map m: with the fugitive
// it plays as evade does, but foresees the detectives' next two moves by
// running cordon (and the next one by running chase too) on what they
// know; with the detectives it plays as cordon does. It thinks with a
// fixed budget of work a move, as [NewCordon] does.
func NewShadow(m *ontherun.Map, seed uint64) *Bot {
	p := newPlanner(m, seed, 0)
	p.shadow = newShadowModel(p, seed)
	return newBot(m, p)
}

// newShadowClock returns shadow's clock twin: shadow thinking on the wall
// clock with the contest's time for the whole game.
func newShadowClock(m *ontherun.Map, seed uint64) *Bot {
	p := newPlanner(m, seed, contestClock)
	p.shadow = newShadowModel(p, seed)
	return newBot(m, p)
}
