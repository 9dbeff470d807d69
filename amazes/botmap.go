package amazes

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/contestgames/games/internal/text"
)

// mapSize is the width and height, in squares, of a [Map]'s frame: the
// start square in the middle, and 24 squares on each side, as far as the
// maze can reach from it.
const mapSize = 2*Size - 1

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
func (s Side) String() string { return text.Name(s, sideNames[:], "Side") }

var sideNames = [...]string{Unknown: "unknown", Wall: "wall", Open: "open"}

// A mapEdge names an edge of a Map's frame, for the walk's assumptions:
// horizontal ones are line*49+x, vertical ones 2450+line*49+y.
type mapEdge int32

const mapHorizontal = (mapSize + 1) * mapSize

// mapEdgeOf returns the frame edge on side d of the frame square (x, y).
func mapEdgeOf(x, y int, d Dir) mapEdge {
	h, line, bit := sideLine(x, y, d)
	if h {
		return mapEdge(line*mapSize + bit)
	}
	return mapEdge(mapHorizontal + line*mapSize + bit)
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
// never unsure, nor one that plays only turns [Map.SureAfter] holds for.
//
// The zero Map is ready to use; it is a value of about 3.3 KB.
type Map struct {
	k      frameKnowledge // as the jury knows it
	walked frameEdges     // openings walked through, not credited
	x, y   int8           // frame square of the bot
	facing Dir
	// started is set once the start square is discovered; walking while
	// turn holds a walk the next Look must place.
	started, walking bool
	unsure           bool
	turn             Turn
}

func (m *Map) start() {
	if m.started {
		return
	}
	m.started = true
	m.x, m.y = mapCenter, mapCenter
	u := frameUpdate{k: &m.k}
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
	return x, y, x >= 0 && x < mapSize && y >= 0 && y < mapSize
}

// Count returns the number of squares discovered: the number the jury has
// credited to the bot, as of the last Look.
func (m *Map) Count() int {
	m.start()
	return int(m.k.count)
}

// Discovered reports whether square (x, y) of the frame is discovered.
func (m *Map) Discovered(x, y int) bool {
	m.start()
	fx, fy, ok := inFrame(x, y)
	return ok && m.k.discovered(fx, fy)
}

// deadEnd reports whether square (x, y) is known to be a dead end.
func (m *Map) deadEnd(x, y int) bool {
	fx, fy, ok := inFrame(x, y)
	return ok && m.k.isDead(fx, fy)
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
	if m.k.wallSides(x, y)>>d&1 != 0 {
		return Wall
	}
	if !m.k.inFrame(x+dirCol[d], y+dirRow[d]) {
		return Wall
	}
	if (m.k.open.sides(x, y)|m.walked.sides(x, y))>>d&1 != 0 {
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
	return ok && insideAxis(fx, m.k.xs, m.k.xEdge) && insideAxis(fy, m.k.ys, m.k.yEdge)
}

// Unsure reports whether the last Look found more than one place where the
// walk before it could have ended.
func (m *Map) Unsure() bool { return m.unsure }

// SureAfter reports whether the next view will tell where turn t ends,
// walked from where the bot stands, so that the Look after it cannot be
// [Map.Unsure]. A walk through a side the map has not seen stops there if
// the side is a wall, and a walk that ends on its first square gets the
// jury's extra T: SureAfter lists every place t could end, and holds when
// no two of them can show sight lines of the same lengths, by what the
// map knows and what each ending implies of the sides on the way. It
// looks only at the lengths of the four sight lines, so it may answer
// false where the views would differ in their side openings. It is false
// while a walk is pending (after [Map.Walk], before the next Look), when
// the map does not know where the bot stands, and true for any turn that
// steps only through known openings.
func (m *Map) SureAfter(t Turn) bool {
	m.start()
	if m.walking {
		return false
	}
	var w walkEnds
	m.traceWalk(&t, &w)
	var lines [len(w.ends)][4]sightLength
	for i := range w.n {
		lines[i] = m.sightLengths(&w.ends[i], w.assumed[:w.ends[i].opens])
	}
	for i := range w.n {
		for j := range i {
			if !apart(&lines[i], &lines[j]) {
				return false
			}
		}
	}
	return true
}

// A sightLength is how many squares a sight line holds as far as the
// map knows: exactly n if a wall is known to end it there, else at least n.
type sightLength struct {
	n     uint8
	exact bool
}

// sightLengths returns the lengths of the four sight lines from where
// ending e leaves the bot, with the sides the walk assumed open up to e
// (opens) and the ones e takes as walls or openings.
func (m *Map) sightLengths(e *walkEnd, opens []mapEdge) [4]sightLength {
	x, y, f, extraOpen, extraWall := e.where()
	var out [4]sightLength
	for rel := range Letter(4) {
		d := f.Turn(rel)
		cx, cy, n := x, y, uint8(0)
		for {
			s := m.side(cx, cy, d, opens)
			switch mapEdgeOf(cx, cy, d) {
			case e.wall, extraWall:
				s = Wall
			case extraOpen:
				s = Open
			}
			if s != Open {
				out[rel] = sightLength{n: n, exact: s == Wall}
				break
			}
			cx, cy, n = cx+dirCol[d], cy+dirRow[d], n+1
		}
	}
	return out
}

// apart reports whether two places' sight lines, as sightLengths gives
// them, cannot all be of the same lengths.
func apart(p, q *[4]sightLength) bool {
	for rel := range p {
		a, b := p[rel], q[rel]
		if a.exact && b.exact && a.n != b.n || a.exact && !b.exact && b.n > a.n || b.exact && !a.exact && a.n > b.n {
			return true
		}
	}
	return false
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

// errMapContradiction is wrapped by every error Look returns: the view
// cannot be seen from anywhere the last walk could have ended. It is
// unexported because Look returns no other error, so a caller learns all
// it needs from err != nil.
var errMapContradiction = errors.New("the view contradicts the map")

// Look records the view the bot read at the start of its turn: it places
// the walk of the turn before, if any, then credits what the view shows
// and runs the inference rules. It returns an error if the view cannot be
// seen from any place the walk could have ended (the Map is then as good a
// guess as it can make), and for no other reason.
func (m *Map) Look(v View) error {
	m.start()
	var err error
	if m.walking {
		err = m.place(&v, true)
	} else if !m.consistent(int(m.x), int(m.y), m.facing, &v, nil, -1, -1, -1) {
		err = fmt.Errorf("amazes: map: the view from (%d, %d) facing %v: %w",
			int(m.x)-mapCenter, int(m.y)-mapCenter, m.facing, errMapContradiction)
	}
	u := frameUpdate{k: &m.k}
	u.lookAt(int(m.x), int(m.y), m.facing, &v)
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

// walkEnds lists the places a walk could have ended, and the unknown sides
// it assumed open on the way, in the order it met them.
type walkEnds struct {
	assumed [MaxLetters]mapEdge
	na      int
	ends    [2*MaxLetters + 2]walkEnd
	n       int
}

// place works out where the pending walk ended, keeping the first ending
// that agrees with v (the last, as if every unknown side was open, if check
// is false), and credits it.
func (m *Map) place(v *View, check bool) error {
	m.walking = false
	var w walkEnds
	m.traceWalk(&m.turn, &w)
	var err error
	chosen := w.n - 1
	m.unsure = w.n > 1
	if check {
		chosen, m.unsure = m.agreeing(&w, v)
		if chosen < 0 {
			chosen, m.unsure = w.n-1, true
			err = fmt.Errorf("amazes: map: no place the walk %q could have ended agrees with the view: %w", m.turn.String(), errMapContradiction)
		}
	}
	m.walkTo(&w.ends[chosen])
	return err
}

// traceWalk follows walk t from where the bot stands. A known wall stops
// it; at each side not known it could have stopped (an ending) or gone on
// through (an assumed opening); the letters all taken are the last ending.
func (m *Map) traceWalk(t *Turn, w *walkEnds) {
	x, y, f := int(m.x), int(m.y), m.facing
	for i := range t.Len() {
		d := f.Turn(t.At(i))
		switch m.side(x, y, d, w.assumed[:w.na]) {
		case Wall:
			m.addEnd(w, x, y, f, i, -1)
			return
		case Unknown:
			e := mapEdgeOf(x, y, d)
			m.addEnd(w, x, y, f, i, e)
			w.assumed[w.na] = e
			w.na++
		}
		x, y, f = x+dirCol[d], y+dirRow[d], d
	}
	m.addEnd(w, x, y, f, t.Len(), -1)
}

// addEnd records an ending of the walk after steps letters at (x, y)
// facing f, stopped by the unknown side wall (-1 for none). An ending on
// the square the walk began gets the jury's extra T: if the side behind is
// not known, it either stopped the T or let it through, two endings.
func (m *Map) addEnd(w *walkEnds, x, y int, f Dir, steps int, wall mapEdge) {
	e := walkEnd{x: int8(x), y: int8(y), facing: f, steps: uint16(steps), opens: uint16(w.na), wall: wall, extra: -1}
	if x != int(m.x) || y != int(m.y) {
		w.ends[w.n] = e
		w.n++
		return
	}
	d := f.back()
	s := Wall
	if e.wall != mapEdgeOf(x, y, d) {
		s = m.side(x, y, d, w.assumed[:w.na])
	}
	switch s {
	case Wall:
		w.ends[w.n] = e
		w.n++
	case Open:
		e.extraT = true
		w.ends[w.n] = e
		w.n++
	default:
		e.extra = mapEdgeOf(x, y, d)
		w.ends[w.n] = e // stopped by a wall
		e.extraT = true
		w.ends[w.n+1] = e
		w.n += 2
	}
}

// agreeing returns the first ending from which view v can be seen, or -1,
// and whether a second one could be seen from too.
func (m *Map) agreeing(w *walkEnds, v *View) (chosen int, unsure bool) {
	chosen = -1
	for i := range w.n {
		if !m.seenFromEnd(&w.ends[i], w.assumed[:w.ends[i].opens], v) {
			continue
		}
		if chosen >= 0 {
			return chosen, true
		}
		chosen = i
	}
	return chosen, false
}

// seenFromEnd reports whether v can be seen from where ending e leaves the
// bot, with the sides the walk assumed open up to e (opens) and the ones e
// takes as walls or openings.
func (m *Map) seenFromEnd(e *walkEnd, opens []mapEdge, v *View) bool {
	x, y, f, extraOpen, extraWall := e.where()
	return m.consistent(x, y, f, v, opens, extraOpen, e.wall, extraWall)
}

// where returns the frame square and facing ending e leaves the bot on,
// after the extra T if it moved the bot, and the side the extra T takes
// as an opening or as a wall beyond the walk's assumptions (-1 for none).
func (e *walkEnd) where() (x, y int, f Dir, extraOpen, extraWall mapEdge) {
	x, y, f = int(e.x), int(e.y), e.facing
	extraOpen, extraWall = -1, -1
	if !e.extraT {
		return x, y, f, extraOpen, e.extra
	}
	f = f.back()
	return x + dirCol[f], y + dirRow[f], f, e.extra, extraWall
}

// walkTo moves the bot along the walk to ending e, discovering every
// square it enters and recording every side it walks through.
func (m *Map) walkTo(e *walkEnd) {
	u := frameUpdate{k: &m.k}
	x, y, f := int(m.x), int(m.y), m.facing
	step := func(d Dir) {
		h, line, bit := sideLine(x, y, d)
		m.walked.add(h, line, bit)
		x, y, f = x+dirCol[d], y+dirRow[d], d
		u.addDisc(x, y)
	}
	for i := range int(e.steps) {
		step(f.Turn(m.turn.At(i)))
	}
	if e.extraT {
		step(f.back())
	}
	m.x, m.y, m.facing = int8(x), int8(y), f
	u.run()
}

// consistent reports whether view v can be seen from frame square (x, y)
// facing f, given what is known, the further openings assumed (opens and
// open1) and the walls assumed (wall1, wall2; -1 for none): it shows no
// opening where a wall is known, no wall where an opening is, nothing off
// the frame or beyond a known outer edge, and no more than 25 columns or
// rows of squares.
func (m *Map) consistent(x, y int, f Dir, v *View, opens []mapEdge, open1, wall1, wall2 mapEdge) bool {
	xs, ys := m.k.xs|1<<x, m.k.ys|1<<y
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
			}{{d.left(), line.leftOpen(i)}, {d.right(), line.rightOpen(i)}} {
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
	return span(xs) <= Size && span(ys) <= Size && withinEdges(xs, m.k.xEdge) && withinEdges(ys, m.k.yEdge)
}

// withinEdges reports whether the lowest and highest lines of squares in
// known lie between the outer edges, if those are known.
func withinEdges(known uint64, edge int8) bool {
	return edge == 0 || insideAxis(bits.TrailingZeros64(known), uint64(0), edge) && insideAxis(63-bits.LeadingZeros64(known), uint64(0), edge)
}

// lookAt credits what v shows from frame square (x, y) facing f. Squares
// that would fall off the frame (only with a view that contradicts the
// map) are skipped.
func (u *update[W, L]) lookAt(x, y int, f Dir, v *View) {
	for rel := range Letter(4) {
		d := f.Turn(rel)
		line := v.Lines[rel]
		cx, cy := x, y
		off := false
		for i := range line.Len() {
			nx, ny := cx+dirCol[d], cy+dirRow[d]
			if !u.k.inFrame(nx, ny) {
				off = true
				break
			}
			u.addOpenSide(cx, cy, d)
			cx, cy = nx, ny
			u.addDisc(cx, cy)
			for _, side := range [2]struct {
				d    Dir
				open bool
			}{{d.left(), line.leftOpen(i)}, {d.right(), line.rightOpen(i)}} {
				bx, by := cx+dirCol[side.d], cy+dirRow[side.d]
				switch {
				case !side.open:
					u.addWallSide(cx, cy, side.d)
				case u.k.inFrame(bx, by):
					u.addOpenSide(cx, cy, side.d)
					u.addDisc(bx, by)
				}
			}
		}
		if !off {
			u.addWallSide(cx, cy, d)
		}
	}
}
