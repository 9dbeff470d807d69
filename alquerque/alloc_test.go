package alquerque

import "testing"

// The hot paths of a search allocate nothing: the caller owns the move
// buffer and the positions, and Play builds an error only for an illegal
// move. These tests hold that line.

// allocPositions is the sample the allocation tests run on: positions from
// random games, with captures and chains among them.
func allocPositions(t *testing.T) []Position {
	t.Helper()
	// The counts are the same under the race detector (checked with
	// go test -race), so these tests run there too.
	ps := sampledPositions(50)
	var buf [MoveListSize]Move
	chains := 0
	for _, p := range ps {
		if longestMove(p.Moves(buf[:0])) >= 2 {
			chains++
		}
	}
	if chains == 0 {
		t.Fatal("the sample has no capture chain of two hops or more")
	}
	return ps
}

func TestMovesDoesNotAllocate(t *testing.T) {
	for _, p := range allocPositions(t) {
		var buf [MoveListSize]Move
		if n := testing.AllocsPerRun(20, func() { _ = p.Moves(buf[:0]) }); n != 0 {
			t.Errorf("%v: Moves into a [MoveListSize]Move buffer: %v allocations, want 0", p, n)
		}
	}
}

func TestCountMovesDoesNotAllocate(t *testing.T) {
	for _, p := range allocPositions(t) {
		if n := testing.AllocsPerRun(20, func() { _ = p.CountMoves() }); n != 0 {
			t.Errorf("%v: CountMoves: %v allocations, want 0", p, n)
		}
	}
}

func TestPlayDoesNotAllocate(t *testing.T) {
	testPlayAllocs(t, "checked Play", func(q Position, m Move) {
		if err := q.Play(m); err != nil {
			t.Fatal(err)
		}
	})
}

func TestPlayUncheckedDoesNotAllocate(t *testing.T) {
	testPlayAllocs(t, "PlayUnchecked", func(q Position, m Move) { q.PlayUnchecked(m) })
}

// testPlayAllocs checks that play, given a copy of each sample position and
// each of its legal moves in turn, allocates nothing. play takes the
// position by value so that the copy stays on the stack.
func testPlayAllocs(t *testing.T, name string, play func(q Position, m Move)) {
	t.Helper()
	for _, p := range allocPositions(t) {
		var buf [MoveListSize]Move
		moves := p.Moves(buf[:0])
		n := testing.AllocsPerRun(10, func() {
			for _, m := range moves {
				play(p, m)
			}
		})
		if n != 0 {
			t.Errorf("%v: %s of its %d legal moves: %v allocations, want 0", p, name, len(moves), n)
		}
	}
}

func TestPerftDoesNotAllocate(t *testing.T) {
	ps := allocPositions(t)
	// The start and the sample's capture positions (at its end), to depth 3:
	// Perft's move lists live on its stack, whatever the depth.
	for _, p := range append([]Position{Start()}, ps[len(ps)-10:]...) {
		if n := testing.AllocsPerRun(3, func() { _ = Perft(p, 3) }); n != 0 {
			t.Errorf("%v: Perft to depth 3: %v allocations, want 0", p, n)
		}
		if n := testing.AllocsPerRun(3, func() { _ = PerftPlayed(p, 3) }); n != 0 {
			t.Errorf("%v: PerftPlayed to depth 3: %v allocations, want 0", p, n)
		}
	}
}

func TestMoveStringAllocatesOnce(t *testing.T) {
	m, err := ParseMove("a1*a3*c3*c1*a1")
	if err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(20, func() { _ = m.String() }); n > 1 {
		t.Errorf("Move.String: %v allocations, want at most 1", n)
	}
}
