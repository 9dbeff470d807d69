package bots

import (
	"testing"

	"github.com/contestgames/games"
)

// endgameSquares is the endgame the diagnostic below times: the last
// squares of the maze to discover.
const endgameSquares = 100

// BenchmarkRivalEndgame measures the endgame, where the race is decided
// (see the package doc): it plays rival alone in the maze (against random,
// which barely moves) and against planner, on mazes of the referee's
// set-ups from AMAZES_FROM (20000 unless set; AMAZES_MAZES of them, 40
// unless set), each twice with the seats swapped, and reports, over the
// games where rival discovered every square, the turns its last
// endgameSquares squares took, the turn it had them all, and its points
// when they began. The games are the same on every run: run it once, with
// go test ./amazes/bots -run '^$' -bench RivalEndgame -benchtime 1x.
func BenchmarkRivalEndgame(b *testing.B) {
	n := seriesMazes(40)
	opps := []struct {
		name string
		new  func(seed uint64) games.Bot
	}{{"random", newRandom}, {"planner", newPlanner}}
	var done, turns, complete [2]int
	var points [2]float64
	for b.Loop() {
		done, turns, complete, points = [2]int{}, [2]int{}, [2]int{}, [2]float64{}
		for i, opp := range opps {
			for g := range uint64(2 * n) {
				seed, seat := strengthFrom(20000)+g/2, int(g%2)
				if e, c, p, ok := endgameTurns(b, seed, seat, opp.new); ok {
					done[i], turns[i], complete[i], points[i] = done[i]+1, turns[i]+e, complete[i]+c, points[i]+p
				}
			}
		}
	}
	for i, opp := range opps {
		per := float64(max(done[i], 1))
		b.ReportMetric(float64(turns[i])/per, "endgame-turns-vs-"+opp.name)
		b.ReportMetric(float64(complete[i])/per, "complete-turn-vs-"+opp.name)
		b.ReportMetric(points[i]/per, "endgame-points-vs-"+opp.name)
		b.ReportMetric(float64(done[i])/float64(2*n), "completed-vs-"+opp.name)
	}
}

// endgameTurns plays one game of rival in seat seat against the bot opp
// makes, on the set-up of seed, and returns how many of rival's turns
// discovered the last endgameSquares squares and the turn on which it had
// all of them, with its points when the last squares began, or false if it
// never had all of them.
func endgameTurns(t testing.TB, seed uint64, seat int, opp func(seed uint64) games.Bot) (int, int, float64, bool) {
	t.Helper()
	st := setUp(t, seed)
	var bots [2]games.Bot
	bots[seat], bots[1-seat] = newRival(seed), opp(seed+1000)
	start, turn, points := 0, 0, 0.0
	for !st.Over() {
		mover := st.ToMove()
		if _, err := playTurn(&st, bots); err != nil {
			t.Fatal(err)
		}
		if mover != seat {
			continue
		}
		turn++
		n := st.Discovered(seat)
		if start == 0 && n > allSquares-endgameSquares {
			start, points = turn, float64(st.Score()[seat])
		}
		if n == allSquares {
			return turn - start + 1, turn, points, true
		}
	}
	return 0, 0, 0, false
}
