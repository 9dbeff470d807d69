package bots

import (
	"math"
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
	start := st.Pose(1)
	var done [2]int
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
			if complete && blue.missed >= 0 {
				h.count(blue, red, st.Pose(1).Square == st.Pose(0).Square)
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
// with the tracker's hunt and with the belief's, and reports the mean of
// each game's share (the referee's, a game 0 to 0 counting a half) and the
// paired difference with the half width of its 95% interval. Run it once:
// go test ./amazes/bots -run '^$' -bench BlueHuntPaired -benchtime 1x.
func BenchmarkBlueHuntPaired(b *testing.B) {
	n := seriesMazes(40)
	from := strengthFrom(20000)
	share := func(seed uint64, tracks bool) float64 {
		r := seatSeries1(b, seed, tracks)
		if r[0]+r[1] == 0 {
			return 0.5
		}
		return r[1] / (r[0] + r[1])
	}
	var with, without, diff []float64
	for b.Loop() {
		with, without, diff = nil, nil, nil
		for seed := from; seed < from+uint64(n); seed++ {
			a, c := share(seed, true), share(seed, false)
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
// Blue (the seeds of seatSeries), the rival hunting with its tracker or
// with its belief alone, and returns the score.
func seatSeries1(tb testing.TB, seed uint64, tracks bool) [2]float64 {
	st := setUp(tb, seed)
	blue := NewRival(plannerBeam, 0, seed)
	blue.mirror.track.off = !tracks
	bots := [2]games.Bot{newPlanner(seed + 1000), blue}
	playOut(tb, &st, bots)
	s := st.Score()
	return [2]float64{float64(s[0]), float64(s[1])}
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
	tr := &b.mirror.track
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
