package bots

import (
	"math"
	"os"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
)

// huntStats counts how rival's Blue hunts against planner once it has
// discovered every square: its hunts, those that ended the game, those
// where the belief's likeliest square was the opponent's, Blue's wins,
// and the games Blue lost though it completed the maze first.
type huntStats struct {
	hunts, hits, beliefRight int
	won, firstLost           int
	guess                    guessStats
}

// guessStats measures the tracker's guess of what the opponent has seen
// against the opponent's own map, on the hunts: the sum of the chance the
// tracker leaves a square of being unseen, over the squares the opponent
// has seen and over those it has not, with their numbers, and how often a
// square it has not seen has a higher chance of being unseen than one it
// has (pairs counted over the squares of each hunt, ties a half).
type guessStats struct {
	seenSum, unseenSum    float64
	seenN, unseenN        int
	ordered, orderedPairs float64
}

// BenchmarkBlueHunt measures rival's hunt as Blue against planner once
// it has discovered every square (see the package doc): on AMAZES_MAZES
// mazes (40 unless set) from AMAZES_FROM (20000 unless set), the share of
// hunts that end the game, against the share the belief's likeliest
// square would have (on the same hunts), the hunts, Blue's wins and the
// games it lost though it completed first. Run it once, with go test
// ./amazes/bots -run '^$' -bench BlueHunt -benchtime 1x.
func BenchmarkBlueHunt(b *testing.B) {
	n := seriesMazes(40)
	var h huntStats
	for b.Loop() {
		h = huntStats{}
		for seed := strengthFrom(20000); seed < strengthFrom(20000)+uint64(n); seed++ {
			blueHunt(b, seed, &h)
		}
	}
	b.ReportMetric(float64(h.hits)/float64(max(h.hunts, 1)), "hit-rate")
	b.ReportMetric(float64(h.beliefRight)/float64(max(h.hunts, 1)), "belief-hit-rate")
	b.ReportMetric(float64(h.hunts), "hunts")
	b.ReportMetric(float64(h.won)/float64(n), "blue-won")
	b.ReportMetric(float64(h.firstLost)/float64(n), "blue-completed-first-and-lost")
	g := &h.guess
	b.ReportMetric(g.seenSum/float64(max(g.seenN, 1)), "unseen-chance-of-seen")
	b.ReportMetric(g.unseenSum/float64(max(g.unseenN, 1)), "unseen-chance-of-unseen")
	b.ReportMetric(g.ordered/max(g.orderedPairs, 1), "guess-auc")
}

// frameOf returns the square of Blue's frame for the maze's square sq,
// Blue having started on start: the frame puts the start at (0, 0) facing
// North, x to its right and y behind it.
func frameOf(start amazes.Pose, sq amazes.Square) int {
	units := [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} // row, column of a step North, East, South, West
	dr, dc := int(sq)/amazes.Size-int(start.Square)/amazes.Size, int(sq)%amazes.Size-int(start.Square)%amazes.Size
	e, n := units[(start.Facing+1)%4], units[start.Facing%4]
	return index(dr*e[0]+dc*e[1], -(dr*n[0] + dc*n[1]))
}

// blueHunt plays the set-up of seed, rival as Blue against planner as
// Red, and adds how Blue's hunts went to h.
func blueHunt(tb testing.TB, seed uint64, h *huntStats) {
	tb.Helper()
	st := setUp(tb, seed)
	blue := newRival(seed).(*Planner)
	bots := [2]games.Bot{newPlanner(seed + 1000), blue}
	start, redStart := st.Pose(1), st.Pose(0)
	var done [2]int
	var guessed [frame * frame]float32
	guessing := false
	for turn := 1; !st.Over(); turn++ {
		for mover := 0; mover < 2 && !st.Over(); mover++ {
			if done[mover] == 0 && st.Discovered(mover) == allSquares {
				done[mover] = turn
			}
			complete := mover == 1 && blue.m.Count() == allSquares
			red := frameOf(start, st.Pose(0).Square)
			if _, err := playTurn(&st, bots); err != nil {
				tb.Fatal(err)
			}
			if mover == 0 && guessing {
				h.guess.add(&guessed, &bots[0].(*Planner).m, redStart, start)
			}
			guessing = complete && blue.missed >= 0
			if guessing {
				h.count(blue, red, st.Pose(1).Square == st.Pose(0).Square)
				guessed = blue.track.seen
			}
		}
	}
	w, ok := st.Winner()
	switch {
	case ok && w == 1:
		h.won++
	case done[1] > 0 && (done[0] == 0 || done[1] < done[0]):
		h.firstLost++
	}
}

// add compares the tracker's guess seen, in Blue's frame (Blue started
// on blueStart), with red, the opponent's map (it started on redStart)
// after the view that the guess is of.
func (g *guessStats) add(seen *[frame * frame]float32, red *amazes.Map, redStart, blueStart amazes.Pose) {
	var in, out []float64
	for sq := range amazes.Square(allSquares) {
		i := frameOf(redStart, sq) // the square in the opponent's frame
		x, y := i%frame-half, i/frame-half
		u := float64(1 - seen[frameOf(blueStart, sq)])
		if red.Discovered(x, y) {
			in = append(in, u)
		} else {
			out = append(out, u)
		}
	}
	for _, u := range in {
		g.seenSum += u
	}
	g.seenN += len(in)
	for _, u := range out {
		g.unseenSum += u
		for _, v := range in {
			switch {
			case u > v:
				g.ordered++
			case u == v:
				g.ordered += 0.5
			}
		}
	}
	g.unseenN += len(out)
	g.orderedPairs += float64(len(in) * len(out))
}

// count adds one hunt of blue to h, the opponent standing on square red
// of its frame, and whether it ended the game.
func (h *huntStats) count(blue *Planner, red int, hit bool) {
	h.hunts++
	if hit {
		h.hits++
	}
	for _, j := range blue.beliefSquares[:blue.nBelief] {
		if blue.belief[j] > blue.belief[red] {
			return
		}
	}
	h.beliefRight++
}

// BenchmarkBlueHuntPaired plays rival as Blue against planner on
// AMAZES_MAZES mazes (40 unless set) from AMAZES_FROM (20000 unless set),
// with the tracker's hunt and with the belief's (or, with
// AMAZES_BASE=filtered, with the tracker guessing from each turn's belief
// as it stood), and reports the mean of each game's share (the referee's,
// a game 0 to 0 counting a half) and the paired difference with the half
// width of its 95% interval. Run it once: go test ./amazes/bots -run '^$'
// -bench BlueHuntPaired -benchtime 1x.
func BenchmarkBlueHuntPaired(b *testing.B) {
	n := seriesMazes(40)
	from := strengthFrom(20000)
	base := func(t *tracker) { t.off = true }
	if os.Getenv("AMAZES_BASE") == "filtered" {
		base = func(t *tracker) { t.filtered = true }
	}
	share := func(seed uint64, set func(*tracker)) float64 {
		return gameShare(seatSeries1(b, seed, set), 1)
	}
	var with, without, diff []float64
	for b.Loop() {
		with, without, diff = nil, nil, nil
		for seed := from; seed < from+uint64(n); seed++ {
			a, c := share(seed, func(*tracker) {}), share(seed, base)
			with, without, diff = append(with, a), append(without, c), append(diff, a-c)
		}
	}
	m, half := meanHalf(diff)
	ma, _ := meanHalf(with)
	mb, _ := meanHalf(without)
	b.ReportMetric(100*ma, "tracker-share-%")
	b.ReportMetric(100*mb, "belief-share-%")
	b.ReportMetric(100*m, "paired-diff-%")
	b.ReportMetric(100*half, "diff-95%-half-width")
}

// seatSeries1 plays the set-up of seed, planner as Red against rival as
// Blue (the seeds of seatSeries), its tracker set up by set, and returns
// the score.
func seatSeries1(tb testing.TB, seed uint64, set func(*tracker)) [2]int {
	st := setUp(tb, seed)
	blue := NewRival(plannerBeam, 0, seed)
	set(blue.track)
	bots := [2]games.Bot{newPlanner(seed + 1000), blue}
	playOut(tb, &st, bots)
	return st.Score()
}

// meanHalf returns the mean of xs and the half width of its 95% interval.
func meanHalf(xs []float64) (float64, float64) {
	var m, v float64
	for _, x := range xs {
		m += x
	}
	m /= float64(len(xs))
	for _, x := range xs {
		v += (x - m) * (x - m)
	}
	return m, 1.96 * math.Sqrt(v/float64(max(len(xs)-1, 1))/float64(len(xs)))
}

// The tracker's promise counts each square a view shows by the square of
// the chance that the opponent has not seen it: all of them before it has
// seen anything, a quarter once it has seen each with a chance of a half,
// none once it has surely seen them.
func TestTrackerPromise(t *testing.T) {
	b := NewRival(plannerBeam, 0, 1)
	tr := b.track
	i := index(0, 0)
	fresh := tr.promise(b, i)
	if fresh <= 0 {
		t.Fatalf("promise of a fresh map's view is %v, want more than 0", fresh)
	}
	for _, c := range []struct {
		seen float32
		want float32
	}{{0.5, fresh / 4}, {1, 0}} {
		for j := range tr.seen {
			tr.seen[j] = 0
			tr.see(j, c.seen)
		}
		if got := tr.promise(b, i); math.Abs(float64(got-c.want)) > 1e-4 {
			t.Errorf("promise with every square seen with chance %v is %v, want %v", c.seen, got, c.want)
		}
	}
}

// The tracker weighs each past turn's squares by the distances heard
// after it: of two squares equally likely on a turn, the one the
// opponent could have walked from to where the next turn's distance put
// it, a step away, is where it saw from, and the one nineteen steps away
// is not. Guessing from each turn's belief as it stood (filtered), both
// views count a half (the near square is seen from the next one too,
// three times in five, its side not known).
func TestTrackerWeighsThePastByLaterDistances(t *testing.T) {
	near, far, next := index(-10, 0), index(10, 0), index(-9, 0)
	for _, c := range []struct {
		filtered  bool
		near, far [2]float32
	}{
		{false, [2]float32{0.95, 1}, [2]float32{0, 0.1}},
		{true, [2]float32{0.8, 0.8}, [2]float32{0.5, 0.5}},
	} {
		b := NewRival(plannerBeam, 0, 1)
		tr := b.track
		tr.filtered = c.filtered
		tr.past[0] = pastBelief{n: 2}
		tr.past[0].squares[0], tr.past[0].chances[0] = int16(near), 0.5
		tr.past[0].squares[1], tr.past[0].chances[1] = int16(far), 0.5
		tr.past[1] = pastBelief{n: 1}
		tr.past[1].squares[0], tr.past[1].chances[0] = int16(next), 1
		tr.turns = 2
		tr.smooth(b)
		tr.guess(b)
		if got := tr.seen[near]; got < c.near[0]-1e-4 || got > c.near[1]+1e-4 {
			t.Errorf("filtered %v: the near square seen with chance %v, want %v to %v", c.filtered, got, c.near[0], c.near[1])
		}
		if got := tr.seen[far]; got < c.far[0]-1e-4 || got > c.far[1]+1e-4 {
			t.Errorf("filtered %v: the far square seen with chance %v, want %v to %v", c.filtered, got, c.far[0], c.far[1])
		}
	}
}

// Rival hunts with its tracker in either seat: the tracker follows every
// turn the bot plays, and once the bot's maze is complete the hunt's
// chance for each square of the belief is the tracker's, a distribution
// (it sums to one), and no longer the belief's alone. Planner keeps none.
func TestRivalHuntsWithItsTrackerInBothSeats(t *testing.T) {
	if NewPlanner(plannerBeam, 0, 1).track != nil {
		t.Error("planner keeps a tracker")
	}
	for seat := range 2 {
		// Not every game has such a hunt (the bot may complete the maze
		// and end the game in one turn, or not complete it): play mazes
		// until one does.
		hunted := false
		for maze := uint64(1); maze <= 10 && !hunted; maze++ {
			hunted = huntsWithTracker(t, maze, seat)
		}
		if !hunted {
			t.Errorf("seat %d: rival never hunted with a belief of two squares or more in 10 mazes: no test", seat)
		}
	}
}

// huntsWithTracker plays rival in seat against planner on the maze of
// seed maze, checks the tracker and the hunt's chances each turn, and
// reports whether rival hunted with a belief of two squares or more.
func huntsWithTracker(t *testing.T, maze uint64, seat int) bool {
	t.Helper()
	st := setUp(t, maze)
	rival := NewRival(plannerBeam, 0, 3)
	bots := [2]games.Bot{newPlanner(4), newPlanner(4)}
	bots[seat] = rival
	turns, hunted := 0, false
	playRace(t, &st, bots, func(mover int) {
		if mover != seat {
			return
		}
		turns++
		if rival.track.turns != min(turns, amazes.MaxTurns) {
			t.Fatalf("seat %d, turn %d: the tracker followed %d turns", seat, turns, rival.track.turns)
		}
		if rival.m.Count() != allSquares || rival.nBelief < 2 {
			return
		}
		hunted = true
		sum, same := float32(0), true
		for _, i := range rival.beliefSquares[:rival.nBelief] {
			p := rival.huntChance(int(i))
			sum += p
			same = same && p == rival.track.chance[i]
		}
		if !same || math.Abs(float64(sum-1)) > 1e-3 {
			t.Fatalf("seat %d, turn %d: the hunt's chances sum to %v, the tracker's: %v", seat, turns, sum, same)
		}
	})
	return hunted
}
