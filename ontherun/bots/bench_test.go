package bots

import (
	"testing"

	"github.com/contestgames/games/ontherun"
)

// The benchmarks and allocation tests of cordon and evade take positions
// from a game between them on a generated 200-city map. Compare runs with
// benchstat:
//
//	go test ./ontherun/bots -run='^$' -bench=. -count=10 > new.txt
//	benchstat old.txt new.txt

// positionAt plays evade against cordon on m up to turn: it returns the
// fugitive bot with the fugitive to move at turn, and the detectives bot
// having heard the clue of turn, to move. Both bots are the deterministic
// ones, seeded with the first seed from seed on whose game lasts that
// long, and follow the game as they would in a match.
func positionAt(tb testing.TB, m *ontherun.Map, seed uint64, turn int) (fugitive, detectives *Bot) {
	tb.Helper()
	for s := seed; s < seed+20; s++ {
		if f, d := playTo(tb, m, s, turn); f != nil {
			return f, d
		}
	}
	tb.Fatalf("no game from seed %d on lasted to turn %d", seed, turn)
	return nil, nil
}

// playTo plays the game of positionAt with seed, and returns nil bots if
// the game ends before turn.
func playTo(tb testing.TB, m *ontherun.Map, seed uint64, turn int) (fugitive, detectives *Bot) {
	f, d := NewEvade(m, seed), NewCordon(m, seed+1)
	st, err := ontherun.NewState(ontherun.Setup{Map: m})
	if err != nil {
		tb.Fatal(err)
	}
	f.role, f.known = ontherun.Fugitive, true
	d.role, d.known = ontherun.Detectives, true
	q := d.strat.placeSquad(d)
	must(tb, d.view.Place(q), st.PlaceDetectives(q))
	f.game = st
	start := f.strat.placeFugitive(f)
	must(tb, st.PlaceFugitive(start), d.view.HearStart(start))
	for {
		f.game = st
		mv := f.strat.moveFugitive(f)
		must(tb, st.PlayFugitive(mv))
		if st.Over() {
			return nil, nil
		}
		v := st.DetectivesView()
		must(tb, d.view.HearClue(v.Clues[st.Turn()-1]))
		if st.Turn() == turn {
			return f, d
		}
		q := d.strat.moveSquad(d)
		must(tb, d.view.Move(q), st.PlayDetectives(q))
		if st.Over() {
			return nil, nil
		}
	}
}

func must(tb testing.TB, errs ...error) {
	tb.Helper()
	for _, err := range errs {
		if err != nil {
			tb.Fatal(err)
		}
	}
}

// benchTurn is the turn of the benchmarks' position: the middle of the
// game, after two announcements, when the suspects have spread.
const benchTurn = 13

// BenchmarkEvadeMove times evade's whole move, reporting the positions
// its search visits a second (nodes/s) and a move (nodes/op).
func BenchmarkEvadeMove(b *testing.B) {
	m := generated(b, 2007)
	f, _ := positionAt(b, m, 1, benchTurn)
	p := f.strat.(*planner)
	p.moveFugitive(f)
	b.ReportAllocs()
	nodes := 0
	for b.Loop() {
		p.moveFugitive(f)
		nodes += p.evade.nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkCordonMove times cordon's whole move: the quick look at every
// joint move and the close look at the best (squads/op of them).
func BenchmarkCordonMove(b *testing.B) {
	m := generated(b, 2007)
	_, d := positionAt(b, m, 1, benchTurn)
	p := d.strat.(*planner)
	p.moveSquad(d)
	b.ReportAllocs()
	for b.Loop() {
		p.moveSquad(d)
	}
	b.ReportMetric(float64(len(p.cordon.squads)), "squads/op")
}

// After its first move, neither side of cordon and evade allocates in a
// move: their buffers are made with the bot.
func TestCordonAndEvadeMovesDoNotAllocate(t *testing.T) {
	m := generated(t, 2007)
	for _, turn := range []int{3, benchTurn} {
		f, d := positionAt(t, m, 1, turn)
		fp, dp := f.strat.(*planner), d.strat.(*planner)
		if n := testing.AllocsPerRun(3, func() { fp.moveFugitive(f) }); n != 0 {
			t.Errorf("evade's move on turn %d: %v allocations", turn, n)
		}
		if n := testing.AllocsPerRun(3, func() { dp.moveSquad(d) }); n != 0 {
			t.Errorf("cordon's move on turn %d: %v allocations", turn, n)
		}
	}
}
