package amazes

import "math/bits"

// One inference engine serves the jury and the bots. The jury credits each
// player with what it has discovered, in the maze's own frame: 25 squares a
// side, a 32-bit word a row. A bot knows neither where it stands nor which
// way it faces, so its [Map] keeps the same facts in a frame of 49 squares a
// side around its start, a 64-bit word a row. Both are a knowledge, the same
// generic type with the same rules, instantiated once for each frame; the
// compiler makes a copy of the code for each word size, so neither pays for
// the other.
//
// In either frame the facts are: squares discovered, squares found to be
// dead ends, edges known to be walls and edges known to be openings. The
// outer edges, once known, are kept as the lines they lie on (in the jury's
// frame lines 0 and 25 of each axis), since in a bot's frame they could be
// any of 25.

// word is one row of a frame: bit x for column x.
type word interface{ uint32 | uint64 }

// lines holds a word per row of squares, or per line of edges: a frame
// n squares wide has n+1 lines each way. The jury's frame is [Size+1]uint32,
// a bot's [mapSize+1]uint64.
type lines[W word] interface {
	[Size + 1]W | [mapSize + 1]W
}

// The two instances: the jury's knowledge and a bot's.
type (
	juryKnowledge  = knowledge[uint32, [Size + 1]uint32]
	juryUpdate     = update[uint32, [Size + 1]uint32]
	frameKnowledge = knowledge[uint64, [mapSize + 1]uint64]
	frameUpdate    = update[uint64, [mapSize + 1]uint64]
	frameEdges     = edgeSet[uint64, [mapSize + 1]uint64]
)

// An edgeSet is a set of edges of a frame, a bit each. Horizontal lines
// are numbered from the top (line y is above row y), vertical ones from the
// left (line x is left of column x); each line is a word, with bit x for the
// edge of a horizontal line above or below column x and bit y for the edge
// of a vertical line beside row y. Both ways, a whole line of walls is one
// word to count.
type edgeSet[W word, L lines[W]] struct {
	h, v L
}

// sideLine returns the line and bit of the edge on side d of square (x,
// y), and whether it is horizontal.
func sideLine(x, y int, d Dir) (horizontal bool, line, bit int) {
	switch d & 3 {
	case North:
		return true, y, x
	case South:
		return true, y + 1, x
	case West:
		return false, x, y
	}
	return false, x + 1, y
}

func (s *edgeSet[W, L]) has(horizontal bool, line, bit int) bool {
	if horizontal {
		return s.h[line]>>bit&1 != 0
	}
	return s.v[line]>>bit&1 != 0
}

// word returns the edges of s on a line, bit i for the edge beside row
// or column i.
func (s *edgeSet[W, L]) word(horizontal bool, line int) W {
	if horizontal {
		return s.h[line]
	}
	return s.v[line]
}

func (s *edgeSet[W, L]) add(horizontal bool, line, bit int) {
	if horizontal {
		s.h[line] |= 1 << bit
	} else {
		s.v[line] |= 1 << bit
	}
}

// sides returns the sides of square (x, y) in the set, bit d for direction
// d.
func (s *edgeSet[W, L]) sides(x, y int) W {
	return s.h[y]>>x&1 | (s.v[x+1]>>y&1)<<1 | (s.h[y+1]>>x&1)<<2 | (s.v[x]>>y&1)<<3
}

// A knowledge is what one player knows of the maze in one frame, as the
// jury credits it. The zero value knows nothing.
type knowledge[W word, L lines[W]] struct {
	disc, dead  L // squares discovered, and found to be dead ends
	walls, open edgeSet[W, L]
	// xs and ys have bit i set when a known square (discovered, or on
	// either side of a known opening) lies in column or row i.
	xs, ys W
	// xEdge is 1 + the line of the left outer edge once the two vertical
	// outer edges are known (the right one is 25 lines further), or 0;
	// yEdge likewise for the top one.
	xEdge, yEdge int8
	count        int16 // squares discovered
}

// size returns the width and height of the frame, in squares.
func (k *knowledge[W, L]) size() int { return len(k.disc) - 1 }

// inFrame reports whether square (x, y) lies in the frame.
func (k *knowledge[W, L]) inFrame(x, y int) bool {
	n := k.size()
	return x >= 0 && x < n && y >= 0 && y < n
}

// discovered reports whether square (x, y) of the frame is discovered.
func (k *knowledge[W, L]) discovered(x, y int) bool { return k.disc[y]>>x&1 != 0 }

// isDead reports whether square (x, y) of the frame is a known dead end.
func (k *knowledge[W, L]) isDead(x, y int) bool { return k.dead[y]>>x&1 != 0 }

// wallSides returns the sides of square (x, y) known to be walls, the
// outer edges included, bit d for direction d.
func (k *knowledge[W, L]) wallSides(x, y int) W {
	w := k.walls.sides(x, y)
	if onEdge(y, k.yEdge) {
		w |= 1 << North
	}
	if onEdge(x+1, k.xEdge) {
		w |= 1 << East
	}
	if onEdge(y+1, k.yEdge) {
		w |= 1 << South
	}
	if onEdge(x, k.xEdge) {
		w |= 1 << West
	}
	return w
}

// onEdge reports whether line is one of the two outer edges across an
// axis, given edge (xEdge or yEdge).
func onEdge(line int, edge int8) bool {
	lo := int(edge) - 1
	return edge > 0 && (line == lo || line == lo+Size)
}

// wallKnown reports whether the edge on the given line is a known wall,
// the outer edges included.
func (k *knowledge[W, L]) wallKnown(horizontal bool, line, bit int) bool {
	_, edge := k.axis(horizontal)
	return k.walls.has(horizontal, line, bit) || onEdge(line, *edge)
}

// axis returns what k knows of the rows, which horizontal lines bound
// (ys and yEdge), or of the columns (xs and xEdge): the rule for one axis
// is the rule for the other with x and y swapped.
func (k *knowledge[W, L]) axis(horizontal bool) (known *W, edge *int8) {
	if horizontal {
		return &k.ys, &k.yEdge
	}
	return &k.xs, &k.xEdge
}

// along returns square i of row line, or of column line when not
// horizontal: the squares beside a horizontal line y are in rows y-1 and
// y, those beside a vertical line x in columns x-1 and x.
func along(horizontal bool, line, i int) (x, y int) {
	if horizontal {
		return i, line
	}
	return line, i
}

// insideAxis reports whether line of squares i, across one axis, can be
// in the maze: between the outer edges if they are known (edge, as xEdge
// or yEdge), else within 25 of every known square of that axis (known).
func insideAxis[W word](i int, known W, edge int8) bool {
	if edge > 0 {
		lo := int(edge) - 1
		return i >= lo && i < lo+Size
	}
	lo := bits.TrailingZeros64(uint64(known))
	hi := 63 - bits.LeadingZeros64(uint64(known))
	return i > hi-Size && i < lo+Size
}

// span returns the distance from the lowest to the highest bit of w, plus
// one.
func span[W word](w W) int {
	if w == 0 {
		return 0
	}
	return 64 - bits.LeadingZeros64(uint64(w)) - bits.TrailingZeros64(uint64(w))
}

// An update applies new facts to a knowledge and runs the inference rules
// on what they touched: each fact marks only the squares and grid points
// whose rules it can affect, so that an update costs in proportion to what
// it changes, not to the size of the maze. It lives on the caller's stack,
// and must end with run.
type update[W word, L lines[W]] struct {
	k *knowledge[W, L]
	// dirty holds the squares whose dead-end rule may fire, bit x of row
	// y.
	dirty marks[W, L]
	// corners holds the grid points whose corner rule may fire, bit x of
	// line y for the point where horizontal line y and vertical line x
	// cross.
	corners marks[W, L]
}

// marks is a set of places still to visit, bit x of at[y] for place (x,
// y), with bit y of rows set when at[y] has a bit set, so that finding the
// next row costs one instruction.
type marks[W word, L lines[W]] struct {
	at   L
	rows W
}

func (m *marks[W, L]) mark(x, y int) {
	m.at[y] |= 1 << x
	m.rows |= 1 << y
}

// take removes the first row with a mark and returns its number and its
// marks; m must not be empty.
func (m *marks[W, L]) take() (y int, w W) {
	y = bits.TrailingZeros64(uint64(m.rows))
	w = m.at[y]
	m.at[y] = 0
	m.rows &^= 1 << y
	return y, w
}

func (u *update[W, L]) markSquare(x, y int) {
	if u.k.inFrame(x, y) {
		u.dirty.mark(x, y)
	}
}

// markPoint marks the grid point at vertical line x and horizontal line y,
// if it is inside the frame (points on the frame's border touch fewer than
// four edges).
func (u *update[W, L]) markPoint(x, y int) {
	if n := u.k.size(); y > 0 && y < n && x > 0 && x < n {
		u.corners.mark(x, y)
	}
}

// addDisc discovers square (x, y).
func (u *update[W, L]) addDisc(x, y int) {
	k := u.k
	if k.disc[y]>>x&1 != 0 {
		return
	}
	k.disc[y] |= 1 << x
	k.count++
	u.known(x, y)
}

// known records that square (x, y) exists, and applies the outer edges
// rule when the known squares span 25 columns or 25 rows: the maze is that
// wide, so its outer edges are the lines around them.
func (u *update[W, L]) known(x, y int) {
	if u.k.xs>>x&1 == 0 {
		u.newLine(false, x)
	}
	if u.k.ys>>y&1 == 0 {
		u.newLine(true, y)
	}
}

// newLine records that a known square lies in row i (horizontal) or
// column i, where none was known before.
func (u *update[W, L]) newLine(horizontal bool, i int) {
	known, edge := u.k.axis(horizontal)
	*known |= 1 << i
	if *edge == 0 && span(*known) >= Size {
		u.setEdge(horizontal, bits.TrailingZeros64(uint64(*known)))
	}
}

// setEdge records that the horizontal outer edges (or the vertical ones)
// are the lines lo and lo+25, and marks the squares along them.
func (u *update[W, L]) setEdge(horizontal bool, lo int) {
	n := u.k.size()
	if lo < 0 || lo+Size > n {
		return
	}
	_, edge := u.k.axis(horizontal)
	*edge = int8(lo + 1)
	for i := range n {
		u.markSquare(along(horizontal, lo, i))
		u.markSquare(along(horizontal, lo+Size-1, i))
	}
}

// edgeFrom returns the first line of the outer edges, given that line is
// one of them: the maze lies on the side of it where the known squares are
// (known, as xs or ys), and wholly inside the frame.
func edgeFrom[W word](line int, known W) int {
	if lo := line - Size; known>>line == 0 && lo >= 0 {
		return lo
	}
	return line
}

// addWallSide records that side d of square (x, y) is a wall.
func (u *update[W, L]) addWallSide(x, y int, d Dir) { u.addWall(sideLine(x, y, d)) }

// addOpenSide records that side d of square (x, y) is an opening.
func (u *update[W, L]) addOpenSide(x, y int, d Dir) { u.addOpen(sideLine(x, y, d)) }

// addWall records that the edge at bit of line is a wall. A whole line of
// 25 walls is an outer edge (in a valid maze no inner line is all walls),
// which gives the edge across the maze from it: the opposite edge rule.
func (u *update[W, L]) addWall(horizontal bool, line, bit int) {
	k := u.k
	if k.walls.has(horizontal, line, bit) {
		return
	}
	k.walls.add(horizontal, line, bit)
	u.markSquare(along(horizontal, line-1, bit))
	u.markSquare(along(horizontal, line, bit))
	if known, edge := k.axis(horizontal); *edge == 0 && bits.OnesCount64(uint64(k.walls.word(horizontal, line))) == Size {
		u.setEdge(horizontal, edgeFrom(line, *known))
	}
}

// addOpen records that the edge at bit of line is an opening: the squares
// on both sides exist.
func (u *update[W, L]) addOpen(horizontal bool, line, bit int) {
	k := u.k
	if k.open.has(horizontal, line, bit) {
		return
	}
	k.open.add(horizontal, line, bit)
	if line > 0 {
		u.known(along(horizontal, line-1, bit))
		u.markSquare(along(horizontal, line-1, bit))
	}
	if line < k.size() {
		u.known(along(horizontal, line, bit))
		u.markSquare(along(horizontal, line, bit))
	}
	// The grid points at both ends of the edge.
	u.markPoint(along(horizontal, line, bit))
	u.markPoint(along(horizontal, line, bit+1))
}

// deadSides returns the sides of square (x, y) that lead to known dead
// ends, whether open or not, bit d for direction d.
func (k *knowledge[W, L]) deadSides(x, y int) W {
	n := k.size()
	var d W
	if y > 0 {
		d |= k.dead[y-1] >> x & 1
	}
	if x < n-1 {
		d |= (k.dead[y] >> (x + 1) & 1) << 1
	}
	if y < n-1 {
		d |= (k.dead[y+1] >> x & 1) << 2
	}
	if x > 0 {
		d |= (k.dead[y] >> (x - 1) & 1) << 3
	}
	return d
}

// checkSquare applies the dead-end rule to square (x, y): known walls plus
// known openings to dead ends number three or more. The square is then a
// dead end and discovered, and its unknown sides are openings.
func (u *update[W, L]) checkSquare(x, y int) {
	k := u.k
	if k.dead[y]>>x&1 != 0 {
		return
	}
	if k.xEdge > 0 && !insideAxis(x, W(0), k.xEdge) || k.yEdge > 0 && !insideAxis(y, W(0), k.yEdge) {
		return // beyond a known outer edge
	}
	walls := k.wallSides(x, y)
	open := k.open.sides(x, y)
	if bits.OnesCount64(uint64(walls|open&k.deadSides(x, y))) < 3 {
		return
	}
	k.dead[y] |= 1 << x
	u.addDisc(x, y)
	unknown := 0xF &^ (walls | open)
	for d := range Dir(4) {
		nx, ny := x+dirCol[d], y+dirRow[d]
		if unknown>>d&1 != 0 && k.inFrame(nx, ny) {
			u.addOpenSide(x, y, d)
		}
		// The neighbour behind a known opening may now count this one.
		u.markSquare(nx, ny)
	}
}

// checkPoint applies the corner rule to the grid point where vertical line
// x and horizontal line y cross: three of its four edges known openings
// make the fourth a wall.
func (u *update[W, L]) checkPoint(x, y int) {
	k := u.k
	o := k.open.v[x]>>(y-1)&1 | (k.open.v[x]>>y&1)<<1 | (k.open.h[y]>>(x-1)&1)<<2 | (k.open.h[y]>>x&1)<<3
	if bits.OnesCount64(uint64(o)) != 3 {
		return
	}
	horizontal, line, bit := false, x, y // below the point
	switch 0xF &^ o {
	case 1: // above the point
		bit = y - 1
	case 4: // left of the point
		horizontal, line, bit = true, y, x-1
	case 8: // right of the point
		horizontal, line, bit = true, y, x
	}
	if !k.wallKnown(horizontal, line, bit) {
		u.addWall(horizontal, line, bit)
	}
}

// run applies the rules to everything marked until nothing changes. The
// rules reach the same fixed point whatever order they fire in.
func (u *update[W, L]) run() {
	for u.dirty.rows|u.corners.rows != 0 {
		for u.dirty.rows != 0 {
			y, w := u.dirty.take()
			for ; w != 0; w &= w - 1 {
				u.checkSquare(bits.TrailingZeros64(uint64(w)), y)
			}
		}
		for u.corners.rows != 0 {
			y, w := u.corners.take()
			for ; w != 0; w &= w - 1 {
				u.checkPoint(bits.TrailingZeros64(uint64(w)), y)
			}
		}
	}
}

// The jury's facts, in its frame: the maze's, column x and row y.

// addSquare discovers maze square s.
func (u *update[W, L]) addSquare(s Square) { u.addDisc(s.col(), s.row()) }

// addEdge records that maze edge e is a wall, or an opening.
func (u *update[W, L]) addEdge(e edge, wall bool) {
	horizontal, line, bit := e.line()
	if wall {
		u.addWall(horizontal, line, bit)
	} else {
		u.addOpen(horizontal, line, bit)
	}
}

// lookFrom applies what a player at pose p sees: every square along its
// four sight lines and directly beyond their side openings, and the walls
// and openings along and at the end of each line.
func (u *update[W, L]) lookFrom(sight *[numSquares][4]uint8, p Pose) {
	for rel := range Letter(4) {
		d := p.Facing.Turn(rel)
		q := p.Square
		x, y := q.col(), q.row()
		for range sight[q][d] {
			u.addOpen(sideLine(x, y, d))
			q += stepDelta[d]
			x, y = x+dirCol[d], y+dirRow[d]
			u.addDisc(x, y)
			for _, side := range [2]Dir{d.left(), d.right()} {
				if sight[q][side] > 0 {
					u.addOpen(sideLine(x, y, side))
					u.addDisc(x+dirCol[side], y+dirRow[side])
				} else {
					u.addWall(sideLine(x, y, side))
				}
			}
		}
		u.addWall(sideLine(x, y, d))
	}
}
