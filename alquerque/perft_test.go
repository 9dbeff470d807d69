package alquerque

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// TestPerftGolden checks Perft and PerftPlayed from the start against
// testdata/perft.txt. The default depth keeps the test quick; set
// ALQUERQUE_PERFT_DEPTH=14 to check the whole table (about 8 s).
func TestPerftGolden(t *testing.T) {
	limit := 10
	if s := os.Getenv("ALQUERQUE_PERFT_DEPTH"); s != "" {
		var err error
		if limit, err = strconv.Atoi(s); err != nil {
			t.Fatalf("ALQUERQUE_PERFT_DEPTH=%q: %v", s, err)
		}
	}
	table := readPerftTable(t, "testdata/perft.txt")
	if len(table) < 11 {
		t.Fatalf("testdata/perft.txt has %d depths, want at least 11", len(table))
	}
	for depth := 1; depth <= min(limit, len(table)); depth++ {
		if got := Perft(Start(), depth); got != table[depth-1] {
			t.Errorf("Perft(start, %d) = %d, want %d", depth, got, table[depth-1])
		}
		if depth <= 8 {
			if got := PerftPlayed(Start(), depth); got != table[depth-1] {
				t.Errorf("PerftPlayed(start, %d) = %d, want %d", depth, got, table[depth-1])
			}
		}
	}
}

// readPerftTable reads lines "depth count", skipping blank lines and '#'
// comments; the depths must run 1, 2, 3, ….
func readPerftTable(t testing.TB, name string) []uint64 {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var counts []uint64
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Fields(text)
		if len(fields) != 2 {
			t.Fatalf("%s:%d: want \"depth count\", got %q", name, line, text)
		}
		depth, err1 := strconv.Atoi(fields[0])
		n, err2 := strconv.ParseUint(fields[1], 10, 64)
		if err1 != nil || err2 != nil || depth != len(counts)+1 {
			t.Fatalf("%s:%d: bad line %q", name, line, text)
		}
		counts = append(counts, n)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return counts
}

// TestPerftMatchesPlayedInSampledPositions checks Perft's counting without
// playing (the last two plies) against PerftPlayed and the reference in
// positions from random games, where long chains, pieces that may not move
// back and the end of the game at the ply limit all come up, as they do
// not in the first plies of the golden table.
func TestPerftMatchesPlayedInSampledPositions(t *testing.T) {
	ps := sampledPositions(240)
	for _, p := range ps[:40] { // the same boards one to three plies before the limit
		for _, ply := range []uint8{MaxPlies - 2, MaxPlies - 1} {
			q := p
			q.ply = ply - (ply-p.ply)%2 // keep the side to move
			ps = append(ps, q)
		}
	}
	for _, p := range ps {
		for depth := 1; depth <= 3; depth++ {
			want := PerftPlayed(p, depth)
			if got := Perft(p, depth); got != want {
				t.Errorf("%v: Perft(%d) = %d, PerftPlayed %d", p, depth, got, want)
			}
			if depth <= 2 {
				if ref := refPerft(newRefState(&p), depth); ref != want {
					t.Errorf("%v: PerftPlayed(%d) = %d, reference %d", p, depth, want, ref)
				}
			}
		}
	}
}

// TestPerftMatchesPlayedInRandomPositions is the property behind Perft's
// shortcuts: whatever the position, counting without playing (the bitboard
// walk of the upper plies, the last two plies counted from what the
// position knows) gives what playing every move gives. The positions come
// from random play, from the start or from the random boards of
// drawPositionText (crowded, sparse, lattices of long chains), so captures,
// forbidden reverses, a forbidden piece taken and the ply limit all come
// up; a draw may also move the ply count close to the limit.
func TestPerftMatchesPlayedInRandomPositions(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawPlayedPosition(t)
		if p.CountMoves() > refMoveLimit {
			t.Skip("too many capture paths to play them all")
		}
		t.Logf("position %v", p)
		// The deepest depth whose tree is small enough to play out.
		for depth := 1; depth <= 5; depth++ {
			got := Perft(p, depth)
			if want := PerftPlayed(p, depth); got != want {
				t.Fatalf("%v: Perft(%d) = %d, PerftPlayed %d", p, depth, got, want)
			}
			if got > 20000 {
				break
			}
		}
	})
}

// drawPlayedPosition draws a position reached by up to 60 random moves
// from the start or from a random board, and then, in one draw in four,
// puts it a few plies before the limit with the same side to move.
func drawPlayedPosition(t *rapid.T) Position {
	p := Start()
	if rapid.Bool().Draw(t, "from a random board") {
		text := rapid.Custom(drawPositionText).Draw(t, "position")
		var err error
		if p, err = ParsePosition(text); err != nil {
			t.Fatalf("ParsePosition(%q) refused a generated position: %v", text, err)
		}
	}
	var buf [MoveListSize]Move
	for range rapid.IntRange(0, 60).Draw(t, "moves") {
		moves := p.Moves(buf[:0])
		if len(moves) == 0 {
			break
		}
		p.PlayUnchecked(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
	}
	if rapid.IntRange(0, 3).Draw(t, "near the limit") == 0 {
		left := rapid.IntRange(0, 5).Draw(t, "plies left")
		ply := MaxPlies - left
		p.ply = uint8(ply - (ply-int(p.ply))%2) // keep the side to move
	}
	return p
}
