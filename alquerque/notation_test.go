package alquerque

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/linediff"
)

const startText = "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 - -"

// midgameText is ply 60 of a seeded random game; White's piece on e4 can
// take three pieces in a chain (e4*e6*g6*g4).
const midgameText = "w...bbb/.....b./....b.b/..w.w../.w...../w.....w/.www..w w 60 b2-a2 d6-e5"

func TestParseSquareRoundTripsEveryPoint(t *testing.T) {
	n := 0
	for r := range 7 {
		for f := range 7 {
			text := string([]byte{'a' + byte(f), '1' + byte(r)})
			s, err := ParseSquare(text)
			if err != nil {
				t.Errorf("ParseSquare(%q): %v", text, err)
				continue
			}
			if s != SquareAt(f, r) || s.File() != f || s.Rank() != r {
				t.Errorf("ParseSquare(%q) = %d (file %d, rank %d), want SquareAt(%d, %d)", text, s, s.File(), s.Rank(), f, r)
			}
			if got := s.String(); got != text {
				t.Errorf("ParseSquare(%q).String() = %q", text, got)
			}
			n++
		}
	}
	if n != NumSquares {
		t.Errorf("round-tripped %d squares, want %d", n, NumSquares)
	}
}

func TestParseSquareRefusesAnythingElse(t *testing.T) {
	// The notation is exactly one lower-case file a-g and one rank 1-7:
	// no padding, no upper case, no rank 0, 8 or 10.
	for _, text := range []string{"", "a", "1", "h1", "a0", "a8", "A1", "a1 ", " a1", "a10", "1a", "g0", "`1", "aa"} {
		if s, err := ParseSquare(text); err == nil {
			t.Errorf("ParseSquare(%q) = %v, want an error", text, s)
		} else if !strings.Contains(err.Error(), "a-g") || !strings.Contains(err.Error(), "1-7") {
			t.Errorf("ParseSquare(%q) error %q does not say what a square is", text, err)
		}
	}
}

func TestSquareStringOffBoard(t *testing.T) {
	// Square values past g7 are not points; String says so instead of
	// printing a letter past g.
	if got := Square(NumSquares).String(); got != "Square(49)" {
		t.Errorf("Square(49).String() = %q", got)
	}
}

func TestSquaresStringAndAll(t *testing.T) {
	sq := func(text string) Square { t.Helper(); return mustParse(t, ParseSquare, text) }
	set := sq("d4").Bit() | sq("a1").Bit() | sq("c3").Bit()
	tests := []struct {
		set  Squares
		want string
	}{
		{0, "{}"},
		{sq("g7").Bit(), "{g7}"},
		{set, "{a1 c3 d4}"}, // listed from a1 to g7, whatever the order they were added
		{AllSquares &^ (AllSquares >> 1), "{g7}"},
	}
	for _, tt := range tests {
		if got := tt.set.String(); got != tt.want {
			t.Errorf("Squares(%#x).String() = %q, want %q", uint64(tt.set), got, tt.want)
		}
	}

	all := slices.Collect(AllSquares.All())
	if len(all) != NumSquares || AllSquares.Count() != NumSquares {
		t.Fatalf("AllSquares holds %d squares (Count %d), want %d", len(all), AllSquares.Count(), NumSquares)
	}
	for i, s := range all {
		if s != Square(i) {
			t.Fatalf("AllSquares.All() yields %v at position %d: want a1..g7 in order", s, i)
		}
	}
	// Stopping early must stop the iterator: a range loop with break.
	var first []Square
	for s := range AllSquares.All() {
		first = append(first, s)
		if len(first) == 3 {
			break
		}
	}
	if want := []Square{0, 1, 2}; !slices.Equal(first, want) {
		t.Errorf("breaking after three squares got %v, want %v", first, want)
	}
}

// lineNeighbour reports whether a normal move from a to b follows a line of
// the board, by the rules' words rather than the engine's tables: one step
// orthogonally, or one step diagonally from a point with diagonals.
func lineNeighbour(a, b Square) bool {
	df, dr := b.File()-a.File(), b.Rank()-a.Rank()
	switch {
	case df*df+dr*dr == 1:
		return true
	case df*df == 1 && dr*dr == 1:
		return a.HasDiagonals()
	}
	return false
}

// hopOver returns the point a capture hop from a to b jumps, and whether
// such a hop follows a line: two points straight along a rank or a file, or
// two points diagonally from a point with diagonals.
func hopOver(a, b Square) (Square, bool) {
	df, dr := b.File()-a.File(), b.Rank()-a.Rank()
	straight := df == 0 && dr*dr == 4 || dr == 0 && df*df == 4
	diagonal := df*df == 4 && dr*dr == 4 && a.HasDiagonals()
	if !straight && !diagonal {
		return 0, false
	}
	return SquareAt(a.File()+df/2, a.Rank()+dr/2), true
}

func TestParseMoveAcceptsExactlyTheLines(t *testing.T) {
	// Every from-to pair of the board: a normal move parses exactly when
	// the two points are joined by a line, and a single hop exactly when
	// the point between them is on a line through both.
	for a := range Square(NumSquares) {
		for b := range Square(NumSquares) {
			text := a.String() + "-" + b.String()
			m, err := ParseMove(text)
			if want := lineNeighbour(a, b); (err == nil) != want {
				t.Errorf("ParseMove(%q) error = %v, want success %v", text, err, want)
			} else if err == nil {
				checkMove(t, m, text, a, b, []Square{b}, 0)
			}

			text = a.String() + "*" + b.String()
			m, err = ParseMove(text)
			over, want := hopOver(a, b)
			if (err == nil) != want {
				t.Errorf("ParseMove(%q) error = %v, want success %v", text, err, want)
			} else if err == nil {
				checkMove(t, m, text, a, b, []Square{b}, over.Bit())
			}
		}
	}
}

// checkMove checks every accessor of m, parsed from text.
func checkMove(t *testing.T, m Move, text string, from, to Square, path []Square, captured Squares) {
	t.Helper()
	if m.IsZero() {
		t.Errorf("ParseMove(%q) is the zero Move", text)
		return
	}
	if got := m.String(); got != text {
		t.Errorf("ParseMove(%q).String() = %q", text, got)
	}
	if m.From() != from || m.To() != to {
		t.Errorf("ParseMove(%q): From %v To %v, want %v and %v", text, m.From(), m.To(), from, to)
	}
	if got := m.Path(nil); !slices.Equal(got, path) {
		t.Errorf("ParseMove(%q).Path = %v, want %v", text, got, path)
	}
	// Path appends: what dst held stays in front.
	if got := m.Path([]Square{from}); !slices.Equal(got, append([]Square{from}, path...)) {
		t.Errorf("ParseMove(%q).Path([%v]) = %v: it must append to dst", text, from, got)
	}
	if m.Captured() != captured || m.IsCapture() != (captured != 0) {
		t.Errorf("ParseMove(%q): Captured %v IsCapture %v, want %v", text, m.Captured(), m.IsCapture(), captured)
	}
	if want := max(1, captured.Count()); m.Len() != want {
		t.Errorf("ParseMove(%q).Len() = %d, want %d", text, m.Len(), want)
	}
	if again, err := ParseMove(m.String()); err != nil || again != m {
		t.Errorf("ParseMove(%q) does not parse back to the same Move: %v, %v", m.String(), again, err)
	}
}

func TestParseMoveAccessors(t *testing.T) {
	sq := func(text string) Square { t.Helper(); return mustParse(t, ParseSquare, text) }
	set := func(texts ...string) Squares {
		var b Squares
		for _, text := range texts {
			b |= sq(text).Bit()
		}
		return b
	}
	tests := []struct {
		text     string
		path     []string
		captured Squares
	}{
		{"c3-d4", []string{"d4"}, 0},         // diagonal: c3 has diagonals
		{"d3-d4", []string{"d4"}, 0},         // orthogonal
		{"e4-d4", []string{"d4"}, 0},         // the fourth first move of White
		{"g7-f6", []string{"f6"}, 0},         // corner, down a diagonal
		{"e5*c3", []string{"c3"}, set("d4")}, // the rules' example
		{"a1*a3*a5", []string{"a3", "a5"}, set("a2", "a4")},
		{"a1*c1*c3", []string{"c1", "c3"}, set("b1", "c2")}, // the rules' "a1*c1*c3"
		{"e4*e6*g6*g4", []string{"e6", "g6", "g4"}, set("e5", "f6", "g5")},
		// A chain may come back to its starting point, which its piece has
		// left, as long as it jumps four different pieces.
		{"a1*c1*c3*a3*a1", []string{"c1", "c3", "a3", "a1"}, set("b1", "c2", "b3", "a2")},
		// A chain may land twice on the same point along different lines.
		{"a1*c3*e3*c1*c3", []string{"c3", "e3", "c1", "c3"}, set("b2", "d3", "d2", "c2")},
	}
	for _, tt := range tests {
		m, err := ParseMove(tt.text)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", tt.text, err)
			continue
		}
		var path []Square
		for _, s := range tt.path {
			path = append(path, sq(s))
		}
		checkMove(t, m, tt.text, sq(tt.text[:2]), path[len(path)-1], path, tt.captured)
	}
}

// longestChain is a path of 24 hops along the board's lines, each over a
// different point: the longest chain a move can have, as a side has at most
// 24 pieces to take. Its last 5 hops are stored apart from the first 19 in
// a Move, so it checks both halves of the encoding.
const longestChain = "a1*a3*a5*a7*c7*e7*g7*g5*g3*g1*e1*e3*e5*e7*g5*e3*g3*e1*c1*c3*c5*c7*e5*c3*e3"

func TestParseMoveLongestChain(t *testing.T) {
	m, err := ParseMove(longestChain)
	if err != nil {
		t.Fatalf("ParseMove(longestChain): %v", err)
	}
	if m.Len() != MaxHops || m.Captured().Count() != MaxHops {
		t.Errorf("longest chain: Len %d, %d captured, want %d", m.Len(), m.Captured().Count(), MaxHops)
	}
	if got := m.String(); got != longestChain {
		t.Errorf("longest chain String() = %q, want %q", got, longestChain)
	}
	path := m.Path(nil)
	if len(path) != MaxHops || path[len(path)-1] != m.To() || m.To().String() != "e3" {
		t.Errorf("longest chain Path = %v, To = %v", path, m.To())
	}
}

func TestParseMoveErrors(t *testing.T) {
	tests := []struct {
		text string
		want []string // substrings of the error: what is wrong, and where
	}{
		{"", []string{"too short"}},
		{"c3-d", []string{"too short"}},
		{"c3", []string{"too short"}},
		{"h3-d4", []string{`"h3" is not a square`}},
		{"C3-d4", []string{`"C3" is not a square`}},
		{"c3-D4", []string{`"D4" is not a square`}},
		{"c3-d0", []string{`"d0" is not a square`}},
		{" c3-d4", []string{`" c" is not a square`}},
		{"c3d4x", []string{"after c3", `'d'`}},
		{"c3_d4", []string{"after c3", `'_'`}},
		{"c3-d4 ", []string{"a normal move is two squares"}},
		{"c3-d4-e5", []string{"a normal move is two squares"}},
		// b1 has no diagonal lines, so b1-c2 is not a move although c2 is
		// a diagonal neighbour; from c3, which has them, c3-d4 is.
		{"b1-c2", []string{"b1-c2", "no diagonal line runs through b1"}},
		{"d3-c4", []string{"d3-c4", "no diagonal line runs through d3"}},
		{"c3-c5", []string{"c5 is not next to c3"}},
		{"c3-c3", []string{"c3 is not next to c3"}},
		{"a1-g7", []string{"g7 is not next to a1"}},
		{"e5*c3*e", []string{"want squares joined by '*'"}},
		{"e5*c3*", []string{"want squares joined by '*'"}},
		{"e5*c3-a1", []string{"want '*' after c3", `'-'`}},
		{"e5*c3*z1", []string{`"z1" is not a square`}},
		{"b1*d3", []string{"b1*d3 is not a capture hop", "diagonal line through b1"}},
		{"c3*c4", []string{"c3*c4 is not a capture hop", "c4 is not two points from c3"}},
		{"c3*c7", []string{"c3*c7 is not a capture hop", "c7 is not two points from c3"}},
		{"a1*a3*a7", []string{"a3*a7 is not a capture hop", "a7 is not two points from a3"}},
		// A chain cannot jump the same point twice, the way back included:
		// the piece taken on the first hop has left the board.
		{"c3*e5*c3", []string{"hop e5*c3", "jumps d4 a second time"}},
		{"a1*a3*a1", []string{"hop a3*a1", "jumps a2 a second time"}},
		{"a1*c1*c3*a1*c1", []string{"hop a1*c1", "jumps b1 a second time"}},
		{longestChain + "*c1", []string{"more than 24 hops"}},
	}
	for _, tt := range tests {
		m, err := ParseMove(tt.text)
		if err == nil {
			t.Errorf("ParseMove(%q) = %v, want an error", tt.text, m)
			continue
		}
		if !m.IsZero() {
			t.Errorf("ParseMove(%q) returned %v with its error, want the zero Move", tt.text, m)
		}
		var me *MoveError
		if !errors.As(err, &me) {
			t.Errorf("ParseMove(%q) error %T %q, want a *MoveError", tt.text, err, err)
			continue
		}
		if me.Rule != RuleNotation || me.Move != tt.text {
			t.Errorf("ParseMove(%q): Rule %v Move %q, want %v and the text as given", tt.text, me.Rule, me.Move, RuleNotation)
		}
		for _, want := range tt.want {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("ParseMove(%q) error %q, want it to contain %q", tt.text, err, want)
			}
		}
	}
}

func TestStartString(t *testing.T) {
	p := Start()
	if got := p.String(); got != startText {
		t.Errorf("Start().String() = %q, want %q", got, startText)
	}
	parsed, err := ParsePosition(startText)
	if err != nil {
		t.Fatal(err)
	}
	if parsed != p {
		t.Errorf("ParsePosition(start) = %v, want Start() in every field, the hash included", parsed)
	}
}

func TestParsePositionRoundTrip(t *testing.T) {
	for _, text := range []string{
		startText,
		midgameText,
		// After c3-d4, White may not play d4-c3 next: it is recorded.
		"bbbbbbb/bbbbbbb/bbbbbbb/bbbwwww/ww.wwww/wwwwwww/wwwwwww b 1 c3-d4 -",
		// Black has lost every piece, and it is Black's turn: a finished game.
		"......./......./......./...w.../......./......./....... b 7 - -",
		// The last ply of the game has been played: a tie.
		"......b/......./......./......./......./......./w...... w 200 a2-a1 g6-g7",
	} {
		p, err := ParsePosition(text)
		if err != nil {
			t.Errorf("ParsePosition(%q): %v", text, err)
			continue
		}
		if got := p.String(); got != text {
			t.Errorf("ParsePosition(%q).String() = %q", text, got)
		}
		if p.Hash() != p.computeHash() {
			t.Errorf("ParsePosition(%q): Hash %#x, computed %#x", text, p.Hash(), p.computeHash())
		}
	}
}

func TestParsePositionRecordsPreviousMoves(t *testing.T) {
	// Ply 15 of a random game: White last played b3-c3, Black a5-b4.
	p, err := ParsePosition("bbbbbbb/bbbbbbb/.bbb..w/.b....w/w.ww.ww/wwwwwww/wwwwwww b 15 b3-c3 a5-b4")
	if err != nil {
		t.Fatal(err)
	}
	for c, want := range []string{"c3-b3", "b4-a5"} {
		m, ok := p.Forbidden(Color(c))
		if !ok || m.String() != want {
			t.Errorf("Forbidden(%v) = %v, %v; want %s, the reverse of its previous move", Color(c), m, ok, want)
		}
	}
}

func TestParsePositionErrors(t *testing.T) {
	const board = "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww"
	tests := []struct {
		name, text string
		want       []string
	}{
		{"empty", "", []string{"want 5 fields", "found 1"}},
		{"four fields", board + " w 0 -", []string{"want 5 fields", "found 4"}},
		{"six fields", startText + " -", []string{"want 5 fields", "found 6"}},
		{"double space", board + "  w 0 - -", []string{"want 5 fields"}},
		{"trailing newline", startText + "\n", []string{`black's previous move "-\n"`}}, // the newline ends up in Black's field
		{"six ranks", "bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 - -", []string{"want 7 ranks", "found 6"}},
		{"short rank", "bbbbbbb/bbbbbbb/bbbbbbb/bbb.ww/wwwwwww/wwwwwww/wwwwwww w 0 - -", []string{"rank 4 has 6 points"}},
		{"long rank", "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwwww w 0 - -", []string{"rank 1 has 8 points"}},
		{"bad piece", "bbbbbbb/bbbbbbb/bbbbbbb/bbbxwww/wwwwwww/wwwwwww/wwwwwww w 0 - -", []string{"d4 holds 'x'"}},
		{"upper case", "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/Wwwwwww w 0 - -", []string{"a1 holds 'W'"}},
		{"25 white", "bbbbbbb/bbbbbbb/bbbbbbb/bbbwwww/wwwwwww/wwwwwww/wwwwwww w 0 - -", []string{"white has 25 pieces", "at most 24"}},
		{"25 black", "bbbbbbb/bbbbbbb/bbbbbbb/bbbbwww/wwwwwww/wwwwwww/wwwwwww w 0 - -", []string{"black has 25 pieces"}},
		{"black at ply 0", board + " b 0 - -", []string{`side to move "b"`, "after 0 plies it is white's turn"}},
		{"white at ply 1", board + " w 1 - -", []string{`side to move "w"`, "after 1 plies it is black's turn"}},
		{"bad side", board + " x 0 - -", []string{`side to move "x"`}},
		{"ply 201", board + " b 201 - -", []string{`ply "201"`, "from 0 to 200"}},
		{"ply -1", board + " b -1 - -", []string{`ply "-1"`}},
		{"ply 007", board + " b 007 - -", []string{`ply "007"`}}, // one text per position
		{"ply +1", board + " b +1 - -", []string{`ply "+1"`}},
		{"ply 00", board + " w 00 - -", []string{`ply "00"`}},
		{"ply x", board + " w x - -", []string{`ply "x"`}},
		{"ply huge", board + " w 99999999999999999999 - -", []string{`ply "99999999999999999999"`}},
		{"white gone, black to move", "bbbbbbb/......./......./......./......./......./....... b 3 - -", []string{"white has no pieces", "ended before black's turn"}},
		{"black gone, white to move", "......./......./......./......./......./......./w...... w 4 - -", []string{"black has no pieces", "ended before white's turn"}},
		{"white has not moved", board + " w 0 c3-d4 -", []string{`white's previous move "c3-d4"`, "white has not moved yet"}},
		{"black has not moved", "bbbbbbb/bbbbbbb/bbbbbbb/bbbwwww/ww.wwww/wwwwwww/wwwwwww b 1 c3-d4 e5-e4", []string{`black's previous move "e5-e4"`, "black has not moved yet"}},
		{"previous capture", "bbbbbbb/bbbbbbb/bbbb.bb/bbb.www/wwbwwww/wwwwwww/wwwwwww w 2 - e5*c3", []string{`black's previous move "e5*c3"`, "only a normal move is recorded"}},
		{"previous move on empty", board + " b 1 c3-d4 -", []string{`"c3-d4" ends on d4`, "holds no white piece"}},
		{"previous move on enemy", board + " w 2 - d4-e4", []string{`"d4-e4" ends on e4`, "holds no black piece"}},
		{"previous move unreadable", board + " w 2 c3-c5 -", []string{"white's previous move", "c5 is not next to c3"}},
		{"previous move not a move", board + " w 2 - nope", []string{"black's previous move", "too short"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParsePosition(tt.text)
			if err == nil {
				t.Fatalf("ParsePosition(%q) = %v, want an error", tt.text, p)
			}
			if p != (Position{}) {
				t.Errorf("ParsePosition(%q) returned %v with its error, want the zero Position", tt.text, p)
			}
			if !strings.Contains(err.Error(), "alquerque: position") {
				t.Errorf("error %q does not start by naming the position", err)
			}
			for _, want := range tt.want {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("ParsePosition(%q) error\n\t%q\nwant it to contain %q", tt.text, err, want)
				}
			}
		})
	}
}

func TestDiagramGolden(t *testing.T) {
	for _, tt := range []struct{ name, text string }{
		{"start", startText},
		{"midgame", midgameText},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParsePosition(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			got := p.Diagram()
			file := filepath.Join("testdata", "diagram_"+tt.name+".txt")
			if *linediff.Update {
				if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("Diagram() of %s differs from %s (run with -update to accept):\n got:\n%s\nwant:\n%s", tt.text, file, got, want)
			}
		})
	}
}

func TestDiagramShowsTheLines(t *testing.T) {
	// The golden files fix the picture; this says why it is right. Between
	// ranks 1 and 2 the diagonals run from a1, c1, e1 and g1 (which have
	// them) up to b2, d2, f2: "/" from a1, "\" into c1 from b2, and so on.
	// Between ranks 7 and 6 they run from a7 down to b6: "\" first.
	p := Start()
	lines := strings.Split(p.Diagram(), "\n")
	if want := `  |/|\|/|\|/|\|`; lines[11] != want {
		t.Errorf("lines between ranks 2 and 1 = %q, want %q", lines[11], want)
	}
	if want := `  |\|/|\|/|\|/|`; lines[1] != want {
		t.Errorf("lines between ranks 7 and 6 = %q, want %q", lines[1], want)
	}
	if want := "4 b-b-b-.-w-w-w"; lines[6] != want {
		t.Errorf("rank 4 = %q, want %q", lines[6], want)
	}
}

func TestParseMoveNamesTheRightGeometry(t *testing.T) {
	for _, tc := range []struct{ move, want string }{
		{"a1-c3", "c3 is not next to a1"},
		{"b1-c2", "no diagonal line runs through b1"},
		{"a1*b2", "b2 is not two points from a1"},
		{"a2*c4", "would need a diagonal line through a2"},
		{"a2*c2*e4", "would need a diagonal line through c2"},
		{"c3*c4", "c4 is not two points from c3"},
	} {
		_, err := ParseMove(tc.move)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseMove(%q) = %v, want an error saying %q", tc.move, err, tc.want)
		}
	}
}

func TestZeroMoveHasNoPath(t *testing.T) {
	var m Move
	if got := m.Path(nil); len(got) != 0 {
		t.Errorf("Path = %v", got)
	}
	if m.To() != m.From() || m.String() != "none" || m.Len() != 1 {
		t.Errorf("zero Move: To %v From %v String %q", m.To(), m.From(), m.String())
	}
}
