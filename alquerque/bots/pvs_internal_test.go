package bots

import (
	"context"
	"testing"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/internal/gametest"
	"github.com/contestgames/games/internal/race"
	"github.com/contestgames/games/protocol"
)

// Below the depth where late moves are reduced and aspiration windows
// start, the principal variation search is exact: with the table off it
// finds the minimax value of its own evaluation.
func TestPVSMatchesMinimax(t *testing.T) {
	depth := lmrDepth
	if race.Enabled {
		depth = 2
	}
	for _, p := range minimaxPositions() {
		checkMinimax(t, NewEngine(Options{PVS: true, Depth: depth, TableBits: 10, Seed: 5}), p, depth)
	}
}

// Both engines take a win in one at once, rather than a piece, and stop
// deepening once they have seen it.
func TestEnginesTakeTheWinAtOnce(t *testing.T) {
	p := mustPosition(t, "......./......./......./......./......./..bw.../wb..... w 0 - -")
	for _, opts := range []Options{{Depth: 6, TableBits: 10}, {PVS: true, Depth: 6, TableBits: 10}, {PVS: true, Nodes: 5000, TableBits: 10}} {
		e := NewEngine(opts)
		if got := e.Best(p).String(); got != "a1*c1*c3" {
			t.Errorf("%+v: Best = %s, want a1*c1*c3", opts, got)
		}
		if info := e.Info(); info.Score != mateScore-1 || info.Depth != 1 {
			t.Errorf("%+v: Info = %+v, want the score %d found at depth 1", opts, info, mateScore-1)
		}
	}
}

// steps counts the normal moves of the side to move, as Moves lists them
// when no capture is due, less the one the no-move-back rule forbids.
func TestStepsCountNormalMoves(t *testing.T) {
	checked := 0
	for _, p := range samplePositions(200) {
		moves := p.Moves(nil)
		if len(moves) == 0 || moves[0].IsCapture() {
			continue
		}
		c := p.Side()
		own, opp := p.Pieces(c), p.Pieces(c.Other())
		empty := alquerque.AllSquares &^ (own | opp)
		want := len(moves)
		if m, ok := p.Forbidden(c); ok && empty.Has(m.To()) {
			want++
		}
		if got := steps(own, empty); got != want {
			t.Errorf("%v: steps = %d, want %d", p, got, want)
		}
		checked++
	}
	if checked < 50 {
		t.Errorf("only %d positions without a capture", checked)
	}
}

// threatened finds exactly the pieces that the side to move can take with
// the first hop of a capture.
func TestThreatenedIsTheFirstHop(t *testing.T) {
	checked := 0
	for _, p := range samplePositions(400) {
		c := p.Side()
		own, opp := p.Pieces(c), p.Pieces(c.Other())
		empty := alquerque.AllSquares &^ (own | opp)
		var want alquerque.Squares
		for _, m := range p.Moves(nil) {
			if !m.IsCapture() {
				break
			}
			to := m.Path(nil)[0]
			from := m.From()
			want |= alquerque.SquareAt((from.File()+to.File())/2, (from.Rank()+to.Rank())/2).Bit()
		}
		if got := threatened(own, opp, empty); got != want {
			t.Errorf("%v: threatened = %v, want %v", p, got, want)
		}
		if want != 0 {
			checked++
		}
	}
	if checked < 20 {
		t.Errorf("only %d positions with a capture", checked)
	}
}

// openLines counts what a walk over the board finds: for each piece and
// each of its lines, both ways, whether the point on one side is empty and
// the point on the other on the board and not of the piece's side; the
// opponent's pieces count for, the mover's against.
func TestOpenLinesWalksTheBoard(t *testing.T) {
	df := [8]int{0, 1, 1, 1, 0, -1, -1, -1}
	dr := [8]int{1, 1, 0, -1, -1, -1, 0, 1}
	on := func(f, r int) bool { return f >= 0 && f < 7 && r >= 0 && r < 7 }
	walk := func(pieces, empty alquerque.Squares) int {
		n := 0
		for s := range alquerque.Square(alquerque.NumSquares) {
			if !pieces.Has(s) {
				continue
			}
			for d := range 8 {
				if d%2 == 1 && !s.HasDiagonals() {
					continue
				}
				f, r := s.File()+df[d], s.Rank()+dr[d] // the empty side
				g, q := s.File()-df[d], s.Rank()-dr[d] // the side a jumper comes from
				if on(f, r) && on(g, q) && empty.Has(alquerque.SquareAt(f, r)) && !pieces.Has(alquerque.SquareAt(g, q)) {
					n++
				}
			}
		}
		return n
	}
	for _, p := range samplePositions(200) {
		c := p.Side()
		own, opp := p.Pieces(c), p.Pieces(c.Other())
		empty := alquerque.AllSquares &^ (own | opp)
		if got, want := openLines(own, opp, empty), walk(opp, empty)-walk(own, empty); got != want {
			t.Errorf("%v: openLines = %d, want %d", p, got, want)
		}
	}
}

// The PVS evaluation: pieces, both sides' normal moves, a penalty for the
// mover's pieces that the opponent could take, the lines along which
// pieces could be jumped, the pieces on the board for the root's side,
// trades and the opponent's moves when the root's side leads, and the tie
// score near the limit. In the first
// position White's c1 can be jumped along rank 1 both ways, and a1 in a
// corner along no line; in the others Black's c3 (and e3) along its 3
// lines but the file, which c4 closes, both ways, c4 (and e4) along its
// rank, and White's c2 (and e2) along its rank and down the file.
func TestEvaluatePVS(t *testing.T) {
	w := pvsWeights
	tests := []struct {
		name string
		pos  string
		want int
		// The leading side, and what it adds when it is the side searched
		// for: trade times its lead times the pieces off the board, and
		// hunt times (4 a piece of its opponent less the opponent's normal
		// moves).
		leader   alquerque.Color
		leadTerm int
	}{
		// White: a1 (steps a2, b1, b2) and c1 (b1, c2, d1, b2, d2); Black:
		// g7 (f7, g6, f6).
		{"two against one, free", "......b/......./......./......./......./......./w.w.... w 10 - -",
			pieceValue + w.step*(8-3) - 2*w.open,
			alquerque.White, w.trade*1*45 + w.hunt*(4-3)},
		// Black's c3, backed by c4, can jump White's c2 to c1; White's a1
		// and c2 have 3 steps each, Black's c3 6 and c4 3.
		{"one piece hangs", "......./......./......./..b..../..b..../..w..../w...... w 10 - -",
			w.step*(6-9) - w.hangOne + (8-3)*w.open, alquerque.White, 0}, // even: no lead
		// The same again on the e file: e3 can jump e2 to e1. Black leads,
		// and White has 9 normal moves.
		{"two pieces hang", "......./......./......./..b.b../..b.b../..w.w../w...... w 10 - -",
			-pieceValue + w.step*(9-18) - w.hangMore + (16-6)*w.open,
			alquerque.Black, w.trade*1*41 + w.hunt*(12-9)},
		// Near the limit, the tie: White would score 7-1, Black 7-2.
		{"the tie score near the limit", "......b/......./......./......./......./......./w.w.... w 180 - -",
			(6-5)*pointValue + endPiece + w.step*(8-3) - 2*w.open,
			alquerque.White, w.trade*1*45 + w.hunt*(4-3)},
	}
	e := NewEngine(Options{PVS: true, Depth: 1, TableBits: 10})
	for _, tt := range tests {
		p := mustPosition(t, tt.pos)
		// The side to move at the root likes pieces on the board, and when
		// it leads, trades and a hemmed-in opponent; the scores of its
		// opponent are the negation of the root's.
		pieces := (p.Pieces(alquerque.White) | p.Pieces(alquerque.Black)).Count()
		for _, root := range []alquerque.Color{alquerque.White, alquerque.Black} {
			e.rootSide = root
			r := w.keep * pieces
			if root == tt.leader {
				r += tt.leadTerm
			}
			want := tt.want + r
			if root != p.Side() {
				want = tt.want - r
			}
			if got := e.evaluatePVS(&p, p.CountMoves()); got != want {
				t.Errorf("%s, %v at the root: evaluatePVS = %d, want %d", tt.name, root, got, want)
			}
		}
	}
}

// Two positions whose keys share a bucket both stay in the table, and the
// same position is stored over itself.
func TestTableBuckets(t *testing.T) {
	e := NewEngine(Options{PVS: true, Depth: 1, TableBits: 10})
	ps := samplePositions(64)
	var a, b alquerque.Position
	found := false
	for i := range ps {
		for j := range i {
			if key(&ps[i])&e.ttMask&^1 == key(&ps[j])&e.ttMask&^1 {
				a, b, found = ps[i], ps[j], true
			}
		}
	}
	if !found {
		t.Skip("no two sample positions share a bucket")
	}
	e.store(e.tableKey(&a), 0, 5, 11, boundExact, 1)
	e.store(e.tableKey(&b), 0, 3, 22, boundExact, 2)
	e.store(e.tableKey(&b), 0, 4, 33, boundExact, 3)
	for _, tt := range []struct {
		p     alquerque.Position
		score int
		move  int
	}{{a, 11, 0}, {b, 33, 2}} {
		packed, move := e.probe(e.tableKey(&tt.p), 0, 0)
		if s, _ := unpack(packed); packed == noScore || s != tt.score || move != tt.move {
			t.Errorf("%v: probe = %d (score %d), move %d; want %d, %d", tt.p, packed, s, move, tt.score, tt.move)
		}
	}
}

// The PVS clock plans 85% of the game's time over at most 30 moves.
func TestPVSBudget(t *testing.T) {
	const s, ms = time.Second, time.Millisecond
	tests := []struct {
		name       string
		used       time.Duration
		ply        int
		moveTime   time.Duration
		soft, hard time.Duration
	}{
		{"first move: 25.5 s over 30 moves", 0, 0, 3 * s, 850 * ms, 2550 * ms},
		{"the move cap holds", 0, 0, 2 * s, 850 * ms, 2 * s},
		{"last moves share what is left", 20 * s, 190, 3 * s, 1100 * ms, 1375 * ms},
		{"out of time: answer at once", 26 * s, 100, 3 * s, 0, ms},
	}
	for _, tt := range tests {
		soft, hard := budget(30*s, tt.used, tt.ply, tt.moveTime, pvsClock, pvsMovesMost)
		if soft != tt.soft || hard != tt.hard {
			t.Errorf("%s: budget(30s, %v, %d, %v, pvsClock, pvsMovesMost) = %v, %v; want %v, %v",
				tt.name, tt.used, tt.ply, tt.moveTime, soft, hard, tt.soft, tt.hard)
		}
	}
}

// Under the clock the PVS bot never loses on time: the built-in
// pvs-clock, planning for the contest's 30 seconds until the match tells
// it its clock (games.ClockedBot), plays a whole game against "search" on
// a clock of 2 seconds without a timeout, and the engine's account stays
// inside it.
func TestPVSKeepsToTheClock(t *testing.T) {
	const clock = 2 * time.Second
	white := newSearchBot("pvs-clock")(1).(*Search)
	black := NewSearch(Options{Nodes: 2000, TableBits: 12})
	ref, err := alquerque.NewReferee(alquerque.RandomSetup(0))
	if err != nil {
		t.Fatal(err)
	}
	rules := alquerque.DefaultClock()
	rules.Total = clock
	m := protocol.Match{Referee: ref, Players: []protocol.Player{protocol.NewBot(white), protocol.NewBot(black)}, Clock: &rules}
	res, err := m.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if res.Fault != nil && res.Fault.Player == 0 {
		t.Fatalf("pvs failed: %+v", res)
	}
	if used := white.engine.Used(); used > clock {
		t.Errorf("pvs used %v of a %v clock", used, clock)
	}
	t.Logf("%v, %s; pvs used %v of %v", res.Scores, res.Reason, white.engine.Used(), clock)
}

var _ games.Bot = (*Search)(nil)

// SetClock scales an engine on the clock to the match's time rules: a
// tenth of the contest's 30 seconds gives a tenth of its clock and of its
// cap on a move; a per-turn limit keeps the cap under half of it; a
// longer clock changes nothing; told twice, the engine plans for the
// last rules (before, when set, is told first); and an engine with a
// budget of nodes has no clock to scale.
func TestSetClockScalesTheEngine(t *testing.T) {
	pvsClock, _ := searchOptions("pvs-clock", 1)
	pvs, _ := searchOptions("pvs", 1)
	tenth := games.Clock{Total: 3 * time.Second}
	for _, tc := range []struct {
		name            string
		opts            Options
		before, match   games.Clock
		clock, moveTime time.Duration
	}{
		{"a tenth", pvsClock, games.Clock{}, tenth, 3 * time.Second, 300 * time.Millisecond},
		{"per turn", pvsClock, games.Clock{}, games.Clock{Total: 30 * time.Second, PerTurn: 200 * time.Millisecond}, 30 * time.Second, 100 * time.Millisecond},
		{"longer", pvsClock, games.Clock{}, games.Clock{Total: time.Minute}, 30 * time.Second, 3 * time.Second},
		{"no limit", pvsClock, games.Clock{}, games.Clock{}, 30 * time.Second, 3 * time.Second},
		{"told twice", pvsClock, tenth, tenth, 3 * time.Second, 300 * time.Millisecond},
		{"told a tenth, then longer", pvsClock, tenth, games.Clock{Total: time.Minute}, 30 * time.Second, 3 * time.Second},
		{"nodes", pvs, games.Clock{}, tenth, defaultClock, defaultMoveTime},
	} {
		e := NewEngine(tc.opts)
		gametest.TellClocks(e, tc.before, tc.match)
		if got, move := e.gameClock(), e.moveTime(); got != tc.clock || move != tc.moveTime {
			t.Errorf("%s: clock %v, a move %v; want %v and %v", tc.name, got, move, tc.clock, tc.moveTime)
		}
	}
}
