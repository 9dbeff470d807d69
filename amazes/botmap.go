package amazes

import (
	"errors"
	"fmt"
	"math/bits"
)

// MapSize is the width and height, in squares, of a [Map]'s frame: the
// start square in the middle, and 24 squares on each side, as far as the
// maze can reach from it.
const MapSize = 2*Size - 1

// mapCenter is the frame row and column of the start square.
const mapCenter = Size - 1

// A Side is what is known of one side of a square.
type Side uint8

// What a side can be known as.
const (
	Unknown Side = iota
	Wall
	Open
)

// String returns "unknown", "wall" or "open".
func (s Side) String() string {
	switch s {
	case Unknown:
		return "unknown"
	case Wall:
		return "wall"
	case Open:
		return "open"
	}
	return fmt.Sprintf("Side(%d)", uint8(s))
}

// mapEdges is a set of edges of a Map's frame, laid out as Edges is: a
// word per horizontal line (bit x), a word per row for the vertical ones
// (bit l for line l).
type mapEdges struct {
	h [MapSize + 1]uint64
	v [MapSize]uint64
}

// A mapEdge is an edge of a Map's frame: horizontal ones are line*49+x,
// vertical ones 2450+row*50+line.
type mapEdge int32

const mapHorizontal = (MapSize + 1) * MapSize

// mapEdgeOf returns the frame edge on side d of the frame square (x, y).
func mapEdgeOf(x, y int, d Dir) mapEdge {
	switch d & 3 {
	case North:
		return mapEdge(y*MapSize + x)
	case South:
		return mapEdge((y+1)*MapSize + x)
	case West:
		return mapEdge(mapHorizontal + y*(MapSize+1) + x)
	}
	return mapEdge(mapHorizontal + y*(MapSize+1) + x + 1)
}

func (e mapEdge) split() (horizontal bool, i, b int) {
	if e < mapHorizontal {
		return true, int(e) / MapSize, int(e) % MapSize
	}
	v := int(e) - mapHorizontal
	return false, v / (MapSize + 1), v % (MapSize + 1)
}

func (s *mapEdges) add(e mapEdge) {
	h, i, b := e.split()
	if h {
		s.h[i] |= 1 << b
	} else {
		s.v[i] |= 1 << b
	}
}

// sides returns the sides of frame square (x, y) in the set, bit d for
// direction d.
func (s *mapEdges) sides(x, y int) uint64 {
	return s.h[y]>>x&1 | (s.v[y]>>(x+1)&1)<<1 | (s.h[y+1]>>x&1)<<2 | (s.v[y]>>x&1)<<3
}

// A Map is what a bot knows of the maze, in its own frame: it does not
// know where it is in the maze nor which way it faces, so the frame puts
// its start square at (0, 0) facing [North], with x growing to the start's
// right ([East]) and y behind it ([South]); squares run from -24 to 24 on
// both axes, which holds the whole maze wherever the bot started.
//
// The bot feeds the Map each view it reads ([Map.Look]) and each turn it
// writes ([Map.Walk]). The Map keeps the knowledge the jury credits, with
// the same inference rules, so that [Map.Discovered] is exactly the set of
// squares the jury has credited to the bot (turned and shifted into the
// frame), and [Map.Count] the number. The outer edges, once known, are kept
// as the two lines they lie on.
//
// The Map also keeps what the bot knows beyond the jury's credit: the
// sides it has walked through. A turn can walk into sides not yet seen,
// and a step into a wall stops the turn, so where a walk ended is only
// known at the next view: Look works it out from the view, keeping the
// ending the view agrees with. Should two endings agree with the view (it
// takes a walk deep into unknown ground), Look keeps the first and
// [Map.Unsure] reports it; a bot that steps only through known openings is
// never unsure.
//
// The zero Map is ready to use; it is a value of about 3.3 KB.
type Map struct {
	disc, dead  [MapSize]uint64
	walls, open mapEdges // as the jury knows them
	walked      mapEdges // openings walked through, not credited
	xs, ys      uint64   // frame columns and rows holding a known square
	// countH and countV count the walls of walls on each line.
	countH, countV [MapSize + 1]uint8
	// xEdge is 1 + the frame line of the left outer edge once the two
	// vertical outer edges are known (the right one is 25 lines further),
	// or 0; yEdge likewise for the horizontal ones.
	xEdge, yEdge int8
	x, y         int8 // frame square of the bot
	facing       Dir
	started      bool
	walking      bool // turn holds a walk the next Look must place
	unsure       bool
	count        int16
	turn         Turn
}

func (m *Map) start() {
	if m.started {
		return
	}
	m.started = true
	m.x, m.y = mapCenter, mapCenter
	var u mapUpdate
	u.m = m
	u.addDisc(mapCenter, mapCenter)
	u.run()
}

// Here returns where the bot stands in the frame and which way it faces.
func (m *Map) Here() (x, y int, facing Dir) {
	m.start()
	return int(m.x) - mapCenter, int(m.y) - mapCenter, m.facing
}

// inFrame reports whether the frame square (x, y), as Here counts, is in
// the frame, and returns its frame indices.
func inFrame(x, y int) (int, int, bool) {
	x, y = x+mapCenter, y+mapCenter
	return x, y, x >= 0 && x < MapSize && y >= 0 && y < MapSize
}

// Count returns the number of squares discovered: the number the jury has
// credited to the bot, as of the last Look.
func (m *Map) Count() int {
	m.start()
	return int(m.count)
}

// Discovered reports whether square (x, y) of the frame is discovered.
func (m *Map) Discovered(x, y int) bool {
	m.start()
	fx, fy, ok := inFrame(x, y)
	return ok && m.disc[fy]>>fx&1 != 0
}

// DeadEnd reports whether square (x, y) is known to be a dead end.
func (m *Map) DeadEnd(x, y int) bool {
	fx, fy, ok := inFrame(x, y)
	return ok && m.dead[fy]>>fx&1 != 0
}

// Side returns what the bot knows of side d of square (x, y): the walls
// and openings the jury credits, the outer edges once known, and the
// openings the bot has walked through.
func (m *Map) Side(x, y int, d Dir) Side {
	fx, fy, ok := inFrame(x, y)
	if !ok {
		return Wall
	}
	return m.side(fx, fy, d&3, nil)
}

// side returns what is known of side d of frame square (x, y), counting
// assumed as further openings.
func (m *Map) side(x, y int, d Dir, assumed []mapEdge) Side {
	if m.wallSides(x, y)>>d&1 != 0 {
		return Wall
	}
	nx, ny := x+dirCol[d], y+dirRow[d]
	if nx < 0 || nx >= MapSize || ny < 0 || ny >= MapSize {
		return Wall
	}
	if (m.open.sides(x, y)|m.walked.sides(x, y))>>d&1 != 0 {
		return Open
	}
	e := mapEdgeOf(x, y, d)
	for _, a := range assumed {
		if a == e {
			return Open
		}
	}
	return Unknown
}

// Inside reports whether square (x, y) can be part of the maze, given the
// squares known so far (the maze is 25 squares wide and high) and the outer
// edges if known.
func (m *Map) Inside(x, y int) bool {
	m.start()
	fx, fy, ok := inFrame(x, y)
	return ok && m.insideAxis(fx, m.xs, m.xEdge) && m.insideAxis(fy, m.ys, m.yEdge)
}

func (m *Map) insideAxis(i int, known uint64, edge int8) bool {
	if edge > 0 {
		lo := int(edge) - 1
		return i >= lo && i < lo+Size
	}
	lo := bits.TrailingZeros64(known)
	hi := 63 - bits.LeadingZeros64(known)
	return i > hi-Size && i < lo+Size
}

// Unsure reports whether the last Look found more than one place where the
// walk before it could have ended.
func (m *Map) Unsure() bool { return m.unsure }

// wallSides returns the sides of frame square (x, y) known to be walls,
// the outer edges included, bit d for direction d.
func (m *Map) wallSides(x, y int) uint64 {
	w := m.walls.sides(x, y)
	if m.xEdge > 0 {
		lo := int(m.xEdge) - 1
		if x == lo || x == lo+Size {
			w |= 1 << West
		}
		if x+1 == lo || x+1 == lo+Size {
			w |= 1 << East
		}
	}
	if m.yEdge > 0 {
		lo := int(m.yEdge) - 1
		if y == lo || y == lo+Size {
			w |= 1 << North
		}
		if y+1 == lo || y+1 == lo+Size {
			w |= 1 << South
		}
	}
	return w
}

// Walk records the letters the bot wrote this turn. Where they took it is
// worked out at the next Look.
func (m *Map) Walk(t Turn) {
	m.start()
	if m.walking {
		// Two walks without a view between: place the first as if
		// every unknown side had been open.
		var none View
		m.place(&none, false)
	}
	m.turn = t
	m.walking = true
}

// ErrMapContradiction is wrapped by the error Look returns when a view
// cannot be seen from anywhere the last walk could have ended.
var ErrMapContradiction = errors.New("the view contradicts the map")

// Look records the view the bot read at the start of its turn: it places
// the walk of the turn before, if any, then credits what the view shows
// and runs the inference rules. It returns an error wrapping
// [ErrMapContradiction] if the view cannot be seen from any place the walk
// could have ended (the Map is then as good a guess as it can make).
func (m *Map) Look(v View) error {
	m.start()
	var err error
	if m.walking {
		err = m.place(&v, true)
	} else if !m.consistent(int(m.x), int(m.y), m.facing, &v, nil, -1, -1, -1) {
		err = fmt.Errorf("amazes: map: the view from (%d, %d) facing %v: %w",
			int(m.x)-mapCenter, int(m.y)-mapCenter, m.facing, ErrMapContradiction)
	}
	var u mapUpdate
	u.m = m
	u.look(int(m.x), int(m.y), m.facing, &v)
	u.run()
	return err
}

// A walkEnd is a place where a walk could have ended.
type walkEnd struct {
	x, y   int8
	facing Dir
	steps  uint16  // letters that moved the bot
	opens  uint16  // the first opens of the walk's assumed openings hold
	wall   mapEdge // the side that stopped the walk, if it was not known; -1 if none
	extra  mapEdge // the extra T's side if it was not known; -1 if none
	extraT bool    // the extra T moved the bot
}

// place works out where the pending walk ended, keeping the first ending
// that agrees with v (all of them if check is false), and credits it.
func (m *Map) place(v *View, check bool) error {
	m.walking = false
	m.unsure = false
	var assumed [MaxLetters]mapEdge
	var ends [2*MaxLetters + 2]walkEnd
	n := 0
	na := 0
	x, y, f := int(m.x), int(m.y), m.facing
	sx, sy := x, y
	addEnd := func(steps int, wall mapEdge) {
		e := walkEnd{x: int8(x), y: int8(y), facing: f, steps: uint16(steps), opens: uint16(na), wall: wall, extra: -1}
		if x != sx || y != sy {
			ends[n] = e
			n++
			return
		}
		// Back where it began: the jury adds a T.
		d := f.Back()
		var s Side
		if e.wall == mapEdgeOf(x, y, d) {
			s = Wall
		} else {
			s = m.side(x, y, d, assumed[:na])
		}
		switch s {
		case Wall:
			ends[n] = e
			n++
		case Open:
			e.extraT = true
			ends[n] = e
			n++
		default:
			e.extra = mapEdgeOf(x, y, d)
			ends[n] = e // stopped by a wall
			e.extraT = true
			ends[n+1] = e
			n += 2
		}
	}
	t := &m.turn
	done := false
	for i := range t.Len() {
		d := f.Turn(t.At(i))
		switch m.side(x, y, d, assumed[:na]) {
		case Wall:
			addEnd(i, -1)
			done = true
		case Unknown:
			e := mapEdgeOf(x, y, d)
			addEnd(i, e)
			assumed[na] = e
			na++
		}
		if done {
			break
		}
		x, y, f = x+dirCol[d], y+dirRow[d], d
	}
	if !done {
		addEnd(t.Len(), -1)
	}
	chosen := -1
	if !check {
		chosen = n - 1
		m.unsure = n > 1
	}
	for i := range n {
		if !check {
			break
		}
		e := &ends[i]
		ex, ey, ef := int(e.x), int(e.y), e.facing
		extraOpen, extraWall := mapEdge(-1), mapEdge(-1)
		if e.extra >= 0 {
			if e.extraT {
				extraOpen = e.extra
			} else {
				extraWall = e.extra
			}
		}
		if e.extraT {
			ef = ef.Back()
			ex, ey = ex+dirCol[ef], ey+dirRow[ef]
		}
		if !m.consistent(ex, ey, ef, v, assumed[:e.opens], extraOpen, e.wall, extraWall) {
			continue
		}
		if chosen >= 0 {
			m.unsure = true
			break
		}
		chosen = i
	}
	var err error
	if chosen < 0 {
		chosen = n - 1
		err = fmt.Errorf("amazes: map: no place the walk %q could have ended agrees with the view: %w", t.String(), ErrMapContradiction)
		m.unsure = true
	}
	e := &ends[chosen]
	var u mapUpdate
	u.m = m
	x, y, f = int(m.x), int(m.y), m.facing
	for i := range int(e.steps) {
		d := f.Turn(t.At(i))
		m.walked.add(mapEdgeOf(x, y, d))
		x, y, f = x+dirCol[d], y+dirRow[d], d
		u.addDisc(x, y)
	}
	if e.extraT {
		d := f.Back()
		m.walked.add(mapEdgeOf(x, y, d))
		x, y, f = x+dirCol[d], y+dirRow[d], d
		u.addDisc(x, y)
	}
	m.x, m.y, m.facing = int8(x), int8(y), f
	u.run()
	return err
}

// consistent reports whether view v can be seen from frame square (x, y)
// facing f, given what is known, the further openings assumed (opens and
// open1) and the walls assumed (wall1, wall2; -1 for none): it shows no opening where a wall is known, no wall where an
// opening is, nothing off the frame or beyond a known outer edge, and no
// more than 25 columns or rows of squares.
func (m *Map) consistent(x, y int, f Dir, v *View, opens []mapEdge, open1, wall1, wall2 mapEdge) bool {
	xs, ys := m.xs|1<<x, m.ys|1<<y
	// want checks that side d of (x, y) can be open (or a wall).
	want := func(x, y int, d Dir, open bool) bool {
		s := m.side(x, y, d, opens)
		e := mapEdgeOf(x, y, d)
		if !open {
			return s != Open && e != open1
		}
		return s != Wall && e != wall1 && e != wall2
	}
	for rel := range Letter(4) {
		d := f.Turn(rel)
		line := v.Lines[rel]
		cx, cy := x, y
		for i := range line.Len() {
			if !want(cx, cy, d, true) {
				return false
			}
			cx, cy = cx+dirCol[d], cy+dirRow[d]
			xs |= 1 << cx
			ys |= 1 << cy
			for _, side := range [2]struct {
				d    Dir
				open bool
			}{{d.Left(), line.Left(i)}, {d.Right(), line.Right(i)}} {
				if !want(cx, cy, side.d, side.open) {
					return false
				}
				if side.open {
					xs |= 1 << (cx + dirCol[side.d])
					ys |= 1 << (cy + dirRow[side.d])
				}
			}
		}
		if !want(cx, cy, d, false) {
			return false
		}
	}
	return span(xs) <= Size && span(ys) <= Size &&
		(m.xEdge == 0 || m.insideAxis(bits.TrailingZeros64(xs), 0, m.xEdge) && m.insideAxis(63-bits.LeadingZeros64(xs), 0, m.xEdge)) &&
		(m.yEdge == 0 || m.insideAxis(bits.TrailingZeros64(ys), 0, m.yEdge) && m.insideAxis(63-bits.LeadingZeros64(ys), 0, m.yEdge))
}

// span returns the distance from the lowest to the highest bit of w, plus
// one.
func span(w uint64) int {
	if w == 0 {
		return 0
	}
	return 64 - bits.LeadingZeros64(w) - bits.TrailingZeros64(w)
}

// A mapUpdate is the Map's counterpart of update: the same rules in the
// bot's frame.
type mapUpdate struct {
	m          *Map
	dirty      [MapSize]uint64
	dirtyRows  uint64
	corners    [MapSize + 1]uint64
	cornerRows uint64
}

func (u *mapUpdate) markSquare(x, y int) {
	if x >= 0 && x < MapSize && y >= 0 && y < MapSize {
		u.dirty[y] |= 1 << x
		u.dirtyRows |= 1 << y
	}
}

func (u *mapUpdate) markPoint(y, x int) {
	if y > 0 && y < MapSize && x > 0 && x < MapSize {
		u.corners[y] |= 1 << x
		u.cornerRows |= 1 << y
	}
}

// look credits what v shows from frame square (x, y) facing f. Squares
// that would fall off the frame (only with a view that contradicts the
// map) are skipped.
func (u *mapUpdate) look(x, y int, f Dir, v *View) {
	for rel := range Letter(4) {
		d := f.Turn(rel)
		line := v.Lines[rel]
		cx, cy := x, y
		off := false
		for i := range line.Len() {
			nx, ny := cx+dirCol[d], cy+dirRow[d]
			if nx < 0 || nx >= MapSize || ny < 0 || ny >= MapSize {
				off = true
				break
			}
			u.addOpen(mapEdgeOf(cx, cy, d))
			cx, cy = nx, ny
			u.addDisc(cx, cy)
			for _, side := range [2]struct {
				d    Dir
				open bool
			}{{d.Left(), line.Left(i)}, {d.Right(), line.Right(i)}} {
				bx, by := cx+dirCol[side.d], cy+dirRow[side.d]
				switch {
				case !side.open:
					u.addWall(mapEdgeOf(cx, cy, side.d))
				case bx >= 0 && bx < MapSize && by >= 0 && by < MapSize:
					u.addOpen(mapEdgeOf(cx, cy, side.d))
					u.addDisc(bx, by)
				}
			}
		}
		if !off {
			u.addWall(mapEdgeOf(cx, cy, d))
		}
	}
}

func (u *mapUpdate) addDisc(x, y int) {
	m := u.m
	if m.disc[y]>>x&1 != 0 {
		return
	}
	m.disc[y] |= 1 << x
	m.count++
	u.known(x, y)
}

// known records that frame square (x, y) exists, and applies the outer
// edges rule when the known squares span 25 columns or rows.
func (u *mapUpdate) known(x, y int) {
	m := u.m
	if m.xs>>x&1 == 0 {
		m.xs |= 1 << x
		if m.xEdge == 0 && span(m.xs) >= Size {
			u.setXEdge(bits.TrailingZeros64(m.xs))
		}
	}
	if m.ys>>y&1 == 0 {
		m.ys |= 1 << y
		if m.yEdge == 0 && span(m.ys) >= Size {
			u.setYEdge(bits.TrailingZeros64(m.ys))
		}
	}
}

// setXEdge records that the vertical outer edges are the lines lo and
// lo+25, and marks the squares along them.
func (u *mapUpdate) setXEdge(lo int) {
	if lo < 0 || lo+Size > MapSize {
		return
	}
	u.m.xEdge = int8(lo + 1)
	for y := range MapSize {
		u.markSquare(lo, y)
		u.markSquare(lo+Size-1, y)
	}
}

func (u *mapUpdate) setYEdge(lo int) {
	if lo < 0 || lo+Size > MapSize {
		return
	}
	u.m.yEdge = int8(lo + 1)
	for x := range MapSize {
		u.markSquare(x, lo)
		u.markSquare(x, lo+Size-1)
	}
}

func (u *mapUpdate) addWall(e mapEdge) {
	m := u.m
	h, i, b := e.split()
	if h {
		if m.walls.h[i]>>b&1 != 0 {
			return
		}
		m.walls.h[i] |= 1 << b
		u.markSquare(b, i-1)
		u.markSquare(b, i)
		m.countH[i]++
		if m.countH[i] == Size && m.yEdge == 0 {
			// The opposite edge rule: a whole line of walls is an outer
			// edge, with the known squares on its inner side.
			if m.ys>>i != 0 {
				u.setYEdge(i)
			} else {
				u.setYEdge(i - Size)
			}
		}
		return
	}
	if m.walls.v[i]>>b&1 != 0 {
		return
	}
	m.walls.v[i] |= 1 << b
	u.markSquare(b-1, i)
	u.markSquare(b, i)
	m.countV[b]++
	if m.countV[b] == Size && m.xEdge == 0 {
		if m.xs>>b != 0 {
			u.setXEdge(b)
		} else {
			u.setXEdge(b - Size)
		}
	}
}

func (u *mapUpdate) addOpen(e mapEdge) {
	m := u.m
	h, i, b := e.split()
	if h {
		if m.open.h[i]>>b&1 != 0 {
			return
		}
		m.open.h[i] |= 1 << b
		for _, y := range [2]int{i - 1, i} {
			if y >= 0 && y < MapSize {
				u.known(b, y)
				u.markSquare(b, y)
			}
		}
		u.markPoint(i, b)
		u.markPoint(i, b+1)
		return
	}
	if m.open.v[i]>>b&1 != 0 {
		return
	}
	m.open.v[i] |= 1 << b
	for _, x := range [2]int{b - 1, b} {
		if x >= 0 && x < MapSize {
			u.known(x, i)
			u.markSquare(x, i)
		}
	}
	u.markPoint(i, b)
	u.markPoint(i+1, b)
}

// checkSquare applies the dead-end rule to frame square (x, y).
func (u *mapUpdate) checkSquare(x, y int) {
	m := u.m
	if m.dead[y]>>x&1 != 0 {
		return
	}
	if m.xEdge > 0 && !m.insideAxis(x, 0, m.xEdge) || m.yEdge > 0 && !m.insideAxis(y, 0, m.yEdge) {
		return // beyond a known outer edge
	}
	walls := m.wallSides(x, y)
	open := m.open.sides(x, y)
	var deadNext uint64
	if y > 0 {
		deadNext |= m.dead[y-1] >> x & 1
	}
	if x < MapSize-1 {
		deadNext |= (m.dead[y] >> (x + 1) & 1) << 1
	}
	if y < MapSize-1 {
		deadNext |= (m.dead[y+1] >> x & 1) << 2
	}
	if x > 0 {
		deadNext |= (m.dead[y] >> (x - 1) & 1) << 3
	}
	if bits.OnesCount64(walls|open&deadNext) < 3 {
		return
	}
	m.dead[y] |= 1 << x
	u.addDisc(x, y)
	unknown := 0xF &^ (walls | open)
	for d := range Dir(4) {
		nx, ny := x+dirCol[d], y+dirRow[d]
		if unknown>>d&1 != 0 && nx >= 0 && nx < MapSize && ny >= 0 && ny < MapSize {
			u.addOpen(mapEdgeOf(x, y, d))
		}
		u.markSquare(nx, ny)
	}
}

// checkPoint applies the corner rule to the frame grid point where
// horizontal line y and vertical line x cross.
func (u *mapUpdate) checkPoint(y, x int) {
	m := u.m
	o := m.open.v[y-1]>>x&1 | (m.open.v[y]>>x&1)<<1 | (m.open.h[y]>>(x-1)&1)<<2 | (m.open.h[y]>>x&1)<<3
	if bits.OnesCount64(o) != 3 {
		return
	}
	var e mapEdge
	switch 0xF &^ o {
	case 1:
		e = mapEdge(mapHorizontal + (y-1)*(MapSize+1) + x)
	case 2:
		e = mapEdge(mapHorizontal + y*(MapSize+1) + x)
	case 4:
		e = mapEdge(y*MapSize + x - 1)
	default:
		e = mapEdge(y*MapSize + x)
	}
	if u.wallKnown(e) {
		return
	}
	u.addWall(e)
}

// wallKnown reports whether e is a known wall, the outer edges included.
func (u *mapUpdate) wallKnown(e mapEdge) bool {
	m := u.m
	h, i, b := e.split()
	if h {
		return m.walls.h[i]>>b&1 != 0 || m.yEdge > 0 && (i == int(m.yEdge)-1 || i == int(m.yEdge)-1+Size)
	}
	return m.walls.v[i]>>b&1 != 0 || m.xEdge > 0 && (b == int(m.xEdge)-1 || b == int(m.xEdge)-1+Size)
}

func (u *mapUpdate) run() {
	for u.dirtyRows|u.cornerRows != 0 {
		for u.dirtyRows != 0 {
			y := bits.TrailingZeros64(u.dirtyRows)
			w := u.dirty[y]
			u.dirty[y] = 0
			u.dirtyRows &^= 1 << y
			for w != 0 {
				x := bits.TrailingZeros64(w)
				w &= w - 1
				u.checkSquare(x, y)
			}
		}
		for u.cornerRows != 0 {
			y := bits.TrailingZeros64(u.cornerRows)
			w := u.corners[y]
			u.corners[y] = 0
			u.cornerRows &^= 1 << y
			for w != 0 {
				x := bits.TrailingZeros64(w)
				w &= w - 1
				u.checkPoint(y, x)
			}
		}
	}
}
