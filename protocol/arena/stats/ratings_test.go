package stats_test

import (
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/contestgames/games/protocol/arena/stats"
	"pgregory.net/rapid"
)

// A case worked by hand: games that fit the logistic model exactly are
// their own maximum-likelihood fit. A scores 3 of 4 against B (odds 3,
// 400·log10(3) Elo), B 3 of 4 against C, and A 9 of 10 against C (odds 9 =
// 3·3): the likelihood's gradient, each player's points minus its
// expected points, is 0 at A = +190.85, B = 0, C = -190.85.
func TestRatingsByHand(t *testing.T) {
	games := []stats.Versus{
		{A: 0, B: 1, Games: stats.WDL{Wins: 3, Losses: 1}},
		{A: 1, B: 2, Games: stats.WDL{Wins: 3, Losses: 1}},
		{A: 2, B: 0, Games: stats.WDL{Wins: 1, Losses: 9}},
	}
	r := fit(t, 3, games)
	d := 400 * math.Log10(3)
	for i, want := range []float64{d, 0, -d} {
		if got := r[i].Elo.Estimate; !near(got, want, 1e-9) {
			t.Errorf("player %d: %v, want %v", i, got, want)
		}
	}
	if r[0].Games != 14 || r[0].Points != 12 || r[2].Games != 14 || r[2].Points != 2 {
		t.Errorf("games and points: %+v", r)
	}
	// Draws count half: two draws are one win and one loss.
	halves := []stats.Versus{
		{A: 0, B: 1, Games: stats.WDL{Wins: 2, Draws: 2}},
		{A: 1, B: 2, Games: stats.WDL{Wins: 2, Draws: 2}},
		{A: 0, B: 2, Games: stats.WDL{Wins: 8, Draws: 2}},
	}
	h := fit(t, 3, halves)
	for i := range 3 {
		if !near(h[i].Elo.Estimate, r[i].Elo.Estimate, 1e-9) {
			t.Errorf("player %d with draws: %v, want %v", i, h[i].Elo.Estimate, r[i].Elo.Estimate)
		}
		// The same points with less variance: a narrower interval.
		if !(h[i].Elo.Margin() < r[i].Elo.Margin()) || !r[i].Elo.Contains(r[i].Elo.Estimate) {
			t.Errorf("player %d: margin %v with draws, %v without", i, h[i].Elo.Margin(), r[i].Elo.Margin())
		}
	}
}

// For two players the ratings are ±half the Elo of the first one's score,
// as the pairwise WDL.Elo estimates it, and the interval is the
// delta-method interval of that Elo, halved.
func TestRatingsOfTwoAgreeWithPairwiseElo(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w := drawWDL(t, 5000)
		if w.Wins+w.Draws == 0 || w.Losses+w.Draws == 0 {
			w.Draws++
		}
		r := fit(t, 2, []stats.Versus{{A: 0, B: 1, Games: w}})
		want := w.Elo().Estimate
		if got := r[0].Elo.Estimate - r[1].Elo.Estimate; math.Abs(got-want) > 1e-6 {
			t.Fatalf("%v: difference %v, pairwise Elo %v", w, got, want)
		}
		if math.Abs(r[0].Elo.Estimate+r[1].Elo.Estimate) > 1e-9 {
			t.Fatalf("%v: mean %v, want 0", w, r[0].Elo.Estimate+r[1].Elo.Estimate)
		}
		s, n := w.Score(), float64(w.Games())
		wn, dn, ln := float64(w.Wins)/n, float64(w.Draws)/n, float64(w.Losses)/n
		v := wn*(1-s)*(1-s) + dn*(0.5-s)*(0.5-s) + ln*s*s
		margin := 1.959963984540054 * math.Sqrt(v/n) / (s * (1 - s)) * 400 / math.Ln10 / 2
		if got := r[0].Elo.Margin(); math.Abs(got-margin) > 1e-6*max(1, margin) {
			t.Fatalf("%v: margin %v, want %v", w, got, margin)
		}
	})
}

// fit returns the ratings of n players from games, and fails the test (a
// *testing.T or a *rapid.T) where Ratings finds none.
func fit(t rapid.TB, n int, games []stats.Versus) []stats.Rating {
	t.Helper()
	r, err := stats.Ratings(n, games)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// zermelo fits the same model by Zermelo's iteration (the MM algorithm of
// Hunter, 2004), an independent method: strength γ_i = points_i /
// Σ_j n_ij/(γ_i+γ_j), then Elo = 400·log10(γ), anchored at the mean.
func zermelo(n int, games []stats.Versus) []float64 {
	count := make([][]float64, n)
	for i := range count {
		count[i] = make([]float64, n)
	}
	points := make([]float64, n)
	for _, v := range games {
		g := float64(v.Games.Games())
		count[v.A][v.B] += g
		count[v.B][v.A] += g
		points[v.A] += float64(v.Games.Wins) + float64(v.Games.Draws)/2
		points[v.B] += float64(v.Games.Losses) + float64(v.Games.Draws)/2
	}
	gamma := make([]float64, n)
	for i := range gamma {
		gamma[i] = 1
	}
	for range 200000 {
		next := make([]float64, n)
		for i := range n {
			d := 0.0
			for j := range n {
				if count[i][j] > 0 {
					d += count[i][j] / (gamma[i] + gamma[j])
				}
			}
			next[i] = points[i] / d
		}
		change := 0.0
		for i := range n {
			change = max(change, math.Abs(math.Log(next[i]/gamma[i])))
		}
		gamma = next
		if change < 1e-14 {
			break
		}
	}
	elo := make([]float64, n)
	mean := 0.0
	for i := range n {
		elo[i] = 400 * math.Log10(gamma[i])
		mean += elo[i] / float64(n)
	}
	for i := range elo {
		elo[i] -= mean
	}
	return elo
}

// drawTournament draws a round robin of n players in which every pairing
// has two draws or more, so that finite ratings exist even after one
// draw turns into a win.
func drawTournament(t *rapid.T, n int) []stats.Versus {
	var games []stats.Versus
	for a := range n {
		for b := a + 1; b < n; b++ {
			games = append(games, stats.Versus{A: a, B: b, Games: stats.WDL{
				Wins:   rapid.IntRange(0, 30).Draw(t, "wins"),
				Draws:  rapid.IntRange(2, 30).Draw(t, "draws"),
				Losses: rapid.IntRange(0, 30).Draw(t, "losses"),
			}})
		}
	}
	return games
}

// The fit agrees with Zermelo's iteration on any round robin of 3 to 6
// players.
func TestRatingsAgreeWithZermelo(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(3, 6).Draw(t, "players")
		games := drawTournament(t, n)
		r := fit(t, n, games)
		want := zermelo(n, games)
		for i := range n {
			if math.Abs(r[i].Elo.Estimate-want[i]) > 1e-6 {
				t.Fatalf("player %d: %v, Zermelo %v (games %v)", i, r[i].Elo.Estimate, want[i], games)
			}
		}
	})
}

// Properties: the ratings' mean is 0; renumbering the players renumbers
// their ratings; playing every game twice changes no rating and narrows
// each interval by √2; turning one of a player's losses into a draw, or a
// draw into a win, raises its rating and lowers its opponent's.
func TestPropertyRatings(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 6).Draw(t, "players")
		games := drawTournament(t, n)
		r := fit(t, n, games)
		mean := 0.0
		for _, x := range r {
			mean += x.Elo.Estimate
		}
		if math.Abs(mean) > 1e-6 {
			t.Fatalf("mean %v", mean)
		}

		perm := rapid.Permutation(seq(n)).Draw(t, "perm")
		var moved []stats.Versus
		for _, v := range games {
			moved = append(moved, stats.Versus{A: perm[v.A], B: perm[v.B], Games: v.Games})
		}
		pr := fit(t, n, moved)
		for i := range n {
			if math.Abs(pr[perm[i]].Elo.Estimate-r[i].Elo.Estimate) > 1e-6 || math.Abs(pr[perm[i]].Elo.Margin()-r[i].Elo.Margin()) > 1e-6 {
				t.Fatalf("player %d renumbered %d: %+v, was %+v", i, perm[i], pr[perm[i]].Elo, r[i].Elo)
			}
		}

		twice := append(slices.Clone(games), games...)
		tr := fit(t, n, twice)
		for i := range n {
			if math.Abs(tr[i].Elo.Estimate-r[i].Elo.Estimate) > 1e-6 || math.Abs(tr[i].Elo.Margin()*math.Sqrt2-r[i].Elo.Margin()) > 1e-6 {
				t.Fatalf("player %d, games twice: %+v, once %+v", i, tr[i].Elo, r[i].Elo)
			}
		}

		k := rapid.IntRange(0, len(games)-1).Draw(t, "pairing")
		better := slices.Clone(games)
		g := &better[k].Games
		switch {
		case g.Losses > 0:
			g.Losses--
			g.Draws++
		default:
			g.Draws--
			g.Wins++
		}
		br := fit(t, n, better)
		a, b := games[k].A, games[k].B
		if !(br[a].Elo.Estimate > r[a].Elo.Estimate) || !(br[b].Elo.Estimate < r[b].Elo.Estimate) {
			t.Fatalf("player %d did better against %d: %v → %v, and %d: %v → %v", a, b,
				r[a].Elo.Estimate, br[a].Elo.Estimate, b, r[b].Elo.Estimate, br[b].Elo.Estimate)
		}
	})
}

func seq(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// Games without finite ratings are refused with a NoFitError naming the
// players; a player without games has a NaN rating.
func TestRatingsWithoutAFit(t *testing.T) {
	for _, tc := range []struct {
		name          string
		n             int
		games         []stats.Versus
		ahead, behind []int
		apart         bool
	}{
		{"a perfect score", 2, []stats.Versus{{A: 0, B: 1, Games: stats.WDL{Wins: 6}}}, []int{0}, []int{1}, false},
		{"a perfect score from B's side", 3, []stats.Versus{
			{A: 0, B: 1, Games: stats.WDL{Wins: 1, Losses: 1}},
			{A: 2, B: 0, Games: stats.WDL{Wins: 3}},
			{A: 2, B: 1, Games: stats.WDL{Wins: 2}},
		}, []int{2}, []int{0, 1}, false},
		{"no points at all", 3, []stats.Versus{
			{A: 0, B: 1, Games: stats.WDL{Wins: 1, Losses: 1}},
			{A: 0, B: 2, Games: stats.WDL{Wins: 3}},
		}, []int{0, 1}, []int{2}, false},
		{"two groups", 4, []stats.Versus{
			{A: 0, B: 1, Games: stats.WDL{Wins: 1, Losses: 1}},
			{A: 2, B: 3, Games: stats.WDL{Wins: 1, Losses: 1}},
		}, []int{0, 1}, []int{2, 3}, true},
	} {
		_, err := stats.Ratings(tc.n, tc.games)
		var nf *stats.NoFitError
		if !errors.As(err, &nf) || !slices.Equal(nf.Ahead, tc.ahead) || !slices.Equal(nf.Behind, tc.behind) || nf.Apart != tc.apart {
			t.Errorf("%s: %v (%+v), want ahead %v behind %v", tc.name, err, nf, tc.ahead, tc.behind)
		}
	}
	r, err := stats.Ratings(3, []stats.Versus{{A: 0, B: 2, Games: stats.WDL{Wins: 2, Losses: 1}}})
	if err != nil || !math.IsNaN(r[1].Elo.Estimate) || r[1].Games != 0 || !near(r[0].Elo.Estimate, -r[2].Elo.Estimate, 1e-9) {
		t.Errorf("a player without games: %+v, %v", r, err)
	}
	if _, err := stats.Ratings(2, []stats.Versus{{A: 0, B: 2}}); err == nil {
		t.Errorf("a player out of range: no error")
	}
}
