package blockdrop

// Property tests with rapid: random games, checked after every global turn
// against the naive reference of reference_test.go and against the
// invariants of the rules.

import (
	"testing"

	"pgregory.net/rapid"
)

// drawPlacement draws a valid placement: from a seed, or square by square.
func drawPlacement(t *rapid.T) Placement {
	if rapid.Bool().Draw(t, "seeded") {
		return RandomSetup(rapid.Uint64().Draw(t, "seed")).Start
	}
	var pl Placement
	for p := range pl {
		pl[p] = Pose{
			X:      rapid.IntRange(0, Size-1).Draw(t, "x"),
			Y:      rapid.IntRange(0, Size-1).Draw(t, "y"),
			Facing: Dir(rapid.IntRange(0, 3).Draw(t, "facing")),
		}
	}
	if pl.check() != nil {
		t.Skip("players too near")
	}
	return pl
}

// drawAction draws an action, with attacks more often than a uniform draw
// would give them, so that blocks fall.
var drawAction = rapid.SampledFrom([]Action{N, U, R, D, L, A, A, A})

// checkInvariants checks what holds between any two global turns.
func checkInvariants(t *rapid.T, s *State) {
	for p := range NumPlayers {
		a := s.Player(p)
		if a.Wait < 0 || a.Wait >= AttackWait {
			t.Fatalf("T=%d: player %d has wait counter %d", s.Turn(), p, a.Wait)
		}
		if !a.Alive() {
			if a.X != -1 || a.Y != -1 {
				t.Fatalf("T=%d: fallen player %d at (%d,%d)", s.Turn(), p, a.X, a.Y)
			}
			continue
		}
		if a.X < 0 || a.X >= Size || a.Y < 0 || a.Y >= Size {
			t.Fatalf("T=%d: player %d off the board at (%d,%d)", s.Turn(), p, a.X, a.Y)
		}
		if c := s.Counter(a.Block()); c < 0 {
			t.Fatalf("T=%d: living player %d stands in fallen block %d (%d)", s.Turn(), p, a.Block(), c)
		}
		for q := range p {
			b := s.Player(q)
			if b.Alive() && Distance(int(a.X), int(a.Y), int(b.X), int(b.Y)) < MinDistance {
				t.Fatalf("T=%d: living players %d (%d,%d) and %d (%d,%d) are less than %d apart",
					s.Turn(), q, b.X, b.Y, p, a.X, a.Y, MinDistance)
			}
		}
	}
	for i := range NumBlocks {
		c := s.Counter(i)
		// Between turns a counter is at most 19: 20 is marked and
		// ticked in the same turn.
		if c < Fallen || c > MaxCounter-1 {
			t.Fatalf("T=%d: block %d has counter %d, outside %d..%d", s.Turn(), i, c, Fallen, MaxCounter-1)
		}
	}
	if s.blocks[len(s.blocks)-1]>>32 != 0 {
		t.Fatalf("T=%d: the bytes past block 35 are %#x", s.Turn(), s.blocks[len(s.blocks)-1]>>32)
	}
	var alive uint8
	for p := range NumPlayers {
		if s.Player(p).Alive() {
			alive |= 1 << p
		}
	}
	if alive != s.alive {
		t.Fatalf("T=%d: the alive mask is %04b, the players say %04b", s.Turn(), s.alive, alive)
	}
	if s.Turn() > s.TurnLimit() || s.Turn() == s.TurnLimit() && !s.Over() {
		t.Fatalf("T=%d past the limit %d", s.Turn(), s.TurnLimit())
	}
	if w, ok := s.Winner(); s.Over() != (ok || s.Turn() == s.TurnLimit()) {
		t.Fatalf("T=%d: Over %v with winner %d (%v)", s.Turn(), s.Over(), w, ok)
	}
	if s.Over() != (s.End() != NotOver) {
		t.Fatalf("T=%d: Over %v, but End is %v", s.Turn(), s.Over(), s.End())
	}
}

// TestStepAgreesWithReference plays random games on State and on the
// naive reference side by side, comparing their messages after every
// global turn, and checks that every message parses back to the same
// state and that the invariants hold.
func TestStepAgreesWithReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pl := drawPlacement(t)
		limit := rapid.SampledFrom([]int{DefaultTurns, 1, 7, 60, 200}).Draw(t, "limit")
		s, err := NewState(Setup{Start: pl, Turns: limit})
		if err != nil {
			t.Fatal(err)
		}
		ref := newRefGame(pl, limit)
		for turn := 0; !s.Over(); turn++ {
			msg := s.Message()
			if want := ref.message(); msg != want {
				t.Fatalf("T=%d: message\n%s\nreference\n%s", s.Turn(), msg, want)
			}
			back, err := ParseMessage(msg)
			if err != nil {
				t.Fatalf("T=%d: %v", s.Turn(), err)
			}
			if err := back.setTurnLimit(limit); err != nil {
				t.Fatal(err)
			}
			if back != s {
				t.Fatalf("T=%d: the message parses to another state", s.Turn())
			}
			checkInvariants(t, &s)
			a := drawAction.Draw(t, "action")
			before := s
			eff := s.Step(a)
			ref.step(a.String())
			if s.Turn() != before.Turn()+1 {
				t.Fatalf("T went from %d to %d", before.Turn(), s.Turn())
			}
			p := before.Player(before.ToMove())
			if want := map[bool]Action{true: a, false: N}[p.Alive() && p.Wait == 0]; eff != want {
				t.Fatalf("T=%d: Step(%v) for %+v took effect as %v, want %v", before.Turn(), a, p, eff, want)
			}
		}
		checkInvariants(t, &s)
		if ref.over() != s.Over() || s.Message() != ref.message() {
			t.Fatalf("the end differs from the reference's")
		}
	})
}

// TestActionsAreDistinct: the listed actions lead to different games
// (unless the block under the player falls in the same turn, whatever it
// does, which wipes out its square), and every one of the six leads to
// the game of a listed one.
func TestActionsAreDistinct(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		pl := drawPlacement(t)
		s, err := NewState(Setup{Start: pl, Turns: DefaultTurns})
		if err != nil {
			t.Fatal(err)
		}
		n := rapid.IntRange(0, 300).Draw(t, "turns")
		for i := 0; i < n && !s.Over(); i++ {
			s.Step(drawAction.Draw(t, "action"))
		}
		var buf [MoveListSize]Action
		acts := s.Moves(buf[:0])
		if s.Over() {
			if len(acts) != 0 {
				t.Fatalf("T=%d: the game is over, and Moves lists %v", s.Turn(), acts)
			}
			return
		}
		after := map[State]Action{}
		for _, a := range acts {
			c := s
			c.Step(a)
			if b, dup := after[c]; dup && c.Player(s.ToMove()).Alive() {
				t.Fatalf("T=%d: actions %v and %v lead to the same game", s.Turn(), b, a)
			}
			after[c] = a
		}
		for a := range numActions {
			c := s
			c.Step(a)
			if _, ok := after[c]; !ok {
				t.Fatalf("T=%d: action %v leads to a game no listed action %v leads to", s.Turn(), a, acts)
			}
		}
		if p := s.Player(s.ToMove()); (!p.Alive() || p.Wait > 0) != (len(acts) == 1) {
			t.Fatalf("T=%d: %d actions for %+v", s.Turn(), len(acts), p)
		}
	})
}

// TestSameSeedSameGame: the same seed gives the same placement and, with
// the same actions, the same game; a State copy is a clone.
func TestSameSeedSameGame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		actions := rapid.SliceOfN(drawAction, 0, 400).Draw(t, "actions")
		play := func() State {
			s, err := NewState(RandomSetup(seed))
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range actions {
				s.Step(a)
			}
			return s
		}
		a, b := play(), play()
		if a != b {
			t.Fatalf("seed %d: two plays of the same actions differ", seed)
		}
		c := a
		c.Step(A)
		if a != b {
			t.Fatal("stepping a copy changed the original")
		}
	})
}

// The placements of the generator spread over the board: every square is
// used by some player, and every facing.
func TestRandomSetupsCoverTheBoard(t *testing.T) {
	var squares [Size * Size]bool
	var facings [4]int
	for seed := range uint64(3000) {
		for _, a := range RandomSetup(seed).Start {
			squares[a.Y*Size+a.X] = true
			facings[a.Facing]++
		}
	}
	for i, ok := range squares {
		if !ok {
			t.Errorf("no placement of 3000 uses square (%d,%d)", i%Size, i/Size)
		}
	}
	for d, n := range facings {
		if n < 2700 || n > 3300 {
			t.Errorf("facing %v drawn %d times of 12000", Dir(d), n)
		}
	}
}
