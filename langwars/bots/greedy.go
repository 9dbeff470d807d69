package bots

import (
	"math"
	"math/rand/v2"

	"github.com/contestgames/games/langwars"
)

// Greedy is the bot that spends each pick where it most raises its
// expected victory points. Create it with [NewGreedy].
//
// It keeps [langwars.Beliefs] on its rivals' hidden holiday believers and
// models each rival's believers of a language at the end of the game as a
// normal variable: the revealed believers, plus a third of what the
// rivals together won on holidays (kept within the Beliefs' bounds, with
// the variance of a uniform choice between them), plus the picks still to
// come drawn uniformly over the languages (this turn's included). Its own
// believers are what it has plus its picks, plus an even share of its own
// later picks. A language of attention a is worth a times the chance that
// it ends strictly ahead of all three rivals, less a times the chance that
// it ends strictly behind them all (a tie counts half, through the normal
// model). The bot adds its picks one at a time, each to the language where
// one more believer raises that worth the most; ties are broken at
// random.
type Greedy struct {
	dialogue
	beliefs observed
	pcg     rand.PCG
}

// NewGreedy returns a greedy bot whose ties are broken with seed.
func NewGreedy(seed uint64) *Greedy { return &Greedy{pcg: *rand.NewPCG(seed, 0x9ee2014)} }

// Hear reads one line and, after the last line of a turn message, returns
// the bot's picks.
func (b *Greedy) Hear(line string) []string { return b.hear(b, line) }

// Choose returns the turn's picks for view v of a game with attention
// degrees a. It should be shown every view of the game in order, as it
// keeps its Beliefs from them: a view it has seen already is not observed
// again, and a view after a workday it was not shown leaves its Beliefs as
// they were. It allocates nothing (but the error of that last case, once).
func (b *Greedy) Choose(a langwars.Attention, v *langwars.View) langwars.Picks {
	b.beliefs.observe(v)
	n := langwars.PicksIn(v.Turn)
	later := 0 // each player's picks after this turn
	for t := v.Turn + 1; t <= langwars.Turns; t++ {
		later += langwars.PicksIn(t)
	}
	const p = 1.0 / langwars.Languages
	rivalsToCome := float64(n + later) // a rival's picks from this turn on

	var model [langwars.Languages]langModel
	for l := range langwars.Languages {
		m := &model[l]
		m.worth = float64(a[l])
		m.own = float64(v.Real[l]) + float64(later)*p
		for c := 1; c < langwars.Players; c++ {
			lo, hi := b.beliefs.Hidden(c, l)
			hidden := math.Min(math.Max(float64(b.beliefs.RivalsHidden(l))/3, float64(lo)), float64(hi))
			spread := float64(hi - lo + 1)
			m.mean[c-1] = float64(v.Revealed[l][c]) + hidden + rivalsToCome*p
			variance := (spread*spread-1)/12 + rivalsToCome*p*(1-p)
			m.sd[c-1] = math.Sqrt(math.Max(variance, 0.25))
		}
	}
	var picks langwars.Picks
	var value [langwars.Languages]float64
	for l := range model {
		value[l] = model[l].value(0)
	}
	for range n {
		best, bestGain := 0, math.Inf(-1)
		jitter := b.pcg.Uint64()
		for l := range model {
			next := model[l].value(float64(picks[l]) + 1)
			// A tiny random term breaks exact ties.
			gain := next - value[l] + float64(jitter>>(8*l)&0xff)*1e-12
			if gain > bestGain {
				best, bestGain = l, gain
			}
		}
		picks[best]++
		value[best] = model[best].value(float64(picks[best]))
	}
	return picks
}

// langModel is the greedy bot's model of one language at the end of the
// game.
type langModel struct {
	worth    float64    // the attention degree
	own      float64    // the bot's believers, before this turn's picks
	mean, sd [3]float64 // each rival's believers
}

// value returns the expected victory points of the language when the bot
// adds extra believers this turn.
func (m *langModel) value(extra float64) float64 {
	x := m.own + extra
	ahead, behind := 1.0, 1.0
	for c := range m.mean {
		z := (x - m.mean[c]) / m.sd[c]
		ahead *= phi(z)
		behind *= phi(-z)
	}
	return m.worth * (ahead - behind)
}

// phi is the standard normal distribution function.
func phi(z float64) float64 { return 0.5 * math.Erfc(-z/math.Sqrt2) }
