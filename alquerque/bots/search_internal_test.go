package bots

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/internal/race"
	"github.com/google/go-cmp/cmp"
)

func mustPosition(t testing.TB, s string) alquerque.Position {
	t.Helper()
	p, err := alquerque.ParsePosition(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// samplePositions returns n positions with at least two moves, from
// seeded random games, the same in every run: plies 10, 30, 50, ... of
// each game, so that openings, middle games and endings all appear.
func samplePositions(n int) []alquerque.Position {
	r := rand.New(rand.NewPCG(2008, 11))
	var out []alquerque.Position
	var buf [alquerque.MoveListSize]alquerque.Move
	for len(out) < n {
		p := alquerque.Start()
		for !p.Over() && len(out) < n {
			moves := p.Moves(buf[:0])
			if p.Ply()%20 == 10 && len(moves) >= 2 {
				out = append(out, p)
			}
			p.PlayUnchecked(moves[r.IntN(len(moves))])
		}
	}
	return out
}

// botEngine returns the engine of the built-in search bot called name,
// seeded with seed.
func botEngine(name string, seed uint64) *Engine {
	opts, ok := searchOptions(name, seed)
	if !ok {
		panic("no search bot called " + name)
	}
	return NewEngine(opts)
}

// minimax is the search without pruning, table, ordering or time: the
// value that alpha-beta must find exactly.
func minimax(e *Engine, p alquerque.Position, depth, height int) int {
	if p.Ply() >= alquerque.MaxPlies {
		return tieScore(&p)
	}
	moves := p.Moves(nil)
	if len(moves) == 0 {
		return -mateScore + height
	}
	if depth <= 0 && (!moves[0].IsCapture() || depth <= -maxQuiesce || height >= maxHeight) {
		if e.opts.PVS {
			return e.evaluatePVS(&p, distinct(moves))
		}
		return e.evaluate(&p, distinct(moves))
	}
	best := -infinity
	for _, m := range moves {
		q := p
		q.PlayUnchecked(m)
		best = max(best, -minimax(e, q, depth-1, height+1))
	}
	return best
}

// distinct counts the moves that lead to different positions, as the
// engine's merged list does.
func distinct(moves []alquerque.Move) int {
	if len(moves) == 0 || !moves[0].IsCapture() {
		return len(moves) // normal moves all differ
	}
	type key struct {
		from, to alquerque.Square
		taken    alquerque.Squares
	}
	seen := map[key]bool{}
	for _, m := range moves {
		seen[key{m.From(), m.To(), m.Captured()}] = true
	}
	return len(seen)
}

// Alpha-beta with move ordering and merged capture paths finds exactly the
// minimax value, at every depth of the iteration (the table is off: with it
// the search may see deeper than minimax, and rightly score differently).
func TestSearchMatchesMinimax(t *testing.T) {
	depth := 3
	if race.Enabled {
		depth = 2
	}
	for _, seed := range []uint64{0, 7} {
		for _, p := range minimaxPositions() {
			e := NewEngine(Options{Depth: depth, TableBits: 10, Seed: seed})
			checkMinimax(t, e, p, depth)
		}
	}
}

// minimaxPositions returns sample positions past the opening: its
// exchanges of captures make plain minimax take seconds.
func minimaxPositions() []alquerque.Position {
	var ps []alquerque.Position
	for _, p := range samplePositions(24) {
		if p.Ply() >= 30 {
			ps = append(ps, p)
		}
	}
	return ps
}

// checkMinimax checks that e, its table turned off, scores p as minimax of
// e's own evaluation to depth does, and chooses a move worth that score.
func checkMinimax(t *testing.T, e *Engine, p alquerque.Position, depth int) {
	t.Helper()
	e.noTable = true
	m := e.Best(p)
	want := -infinity
	for _, r := range p.Moves(nil) {
		q := p
		q.PlayUnchecked(r)
		want = max(want, -minimax(e, q, depth-1, 1))
	}
	if got := e.Info().Score; got != want {
		t.Errorf("%v, depth %d, %+v: search scores %d, minimax %d", p, depth, e.opts, got, want)
	}
	q := p
	q.PlayUnchecked(m)
	if got := -minimax(e, q, depth-1, 1); got != want {
		t.Errorf("%v: chose %v, worth %d; the best is worth %d", p, m, got, want)
	}
}

// A win is scored by its distance, so that the engine takes the quickest;
// the search stops deepening once it has found one.
func TestSearchTakesTheWinAtOnce(t *testing.T) {
	// White can take both black pieces with a1*c1*c3, or one with d2*b2.
	p := mustPosition(t, "......./......./......./......./......./..bw.../wb..... w 0 - -")
	e := NewEngine(Options{Depth: 6, TableBits: 10})
	m := e.Best(p)
	if got := m.String(); got != "a1*c1*c3" {
		t.Errorf("Best = %s, want a1*c1*c3", got)
	}
	if info := e.Info(); info.Score != mateScore-1 || info.Depth != 1 {
		t.Errorf("Info = %+v, want the score %d (a win in 1) found at depth 1", info, mateScore-1)
	}
}

// Capture paths that start and end on the same points and take the same
// pieces lead to the same position: the engine searches one of them.
func TestMergeCapturePaths(t *testing.T) {
	// a1 can go round the four black pieces either way.
	p := mustPosition(t, "......./......./......./......./.b...../b.b..../wb..... w 0 - -")
	e := NewEngine(Options{Depth: 1, TableBits: 10})
	moves, _ := e.list(&p, 0)
	if len(p.Moves(nil)) != 2 || len(moves) != 1 {
		t.Errorf("%d paths merged into %v, want the 2 paths as one move", len(p.Moves(nil)), moves)
	}
}

// The tie score: 7 minus the opponent's pieces, at least 0, for each side;
// the rule page's example is 6-4 for three pieces against one.
func TestTiePoints(t *testing.T) {
	tests := []struct{ own, opp, want int }{
		{3, 1, 6 - 4},
		{1, 3, 4 - 6},
		{8, 8, 0},
		{7, 2, 5 - 0},
		{24, 1, 6},
	}
	for _, tt := range tests {
		if got := tiePoints(tt.own, tt.opp); got != tt.want {
			t.Errorf("tiePoints(%d, %d) = %d, want %d", tt.own, tt.opp, got, tt.want)
		}
	}
}

// The time a move may take: a share of the remaining three quarters of the
// clock, over at most 40 moves, with a hard cap.
func TestBudget(t *testing.T) {
	const s, ms = time.Second, time.Millisecond
	tests := []struct {
		name       string
		clock      time.Duration
		used       time.Duration
		ply        int
		moveTime   time.Duration
		soft, hard time.Duration
	}{
		{"first move: 22.5 s over 40 moves", 30 * s, 0, 0, 2 * s, 562500 * time.Microsecond, 1687500 * time.Microsecond},
		{"the move cap holds", 30 * s, 0, 0, 1 * s, 562500 * time.Microsecond, 1 * s},
		{"last moves share what is left", 30 * s, 20 * s, 190, 2 * s, 500 * ms, 625 * ms},
		{"black's last move gets a quarter", 30 * s, 20 * s, 199, 2 * s, 625 * ms, 625 * ms},
		{"out of time: answer at once", 30 * s, 23 * s, 100, 2 * s, 0, ms},
		{"over time: answer at once", 30 * s, 40 * s, 100, 2 * s, 0, ms},
	}
	for _, tt := range tests {
		soft, hard := budget(tt.clock, tt.used, tt.ply, tt.moveTime, clockShare, maxMovesAhead)
		if soft != tt.soft || hard != tt.hard {
			t.Errorf("%s: budget(%v, %v, %d, %v) = %v, %v; want %v, %v",
				tt.name, tt.clock, tt.used, tt.ply, tt.moveTime, soft, hard, tt.soft, tt.hard)
		}
	}
}

// A search allocates nothing: the table, the move stack and the ordering
// keys are the engine's from the start. After a first move that warms the
// engine up, neither the plain search to depth 4 nor a PVS move of a tenth
// of the "pvs" bot's budget allocates (AllocsPerRun warms up on each
// position as well).
func TestSearchDoesNotAllocate(t *testing.T) {
	pvs, _ := searchOptions("pvs", 1)
	pvs.Nodes /= 10
	if race.Enabled {
		pvs.Nodes /= 10
	}
	tests := []struct {
		name      string
		opts      Options
		positions int
		runs      int
	}{
		{"search", Options{Depth: 4, TableBits: 12}, 12, 3},
		{"pvs", pvs, 6, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := NewEngine(tt.opts)
			ps := samplePositions(tt.positions)
			e.Best(ps[0])
			for _, p := range ps {
				if n := testing.AllocsPerRun(tt.runs, func() { e.Best(p) }); n != 0 {
					t.Errorf("%v: a move with %+v allocates %v times, want 0", p, tt.opts, n)
				}
			}
		})
	}
}

// The ply count is part of the table key: the same pieces at another ply
// are another position, since the 200-ply limit is nearer.
func TestTableKeyHasThePly(t *testing.T) {
	a := mustPosition(t, "......./......./......./......./......./..bw.../wb..... w 10 - -")
	b := mustPosition(t, "......./......./......./......./......./..bw.../wb..... w 12 - -")
	if a.Hash() != b.Hash() {
		t.Fatalf("the hash now has the ply; the table key need not add it")
	}
	if key(&a) == key(&b) {
		t.Errorf("key is the same at plies 10 and 12")
	}
}

// The options' defaults and limits.
func TestNewEngineOptions(t *testing.T) {
	type got struct {
		Timed   bool
		Clock   time.Duration
		Entries int
	}
	tests := []struct {
		opts Options
		want got
	}{
		{Options{}, got{true, 30 * time.Second, 1 << 18}},
		{Options{Depth: 3}, got{false, 30 * time.Second, 1 << 18}},
		{Options{Nodes: 1000, TableBits: 3}, got{false, 30 * time.Second, 1 << 10}},
		{Options{Depth: 3, Clock: time.Second, TableBits: 12}, got{true, time.Second, 1 << 12}},
	}
	for _, tt := range tests {
		e := NewEngine(tt.opts)
		if diff := cmp.Diff(tt.want, got{e.timed, e.clock, len(e.tt)}); diff != "" {
			t.Errorf("NewEngine(%+v) (-want +got):\n%s", tt.opts, diff)
		}
	}
	// Too large a table is cut down to 2^26 entries (1 GB).
	if got := tableBits(40); got != 26 {
		t.Errorf("tableBits(40) = %d, want 26", got)
	}
}

// When a ply's moves overflow the move stack, Moves puts them on the heap
// and the search goes on there: with a tiny stack the engine finds what it
// finds with the full one.
func TestSearchBeyondTheMoveStack(t *testing.T) {
	for _, p := range samplePositions(12) {
		full := NewEngine(Options{Depth: 3, TableBits: 10})
		tiny := NewEngine(Options{Depth: 3, TableBits: 10})
		tiny.moves, tiny.keys = tiny.moves[:40], tiny.keys[:40]
		full.noTable, tiny.noTable = true, true
		if a, b := full.Best(p), tiny.Best(p); a != b || full.Info().Score != tiny.Info().Score {
			t.Errorf("%v: %v scoring %d with the full stack, %v scoring %d with a tiny one",
				p, a, full.Info().Score, b, tiny.Info().Score)
		}
	}
}

// The evaluation counts pieces and mobility, and in the last plies before
// the limit, what a tie would score.
func TestEvaluate(t *testing.T) {
	// White has 9 pieces, Black 3: a tie would score 4-0.
	const board = "bbb..../......./......./......./www..../wwwwww./......."
	tests := []struct {
		ply  int
		n    int
		want int
	}{
		{100, 20, 6*pieceValue + 20*mobility},
		{178, 20, 6*pieceValue + 20*mobility},
		{180, 20, (4-0)*pointValue + 6*endPiece + 20*mobility},
		{198, 5, (4-0)*pointValue + 6*endPiece + 5*mobility},
	}
	e := NewEngine(Options{Depth: 1, TableBits: 10})
	for _, tt := range tests {
		p := mustPosition(t, fmt.Sprintf("%s w %d - -", board, tt.ply))
		if got := e.evaluate(&p, tt.n); got != tt.want {
			t.Errorf("ply %d, %d moves: evaluate = %d, want %d", tt.ply, tt.n, got, tt.want)
		}
		// Black, six pieces down, a ply later.
		q := mustPosition(t, fmt.Sprintf("%s b %d - -", board, tt.ply+1))
		if got := e.evaluate(&q, tt.n); got >= 0 {
			t.Errorf("ply %d: Black, six pieces down, evaluates to %d", tt.ply+1, got)
		}
	}
}
