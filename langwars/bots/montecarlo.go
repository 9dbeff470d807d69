package bots

import (
	"math/rand/v2"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/langwars"
)

// MonteCarloOptions set how a [MonteCarlo] bot thinks.
type MonteCarloOptions struct {
	// Playouts is the budget of playouts of the first turn; a later
	// turn, whose playouts are shorter, gets as many more as keep the
	// work the same: on turn t, 10/(11-t) times as many (ten times on the
	// last turn). A positive budget makes the bot deterministic: the same
	// seed and views give the same picks on any machine, however loaded.
	// Zero means the bot thinks on the wall clock instead, for MoveTime.
	Playouts int
	// MoveTime is what the bot aims to think a turn on the wall clock
	// when Playouts is zero; zero means 350ms. It stops at once at twice
	// that, and never later than 700ms, inside the contest's second.
	MoveTime time.Duration
	// Seed draws the samples and the playouts' random choices.
	Seed uint64
}

// MonteCarlo is the bot that chooses its picks by sampling what it cannot
// see and playing the rest of the game out many times. Create it with
// [NewMonteCarlo]; the package comment tells how it plays.
type MonteCarlo struct {
	dialogue
	opts MonteCarloOptions
	// match is the match's time rules as SetClock told them, to which
	// moveTime scales opts.MoveTime; zero, changing nothing, when untold.
	match   games.Clock
	beliefs observed
	decks   [langwars.Turns / 2]deck // the rivals' picks of each holiday, together
	known   int                      // the holidays in decks
	rate    float64                  // playouts a second, measured on earlier turns
	search  search
}

// Defaults of the wall-clock twin.
const (
	defaultMoveTime = 350 * time.Millisecond
	maxHardTime     = 700 * time.Millisecond
	// firstRate is the playouts a second assumed before any turn has
	// been timed: lower than this machine's, so the first turn is short
	// rather than stopped.
	firstRate = 50_000
)

// NewMonteCarlo returns a Monte Carlo bot with options opts.
func NewMonteCarlo(opts MonteCarloOptions) *MonteCarlo {
	if opts.Playouts <= 0 && opts.MoveTime <= 0 {
		opts.MoveTime = defaultMoveTime
	}
	return &MonteCarlo{opts: opts, rate: firstRate}
}

// SetClock implements [games.ClockedBot]: a bot that thinks on the wall
// clock (Playouts 0) aims at match.Share of its MoveTime, so that its hard
// stop, twice that, stays inside a shorter per-turn limit as the default's
// stays inside the contest's second. A bot with a budget of
// playouts has no clock and is left as it is. Call it before the game's
// first turn; told again, it aims for the last rules told.
func (b *MonteCarlo) SetClock(match games.Clock) {
	if b.opts.Playouts <= 0 {
		b.match = match
	}
}

// moveTime returns what the wall-clock bot aims to think a turn, scaled
// to the match's time rules; 0 for a bot with a budget of playouts.
func (b *MonteCarlo) moveTime() time.Duration {
	if b.opts.Playouts > 0 {
		return 0
	}
	return max(b.match.ScaleTurn(langwars.DefaultClock(), b.opts.MoveTime), time.Millisecond)
}

// Hear reads one line and, after the last line of a turn message, returns
// the bot's picks.
func (b *MonteCarlo) Hear(line string) []string { return b.hear(b, line) }

// Choose returns the turn's picks for view v of a game with attention
// degrees a. It should be shown every view of the game in order, as it
// keeps [langwars.Beliefs] from them; a view seen already is not observed
// again. After its first call it allocates nothing.
func (b *MonteCarlo) Choose(a langwars.Attention, v *langwars.View) langwars.Picks {
	b.observe(v)
	s := &b.search
	s.reset(a, v)
	budget := b.opts.Playouts * langwars.Turns / (langwars.Turns + 1 - min(max(v.Turn, 1), langwars.Turns))
	var start time.Time
	if budget <= 0 {
		start = time.Now()
		aim := b.moveTime()
		budget = max(int(b.rate*aim.Seconds()), 1)
		s.deadline = start.Add(min(2*aim, maxHardTime))
		s.timed = true
	}
	picks := s.run(b, budget)
	if s.timed && s.done > 0 {
		if d := time.Since(start).Seconds(); d > 0 {
			b.rate = float64(s.done) / d
		}
	}
	return picks
}

// A deck is the six picks of the three rivals in one holiday, as
// languages, in ascending order.
type deck [(langwars.Players - 1) * langwars.HolidayPicks]uint8

// observe gives the view to the beliefs and, after a holiday, notes what
// the three rivals picked in it together.
func (b *MonteCarlo) observe(v *langwars.View) {
	// A view that does not fit the ones before leaves the beliefs as
	// they were: the holiday is then unknown, as if nobody had picked.
	if !b.beliefs.observe(v) || v.Holiday() || v.Turn == 1 {
		return
	}
	if b.known < len(b.decks) {
		// The Beliefs took the view, so the holiday's picks are six.
		d, n := &b.decks[b.known], 0
		for l, k := range b.beliefs.RivalsLastHoliday() {
			for range k {
				d[n] = uint8(l)
				n++
			}
		}
		b.known++
	}
}

// sampleWorld returns one start of the turn consistent with what the bot
// knows: its own real believers, the rivals' revealed ones, and each past
// holiday's picks of the three rivals dealt among them at random, two
// each, every deal equally likely.
func (b *MonteCarlo) sampleWorld(w *world, v *langwars.View, rng *rand.PCG) {
	for l := range langwars.Languages {
		w[0][l] = v.Real[l]
		for c := 1; c < langwars.Players; c++ {
			w[c][l] = v.Revealed[l][c]
		}
	}
	for h := range b.known {
		d := b.decks[h]
		for i := len(d) - 1; i > 0; i-- {
			j := int(rng.Uint64() % uint64(i+1))
			d[i], d[j] = d[j], d[i]
		}
		for i, l := range d {
			w[1+i/langwars.HolidayPicks][l]++
		}
	}
}
