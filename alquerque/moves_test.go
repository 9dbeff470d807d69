package alquerque

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"
)

// TestMaxNormalMovesIsABound derives MaxNormalMoves again. A normal move is
// a line joining one of the mover's pieces to an empty point, so no position
// has more than the most lines any set of at most 24 points can have to the
// points outside it. A dynamic program over the ranks finds that maximum
// exactly: the state is the set of points taken in the current rank and the
// number taken so far, and each rank adds the lines within it and those to
// the rank below.
func TestMaxNormalMovesIsABound(t *testing.T) {
	const none = -1
	in := func(row uint, f int) bool { return row>>f&1 == 1 }
	within := func(row uint) int { // lines along one rank that leave the set
		return bits.OnesCount(uint((row ^ row>>1) & 0x3f))
	}
	between := func(lo, hi uint, r int) int { // lines from rank r to rank r+1
		n := 0
		for f := range 7 {
			for _, df := range []int{-1, 0, 1} {
				if df != 0 && !SquareAt(f, r).HasDiagonals() || f+df < 0 || f+df > 6 {
					continue
				}
				if in(lo, f) != in(hi, f+df) {
					n++
				}
			}
		}
		return n
	}
	var best [128][MaxPieces + 1]int // best[row][k]: most lines so far
	for row := range uint(128) {
		for k := range best[row] {
			best[row][k] = none
		}
		if k := bits.OnesCount(row); k <= MaxPieces {
			best[row][k] = within(row)
		}
	}
	for r := range 6 {
		var next [128][MaxPieces + 1]int
		for hi := range uint(128) {
			for k := range next[hi] {
				next[hi][k] = none
			}
		}
		for lo := range uint(128) {
			for k, v := range best[lo] {
				if v == none {
					continue
				}
				for hi := range uint(128) {
					k2 := k + bits.OnesCount(hi)
					if k2 > MaxPieces {
						continue
					}
					next[hi][k2] = max(next[hi][k2], v+between(lo, hi, r)+within(hi))
				}
			}
		}
		best = next
	}
	most := 0
	for _, row := range best {
		for _, v := range row {
			most = max(most, v)
		}
	}
	if most != MaxNormalMoves {
		t.Errorf("the most lines out of any set of %d points is %d; MaxNormalMoves is %d", MaxPieces, most, MaxNormalMoves)
	}
}

// The busiest position the documentation quotes: 82 normal moves, found by a
// search over positions.
const busiestNormal = ".w.w.w./ww.wwww/......./ww.wwww/.w.w.../w.ww.ww/.w.b.w. w 0 - -"

// The busiest position of 114.4 million from random games: 3,527 capture
// paths, far more than MoveListSize.
const busiestCaptures = "......./......./......b/.www.w./.w.w.w./w.wwwww/ww.w.w. b 61 g3-f2 g6-g5"

func TestMovesCountsOfTheDocumentedPositions(t *testing.T) {
	for _, tc := range []struct {
		pos        string
		n          int
		isCaptures bool
	}{
		{busiestNormal, 82, false},
		{busiestCaptures, 3527, true},
	} {
		p := mustPosition(t, tc.pos)
		ms := p.Moves(nil)
		if len(ms) != tc.n || p.CountMoves() != tc.n || ms[0].IsCapture() != tc.isCaptures {
			t.Errorf("%s: %d moves (CountMoves %d), captures %v; want %d, %v",
				tc.pos, len(ms), p.CountMoves(), ms[0].IsCapture(), tc.n, tc.isCaptures)
		}
	}
}

func TestMovesGrowsAFullBuffer(t *testing.T) {
	p := mustPosition(t, busiestCaptures)
	var buf [MoveListSize]Move
	ms := p.Moves(buf[:0])
	if len(ms) != 3527 {
		t.Fatalf("%d moves, want 3527", len(ms))
	}
	seen := make(map[Move]bool, len(ms))
	for _, m := range ms {
		if seen[m] {
			t.Fatalf("%s listed twice", m)
		}
		seen[m] = true
		if q := p; q.Play(m) != nil {
			t.Fatalf("%s refused", m)
		}
	}
	// Appending keeps what dst held.
	prefix := []Move{normalMove(0, north)}
	if got := p.Moves(prefix); got[0] != prefix[0] || len(got) != 3528 {
		t.Errorf("Moves dropped the caller's moves")
	}
}

// TestHopTablesFollowTheLines checks hopLandings' and hopsOver's table
// reads against the board's lines as the jumps table lists them, at every
// square of random boards: a hop lands beyond an adjacent piece on an
// empty point, and nowhere else. (The boards come from a seeded generator,
// as rapid's own numbers favour a few low bits.)
func TestHopTablesFollowTheLines(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 34))
		opp := Squares(r.Uint64()) & AllSquares
		empty := Squares(r.Uint64()) & AllSquares &^ opp
		var landings, over [NumSquares]Squares // want, for hopLandings and hopsOver
		for at := range Square(NumSquares) {
			for _, h := range jumps[at] {
				if empty.Has(h.to) && opp.Has(h.over) {
					landings[at] |= h.toBit
				}
				if empty.Has(h.to) && opp.Has(at) {
					over[h.over] |= h.toBit
				}
			}
		}
		for at := range Square(NumSquares) {
			if got := hopLandings(at, opp, empty); got != landings[at] {
				t.Fatalf("hopLandings(%s, %s, %s) = %s, want %s", at, opp, empty, got, landings[at])
			}
			if got := hopsOver(at, opp, empty); got != over[at] {
				t.Fatalf("hopsOver(%s, %s, %s) = %s, want %s", at, opp, empty, got, over[at])
			}
		}
	})
}
