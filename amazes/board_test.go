package amazes

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// boardChar returns the character the board draws at column i of square
// q's three: 0 the mark, 1 the floor, 2 the east wall.
func boardChar(t *testing.T, board string, q Square, i int) byte {
	t.Helper()
	lines := strings.Split(board, "\n")
	if len(lines) < Size+1 {
		t.Fatalf("the board has %d lines, want at least %d:\n%s", len(lines), Size+1, board)
	}
	return lines[1+q.row()][1+3*q.col()+i]
}

// The board draws the true maze: a '|' east of a square exactly where its
// east side is a wall, and its floor '_' exactly where its south side is.
func TestBoardDrawsEveryWallOfTheMaze(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		s := RandomSetup(seed)
		st := newState(&s)
		board := st.String()
		for q := range Square(numSquares) {
			for _, side := range []struct {
				d    Dir
				i    int
				wall byte
			}{{East, 2, '|'}, {South, 1, '_'}} {
				drawn := boardChar(t, board, q, side.i) == side.wall
				if want := s.Maze.wall(q, side.d); drawn != want {
					t.Fatalf("seed %d: %v side %v: drawn as a wall %v, is a wall %v", seed, q, side.d, drawn, want)
				}
			}
		}
	}
}

// After each turn, each explorer's letter stands on its square and nowhere
// else, and the last lines count the turns and show the points.
func TestBoardFollowsTheGame(t *testing.T) {
	st, err := NewState(RandomSetup(1))
	if err != nil {
		t.Fatal(err)
	}
	start := st.String()
	itoa := strconv.Itoa
	for i, turn := range []string{"FFFRFLF", "FFLFRF", "RFFLFF", "TFFFF", "LFRFLF", "FFFFFFFF"} {
		mustPlay(t, &st, turn)
		board := st.String()
		if board == start {
			t.Fatalf("after %d turns the board is the start's", i+1)
		}
		for p, letter := range []string{"R", "B"} {
			maze := strings.Join(strings.Split(board, "\n")[:Size+1], "\n")
			if n := strings.Count(maze, letter); n != 1 {
				t.Errorf("after turn %d, %s is drawn %d times, want once", i+1, letter, n)
			}
			if got := boardChar(t, board, st.Pose(p).Square, 0); got != letter[0] && got != '@' {
				t.Errorf("after turn %d, %s's square %v shows %q", i+1, seatName(p), st.Pose(p).Square, got)
			}
		}
		for _, want := range []string{
			"played " + itoa(i+1) + " of 300 turns",
			"red  R at " + st.Pose(0).Square.String() + " facing " + st.Pose(0).Facing.String() + ", squares " + itoa(st.Discovered(0)) + ", points " + itoa(st.pointsOf(0)),
			"blue B at " + st.Pose(1).Square.String() + " facing " + st.Pose(1).Facing.String() + ", squares " + itoa(st.Discovered(1)) + ", points " + itoa(st.pointsOf(1)),
		} {
			if !strings.Contains(board, want) {
				t.Errorf("after turn %d the board has no %q:\n%s", i+1, want, board)
			}
		}
	}
}

// The marks follow the rule of discovery: r for squares only Red has
// discovered, b for Blue's, * for both.
func TestBoardMarksWhoDiscovered(t *testing.T) {
	st, err := NewState(RandomSetup(1))
	if err != nil {
		t.Fatal(err)
	}
	mustPlay(t, &st, "FFFRFLF", "FFLFRF")
	board := st.String()
	for q := range Square(numSquares) {
		if q == st.Pose(0).Square || q == st.Pose(1).Square {
			continue
		}
		red, blue := st.know[0].discovered(q.col(), q.row()), st.know[1].discovered(q.col(), q.row())
		got := boardChar(t, board, q, 0)
		if mine := strings.IndexByte("rb*", got) >= 0; mine != (red || blue) {
			t.Fatalf("%v is drawn %q; discovered by red %v, by blue %v", q, got, red, blue)
		}
		if red && !blue && got != 'r' || blue && !red && got != 'b' || red && blue && got != '*' {
			t.Fatalf("%v is drawn %q; discovered by red %v, by blue %v", q, got, red, blue)
		}
	}
}

// An ended game says how it ended and the score.
func TestBoardOfAnEndedGame(t *testing.T) {
	st, err := NewState(RandomSetup(1))
	if err != nil {
		t.Fatal(err)
	}
	for !st.Over() {
		st.playJury()
	}
	sc := st.Score()
	want := fmt.Sprintf("played 300 of 300 turns, over (150 turns each): score %d-%d", sc[0], sc[1])
	if board := st.String(); !strings.Contains(board, want) {
		t.Errorf("the board of an ended game has no %q:\n%s", want, board)
	}
}
