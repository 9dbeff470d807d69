package amazes

import "math/rand/v2"

// minLoops and maxLoops bound the number of walls generate takes out of
// a maze without loops: the ten sample mazes of the contest have 51 to 54
// loops each.
const (
	minLoops = 51
	maxLoops = 54
)

// generate returns a random valid maze that looks like the contest's
// samples: a random spanning tree of the squares (Kruskal's algorithm, so
// every square is reachable), with minLoops to maxLoops more walls taken
// out where that leaves every grid point touching a wall. The samples and
// generated mazes alike have about 676 openings and 120 to 150 dead ends. The same generator state gives the same maze.
func generate(rng *rand.Rand) Maze {
	m := boxed()
	// Kruskal's algorithm over the interior edges in random order: an
	// edge is opened when it joins two parts not yet joined.
	var parent [numSquares]int16
	for i := range parent {
		parent[i] = int16(i)
	}
	find := func(s int) int {
		for int(parent[s]) != s {
			parent[s] = parent[parent[s]]
			s = int(parent[s])
		}
		return s
	}
	interior := interiorEdges()
	rng.Shuffle(len(interior), func(i, j int) { interior[i], interior[j] = interior[j], interior[i] })
	var closed []edge
	for _, e := range interior {
		a, b, _, _ := e.squares()
		ra, rb := find(int(a)), find(int(b))
		if ra == rb {
			closed = append(closed, e)
			continue
		}
		parent[ra] = int16(rb)
		m.setWall(e, false)
	}
	// Loops: open walls whose two ends keep another wall each.
	rng.Shuffle(len(closed), func(i, j int) { closed[i], closed[j] = closed[j], closed[i] })
	loops := minLoops + rng.IntN(maxLoops-minLoops+1)
	n := 0
	for _, e := range closed {
		if n == loops {
			break
		}
		m.setWall(e, false)
		if m.cornersTouchWalls(e) {
			n++
			continue
		}
		m.setWall(e, true)
	}
	return m
}

// interiorEdges lists the 1200 edges between two squares.
func interiorEdges() []edge {
	out := make([]edge, 0, 2*Size*(Size-1))
	for e := range edge(numEdges) {
		if !e.Outer() {
			out = append(out, e)
		}
	}
	return out
}

// cornersTouchWalls reports whether both grid points at the ends of e
// touch at least one wall.
func (m *Maze) cornersTouchWalls(e edge) bool {
	i, b := e.lineBit()
	var pts [2][2]int
	if e.Horizontal() {
		pts = [2][2]int{{i, b}, {i, b + 1}}
	} else {
		pts = [2][2]int{{i, b}, {i + 1, b}}
	}
	for _, p := range pts {
		r, c := p[0], p[1]
		if r == 0 || r == Size || c == 0 || c == Size {
			continue // on the border: touches the outer wall
		}
		if m.walls.v[r-1]>>c&1 == 0 && m.walls.v[r]>>c&1 == 0 &&
			m.walls.h[r]>>(c-1)&1 == 0 && m.walls.h[r]>>c&1 == 0 {
			return false
		}
	}
	return true
}

// randomStarts returns starting poses for Red and Blue in maze m that obey
// the rules: squared distance at least 288, and no wall behind either
// player. Red's square is uniform over the maze, Blue's uniform over the
// squares far enough from it, and each facing uniform over the directions
// with an opening behind.
func randomStarts(m *Maze, rng *rand.Rand) [2]Pose {
	var p [2]Pose
	p[0].Square = Square(rng.IntN(numSquares))
	var far []Square
	for s := range Square(numSquares) {
		if distance2(s, p[0].Square) >= minStartDistance2 {
			far = append(far, s)
		}
	}
	// Every square is at least sqrt(288) from the farthest corner.
	p[1].Square = far[rng.IntN(len(far))]
	for i := range p {
		var dirs []Dir
		for d := range Dir(4) {
			if m.isOpen(p[i].Square, d.back()) {
				dirs = append(dirs, d)
			}
		}
		if len(dirs) == 0 {
			// A square walled in on all sides: only in an invalid maze.
			dirs = []Dir{North}
		}
		p[i].Facing = dirs[rng.IntN(len(dirs))]
	}
	return p
}

// generateSetup returns a random valid setup: a maze from generate and
// starts from [randomStarts].
func generateSetup(rng *rand.Rand) Setup {
	m := generate(rng)
	return Setup{Maze: m, Start: randomStarts(&m, rng)}
}
