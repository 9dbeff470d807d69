package stats_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/contestgames/games/protocol/arena/stats"
)

// near reports whether got is within tol of want; the tools print two
// decimals, so tol is usually 0.01 (one unit in the last place, allowing for
// their rounding and ours).
func near(got, want, tol float64) bool {
	return math.Abs(got-want) <= tol
}

// TestWDLEloFastchess checks the trinomial Elo, nElo and their 95% margins
// against fastchess's own unit tests. Source: Disservin/fastchess,
// app/tests/elo_test.cpp ("EloWDL 1..3"; Stats(wins, losses, draws)).
func TestWDLEloFastchess(t *testing.T) {
	tests := []struct {
		name             string
		r                stats.WDL
		elo, eloMargin   float64 // NaN: not published
		nelo, neloMargin float64
	}{
		{"EloWDL 1", stats.WDL{Wins: 76, Losses: 89, Draws: 123}, math.NaN(), math.NaN(), -20.76, 40.13},
		{"EloWDL 2", stats.WDL{Wins: 136, Losses: 96, Draws: 111}, 40.70, 30.43, 49.77, 36.77},
		{"EloWDL 3", stats.WDL{Wins: 34, Losses: 356, Draws: 0}, math.NaN(), math.NaN(), -508.44, 34.48},
	}
	for _, tt := range tests {
		e, n := tt.r.Elo(), tt.r.NormalizedElo()
		if !math.IsNaN(tt.elo) && (!near(e.Estimate, tt.elo, 0.01) || !near(e.Margin(), tt.eloMargin, 0.01)) {
			t.Errorf("%s: %v Elo = %.2f +/- %.2f, fastchess says %.2f +/- %.2f",
				tt.name, tt.r, e.Estimate, e.Margin(), tt.elo, tt.eloMargin)
		}
		if !near(n.Estimate, tt.nelo, 0.01) || !near(n.Margin(), tt.neloMargin, 0.01) {
			t.Errorf("%s: %v nElo = %.2f +/- %.2f, fastchess says %.2f +/- %.2f",
				tt.name, tt.r, n.Estimate, n.Margin(), tt.nelo, tt.neloMargin)
		}
	}
}

// cutechessZ is the 97.5% normal quantile as cutechess-cli evaluates it:
// Elo::phiInv(0.975) in cutechess/cutechess projects/lib/src/elo.cpp uses an
// approximation of the inverse error function that gives 1.95716 instead of
// 1.95996, so its margins are about 0.15% narrower than ours and fastchess's.
const cutechessZ = 1.9571619316560245

// TestWDLCutechess checks score, Elo with its margin, LOS (from wins and
// losses alone) and draw ratio against cutechess-cli output that its users
// published, to the digit printed. The margin is recomputed from our
// interval's score bounds with cutechess-cli's quantile, so that the test
// checks the formula rather than the approximation.
func TestWDLCutechess(t *testing.T) {
	const calvin = "https://github.com/kelseyde/calvin-chess-engine/pull/"
	tests := []struct {
		source                 string
		r                      stats.WDL
		elo, margin, los, draw string // as printed, "Elo difference: elo +/- margin, LOS: los %, DrawRatio: draw %"
	}{
		{"https://github.com/JoAnnP38/Pedantic/pull/8", stats.WDL{Wins: 332, Losses: 316, Draws: 352}, "5.6", "17.3", "73.5", "35.2"},
		{calvin + "97 (first)", stats.WDL{Wins: 143, Losses: 129, Draws: 368}, "7.6", "17.5", "80.2", "57.5"},
		{calvin + "97 (second)", stats.WDL{Wins: 540, Losses: 531, Draws: 1590}, "1.2", "8.4", "60.8", "59.8"},
		{calvin + "97 (third)", stats.WDL{Wins: 1216, Losses: 1199, Draws: 3939}, "0.9", "5.3", "63.5", "62.0"},
		{calvin + "106", stats.WDL{Wins: 215, Losses: 158, Draws: 612}, "20.1", "13.3", "99.8", "62.1"},
		{calvin + "120 (first)", stats.WDL{Wins: 278, Losses: 266, Draws: 666}, "3.4", "13.1", "69.7", "55.0"},
		{calvin + "120 (second)", stats.WDL{Wins: 340, Losses: 352, Draws: 737}, "-2.9", "12.5", "32.4", "51.6"},
		{"https://github.com/spamdrew128/Wahoo/pull/104", stats.WDL{Wins: 509, Losses: 396, Draws: 1058}, "20.0", "10.4", "100.0", "53.9"},
	}
	for _, tt := range tests {
		e, s := tt.r.Elo(), tt.r.Score()
		se := (stats.ScoreOfElo(e.Upper) - s) / 1.959963984540054
		margin := (stats.EloOfScore(s+cutechessZ*se) - stats.EloOfScore(s-cutechessZ*se)) / 2
		got := [4]string{
			fmt.Sprintf("%.1f", e.Estimate), fmt.Sprintf("%.1f", margin),
			fmt.Sprintf("%.1f", 100*tt.r.LOS()), fmt.Sprintf("%.1f", 100*tt.r.DrawRatio()),
		}
		want := [4]string{tt.elo, tt.margin, tt.los, tt.draw}
		if got != want {
			t.Errorf("%v: Elo, margin, LOS, draw ratio = %q, cutechess-cli printed %q (%s)", tt.r, got, want, tt.source)
		}
	}
}

// TestWDLSummary checks the format of the cutechess-cli line, on a match
// where our quantile and cutechess-cli's round to the same margin. Source:
// https://github.com/JoAnnP38/Pedantic/pull/8.
func TestWDLSummary(t *testing.T) {
	r := stats.WDL{Wins: 332, Losses: 316, Draws: 352}
	const want = "Elo difference: 5.6 +/- 17.3, LOS: 73.5 %, DrawRatio: 35.2 %"
	if got := r.Summary(); got != want {
		t.Errorf("Summary() = %q, cutechess-cli printed %q", got, want)
	}
}

// TestWDLString checks the "W - L - D  [score] games" part of cutechess-cli's
// "Score of" line. Source: https://github.com/JoAnnP38/Pedantic/pull/8 and
// https://github.com/kelseyde/calvin-chess-engine/pull/97.
func TestWDLString(t *testing.T) {
	tests := []struct {
		r    stats.WDL
		want string
	}{
		{stats.WDL{Wins: 332, Losses: 316, Draws: 352}, "332 - 316 - 352  [0.508] 1000"},
		{stats.WDL{Wins: 143, Losses: 129, Draws: 368}, "143 - 129 - 368  [0.511] 640"},
	}
	for _, tt := range tests {
		if got := tt.r.String(); got != tt.want {
			t.Errorf("String() = %q, cutechess-cli printed %q", got, tt.want)
		}
	}
}

// TestPentanomialFastchess checks the pentanomial Elo, nElo, their margins
// and LOS against fastchess's unit tests. Source: Disservin/fastchess,
// app/tests/elo_test.cpp ("EloPentanomial 1..3"), whose Stats constructor
// takes (LL, LD, WL, DD, WD, WW); WL and DD both score 1 and fill index 2.
func TestPentanomialFastchess(t *testing.T) {
	tests := []struct {
		name             string
		p                stats.Pentanomial
		elo, eloMargin   float64
		nelo, neloMargin float64
		los              float64 // in percent; NaN: not published
	}{
		{"EloPentanomial 1", stats.Pentanomial{34, 54, 31 + 32, 64, 75}, 55.58, 27.65, 57.94, 28.28, 100.00},
		{"EloPentanomial 2", stats.Pentanomial{332, 433, 457 + 41, 333, 334}, -8.64, 10.33, -9.17, 10.96, 5.05},
		{"EloPentanomial 3", stats.Pentanomial{7895, 8757, 5485 + 200, 568, 9999}, -21.04, 2.95, -19.01, 2.65, math.NaN()},
	}
	for _, tt := range tests {
		e, n := tt.p.Elo(), tt.p.NormalizedElo()
		if !near(e.Estimate, tt.elo, 0.01) || !near(e.Margin(), tt.eloMargin, 0.01) {
			t.Errorf("%s: %v Elo = %.2f +/- %.2f, fastchess says %.2f +/- %.2f",
				tt.name, tt.p, e.Estimate, e.Margin(), tt.elo, tt.eloMargin)
		}
		if !near(n.Estimate, tt.nelo, 0.01) || !near(n.Margin(), tt.neloMargin, 0.01) {
			t.Errorf("%s: %v nElo = %.2f +/- %.2f, fastchess says %.2f +/- %.2f",
				tt.name, tt.p, n.Estimate, n.Margin(), tt.nelo, tt.neloMargin)
		}
		if !math.IsNaN(tt.los) && !near(100*tt.p.LOS(), tt.los, 0.005) {
			t.Errorf("%s: %v LOS = %.2f %%, fastchess says %.2f %%", tt.name, tt.p, 100*tt.p.LOS(), tt.los)
		}
	}
}

// TestPentanomialEloOpenBench checks the pentanomial Elo and its margin
// against OpenBench reports that engine authors published (OpenBench's
// "Penta" lists pairs from A's 0 points to its 2 points, like ours).
func TestPentanomialEloOpenBench(t *testing.T) {
	tests := []struct {
		source         string
		p              stats.Pentanomial
		elo, eloMargin float64
	}{
		{"https://github.com/Yoshie2000/PlentyChess/pull/229", stats.Pentanomial{24, 609, 1406, 767, 42}, 11.84, 4.83},
		{"https://github.com/Yoshie2000/PlentyChess/pull/334 (STC)", stats.Pentanomial{214, 8992, 19871, 9102, 235}, 0.69, 1.25},
		{"https://github.com/Yoshie2000/PlentyChess/pull/334 (LTC)", stats.Pentanomial{5, 942, 2469, 1050, 5}, 4.20, 3.43},
	}
	for _, tt := range tests {
		e := tt.p.Elo()
		if !near(e.Estimate, tt.elo, 0.01) || !near(e.Margin(), tt.eloMargin, 0.01) {
			t.Errorf("%v Elo = %.2f +/- %.2f, OpenBench printed %.2f +/- %.2f (%s)",
				tt.p, e.Estimate, e.Margin(), tt.elo, tt.eloMargin, tt.source)
		}
	}
}

// TestPentanomialSummaryFastchess checks the whole two-line report against
// fastchess output a user published in
// https://github.com/Disservin/fastchess/issues/807 (a 120-game match).
func TestPentanomialSummaryFastchess(t *testing.T) {
	p := stats.Pentanomial{30, 6, 18, 0, 6}
	const want = "Elo: -168.40 +/- 73.37, nElo: -170.08 +/- 62.16\n" +
		"LOS: 0.00 %, DrawRatio: 30.00 %, PairsRatio: 0.17"
	if got := p.Summary(); got != want {
		t.Errorf("Summary() =\n%s\nfastchess printed\n%s", got, want)
	}
	if got, want := p.String(), "Ptnml(0-2): [30, 6, 18, 0, 6]"; got != want {
		t.Errorf("String() = %q, fastchess printed %q", got, want)
	}
	if got := p.Score(); !near(got, 0.275, 1e-12) {
		t.Errorf("Score() = %v, fastchess printed 33.0 points of 120 (27.50 %%)", got)
	}
}

// TestAdd checks the rule that an Outcome is A's half points: a pair's index
// is the sum of its two games' outcomes, and a WDL counts each outcome in
// its own field.
func TestAdd(t *testing.T) {
	var p stats.Pentanomial
	var r stats.WDL
	games := [][2]stats.Outcome{
		{stats.Loss, stats.Loss}, {stats.Loss, stats.Draw}, {stats.Draw, stats.Draw},
		{stats.Win, stats.Loss}, {stats.Draw, stats.Win}, {stats.Win, stats.Win},
	}
	for _, g := range games {
		p.Add(g[0], g[1])
		r.Add(g[0])
		r.Add(g[1])
	}
	if want := (stats.Pentanomial{1, 1, 2, 1, 1}); p != want {
		t.Errorf("pairs %v counted as %v, want %v", games, p, want)
	}
	if want := (stats.WDL{Wins: 4, Draws: 4, Losses: 4}); r != want {
		t.Errorf("games %v counted as %+v, want %+v", games, r, want)
	}
}

// TestEloOfScore checks the logistic curve at points where its value is
// known in closed form: even score is 0 Elo, and a 10:1 odds ratio is 400.
func TestEloOfScore(t *testing.T) {
	tests := []struct{ score, elo float64 }{
		{0.5, 0},
		{10.0 / 11, 400},
		{1.0 / 11, -400},
		{100.0 / 101, 800},
	}
	for _, tt := range tests {
		if got := stats.EloOfScore(tt.score); !near(got, tt.elo, 1e-9) {
			t.Errorf("EloOfScore(%v) = %v, want %v", tt.score, got, tt.elo)
		}
		if got := stats.ScoreOfElo(tt.elo); !near(got, tt.score, 1e-12) {
			t.Errorf("ScoreOfElo(%v) = %v, want %v", tt.elo, got, tt.score)
		}
	}
}

// TestIntervalAtTheEdge checks the rule that an interval reaching a score of
// 0 or 1 has an infinite bound rather than NaN, so it still contains its
// estimate.
func TestIntervalAtTheEdge(t *testing.T) {
	e := stats.WDL{Wins: 9, Losses: 1}.Elo()
	if !math.IsInf(e.Upper, 1) || !e.Contains(e.Estimate) {
		t.Errorf("9 wins, 1 loss: Elo %+v, want a finite estimate below an upper bound of +Inf", e)
	}
}
