package bots

import (
	"math/rand/v2"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/ontherun"
)

// The budgets of cordon and evade: the work of one move when they think
// without a clock. A whole game of evade's visits at most 2 million
// positions: about half a second on one core of a 2-core machine, under
// 2 seconds measured with the machine five times oversubscribed, inside
// half the contest's 5 seconds; cordon's moves take about a millisecond.
const (
	// cordonSquads is the number of the detectives' joint moves that
	// cordon looks at closely each turn, of the best that a quick look at
	// all of them ranks first.
	cordonSquads = 160
	// evadeNodes is the number of positions evade's search visits each
	// turn, at most: it deepens while the next depth fits.
	evadeNodes = 40_000
)

// The clock twins' time: the contest gives 5 seconds a game, for 50 moves
// after a start; the twins plan to spend at most clockShare of it, and
// never more than moveCap on one move, so that a loaded machine cannot
// make them lose on time.
const (
	contestClock = 5 * time.Second
	clockShare   = 0.5
	moveCap      = 250 * time.Millisecond
)

// NewCordon returns the cordon bot for a game on map m: with the
// detectives it closes a cordon round the cities where the fugitive can
// be; with the fugitive it plays as evade does. It thinks with a fixed
// budget of work a move, so the same seed plays the same game on any
// machine; ties are broken with a generator seeded by seed.
func NewCordon(m *ontherun.Map, seed uint64) *Bot {
	return newBot(m, newPlanner(m, seed, 0))
}

// NewEvade returns the evade bot for a game on map m: with the fugitive
// it searches its moves ahead against detectives that hunt it; with the
// detectives it plays as cordon does. It thinks with a fixed budget of
// work a move, as [NewCordon] does.
func NewEvade(m *ontherun.Map, seed uint64) *Bot {
	return newBot(m, newPlanner(m, seed, 0))
}

// newClockBot returns the clock twin of cordon and evade: the same bot,
// thinking on the wall clock with the contest's time for the whole game.
func newClockBot(m *ontherun.Map, seed uint64) *Bot {
	return newBot(m, newPlanner(m, seed, contestClock))
}

// The announcement rule of package ontherun (its isAnnouncement and
// turnsPerRound, which it does not export): in every fifth turn, 5, 10,
// ..., 50, the detectives are told the fugitive's city.
// TestBotsKeepTheRules holds these to the game.
const turnsPerRound = 5

// isAnnouncement reports whether turn t, 1 to 50, is an announcement turn.
func isAnnouncement(t int) bool { return t%turnsPerRound == 0 }

// announcementsBy returns the number of announcements made in turns 1 to
// t, for t from 0 to 50.
func announcementsBy(t int) int { return t / turnsPerRound }

// maxMoves bounds the moves out of one city, by every transport: a city
// has far fewer connections than this on any map of the contest's kind.
const maxMoves = 64

// planner is the strategy of cordon and evade: cordon's for the
// detectives (cordon.go), evade's for the fugitive (evade.go). Its
// buffers are made once, so that a move allocates nothing.
type planner struct {
	m     *ontherun.Map
	rng   *rand.Rand
	dist  *distTable
	moves [ontherun.MaxCities + 1][]ontherun.Move // every move out of a city
	reach [ontherun.MaxCities + 1][]ontherun.City // where a detective there may go
	guard [ontherun.MaxCities + 1]ontherun.Cities // a city and where a detective there may go
	start *smart                                  // the start cities, as chase and flee choose them

	// clock is the whole game's time when the planner thinks on the wall
	// clock, zero when it thinks with its budget; used is what it has
	// spent, and deadline ends the move under way.
	clock    time.Duration
	used     time.Duration
	deadline time.Time
	// match is the match's time rules as SetClock told them, to which
	// budget scales the clock; zero, changing nothing, when untold.
	match games.Clock
	// squads and nodes are the budgets of a move without a clock, in
	// cordon's close looks and evade's positions.
	squads, nodes int

	cordon cordonState
	evade  evadeState
	// shadow is shadow's model of the detectives, nil for cordon and
	// evade.
	shadow *shadowModel
}

func newPlanner(m *ontherun.Map, seed uint64, clock time.Duration) *planner {
	return plannerOn(m, distances(m), seed, clock)
}

// plannerOn returns a planner on map m whose distances are dist, so that
// shadow and its model of the detectives share one table.
func plannerOn(m *ontherun.Map, dist *distTable, seed uint64, clock time.Duration) *planner {
	p := &planner{
		m:      m,
		rng:    rand.New(rand.NewPCG(seed, 0x0c0d)),
		dist:   dist,
		clock:  clock,
		squads: cordonSquads,
		nodes:  evadeNodes,
	}
	p.start = &smart{rng: p.rng, dist: p.dist}
	for c := range m.All().All() {
		for t := ontherun.Car; t <= ontherun.Plane; t++ {
			for to := range m.Neighbors(t, c).All() {
				p.moves[c] = append(p.moves[c], ontherun.Move{Transport: t, To: to})
			}
		}
		if len(p.moves[c]) > maxMoves {
			p.moves[c] = p.moves[c][:maxMoves]
		}
		p.guard[c] = m.Reach(c).Union(ontherun.CitiesOf(c))
		for to := range m.Reach(c).All() {
			p.reach[c] = append(p.reach[c], to)
		}
	}
	// evade's guess at the detectives' belief: none yet (a belief of turn
	// 0 is that of the start).
	p.evade.belief.turn = -1
	p.evade.belief.suspects = make([]ontherun.City, 0, ontherun.MaxCities)
	return p
}

// startMove opens the thinking of one move: with a clock, it sets the
// move's deadline from what is left of the game's time, spread over the
// moves to come, and returns the time the move started.
func (p *planner) startMove(movesLeft int) time.Time {
	now := time.Now()
	if p.clock == 0 {
		return now
	}
	game, move := p.budget()
	left := time.Duration(float64(game)*clockShare) - p.used
	share := min(left/time.Duration(max(movesLeft, 1)), move)
	p.deadline = now.Add(max(share, 0))
	return now
}

// setClock makes a planner with a clock plan for the match's time rules
// instead of the contest's (see [Bot.SetClock]).
func (p *planner) setClock(match games.Clock) {
	if p.clock != 0 {
		p.match = match
	}
}

// budget returns the whole game's time and the most a move may take,
// scaled from the contest's clock to the match's time rules.
func (p *planner) budget() (game, move time.Duration) {
	contest := ontherun.DefaultClock()
	return p.match.Scale(contest, p.clock), p.match.ScaleTurn(contest, moveCap)
}

// endMove adds the time since start to the time used.
func (p *planner) endMove(start time.Time) {
	if p.clock != 0 {
		p.used += time.Since(start)
	}
}

// timeUp reports whether a clocked move has passed its deadline.
func (p *planner) timeUp() bool {
	return p.clock != 0 && time.Now().After(p.deadline)
}

func (p *planner) placeSquad(b *Bot) ontherun.Squad   { return p.start.placeSquad(b) }
func (p *planner) placeFugitive(b *Bot) ontherun.City { return p.evadeStart(b) }
func (p *planner) moveSquad(b *Bot) ontherun.Squad    { return p.cordonMove(b) }
func (p *planner) moveFugitive(b *Bot) ontherun.Move  { return p.evadeMove(b) }
