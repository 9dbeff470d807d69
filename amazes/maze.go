package amazes

import (
	"fmt"
	"math/bits"

	"github.com/contestgames/games/internal/text"
)

// A Maze is the layout of walls: which of the 1300 edges of the 25x25 grid
// are walls. It is a 204-byte value with no pointers: copying it clones it
// and == compares mazes. The zero value has no walls at all and is not a
// valid maze; [ParseMaze] reads one and [RandomSetup] makes one with starts.
type Maze struct {
	walls edges
}

// Boxed returns the maze with every edge a wall, the start of a maze drawn
// by taking walls away with setWall.
func boxed() Maze {
	var m Maze
	for i := range m.walls.h {
		m.walls.h[i] = fullRow
	}
	for i := range m.walls.v {
		m.walls.v[i] = 1<<(Size+1) - 1
	}
	return m
}

// wall reports whether side d of square s is a wall.
func (m *Maze) wall(s Square, d Dir) bool { return m.walls.Side(s, d) }

// isOpen reports whether a player on s can step in direction d.
func (m *Maze) isOpen(s Square, d Dir) bool { return !m.walls.Side(s, d) }

// setWall makes edge e a wall, or an opening when wall is false.
func (m *Maze) setWall(e edge, wall bool) {
	if wall {
		m.walls.Add(e)
	} else {
		m.walls.Remove(e)
	}
}

// sides returns the walls of square s as a nibble, bit d for direction d.
func (m *Maze) sides(s Square) uint32 { return m.walls.sides(s.row(), s.col()) }

// A MazeRule names one of the rules a valid maze and its starts obey.
type mazeRule uint8

// The validity rules of RULINGS.md 2.1 to 2.5.
const (
	ruleOuterWall     mazeRule = iota + 1 // every edge of the outer border is a wall
	ruleConnected                         // every square can be reached from every other
	ruleCorner                            // every grid point touches at least one wall
	ruleStartDistance                     // the starts are at squared distance 288 or more
	ruleStartBehind                       // no wall directly behind either start
)

var mazeRuleNames = [...]string{
	ruleOuterWall:     "outer wall",
	ruleConnected:     "connected",
	ruleCorner:        "corner touches a wall",
	ruleStartDistance: "start distance",
	ruleStartBehind:   "no wall behind the start",
}

// String returns a short name for the rule, such as "connected".
func (r mazeRule) String() string {
	if int(r) < len(mazeRuleNames) && mazeRuleNames[r] != "" {
		return mazeRuleNames[r]
	}
	return fmt.Sprintf("MazeRule(%d)", uint8(r))
}

// A MazeError says which validity rule a maze or its starts break, and
// where.
type mazeError struct {
	Rule   mazeRule
	Detail string // where, naming squares or edges with rows and columns from 1
}

// Error returns "invalid maze: " followed by the rule and where: the
// [text.Error] that invalidMaze wraps it in puts the package's name first.
func (e *mazeError) Error() string {
	return fmt.Sprintf("invalid maze: %s: %s", e.Rule, e.Detail)
}

// invalidMaze returns the error of a maze or starts that break rule r,
// where format and args say: a *mazeError, wrapped as the package's other
// errors are, its name apart for text.Within.
func invalidMaze(r mazeRule, format string, args ...any) error {
	return text.Errorf("amazes", "%w", &mazeError{r, fmt.Sprintf(format, args...)})
}

// validate reports the first validity rule the maze breaks, as a
// rule error, or nil: the outer border must be all walls, every square
// reachable from every other, and every grid point (where four edges meet,
// the border's included) must touch at least one wall. Loops are allowed.
func (m *Maze) validate() error {
	for e := range outerEdges.All() {
		if !m.walls.Has(e) {
			return invalidMaze(ruleOuterWall, "the edge %v is open", e)
		}
	}
	// Interior grid points: the point at line r, line c touches the four
	// edges between squares (r-1, c-1), (r-1, c), (r, c-1) and (r, c).
	for r := 1; r < Size; r++ {
		for c := 1; c < Size; c++ {
			if m.walls.v[r-1]>>c&1 == 0 && m.walls.v[r]>>c&1 == 0 &&
				m.walls.h[r]>>(c-1)&1 == 0 && m.walls.h[r]>>c&1 == 0 {
				return invalidMaze(ruleCorner,
					"the grid point between %v, %v, %v and %v touches no wall",
					squareAt(r-1, c-1), squareAt(r-1, c), squareAt(r, c-1), squareAt(r, c))
			}
		}
	}
	reached := m.reachable(0)
	if reached != allSquares {
		for s := range allSquares.All() {
			if !reached.Has(s) {
				return invalidMaze(ruleConnected,
					"%v cannot be reached from r1c1 (%d of %d squares can)", s, reached.Count(), numSquares)
			}
		}
	}
	return nil
}

// reachable returns the squares a player on from can walk to, with a flood
// fill over whole rows at a time.
func (m *Maze) reachable(from Square) squares {
	var seen squares
	seen.Add(from)
	for changed := true; changed; {
		changed = false
		for r := range Size {
			w := seen[r]
			// Spread inside the row through the vertical edges that are
			// open, then up and down through the open horizontal ones.
			for {
				open := ^m.walls.v[r] // bit c+1 open: c and c+1 joined
				next := w | (w<<1)&(open) | (w>>1)&(open>>1)
				next &= fullRow
				if r > 0 {
					next |= seen[r-1] &^ m.walls.h[r] & fullRow
				}
				if r < Size-1 {
					next |= seen[r+1] &^ m.walls.h[r+1] & fullRow
				}
				if next == w {
					break
				}
				w = next
			}
			if w != seen[r] {
				seen[r] = w
				changed = true
			}
		}
	}
	return seen
}

// openings returns the number of open interior edges: 624 for a maze
// without loops, more for each loop.
func (m *Maze) openings() int {
	n := 0
	for r := 1; r < Size; r++ {
		n += Size - bits.OnesCount32(m.walls.h[r]&fullRow)
	}
	for r := range Size {
		n += Size - 1 - bits.OnesCount32(m.walls.v[r]&(fullRow<<1)&^(1<<Size))
	}
	return n
}

// deadEnds returns the number of squares with three walls.
func (m *Maze) deadEnds() int {
	n := 0
	for s := range Square(numSquares) {
		if bits.OnesCount32(m.sides(s)) == 3 {
			n++
		}
	}
	return n
}

// validate reports the first validity rule the maze or the starts break, as
// an error naming the rule and where, or nil: the maze's rules, then the
// starts' squared distance of at least 288, then no wall directly behind
// either start.
func (s *Setup) validate() error {
	if err := s.Maze.validate(); err != nil {
		return err
	}
	for i, p := range s.Start {
		if !p.Square.valid() || p.Facing > West {
			return invalidMaze(ruleStartBehind, "%s's start %+v is not a pose in the maze", seatName(i), p)
		}
	}
	a, b := s.Start[0].Square, s.Start[1].Square
	if d := distance2(a, b); d < minStartDistance2 {
		return invalidMaze(ruleStartDistance,
			"red starts on %v and blue on %v, at squared distance %d; want at least %d", a, b, d, minStartDistance2)
	}
	for i, p := range s.Start {
		if s.Maze.wall(p.Square, p.Facing.back()) {
			return invalidMaze(ruleStartBehind,
				"%s starts on %v facing %v with a wall behind it (%v)", seatName(i), p.Square, p.Facing, edgeOf(p.Square, p.Facing.back()))
		}
	}
	return nil
}
