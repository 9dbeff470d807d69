package ontherun

import (
	"math/rand/v2"
	"testing"
)

// The hot paths allocate nothing: the caller owns the move buffers and
// the states, the sets are values, and errors are built only for illegal
// moves. These tests hold that line, on states from random games on a
// 200-city map.

// sampleStates returns states of random games on m, with the fugitive
// and with the detectives to move.
func sampleStates(t tb, m *Map, n int) (fugitive, detectives []State) {
	rng := rand.New(rand.NewPCG(42, 1))
	for len(fugitive) < n || len(detectives) < n {
		randomGame(t, m, rng, MaxTurns, func(st *State) {
			switch st.phase {
			case fugitiveToMove:
				fugitive = append(fugitive, *st)
			case detectivesToMove:
				detectives = append(detectives, *st)
			}
		})
	}
	return fugitive[:n], detectives[:n]
}

func generated200(t tb) *Map {
	t.Helper()
	m, err := Generate(rand.New(rand.NewPCG(2007, 1)), defaultCities)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// wantNoAllocs checks that f allocates nothing, averaged over runs runs.
func wantNoAllocs(t *testing.T, what string, runs int, f func()) {
	t.Helper()
	if n := testing.AllocsPerRun(runs, f); n != 0 {
		t.Errorf("%s: %v allocations", what, n)
	}
}

func TestMoveGenerationDoesNotAllocate(t *testing.T) {
	m := generated200(t)
	fs, ds := sampleStates(t, m, 50)
	var fbuf [maxFugitiveMoves]Move
	buf := make([]Move, 0, MoveListSize)
	for _, st := range fs {
		wantNoAllocs(t, "fugitiveMoves", 10, func() { _ = st.fugitiveMoves(fbuf[:0]) })
		wantNoAllocs(t, "Moves of the fugitive", 10, func() { _ = st.Moves(buf[:0]) })
		wantNoAllocs(t, "countFugitiveMoves", 10, func() { _ = st.countFugitiveMoves() })
	}
	for _, st := range ds {
		wantNoAllocs(t, "Moves of the detectives", 3, func() { _ = st.Moves(buf[:0]) })
		wantNoAllocs(t, "canMove", 10, func() { _ = m.canMove(st.Squad()) })
	}
	st := newState(m)
	must(t, st.Play(Move{Squad: Squad{1, 2, 3, 4}}))
	wantNoAllocs(t, "Moves of the fugitive to place", 10, func() { _ = st.Moves(buf[:0]) })
}

// TestPlayingATurnDoesNotAllocate plays each side's move, checked, from
// states of random games, and then a whole game.
func TestPlayingATurnDoesNotAllocate(t *testing.T) {
	m := generated200(t)
	fs, ds := sampleStates(t, m, 50)
	rng := rand.New(rand.NewPCG(1, 1))
	for i := range fs {
		mv, _ := fs[i].RandomMove(rng)
		q, _ := ds[i].RandomMove(rng)
		wantNoAllocs(t, "the fugitive's Play and RandomMove", 10, func() {
			s := fs[i]
			must(t, s.Play(mv))
			_, _ = s.RandomMove(rng)
		})
		wantNoAllocs(t, "the detectives' Play and RandomMove", 10, func() {
			s := ds[i]
			must(t, s.Play(q))
			_, _ = ds[i].RandomMove(rng)
		})
	}
	wantNoAllocs(t, "a whole random game", 5, func() { _ = playRandomGame(m, rng) })
}

func TestSuspectUpdateDoesNotAllocate(t *testing.T) {
	m := generated200(t)
	_, ds := sampleStates(t, m, 50)
	for _, st := range ds {
		v := st.View()
		q := st.Squad()
		wantNoAllocs(t, "the suspects' updates", 10, func() {
			s := suspects{v.Suspects}
			s.moved(m, Car, q)
			s.searched(q)
			s.announced(q[0])
			w := v
			w.phase, w.Turn = fugitiveToMove, 1 // not an announcement turn
			_ = w.Play(Move{Transport: Train})
			_ = w.Play(Move{Squad: q})
		})
	}
}

// playRandomGame plays a whole game between random players on m: random
// starts, then random moves until the game ends. It returns the turns
// played.
func playRandomGame(m *Map, rng *rand.Rand) int {
	st := newState(m)
	for !st.Over() {
		mv, ok := st.RandomMove(rng)
		if !ok || st.Play(mv) != nil {
			break
		}
	}
	return st.Turn()
}
