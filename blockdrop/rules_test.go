package blockdrop

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// One test per ruling of RULINGS.md, named after it, with traces worked
// out by hand.

// mustParse returns what parse reads from text, failing t if it does not
// read: mustParse(t, ParseMessage, text) is the state a message shows.
func mustParse[T any](t *testing.T, parse func(string) (T, error), text string) T {
	t.Helper()
	v, err := parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// mustPlace returns the state at turn 0 of placement text.
func mustPlace(t *testing.T, text string) State {
	t.Helper()
	s, err := NewState(Setup{Start: mustParse(t, ParsePlacement, text), Turns: DefaultTurns})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// winner returns the winner of s, or -1 when it has none.
func winner(s *State) int {
	if w, ok := s.Winner(); ok {
		return w
	}
	return -1
}

// msg builds a message from its id/T, the block counters given as
// "index:counter" pairs (others 0), and the four player lines.
func msg(turn int, blocks string, players ...string) string {
	var c [NumBlocks]int
	for _, f := range strings.Fields(blocks) {
		var i, v int
		fmt.Sscanf(f, "%d:%d", &i, &v)
		c[i] = v
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n%d\n", turn%4, turn)
	for r := range BlocksSide {
		for col := range BlocksSide {
			if col > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprint(&b, c[r*BlocksSide+col])
		}
		b.WriteByte('\n')
	}
	for _, p := range players {
		b.WriteString(p + "\n")
	}
	b.WriteString("EOD\n")
	return b.String()
}

// stepAll plays the actions in order, one global turn each.
func stepAll(s *State, actions string) {
	for _, f := range strings.Fields(actions) {
		a, _ := ParseAction(f)
		s.Step(a)
	}
}

// RULINGS.md 1.1: squares (x, y), x the column and y the row; block
// (x/3, y/3); U is y−1, D y+1, L x−1, R x+1.
func TestRuleSquaresBlocksAndDirections(t *testing.T) {
	for _, c := range []struct{ x, y, block int }{
		{0, 0, 0}, {2, 2, 0}, {3, 0, 1}, {17, 0, 5}, {0, 3, 6}, {14, 10, 22}, {17, 17, 35}, {8, 16, 32},
	} {
		if got := BlockOf(c.x, c.y); got != c.block {
			t.Errorf("BlockOf(%d, %d) = %d, want %d", c.x, c.y, got, c.block)
		}
	}
	// Player 0 in the middle, the others far away; each move steps one
	// square and faces the move's way.
	s := mustPlace(t, "8,8,U 0,0,U 17,0,U 0,17,U")
	for _, c := range []struct {
		a    Action
		x, y int
		f    Dir
	}{{U, 8, 7, Up}, {R, 9, 7, Right}, {D, 9, 8, Down}, {L, 8, 8, Left}} {
		s.Step(c.a)
		stepAll(&s, "N N N")
		if p := s.Player(0); int(p.X) != c.x || int(p.Y) != c.y || p.Facing != c.f {
			t.Errorf("after %v: player 0 at (%d,%d) facing %v, want (%d,%d) facing %v", c.a, p.X, p.Y, p.Facing, c.x, c.y, c.f)
		}
	}
}

// RULINGS.md 1.2 and 1.3: one global counter T from 0; the player to act is
// T mod 4; 1000 global turns by default (T = 0..999), a parameter.
func TestRuleGlobalTurns(t *testing.T) {
	s := mustPlace(t, "0,0,R 17,0,D 17,17,L 0,17,U")
	for T := range DefaultTurns {
		if s.Over() {
			t.Fatalf("over at T=%d", T)
		}
		if s.Turn() != T || s.ToMove() != T%4 {
			t.Fatalf("T=%d: Turn %d, ToMove %d", T, s.Turn(), s.ToMove())
		}
		s.Step(N)
	}
	if !s.Over() || s.Turn() != 1000 || winner(&s) != -1 || s.End() != TurnLimit || s.Score() != [NumPlayers]int{} {
		t.Errorf("after 1000 turns of N: over %v (%v), T %d, winner %d, scores %v; want a draw at T=1000", s.Over(), s.End(), s.Turn(), winner(&s), s.Score())
	}
	if a := s.Step(U); a != N || s.Turn() != 1000 {
		t.Errorf("Step after the end played %v and moved T to %d", a, s.Turn())
	}
	if err := s.setTurnLimit(12); err != nil {
		t.Fatal(err)
	}
	s2 := mustPlace(t, "0,0,R 17,0,D 17,17,L 0,17,U")
	if err := s2.setTurnLimit(12); err != nil {
		t.Fatal(err)
	}
	stepAll(&s2, "N N N N N N N N N N N")
	if s2.Over() {
		t.Error("limit 12: over after 11 turns")
	}
	stepAll(&s2, "N")
	if !s2.Over() || s2.Turn() != 12 {
		t.Errorf("limit 12: over %v at T=%d after 12 turns", s2.Over(), s2.Turn())
	}
	for _, n := range []int{0, -1, MaxTurnLimit + 1} {
		if err := s2.setTurnLimit(n); err == nil {
			t.Errorf("SetTurnLimit(%d) accepted", n)
		}
	}
}

// RULINGS.md 1.4 (b) and 1.5: a block attacked at distance n falls at the
// end of turn T+4n−1 and shows −19 on the next message; the attack's own
// turn already ticks it (4n is never seen).
func TestRuleBlockFallsAtTPlus4nMinus1(t *testing.T) {
	// Player 0 at (1,1) in block 0, facing right: blocks 1..5 of row 0
	// are at distances 1..5. The others stand far off, in row 5.
	s := mustPlace(t, "1,1,R 5,16,U 10,16,U 15,16,U")
	s.Step(A)
	for n := 1; n <= 5; n++ {
		if got := s.Counter(n); got != 4*n-1 {
			t.Errorf("after the attack in turn 0, block %d (distance %d) shows %d, want %d", n, n, got, 4*n-1)
		}
	}
	for T := 1; T <= 30; T++ {
		// The message of turn T.
		for n := 1; n <= 5; n++ {
			fall := 4*n - 1 // the turn in whose tick it falls
			want := 4*n - T
			if T > fall {
				want = Fallen + (T - fall - 1)
				if want > 0 {
					want = 0
				}
			}
			if got := s.Counter(n); got != want {
				t.Errorf("message of turn %d: block at distance %d shows %d, want %d", T, n, got, want)
			}
		}
		s.Step(N)
	}
	// The trace in the message text: turn 4 shows the neighbour fallen.
	s = mustPlace(t, "1,1,R 5,16,U 10,16,U 15,16,U")
	stepAll(&s, "A N N N")
	want := msg(4, "1:-19 2:4 3:8 4:12 5:16", "1 1 R 2", "5 16 U 0", "10 16 U 0", "15 16 U 0")
	if got := s.Message(); got != want {
		t.Errorf("message of turn 4:\n%s\nwant\n%s", got, want)
	}
}

// RULINGS.md 1.4 (b) and 1.5: a fallen block reads 0 again 19 messages
// after it first shows −19; a block that falls in a tick does not also rise
// in it.
func TestRuleFallenBlockComesBack(t *testing.T) {
	s := mustPlace(t, "1,1,R 5,16,U 10,16,U 15,16,U")
	stepAll(&s, "A N N N") // block 1 fell in the tick of turn 3
	for i := 0; i <= 19; i++ {
		want := Fallen + i
		if got := s.Counter(1); got != want {
			t.Errorf("%d messages after the fall, block 1 shows %d, want %d", i, got, want)
		}
		s.Step(N)
	}
	if got := s.Counter(1); got != 0 {
		t.Errorf("20 messages after the fall block 1 shows %d, want it to stay 0", got)
	}
}

// RULINGS.md 1.4 (a) and 3.3: an attacker's wait counter becomes 3 and
// drops at the end of each of its turns: others see S = 2, then 1, then
// 0, and its own next two turns are N whatever it answers.
func TestRuleAttackerWaits(t *testing.T) {
	s := mustPlace(t, "1,1,D 5,16,U 10,16,U 15,16,U")
	var seen []int
	var played []Action
	for T := 0; T < 16; T++ {
		if T > 0 {
			seen = append(seen, int(s.Player(0).Wait))
		}
		a := N
		if T%4 == 0 {
			a = A // player 0 tries to attack every turn of its own
		}
		if eff := s.Step(a); T%4 == 0 {
			played = append(played, eff)
		}
	}
	// Messages of turns 1..15: S of player 0.
	wantSeen := []int{2, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 2, 2, 2}
	if d := cmp.Diff(wantSeen, seen); d != "" {
		t.Errorf("player 0's S in the messages of turns 1..15 (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]Action{A, N, N, A}, played); d != "" {
		t.Errorf("player 0's effective actions in turns 0, 4, 8, 12 (-want +got):\n%s", d)
	}
	// Its own messages, turns 4, 8 and 12, read 2, 1, 0.
	s = mustPlace(t, "1,1,D 5,16,U 10,16,U 15,16,U")
	for T := 0; T < 13; T++ {
		if T > 0 && T%4 == 0 {
			if got, want := int(s.Player(0).Wait), 3-T/4; got != want {
				t.Errorf("player 0's own message of turn %d shows S = %d, want %d", T, got, want)
			}
		}
		s.Step(map[bool]Action{true: A, false: N}[T == 0])
	}
}

// RULINGS.md 2.1 and 2.2: the facing always turns to the move's direction;
// the step happens only on the board, onto a block that has not fallen, at
// least 4 from every other living player.
func TestRuleMoveOnlyTurnsWhenBlocked(t *testing.T) {
	cases := []struct {
		name      string
		message   string
		a         Action
		x, y      int8
		f         Dir
		stepCheck bool // what CanStep says before
	}{
		{"off the board", msg(0, "", "0 5 R 0", "9 9 U 0", "17 17 U 0", "17 0 U 0"), L, 0, 5, Left, false},
		{"onto a fallen block", msg(0, "1:-7", "2 1 U 0", "9 9 U 0", "17 17 U 0", "0 17 U 0"), R, 2, 1, Right, false},
		{"onto a block just back", msg(0, "1:0", "2 1 U 0", "9 9 U 0", "17 17 U 0", "0 17 U 0"), R, 3, 1, Right, true},
		{"to distance 3 of a living player", msg(0, "", "5 5 U 0", "5 9 U 0", "17 17 U 0", "0 17 U 0"), D, 5, 5, Down, false},
		{"to distance 4", msg(0, "", "5 4 U 0", "5 9 U 0", "17 17 U 0", "0 17 U 0"), D, 5, 5, Down, true},
		{"diagonal distance 3", msg(0, "", "5 5 U 0", "7 7 U 0", "17 17 U 0", "0 17 U 0"), R, 5, 5, Right, false},
		{"next to a fallen player", msg(0, "", "5 5 U 0", "-1 -1 U 0", "17 17 U 0", "0 17 U 0"), D, 5, 6, Down, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := mustParse(t, ParseMessage, c.message)
			d, _ := c.a.Dir()
			if got := s.CanStep(0, d); got != c.stepCheck {
				t.Errorf("CanStep = %v, want %v", got, c.stepCheck)
			}
			if eff := s.Step(c.a); eff != c.a {
				t.Errorf("Step(%v) took effect as %v", c.a, eff)
			}
			if p := s.Player(0); p.X != c.x || p.Y != c.y || p.Facing != c.f {
				t.Errorf("player 0 at (%d,%d) facing %v, want (%d,%d) facing %v", p.X, p.Y, p.Facing, c.x, c.y, c.f)
			}
		})
	}
}

// RULINGS.md 2.2: a block that is counting down may be entered, and whoever
// is in it when it falls falls with it.
func TestRuleEnterFallingBlock(t *testing.T) {
	// Block 1 (x 3..5, row 0) falls in the tick of turn 1. Player 0 at
	// (2,1) steps into it in turn 0.
	s := mustParse(t, ParseMessage, msg(0, "1:2", "2 1 U 0", "9 9 U 0", "17 17 U 0", "0 17 U 0"))
	s.Step(R)
	if p := s.Player(0); p.X != 3 || p.Y != 1 {
		t.Fatalf("player 0 at (%d,%d), want it to have stepped into the falling block at (3,1)", p.X, p.Y)
	}
	s.Step(N) // turn 1: block 1 falls with player 0
	want := msg(2, "1:-19", "-1 -1 R 0", "9 9 U 0", "17 17 U 0", "0 17 U 0")
	if got := s.Message(); got != want {
		t.Errorf("message of turn 2:\n%s\nwant\n%s", got, want)
	}
}

// RULINGS.md 3.1 and 3.2: every block from the next one to the edge whose
// counter is exactly 0 gets 4n; counting and fallen blocks keep theirs and
// the marking goes on past them; the attacker's own block is never marked.
func TestRuleAttackMarksTheLine(t *testing.T) {
	// Player 0 at (16,13), block 29 (column 5, row 4), facing left:
	// blocks 28, 27, 26, 25, 24 at distances 1..5. Block 27 is counting
	// (7) and block 25 fallen (−3); block 28 is marked 4, block 26 12,
	// block 24 20; the tick of the same turn takes 1 off each.
	s := mustParse(t, ParseMessage, msg(0, "27:7 25:-3 23:5", "16 13 L 0", "1 1 U 0", "9 1 U 0", "1 7 U 0"))
	s.Step(A)
	want := map[int]int{29: 0, 28: 3, 27: 6, 26: 11, 25: -2, 24: 19, 23: 4}
	for i, w := range want {
		if got := s.Counter(i); got != w {
			t.Errorf("block %d: %d after the attack's turn, want %d", i, got, w)
		}
	}
	// Facing the edge: nothing is marked, and the wait still starts.
	s = mustParse(t, ParseMessage, msg(0, "", "16 13 R 0", "1 1 U 0", "9 1 U 0", "1 7 U 0"))
	s.Step(A)
	for i := range NumBlocks {
		if c := s.Counter(i); c != 0 {
			t.Errorf("attacking the edge marked block %d with %d", i, c)
		}
	}
	if w := s.Player(0).Wait; w != 2 {
		t.Errorf("after attacking the edge, S = %d, want 2", w)
	}
}

// RULINGS.md 1.6: the game ends when exactly one player is alive; if
// the last players fall in the same tick, nobody is alive and the game
// runs on to the limit: a draw.
func TestRuleLastPlayersFallTogether(t *testing.T) {
	// Players 0 and 1 left, both in block 1, which falls in the tick of
	// turn 8.
	s := mustParse(t, ParseMessage, msg(8, "1:1", "3 0 U 0", "-1 -1 U 0", "5 2 U 0", "-1 -1 D 0"))
	s.Step(N)
	if s.Living() != 0 || s.Over() || winner(&s) != -1 || s.End() != NotOver {
		t.Fatalf("after both fell: living %d, over %v (%v), winner %d; want 0, not over, -1", s.Living(), s.Over(), s.End(), winner(&s))
	}
	n := 0
	for !s.Over() {
		if a := s.Step(A); a != N {
			t.Fatalf("turn %d: a fallen player's A took effect as %v", s.Turn()-1, a)
		}
		n++
	}
	if s.Turn() != DefaultTurns || winner(&s) != -1 || s.End() != NoneStanding || s.Score() != [NumPlayers]int{} {
		t.Errorf("ended at T=%d (%v) with winner %d, scores %v; want a draw at %d", s.Turn(), s.End(), winner(&s), s.Score(), DefaultTurns)
	}
	// One of the two falls alone: the other wins at once.
	s = mustParse(t, ParseMessage, msg(8, "1:1", "3 0 U 0", "-1 -1 U 0", "9 4 U 0", "-1 -1 D 0"))
	s.Step(N)
	if !s.Over() || winner(&s) != 2 || s.Turn() != 9 || s.End() != LastStanding || s.Score() != [NumPlayers]int{0, 0, WinScore, 0} {
		t.Errorf("over %v (%v), winner %d at T=%d, scores %v; want player 2 to win at T=9", s.Over(), s.End(), winner(&s), s.Turn(), s.Score())
	}
}

// RULINGS.md 5.4: a fallen player's line is "-1 -1 D S" with its last
// facing and its wait counter frozen; its turns are N.
func TestRuleFallenPlayerLine(t *testing.T) {
	// Player 0 attacks right from (1,1) in turn 0 and stands in block 0,
	// which player 1, at (2,5) facing up, marks in turn 1: 4, falling in
	// the tick of turn 4, when player 0's wait has dropped to 1.
	s := mustPlace(t, "1,1,R 2,5,U 12,12,U 16,16,U")
	stepAll(&s, "A A N N N")
	want := msg(5, "0:-19 1:-18 2:3 3:7 4:11 5:15", "-1 -1 R 1", "2 5 U 2", "12 12 U 0", "16 16 U 0")
	if got := s.Message(); got != want {
		t.Errorf("message of turn 5:\n%s\nwant\n%s", got, want)
	}
	stepAll(&s, "N N N N N N N")
	if p := s.Player(0); p.Wait != 1 || p.Facing != Right {
		t.Errorf("a fallen player's S and facing changed: %+v", p)
	}
}

// RULINGS.md 4.1 and 4.2: four players on distinct squares, pairwise at
// least 4 apart, random facings from our own seeded generator; or an
// explicit placement.
func TestRuleStartPlacement(t *testing.T) {
	for seed := range uint64(2000) {
		pl := RandomSetup(seed).Start
		if err := pl.check(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if RandomSetup(seed) != (Setup{Start: pl, Turns: DefaultTurns}) {
			t.Fatalf("seed %d gave two placements", seed)
		}
	}
	for _, bad := range []string{
		"0,14,D 14,17,L 14,10,U 2,5",    // no facing
		"0,14,D 14,17,L 14,10,U",        // three players
		"0,14,D 14,17,L 14,10,U 2,5,X",  // bad facing
		"0,14,D 14,17,L 14,10,U 18,5,R", // off the board
		"0,14,D 14,17,L 14,10,U -1,5,R", // off the board
		"0,14,D 1,16,L 14,10,U 2,5,R",   // distance 3
		"0,14,D 0,14,L 14,10,U 2,5,R",   // the same square
		"0,14,D 14,17,L 14,10,U 2,5,R 1,1,U",
	} {
		if _, err := ParsePlacement(bad); err == nil {
			t.Errorf("ParsePlacement(%q) accepted", bad)
		}
	}
	// The official games' placements are valid.
	for _, g := range goldenGames {
		if _, err := ParsePlacement(readLines(t, "testdata/games/"+g+"/start.txt")[0]); err != nil {
			t.Errorf("%s: %v", g, err)
		}
	}
}

// RULINGS.md 5.5 and 5.1: the reply's first space-separated token must be
// exactly one of the six letters; anything else, an empty line or end of
// input is N.
func TestRuleReplyLeniency(t *testing.T) {
	for line, want := range map[string]Action{
		"U": U, "D": D, "L": L, "R": R, "A": A, "N": N,
		" U": U, "U ": U, "U\r": U, "\tL\t": L, "U D": U, "A  N": A, "\x00R\x1f": R,
		"": N, " ": N, "u": N, "UP": N, "X": N, "UD": N, "U\tD": N, "\xffU": N, "READY": N, "1": N,
	} {
		if got := ParseReply(line); got != want {
			t.Errorf("ParseReply(%q) = %v, want %v", line, got, want)
		}
	}
	for line, want := range map[string]bool{
		"READY": true, " READY ": true, "READY\r": true, "\tREADY": true,
		"ready": false, "READY!": false, "READY 1": false, "": false,
	} {
		if got := isReady(line); got != want {
			t.Errorf("IsReady(%q) = %v, want %v", line, got, want)
		}
	}
}

// Play takes every action of the six, refuses a value that is none of them
// and anything once the game is over, naming the rule; a refused action
// changes nothing.
func TestPlayRefusesOnlyNonActionsAndTheEnd(t *testing.T) {
	s, err := NewState(Setup{Start: Placement{{0, 0, Down}, {17, 0, Down}, {0, 17, Up}, {17, 17, Up}}, Turns: 8})
	if err != nil {
		t.Fatal(err)
	}
	before := s
	var me *MoveError
	if err := s.Play(numActions); !errors.As(err, &me) || me.Rule != RuleNoSuchAction || me.Seat != 0 || s != before {
		t.Fatalf("Play(%v) = %v; want a MoveError of RuleNoSuchAction for seat 0, and no change", numActions, err)
	}
	for a := range numActions {
		c := s
		if err := c.Play(a); err != nil {
			t.Errorf("Play(%v): %v", a, err)
		}
		d := s
		if d.Step(a); c != d {
			t.Errorf("Play(%v) and Step(%v) lead to different games", a, a)
		}
	}
	for !s.Over() {
		if err := s.Play(N); err != nil {
			t.Fatal(err)
		}
	}
	if s.ToMove() != -1 || len(s.Moves(nil)) != 0 {
		t.Errorf("over: ToMove %d, Moves %v; want -1 and none", s.ToMove(), s.Moves(nil))
	}
	end := s
	if err := s.Play(N); !errors.As(err, &me) || me.Rule != RuleGameOver || s != end {
		t.Errorf("Play after the end = %v; want a MoveError of RuleGameOver, and no change", err)
	}
}
