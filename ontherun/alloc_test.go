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
			switch st.Phase() {
			case FugitiveToMove:
				fugitive = append(fugitive, *st)
			case DetectivesToMove:
				detectives = append(detectives, *st)
			}
		})
	}
	return fugitive[:n], detectives[:n]
}

func generated200(t tb) *Map {
	t.Helper()
	m, err := Generate(rand.New(rand.NewPCG(2007, 1)), DefaultCities)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestMoveGenerationDoesNotAllocate(t *testing.T) {
	m := generated200(t)
	fs, ds := sampleStates(t, m, 50)
	var fbuf [MaxFugitiveMoves]FugitiveMove
	qbuf := make([]Squad, 0, 1<<16)
	for _, st := range fs {
		if n := testing.AllocsPerRun(10, func() { _ = st.FugitiveMoves(m, fbuf[:0]) }); n != 0 {
			t.Errorf("FugitiveMoves: %v allocations", n)
		}
		if n := testing.AllocsPerRun(10, func() { _ = st.CountFugitiveMoves(m) }); n != 0 {
			t.Errorf("CountFugitiveMoves: %v allocations", n)
		}
	}
	for _, st := range ds {
		if n := testing.AllocsPerRun(3, func() { _ = st.SquadMoves(m, qbuf[:0]) }); n != 0 {
			t.Errorf("SquadMoves: %v allocations", n)
		}
		if n := testing.AllocsPerRun(10, func() { _ = CanMove(m, st.Squad()) }); n != 0 {
			t.Errorf("CanMove: %v allocations", n)
		}
	}
}

func TestPlayingATurnDoesNotAllocate(t *testing.T) {
	m := generated200(t)
	fs, ds := sampleStates(t, m, 50)
	rng := rand.New(rand.NewPCG(1, 1))
	for _, st := range fs {
		mv, _ := st.RandomFugitiveMove(m, rng)
		n := testing.AllocsPerRun(10, func() {
			s := st
			if err := s.PlayFugitive(m, mv); err != nil {
				t.Fatal(err)
			}
			_, _ = s.RandomFugitiveMove(m, rng)
		})
		if n != 0 {
			t.Errorf("PlayFugitive and RandomFugitiveMove: %v allocations", n)
		}
	}
	for _, st := range ds {
		q, _ := st.RandomSquadMove(m, rng)
		n := testing.AllocsPerRun(10, func() {
			s := st
			if err := s.PlayDetectives(m, q); err != nil {
				t.Fatal(err)
			}
			_, _ = st.RandomSquadMove(m, rng)
		})
		if n != 0 {
			t.Errorf("PlayDetectives and RandomSquadMove: %v allocations", n)
		}
	}
	// A whole game.
	n := testing.AllocsPerRun(5, func() { _ = playRandomGame(m, rng) })
	if n != 0 {
		t.Errorf("a whole random game: %v allocations", n)
	}
}

func TestSuspectUpdateDoesNotAllocate(t *testing.T) {
	m := generated200(t)
	_, ds := sampleStates(t, m, 50)
	for _, st := range ds {
		v := st.DetectivesView(m)
		q := st.Squad()
		n := testing.AllocsPerRun(10, func() {
			s := v.Suspects
			s.Moved(m, Car, q)
			s.Searched(q)
			s.Announced(q[0])
			w := v
			w.Phase, w.Turn = FugitiveToMove, 1 // not an announcement turn
			_ = w.HearClue(m, Clue{Transport: Train})
			_ = w.Move(q)
		})
		if n != 0 {
			t.Errorf("the suspects' updates: %v allocations", n)
		}
	}
}

// playRandomGame plays a whole game between random players on m: random
// starts, then random moves until the game ends. It returns the turns
// played.
func playRandomGame(m *Map, rng *rand.Rand) int {
	var st State
	_ = st.PlaceDetectives(m, RandomSquad(m, rng))
	_ = st.PlaceFugitive(m, st.RandomStart(m, rng))
	for !st.Over() {
		mv, _ := st.RandomFugitiveMove(m, rng)
		if st.PlayFugitive(m, mv) != nil || st.Over() {
			break
		}
		q, _ := st.RandomSquadMove(m, rng)
		if st.PlayDetectives(m, q) != nil {
			break
		}
	}
	return st.Turn()
}
