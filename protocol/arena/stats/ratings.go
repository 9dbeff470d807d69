package stats

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// eloPerNatural turns a rating in natural units (the log of a player's
// strength in the logistic model) into logistic Elo.
var eloPerNatural = 400 / math.Ln10

// A Versus is two players' games against each other, counted from A's
// side, for [Ratings]: A and B are the players' indexes. The same two
// players may appear in several Versus, in either order; their games add
// up.
type Versus struct {
	A, B  int
	Games WDL
}

// A Rating is one player's line of a rating list.
type Rating struct {
	// Elo is the player's rating in logistic Elo, on a scale whose mean
	// over the rated players is 0, with its 95% interval. It is NaN for a
	// player without games.
	Elo Interval
	// Games is the number of the player's games, and Points the points
	// it scored in them, a win counting 1 and a draw 1/2.
	Games  int
	Points float64
}

// Ratings puts n players on one logistic Elo scale from all their games,
// as Ordo and BayesElo do: the ratings r are those under which the games
// are most likely, when a player rated d Elo above another scores
// 1/(1+10^(-d/400)) a game on average (the logistic, or Bradley-Terry,
// model), a draw counting as half a win and half a loss. The fit is the
// maximum-likelihood estimate (BayesElo adds a prior of virtual draws;
// Ratings adds nothing): where every player has met every other as often,
// the ratings order the players as their points do, and with two players
// the difference of their ratings is the Elo of the first one's score,
// [EloOfScore], the estimate of [WDL.Elo].
//
// The scale is anchored at the mean: the ratings of the players with games
// add up to 0 (Ordo's default; BayesElo anchors its mean at 0 too). Only
// differences mean anything.
//
// Each interval is normal around the rating, from the variance of the
// games' points as they fell (draws make it smaller), passed through the
// fit (a sandwich estimate; for two players, the delta-method interval of
// the logistic Elo of the score), and relative to the mean: it is not the
// interval of a difference between two players, which pairwise statistics
// give. The games are taken as independent, which the games of a game
// pair, or the pairs of seats of one game of four, are not quite.
//
// A player without games gets a NaN rating and takes no part. When the
// games admit no finite ratings, Ratings returns a [*NoFitError]: when
// some players scored every point in their games against the others (a
// perfect score is infinitely far above), or when the players fall into
// groups that never met.
func Ratings(n int, games []Versus) ([]Rating, error) {
	t, err := newCrossTable(n, games)
	if err != nil {
		return nil, err
	}
	out := make([]Rating, n)
	var rated []int
	for i := range n {
		out[i] = Rating{Elo: Interval{math.NaN(), math.NaN(), math.NaN()}, Games: t.games[i], Points: t.total[i]}
		if t.games[i] > 0 {
			rated = append(rated, i)
		}
	}
	if len(rated) == 0 {
		return out, nil
	}
	if err := fits(rated, t.count, t.points); err != nil {
		return nil, err
	}
	r := t.restrict(rated)
	theta := maximize(r.count, r.points)
	_, info := slope(theta, r.count, r.points)
	se := spread(info, r.vari)
	for a, i := range rated {
		e := theta[a] * eloPerNatural
		half := z95 * se[a] * eloPerNatural
		out[i].Elo = Interval{Estimate: e, Lower: e - half, Upper: e + half}
	}
	return out, nil
}

// A crossTable holds the games of players by pairing: count[i][j] is the
// number of games of i and j, points[i][j] the points i scored against
// j, and vari[i][j] the variance of i's points a game against j times
// their games; games[i] and total[i] are i's games and points.
type crossTable struct {
	count, points, vari [][]float64
	games               []int
	total               []float64
}

// newCrossTable counts the games of n players: each pairing's WDL from
// both sides, from which every number of the table follows.
func newCrossTable(n int, games []Versus) (*crossTable, error) {
	pairing := make([][]WDL, n)
	for i := range pairing {
		pairing[i] = make([]WDL, n)
	}
	for _, v := range games {
		if v.A < 0 || v.A >= n || v.B < 0 || v.B >= n || v.A == v.B {
			return nil, fmt.Errorf("stats: Ratings: games of players %d and %d among %d players", v.A, v.B, n)
		}
		g, ab, ba := v.Games, &pairing[v.A][v.B], &pairing[v.B][v.A]
		*ab = WDL{ab.Wins + g.Wins, ab.Draws + g.Draws, ab.Losses + g.Losses}
		*ba = WDL{ba.Wins + g.Losses, ba.Draws + g.Draws, ba.Losses + g.Wins}
	}
	t := &crossTable{count: square(n), points: square(n), vari: square(n), games: make([]int, n), total: make([]float64, n)}
	for i, row := range pairing {
		for j, w := range row {
			if w.Games() == 0 {
				continue
			}
			t.count[i][j] = float64(w.Games())
			t.points[i][j] = float64(w.Wins) + float64(w.Draws)/2
			t.vari[i][j] = w.variance() * t.count[i][j]
			t.games[i] += w.Games()
			t.total[i] += t.points[i][j]
		}
	}
	return t, nil
}

// restrict returns the table of the players in keep alone, in its order.
func (t *crossTable) restrict(keep []int) *crossTable {
	m := len(keep)
	r := &crossTable{count: square(m), points: square(m), vari: square(m)}
	for a, i := range keep {
		for b, j := range keep {
			r.count[a][b], r.points[a][b], r.vari[a][b] = t.count[i][j], t.points[i][j], t.vari[i][j]
		}
	}
	return r
}

func square(n int) [][]float64 {
	m := make([][]float64, n)
	for i := range m {
		m[i] = make([]float64, n)
	}
	return m
}

// A NoFitError says why games admit no finite ratings.
type NoFitError struct {
	// Ahead are players who scored every point in their games against
	// Behind, the players they met outside their group: no finite
	// distance is likely enough. When Apart is set instead, Ahead and
	// Behind are two groups of players of which no one of the first ever
	// met one of the second.
	Ahead, Behind []int
	Apart         bool
}

// Error says which players, by index.
func (e *NoFitError) Error() string {
	return "stats: no finite ratings: " + e.Explain(func(i int) string { return strconv.Itoa(i) })
}

// Explain says why there are no finite ratings, naming each player with
// name.
func (e *NoFitError) Explain(name func(int) string) string {
	list := func(ps []int) string {
		s := make([]string, len(ps))
		for k, p := range ps {
			s[k] = name(p)
		}
		return strings.Join(s, ", ")
	}
	if e.Apart {
		return fmt.Sprintf("%s never met %s", list(e.Ahead), list(e.Behind))
	}
	return fmt.Sprintf("%s scored every point against %s (a perfect score is infinitely far above)", list(e.Ahead), list(e.Behind))
}

// fits returns a *NoFitError unless the games of the rated players admit
// finite ratings: the players who met form one group, and within it
// every group of players lost at least half a point to the others (the
// graph of "scored against" is strongly connected).
func fits(rated []int, count, points [][]float64) error {
	m := len(rated)
	// reach[a][b]: a reaches b by edges x->y where x scored against y;
	// met[a][b]: a reaches b by games.
	reach, met := square(m), square(m)
	for a, i := range rated {
		for b, j := range rated {
			if points[i][j] > 0 || a == b {
				reach[a][b] = 1
			}
			if count[i][j] > 0 || a == b {
				met[a][b] = 1
			}
		}
	}
	closure(reach)
	closure(met)
	pick := func(keep func(int) bool) []int {
		var out []int
		for a, i := range rated {
			if keep(a) {
				out = append(out, i)
			}
		}
		return out
	}
	if slices.Contains(met[0], 0) {
		return &NoFitError{Apart: true, Ahead: pick(func(a int) bool { return met[0][a] > 0 }), Behind: pick(func(a int) bool { return met[0][a] == 0 })}
	}
	if !slices.Contains(reach[0], 0) && !slices.ContainsFunc(reach, func(r []float64) bool { return r[0] == 0 }) {
		return nil // strongly connected
	}
	top := topGroup(reach)
	ahead := pick(top)
	var behind []int
	for b, j := range rated {
		if !top(b) && slices.ContainsFunc(ahead, func(i int) bool { return count[i][j] > 0 }) {
			behind = append(behind, j)
		}
	}
	return &NoFitError{Ahead: ahead, Behind: behind}
}

// topGroup returns a group of the graph whose transitive closure is
// reach: players who reach one another, whom nobody outside reaches. The
// groups form a directed acyclic graph, which has one.
func topGroup(reach [][]float64) func(int) bool {
	for a := range reach {
		group := func(b int) bool { return reach[a][b] > 0 && reach[b][a] > 0 }
		top := true
		for b := range reach {
			if !group(b) && reach[b][a] > 0 {
				top = false
			}
		}
		if top {
			return group
		}
	}
	panic("stats: Ratings: no top group in a graph that is not strongly connected")
}

// closure makes r its transitive closure (Floyd-Warshall).
func closure(r [][]float64) {
	for k := range r {
		for i := range r {
			if r[i][k] == 0 {
				continue
			}
			for j := range r {
				if r[k][j] > 0 {
					r[i][j] = 1
				}
			}
		}
	}
}

// logLikelihood returns the log-likelihood of the games under theta.
func logLikelihood(theta []float64, count, points [][]float64) float64 {
	ll := 0.0
	for i := range theta {
		for j := i + 1; j < len(theta); j++ {
			if count[i][j] == 0 {
				continue
			}
			d := theta[i] - theta[j]
			// log p = -log(1+e^-d), log(1-p) = -log(1+e^d)
			ll -= points[i][j]*softplus(-d) + points[j][i]*softplus(d)
		}
	}
	return ll
}

// softplus returns log(1+e^x) without overflow.
func softplus(x float64) float64 {
	if x > 0 {
		return x + math.Log1p(math.Exp(-x))
	}
	return math.Log1p(math.Exp(x))
}

func logistic(d float64) float64 { return 1 / (1 + math.Exp(-d)) }

// maximize returns the ratings in natural units that maximize the
// likelihood, their mean 0, by Newton's method with a backtracking line
// search: the log-likelihood is concave, and strictly so once the mean is
// fixed, because fits has checked that a finite maximum exists.
func maximize(count, points [][]float64) []float64 {
	m := len(count)
	theta := make([]float64, m)
	if m == 1 {
		return theta
	}
	try := make([]float64, m)
	ll := logLikelihood(theta, count, points)
	total := 0.0
	for i := range m {
		for j := range m {
			total += count[i][j]
		}
	}
	for range 200 {
		grad, h := slope(theta, count, points)
		if maxAbs(grad) < 1e-13*total {
			break
		}
		step := solve(pinned(h), grad)
		var next float64
		for t := 1.0; t > 1e-18; t /= 2 {
			for i := range m {
				try[i] = theta[i] + t*step[i]
			}
			// Within rounding of ll, a step is no worse: near the
			// maximum, Newton's full step is the one to take.
			if next = logLikelihood(try, count, points); next >= ll-1e-12*(1+math.Abs(ll)) {
				break
			}
		}
		moved := 0.0
		for i := range m {
			moved = max(moved, math.Abs(try[i]-theta[i]))
		}
		copy(theta, try)
		ll = next
		if moved < 1e-15 {
			break
		}
	}
	centre(theta)
	return theta
}

func maxAbs(x []float64) float64 {
	m := 0.0
	for _, v := range x {
		m = max(m, math.Abs(v))
	}
	return m
}

// slope returns the gradient of the log-likelihood at theta, and the
// negative of its Hessian: the Laplacian of count·p·(1-p).
func slope(theta []float64, count, points [][]float64) ([]float64, [][]float64) {
	m := len(theta)
	grad, h := make([]float64, m), square(m)
	for i := range m {
		for j := range m {
			if i == j || count[i][j] == 0 {
				continue
			}
			p := logistic(theta[i] - theta[j])
			grad[i] += points[i][j] - count[i][j]*p
			w := count[i][j] * p * (1 - p)
			h[i][i] += w
			h[i][j] -= w
		}
	}
	return grad, h
}

// pinned returns the Laplacian-like matrix h plus 1/m in every cell,
// which makes it invertible on the ratings whose mean is 0 and leaves
// those with mean 0 where h sends them.
func pinned(h [][]float64) [][]float64 {
	m := len(h)
	out := square(m)
	for i := range m {
		for j := range m {
			out[i][j] = h[i][j] + 1/float64(m)
		}
	}
	return out
}

func centre(x []float64) {
	mean := 0.0
	for _, v := range x {
		mean += v
	}
	mean /= float64(len(x))
	for i := range x {
		x[i] -= mean
	}
}

// spread returns the standard error of each rating (natural units, mean
// anchored): the diagonal of A⁺ B A⁺, where A is info, the information of
// the fit at its maximum (the Laplacian of count·p·(1-p) that slope
// returns), and B that of the games' own variance, A⁺ the pseudo-inverse
// of A on the ratings of mean 0.
func spread(a, vari [][]float64) []float64 {
	m := len(a)
	b := square(m)
	for i := range m {
		for j := range m {
			if i != j {
				b[i][i] += vari[i][j]
				b[i][j] -= vari[i][j]
			}
		}
	}
	// A⁺ = (A + J/m)⁻¹ - J/m.
	inv := square(m)
	p := pinned(a)
	for k := range m {
		e := make([]float64, m)
		e[k] = 1
		col := solve(p, e)
		for i := range m {
			inv[i][k] = col[i] - 1/float64(m)
		}
	}
	se := make([]float64, m)
	for i := range m {
		// (A⁺ B A⁺)_ii = Σ_jk A⁺_ij B_jk A⁺_ki
		v := 0.0
		for j := range m {
			if inv[i][j] == 0 {
				continue
			}
			for k := range m {
				v += inv[i][j] * b[j][k] * inv[k][i]
			}
		}
		se[i] = math.Sqrt(max(v, 0))
	}
	return se
}

// solve returns x with a·x = y, by Gaussian elimination with partial
// pivoting; a and y are not changed.
func solve(a [][]float64, y []float64) []float64 {
	m := len(a)
	w := square(m)
	x := slices.Clone(y)
	for i := range m {
		copy(w[i], a[i])
	}
	for c := range m {
		p := c
		for r := c + 1; r < m; r++ {
			if math.Abs(w[r][c]) > math.Abs(w[p][c]) {
				p = r
			}
		}
		w[c], w[p] = w[p], w[c]
		x[c], x[p] = x[p], x[c]
		if w[c][c] == 0 {
			continue
		}
		for r := c + 1; r < m; r++ {
			f := w[r][c] / w[c][c]
			if f == 0 {
				continue
			}
			for k := c; k < m; k++ {
				w[r][k] -= f * w[c][k]
			}
			x[r] -= f * x[c]
		}
	}
	for c := m - 1; c >= 0; c-- {
		s := x[c]
		for k := c + 1; k < m; k++ {
			s -= w[c][k] * x[k]
		}
		if w[c][c] != 0 {
			x[c] = s / w[c][c]
		} else {
			x[c] = 0
		}
	}
	return x
}
