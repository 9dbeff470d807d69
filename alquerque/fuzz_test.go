package alquerque

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

// The fuzz targets check the codecs against themselves and the engine:
// nothing panics, text that parses is the one canonical text of its value,
// and whatever a parsed position or move leads to is still consistent.
//
//	go test -run=^$ -fuzz=FuzzParseMove -fuzztime=30s ./alquerque

// cycleText is a position where White's a1 can take four pieces and come
// back to a1 (a1*c1*c3*a3*a1, or the other way round): a chain that ends
// where it started. About one random game in ten plays such a chain; it
// once made the mover lose its own piece.
const cycleText = "bbbbbbb/......./......./......./.b...../b.b..../wb..... w 0 - -"

// fuzzPositions are the positions FuzzParseMove plays its moves on: the
// start; a compulsory capture (e5*c3) of the piece White just moved, whose
// forbidden move back must go with it; a three-hop chain; a forbidden move
// back; a quiet endgame; and a chain that can end on its starting point.
var fuzzPositions = []string{
	startText,
	"bbbbbbb/bbbbbbb/bbbbbbb/bbbwwww/ww.wwww/wwwwwww/wwwwwww b 1 c3-d4 -",
	midgameText,
	"bbbbbbb/bbbbbbb/.bbb..w/.b....w/w.ww.ww/wwwwwww/wwwwwww b 15 b3-c3 a5-b4",
	"b..b.bb/...b.b./.....b./......./.w...../.....ww/..w...w w 60 d2-c1 a6-a7",
	cycleText,
}

// fuzzParse seeds f and fuzzes parse, the function called name that reads
// a kind of value: text it accepts must be the one canonical text of its
// value, and check, given what parse returned, checks the rest. check sees
// refusals too, with their error.
func fuzzParse[T fmt.Stringer](f *testing.F, name, kind string, parse func(string) (T, error), seeds []string, check func(t *testing.T, text string, v T, err error)) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		v, err := parse(text)
		if err == nil {
			if got := v.String(); got != text {
				t.Fatalf("%s(%q).String() = %q: the notation has one text per %s", name, text, got, kind)
			}
		}
		check(t, text, v, err)
	})
}

func FuzzParseSquare(f *testing.F) {
	seeds := []string{"a1", "g7", "d4", "", "a", "h1", "a0", "a8", "A1", " a1", "a1 ", "a10", "\xff1"}
	fuzzParse(f, "ParseSquare", "square", ParseSquare, seeds, func(t *testing.T, text string, s Square, err error) {
		if err == nil && s >= NumSquares {
			t.Fatalf("ParseSquare(%q) = %d, off the board", text, s)
		}
	})
}

func FuzzParseMove(f *testing.F) {
	seeds := []string{
		"c3-d4", "d3-d4", "e4-d4", "e5*c3", "a1*a3*a5", "e4*e6*g6*g4", "a1*c1*c3*a3*a1",
		"a1*c3*e3*c1*c3", longestChain, longestChain + "*c1",
		"", "c3", "c3-d", "c3-d4 ", "b1-c2", "c3-c5", "c3*e5*c3", "e5*c3-a1", "h3-d4", "C3-d4",
		"c3*c4", "b1*d3", "e5*c3*", "d4-c3", "e5-e4",
	}
	var positions []Position
	for _, text := range fuzzPositions {
		p, err := ParsePosition(text)
		if err != nil {
			f.Fatal(err)
		}
		positions = append(positions, p)
	}
	fuzzParse(f, "ParseMove", "move", ParseMove, seeds, func(t *testing.T, text string, m Move, err error) {
		if err != nil {
			var me *MoveError
			if !errors.As(err, &me) || me.Rule != RuleNotation {
				t.Fatalf("ParseMove(%q) error %v (%T), want a *MoveError with RuleNotation", text, err, err)
			}
			if !m.IsZero() {
				t.Fatalf("ParseMove(%q) returned %v with its error", text, m)
			}
			return
		}
		if m.IsZero() || m.Len() < 1 || m.Len() > MaxHops || m.From() >= NumSquares || m.To() >= NumSquares {
			t.Fatalf("ParseMove(%q) = %+v: Len %d From %d To %d", text, m, m.Len(), m.From(), m.To())
		}
		if path := m.Path(nil); path[len(path)-1] != m.To() || len(path) != m.Len() {
			t.Fatalf("ParseMove(%q): Path %v, To %v, Len %d", text, path, m.To(), m.Len())
		}
		var buf [MoveListSize]Move
		for _, p := range positions {
			q := p
			err := q.Play(m)
			// Play is the referee and Moves the generator: they must agree
			// on every move.
			listed := false
			for _, legal := range p.Moves(buf[:0]) {
				listed = listed || legal == m
			}
			if err != nil {
				var me *MoveError
				if !errors.As(err, &me) || me.Rule == RuleNotation || me.Move != text {
					t.Fatalf("%v: Play(%q) error %v (%T), want a *MoveError naming a rule of play", p, text, err, err)
				}
				if q != p {
					t.Fatalf("%v: refused Play(%q) changed the position to %v", p, text, q)
				}
				if listed {
					t.Fatalf("%v: Play(%q) refuses a move that Moves lists: %v", p, text, err)
				}
				continue
			}
			if !listed {
				t.Fatalf("%v: Play(%q) accepts a move that Moves does not list", p, text)
			}
			checkPlayed(t, p, m, q)
		}
	})
}

func FuzzParsePosition(f *testing.F) {
	seeds := slices.Concat(fuzzPositions, []string{
		"",
		startText + " ",
		"bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww b 0 - -",
		"bbbbbbb/bbbbbbb/bbbbbbb/bbbwwww/wwwwwww/wwwwwww/wwwwwww w 0 - -",
		"bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 007 - -",
		"bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 c3-d4 -",
		"bbbbbbb/bbbbbbb/bbbb.bb/bbb.www/wwbwwww/wwwwwww/wwwwwww w 2 - e5*c3",
		"......./......./......./...w.../......./......./....... b 7 - -",
		"......./......./......./......./......./......./w...... w 4 - -",
		"......b/......./......./......./......./......./w...... w 200 a2-a1 g6-g7",
		"......b/......./......./......./......./......./w...... b 199 a2-a1 g6-g7",
		// White's only piece is walled in: it has no move and has lost.
		"......./......./......./......./b.b..../bb...../wbb.... w 10 - -",
		// The piece on a1 may not go back to a2, its only empty neighbour.
		"......b/......./......./......./..b..../.b...../wbb.... w 10 a2-a1 -",
	})
	fuzzParse(f, "ParsePosition", "position", ParsePosition, seeds, func(t *testing.T, text string, p Position, err error) {
		if err != nil {
			return
		}
		if p.Hash() != p.computeHash() {
			t.Fatalf("%v: Hash %#x, computed from scratch %#x", p, p.Hash(), p.computeHash())
		}
		moves := p.Moves(nil)
		if n := p.CountMoves(); n != len(moves) {
			t.Fatalf("%v: CountMoves %d, Moves lists %d", p, n, len(moves))
		}
		if e := p.End(); p.Over() != (len(moves) == 0) || p.Over() != (e != NotOver) {
			t.Fatalf("%v: End %v, Over %v with %d moves: a game is over exactly when there is no move", p, e, p.Over(), len(moves))
		}
		// Chains can be many in built positions (a quarter of a million
		// with 24 pieces laid out for it); a sample keeps each input fast.
		const most = 1000
		seen := make(map[Move]bool, min(len(moves), most))
		for i, m := range moves {
			if i == most {
				break
			}
			if seen[m] {
				t.Fatalf("%v: Moves lists %v twice", p, m)
			}
			seen[m] = true
			q := p
			if err := q.Play(m); err != nil {
				t.Fatalf("%v: Play refuses %v, which Moves lists: %v", p, m, err)
			}
			checkPlayed(t, p, m, q)
		}
	})
}

// checkPlayed checks q, which is p after the legal move m, against what the
// rules say a move does, and against PlayUnchecked.
func checkPlayed(t *testing.T, p Position, m Move, q Position) {
	t.Helper()
	c := p.Side()
	u := p
	u.PlayUnchecked(m)
	switch {
	case u != q:
		t.Fatalf("%v: %v: Play gives %v, PlayUnchecked %v", p, m, q, u)
	case q.Hash() != q.computeHash():
		t.Fatalf("%v: after %v, %v: Hash %#x, computed from scratch %#x", p, m, q, q.Hash(), q.computeHash())
	case q.Ply() != p.Ply()+1:
		t.Fatalf("%v: after %v, ply %d", p, m, q.Ply())
	// The mover keeps every piece, and its moving piece ends on To.
	case q.Pieces(c).Count() != p.Pieces(c).Count() || !q.Pieces(c).Has(m.To()):
		t.Fatalf("%v: after %v, %v: %v has %d pieces, had %d, and To %v holds its piece: %v",
			p, m, q, c, q.Pieces(c).Count(), p.Pieces(c).Count(), m.To(), q.Pieces(c).Has(m.To()))
	case q.Pieces(c^1) != p.Pieces(c^1)&^m.Captured():
		t.Fatalf("%v: after %v, %v: %v's pieces %v, want %v less %v", p, m, q, c^1, q.Pieces(c^1), p.Pieces(c^1), m.Captured())
	}
	// Every position a move reaches has a text that reads back to it.
	switch again, err := ParsePosition(q.String()); {
	case err != nil:
		t.Fatalf("%v: after %v, the position's text does not read back: %v", p, m, err)
	case again != q:
		t.Fatalf("%v: after %v, %v reads back as a different position (hash %#x, not %#x)", p, m, q, again.Hash(), q.Hash())
	}
}
