package amazes

import (
	"fmt"
	"strings"
)

// String draws the game for a spectator, who sees the whole maze: 26 lines
// of maze, three characters a square ('|' for a wall to the east, '_' for
// one to the south), then a line for the turns played and one for each
// player. The first character of a square shows who is there, R (Red), B
// (Blue) or @ (both), or else who has discovered it, r, b or * (both); a
// square nobody has discovered shows its floor. The picture has no final
// newline.
//
// It has a value receiver, unlike the other methods, so that a State from
// [Referee.State] or in fmt's arguments prints as a board.
func (s State) String() string {
	m := s.maze()
	var b strings.Builder
	b.Grow((Size + 1) * (3*Size + 2))
	// The top line is the floor above row 0, drawn from its squares' north
	// walls, without the space beyond the last.
	b.WriteByte(' ')
	for c := range Size {
		b.WriteString(floor(m.walls.h[0], c))
	}
	for r := range Size {
		b.WriteByte('\n')
		b.WriteByte(" |"[m.walls.v[r]&1])
		for c := range Size {
			f := floor(m.walls.h[r+1], c)
			mark := s.mark(squareAt(r, c))
			if mark == 0 {
				mark = f[0]
			}
			b.WriteByte(mark)
			b.WriteByte(f[1])
			switch {
			case m.walls.v[r]>>(c+1)&1 != 0:
				b.WriteByte('|')
			case len(f) > 2:
				b.WriteByte(f[2])
			default: // the east edge is always a wall in a valid maze
				b.WriteByte(' ')
			}
		}
	}
	fmt.Fprintf(&b, "\nplayed %d of %d turns, %s", s.played, 2*MaxTurns, s.progress())
	for p := range 2 {
		fmt.Fprintf(&b, "\n%-4s %c at %v facing %v, squares %d, points %d",
			seatName(p), "RB"[p], s.pose[p].Square, s.pose[p].Facing, s.know[p].count, s.points[p])
		if s.out[p] {
			b.WriteString(", out (scores 0)")
		}
	}
	return b.String()
}

// floor returns what a line of horizontal walls w draws under column c:
// two characters of floor, then the one beneath the grid point to its
// east, which carries the floor on only when the next square has one too,
// so that walls read as unbroken lines. Beyond the last column there is
// no grid point to draw, and nothing is returned for it.
func floor(w uint32, c int) string {
	here, next := w>>c&1 != 0, w>>(c+1)&1 != 0
	switch {
	case c == Size-1 && here:
		return "__"
	case c == Size-1:
		return "  "
	case here && next:
		return "___"
	case here:
		return "__ "
	}
	return "   "
}

// mark returns the character that shows who stands on q, or who has
// discovered it, or 0 for neither.
func (s *State) mark(q Square) byte {
	red, blue := s.pose[0].Square == q, s.pose[1].Square == q
	switch {
	case red && blue:
		return '@'
	case red:
		return 'R'
	case blue:
		return 'B'
	}
	return s.discoverers(q)
}

// discoverers returns the character that shows who has discovered q: r
// (Red), b (Blue), * (both), or 0 for neither.
func (s *State) discoverers(q Square) byte {
	r, c := q.row(), q.col()
	switch red, blue := s.know[0].discovered(c, r), s.know[1].discovered(c, r); {
	case red && blue:
		return '*'
	case red:
		return 'r'
	case blue:
		return 'b'
	}
	return 0
}

// progress says who moves next, or how the game ended and its score.
func (s *State) progress() string {
	if s.end == NotOver {
		return seatName(s.ToMove()) + " to move"
	}
	sc := s.Score()
	return fmt.Sprintf("over (%v): score %d-%d", s.end, sc[0], sc[1])
}
