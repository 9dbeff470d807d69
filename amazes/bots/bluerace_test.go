package bots

import (
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
)

// A raceEnd is how one game of rival as Blue against planner as Red
// ended: the turns on which each had discovered every square (0 if it
// never did), the turn the game ended on, and whether Blue won.
type raceEnd struct {
	redDone, blueDone, end int
	blueWon                bool
}

// BenchmarkBlueRace measures how rival's games as Blue against planner
// end, which is where Blue's share is lost (see the package doc): on
// AMAZES_MAZES mazes (40 unless set) from AMAZES_FROM (20000 unless set),
// the games Blue wins, those where Red completed the maze first, those
// Blue lost though it completed first (its hunt missed until Red caught
// it), and in the games Red won after completing, how many turns after
// it completed Red caught Blue. Run it once, with go test ./amazes/bots
// -run '^$' -bench BlueRace -benchtime 1x.
func BenchmarkBlueRace(b *testing.B) {
	n := seriesMazes(40)
	var won, redFirst, blueFirstLost, caught, delay int
	for b.Loop() {
		won, redFirst, blueFirstLost, caught, delay = 0, 0, 0, 0, 0
		for seed := strengthFrom(20000); seed < strengthFrom(20000)+uint64(n); seed++ {
			e := blueRace(b, seed)
			switch {
			case e.blueWon:
				won++
			case e.blueDone > 0 && (e.redDone == 0 || e.blueDone < e.redDone):
				blueFirstLost++
			}
			if e.redDone > 0 && (e.blueDone == 0 || e.redDone <= e.blueDone) {
				redFirst++
				if !e.blueWon {
					caught++
					delay += e.end - e.redDone
				}
			}
		}
	}
	b.ReportMetric(float64(won)/float64(n), "blue-won")
	b.ReportMetric(float64(redFirst)/float64(n), "red-completed-first")
	b.ReportMetric(float64(blueFirstLost)/float64(n), "blue-completed-first-and-lost")
	b.ReportMetric(float64(delay)/float64(max(caught, 1)), "turns-red-completed-to-catch")
}

// blueRace plays the set-up of seed, rival as Blue against planner as
// Red, and returns how it ended.
func blueRace(tb testing.TB, seed uint64) raceEnd {
	tb.Helper()
	st := setUp(tb, seed)
	done, end := playRace(tb, &st, [2]games.Bot{newPlanner(seed + 1000), newRival(seed)}, nil)
	w, ok := st.Winner()
	return raceEnd{redDone: done[0], blueDone: done[1], end: end, blueWon: ok && w == 1}
}

// playRace plays the game st between bots (Red's, then Blue's) to its end,
// and returns the turn on which each had discovered every square (0 if it
// never did) and the turn the game ended on. after, unless nil, is called
// after each turn with its mover (0 for Red).
func playRace(tb testing.TB, st *amazes.State, bots [2]games.Bot, after func(mover int)) (done [2]int, end int) {
	tb.Helper()
	for turn := 1; !st.Over(); turn++ {
		for mover := 0; mover < 2 && !st.Over(); mover++ {
			if _, err := playTurn(st, bots); err != nil {
				tb.Fatal(err)
			}
			if done[mover] == 0 && st.Discovered(mover) == allSquares {
				done[mover] = turn
			}
			if after != nil {
				after(mover)
			}
		}
		end = turn
	}
	return done, end
}

// Rival's Blue gives a catch no value in the last blueRaceSquares squares
// it has to discover, and only there; its Red always does. Against random,
// which barely moves, rival discovers the whole maze in either seat.
func TestBlueRacesTheLastSquares(t *testing.T) {
	for seat, name := range []string{"Red", "Blue"} {
		st := setUp(t, 20000)
		b := NewRival(plannerBeam, 0, 1)
		var bots [2]games.Bot
		bots[seat], bots[1-seat] = b, newRandom(2)
		reached := false
		for !st.Over() {
			if _, err := playTurn(&st, bots); err != nil {
				t.Fatal(err)
			}
			left := allSquares - b.m.Count()
			reached = reached || left <= blueRaceSquares
			if want := seat == 1 && left <= blueRaceSquares; b.racing() != want {
				t.Fatalf("rival as %s with %d squares left: racing %v, want %v", name, left, b.racing(), want)
			}
			if b.racing() && b.hunting {
				t.Fatalf("rival as %s values a catch with %d squares left", name, left)
			}
		}
		if !reached {
			t.Errorf("rival as %s never came within %d squares of the whole maze", name, blueRaceSquares)
		}
	}
}

// Rival's Blue hopes for more from the sides it has not seen (blueOpen)
// while the estimate of its points is blueOpenPoints or more; its Red and
// planner never do.
func TestBlueHopesWhileItsPointsLast(t *testing.T) {
	for _, c := range []struct {
		name    string
		bot     *Planner
		red     bool
		catches float64 // catches expected, 100 points each
		want    float32
	}{
		{"rival as Blue, short of points", NewRival(plannerBeam, 0, 1), false, 0, unknownOpen},
		{"rival as Blue, three catches", NewRival(plannerBeam, 0, 1), false, 3, blueOpen},
		{"rival as Red, three catches", NewRival(plannerBeam, 0, 1), true, 3, unknownOpen},
		{"planner as Blue, three catches", NewPlanner(plannerBeam, 0, 1), false, 3, unknownOpen},
	} {
		c.bot.r.red, c.bot.catches = c.red, c.catches
		if got := c.bot.openChance(); got != c.want {
			t.Errorf("%s (%.0f points): open chance %v, want %v", c.name, c.bot.points(), got, c.want)
		}
	}

	// In a game, Blue's plan hopes on some turns and not on others.
	st := setUp(t, 20000)
	red, blue := NewRival(plannerBeam, 0, 1), NewRival(plannerBeam, 0, 2)
	hoped, plain := false, false // Blue planned with blueOpen, with unknownOpen
	playRace(t, &st, [2]games.Bot{red, blue}, func(mover int) {
		if mover == 0 && red.open == blueOpen {
			t.Fatalf("rival as Red planned with Blue's chance %v", blueOpen)
		}
		if mover == 1 {
			hoped = hoped || blue.open == blueOpen
			plain = plain || blue.open == unknownOpen
		}
	})
	if !hoped || !plain {
		t.Errorf("rival as Blue planned with blueOpen %v, with unknownOpen %v: want both", hoped, plain)
	}
}
