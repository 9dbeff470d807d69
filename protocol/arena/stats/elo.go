package stats

import "math"

// z95 is the two-sided 95% quantile of the standard normal distribution,
// the value fastchess uses for its intervals.
const z95 = 1.959963984540054

// neloScale turns a score difference in units of standard deviation into
// normalized Elo: nElo is defined so that, near equal strength, it agrees
// with logistic Elo when the standard deviation per game is 1/2.
var neloScale = 800 / math.Ln10

// An Outcome is the result of one game from A's side. Its value is the
// number of half points A scored, so that the outcomes of the two games of a
// pair add up to the pair's index in a [Pentanomial].
type Outcome int8

// The outcomes of one game, from A's side.
const (
	Loss Outcome = iota
	Draw
	Win
)

// An Interval is an estimate with a 95% confidence interval around it. The
// interval need not be symmetric: Elo stretches scores near 0 and 1.
type Interval struct {
	Estimate     float64
	Lower, Upper float64
}

// Margin is half the width of the interval, the number the tools print after
// "+/-". It is +Inf when one bound is infinite, NaN when both are.
func (i Interval) Margin() float64 {
	return (i.Upper - i.Lower) / 2
}

// Contains reports whether x lies within the interval, bounds included.
func (i Interval) Contains(x float64) bool {
	return i.Lower <= x && x <= i.Upper
}

// EloOfScore is the logistic Elo difference at which the stronger side
// expects the given mean score per game: 400*log10(s/(1-s)). It is -Inf at
// 0, +Inf at 1 and NaN outside [0, 1].
func EloOfScore(s float64) float64 {
	return -400 * math.Log10(1/s-1)
}

// ScoreOfElo is the mean score per game expected at a logistic Elo
// difference, the inverse of [EloOfScore].
func ScoreOfElo(elo float64) float64 {
	return 1 / (1 + math.Pow(10, -elo/400))
}

// normalCDF is the distribution function of the standard normal law.
func normalCDF(x float64) float64 {
	return math.Erfc(-x/math.Sqrt2) / 2
}

// clamp01 keeps a bound of a score interval within the possible scores, so
// that its Elo is infinite rather than NaN.
func clamp01(s float64) float64 {
	return min(max(s, 0), 1)
}

// scoreInterval maps a normal interval on the mean score, of half width
// z95*se, through f.
func scoreInterval(score, se float64, f func(float64) float64) Interval {
	return Interval{
		Estimate: f(score),
		Lower:    f(clamp01(score - z95*se)),
		Upper:    f(clamp01(score + z95*se)),
	}
}

// WDL counts single games by their result from A's side. The zero value is
// an empty count; a count without games has NaN statistics.
type WDL struct {
	Wins, Draws, Losses int
}

// Add counts one more game.
func (r *WDL) Add(o Outcome) {
	switch o {
	case Win:
		r.Wins++
	case Draw:
		r.Draws++
	case Loss:
		r.Losses++
	}
}

// Games is the number of games counted.
func (r WDL) Games() int {
	return r.Wins + r.Draws + r.Losses
}

// Score is A's mean points per game, a win counting 1 and a draw 1/2.
func (r WDL) Score() float64 {
	return (float64(r.Wins) + float64(r.Draws)/2) / float64(r.Games())
}

// DrawRatio is the fraction of games drawn.
func (r WDL) DrawRatio() float64 {
	return float64(r.Draws) / float64(r.Games())
}

// variance is the variance of the points of one game.
func (r WDL) variance() float64 {
	n, s := float64(r.Games()), r.Score()
	w, d, l := float64(r.Wins)/n, float64(r.Draws)/n, float64(r.Losses)/n
	return w*(1-s)*(1-s) + d*(0.5-s)*(0.5-s) + l*s*s
}

// Elo is the logistic Elo difference of A over B with its 95% interval. The
// interval is normal on the mean score, with the games' own variance, and
// its ends are mapped to Elo; this is how cutechess-cli and fastchess report
// it. A bound is infinite when the score interval reaches 0 or 1.
//
// The quantile is the exact 1.95996, as in fastchess; cutechess-cli
// approximates it by 1.95716, so its margins are about 0.15% narrower and
// its last printed digit may be one less.
func (r WDL) Elo() Interval {
	se := math.Sqrt(r.variance() / float64(r.Games()))
	return scoreInterval(r.Score(), se, EloOfScore)
}

// NormalizedElo is the normalized Elo (nElo) of A over B with its 95%
// interval, as fastchess computes it from single games: the score's distance
// from 1/2 in standard deviations of one game, times 800/ln(10).
func (r WDL) NormalizedElo() Interval {
	sd := math.Sqrt(r.variance())
	se := sd / math.Sqrt(float64(r.Games()))
	return scoreInterval(r.Score(), se, func(s float64) float64 {
		return (s - 0.5) / sd * neloScale
	})
}

// LOS is the likelihood of superiority, the probability that A is the
// stronger, as cutechess-cli computes it: draws carry no information, and
// the wins among decisive games are taken as normal. It is NaN without
// decisive games.
func (r WDL) LOS() float64 {
	w, l := float64(r.Wins), float64(r.Losses)
	return normalCDF((w - l) / math.Sqrt(w+l))
}

// Pentanomial counts game pairs by the points A scored in the pair: index k
// holds the pairs where A scored k half points (0, 0.5, 1, 1.5 or 2 points),
// the order of fastchess's "Ptnml(0-2)" and of OpenBench. The zero value is
// an empty count; a count without pairs has NaN statistics.
//
// Pairs are counted rather than games because the two games of a pair share
// a set-up, so their results are correlated; the variance of pair scores
// accounts for that, and the variance of single games does not.
type Pentanomial [5]int

// Add counts one more pair from the outcomes of its two games.
func (p *Pentanomial) Add(first, second Outcome) {
	p[int(first)+int(second)]++
}

// Pairs is the number of pairs counted.
func (p Pentanomial) Pairs() int {
	return p[0] + p[1] + p[2] + p[3] + p[4]
}

// Score is A's mean points per game, over all games of all pairs.
func (p Pentanomial) Score() float64 {
	half := p[1] + 2*p[2] + 3*p[3] + 4*p[4]
	return float64(half) / 4 / float64(p.Pairs())
}

// DrawRatio is the fraction of pairs that A and B drew, 1 point each, as
// fastchess reports it: a pair of two draws and a pair of a win and a loss
// both count.
func (p Pentanomial) DrawRatio() float64 {
	return float64(p[2]) / float64(p.Pairs())
}

// PairsRatio is the number of pairs A won divided by the number it lost, as
// fastchess reports it.
func (p Pentanomial) PairsRatio() float64 {
	return float64(p[3]+p[4]) / float64(p[0]+p[1])
}

// variance is the variance of a pair's mean score per game.
func (p Pentanomial) variance() float64 {
	n, s := float64(p.Pairs()), p.Score()
	v := 0.0
	for k, c := range p {
		d := float64(k)/4 - s
		v += float64(c) / n * d * d
	}
	return v
}

// Elo is the logistic Elo difference of A over B with its 95% interval,
// computed from the variance of pair scores as fastchess and OpenBench do.
func (p Pentanomial) Elo() Interval {
	se := math.Sqrt(p.variance() / float64(p.Pairs()))
	return scoreInterval(p.Score(), se, EloOfScore)
}

// NormalizedElo is the normalized Elo (nElo) of A over B with its 95%
// interval, as fastchess and OpenBench report it: the score's distance from
// 1/2 in standard deviations of a single game, where that deviation is
// taken as sqrt(2) times the deviation of a pair's mean score, times
// 800/ln(10).
func (p Pentanomial) NormalizedElo() Interval {
	sd := math.Sqrt(2 * p.variance())
	se := math.Sqrt(p.variance() / float64(p.Pairs()))
	return scoreInterval(p.Score(), se, func(s float64) float64 {
		return (s - 0.5) / sd * neloScale
	})
}

// LOS is the likelihood of superiority, the probability that A is the
// stronger, from a normal law on the mean pair score, as fastchess computes
// it.
func (p Pentanomial) LOS() float64 {
	se := math.Sqrt(p.variance() / float64(p.Pairs()))
	return normalCDF((p.Score() - 0.5) / se)
}
