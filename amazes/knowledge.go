package amazes

import "math/bits"

// Knowledge is what one player has discovered, as the jury credits it:
// squares, walls, openings and dead ends, in the maze's own frame. It is a
// value of about 600 bytes; the zero value knows nothing.
//
// The jury keeps it up to date incrementally: each new fact (a wall or an
// opening seen, a square discovered, a square found to be a dead end) marks
// only the squares and grid points whose rules it can affect, and the
// inference rules run on those until nothing changes, so that an update
// costs in proportion to what it changes, not to the size of the maze.
type Knowledge struct {
	disc  Squares // discovered squares
	dead  Squares // squares found to be dead ends
	walls Edges   // edges known to be walls
	open  Edges   // edges known to be openings
	// cols and rows have bit i set when a known square (discovered, or on
	// either side of a known opening) lies in column or row i.
	cols, rows uint32
}

// Discovered returns the squares discovered so far.
func (k *Knowledge) Discovered() Squares { return k.disc }

// IsDiscovered reports whether square s has been discovered.
func (k *Knowledge) IsDiscovered(s Square) bool { return k.disc.Has(s) }

// DeadEnds returns the squares found to be dead ends.
func (k *Knowledge) DeadEnds() Squares { return k.dead }

// Walls returns the edges known to be walls.
func (k *Knowledge) Walls() Edges { return k.walls }

// Openings returns the edges known to be openings.
func (k *Knowledge) Openings() Edges { return k.open }

// Columns returns the columns that hold a known square (discovered, or on
// either side of a known opening), bit c for column c: once all 25 are set
// the left and right outer walls are known.
func (k *Knowledge) Columns() uint32 { return k.cols }

// Rows returns the rows that hold a known square, as [Knowledge.Columns]
// does for columns.
func (k *Knowledge) Rows() uint32 { return k.rows }

// An update applies new facts to a Knowledge and runs the inference rules
// on what they touched. It lives on the caller's stack.
type update struct {
	k *Knowledge
	// dirty holds the squares whose dead-end rule may fire, dirtyRows the
	// rows of dirty with a bit set.
	dirty     Squares
	dirtyRows uint32
	// corners holds the interior grid points whose corner rule may fire:
	// bit c of corners[r] for the point where lines r and c cross.
	corners    [Size]uint32
	cornerRows uint32
}

func (u *update) markSquare(r, c int) {
	u.dirty[r] |= 1 << c
	u.dirtyRows |= 1 << r
}

// markPoint marks the grid point at lines r and c, if it is interior.
func (u *update) markPoint(r, c int) {
	if r > 0 && r < Size && c > 0 && c < Size {
		u.corners[r] |= 1 << c
		u.cornerRows |= 1 << r
	}
}

// known records that square (r, c) is known to exist, and applies the
// outer edges rule when it completes the columns or the rows.
func (u *update) known(r, c int) {
	k := u.k
	if k.cols>>c&1 == 0 {
		k.cols |= 1 << c
		if k.cols == fullRow {
			for i := range Size {
				u.addWall(Edge(numHorizontal + i*(Size+1)))
				u.addWall(Edge(numHorizontal + i*(Size+1) + Size))
			}
		}
	}
	if k.rows>>r&1 == 0 {
		k.rows |= 1 << r
		if k.rows == fullRow {
			for i := range Size {
				u.addWall(Edge(i))
				u.addWall(Edge(Size*Size + i))
			}
		}
	}
}

// addDisc discovers square s.
func (u *update) addDisc(s Square) {
	r, c := s.Row(), s.Col()
	if u.k.disc[r]>>c&1 != 0 {
		return
	}
	u.k.disc[r] |= 1 << c
	u.known(r, c)
}

// addWall records that e is a wall.
func (u *update) addWall(e Edge) {
	k := u.k
	i, b := e.lineBit()
	if e.Horizontal() {
		if k.walls.h[i]>>b&1 != 0 {
			return
		}
		k.walls.h[i] |= 1 << b
		if i > 0 {
			u.markSquare(i-1, b)
		}
		if i < Size {
			u.markSquare(i, b)
		}
		if i == 0 && k.walls.h[0] == fullRow {
			u.addLine(Edge(Size * Size))
		} else if i == Size && k.walls.h[Size] == fullRow {
			u.addLine(0)
		}
		return
	}
	if k.walls.v[i]>>b&1 != 0 {
		return
	}
	k.walls.v[i] |= 1 << b
	if b > 0 {
		u.markSquare(i, b-1)
	}
	if b < Size {
		u.markSquare(i, b)
	}
	if b == 0 || b == Size {
		// The opposite edge rule: a whole outer line known gives the
		// line across the maze from it.
		all := uint32(1)
		for r := range Size {
			all &= k.walls.v[r] >> b
		}
		if all&1 != 0 {
			u.addLine(Edge(numHorizontal + Size - b))
		}
	}
}

// addLine records the 25 walls of the outer line whose first edge is e.
func (u *update) addLine(first Edge) {
	if first.Horizontal() {
		for c := range Size {
			u.addWall(first + Edge(c))
		}
		return
	}
	for r := range Size {
		u.addWall(first + Edge(r*(Size+1)))
	}
}

// addOpen records that e is an opening: the squares on both sides exist.
func (u *update) addOpen(e Edge) {
	k := u.k
	i, b := e.lineBit()
	if e.Horizontal() {
		if k.open.h[i]>>b&1 != 0 {
			return
		}
		k.open.h[i] |= 1 << b
		if i > 0 {
			u.known(i-1, b)
			u.markSquare(i-1, b)
		}
		if i < Size {
			u.known(i, b)
			u.markSquare(i, b)
		}
		u.markPoint(i, b)
		u.markPoint(i, b+1)
		return
	}
	if k.open.v[i]>>b&1 != 0 {
		return
	}
	k.open.v[i] |= 1 << b
	if b > 0 {
		u.known(i, b-1)
		u.markSquare(i, b-1)
	}
	if b < Size {
		u.known(i, b)
		u.markSquare(i, b)
	}
	u.markPoint(i, b)
	u.markPoint(i+1, b)
}

// deadSides returns the sides of square (r, c) that are known openings to
// dead ends, as a nibble with bit d for direction d.
func (k *Knowledge) deadSides(r, c int) uint32 {
	open := k.open.sides(r, c)
	var n uint32
	if r > 0 {
		n |= k.dead[r-1] >> c & 1
	}
	if c < Size-1 {
		n |= (k.dead[r] >> (c + 1) & 1) << 1
	}
	if r < Size-1 {
		n |= (k.dead[r+1] >> c & 1) << 2
	}
	if c > 0 {
		n |= (k.dead[r] >> (c - 1) & 1) << 3
	}
	return open & n
}

// checkSquare applies the dead-end rule to square (r, c): known walls
// plus known openings to dead ends number three or more.
func (u *update) checkSquare(r, c int) {
	k := u.k
	if k.dead[r]>>c&1 != 0 {
		return
	}
	walls := k.walls.sides(r, c)
	if bits.OnesCount32(walls|k.deadSides(r, c)) < 3 {
		return
	}
	k.dead[r] |= 1 << c
	s := SquareAt(r, c)
	u.addDisc(s)
	unknown := 0xF &^ (walls | k.open.sides(r, c))
	for d := range Dir(4) {
		if unknown>>d&1 != 0 {
			u.addOpen(EdgeOf(s, d))
		}
	}
	// The neighbours behind known openings may now count s.
	if r > 0 {
		u.markSquare(r-1, c)
	}
	if r < Size-1 {
		u.markSquare(r+1, c)
	}
	if c > 0 {
		u.markSquare(r, c-1)
	}
	if c < Size-1 {
		u.markSquare(r, c+1)
	}
}

// checkPoint applies the corner rule to the interior grid point at lines r
// and c: three of its four edges known openings make the fourth a wall.
func (u *update) checkPoint(r, c int) {
	k := u.k
	up := Edge(numHorizontal + (r-1)*(Size+1) + c)
	down := Edge(numHorizontal + r*(Size+1) + c)
	left := Edge(r*Size + c - 1)
	right := Edge(r*Size + c)
	o := k.open.v[r-1]>>c&1 | (k.open.v[r]>>c&1)<<1 | (k.open.h[r]>>(c-1)&1)<<2 | (k.open.h[r]>>c&1)<<3
	if bits.OnesCount32(o) != 3 {
		return
	}
	switch 0xF &^ o {
	case 1:
		u.addWall(up)
	case 2:
		u.addWall(down)
	case 4:
		u.addWall(left)
	case 8:
		u.addWall(right)
	}
}

// run applies the rules to everything marked until nothing changes.
func (u *update) run() {
	for u.dirtyRows|u.cornerRows != 0 {
		for u.dirtyRows != 0 {
			r := bits.TrailingZeros32(u.dirtyRows)
			w := u.dirty[r]
			u.dirty[r] = 0
			u.dirtyRows &^= 1 << r
			for w != 0 {
				c := bits.TrailingZeros32(w)
				w &= w - 1
				u.checkSquare(r, c)
			}
		}
		for u.cornerRows != 0 {
			r := bits.TrailingZeros32(u.cornerRows)
			w := u.corners[r]
			u.corners[r] = 0
			u.cornerRows &^= 1 << r
			for w != 0 {
				c := bits.TrailingZeros32(w)
				w &= w - 1
				u.checkPoint(r, c)
			}
		}
	}
}
