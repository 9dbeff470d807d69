package bots

import (
	"math"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
)

// seatShare is one bot's points and its opponent's, summed over the games
// it played in one seat.
type seatShare struct {
	games, wins, sudden int
	mine, theirs        []float64
}

// share returns the bot's share of the points of the seat's games, and
// the half width of its 95% interval (the ratio's standard error by the
// delta method, times 1.96).
func (s seatShare) share() (float64, float64) {
	var m, t float64
	for i := range s.mine {
		m += s.mine[i]
		t += s.mine[i] + s.theirs[i]
	}
	n := float64(len(s.mine))
	if t == 0 || n < 2 {
		return 0.5, 0.5
	}
	r := m / t
	v := 0.0
	for i := range s.mine {
		d := s.mine[i] - r*(s.mine[i]+s.theirs[i])
		v += d * d
	}
	se := math.Sqrt(v/(n-1)/n) / (t / n)
	return r, 1.96 * se
}

// seatSeries plays each of n mazes, the referee's set-ups from seed from,
// twice: the bot newBot makes as Red then as Blue against the one rival
// makes, and returns the first bot's points seat by seat.
func seatSeries(tb testing.TB, from uint64, n int, newBot, rival func(seed uint64) games.Bot) [2]seatShare {
	tb.Helper()
	var r [2]seatShare
	for g := range uint64(2 * n) {
		seed, seat := from+g/2, int(g%2)
		st := setUp(tb, seed)
		var bots [2]games.Bot
		bots[seat], bots[1-seat] = newBot(seed), rival(seed+1000)
		playOut(tb, &st, bots)
		score := st.Score()
		s := &r[seat]
		s.games++
		s.mine = append(s.mine, float64(score[seat]))
		s.theirs = append(s.theirs, float64(score[1-seat]))
		if score[seat] > score[1-seat] {
			s.wins++
		}
		if w, ok := st.Winner(); ok && w == seat && st.End() == amazes.SuddenDeath {
			s.sudden++
		}
	}
	return r
}

// logSeats logs a seat series, seat by seat.
func logSeats(tb testing.TB, name string, r [2]seatShare) {
	tb.Helper()
	for seat, s := range r {
		share, half := s.share()
		var won, lost, nw, nl float64
		for i := range s.mine {
			if s.mine[i] > s.theirs[i] {
				won += s.mine[i]
				nw++
			} else if s.mine[i] < s.theirs[i] {
				lost += s.theirs[i]
				nl++
			}
		}
		tb.Logf("mean winning score %.0f, rival's %.0f", won/max(nw, 1), lost/max(nl, 1))
		tb.Logf("%s as %s: %d games, %d won (%d by sudden death), share %.1f%% ± %.1f", name, []string{"Red", "Blue"}[seat], s.games, s.wins, s.sudden, 100*share, 100*half)
	}
}

// TestRivalStrength plays the series the package documentation quotes:
// rival against planner and against explore on 100 mazes of the referee's
// set-ups from seed 30000, each maze twice with the seats swapped. It
// fails when rival falls under floors below what it measured (64.0% ±
// 11.9 as Red and 65.4% ± 10.9 as Blue against planner, 100% against
// explore), to catch a regression: 55% as Red and 40% as Blue against
// planner, 90% against explore. A hundred mazes are too few to tell a few
// points: the aim of 60% in each seat is measured on 1000 mazes with the
// strength tool (see the package doc).
func TestRivalStrength(t *testing.T) {
	n := strengthMazes(t, 100)
	for _, rival := range []struct {
		name  string
		new   func(seed uint64) games.Bot
		floor [2]float64 // the least share as Red, as Blue
	}{{"planner", newPlanner, [2]float64{0.55, 0.40}}, {"explore", newExplore, [2]float64{0.9, 0.9}}} {
		r := seatSeries(t, strengthFrom(30000), n, newRival, rival.new)
		logSeats(t, "rival against "+rival.name, r)
		for seat, s := range r {
			floor := rival.floor[seat]
			if share, _ := s.share(); share < floor {
				t.Errorf("rival took %.1f%% of the points from %s as %s; want at least %.0f%%", 100*share, rival.name, []string{"Red", "Blue"}[seat], 100*floor)
			}
		}
	}
}

func newRival(seed uint64) games.Bot { return NewRival(plannerBeam, 0, seed) }

// TestRivalClockSeries plays a short series of rival-clock against
// planner, seats swapped, on the contest's clock: it logs the shares and
// the thinking time, and fails if rival-clock thinks longer than its
// share of the clock in any game.
func TestRivalClockSeries(t *testing.T) {
	n := strengthMazes(t, 4)
	share := time.Duration(clockShare * float64(plannerClock))
	var played []*Planner
	newClock := func(seed uint64) games.Bot {
		b := NewRival(0, plannerClock, seed)
		played = append(played, b)
		return b
	}
	logSeats(t, "rival-clock against planner", seatSeries(t, 30000, n, newClock, newPlanner))
	var most time.Duration
	for _, b := range played {
		most = max(most, b.Used())
	}
	t.Logf("rival-clock thought at most %v in a game (share %v)", most, share)
	if most > share {
		t.Errorf("rival-clock thought %v in a game, more than its share %v of the clock", most, share)
	}
}

// strengthMazes skips t unless CONTESTGAMES_STRENGTH=1 asks for the
// strength series, and returns how many mazes a series plays: AMAZES_MAZES
// when it names a number, else n.
func strengthMazes(t *testing.T, n int) int {
	if os.Getenv("CONTESTGAMES_STRENGTH") == "" {
		t.Skip("a long series: set CONTESTGAMES_STRENGTH=1 to play it")
	}
	return seriesMazes(n)
}

// seriesMazes returns the number of mazes of a series: AMAZES_MAZES when
// it names a positive number, else n.
func seriesMazes(n int) int {
	if v, err := strconv.Atoi(os.Getenv("AMAZES_MAZES")); err == nil && v > 0 {
		return v
	}
	return n
}

// strengthFrom returns the first seed of a strength series' mazes:
// AMAZES_FROM when it names a number, else from, so that a series can be
// played again on other mazes.
func strengthFrom(from uint64) uint64 {
	if v, err := strconv.ParseUint(os.Getenv("AMAZES_FROM"), 10, 64); err == nil {
		return v
	}
	return from
}
