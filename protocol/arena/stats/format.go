package stats

import "fmt"

// String prints the counts as cutechess-cli does after "Score of A vs B: ":
// wins, losses, draws, A's score and the number of games, for example
// "332 - 316 - 352  [0.508] 1000".
func (r WDL) String() string {
	return fmt.Sprintf("%d - %d - %d  [%.3f] %d", r.Wins, r.Losses, r.Draws, r.Score(), r.Games())
}

// Summary prints Elo, LOS and draw ratio as cutechess-cli does, for example
// "Elo difference: 5.6 +/- 17.3, LOS: 73.5 %, DrawRatio: 35.2 %".
func (r WDL) Summary() string {
	e := r.Elo()
	return fmt.Sprintf("Elo difference: %.1f +/- %.1f, LOS: %.1f %%, DrawRatio: %.1f %%",
		e.Estimate, e.Margin(), 100*r.LOS(), 100*r.DrawRatio())
}

// String prints the counts as fastchess does, for example
// "Ptnml(0-2): [30, 6, 18, 0, 6]".
func (p Pentanomial) String() string {
	return fmt.Sprintf("Ptnml(0-2): [%d, %d, %d, %d, %d]", p[0], p[1], p[2], p[3], p[4])
}

// Summary prints Elo, nElo, LOS, draw ratio and pairs ratio on two lines as
// fastchess does with pentanomial reports, for example
//
//	Elo: -168.40 +/- 73.37, nElo: -170.08 +/- 62.16
//	LOS: 0.00 %, DrawRatio: 30.00 %, PairsRatio: 0.17
func (p Pentanomial) Summary() string {
	e, n := p.Elo(), p.NormalizedElo()
	return fmt.Sprintf("Elo: %.2f +/- %.2f, nElo: %.2f +/- %.2f\nLOS: %.2f %%, DrawRatio: %.2f %%, PairsRatio: %.2f",
		e.Estimate, e.Margin(), n.Estimate, n.Margin(), 100*p.LOS(), 100*p.DrawRatio(), p.PairsRatio())
}

// Summary prints a log-likelihood ratio with the test's bounds and
// hypotheses as fastchess does, for example
// "LLR: 0.02 (-2.94, 2.94) [0.00, 5.00]".
func (s SPRT) Summary(llr float64) string {
	lower, upper := s.Bounds()
	return fmt.Sprintf("LLR: %.2f (%.2f, %.2f) [%.2f, %.2f]", llr, lower, upper, s.Elo0, s.Elo1)
}

// Summary prints the mean and the half width of its 95% interval, for
// example "2.45 +/- 0.31".
func (s Series) Summary() string {
	i := s.Interval()
	return fmt.Sprintf("%.2f +/- %.2f", i.Estimate, i.Margin())
}
