package bots

import (
	"testing"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
)

// endgameSquares is the endgame the diagnostic below times: the last
// squares of the maze to discover.
const endgameSquares = 100

// TestRivalEndgame is a diagnostic, under CONTESTGAMES_STRENGTH: it plays
// rival alone in the maze (against random, which barely moves) and against
// planner, on mazes of the referee's set-ups from AMAZES_FROM (20000 unless
// set), each twice with the seats swapped, and logs how many turns rival
// took to discover the last endgameSquares squares of the maze, in the
// games where it discovered all of them. That is where the race is decided
// (see the package doc).
func TestRivalEndgame(t *testing.T) {
	n := strengthMazes(t, 40)
	for _, opp := range []struct {
		name string
		new  func(seed uint64) games.Bot
	}{{"random", newRandom}, {"planner", newPlanner}} {
		var done, turns, complete, catchUp int
		var points float64
		for g := range uint64(2 * n) {
			seed, seat := strengthFrom(20000)+g/2, int(g%2)
			e, c, p, ok := endgameTurns(t, seed, seat, opp.new)
			if ok {
				points += p
				done++
				turns += e
				complete += c
			} else {
				catchUp++
			}
		}
		t.Logf("rival against %s: completed the maze in %d of %d games, at turn %.1f on average; the last %d squares took %.2f turns on average, from %.0f points",
			opp.name, done, 2*n, float64(complete)/float64(max(done, 1)), endgameSquares, float64(turns)/float64(max(done, 1)), points/float64(max(done, 1)))
	}
}

// endgameTurns plays one game of rival in seat seat against the bot opp
// makes, on the set-up of seed, and returns how many of rival's turns
// discovered the last endgameSquares squares and the turn on which it had
// all of them, with its points when the last squares began, or false if it
// never had all of them.
func endgameTurns(t *testing.T, seed uint64, seat int, opp func(seed uint64) games.Bot) (int, int, float64, bool) {
	t.Helper()
	st, err := amazes.NewState(amazes.RandomSetup(seed))
	if err != nil {
		t.Fatal(err)
	}
	var bots [2]games.Bot
	bots[seat], bots[1-seat] = newRival(seed), opp(seed+1000)
	all := amazes.Size * amazes.Size
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
		if start == 0 && n > all-endgameSquares {
			start, points = turn, float64(st.Score()[seat])
		}
		if n == all {
			return turn - start + 1, turn, points, true
		}
	}
	return 0, 0, 0, false
}
