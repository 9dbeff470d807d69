package amazes

// A deliberately naive reference for the game, written from the rule page
// and RULINGS.md without the engine's bitsets, sight table or
// incremental inference: plain [25][25] arrays, a side of each square
// known as unknown, wall or open, sight lines walked with Maze.Wall, and
// the whole of a player's knowledge recomputed from scratch after every
// turn from the list of everything it has seen and walked, with the
// inference rules applied in a plain loop over every square and grid point
// until a pass changes nothing. Speed does not matter; being obviously
// right does.

import (
	"fmt"
)

const (
	refUnknown int8 = iota
	refWall
	refOpen
)

var refDR = [4]int{-1, 0, 1, 0}
var refDC = [4]int{0, 1, 0, -1}

func refIn(r, c int) bool { return r >= 0 && r < Size && c >= 0 && c < Size }

// refKnow is a player's knowledge, recomputed from scratch.
type refKnow struct {
	disc, dead [Size][Size]bool
	side       [Size][Size][4]int8
}

// set records side d of (r, c), and the same edge seen from the square
// on its other side.
func (k *refKnow) set(r, c, d int, v int8) bool {
	if k.side[r][c][d] == v {
		return false
	}
	k.side[r][c][d] = v
	if nr, nc := r+refDR[d], c+refDC[d]; refIn(nr, nc) {
		k.side[nr][nc][(d+2)%4] = v
	}
	return true
}

// A refPose is a position and facing, 0-based, facing 0 north to 3 west.
type refPose struct{ r, c, d int }

// refPlayer is everything a player has observed: where it looked from,
// and the squares it walked onto.
type refPlayer struct {
	pose   refPose
	looks  []refPose
	walked [][2]int
	points int
	before [Size][Size]bool // discovered at the end of its previous turn
}

// refGame is the reference's whole game.
type refGame struct {
	m       Maze
	p       [2]refPlayer
	turns   int
	over    bool
	winner  int
	letters [2]int // letters charged so far
}

func newRefGame(s Setup) *refGame {
	g := &refGame{m: s.Maze}
	for i := range 2 {
		st := s.Start[i]
		g.p[i].pose = refPose{st.Square.row(), st.Square.col(), int(st.Facing)}
		g.p[i].walked = [][2]int{{g.p[i].pose.r, g.p[i].pose.c}}
	}
	// Both start squares are credited before red's first turn, red's
	// first: each its own square, discovered first.
	for i := range 2 {
		g.credit(i)
	}
	return g
}

func (g *refGame) wall(r, c, d int) bool { return g.m.wall(squareAt(r, c), Dir(d)) }

// knowledge recomputes player i's knowledge from scratch.
func (g *refGame) knowledge(i int) *refKnow {
	k := &refKnow{}
	pl := &g.p[i]
	for _, look := range pl.looks {
		for rel := range 4 {
			d := (look.d + rel) % 4
			r, c := look.r, look.c
			for !g.wall(r, c, d) {
				k.set(r, c, d, refOpen)
				r, c = r+refDR[d], c+refDC[d]
				k.disc[r][c] = true
				for _, sd := range []int{(d + 3) % 4, (d + 1) % 4} {
					if g.wall(r, c, sd) {
						k.set(r, c, sd, refWall)
					} else {
						k.set(r, c, sd, refOpen)
						k.disc[r+refDR[sd]][c+refDC[sd]] = true
					}
				}
			}
			k.set(r, c, d, refWall)
		}
	}
	for _, w := range pl.walked {
		k.disc[w[0]][w[1]] = true
	}
	for changed := true; changed; {
		changed = false
		// Dead ends: known walls plus known openings to dead ends, three
		// or more, discovered or not.
		for r := range Size {
			for c := range Size {
				if k.dead[r][c] {
					continue
				}
				n := 0
				for d := range 4 {
					switch k.side[r][c][d] {
					case refWall:
						n++
					case refOpen:
						if nr, nc := r+refDR[d], c+refDC[d]; refIn(nr, nc) && k.dead[nr][nc] {
							n++
						}
					}
				}
				if n >= 3 {
					k.dead[r][c], k.disc[r][c], changed = true, true, true
					for d := range 4 {
						if k.side[r][c][d] == refUnknown {
							k.set(r, c, d, refOpen)
						}
					}
				}
			}
		}
		// Corners: the four edges meeting at an interior grid point.
		for r := 1; r < Size; r++ {
			for c := 1; c < Size; c++ {
				// Seen from the square below-right of the point: its
				// west and north sides, and the east side of the square
				// above-left... name them by square and side.
				edges := [4][3]int{
					{r - 1, c - 1, 1}, // between the two squares above
					{r, c - 1, 1},     // between the two squares below
					{r - 1, c - 1, 2}, // between the two squares on the left
					{r - 1, c, 2},     // between the two squares on the right
				}
				open, unknown := 0, -1
				for j, e := range edges {
					switch k.side[e[0]][e[1]][e[2]] {
					case refOpen:
						open++
					case refUnknown:
						unknown = j
					}
				}
				if open == 3 && unknown >= 0 {
					e := edges[unknown]
					changed = k.set(e[0], e[1], e[2], refWall) || changed
				}
			}
		}
		// Outer edges: known squares (discovered, or beside a known
		// opening) in all 25 columns, or all 25 rows.
		var cols, rows [Size]bool
		for r := range Size {
			for c := range Size {
				known := k.disc[r][c]
				for d := range 4 {
					known = known || k.side[r][c][d] == refOpen
				}
				if known {
					cols[c], rows[r] = true, true
				}
			}
		}
		all := func(b [Size]bool) bool {
			for _, x := range b {
				if !x {
					return false
				}
			}
			return true
		}
		if all(cols) {
			for r := range Size {
				changed = k.set(r, 0, 3, refWall) || changed
				changed = k.set(r, Size-1, 1, refWall) || changed
			}
		}
		if all(rows) {
			for c := range Size {
				changed = k.set(0, c, 0, refWall) || changed
				changed = k.set(Size-1, c, 2, refWall) || changed
			}
		}
		// Opposite edge: all 25 walls of one outer edge known.
		type outer struct{ r, c, dr, dc, d int }
		edges := []outer{{0, 0, 0, 1, 0}, {Size - 1, 0, 0, 1, 2}, {0, 0, 1, 0, 3}, {0, Size - 1, 1, 0, 1}}
		for i, e := range edges {
			full := true
			for j := range Size {
				full = full && k.side[e.r+j*e.dr][e.c+j*e.dc][e.d] == refWall
			}
			if full {
				o := edges[i^1]
				for j := range Size {
					changed = k.set(o.r+j*o.dr, o.c+j*o.dc, o.d, refWall) || changed
				}
			}
		}
	}
	return k
}

// credit gives player i its points for what it has discovered since its
// last credit.
func (g *refGame) credit(i int) {
	k := g.knowledge(i)
	o := g.knowledge(1 - i)
	pl := &g.p[i]
	for r := range Size {
		for c := range Size {
			if k.disc[r][c] && !pl.before[r][c] {
				pl.points++
				if !o.disc[r][c] {
					pl.points++
				}
			}
		}
	}
	pl.before = k.disc
}

// play plays turn letters ("FRTL" letters) for the player to move,
// charging it if charged.
func (g *refGame) play(letters string, charged bool) {
	i := g.turns % 2
	pl := &g.p[i]
	pl.looks = append(pl.looks, pl.pose)
	start := pl.pose
	step := func(d int) bool {
		if g.wall(pl.pose.r, pl.pose.c, d) {
			return false
		}
		pl.pose = refPose{pl.pose.r + refDR[d], pl.pose.c + refDC[d], d}
		pl.walked = append(pl.walked, [2]int{pl.pose.r, pl.pose.c})
		return true
	}
	for _, ch := range letters {
		turn := map[rune]int{'F': 0, 'R': 1, 'T': 2, 'L': 3}[ch]
		if !step((pl.pose.d + turn) % 4) {
			break
		}
	}
	if pl.pose.r == start.r && pl.pose.c == start.c {
		step((pl.pose.d + 2) % 4)
	}
	if charged {
		pl.points -= len(letters)
		g.letters[i] += len(letters)
	}
	g.credit(i)
	o := g.p[1-i].pose
	if pl.pose.r == o.r && pl.pose.c == o.c {
		all := true
		for _, row := range pl.before {
			for _, d := range row {
				all = all && d
			}
		}
		if all {
			g.over, g.winner = true, i
		} else {
			pl.points += 100
		}
	}
	g.turns++
	if g.turns == 2*MaxTurns {
		g.over = true
	}
}

// refDiff describes the first difference between the reference's
// knowledge of player i and the engine's, or returns "".
func refDiff(k *refKnow, e *juryFacts) string {
	for r := range Size {
		for c := range Size {
			s := squareAt(r, c)
			if k.disc[r][c] != e.disc.Has(s) {
				return fmt.Sprintf("%v discovered: reference %v, engine %v", s, k.disc[r][c], e.disc.Has(s))
			}
			if k.dead[r][c] != e.dead.Has(s) {
				return fmt.Sprintf("%v dead end: reference %v, engine %v", s, k.dead[r][c], e.dead.Has(s))
			}
			for d := range 4 {
				want := k.side[r][c][d]
				got := refUnknown
				switch w, o := e.walls.Side(s, Dir(d)), e.open.Side(s, Dir(d)); {
				case w && o:
					return fmt.Sprintf("%v side %v: the engine knows both a wall and an opening", s, Dir(d))
				case w:
					got = refWall
				case o:
					got = refOpen
				}
				if got != want {
					return fmt.Sprintf("%v side %v: reference %d, engine %d (0 unknown, 1 wall, 2 open)", s, Dir(d), want, got)
				}
			}
		}
	}
	return ""
}
