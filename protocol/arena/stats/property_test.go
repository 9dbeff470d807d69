package stats_test

import (
	"math"
	"testing"

	"github.com/contestgames/games/protocol/arena/stats"
	"pgregory.net/rapid"
)

// drawWDL draws a count of wins, draws and losses, each up to most.
func drawWDL(t *rapid.T, most int) stats.WDL {
	return stats.WDL{
		Wins:   rapid.IntRange(0, most).Draw(t, "wins"),
		Draws:  rapid.IntRange(0, most).Draw(t, "draws"),
		Losses: rapid.IntRange(0, most).Draw(t, "losses"),
	}
}

// drawPentanomial draws a count of pairs, each class from least to most.
func drawPentanomial(t *rapid.T, least, most int) stats.Pentanomial {
	var p stats.Pentanomial
	for k := range p {
		p[k] = rapid.IntRange(least, most).Draw(t, "count")
	}
	return p
}

// TestPropertyWDL checks, for any count with decisive games, that each
// interval contains its estimate and that swapping A and B (wins with
// losses) negates Elo and nElo and turns LOS into 1-LOS.
func TestPropertyWDL(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawWDL(t, 100000)
		if r.Wins+r.Losses == 0 {
			r.Wins = 1
		}
		swapped := stats.WDL{Wins: r.Losses, Draws: r.Draws, Losses: r.Wins}
		for _, i := range []stats.Interval{r.Elo(), r.NormalizedElo()} {
			if !i.Contains(i.Estimate) {
				t.Fatalf("%v: interval %+v does not contain its estimate", r, i)
			}
		}
		checkMirror(t, "Elo", r.Elo(), swapped.Elo())
		checkMirror(t, "nElo", r.NormalizedElo(), swapped.NormalizedElo())
		if los := r.LOS() + swapped.LOS(); !near(los, 1, 1e-12) {
			t.Fatalf("%v: LOS + LOS of the swap = %v, want 1", r, los)
		}
	})
}

// TestPropertyPentanomial checks, for any count of pairs, that the
// intervals contain their estimates and that reversing the count (A's pair
// score k becomes 4-k half points) negates Elo and nElo.
func TestPropertyPentanomial(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawPentanomial(t, 0, 50000)
		if p[0]+p[4] == 0 {
			p[4] = 1 // some spread, so that the variance is not zero
		}
		reversed := stats.Pentanomial{p[4], p[3], p[2], p[1], p[0]}
		for _, i := range []stats.Interval{p.Elo(), p.NormalizedElo()} {
			if !i.Contains(i.Estimate) {
				t.Fatalf("%v: interval %+v does not contain its estimate", p, i)
			}
		}
		checkMirror(t, "Elo", p.Elo(), reversed.Elo())
		checkMirror(t, "nElo", p.NormalizedElo(), reversed.NormalizedElo())
	})
}

// checkMirror fails unless b is a with the sign changed.
func checkMirror(t *rapid.T, what string, a, b stats.Interval) {
	if !same(a.Estimate, -b.Estimate) || !same(a.Lower, -b.Upper) || !same(a.Upper, -b.Lower) {
		t.Fatalf("%s %+v is not the mirror of %+v", what, a, b)
	}
}

// same compares estimates or bounds, which may be infinite.
func same(x, y float64) bool {
	if math.IsInf(x, 0) || math.IsInf(y, 0) {
		return x == y
	}
	return near(x, y, 1e-9*max(1, math.Abs(x)))
}

// TestPropertyLLRMirror checks, in both models, that the test of [-e, e]
// is symmetric: the LLR of a count is minus the LLR of the reversed count.
func TestPropertyLLRMirror(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawPentanomial(t, 0, 20000)
		e := rapid.Float64Range(0.5, 10).Draw(t, "elo")
		m := stats.Model(rapid.IntRange(0, 1).Draw(t, "model"))
		s := stats.SPRT{Elo0: -e, Elo1: e, Alpha: 0.05, Beta: 0.05, Model: m}
		reversed := stats.Pentanomial{p[4], p[3], p[2], p[1], p[0]}
		a, b := s.LLR(p), s.LLR(reversed)
		if !near(a, -b, 1e-6*max(1, math.Abs(a))) {
			t.Fatalf("%v model %v [%v, %v]: LLR %v, of the reversed count %v", p, m, -e, e, a, b)
		}
	})
}

// TestPropertyLLRMonotone checks, in the logistic model, that moving one
// pair to a better score never lowers the LLR. (Under the logistic model the
// ratio of the two most likely distributions grows with the score, so each
// pair moved up adds evidence for H1. The normalized model has no such
// guarantee: moving a pair up can widen the spread more than it raises the
// mean.) Every class keeps at least one pair, so that the regularization of
// empty classes plays no part.
func TestPropertyLLRMonotone(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawPentanomial(t, 2, 20000)
		from := rapid.IntRange(0, 3).Draw(t, "from")
		to := rapid.IntRange(from+1, 4).Draw(t, "to")
		e0 := rapid.Float64Range(-10, 10).Draw(t, "elo0")
		e1 := e0 + rapid.Float64Range(0.5, 10).Draw(t, "width")
		s := stats.SPRT{Elo0: e0, Elo1: e1, Alpha: 0.05, Beta: 0.05, Model: stats.Logistic}
		better := p
		better[from]--
		better[to]++
		if a, b := s.LLR(p), s.LLR(better); b < a-1e-9 {
			t.Fatalf("%v [%v, %v]: LLR %v, after moving a pair from %d to %d: %v", p, e0, e1, a, from, to, b)
		}
	})
}

// TestAllocs checks the rule that computations do not allocate.
func TestAllocs(t *testing.T) {
	r := stats.WDL{Wins: 120, Draws: 300, Losses: 100}
	p := stats.Pentanomial{10, 80, 200, 90, 15}
	sn := stats.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	sl := sn
	sl.Model = stats.Logistic
	var series stats.Series
	sink := 0.0
	allocs := testing.AllocsPerRun(100, func() {
		sink += r.Elo().Margin() + r.NormalizedElo().Margin() + r.LOS()
		sink += p.Elo().Margin() + p.NormalizedElo().Margin() + p.LOS()
		sink += sn.LLR(p) + sl.LLR(p) + sn.LLRWDL(r) + sl.LLRWDL(r)
		series.Add(sink)
		sink += series.Interval().Margin() + stats.StudentT95(20) + stats.StudentT95(500)
		_ = sn.Decide(sink)
	})
	if allocs != 0 {
		t.Errorf("statistics allocate %v times a run, want 0", allocs)
	}
}
