package blockdrop

import (
	"fmt"
	"strings"
)

// refGame is a naive second implementation of the rules, written from
// RULINGS.md without looking at state.go's shortcuts: counters are
// kept per square (as the organisers' first engine did), every block is
// visited every tick, and players are plain ints. The property tests play
// it side by side with State.

type refPlayer struct {
	x, y   int // -1, -1 once fallen
	facing string
	wait   int
}

type refGame struct {
	sq      [Size][Size]int // counter of the block of each square, [x][y]
	players [4]refPlayer
	turn    int
	limit   int
}

func newRefGame(pl Placement, limit int) *refGame {
	g := &refGame{limit: limit}
	for p, a := range pl {
		g.players[p] = refPlayer{x: a.X, y: a.Y, facing: a.Facing.String()}
	}
	return g
}

func (g *refGame) alive(p int) bool { return g.players[p].x != -1 }

func (g *refGame) living() int {
	n := 0
	for p := range 4 {
		if g.alive(p) {
			n++
		}
	}
	return n
}

func (g *refGame) over() bool { return g.living() == 1 || g.turn >= g.limit }

// step plays one global turn with the letter the player to move wrote.
func (g *refGame) step(letter string) {
	if g.over() {
		return
	}
	me := g.turn % 4
	p := &g.players[me]
	if g.alive(me) {
		if p.wait == 0 {
			switch letter {
			case "U", "D", "L", "R":
				g.move(me, letter)
			case "A":
				g.attack(me)
			}
		}
		if p.wait > 0 {
			p.wait--
		}
	}
	// Tick: each block once, by its top-left square.
	for bx := 0; bx < Size; bx += 3 {
		for by := 0; by < Size; by += 3 {
			c := g.sq[bx][by]
			switch {
			case c > 1:
				c--
			case c == 1:
				c = -19
				for q := range g.players {
					o := &g.players[q]
					if o.x >= bx && o.x < bx+3 && o.y >= by && o.y < by+3 {
						o.x, o.y = -1, -1
					}
				}
			case c < 0:
				c++
			}
			for x := bx; x < bx+3; x++ {
				for y := by; y < by+3; y++ {
					g.sq[x][y] = c
				}
			}
		}
	}
	g.turn++
}

func (g *refGame) move(me int, letter string) {
	p := &g.players[me]
	p.facing = letter
	x, y := p.x, p.y
	switch letter {
	case "U":
		y--
	case "D":
		y++
	case "L":
		x--
	case "R":
		x++
	}
	if x < 0 || x > 17 || y < 0 || y > 17 || g.sq[x][y] < 0 {
		return
	}
	for q, o := range g.players {
		if q != me && o.x != -1 {
			dx, dy := x-o.x, y-o.y
			if dx < 0 {
				dx = -dx
			}
			if dy < 0 {
				dy = -dy
			}
			if dx+dy <= 3 {
				return
			}
		}
	}
	p.x, p.y = x, y
}

func (g *refGame) attack(me int) {
	p := &g.players[me]
	bx, by := p.x/3, p.y/3
	for x := range Size {
		for y := range Size {
			cx, cy := x/3, y/3
			n := 0
			switch { // n: how many blocks ahead of the attacker's, in its facing
			case p.facing == "U" && cx == bx:
				n = by - cy
			case p.facing == "D" && cx == bx:
				n = cy - by
			case p.facing == "L" && cy == by:
				n = bx - cx
			case p.facing == "R" && cy == by:
				n = cx - bx
			}
			if n > 0 && g.sq[x][y] == 0 {
				g.sq[x][y] = 4 * n
			}
		}
	}
	p.wait = 3
}

// message renders the message of the coming turn, as the rule text and
// the clarifications describe it.
func (g *refGame) message() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n%d\n", g.turn%4, g.turn)
	for by := range 6 {
		row := make([]string, 6)
		for bx := range 6 {
			row[bx] = fmt.Sprint(g.sq[bx*3][by*3])
		}
		b.WriteString(strings.Join(row, " ") + "\n")
	}
	for _, p := range g.players {
		fmt.Fprintf(&b, "%d %d %s %d\n", p.x, p.y, p.facing, p.wait)
	}
	b.WriteString("EOD\n")
	return b.String()
}
