package amazes

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// One test per rule of the rule page and of RULINGS.md, named after it.
// The mazes are drawn by hand in the tests, in the top-left corner of the
// maze (everything else walled in), and every expected view, square, wall
// and point is worked out by hand in the comments.

// cross is a 5x3 corner: a corridor along row 2, side pockets above and
// below it, and corridors in rows 1 and 3 at both ends.
const cross = `
+-+-+-+-+-+
|   | |   |
+-+ + + +-+
|         |
+ +-+ +-+ +
|   | |   |
+-+-+-+-+-+`

// far is where blue waits in the rule tests: a walled-in square in the
// far corner, where it sees nothing and never moves.
const far = "25 25 N"

func TestRuleViewIsFourSightLinesAheadRightBehindLeftThenDistance(t *testing.T) {
	st := drawnGame(t, cross, "2 3 N", far)
	// red on r2c3 facing north. Ahead: r1c3, walls left and right (N),
	// then the top edge. Right (east): r2c4 open to the north (L, left
	// of looking east), r2c5 open to the south (R), then the wall.
	// Behind: r3c3 (N), the bottom. Left (west): r2c2 open to the north
	// (R, right of looking west), r2c1 open to the south (L), the wall.
	// blue on r25c25: 23 rows and 22 columns away, 529 + 484 = 1013.
	want := "NW\nLRW\nNW\nRLW\n1013"
	if got := st.View(st.ToMove()).String(); got != want {
		t.Errorf("view facing north:\n%s\nwant:\n%s", got, want)
	}
	// Facing west the same four lines come in another order.
	st = drawnGame(t, cross, "2 3 W", far)
	want = "RLW\nNW\nLRW\nNW\n1013"
	if got := st.View(st.ToMove()).String(); got != want {
		t.Errorf("view facing west:\n%s\nwant:\n%s", got, want)
	}
	// blue's view: walled in on all sides.
	if got := st.View(blue).String(); got != "W\nW\nW\nW\n1013" {
		t.Errorf("blue's view: %q", got)
	}
}

func TestRuleLookDiscoversSightLinesSquaresBeyondSideOpeningsAndTheirWalls(t *testing.T) {
	st := drawnGame(t, cross, "2 3 N", far)
	mustPlay(t, &st, "T") // red looks, then steps back to r3c3
	k := knowledgeOf(&st, red)
	// Seen along the lines: r1c3, r2c4, r2c5, r3c3, r2c2, r2c1. Beyond
	// their side openings: r1c4, r3c5, r1c2, r3c1. Not r1c1, r1c5,
	// r3c2, r3c4, which no line shows. Walls and openings are known
	// along the four lines and at their ends, nowhere else.
	//
	// r1c3 (walls N, E, W) and r3c3 (walls E, S, W) are dead ends,
	// though discovered already (our choice, RULINGS.md 6.3); r2c3
	// between them is not: its east and west lead on.
	wantKnowledge(t, &k, `
+?+?+-+?+?+
?.?o|D|o?.?
+-+ + + +-+
|o o o o o|
+ +-+ +-+ +
?o?.|D|.?o?
+?+?+-+?+?+`)
	// Points: 2 for the start square, 2 for each of the 10 squares
	// discovered first, 1 for the letter.
	wantPoints(t, &st, red, 2+20-1)
}

func TestRuleWalkingDiscoversSquaresButNeitherWallsNorOpenings(t *testing.T) {
	st := drawnGame(t, cross, "2 3 N", far)
	// Left (west) to r2c2, on to r2c1, left (south) to r3c1, left (east)
	// to r3c2, which no view has shown: walking discovers it (2 points),
	// but not its south wall, nor the opening walked through.
	mustPlay(t, &st, "LFLL")
	wantPose(t, &st, red, Pose{squareAt(2, 1), East})
	wantPoints(t, &st, red, 2+20+2-4)
	walked := knowledgeOf(&st, red)
	// Next turn the view from r3c2 shows its walls: it is a dead end,
	// and so, one after the other, are r3c1 (bottom and left walls, an
	// opening to a dead end) and r2c1 (top and left walls, an opening
	// to a dead end). r2c2, with one wall and one dead end beside it,
	// is not. F runs into the east wall: no step, and red, back where
	// it began, takes the extra T west to r3c1.
	mustPlay(t, &st, "F", "F")
	wantPoints(t, &st, red, 20-1)
	wantPose(t, &st, red, Pose{squareAt(2, 0), West})
	// What red knows after the walk, on the left, and after the next
	// turn's look, on the right.
	want := sideBySide(`
+?+?+-+?+?+   +?+?+-+?+?+
?.?o|D|o?.?   ?.?o|D|o?.?
+-+ + + +-+   +-+ + + +-+
|o o o o o|   |D o o o o|
+ +-+ +-+ +   + +-+ +-+ +
?o?o|D|.?o?   |D D|D|.?o?
+?+?+-+?+?+   +-+-+-+?+?+`)
	wantKnowledge(t, &walked, want[0])
	looked := knowledgeOf(&st, red)
	wantKnowledge(t, &looked, want[1])
}

func TestRuleStepIntoWallStopsTheTurnButEveryLetterIsCharged(t *testing.T) {
	st := drawnGame(t, cross, "2 3 N", far)
	// L: west to r2c2. R: north to r1c2. R would go east into the wall
	// between r1c2 and r1c3: red stays on r1c2 facing north, and the
	// F and L after it are not played. Five letters, five points.
	mustPlay(t, &st, "LRRFL")
	wantPose(t, &st, red, Pose{squareAt(0, 1), North})
	// The look: 2 + 20. The walk: r2c2 and r1c2, discovered already.
	wantPoints(t, &st, red, 2+20-5)
}

func TestRuleExtraTWhenATurnEndsWhereItBegan(t *testing.T) {
	tests := []struct {
		name, start, turn string
		want              Pose
		points            int
	}{
		// F north to r1c3, T back to r2c3: back where it began, so the
		// jury adds a T, north again to r1c3. Two letters charged.
		{"walked back", "2 3 N", "FT", Pose{squareAt(0, 2), North}, 2 + 20 - 2},
		// F into the top wall: no step; the extra T goes south to r2c3.
		{"stopped at once", "1 3 N", "F", Pose{squareAt(1, 2), South}, 2 + 8 - 1},
		// Facing south on r1c3, L runs into the east wall; the extra T
		// would go north, into the top wall, and stops there too.
		{"extra T stopped", "1 3 S", "L", Pose{squareAt(0, 2), South}, 2 + 8 - 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := drawnGame(t, cross, tc.start, far)
			mustPlay(t, &st, tc.turn)
			if got := st.Pose(red); got != tc.want {
				t.Errorf("red on %v, want %v", got, tc.want)
			}
			// From r2c3 the look shows 10 new squares (see the view
			// test); from r1c3 only r2c3 and r3c3 below it, and r2c2
			// and r2c4 beyond r2c3's side openings: 4.
			if got := st.pointsOf(red); got != tc.points {
				t.Errorf("red's points %d, want %d", got, tc.points)
			}
		})
	}
}

// row1 is a corridor along the whole of row 1.
const row1 = `
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+
|                                                 |
+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+-+`

func TestRuleStartSquaresAreDiscoveredBeforeRedsFirstTurn(t *testing.T) {
	st := drawnGame(t, row1, "1 1 E", "1 25 W")
	// Each start square is discovered by its own player, first: 2 points
	// each before anyone moves.
	for p := range 2 {
		k := knowledgeOf(&st, p)
		if got, want := k.disc, (func() (q squares) { q.Add(st.Pose(p).Square); return })(); got != want {
			t.Errorf("%v starts with %v discovered", p, got.Count())
		}
		if got := st.pointsOf(p); got != 2 {
			t.Errorf("%v starts with %d points, want 2", p, got)
		}
	}
}

func TestRuleFirstDiscoveryPointGoesToWhoeverIsCreditedFirst(t *testing.T) {
	st := drawnGame(t, row1, "1 1 E", "1 25 W")
	// red sees the 24 other squares of the row: one point each, and one
	// more for each but r1c25, which blue discovered at the start. T
	// runs into the left wall, and so does the extra T.
	mustPlay(t, &st, "T")
	wantPoints(t, &st, red, 2+24+23-1)
	// blue then sees the same row: 24 squares, all discovered by red
	// first, so one point each. F steps to r1c24.
	mustPlay(t, &st, "F")
	wantPoints(t, &st, blue, 2+24-1)
}

func TestRuleOuterEdgesOnceKnownSquaresCoverAllColumns(t *testing.T) {
	st := drawnGame(t, row1, "1 1 E", "1 25 W")
	mustPlay(t, &st, "T")
	k := knowledgeOf(&st, red)
	// Squares in all 25 columns: the left and right outer walls of all
	// 25 rows are known. The view showed the whole top edge (the walls
	// above the row and the one above red), so the bottom edge is known
	// too (opposite edge). And the row, walled above and below and at
	// both ends, is dead ends from both ends inwards.
	for r := range Size {
		for _, e := range []edge{edgeOf(squareAt(r, 0), West), edgeOf(squareAt(r, Size-1), East)} {
			if !k.walls.Has(e) {
				t.Errorf("outer wall %v not known", e)
			}
		}
	}
	if got := k.walls.Count(); got != 5*Size {
		t.Errorf("%d walls known, want 125: 25 above and 25 below row 1, 25 left, 25 right, 25 at the bottom", got)
	}
	if got := k.dead.Count(); got != Size {
		t.Errorf("%d dead ends, want the 25 squares of row 1", got)
	}
}

func TestRuleOuterEdgesOnceKnownSquaresCoverAllRows(t *testing.T) {
	// Column 1 open from top to bottom; red at the top looking south
	// sees 24 squares.
	var art strings.Builder
	art.WriteString("\n+-+\n")
	for r := range Size {
		art.WriteString("| |\n")
		if r < Size-1 {
			art.WriteString("+ +\n")
		}
	}
	art.WriteString("+-+")
	st := drawnGame(t, art.String(), "1 1 S", far)
	mustPlay(t, &st, "T")
	k := knowledgeOf(&st, red)
	for c := range Size {
		for _, e := range []edge{edgeOf(squareAt(0, c), North), edgeOf(squareAt(Size-1, c), South)} {
			if !k.walls.Has(e) {
				t.Errorf("outer wall %v not known", e)
			}
		}
	}
	// The view showed the 25 walls of the left edge, one beside each
	// square of the column: the right edge follows (opposite edge), not
	// from the columns, of which only one holds a known square.
	if k.cols != 1 {
		t.Errorf("columns with a known square: %b, want column 1 only", k.cols)
	}
	for r := range Size {
		if e := edgeOf(squareAt(r, Size-1), East); !k.walls.Has(e) {
			t.Errorf("%v not known", e)
		}
	}
}

func TestRuleKnownSquaresIncludeSquaresBehindKnownOpenings(t *testing.T) {
	// Row 1: columns 1 to 24 discovered; column 25 only known through
	// the opening from r1c24. That is all 25 columns.
	edges := "+" + strings.Repeat("?+", Size)
	k := knowledgeArt(t, edges+"\n"+strings.Repeat("?o", Size-1)+" .?\n"+edges)
	if !k.walls.Has(edgeOf(squareAt(7, 0), West)) || !k.walls.Has(edgeOf(squareAt(7, Size-1), East)) {
		t.Error("the left and right outer walls are not known")
	}
	if k.disc.Has(squareAt(0, Size-1)) {
		t.Error("r1c25 is discovered; it is only known to exist")
	}
}

func TestRuleOppositeEdge(t *testing.T) {
	// The 25 walls of the left edge are known, and nothing else: the 25
	// of the right edge follow.
	var art strings.Builder
	art.WriteString("\n+?+\n")
	for range Size {
		art.WriteString("|.?\n+?+\n")
	}
	k := knowledgeArt(t, strings.TrimSuffix(art.String(), "\n"))
	for r := range Size {
		if e := edgeOf(squareAt(r, Size-1), East); !k.walls.Has(e) {
			t.Errorf("%v not known", e)
		}
	}
	if got := k.walls.Count(); got != 2*Size {
		t.Errorf("%d walls known, want the 50 of the left and right edges", got)
	}
	// 24 walls are not enough.
	art.Reset()
	art.WriteString("\n+?+\n")
	for r := range Size {
		if r == 12 {
			art.WriteString("?.?\n+?+\n")
			continue
		}
		art.WriteString("|.?\n+?+\n")
	}
	k = knowledgeArt(t, strings.TrimSuffix(art.String(), "\n"))
	if got := k.walls.Count(); got != Size-1 {
		t.Errorf("%d walls known from 24 on the left edge, want just those 24", got)
	}
}

// An inference is a rule test on knowledge alone: the knowledge drawn on
// the left of art, and what the rules infer from it on the right.
type inference struct{ name, art string }

func wantInferred(t *testing.T, tests []inference) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pics := sideBySide(tc.art)
			k := knowledgeArt(t, pics[0])
			wantKnowledge(t, &k, pics[1])
		})
	}
}

func TestRuleDeadEnd(t *testing.T) {
	tests := []inference{
		{
			// Three known walls: a dead end, discovered without being
			// seen, and its fourth side a known opening.
			"three walls", `
+-+   +-+
|.|   |D|
+?+   + +`,
		},
		{
			// An opening to a dead end and two walls: the dead end goes
			// on, square by square.
			"one opening to a dead end and two walls", `
+-+   +-+
|.|   |D|
+?+   + +
|.|   |D|
+?+   + +
|.|   |D|
+?+   + +`,
		},
		{
			// Two openings to dead ends and a wall.
			"two openings to dead ends and one wall", `
+-+-+-+   +-+-+-+
|.?.?.|   |D D D|
+-+?+-+   +-+ +-+`,
		},
		{
			// Three openings to dead ends. r1c1 and r1c3, with two
			// walls each, stay as they are.
			"three openings to dead ends", `
+?+-+?+   +?+-+?+
?.|.|.?   ?.|D|.?
+-+?+-+   +-+ +-+
|.?.?.|   |D D D|
+-+?+-+   +-+ +-+`,
		},
		{
			// Two walls and an opening to a square that is not a dead
			// end: nothing follows.
			"two walls are not enough", `
+-+?+   +-+?+
|. .?   |. .?
+?+?+   +?+?+`,
		},
		{
			// Our choice (RULINGS.md 6.3): a discovered square is a dead
			// end just as well, and the chain goes on from it.
			"discovered squares too (choice)", `
+-+   +-+
|o|   |D|
+?+   + +
|.|   |D|
+?+   + +`,
		},
	}
	wantInferred(t, tests)
}

func TestRuleCorner(t *testing.T) {
	tests := []inference{
		{
			// Three openings meet at the point between r1c1, r1c2, r2c1
			// and r2c2: the fourth edge there is a wall.
			"three openings", `
+?+?+   +?+?+
?. .?   ?. .?
+ + +   + + +
?.?.?   ?.|.?
+?+?+   +?+?+`,
		},
		{
			"two openings are not enough", `
+?+?+   +?+?+
?. .?   ?. .?
+ +?+   + +?+
?.?.?   ?.?.?
+?+?+   +?+?+`,
		},
	}
	wantInferred(t, tests)
}

func TestRuleInferenceRepeatsUntilNothingChanges(t *testing.T) {
	// Each rule needs what the one before it found. Three openings meet
	// at the point between r1c1, r1c2, r2c1 and r2c2, so r2c1|r2c2 is a
	// wall (corner); r2c1 then has three walls (dead end); r1c1 has two
	// walls and an opening to the dead end r2c1 (dead end); so has r1c2,
	// with its opening to r1c1; and r2c2, with two walls and an opening
	// to r1c2, is one too, which makes its unknown east side an opening.
	k := knowledgeArt(t, `
+-+-+?+
|. .|.?
+ + +?+
|.?.?.?
+-+-+?+`)
	wantKnowledge(t, &k, `
+-+-+?+
|D D|.?
+ + +?+
|D|D .?
+-+-+?+`)
}

func TestRulePointsForReachingTheOpponent(t *testing.T) {
	st := drawnGame(t, row1, "1 1 E", "1 25 W")
	// 24 steps east end on blue's square: 100 points, as red has not
	// discovered all 625 squares. 2 + 47 for the look, 24 letters.
	mustPlay(t, &st, strings.Repeat("F", 24))
	wantPoints(t, &st, red, 2+47-24+100)
	// blue, sharing r1c25 with red, looks west and sees 24 squares, all
	// red's first, and steps west to r1c24, away from red.
	mustPlay(t, &st, "F")
	wantPoints(t, &st, blue, 2+24-1)
	// red, on r1c25 facing east, steps west onto blue: 100 again.
	mustPlay(t, &st, "T")
	wantPoints(t, &st, red, 125-1+100)
	if st.Over() {
		t.Error("the game ended; only sudden death ends it early")
	}
}

// walkOntoBlue plays red's turn from "1 1 E" of row1 onto blue on "1 25
// W", red having earned 300 points and discovered every square (but row
// 1, column 13, when lastOnTheWay), and checks that it is sudden death
// and red's win.
func walkOntoBlue(t *testing.T, lastOnTheWay bool) State {
	t.Helper()
	st := drawnGame(t, row1, "1 1 E", "1 25 W")
	discoverAll(&st.know[red])
	if lastOnTheWay {
		st.know[red].disc[0] &^= 1 << 12
		st.know[red].count--
	}
	st.points[red] = 300
	mustPlay(t, &st, strings.Repeat("F", 24))
	if got := st.End(); got != SuddenDeath {
		t.Fatalf("the game %v; want sudden death", got)
	}
	if w, ok := st.Winner(); !ok || w != red {
		t.Errorf("winner %v, %v; want red", w, ok)
	}
	return st
}

func TestRuleSuddenDeath(t *testing.T) {
	st := walkOntoBlue(t, false)
	// No 100 points: red's points are 300 - 24, doubled; blue's are 0.
	if got := st.Score(); got != [2]int{552, 0} {
		t.Errorf("score %v, want [552 0]", got)
	}
	if st.pointsOf(red) != 276 {
		t.Errorf("running points %d, want 276 (the doubling is the score's)", st.pointsOf(red))
	}
	if err := st.Play(Turn{n: 1}); !isRule(err, RuleGameOver) {
		t.Errorf("playing after sudden death: %v, want a MoveError of RuleGameOver", err)
	}
}

// The squares a turn walks through are credited at the end of that turn,
// before the jury looks at where it ended (RULINGS.md 5.4: a turn's
// squares, from its view and its walk alike, are credited when it ends): a
// turn that discovers the last square on its way and ends on the opponent
// is sudden death, not 100 points. The rival bots strike on this.
func TestRuleSuddenDeathCountsTheSquaresOfItsOwnTurn(t *testing.T) {
	walkOntoBlue(t, true)
}

func TestRuleScoreIsPointsClampedTo0To1000And0WhenDisqualified(t *testing.T) {
	for _, tc := range []struct {
		points [2]int32
		out    [2]bool
		want   [2]int
	}{
		{[2]int32{-5, 1001}, [2]bool{}, [2]int{0, 1000}},
		{[2]int32{0, 1000}, [2]bool{}, [2]int{0, 1000}},
		{[2]int32{437, 12}, [2]bool{false, true}, [2]int{437, 0}},
	} {
		var st State
		st.points, st.out = tc.points, tc.out
		if got := st.Score(); got != tc.want {
			t.Errorf("points %v, disqualified %v: score %v, want %v", tc.points, tc.out, got, tc.want)
		}
	}
}

func TestRuleGameEndsAfter150TurnsEach(t *testing.T) {
	st := drawnGame(t, cross, "2 3 N", far)
	for i := range 2 * MaxTurns {
		if st.Over() {
			t.Fatalf("over after %d turns", i)
		}
		mustPlay(t, &st, "T")
	}
	if st.End() != TurnLimit || st.turnsPlayed() != 300 {
		t.Errorf("after 300 turns: %v, %d played", st.End(), st.turnsPlayed())
	}
	if err := st.Play(Turn{n: 1}); !isRule(err, RuleGameOver) {
		t.Errorf("a 301st turn: %v, want a MoveError of RuleGameOver", err)
	}
}

func TestRuleTurnIs1To256LettersFromFLRT(t *testing.T) {
	for _, tc := range []struct {
		line string
		rule Rule
	}{
		{"", RuleEmptyTurn},
		{strings.Repeat("F", 257), RuleTooLong},
		{"FFx", RuleBadCharacter},
		{"F F", RuleBadCharacter},
		{"FR\r", RuleBadCharacter},
		{"f", RuleBadCharacter},
		{strings.Repeat("L", 300) + "?", RuleBadCharacter},
	} {
		_, err := ParseTurn(tc.line)
		var te *MoveError
		if !errors.As(err, &te) || te.Rule != tc.rule {
			t.Errorf("ParseTurn(%.20q): %v, want rule %v", tc.line, err, tc.rule)
		}
	}
	for _, ok := range []string{"F", "TLRF", strings.Repeat("R", 256)} {
		tn, err := ParseTurn(ok)
		if err != nil || tn.String() != ok {
			t.Errorf("ParseTurn(%.20q) = %v, %v", ok, tn.String(), err)
		}
	}
}

func TestRuleJuryTIsNotCharged(t *testing.T) {
	st := drawnGame(t, cross, "2 3 N", far)
	st.playJury()
	// The look (2 + 20), then a T south to r3c3, free.
	wantPoints(t, &st, red, 22)
	wantPose(t, &st, red, Pose{squareAt(2, 2), South})
}

func TestRuleStartsTwoPointsEachAndKnowledgeFromNewState(t *testing.T) {
	st, err := NewState(Setup{Maze: boxed()})
	var me *mazeError
	if !errors.As(err, &me) || me.Rule != ruleConnected {
		t.Errorf("NewState on a walled-in maze: %v, want the connected rule", err)
	}
	if st != (State{}) {
		t.Error("NewState returned a state with its error")
	}
	// On a valid setup both players start with their square and 2 points.
	s := sampleSetup(t, 1)
	st, err = NewState(s)
	if err != nil {
		t.Fatal(err)
	}
	for p := range 2 {
		k := knowledgeOf(&st, p)
		if k.disc.Count() != 1 || !k.disc.Has(s.Start[p].Square) || st.pointsOf(p) != 2 {
			t.Errorf("%v starts with %d squares and %d points", p, k.disc.Count(), st.pointsOf(p))
		}
	}
	if diff := cmp.Diff(string(s.Maze.appendText(nil)), func() string { m := st.maze(); return string(m.appendText(nil)) }()); diff != "" {
		t.Errorf("State.Maze is not the setup's maze:\n%s", diff)
	}
}

// isRule reports whether err is a *MoveError for rule r.
func isRule(err error, r Rule) bool {
	var me *MoveError
	return errors.As(err, &me) && me.Rule == r
}
