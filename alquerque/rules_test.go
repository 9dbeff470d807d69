package alquerque

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// One test per rule of the rule page and of RULINGS.md, named after it.
// Positions are written in the package's notation, rank 7 first.

// mustParse reads text with parse, one of the package's Parse functions,
// failing the test if it is refused.
func mustParse[T any](t testing.TB, parse func(string) (T, error), text string) T {
	t.Helper()
	v, err := parse(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return v
}

func mustPosition(t testing.TB, s string) Position { t.Helper(); return mustParse(t, ParsePosition, s) }

func moveStrings(p Position) []string {
	var out []string
	for _, m := range p.Moves(nil) {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

func mustPlay(t *testing.T, p *Position, moves ...string) {
	t.Helper()
	for _, s := range moves {
		if err := p.Play(mustParse(t, ParseMove, s)); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
	}
}

// wantEnd checks that the game in p is over by e, and that Winner says
// winner, or -1 for no winner.
func wantEnd(t *testing.T, p Position, e End, winner int) {
	t.Helper()
	if got := p.End(); got != e {
		t.Errorf("End() = %v, want %v", got, e)
	}
	if !p.Over() {
		t.Errorf("Over() = false, want true")
	}
	if got, ok := p.Winner(); got != winner || ok != (winner >= 0) {
		t.Errorf("Winner() = %d, %v, want %d, %v", got, ok, winner, winner >= 0)
	}
}

// wantRefused plays s on a copy of p and checks that it is refused for rule,
// with a message holding every one of wants.
func wantRefused(t *testing.T, p Position, s string, rule Rule, wants ...string) {
	t.Helper()
	m, err := ParseMove(s)
	if err == nil {
		before := p
		err = p.Play(m)
		if p != before {
			t.Errorf("refused move %s changed the position", s)
		}
	}
	var me *MoveError
	if !errors.As(err, &me) {
		t.Fatalf("move %s: got error %v, want a *MoveError", s, err)
	}
	if me.Rule != rule {
		t.Errorf("move %s: rule %q, want %q (%v)", s, me.Rule, rule, err)
	}
	for _, w := range wants {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("move %s: error %q does not say %q", s, err, w)
		}
	}
}

func TestRulePointsAreNamedA1ToG7FromWhitesSide(t *testing.T) {
	for _, tc := range []struct {
		name       string
		file, rank int
	}{{"a1", 0, 0}, {"g1", 6, 0}, {"a7", 0, 6}, {"g7", 6, 6}, {"d4", 3, 3}, {"c3", 2, 2}} {
		s, err := ParseSquare(tc.name)
		if err != nil || s.File() != tc.file || s.Rank() != tc.rank || s.String() != tc.name {
			t.Errorf("%s: got %v (file %d rank %d), err %v", tc.name, s, s.File(), s.Rank(), err)
		}
	}
	// White's pieces fill rank 1: a1 is White's.
	p := Start()
	if c, ok := p.At(SquareAt(0, 0)); !ok || c != White {
		t.Errorf("a1 holds %v %v, want a white piece", c, ok)
	}
}

func TestRuleEveryPointIsJoinedOrthogonally(t *testing.T) {
	for s := Square(0); s < NumSquares; s++ {
		for _, d := range []int{north, east, south, west} {
			f, r := s.File()+dFile[d], s.Rank()+dRank[d]
			if got := step[s][d] != noSquare; got != onBoard(f, r) {
				t.Errorf("%s direction %d: line %v, want %v", s, d, got, onBoard(f, r))
			}
		}
	}
}

func TestRuleDiagonalsRunOnlyThroughEvenPoints(t *testing.T) {
	// a1, c1, b2, d4 have diagonals; b1, a2, c2 have none.
	for _, tc := range []struct {
		move string
		ok   bool
	}{{"a1-b2", true}, {"c1-b2", true}, {"b2-a1", true}, {"d4-e5", true}, {"d4-c3", true},
		{"b1-a2", false}, {"b1-c2", false}, {"a2-b3", false}, {"c2-d3", false}} {
		_, err := ParseMove(tc.move)
		if (err == nil) != tc.ok {
			t.Errorf("ParseMove(%q): err %v, want ok=%v", tc.move, err, tc.ok)
		}
	}
	_, err := ParseMove("b1-c2")
	if err == nil || !strings.Contains(err.Error(), "no diagonal line runs through b1") {
		t.Errorf("b1-c2: %v", err)
	}
}

func TestRuleStartHas24EachWithD4Empty(t *testing.T) {
	p := Start()
	want := "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 - -"
	if got := p.String(); got != want {
		t.Errorf("start:\n got %s\nwant %s", got, want)
	}
	if p.Pieces(White).Count() != 24 || p.Pieces(Black).Count() != 24 {
		t.Errorf("pieces: %d white, %d black", p.Pieces(White).Count(), p.Pieces(Black).Count())
	}
	if _, ok := p.At(SquareAt(3, 3)); ok {
		t.Error("d4 is not empty")
	}
}

func TestRuleWhiteMovesFirstOntoD4(t *testing.T) {
	p := Start()
	if p.Side() != White {
		t.Fatalf("%v to move first", p.Side())
	}
	want := []string{"c3-d4", "d3-d4", "e3-d4", "e4-d4"}
	if diff := cmp.Diff(want, moveStrings(p)); diff != "" {
		t.Errorf("first moves (-want +got):\n%s", diff)
	}
}

func TestRuleNormalMoveIsOneStepToAnEmptyNeighbour(t *testing.T) {
	p := mustPosition(t, "b....../......./......./......./..w..../..w..../....... w 10 - -")
	wantRefused(t, p, "c2-c3", RuleEmptyLanding, "c3 is occupied")
	wantRefused(t, p, "a7-a6", RuleOwnPiece, "a7 holds a black piece")
	wantRefused(t, p, "d3-d4", RuleOwnPiece, "d3 is empty")
	if _, err := ParseMove("c3-c5"); err == nil || !strings.Contains(err.Error(), "c5 is not next to c3") {
		t.Errorf("c3-c5: %v", err)
	}
	mustPlay(t, &p, "c3-b3")
}

func TestRuleCaptureNotationListsEveryLandingPoint(t *testing.T) {
	// White on e5 takes d4 and d2: e5*c3*e1.
	p := mustPosition(t, "......./......./....w../...b.../......./...b.../......b w 10 - -")
	if diff := cmp.Diff([]string{"e5*c3*e1"}, moveStrings(p)); diff != "" {
		t.Fatalf("moves (-want +got):\n%s", diff)
	}
	m := p.Moves(nil)[0]
	if got := m.Path(nil); !slices.Equal(got, []Square{SquareAt(2, 2), SquareAt(4, 0)}) {
		t.Errorf("path %v", got)
	}
	if got, want := m.Captured(), SquareAt(3, 3).Bit()|SquareAt(3, 1).Bit(); got != want {
		t.Errorf("captured %v, want %v", got, want)
	}
}

func TestRuleHopJumpsAnAdjacentEnemyToThePointRightBehind(t *testing.T) {
	// White c3 next to black d4 (e5 empty), white c4 (c5 empty), and d3 empty.
	p := mustPosition(t, "......./......./......./..wbw../..w..../......./......b w 10 - -")
	if diff := cmp.Diff([]string{"c3*e5"}, moveStrings(p)); diff != "" {
		t.Fatalf("moves (-want +got):\n%s", diff)
	}
	wantRefused(t, p, "c3*c5", RuleJumpEnemy, "jumps c4, which holds a white piece")
	wantRefused(t, p, "c3*e3", RuleJumpEnemy, "jumps d3, which is empty")
	q := mustPosition(t, "......./......./....b../...b.../..w..../......./......b w 10 - -")
	wantRefused(t, q, "c3*e5", RuleEmptyLanding, "lands on e5, which is occupied")
}

func TestRuleDirectionMayChangeBetweenHops(t *testing.T) {
	// a1 north over a2, then east over b3, then diagonally over d4.
	p := mustPosition(t, "......./......./......./...b.../.b...../b....../w.....b w 10 - -")
	if diff := cmp.Diff([]string{"a1*a3*c3*e5"}, moveStrings(p)); diff != "" {
		t.Errorf("moves (-want +got):\n%s", diff)
	}
}

func TestRuleCaptureIsCompulsory(t *testing.T) {
	p := mustPosition(t, "......./......./......./...b.../..w..../......./w...... w 10 - -")
	if diff := cmp.Diff([]string{"c3*e5"}, moveStrings(p)); diff != "" {
		t.Fatalf("moves (-want +got):\n%s", diff)
	}
	// The jury named the square after which '*' was expected.
	wantRefused(t, p, "c3-c4", RuleCaptureCompulsory, "'*' was expected after c3", "take d4", "jumping to e5")
	wantRefused(t, p, "a1-a2", RuleCaptureCompulsory, "a1 cannot capture", "{c3}")
}

func TestRuleCaptureIsCompulsoryAfterACapture(t *testing.T) {
	// From a real game: after a4*a6 the capture a6*a4 was compulsory, and a
	// normal move was judged illegal.
	p := mustPosition(t, "......./......./b....../wb...../......./......./....... w 10 - -")
	mustPlay(t, &p, "a4*a6", "b4-a5")
	wantRefused(t, p, "a6-a7", RuleCaptureCompulsory, "'*' was expected after a6")
	mustPlay(t, &p, "a6*a4")
}

func TestRuleChainMustContinueWhileItCanHop(t *testing.T) {
	p := mustPosition(t, "......./......./......./b....../......./b....../w.....b w 10 - -")
	wantRefused(t, p, "a1*a3", RuleChainContinues, "must go on from a3 to a5, taking a4")
	mustPlay(t, &p, "a1*a3*a5")
}

func TestRuleFreeChoiceAmongCaptures(t *testing.T) {
	// c3*c5*c7 takes two pieces, c3*e3 one; there is no longest-chain rule.
	p := mustPosition(t, "......./..b..../......./..b..../..wb.../......./......b w 10 - -")
	if diff := cmp.Diff([]string{"c3*c5*c7", "c3*e3"}, moveStrings(p)); diff != "" {
		t.Fatalf("moves (-want +got):\n%s", diff)
	}
	mustPlay(t, &p, "c3*e3")
}

func TestRuleCapturedPieceLeavesAtOnce(t *testing.T) {
	// A loop a1-a3-c3-c1-a1 around four black pieces. Back on a1 the chain
	// would jump a2 again if it were still there; it ends instead.
	p := mustPosition(t, "......b/......./......./......./.b...../b.b..../wb..... w 10 - -")
	got := moveStrings(p)
	want := []string{"a1*a3*c3*c1*a1", "a1*c1*c3*a3*a1"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("moves (-want +got):\n%s", diff)
	}
	mustPlay(t, &p, "a1*a3*c3*c1*a1")
	if p.Pieces(Black).Count() != 1 {
		t.Errorf("black has %d pieces, want 1", p.Pieces(Black).Count())
	}
	// The chain ended where it began: the piece is back on a1.
	if c, ok := p.At(SquareAt(0, 0)); !ok || c != White || p.Pieces(White).Count() != 1 {
		t.Errorf("after the loop: %s", p)
	}
	if _, err := ParseMove("a1*a3*a1"); err == nil || !strings.Contains(err.Error(), "jumps a2 a second time") {
		t.Errorf("a1*a3*a1: %v", err)
	}
}

func TestRuleLandingPointIsNeverAJumpedPoint(t *testing.T) {
	// RULINGS.md 2.6 lets a later hop land on a taken piece's point. On
	// this board that never happens: a hop moves two points along a line, so
	// landing points keep the parity of file and rank, while every jumped
	// point differs in at least one of them.
	for s := Square(0); s < NumSquares; s++ {
		for _, h := range jumps[s] {
			if h.to.File()%2 != s.File()%2 || h.to.Rank()%2 != s.Rank()%2 {
				t.Errorf("hop %s*%s changes parity", s, h.to)
			}
			if h.over.File()%2 == s.File()%2 && h.over.Rank()%2 == s.Rank()%2 {
				t.Errorf("hop %s*%s jumps %s of the landing class", s, h.to, h.over)
			}
		}
	}
}

func TestRuleDifferentPathsAreDifferentMoves(t *testing.T) {
	// Same start, end and captured pieces, two paths: both listed, once each.
	p := mustPosition(t, "......b/......./......./......./.b...../b.b..../wb..... w 10 - -")
	ms := p.Moves(nil)
	if len(ms) != 2 || ms[0] == ms[1] || ms[0].Captured() != ms[1].Captured() || ms[0].To() != ms[1].To() {
		t.Fatalf("moves %v", ms)
	}
	for _, m := range ms {
		q := p
		if err := q.Play(m); err != nil {
			t.Errorf("%s: %v", m, err)
		}
	}
}

func TestRuleNoMoveBack(t *testing.T) {
	p := mustPosition(t, "......b/......./......./......./......./w....../w...... w 0 - -")
	mustPlay(t, &p, "a2-a3", "g7-g6")
	if slices.Contains(moveStrings(p), "a3-a2") {
		t.Errorf("a3-a2 listed after a2-a3: %v", moveStrings(p))
	}
	wantRefused(t, p, "a3-a2", RuleNoMoveBack, "reverses white's previous move a2-a3")
	// Another piece may go where the mover came from.
	mustPlay(t, &p, "a1-a2", "g6-f6")
	// The restriction is only on the very next move: a3-a2 was forbidden,
	// now a2-a1 is, and a3 may step anywhere.
	wantRefused(t, p, "a2-a1", RuleNoMoveBack, "a1-a2")
	mustPlay(t, &p, "a3-a4")
}

func TestRuleNoMoveBackIsPerPlayer(t *testing.T) {
	// Each side keeps its own forbidden reverse, across the other's moves.
	p := mustPosition(t, "......b/......./......./......./......./w....../....... w 0 - -")
	mustPlay(t, &p, "a2-a3", "g7-g6", "a3-a4")
	wantRefused(t, p, "g6-g7", RuleNoMoveBack, "reverses black's previous move g7-g6")
	for c, want := range map[Color]string{White: "a4-a3", Black: "g6-g7"} {
		if m, ok := p.Forbidden(c); !ok || m.String() != want {
			t.Errorf("Forbidden(%v) = %v, %v; want %s", c, m, ok, want)
		}
	}
	mustPlay(t, &p, "g6-f6", "a4-a5")
}

func TestRuleNoMoveBackOnlyAfterANormalMove(t *testing.T) {
	// White's a2-a3 forbids a3-a2 only until White's next move: after the
	// capture c1*c3 White's previous move is no normal move, and a3-a2 is free.
	p := mustPosition(t, "......b/......./......./......./..b..../w....../..w.... w 0 - -")
	mustPlay(t, &p, "a2-a3", "c3-c2", "c1*c3", "g7-g6")
	if _, ok := p.Forbidden(White); ok {
		t.Error("a capture left a forbidden move")
	}
	mustPlay(t, &p, "a3-a2")
}

func TestRuleNoMoveBackNeverRestrictsCaptures(t *testing.T) {
	// White's previous move was a2-a3, Black has moved onto a2: the capture
	// a3*a1 goes back the way White came, and is compulsory.
	p := mustPosition(t, "......b/......./......./......./w....../b....../....... w 2 a2-a3 b2-a2")
	if diff := cmp.Diff([]string{"a3*a1"}, moveStrings(p)); diff != "" {
		t.Fatalf("moves (-want +got):\n%s", diff)
	}
	mustPlay(t, &p, "a3*a1")
}

func TestRuleNoLegalMoveLoses(t *testing.T) {
	// a1 is hemmed in and every hop lands on a piece.
	p := mustPosition(t, "......./......./......./......./b.b..../bb...../wbb.... w 10 - -")
	if n := len(p.Moves(nil)); n != 0 {
		t.Fatalf("%d moves, want none", n)
	}
	wantEnd(t, p, NoLegalMove, int(Black))
	if got := p.Score(); got != [2]int{0, 12} {
		t.Errorf("score %v, want 0-12", got)
	}
}

func TestRuleOnlyTheForbiddenReverseLeftLoses(t *testing.T) {
	// White's one piece on a3 came from a2; every other way is blocked.
	p := mustPosition(t, "......./......./b.b..../bb...../wbb..../.b...../..b.... w 2 a2-a3 -")
	if n := len(p.Moves(nil)); n != 0 {
		t.Fatalf("moves %v, want none", moveStrings(p))
	}
	wantEnd(t, p, NoLegalMove, int(Black))
	wantRefused(t, p, "a3-a2", RuleGameOver, "game is over")
}

func TestRuleTakingTheLastPieceWinsAtOnce(t *testing.T) {
	p := mustPosition(t, "......./......./......./...b.../..w..../......./w...... w 10 - -")
	mustPlay(t, &p, "c3*e5")
	wantEnd(t, p, AllCaptured, int(White))
	if got := p.Score(); got != [2]int{12, 0} {
		t.Errorf("score %v, want 12-0", got)
	}
	if n := len(p.Moves(nil)); n != 0 {
		t.Errorf("%d moves after the game ended", n)
	}
}

func TestRuleTakingTheLastPieceWinsEvenOnTheLastMove(t *testing.T) {
	// Black's 100th move takes White's last piece: a win, not a tie.
	p := mustPosition(t, "......./......./......./...b.../..w..../......./....... b 199 - -")
	mustPlay(t, &p, "d4*b2")
	wantEnd(t, p, AllCaptured, int(Black))
}

func TestRuleTieAfter100MovesEach(t *testing.T) {
	p := mustPosition(t, "......b/......./......./......./......./......./w...... b 199 - -")
	mustPlay(t, &p, "g7-g6")
	if p.Ply() != MaxPlies {
		t.Fatalf("ply %d", p.Ply())
	}
	// One piece each: the tie scores 6-6, so nobody is the winner.
	wantEnd(t, p, MoveLimit, -1)
	if n := len(p.Moves(nil)); n != 0 {
		t.Errorf("%d moves after 200 plies", n)
	}
	wantRefused(t, p, "a1-a2", RuleGameOver, "tie")
}

func TestRuleBlackBlockingWhiteOnTheLastMoveIsATie(t *testing.T) {
	// Black's 100th move c2-b2 fills White's last way out; the game is a tie
	// all the same.
	p := mustPosition(t, "......./......./......./......./b.b..../b.b..../wbb.... b 199 - -")
	mustPlay(t, &p, "c2-b2")
	q := p
	q.ply = 150 // the same board earlier in the game would be a win for Black
	if e := q.End(); e != NoLegalMove || q.Side() != White {
		t.Fatalf("the board does not block White: %v", e)
	}
	// A tie by the rules, with no winner, in which Black's six pieces
	// against White's one score 1-6.
	wantEnd(t, p, MoveLimit, -1)
}

func TestRuleWhiteBlockingBlackOnItsLastMoveWins(t *testing.T) {
	// White's 100th move blocks Black, who then cannot move at its turn.
	p := mustPosition(t, "......./......./......./......./w.w..../w.w..../bww.... w 198 - -")
	mustPlay(t, &p, "c2-b2")
	wantEnd(t, p, NoLegalMove, int(White))
}

func TestRuleTieScoreIsSevenMinusOpponentPiecesLeft(t *testing.T) {
	for _, tc := range []struct {
		name string
		pos  string
		want [2]int
	}{
		// The rule page's example: White 3 pieces, Black 1: 6-4.
		{"rule page example", "......./......./......./......b/......./......./www.... w 200 - -", [2]int{6, 4}},
		{"equal", "......./......./......./....bbb/......./......./www.... w 200 - -", [2]int{4, 4}},
		// Never below zero: 9 black pieces leave White 7-9 = -2, so 0.
		{"floored at zero", "......./......./..bbbbb/....bbb/b....../......./w...... w 200 - -", [2]int{0, 6}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := mustPosition(t, tc.pos)
			if got := p.Score(); got != tc.want {
				t.Errorf("score %v, want %v", got, tc.want)
			}
			// A tie has no winner, whatever its scores.
			wantEnd(t, p, MoveLimit, -1)
		})
	}
}

func TestRuleScoreIsZeroWhileInPlay(t *testing.T) {
	p := Start()
	if got := p.Score(); got != [2]int{} {
		t.Errorf("score %v in play", got)
	}
	if e, over := p.End(), p.Over(); e != NotOver || over {
		t.Errorf("End() = %v, Over() = %v at the start", e, over)
	}
	if w, ok := p.Winner(); ok || w != -1 {
		t.Errorf("Winner() = %d, %v at the start, want -1, false", w, ok)
	}
}

func TestRuleNoMoveBackIsForgottenWhenThePieceIsTaken(t *testing.T) {
	// White's c3-d4 forbids d4-c3, but Black takes the piece on d4: nothing
	// is forbidden any more, and the position reads back from its notation.
	p := Start()
	mustPlay(t, &p, "c3-d4", "e5*c3")
	if m, ok := p.Forbidden(White); ok {
		t.Errorf("Forbidden(white) = %v after its piece was taken", m)
	}
	q, err := ParsePosition(p.String())
	if err != nil || q != p {
		t.Errorf("ParsePosition(%q) = %v, %v", p.String(), q, err)
	}
}
