package amazes

import (
	"errors"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRuleMazeFileStartLinesComeFirstRedThenBlue(t *testing.T) {
	s := readSetup(t, filepath.Join("testdata", "games", "g01", "maze.txt"))
	// "18 5 E" then "21 22 E": rows and columns from 1, red first.
	want := [2]Pose{{squareAt(17, 4), East}, {squareAt(20, 21), East}}
	if s.Start != want {
		t.Errorf("starts %v, want %v", s.Start, want)
	}
	if got := s.Start[0].String(); got != "18 5 E" {
		t.Errorf("Pose.String() = %q, want the file's %q", got, "18 5 E")
	}
}

func TestRuleMazeFileWallLinesOrder(t *testing.T) {
	// Odd lines (from 1) hold the horizontal walls, 25 a line, top edge
	// first; even lines the vertical ones, 26 a line, left edge first.
	m := boxed()
	m.setWall(edgeOf(squareAt(2, 6), North), false) // line 3 above row 3: file line 5, character 7
	m.setWall(edgeOf(squareAt(3, 8), West), false)  // row 4, line 8: file line 8, character 9
	lines := strings.Split(string(m.appendText(nil)), "\n")
	if len(lines) != 52 || lines[51] != "" {
		t.Fatalf("%d lines, want 51 and a final newline", len(lines))
	}
	for i, l := range lines[:51] {
		want := strings.Repeat("1", 25)
		if i%2 == 1 {
			want = strings.Repeat("1", 26)
		}
		switch i {
		case 4:
			want = want[:6] + "0" + want[7:]
		case 7:
			want = want[:8] + "0" + want[9:]
		}
		if l != want {
			t.Errorf("line %d: %q, want %q", i+1, l, want)
		}
	}
}

func TestRuleMazeFileTwoSpellings(t *testing.T) {
	data := readFile(t, filepath.Join("testdata", "mazes", "maze07.txt"))
	art, err := ParseMaze(data)
	if err != nil {
		t.Fatal(err)
	}
	// The art reads back exactly as the sample file is drawn.
	if got := art.art(); got != string(data) {
		t.Errorf("Art() differs from the file it was read from:\n%s", cmp.Diff(string(data), got))
	}
	// One character per wall, in every allowed character, mixed at
	// random, with "\r\n" line ends and blank lines at the end.
	rng := rand.New(rand.NewPCG(1, 2))
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimSuffix(string(art.appendText(nil)), "\n"), "\n") {
		for _, ch := range []byte(line) {
			set := "0. "
			if ch == '1' {
				set = "1#-|"
			}
			b.WriteByte(set[rng.IntN(len(set))])
		}
		b.WriteString("\r\n")
	}
	b.WriteString("\r\n\n")
	one, err := ParseMaze([]byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if one != art {
		t.Error("the one-character spelling reads as another maze than the art")
	}
	// A setup file: starts, then walls in either spelling.
	for _, walls := range []string{art.art(), string(art.appendText(nil))} {
		s, err := ParseSetup([]byte("1 1 S\n25 25 N\n" + walls))
		if err != nil {
			t.Fatal(err)
		}
		if s.Maze != art || s.Start != [2]Pose{{0, South}, {numSquares - 1, North}} {
			t.Errorf("setup read as %v", s.Start)
		}
		back, err := ParseSetup([]byte(s.String()))
		if err != nil || back != s {
			t.Errorf("setup does not survive String and ParseSetup: %v", err)
		}
	}
}

func TestParseMazeErrorsNameLineAndColumn(t *testing.T) {
	good := sampleMaze(t, 1)
	lines := strings.Split(strings.TrimSuffix(good.art(), "\n"), "\n")
	with := func(i int, line string) []byte {
		l := append([]string(nil), lines...)
		l[i] = line
		return []byte(strings.Join(l, "\n"))
	}
	for _, tc := range []struct {
		name string
		text []byte
		want []string
	}{
		{"too few lines", []byte(strings.Join(lines[:50], "\n")), []string{"50 lines", "51"}},
		{"setup given to ParseMaze", []byte("1 1 N\n1 1 N\n" + good.art()), []string{"53 lines", "ParseSetup"}},
		{"short line", with(4, "+-+-+"), []string{"line 5", "5 characters", "25", "51"}},
		{"bad wall character", with(4, "11111111111111x1111111111"), []string{"line 5, column 15", "'x'"}},
		{"bad vertical art", with(3, strings.Replace(lines[3], "|", "-", 1)), []string{"line 4, column 1", "'-'", "'|'"}},
		{"art grid point", with(2, " "+lines[2][1:]), []string{"line 3, column 1", "grid point"}},
		{"art square inside", with(1, lines[1][:5]+"x"+lines[1][6:]), []string{"line 2, column 6", "inside of a square"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseMaze(tc.text)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%q does not say %q", err, w)
				}
			}
		})
	}
}

func TestParseSetupErrors(t *testing.T) {
	walls := sampleMaze(t, 1).art()
	for _, tc := range []struct{ text, want string }{
		{walls, "without start lines it is a maze"},
		{"1 1 N\n26 1 N\n" + walls, "line 2 (blue's start)"},
		{"1 1 X\n2 2 N\n" + walls, `facing "X"`},
		{"1 1\n2 2 N\n" + walls, `"row col facing"`},
		{"0 1 N\n2 2 N\n" + walls, `row "0"`},
	} {
		_, err := ParseSetup([]byte(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%.12q...: error %v, want one saying %q", tc.text, err, tc.want)
		}
	}
}

func TestMazeTextRoundTrip(t *testing.T) {
	m := sampleMaze(t, 9)
	back, err := ParseMaze(m.appendText(nil))
	if err != nil || back != m {
		t.Errorf("round trip: %v", err)
	}
	s := sampleSetup(t, 9)
	sb, err := ParseSetup([]byte(s.String()))
	if err != nil || sb != s {
		t.Errorf("setup round trip: %v", err)
	}
	if _, err := ParseMaze([]byte("nonsense")); err == nil {
		t.Error("ParseMaze took nonsense")
	}
}

func TestSightLineNotation(t *testing.T) {
	for _, s := range []string{"W", "BW", "LRNBW", strings.Repeat("N", 24) + "W"} {
		l, err := parseSightLine(s)
		if err != nil {
			t.Errorf("ParseSightLine(%q): %v", s, err)
			continue
		}
		if l.string() != s || l.Len() != len(s)-1 {
			t.Errorf("ParseSightLine(%q) = %q, %d squares", s, l.string(), l.Len())
		}
	}
	l, _ := parseSightLine("LRNBW")
	for i, want := range [][2]bool{{true, false}, {false, true}, {false, false}, {true, true}} {
		if l.leftOpen(i) != want[0] || l.rightOpen(i) != want[1] {
			t.Errorf("square %d: left %v right %v, want %v", i, l.leftOpen(i), l.rightOpen(i), want)
		}
	}
	for _, tc := range []struct{ s, want string }{
		{"", "end with 'W'"},
		{"BN", "end with 'W'"},
		{"BXW", "character 2 is 'X'"},
		{"WW", "character 1 is 'W'"},
		{strings.Repeat("B", 25) + "W", "25 squares"},
		{"bw", "end with 'W'"},
	} {
		if _, err := parseSightLine(tc.s); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseSightLine(%q): %v, want an error saying %q", tc.s, err, tc.want)
		}
	}
}

func TestViewNotation(t *testing.T) {
	text := "BRNBLW\nW\nNW\nW\n298"
	v, err := ParseView(text)
	if err != nil {
		t.Fatal(err)
	}
	if v.String() != text || v.Distance2 != 298 || v.Lines[F].Len() != 5 || v.Lines[T].Len() != 1 {
		t.Errorf("ParseView(%q) = %q", text, v.String())
	}
	if _, err := ParseView(text + "\n"); err != nil {
		t.Errorf("a final newline: %v", err)
	}
	for _, tc := range []struct{ s, want string }{
		{"W\nW\nW\nW", "4 lines"},
		{"W\nW\nXW\nW\n3", "line 3 (behind)"},
		{"W\nW\nW\nW\n-1", `distance "-1"`},
		{"W\nW\nW\nW\n1153", "0 to 1152"},
		{"W\nW\nW\nW\n07", `"07"`},
		{"W\nW\nW\nW\n+7", `"+7"`},
	} {
		if _, err := ParseView(tc.s); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseView(%q): %v, want an error saying %q", tc.s, err, tc.want)
		}
	}
}

func TestTurnNotation(t *testing.T) {
	var tn Turn
	for i := range MaxLetters {
		if !tn.Add(Letter(i % 4)) {
			t.Fatalf("Add refused letter %d", i+1)
		}
	}
	if tn.Add(F) || tn.Len() != MaxLetters {
		t.Error("Add took a 257th letter")
	}
	back, err := ParseTurn(tn.String())
	if err != nil || back != tn {
		t.Errorf("round trip of 256 letters: %v", err)
	}
	if got := strings.Repeat("FRTL", 64); tn.String() != got {
		t.Errorf("String() = %.20q..., want FRTL repeated", tn.String())
	}
	_, err = ParseTurn("FFXF")
	var te *MoveError
	if !errors.As(err, &te) || te.Index != 2 || !strings.Contains(err.Error(), "character 3 is 'X'") {
		t.Errorf("ParseTurn(\"FFXF\"): %v", err)
	}
	if te.Rule.String() != "illegal character" || RuleEmptyTurn.String() != "empty line" || RuleTooLong.String() != "more than 256 letters" {
		t.Error("the rules' names are not the referee's")
	}
}

func TestNames(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{squareAt(0, 0).String(), "r1c1"},
		{squareAt(24, 24).String(), "r25c25"},
		{Square(625).String(), "Square(625)"},
		{North.String() + East.String() + South.String() + West.String(), "NESW"},
		{F.String() + R.String() + T.String() + L.String(), "FRTL"},
		{edgeOf(squareAt(0, 2), North).String(), "north of r1c3"},
		{edgeOf(squareAt(3, 2), South).String(), "south of r4c3"},
		{edgeOf(squareAt(1, 0), West).String(), "west of r2c1"},
		{edgeOf(squareAt(1, 6), East).String(), "east of r2c7"},
		{edgeOf(squareAt(1, 7), West).String(), "east of r2c7"},
		{seatName(red) + " " + seatName(blue), "red blue"},
		{ruleCorner.String(), "corner touches a wall"},
		{TurnLimit.String(), "150 turns each"},
		{Wall.String(), "wall"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}

func TestEdgeGeometry(t *testing.T) {
	seen := map[edge]int{}
	for s := range Square(numSquares) {
		for d := range Dir(4) {
			e := edgeOf(s, d)
			seen[e]++
			a, b, aok, bok := e.squares()
			switch {
			case aok && bok && a != s && b != s, !aok && !bok:
				t.Fatalf("%v: squares %v %v", e, a, b)
			}
			if n, ok := s.step(d); ok == e.Outer() || ok && edgeOf(n, d.back()) != e {
				t.Fatalf("%v side %v: step %v %v, outer %v", s, d, n, ok, e.Outer())
			}
		}
	}
	if len(seen) != numEdges {
		t.Errorf("%d edges touch a square, want %d", len(seen), numEdges)
	}
	var all edges
	for e := range edge(numEdges) {
		all.Add(e)
		if seen[e] != 1+btoi(!e.Outer()) {
			t.Errorf("%v is a side of %d squares", e, seen[e])
		}
	}
	if all.Count() != numEdges || outerEdges.Count() != 4*Size {
		t.Errorf("edge sets: %d edges, %d outer", all.Count(), outerEdges.Count())
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
