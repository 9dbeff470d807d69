package bots

import (
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
)

// A redEnd is how one game of rival as Red against planner as Blue
// ended: the turns on which each had discovered every square (0 if it
// never did), the turn the game ended on, Red's squares still to
// discover when Blue completed, Red's hunts (its turns begun with the
// maze complete), whether a hunt ended the game or a strike did (Red's
// sudden death in a turn it began short of the maze), whether anybody
// won by sudden death, the score, and Red's catches: its turns that ended
// on Blue's square without ending the game, 100 points each.
type redEnd struct {
	redDone, blueDone, end int
	behind                 int
	hunts, catches         int
	hit, struck, sudden    bool
	score                  [2]int
}

// share is Red's share of the game as the referee counts it.
func (e redEnd) share() float64 { return gameShare(e.score, 0) }

// redCounts sums the ends of a series of redEnds: the games, Red's wins
// with points (by a strike among them) and without (0 to 0), Blue's wins
// after it completed first (Red's squares left then, summed) and after
// Red did (Red's hunts in them, summed), Blue's wins 0 to 0 among those,
// the games nobody won by sudden death, all of Red's hunts and those that
// hit, Red's catches in its wins with points and in its wins 0 to 0, and
// the referee's shares, summed.
type redCounts struct {
	games, won, struck, zeroZero    int
	blueFirst, behind, redFirstLost int
	blueZero, neither               int
	lostHunts, hunts, hits          int
	wonCatches, zeroCatches         int
	share                           float64
}

// add counts e.
func (c *redCounts) add(e redEnd) {
	c.games++
	c.share += e.share()
	c.hunts += e.hunts
	zero := e.score[0]+e.score[1] == 0
	blueFirst := e.blueDone > 0 && (e.redDone == 0 || e.blueDone < e.redDone)
	switch {
	case (e.hit || e.struck) && zero:
		c.zeroZero++
		c.zeroCatches += e.catches
	case e.hit || e.struck:
		c.won++
		c.wonCatches += e.catches
	case e.sudden && blueFirst:
		c.blueFirst++
		c.behind += e.behind
	case e.sudden:
		c.redFirstLost++
		c.lostHunts += e.hunts
	default:
		c.neither++
	}
	if !e.hit && !e.struck && e.sudden && zero {
		c.blueZero++
	}
	if e.hit {
		c.hits++
	}
	if e.struck && !zero {
		c.struck++
	}
}

// BenchmarkRedRace measures how rival's games as Red against planner end,
// which is where Red's share is lost (see the package doc): on
// AMAZES_MAZES mazes (40 unless set) from AMAZES_FROM (20000 unless set),
// Red's share as the referee counts it, the games Red wins with points
// (won, of them by a strike), those it wins 0 to 0 (a half to the
// referee), those Blue wins after completing first (and Red's squares
// still to discover then), those Blue wins after Red completed first (its
// hunts missed until Blue caught it), Blue's wins 0 to 0 among both,
// those nobody won by sudden death, the hit rate of Red's hunts, and
// Red's catches a game in its wins with points and in those 0 to 0. Run
// it once, with go test ./amazes/bots -run '^$' -bench RedRace -benchtime
// 1x.
func BenchmarkRedRace(b *testing.B) {
	n := seriesMazes(40)
	var c redCounts
	for b.Loop() {
		c = redCounts{}
		for seed := strengthFrom(20000); seed < strengthFrom(20000)+uint64(n); seed++ {
			c.add(redRace(b, seed, newRival(seed)))
		}
	}
	per := func(k int) float64 { return float64(k) / float64(n) }
	b.ReportMetric(100*c.share/float64(n), "red-share-%")
	b.ReportMetric(per(c.won), "red-won")
	b.ReportMetric(per(c.struck), "red-won-by-strike")
	b.ReportMetric(per(c.zeroZero), "red-won-0-0")
	b.ReportMetric(per(c.blueFirst), "blue-completed-first-won")
	b.ReportMetric(float64(c.behind)/float64(max(c.blueFirst, 1)), "red-squares-left-then")
	b.ReportMetric(per(c.redFirstLost), "red-completed-first-lost")
	b.ReportMetric(float64(c.lostHunts)/float64(max(c.redFirstLost, 1)), "red-hunts-then")
	b.ReportMetric(per(c.blueZero), "blue-won-0-0")
	b.ReportMetric(per(c.neither), "no-sudden-death")
	b.ReportMetric(float64(c.hits)/float64(max(c.hunts, 1)), "hunt-hit-rate")
	b.ReportMetric(float64(c.wonCatches)/float64(max(c.won, 1)), "red-catches-in-wins")
	b.ReportMetric(float64(c.zeroCatches)/float64(max(c.zeroZero, 1)), "red-catches-in-0-0-wins")
}

// redRace plays the set-up of seed, red (a rival) as Red against planner
// as Blue, and returns how it ended.
func redRace(tb testing.TB, seed uint64, red games.Bot) redEnd {
	tb.Helper()
	st := setUp(tb, seed)
	rb := red.(*Planner)
	var e redEnd
	done, end := playRace(tb, &st, [2]games.Bot{red, newPlanner(seed + 1000)}, func(mover int) {
		if mover == 1 {
			// Red's squares still to discover when Blue completed.
			if e.behind == 0 && st.Discovered(1) == allSquares {
				e.behind = allSquares - st.Discovered(0)
			}
			return
		}
		// Red hunted if it began the turn, view heard, with the maze
		// complete: it then notes where it ended.
		hunted := rb.missed >= 0
		if hunted {
			e.hunts++
		}
		switch {
		case st.Over():
			e.hit, e.struck = hunted, !hunted
		case st.Pose(0).Square == st.Pose(1).Square:
			e.catches++
		}
	})
	e.redDone, e.blueDone, e.end = done[0], done[1], end
	e.score = st.Score()
	e.sudden = st.End() == amazes.SuddenDeath
	return e
}

// redCounts.add sorts each game's end into one kind: Red's sudden death
// with points (by a hunt or a strike) or without, Blue's after it or Red
// completed first, 0 to 0 or not, and no sudden death.
func TestRedCountsSortsEnds(t *testing.T) {
	for _, c := range []struct {
		name string
		end  redEnd
		want redCounts
	}{
		{"hunt", redEnd{redDone: 120, end: 121, hunts: 2, hit: true, sudden: true, score: [2]int{300, 0}, catches: 3},
			redCounts{games: 1, won: 1, hunts: 2, hits: 1, wonCatches: 3, share: 1}},
		{"strike", redEnd{redDone: 110, end: 110, struck: true, sudden: true, score: [2]int{300, 0}},
			redCounts{games: 1, won: 1, struck: 1, share: 1}},
		{"0 to 0", redEnd{redDone: 110, end: 110, struck: true, sudden: true},
			redCounts{games: 1, zeroZero: 1, share: 0.5}},
		{"Blue first", redEnd{blueDone: 100, end: 102, behind: 9, sudden: true, score: [2]int{0, 400}},
			redCounts{games: 1, blueFirst: 1, behind: 9}},
		{"Blue first, 0 to 0", redEnd{blueDone: 100, end: 102, behind: 9, sudden: true},
			redCounts{games: 1, blueFirst: 1, behind: 9, blueZero: 1, share: 0.5}},
		{"Red first, lost", redEnd{redDone: 100, blueDone: 101, end: 103, hunts: 3, sudden: true, score: [2]int{0, 400}},
			redCounts{games: 1, redFirstLost: 1, lostHunts: 3, hunts: 3}},
		{"no sudden death", redEnd{end: amazes.MaxTurns, score: [2]int{300, 100}},
			redCounts{games: 1, neither: 1, share: 0.75}},
	} {
		var got redCounts
		got.add(c.end)
		if got != c.want {
			t.Errorf("%s: counted %+v, want %+v", c.name, got, c.want)
		}
	}
}
