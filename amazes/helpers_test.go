package amazes

import (
	"os"
	"strings"
	"testing"
)

// Helpers for drawing small mazes and knowledge in tests.

// artLines splits a raw-string drawing into its lines, dropping the
// newline right after the opening backquote and the one before the
// closing one.
func artLines(art string) []string {
	art = strings.TrimPrefix(art, "\n")
	art = strings.TrimSuffix(art, "\n")
	return strings.Split(art, "\n")
}

// readFile reads a file of testdata.
func readFile(t fataler, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// readLines reads a text file of testdata as lines without endings.
func readLines(t fataler, path string) []string {
	t.Helper()
	return strings.Split(strings.TrimSuffix(string(readFile(t, path)), "\n"), "\n")
}

// readSetup reads a maze file with its start lines.
func readSetup(t fataler, path string) Setup {
	t.Helper()
	s, err := ParseSetup(readFile(t, path))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return s
}

// sideBySide splits a drawing of pictures standing side by side, at least
// three spaces apart, into the pictures, left first: a rule's before and
// after read best next to each other. The top line, all grid points and
// edges, never has three spaces in a row; the gaps are where it has them.
func sideBySide(art string) []string {
	lines := artLines(art)
	top := lines[0]
	var cols [][2]int // each picture's first and last column, plus one
	for j := 0; j < len(top); {
		end := strings.Index(top[j:], "   ")
		if end < 0 {
			end = len(top) - j
		}
		cols = append(cols, [2]int{j, j + end})
		j += end
		for j < len(top) && top[j] == ' ' {
			j++
		}
	}
	pics := make([]string, len(cols))
	for i, c := range cols {
		var b strings.Builder
		for _, line := range lines {
			// An editor may have dropped the spaces at the end of a line.
			line += strings.Repeat(" ", max(0, len(top)-len(line)))
			b.WriteString("\n" + line[c[0]:c[1]])
		}
		pics[i] = b.String()
	}
	return pics
}

// drawn returns the maze whose top-left corner is drawn in art, in the
// ASCII art of the maze files ('+' at grid points, '-' and '|' for walls,
// spaces for openings), with every edge outside the drawing a wall. The
// rest of the maze is walled-in squares, out of everybody's sight.
func drawn(t *testing.T, art string) Maze {
	t.Helper()
	m := boxed()
	for i, line := range artLines(art) {
		for j := range len(line) {
			if line[j] != ' ' {
				continue
			}
			switch {
			case i%2 == 0 && j%2 == 1:
				m.setWall(edge(i/2*Size+j/2), false)
			case i%2 == 1 && j%2 == 0:
				m.setWall(edge(numHorizontal+i/2*(Size+1)+j/2), false)
			case i%2 == 1 && j%2 == 1:
			default:
				t.Fatalf("drawing line %d, column %d: a space on a grid point", i+1, j+1)
			}
		}
	}
	return m
}

// drawnSetup returns the drawn maze with the starts, such as "2 3 N" (row
// and column from 1).
func drawnSetup(t *testing.T, art, redStart, blueStart string) Setup {
	t.Helper()
	s := Setup{Maze: drawn(t, art)}
	for p, start := range [2]string{redStart, blueStart} {
		var err error
		if s.Start[p], err = parsePose(start); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// drawnGame starts a game on a drawn maze, without checking the setup:
// rule tests use mazes and starts that no contest would.
func drawnGame(t *testing.T, art, redStart, blueStart string) State {
	t.Helper()
	s := drawnSetup(t, art, redStart, blueStart)
	return newState(&s)
}

// mustPlay plays each turn in order, whoever is to move.
func mustPlay(t *testing.T, st *State, turns ...string) {
	t.Helper()
	for _, s := range turns {
		tn, err := ParseTurn(s)
		if err == nil {
			err = st.Play(tn)
		}
		if err != nil {
			t.Fatalf("turn %q: %v", s, err)
		}
	}
}

// juryFacts is a player's knowledge as the jury credits it, in the maze's
// terms: the outer edges, once known, are walls like any other.
type juryFacts struct {
	disc, dead  squares
	walls, open edges
	cols, rows  uint32
}

// factsOf returns what k knows, in the maze's terms.
func factsOf(k *juryKnowledge) juryFacts {
	var f juryFacts
	for s := range Square(numSquares) {
		if k.discovered(s.col(), s.row()) {
			f.disc.Add(s)
		}
		if k.isDead(s.col(), s.row()) {
			f.dead.Add(s)
		}
	}
	for e := range edge(numEdges) {
		h, line, bit := e.line()
		if k.wallKnown(h, line, bit) {
			f.walls.Add(e)
		}
		if k.open.has(h, line, bit) {
			f.open.Add(e)
		}
	}
	f.cols, f.rows = k.xs, k.ys
	return f
}

// knowledgeOf returns what player p of st knows, in the maze's terms.
func knowledgeOf(st *State, p int) juryFacts { return factsOf(&st.know[p]) }

// discoverAll credits k with every square, as if the player had
// discovered them all.
func discoverAll(k *juryKnowledge) {
	for r := range Size {
		k.disc[r] = fullRow
	}
	k.count = numSquares
}

// knowledgeArt builds the knowledge drawn in art, w squares wide and h
// high from the top-left corner, and runs the inference rules on it. The
// drawing follows the maze art, with the edges drawn '-' or '|' (known
// wall), ' ' (known opening) or '?' (unknown), and each square '.' (not
// discovered), 'o' (discovered) or 'D' (dead end, discovered). Edges
// outside the drawing are unknown.
func knowledgeArt(t *testing.T, art string) juryFacts {
	t.Helper()
	var k juryKnowledge
	u := juryUpdate{k: &k}
	for i, line := range artLines(art) {
		for j := range len(line) {
			ch := line[j]
			switch {
			case i%2 == 0 && j%2 == 1, i%2 == 1 && j%2 == 0:
				var e edge
				if i%2 == 0 {
					e = edge(i/2*Size + j/2)
				} else {
					e = edge(numHorizontal + i/2*(Size+1) + j/2)
				}
				switch ch {
				case '-', '|':
					u.addEdge(e, true)
				case ' ':
					u.addEdge(e, false)
				case '?':
				default:
					t.Fatalf("knowledge line %d, column %d: %q on an edge", i+1, j+1, ch)
				}
			case i%2 == 1:
				s := squareAt(i/2, j/2)
				switch ch {
				case 'o':
					u.addSquare(s)
				case 'D':
					k.dead[s.row()] |= 1 << s.col()
					u.addSquare(s)
				case '.':
				default:
					t.Fatalf("knowledge line %d, column %d: %q on a square", i+1, j+1, ch)
				}
			}
		}
	}
	u.run()
	return factsOf(&k)
}

// drawKnowledge draws the top-left w by h squares of k as knowledgeArt
// reads them; an edge known both as a wall and an opening is drawn '!'.
func drawKnowledge(k *juryFacts, w, h int) string {
	var b strings.Builder
	edgeCh := func(e edge, wall byte) byte {
		switch {
		case k.walls.Has(e) && k.open.Has(e):
			return '!'
		case k.walls.Has(e):
			return wall
		case k.open.Has(e):
			return ' '
		}
		return '?'
	}
	for i := range 2*h + 1 {
		for j := range 2*w + 1 {
			switch {
			case i%2 == 0 && j%2 == 0:
				b.WriteByte('+')
			case i%2 == 0:
				b.WriteByte(edgeCh(edge(i/2*Size+j/2), '-'))
			case j%2 == 0:
				b.WriteByte(edgeCh(edge(numHorizontal+i/2*(Size+1)+j/2), '|'))
			default:
				s := squareAt(i/2, j/2)
				switch {
				case k.dead.Has(s):
					b.WriteByte('D')
				case k.disc.Has(s):
					b.WriteByte('o')
				default:
					b.WriteByte('.')
				}
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// wantKnowledge fails t unless the top-left corner of k is drawn as want
// and k knows nothing outside it.
func wantKnowledge(t *testing.T, k *juryFacts, want string) {
	t.Helper()
	lines := artLines(want)
	h, w := len(lines)/2, len(lines[0])/2
	if got := drawKnowledge(k, w, h); got != strings.Join(lines, "\n")+"\n" {
		t.Errorf("knowledge:\n%swant:\n%s", got, strings.Join(lines, "\n")+"\n")
	}
	inside := func(s Square) bool { return s.row() < h && s.col() < w }
	for s := range k.disc.All() {
		if !inside(s) {
			t.Errorf("%v is discovered, outside the drawing", s)
		}
	}
}

// wantPose fails t unless player p of st stands at pose want.
func wantPose(t *testing.T, st *State, p int, want Pose) {
	t.Helper()
	if got := st.Pose(p); got != want {
		t.Errorf("%s on %v, want %v", seatName(p), got, want)
	}
}

// wantPoints fails t unless player p of st has want points.
func wantPoints(t *testing.T, st *State, p int, want int) {
	t.Helper()
	if got := st.pointsOf(p); got != want {
		t.Errorf("%s's points %d, want %d", seatName(p), got, want)
	}
}

// The seats, for tests.
const (
	red  = 0
	blue = 1
)

// drawFacts draws the whole of k as knowledgeArt reads it.
func drawAll(k *juryKnowledge) string {
	f := factsOf(k)
	return drawKnowledge(&f, Size, Size)
}
