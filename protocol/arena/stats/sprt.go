package stats

import (
	"fmt"
	"math"
)

// A Model says in which unit the hypotheses of an [SPRT] are stated, and so
// which distributions of results stand for them.
type Model int8

const (
	// Normalized states Elo0 and Elo1 in normalized Elo (nElo), a
	// difference in standard deviations of a game's result; it is
	// fastchess's default model, OpenBench's pentanomial model and the
	// zero value. A bound in nElo asks for the same statistical effort
	// whatever the draw rate.
	Normalized Model = iota
	// Logistic states Elo0 and Elo1 in logistic Elo, a difference of mean
	// score; it is fastchess's "logistic" model.
	Logistic
)

// String names the model as fastchess's -sprt option does.
func (m Model) String() string {
	switch m {
	case Normalized:
		return "normalized"
	case Logistic:
		return "logistic"
	}
	return fmt.Sprintf("Model(%d)", int8(m))
}

// A Decision is what an [SPRT] concludes from a log-likelihood ratio.
type Decision int8

// The decisions of an SPRT. The zero value is Continue.
const (
	Continue Decision = iota // neither bound is reached: play on
	AcceptH0                 // the lower bound is reached: A is not Elo1 better
	AcceptH1                 // the upper bound is reached: A is not Elo0 or worse
)

// String names the decision in words.
func (d Decision) String() string {
	switch d {
	case Continue:
		return "continue"
	case AcceptH0:
		return "H0 accepted"
	case AcceptH1:
		return "H1 accepted"
	}
	return fmt.Sprintf("Decision(%d)", int8(d))
}

// SPRT is Wald's sequential probability ratio test of H0, "A is Elo0 better
// than B", against H1, "A is Elo1 better", with false positive rate Alpha
// (H1 accepted when H0 holds) and false negative rate Beta. The typical
// test of a change is Elo0 = 0, Elo1 = 5, Alpha = Beta = 0.05.
//
// The zero value is not a valid test; call [SPRT.Validate] before trusting
// the other methods, which assume it returned nil.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
	Model       Model
}

// An SPRTError says which parameter of an [SPRT] is wrong and why. Its
// message fits on one line, to be printed by a command.
type SPRTError struct {
	Param string  // the parameter's name: "elo0", "alpha", "beta" or "model"
	Value float64 // its value
	Rule  string  // the rule it breaks
}

// Error returns a message such as "stats: SPRT alpha = 1.5: must lie
// strictly between 0 and 1".
func (e *SPRTError) Error() string {
	return fmt.Sprintf("stats: SPRT %s = %g: %s", e.Param, e.Value, e.Rule)
}

// Validate reports the first parameter that makes the test meaningless:
// Elo0 must be less than Elo1, Alpha and Beta must lie strictly between 0
// and 1 and their sum below 1 (else the bounds cross), and the model must
// be one of this package's. The error is an [*SPRTError].
func (s SPRT) Validate() error {
	switch {
	case !(s.Elo0 < s.Elo1):
		return &SPRTError{"elo0", s.Elo0, fmt.Sprintf("must be less than elo1 = %g", s.Elo1)}
	case !(0 < s.Alpha && s.Alpha < 1):
		return &SPRTError{"alpha", s.Alpha, "must lie strictly between 0 and 1"}
	case !(0 < s.Beta && s.Beta < 1):
		return &SPRTError{"beta", s.Beta, "must lie strictly between 0 and 1"}
	case !(s.Alpha+s.Beta < 1):
		return &SPRTError{"beta", s.Beta, fmt.Sprintf("alpha + beta must be less than 1, alpha = %g", s.Alpha)}
	case s.Model != Normalized && s.Model != Logistic:
		return &SPRTError{"model", float64(s.Model), "must be Normalized or Logistic"}
	}
	return nil
}

// Bounds are the log-likelihood ratios at which the test stops: at or below
// lower it accepts H0, at or above upper it accepts H1.
func (s SPRT) Bounds() (lower, upper float64) {
	return math.Log(s.Beta / (1 - s.Alpha)), math.Log((1 - s.Beta) / s.Alpha)
}

// Decide says what the test concludes from a log-likelihood ratio. A NaN
// ratio decides nothing.
func (s SPRT) Decide(llr float64) Decision {
	lower, upper := s.Bounds()
	switch {
	case llr >= upper:
		return AcceptH1
	case llr <= lower:
		return AcceptH0
	}
	return Continue
}

// LLR is the log-likelihood ratio of H1 against H0 given the pairs counted,
// as fastchess computes it for its pentanomial test (and, in the Normalized
// model, as OpenBench does). Under each hypothesis the distribution of pair
// scores is the one closest to the observed frequencies (in the maximum
// likelihood sense) among those whose mean, or in the Normalized model
// whose mean in standard deviations, the hypothesis fixes; the ratio
// compares the likelihood of the observations under the two.
//
// Like those tools, LLR counts an empty class as 0.001 pairs, so that a
// distribution without it stays possible. It is NaN in the Normalized model
// when a hypothesis lies beyond what the linearized constraint can reach,
// which takes bounds of hundreds of nElo.
func (s SPRT) LLR(p Pentanomial) float64 {
	a := [5]float64{0, 0.25, 0.5, 0.75, 1}
	var c [5]float64
	for k, n := range p {
		c[k] = regularize(n)
	}
	scale := math.Sqrt2 // a pair's deviation is that of a game over sqrt(2)
	return s.llr(a[:], c[:], scale)
}

// LLRWDL is the log-likelihood ratio of H1 against H0 given single games,
// computed like [SPRT.LLR] over the three results of a game, as fastchess
// does when it does not report pairs. Prefer LLR when games come in pairs:
// it accounts for the correlation of a pair's two games.
func (s SPRT) LLRWDL(r WDL) float64 {
	a := [3]float64{0, 0.5, 1}
	c := [3]float64{regularize(r.Losses), regularize(r.Draws), regularize(r.Wins)}
	return s.llr(a[:], c[:], 1)
}

// regularize counts an empty class as a thousandth, as fastchess and
// OpenBench do, so that no maximum likelihood distribution must give it
// probability 0.
func regularize(n int) float64 {
	if n == 0 {
		return 1e-3
	}
	return float64(n)
}

// llr is the log-likelihood ratio of counts c of results a (in [0, 1]).
// scale converts nElo per game into nElo per observation.
func (s SPRT) llr(a, c []float64, scale float64) float64 {
	var freq, p0, p1 [5]float64
	total := 0.0
	for _, n := range c {
		total += n
	}
	for i, n := range c {
		freq[i] = n / total
	}
	f := freq[:len(c)]
	switch s.Model {
	case Logistic:
		mleMean(p0[:len(c)], a, f, ScoreOfElo(s.Elo0))
		mleMean(p1[:len(c)], a, f, ScoreOfElo(s.Elo1))
	default:
		mleNormalized(p0[:len(c)], a, f, scale*s.Elo0/neloScale)
		mleNormalized(p1[:len(c)], a, f, scale*s.Elo1/neloScale)
	}
	sum := 0.0
	for i := range f {
		sum += f[i] * (math.Log(p1[i]) - math.Log(p0[i]))
	}
	return total * sum
}

// mleMean writes into p the distribution over results a with mean mu that
// maximizes the likelihood of frequencies f. Its form, f[i]/(1+x*(a[i]-mu))
// for the x that makes the mean right, comes from a Lagrange multiplier
// (M. Van den Bergh, "Comments on Normalized Elo", proposition 1.1).
func mleMean(p, a, f []float64, mu float64) {
	var phi [5]float64
	for i := range a {
		phi[i] = a[i] - mu
	}
	x := secular(phi[:len(a)], f)
	for i := range a {
		p[i] = f[i] / (1 + x*phi[i])
	}
}

// mleNormalized writes into p the distribution over results a whose mean
// exceeds 1/2 by t standard deviations and that maximizes the likelihood of
// frequencies f. The constraint is not linear in p, so it is linearized
// around the current guess and solved like [mleMean] until the guess stops
// moving, starting from the uniform distribution (Van den Bergh, section
// 4.1).
func mleNormalized(p, a, f []float64, t float64) {
	for i := range p {
		p[i] = 1 / float64(len(p))
	}
	var phi [5]float64
	for range 100 {
		mu, sd := meanSD(a, p)
		for i := range a {
			z := (a[i] - mu) / sd
			phi[i] = a[i] - 0.5 - t*sd*(1+z*z)/2
		}
		x := secular(phi[:len(a)], f)
		moved := 0.0
		for i := range a {
			q := f[i] / (1 + x*phi[i])
			moved = max(moved, math.Abs(q-p[i]))
			p[i] = q
		}
		if moved < 1e-12 {
			return
		}
	}
}

// meanSD is the mean and standard deviation of results a under p.
func meanSD(a, p []float64) (mu, sd float64) {
	for i := range a {
		mu += p[i] * a[i]
	}
	v := 0.0
	for i := range a {
		v += p[i] * (a[i] - mu) * (a[i] - mu)
	}
	return mu, math.Sqrt(v)
}

// secular solves sum f[i]*phi[i]/(1+x*phi[i]) = 0 for x. Between the poles
// -1/max(phi) and -1/min(phi) the sum falls from +Inf to -Inf, so bisection
// finds the single root; it is NaN when phi does not take both signs and
// there is no root.
func secular(phi, f []float64) float64 {
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, v := range phi {
		lo, hi = min(lo, v), max(hi, v)
	}
	if !(lo < 0 && hi > 0) {
		return math.NaN()
	}
	l, u := -1/hi, -1/lo
	for range 200 {
		x := l + (u-l)/2
		if x == l || x == u {
			break
		}
		sum := 0.0
		for i, v := range phi {
			sum += f[i] * v / (1 + x*v)
		}
		if sum > 0 {
			l = x
		} else {
			u = x
		}
	}
	return l + (u-l)/2
}
