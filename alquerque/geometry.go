package alquerque

// The board's lines, as tables built once at init and never written again.
//
// A direction is one of eight compass points, numbered so that d^4 is the
// opposite of d and the odd ones are the diagonals.
const (
	north = iota
	northEast
	east
	southEast
	south
	southWest
	west
	northWest
)

var (
	// delta is the change of square index for one step in each direction.
	delta = [8]int{7, 8, 1, -6, -7, -8, -1, 6}
	dFile = [8]int{0, 1, 1, 1, 0, -1, -1, -1}
	dRank = [8]int{1, 1, 0, -1, -1, -1, 0, 1}

	// step[s][d] is the point one step from s along a line in direction d,
	// or noSquare when there is no such line.
	step [NumSquares][8]Square
	// jumpOver and jumpTo give the point jumped over and the landing point
	// of a capture hop from s in direction d, or noSquare.
	jumpOver, jumpTo [NumSquares][8]Square
	// jumps lists the possible hops from each square, so that the capture
	// search looks only at real lines.
	jumps [NumSquares][]hop

	// canStep[d] and canJump[d] are the squares from which a step or a hop
	// in direction d stays on a line of the board.
	canStep, canJump [8]Squares
	// jumpSources[s] holds the points from which a hop lands on s.
	jumpSources [NumSquares]Squares
	// overSources[s] holds the points from which a hop passes over s.
	overSources [NumSquares]Squares
	// neighbours[s] holds the points one step from s along a line; lines
	// run both ways, so they are also the points that step onto s.
	neighbours [NumSquares]Squares
)

const noSquare Square = 0xff

type hop struct {
	overBit, toBit Squares // over.Bit() and to.Bit(), kept for speed
	over, to       Square
	dir            uint8
}

func init() {
	for s := Square(0); s < NumSquares; s++ {
		for d := range 8 {
			step[s][d], jumpOver[s][d], jumpTo[s][d] = noSquare, noSquare, noSquare
			if d%2 == 1 && !s.HasDiagonals() {
				continue
			}
			f, r := s.File()+dFile[d], s.Rank()+dRank[d]
			if !onBoard(f, r) {
				continue
			}
			step[s][d] = SquareAt(f, r)
			canStep[d] |= s.Bit()
			neighbours[s] |= step[s][d].Bit()
			f2, r2 := f+dFile[d], r+dRank[d]
			if !onBoard(f2, r2) {
				continue
			}
			jumpOver[s][d], jumpTo[s][d] = SquareAt(f, r), SquareAt(f2, r2)
			canJump[d] |= s.Bit()
			o, t := jumpOver[s][d], jumpTo[s][d]
			jumps[s] = append(jumps[s], hop{overBit: o.Bit(), toBit: t.Bit(), over: o, to: t, dir: uint8(d)})
			jumpSources[t] |= s.Bit()
			overSources[o] |= s.Bit()
		}
	}
}

func onBoard(f, r int) bool { return f >= 0 && f < 7 && r >= 0 && r < 7 }

// shiftUp and shiftDown hold delta[d] as two shift counts, one of them 0,
// so that shift needs no branch on the sign of the step.
var shiftUp, shiftDown [8]uint8

func init() {
	for d, n := range delta {
		shiftUp[d], shiftDown[d] = uint8(max(n, 0)), uint8(max(-n, 0))
	}
}

// shift moves every square of b one step in direction d. Squares whose step
// would leave the board must have been masked off by the caller. It shifts
// both ways, one of them by 0, which is cheaper than a branch in the
// generator's inner loops; the masks with 63 spare the compiler's check for
// counts of 64 or more.
func shift(b Squares, d int) Squares {
	return b << (shiftUp[d&7] & 63) >> (shiftDown[d&7] & 63)
}

// Tables for hopLandings and hopsOver, which read the pieces around a
// square a byte at a time. A hop can take a piece k points above or below
// its start, k being 1, 6, 7 or 8 (the steps east, northwest, north and
// northeast), and lands 2k points away. A byte of the points above a
// square names the piece k above by bit k-1; a byte of the points below
// names the piece k below by bit 8-k. The tables give points above a
// square at bit n for n above it, and points below it at bit 63-n for n
// below it, to be shifted into place.
//
// hopsUp and hopsDown give, for the pieces above and below a start, the
// landing points 2k above and below it. mirrorUp gives, for the pieces
// below a square, the landing points k above it of their hops over the
// square; mirrorDown those below for the pieces above.
var hopsUp, hopsDown, mirrorUp, mirrorDown [256]Squares

func init() {
	for b := range 256 {
		for _, k := range []int{1, 6, 7, 8} {
			if b>>(k-1)&1 != 0 { // a piece k above
				hopsUp[b] |= 1 << (2 * k)
				mirrorDown[b] |= 1 << (63 - k)
			}
			if b>>(8-k)&1 != 0 { // a piece k below
				hopsDown[b] |= 1 << (63 - 2*k)
				mirrorUp[b] |= 1 << k
			}
		}
	}
}
