package bots

import (
	"math/rand/v2"

	"github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
)

// Explore is the bot that explores: it keeps an [amazes.Map] of what it
// has seen and walked, and each turn walks, through openings it knows, to
// the nearest square that has a side it has not seen, where its next view
// will show new ground. It never steps into unseen ground, so its Map
// always knows where it is.
//
// It hunts the opponent with the distance line: the opponent stands, for
// the whole of the bot's turn, on one of the squares at that distance. Once
// the bot has discovered all 625 squares it walks to the nearest of them
// every turn, for sudden death; before that it does so when 100 points,
// shared among the squares at that distance, outweigh the letters the walk
// costs.
//
// Create it with [NewExplore].
type Explore struct {
	mapper
	// paths is the search through known openings from where the bot is.
	paths bfs
}

var _ games.Bot = (*Explore)(nil)

// NewExplore returns an explore bot that breaks ties with choices drawn
// from seed.
func NewExplore(seed uint64) *Explore {
	return &Explore{mapper: mapper{rng: rand.New(rand.NewPCG(seed, 0xe4b10e))}}
}

// Hear reads one line and, after the fifth line of a view, returns the
// bot's turn.
func (b *Explore) Hear(line string) []string { return b.hear(line, b.Choose) }

const frame = 2*amazes.Size - 1 // the squares a Map spans along each side
const half = frame / 2

func index(x, y int) int { return (y+half)*frame + x + half }

// Choose returns the turn the bot plays from where its map has it, given
// the squared distance to the opponent. It does not record the turn in the
// map.
func (b *Explore) Choose(dist2 int) amazes.Turn {
	hx, hy, _ := b.m.Here()
	b.paths.run(&b.m, hx, hy)

	hunt, huntCost, atDistance := b.nearestAtDistance(hx, hy, dist2)
	complete := b.m.Count() == allSquares
	if hunt >= 0 && (complete || 100 > 2*atDistance*huntCost) {
		return b.paths.path(&b.m, hunt)
	}
	if best := b.mostPromising(); best >= 0 {
		return b.paths.path(&b.m, best)
	}
	if hunt >= 0 {
		return b.paths.path(&b.m, hunt)
	}
	return b.anyStep(hx, hy)
}

// nearestAtDistance looks at the squares at the opponent's squared distance
// dist2 from (hx, hy): it returns the nearest one the bot can reach (an
// index, or -1) with the steps it takes, and how many of them can be in the
// maze. It needs b.paths run from (hx, hy).
func (b *Explore) nearestAtDistance(hx, hy, dist2 int) (hunt, huntCost, atDistance int) {
	hunt = -1
	if dist2 <= 0 {
		return hunt, huntCost, atDistance
	}
	for y := -half; y <= half; y++ {
		for x := -half; x <= half; x++ {
			dx, dy := x-hx, y-hy
			if dx*dx+dy*dy != dist2 || !b.m.Inside(x, y) {
				continue
			}
			atDistance++
			if d := int(b.paths.dist[index(x, y)]) - 1; d > 0 && (hunt < 0 || d < huntCost) {
				hunt, huntCost = index(x, y), d
			}
		}
	}
	return hunt, huntCost, atDistance
}

// mostPromising returns the index of the reachable square with a side not
// yet seen that promises the most points for the letters it takes to get
// there, or -1. Ties are broken at random. Early on, with much left to
// find, a walk that costs more than it promises is still worth it: it opens
// up more ground, and standing still costs a letter a turn too.
func (b *Explore) mostPromising() int {
	left := min(amazes.MaxTurns-b.turns, allSquares-b.m.Count())
	best, bestValue, ties := -1, -float64(left)/4, 0
	for y := -half; y <= half; y++ {
		for x := -half; x <= half; x++ {
			d := int(b.paths.dist[index(x, y)]) - 1
			if d <= 0 || !b.frontier(x, y) {
				continue
			}
			v := b.promise(x, y) - float64(d)
			switch {
			case v <= bestValue && best < 0 || best >= 0 && v < bestValue:
				continue
			case best >= 0 && v == bestValue:
				ties++
				if b.rng.IntN(ties+1) != 0 {
					continue
				}
			default:
				ties = 0
			}
			best, bestValue = index(x, y), v
		}
	}
	return best
}

// promise estimates the points a view from (x, y) would bring: two for
// each undiscovered square it would show, each counted with the chance of
// seeing it when every side not yet known is open three times in five.
func (b *Explore) promise(x, y int) float64 {
	n := 0.0
	walkSight(&b.m, x, y, unknownOpen, func(sx, sy int, p float64) {
		if b.m.Inside(sx, sy) && !b.m.Discovered(sx, sy) {
			n += p
		}
	})
	return 2 * n
}

// walkSight calls see for each square a view from (x, y) could show, with
// the chance of its being seen when every side not yet known is open with
// chance open: along each of the four sight lines, while that chance is at
// least 0.05, and across each side opening. A square off the map ends its
// sight line; a square beside the line may be off the map.
func walkSight[F float32 | float64](m *amazes.Map, x, y int, open F, see func(sx, sy int, p F)) {
	for d := range amazes.Dir(4) {
		cx, cy, p := x, y, F(1)
		for range amazes.Size - 1 {
			p *= sideChance(m.Side(cx, cy, d), open)
			if p < 0.05 {
				break
			}
			cx, cy = step(cx, cy, d)
			if !m.Inside(cx, cy) {
				break
			}
			see(cx, cy, p)
			for _, side := range [2]amazes.Dir{d.Turn(amazes.L), d.Turn(amazes.R)} {
				if q := p * sideChance(m.Side(cx, cy, side), open); q > 0 {
					sx, sy := step(cx, cy, side)
					see(sx, sy, q)
				}
			}
		}
	}
}

// step returns the square next to (x, y) in direction d.
func step(x, y int, d amazes.Dir) (int, int) {
	switch d {
	case amazes.North:
		return x, y - 1
	case amazes.East:
		return x + 1, y
	case amazes.South:
		return x, y + 1
	}
	return x - 1, y
}

// frontier reports whether square (x, y) has a side not known.
func (b *Explore) frontier(x, y int) bool {
	for d := range amazes.Dir(4) {
		if b.m.Side(x, y, d) == amazes.Unknown {
			return true
		}
	}
	return false
}
