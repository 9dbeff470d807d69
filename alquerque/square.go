package alquerque

import (
	"fmt"
	"iter"
	"math/bits"

	"github.com/contestgames/games/internal/text"
)

// A Square is one of the 49 points of the board, a1 to g7.
// Files a–g run left to right and ranks 1–7 upwards from White's side;
// a1 is 0, b1 is 1, …, g7 is 48.
type Square uint8

// NumSquares is the number of points on the board.
const NumSquares = 49

// SquareAt returns the square on file f and rank r, both counted from 0
// (SquareAt(2, 2) is c3). It panics if either is outside 0..6.
func SquareAt(f, r int) Square {
	if uint(f) > 6 || uint(r) > 6 {
		panic(fmt.Sprintf("alquerque: SquareAt(%d, %d): file and rank must be in 0..6", f, r))
	}
	return Square(r*7 + f)
}

// File returns the square's file, 0 for a to 6 for g.
func (s Square) File() int { return int(s) % 7 }

// Rank returns the square's rank, 0 for rank 1 to 6 for rank 7.
func (s Square) Rank() int { return int(s) / 7 }

// HasDiagonals reports whether diagonal lines run through s: they do
// through the points whose file and rank sum to an even number (a1, c1,
// b2, d4, …) and through no others.
func (s Square) HasDiagonals() bool { return (s.File()+s.Rank())%2 == 0 }

// squareNames holds every square's name, so that String never allocates.
var squareNames = func() (names [NumSquares]string) {
	for s := range Square(NumSquares) {
		names[s] = string([]byte{'a' + byte(s.File()), '1' + byte(s.Rank())})
	}
	return names
}()

// String returns the square in the contest's notation, such as "c3".
func (s Square) String() string { return text.Name(s, squareNames[:], "Square") }

// ParseSquare reads a square in the contest's notation: a file letter a–g
// and a rank digit 1–7, lower case, nothing else.
func ParseSquare(s string) (Square, error) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'g' || s[1] < '1' || s[1] > '7' {
		return 0, fmt.Errorf("alquerque: square %q: want a file a-g and a rank 1-7, as in \"c3\"", s)
	}
	return Square(s[0]-'a') + 7*Square(s[1]-'1'), nil
}

// Squares is a set of squares, one bit per square (bit i is Square(i)).
// The zero value is the empty set; sets combine with the bit operators.
type Squares uint64

// AllSquares is the set of all 49 points.
const AllSquares Squares = 1<<NumSquares - 1

// Bit returns the set holding s alone.
func (s Square) Bit() Squares { return 1 << s }

// Has reports whether s is in the set.
func (b Squares) Has(s Square) bool { return b&(1<<s) != 0 }

// Count returns the number of squares in the set.
func (b Squares) Count() int { return bits.OnesCount64(uint64(b)) }

// All yields the squares of the set from a1 to g7.
func (b Squares) All() iter.Seq[Square] {
	return func(yield func(Square) bool) {
		for b != 0 {
			s := Square(bits.TrailingZeros64(uint64(b)))
			if !yield(s) {
				return
			}
			b &= b - 1
		}
	}
}

// String lists the squares of the set, as in "{a1 c3 d4}".
func (b Squares) String() string {
	out := []byte{'{'}
	for s := range b.All() {
		if len(out) > 1 {
			out = append(out, ' ')
		}
		out = append(out, s.String()...)
	}
	return string(append(out, '}'))
}

// A Color is a side: White, who moves first, or Black.
type Color uint8

// The two sides.
const (
	White Color = 0
	Black Color = 1
)

// Other returns the opposing side.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string { return text.Name(c, colorNames[:], "Color") }

var colorNames = [...]string{"white", "black"}
