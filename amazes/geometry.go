package amazes

import (
	"fmt"
	"iter"
	"math/bits"

	"github.com/contestgames/games/internal/text"
)

// The dimensions and limits of the game.
const (
	Size       = 25                    // squares along each side of the maze
	numSquares = Size * Size           // 625 squares
	numEdges   = 2 * Size * (Size + 1) // 1300 edges, the outer ones included
	MaxTurns   = 150                   // turns each player plays at most
	MaxLetters = 256                   // letters a turn may hold
	// minStartDistance2 is the least squared distance between the starts.
	minStartDistance2 = 288
)

// fullRow has one bit for each of the 25 columns.
const fullRow = 1<<Size - 1

// A Square is one of the 625 squares: row*25+col, with row and col from 0,
// row 0 at the top and col 0 at the left. Files and String count from 1.
type Square uint16

// squareAt returns the square in row and col, both from 0.
func squareAt(row, col int) Square { return Square(row*Size + col) }

// row returns the square's row, 0 at the top.
func (s Square) row() int { return int(s) / Size }

// col returns the square's column, 0 at the left.
func (s Square) col() int { return int(s) % Size }

// valid reports whether s is one of the 625 squares.
func (s Square) valid() bool { return s < numSquares }

// String names the square by row and column from 1, as in "r18c5".
func (s Square) String() string {
	if !s.valid() {
		return fmt.Sprintf("Square(%d)", uint16(s))
	}
	return fmt.Sprintf("r%dc%d", s.row()+1, s.col()+1)
}

// step returns the square next to s in direction d, and false when that
// would leave the maze.
func (s Square) step(d Dir) (Square, bool) {
	r, c := s.row()+dirRow[d&3], s.col()+dirCol[d&3]
	if r < 0 || r >= Size || c < 0 || c >= Size {
		return 0, false
	}
	return squareAt(r, c), true
}

// distance2 returns the squared Euclidean distance between the centres of
// s and t, the number the jury sends each turn.
func distance2(s, t Square) int {
	dr, dc := s.row()-t.row(), s.col()-t.col()
	return dr*dr + dc*dc
}

// A Dir is a compass direction. North is towards row 1, East towards
// column 25. Adding 1 turns right.
type Dir uint8

// The four directions, clockwise.
const (
	North Dir = iota
	East
	South
	West
)

var (
	dirRow = [4]int{-1, 0, 1, 0}
	dirCol = [4]int{0, 1, 0, -1}
)

// right returns the direction a quarter turn clockwise from d.
func (d Dir) right() Dir { return (d + 1) & 3 }

// left returns the direction a quarter turn anticlockwise from d.
func (d Dir) left() Dir { return (d + 3) & 3 }

// back returns the opposite direction.
func (d Dir) back() Dir { return (d + 2) & 3 }

// Turn returns the direction a player faces after letter l: F keeps d, R
// turns right, T turns around, L turns left.
func (d Dir) Turn(l Letter) Dir { return (d + Dir(l)) & 3 }

// String returns the letter the maze files use: "N", "E", "S" or "W".
func (d Dir) String() string { return text.Name(d, dirNames[:], "Dir") }

var dirNames = [...]string{North: "N", East: "E", South: "S", West: "W"}

// A Pose is where a player stands and which way it faces.
type Pose struct {
	Square Square
	Facing Dir
}

// String writes the pose as the start lines of a maze file do: row and
// column from 1, then the facing, as in "18 5 E".
func (p Pose) String() string {
	return fmt.Sprintf("%d %d %v", p.Square.row()+1, p.Square.col()+1, p.Facing)
}

// An Edge is one of the 1300 unit segments of the grid where a wall can
// stand: the 650 horizontal ones first, line by line from the top (the line
// above row r is line r, the bottom edge is line 25), then the 650 vertical
// ones row by row (the line left of column c is line c, the right edge is
// line 25).
type edge uint16

const numHorizontal = (Size + 1) * Size

// EdgeOf returns the edge on side d of square s.
func edgeOf(s Square, d Dir) edge {
	r, c := s.row(), s.col()
	switch d & 3 {
	case North:
		return edge(r*Size + c)
	case South:
		return edge((r+1)*Size + c)
	case West:
		return edge(numHorizontal + r*(Size+1) + c)
	}
	return edge(numHorizontal + r*(Size+1) + c + 1)
}

// Horizontal reports whether e runs from west to east (it separates a square
// from the one above it).
func (e edge) Horizontal() bool { return e < numHorizontal }

// Valid reports whether e is one of the 1300 edges.
func (e edge) Valid() bool { return e < numEdges }

// lineBit returns the word index and bit of e in an edges set: for a
// horizontal edge the line and column, for a vertical one the row and line.
func (e edge) lineBit() (int, int) {
	if e < numHorizontal {
		return int(e) / Size, int(e) % Size
	}
	v := int(e) - numHorizontal
	return v / (Size + 1), v % (Size + 1)
}

// line returns where e lies in an edgeSet of the jury's frame: whether
// it is horizontal, its line, and its bit in the line.
func (e edge) line() (horizontal bool, line, bit int) {
	i, b := e.lineBit()
	if e < numHorizontal {
		return true, i, b
	}
	return false, b, i
}

// Outer reports whether e lies on the outer edge of the maze.
func (e edge) Outer() bool {
	i, b := e.lineBit()
	if e.Horizontal() {
		return i == 0 || i == Size
	}
	return b == 0 || b == Size
}

// Squares returns the squares on either side of e: above and below a
// horizontal edge, left and right of a vertical one. On the outer edge only
// one of them exists; ok tells which.
func (e edge) squares() (a, b Square, aOK, bOK bool) {
	i, j := e.lineBit()
	if e.Horizontal() {
		return squareAt(i-1, j), squareAt(i, j), i > 0, i < Size
	}
	return squareAt(i, j-1), squareAt(i, j), j > 0, j < Size
}

// String names the edge by the square it bounds, with rows and columns from
// 1: "north of r1c3" on the top line, "south of r4c3" below row 4, "west of
// r2c1" on the left line, "east of r2c7" right of column 7.
func (e edge) String() string {
	if !e.Valid() {
		return fmt.Sprintf("Edge(%d)", uint16(e))
	}
	i, j := e.lineBit()
	switch {
	case e.Horizontal() && i == 0:
		return "north of " + squareAt(0, j).String()
	case e.Horizontal():
		return "south of " + squareAt(i-1, j).String()
	case j == 0:
		return "west of " + squareAt(i, 0).String()
	}
	return "east of " + squareAt(i, j-1).String()
}

// Squares is a set of squares, one bit each, a 32-bit word per row (bit c
// for column c). The zero value is the empty set; == compares sets.
type squares [Size]uint32

// Has reports whether s is in the set.
func (q *squares) Has(s Square) bool { return q[s.row()]>>s.col()&1 != 0 }

// Add puts s in the set.
func (q *squares) Add(s Square) { q[s.row()] |= 1 << s.col() }

// Remove takes s out of the set.
func (q *squares) Remove(s Square) { q[s.row()] &^= 1 << s.col() }

// Count returns the number of squares in the set.
func (q *squares) Count() int {
	n := 0
	for _, w := range q {
		n += bits.OnesCount32(w)
	}
	return n
}

// All yields the squares of the set in increasing order.
func (q *squares) All() iter.Seq[Square] {
	return func(yield func(Square) bool) {
		for r, w := range q {
			for w != 0 {
				c := bits.TrailingZeros32(w)
				w &= w - 1
				if !yield(squareAt(r, c)) {
					return
				}
			}
		}
	}
}

// AllSquares is the set of all 625 squares.
var allSquares = func() squares {
	var q squares
	for r := range q {
		q[r] = fullRow
	}
	return q
}()

// Edges is a set of edges, one bit each: for the horizontal edges a word per
// line (bit c for column c), for the vertical ones a word per row (bit l for
// line l). The zero value is the empty set; == compares sets.
type edges struct {
	h [Size + 1]uint32
	v [Size]uint32
}

// Has reports whether e is in the set.
func (s *edges) Has(e edge) bool {
	i, b := e.lineBit()
	if e.Horizontal() {
		return s.h[i]>>b&1 != 0
	}
	return s.v[i]>>b&1 != 0
}

// Add puts e in the set.
func (s *edges) Add(e edge) {
	i, b := e.lineBit()
	if e.Horizontal() {
		s.h[i] |= 1 << b
	} else {
		s.v[i] |= 1 << b
	}
}

// Remove takes e out of the set.
func (s *edges) Remove(e edge) {
	i, b := e.lineBit()
	if e.Horizontal() {
		s.h[i] &^= 1 << b
	} else {
		s.v[i] &^= 1 << b
	}
}

// Side reports whether the edge on side d of square s is in the set.
func (s *edges) Side(q Square, d Dir) bool {
	r, c := q.row(), q.col()
	switch d & 3 {
	case North:
		return s.h[r]>>c&1 != 0
	case South:
		return s.h[r+1]>>c&1 != 0
	case West:
		return s.v[r]>>c&1 != 0
	}
	return s.v[r]>>(c+1)&1 != 0
}

// sides returns the sides of square (r, c) that are in the set, as a
// nibble with bit d for direction d.
func (s *edges) sides(r, c int) uint32 {
	return s.h[r]>>c&1 | (s.v[r]>>(c+1)&1)<<1 | (s.h[r+1]>>c&1)<<2 | (s.v[r]>>c&1)<<3
}

// Count returns the number of edges in the set.
func (s *edges) Count() int {
	n := 0
	for _, w := range s.h {
		n += bits.OnesCount32(w)
	}
	for _, w := range s.v {
		n += bits.OnesCount32(w)
	}
	return n
}

// All yields the edges of the set in increasing order.
func (s *edges) All() iter.Seq[edge] {
	return func(yield func(edge) bool) {
		for l, w := range s.h {
			for w != 0 {
				c := bits.TrailingZeros32(w)
				w &= w - 1
				if !yield(edge(l*Size + c)) {
					return
				}
			}
		}
		for r, w := range s.v {
			for w != 0 {
				l := bits.TrailingZeros32(w)
				w &= w - 1
				if !yield(edge(numHorizontal + r*(Size+1) + l)) {
					return
				}
			}
		}
	}
}

// outerEdges is the set of the 100 edges on the outer edge of the maze.
var outerEdges = func() edges {
	var s edges
	s.h[0], s.h[Size] = fullRow, fullRow
	for r := range s.v {
		s.v[r] = 1 | 1<<Size
	}
	return s
}()
