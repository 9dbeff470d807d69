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
	if !playGame(tb, m, f, d, turn, nil) {
		return nil, nil
	}
	return f, d
}

// playGame plays fugitive against detectives on m, asking their
// strategies for moves and telling each bot what it would hear in a
// match, until the detectives have heard the clue of turn (true) or the
// game ends (false). After each turn's detectives' move it calls
// answered, if not nil, with the turn, the fugitive's move and theirs.
func playGame(tb testing.TB, m *ontherun.Map, f, d *Bot, turn int, answered func(turn int, mv ontherun.Move, q ontherun.Squad)) bool {
	st, err := ontherun.NewState(ontherun.Setup{Map: m})
	if err != nil {
		tb.Fatal(err)
	}
	f.role, f.known = ontherun.Fugitive, true
	d.role, d.known = ontherun.Detectives, true
	q := d.strat.placeSquad(d)
	must(tb, d.view.Play(ontherun.Move{Squad: q}), st.Play(ontherun.Move{Squad: q}))
	f.game = st
	start := f.strat.placeFugitive(f)
	must(tb, st.Play(ontherun.Move{To: start}), d.view.Play(ontherun.Move{To: start}))
	for {
		f.game = st
		mv := f.strat.moveFugitive(f)
		must(tb, st.Play(mv))
		if st.Over() {
			return false
		}
		v := st.View()
		must(tb, d.view.Play(v.Clues[st.Turn()-1]))
		if st.Turn() == turn {
			return true
		}
		q := d.strat.moveSquad(d)
		if answered != nil {
			answered(st.Turn(), mv, q)
		}
		must(tb, d.view.Play(ontherun.Move{Squad: q}), st.Play(ontherun.Move{Squad: q}))
		if st.Over() {
			return false
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

// A benchPosition is the position of positionAt at a turn, on the
// benchmarks' map, with its two bots and their planners: evade (f, fp)
// is to move as the fugitive, and cordon (d, dp) as the detectives, each
// again and again. Neither takes in a turn's clue twice (follow and
// guessBelief return when they are at that turn already), so every move
// repeated starts from the belief that the game reached.
//
// shadow (s, sp) stands in evade's place, told the same game: its model
// of the detectives starts at that turn, from the start city alone.
type benchPosition struct {
	f, d, s    *Bot
	fp, dp, sp *planner
}

func benchPositionAt(tb testing.TB, turn int) benchPosition {
	tb.Helper()
	m := generated(tb, 2007)
	f, d := positionAt(tb, m, 1, turn)
	s := NewShadow(m, 1)
	s.role, s.known, s.game = ontherun.Fugitive, true, f.game
	return benchPosition{f, d, s, f.strat.(*planner), d.strat.(*planner), s.strat.(*planner)}
}

func (b benchPosition) moveEvade()  { b.fp.moveFugitive(b.f) }
func (b benchPosition) moveCordon() { b.dp.moveSquad(b.d) }
func (b benchPosition) moveShadow() { b.sp.moveFugitive(b.s) }

// BenchmarkEvadeMove times evade's whole move, reporting the positions
// its search visits a second (nodes/s) and a move (nodes/op).
func BenchmarkEvadeMove(b *testing.B) {
	pos := benchPositionAt(b, benchTurn)
	benchFugitive(b, pos.moveEvade, pos.fp)
}

// BenchmarkShadowMove times shadow's whole move: its forecast of the
// detectives' answers (cordon's move, run once for each transport of this
// turn and of the next) and evade's search with it.
func BenchmarkShadowMove(b *testing.B) {
	pos := benchPositionAt(b, benchTurn)
	benchFugitive(b, pos.moveShadow, pos.sp)
}

// benchFugitive times move, a fugitive's whole move by planner p, once
// played before the timing, and reports the positions p's search visits a
// second and a move.
func benchFugitive(b *testing.B, move func(), p *planner) {
	move()
	b.ReportAllocs()
	nodes := 0
	for b.Loop() {
		move()
		nodes += p.evade.nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

// BenchmarkCordonMove times cordon's whole move: the quick look at every
// joint move and the close look at the best (squads/op of them).
func BenchmarkCordonMove(b *testing.B) {
	pos := benchPositionAt(b, benchTurn)
	pos.moveCordon()
	b.ReportAllocs()
	for b.Loop() {
		pos.moveCordon()
	}
	b.ReportMetric(float64(len(pos.dp.cordon.squads)), "squads/op")
}

// After its first move, neither side of cordon and evade, nor shadow,
// allocates in a move: their buffers are made with the bot, or at its
// first move, and cordon's (half a megabyte) only by a bot that plays the
// detectives or by shadow's model of them.
func TestCordonAndEvadeMovesDoNotAllocate(t *testing.T) {
	for _, turn := range []int{3, benchTurn} {
		pos := benchPositionAt(t, turn)
		if pos.fp.cordon.squads != nil {
			t.Errorf("turn %d: the fugitive's planner made cordon's buffers", turn)
		}
		if n := testing.AllocsPerRun(3, pos.moveEvade); n != 0 {
			t.Errorf("evade's move on turn %d: %v allocations", turn, n)
		}
		if n := testing.AllocsPerRun(3, pos.moveCordon); n != 0 {
			t.Errorf("cordon's move on turn %d: %v allocations", turn, n)
		}
		pos.moveShadow()
		if n := testing.AllocsPerRun(3, pos.moveShadow); n != 0 {
			t.Errorf("shadow's move on turn %d: %v allocations", turn, n)
		}
	}
}
