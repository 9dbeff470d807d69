package ontherun

import (
	"cmp"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
)

// defaultCities is the size of the maps the contest played on, and of the
// maps a referee generates unless told otherwise.
const defaultCities = MaxCities

// Generate returns a random valid map of n cities, minCities to MaxCities,
// drawn with rng: the same generator state gives the same map.
//
// The map is drawn the way the contest's maps look. The cities are random
// points in a square, kept apart from each other. The car connections
// join near neighbours: each city is offered its nearest few, shortest
// pairs first, and a pair is taken when its straight segment crosses no
// segment taken before and passes through no other city (a greedy
// triangulation); some of the longest are then dropped, as long as every
// city keeps three car connections and the map stays connected. About a
// third of the cities get trains, joined the same way among themselves
// (so their connections are longer), and a few of the train cities get a
// few plane links, longer still. Since each transport's connections are
// straight segments that do not cross, each is planar by construction;
// the map is checked with [Map.Validate] all the same, and drawn again in
// the very unlikely case that it fails.
func Generate(rng *rand.Rand, n int) (*Map, error) {
	if n < minCities || n > MaxCities {
		return nil, fmt.Errorf("ontherun: Generate: %d cities; want %d to %d", n, minCities, MaxCities)
	}
	var last error
	for range 100 {
		m, _, err := generate(rng, n)
		if err == nil {
			if err = m.Validate(); err == nil {
				return m, nil
			}
		}
		last = err
	}
	return nil, fmt.Errorf("ontherun: Generate: no valid map of %d cities in 100 draws: %v", n, last)
}

// A point is a city's place in the drawing.
type point struct{ x, y int }

// side is the length of the square the cities are drawn in.
const side = 1000

type segment struct{ a, b int } // indices of points

// generate draws a map and returns it with the points of its cities.
func generate(rng *rand.Rand, n int) (*Map, []point, error) {
	pts := drawPoints(rng, n)
	all := make([]int, n)
	for i := range all {
		all[i] = i
	}
	cars := greedyPlanar(pts, all, 8, nil)
	if !connected(n, cars) || minDegree(n, cars) < 2 {
		// The near neighbours were not enough: offer every pair.
		cars = greedyPlanar(pts, all, n-1, cars)
	}
	cars = thin(rng, pts, n, cars)
	if !connected(n, cars) || minDegree(n, cars) < 2 {
		return nil, nil, fmt.Errorf("a car graph that is not connected or has a city with fewer than two connections")
	}

	// Trains: about a third of the cities, at least 3.
	trainCities := pick(rng, all, max(3, n/3))
	trains := greedyPlanar(pts, trainCities, 5, nil)
	trains = dropSome(rng, trains, len(trains)/4)

	// Planes: a few train cities, a few links.
	served := make(map[int]bool)
	for _, e := range trains {
		served[e.a], served[e.b] = true, true
	}
	var withTrains []int
	for _, c := range trainCities {
		if served[c] {
			withTrains = append(withTrains, c)
		}
	}
	var planes []segment
	if len(withTrains) >= 2 {
		planeCities := pick(rng, withTrains, max(2, n/20))
		planes = greedyPlanar(pts, planeCities, 3, nil)
		keep := max(1, len(planeCities)/2+rng.IntN(len(planeCities)/2+1))
		if len(planes) > keep {
			planes = dropSome(rng, planes, len(planes)-keep)
		}
	}

	m, err := newMap(n)
	if err != nil {
		return nil, nil, err
	}
	for t, edges := range [numTransports][]segment{cars, trains, planes} {
		for _, e := range edges {
			if err := m.connect(Transport(t), City(e.a+1), City(e.b+1)); err != nil {
				return nil, nil, err
			}
		}
	}
	return m, pts, nil
}

// drawPoints draws n different points in the square, each at least a
// fraction of the mean spacing away from the others when it can.
func drawPoints(rng *rand.Rand, n int) []point {
	minDist := int(side / math.Sqrt(float64(n)) / 2.5)
	pts := make([]point, 0, n)
	for tries := 0; len(pts) < n; tries++ {
		p := point{rng.IntN(side), rng.IntN(side)}
		ok := true
		for _, q := range pts {
			d := dist2(p, q)
			if d == 0 || d < minDist*minDist && tries < 100*n {
				ok = false
				break
			}
		}
		if ok {
			pts = append(pts, p)
		}
	}
	return pts
}

func dist2(p, q point) int {
	dx, dy := p.x-q.x, p.y-q.y
	return dx*dx + dy*dy
}

// orient returns the sign of the turn a→b→c: 1 left, -1 right, 0 straight.
func orient(a, b, c point) int {
	v := (b.x-a.x)*(c.y-a.y) - (b.y-a.y)*(c.x-a.x)
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// within reports whether c, on the line through a and b, lies on the
// closed segment ab.
func within(a, b, c point) bool {
	return min(a.x, b.x) <= c.x && c.x <= max(a.x, b.x) && min(a.y, b.y) <= c.y && c.y <= max(a.y, b.y)
}

// conflict reports whether segments e and f, drawn straight, would meet
// anywhere but at a shared end.
func conflict(pts []point, e, f segment) bool {
	if e.a == f.b || e.b == f.a {
		f.a, f.b = f.b, f.a
	}
	switch {
	case e.a == f.a && e.b == f.b:
		return true
	case e.a == f.a || e.b == f.b:
		return overlapAtEnd(pts, e, f)
	}
	return cross(pts[e.a], pts[e.b], pts[f.a], pts[f.b])
}

// overlapAtEnd reports whether segments e and f, which share one end
// (e.a == f.a or e.b == f.b), overlap: whether they leave it the same way.
func overlapAtEnd(pts []point, e, f segment) bool {
	s, x, y := e.a, e.b, f.b
	if e.b == f.b {
		s, x, y = e.b, e.a, f.a
	}
	ps, px, py := pts[s], pts[x], pts[y]
	return orient(ps, px, py) == 0 && (px.x-ps.x)*(py.x-ps.x)+(px.y-ps.y)*(py.y-ps.y) > 0
}

// cross reports whether the segments p1-p2 and q1-q2, which share no end,
// cross or touch.
func cross(p1, p2, q1, q2 point) bool {
	d1, d2 := orient(q1, q2, p1), orient(q1, q2, p2)
	d3, d4 := orient(p1, p2, q1), orient(p1, p2, q2)
	if d1*d2 < 0 && d3*d4 < 0 {
		return true
	}
	return d1 == 0 && within(q1, q2, p1) || d2 == 0 && within(q1, q2, p2) ||
		d3 == 0 && within(p1, p2, q1) || d4 == 0 && within(p1, p2, q2)
}

// greedyPlanar joins the cities of idx with straight segments that do not
// cross: each city is offered its k nearest cities of idx, pairs are taken
// shortest first (ties by index), and a pair is kept when it crosses no
// segment kept before (the segments of start first) and passes through no
// other city of idx.
func greedyPlanar(pts []point, idx []int, k int, start []segment) []segment {
	have := make(map[segment]bool)
	kept := append([]segment(nil), start...)
	for _, e := range kept {
		have[e] = true
	}
	cands := nearPairs(pts, idx, k, have)
	boxes := make([]box, len(kept), len(kept)+len(cands))
	for i, e := range kept {
		boxes[i] = boxOf(pts, e)
	}
	for _, c := range cands {
		be := boxOf(pts, c.e)
		if passesNoCity(pts, idx, c.e, be) && crossesNone(pts, kept, boxes, c.e, be) {
			kept = append(kept, c.e)
			boxes = append(boxes, be)
		}
	}
	return kept
}

// A pair is a candidate segment and its squared length.
type pair struct {
	d int
	e segment
}

// nearPairs returns the segments from each city of idx to its k nearest
// cities of idx (ties by index) that are not in have, shortest first
// (ties by index), and adds them to have.
func nearPairs(pts []point, idx []int, k int, have map[segment]bool) []pair {
	type near struct{ d, j int }
	var cands []pair
	ns := make([]near, 0, len(idx))
	for _, i := range idx {
		ns = ns[:0]
		for _, j := range idx {
			if j != i {
				ns = append(ns, near{dist2(pts[i], pts[j]), j})
			}
		}
		slices.SortFunc(ns, func(a, b near) int { return cmp.Or(cmp.Compare(a.d, b.d), cmp.Compare(a.j, b.j)) })
		for _, x := range ns[:min(k, len(ns))] {
			e := segment{min(i, x.j), max(i, x.j)}
			if !have[e] {
				have[e] = true
				cands = append(cands, pair{x.d, e})
			}
		}
	}
	slices.SortFunc(cands, func(x, y pair) int {
		return cmp.Or(cmp.Compare(x.d, y.d), cmp.Compare(x.e.a, y.e.a), cmp.Compare(x.e.b, y.e.b))
	})
	return cands
}

// passesNoCity reports whether segment e, of bounding box be, passes
// through no city of idx but its ends.
func passesNoCity(pts []point, idx []int, e segment, be box) bool {
	for _, x := range idx {
		if x != e.a && x != e.b && be.has(pts[x]) && orient(pts[e.a], pts[e.b], pts[x]) == 0 {
			return false
		}
	}
	return true
}

// crossesNone reports whether segment e, of bounding box be, meets none
// of the segments kept, whose boxes are boxes.
func crossesNone(pts []point, kept []segment, boxes []box, e segment, be box) bool {
	for i, f := range kept {
		if be.meets(boxes[i]) && conflict(pts, e, f) {
			return false
		}
	}
	return true
}

// A box is a segment's bounding box; segments whose boxes do not meet
// cannot meet either.
type box struct{ x0, y0, x1, y1 int }

func boxOf(pts []point, e segment) box {
	p, q := pts[e.a], pts[e.b]
	return box{min(p.x, q.x), min(p.y, q.y), max(p.x, q.x), max(p.y, q.y)}
}

func (b box) meets(c box) bool {
	return b.x0 <= c.x1 && c.x0 <= b.x1 && b.y0 <= c.y1 && c.y0 <= b.y1
}

func (b box) has(p point) bool { return b.x0 <= p.x && p.x <= b.x1 && b.y0 <= p.y && p.y <= b.y1 }

// thin drops some of the longest car connections, keeping every city at
// three connections or more (or as many as it had) and the map connected.
func thin(rng *rand.Rand, pts []point, n int, edges []segment) []segment {
	var g connGraph
	g.init(n, edges)
	for _, i := range longestFirst(pts, edges)[:len(edges)/3] {
		e := edges[i]
		if rng.IntN(2) == 0 || g.deg[e.a] <= 3 || g.deg[e.b] <= 3 {
			continue
		}
		g.dropped[i] = true
		if !g.joined(e.a, e.b) {
			g.dropped[i] = false
			continue
		}
		g.deg[e.a]--
		g.deg[e.b]--
	}
	var kept []segment
	for i, e := range edges {
		if !g.dropped[i] {
			kept = append(kept, e)
		}
	}
	return kept
}

// longestFirst returns the indices of edges, longest first (ties by
// index).
func longestFirst(pts []point, edges []segment) []int {
	order := make([]int, len(edges))
	for i := range order {
		order[i] = i
	}
	length := func(i int) int { return dist2(pts[edges[i].a], pts[edges[i].b]) }
	slices.SortFunc(order, func(i, j int) int { return cmp.Or(cmp.Compare(length(j), length(i)), cmp.Compare(i, j)) })
	return order
}

// A connGraph is the cities and connections that thin works on, with
// those it has dropped.
type connGraph struct {
	edges   []segment
	deg     []int
	adj     [][]int // indices into edges
	dropped []bool
	seen    []bool
	stack   []int
}

// init makes g the graph of n cities joined by edges, none dropped. It
// fills g in place, so that g stays on its caller's stack.
func (g *connGraph) init(n int, edges []segment) {
	*g = connGraph{edges: edges, deg: make([]int, n), adj: make([][]int, n),
		dropped: make([]bool, len(edges)), seen: make([]bool, n), stack: make([]int, 0, n)}
	for i, e := range edges {
		g.deg[e.a]++
		g.deg[e.b]++
		g.adj[e.a] = append(g.adj[e.a], i)
		g.adj[e.b] = append(g.adj[e.b], i)
	}
}

// joined reports whether a and b are still joined without the dropped
// connections.
func (g *connGraph) joined(a, b int) bool {
	clear(g.seen)
	g.stack = append(g.stack[:0], a)
	g.seen[a] = true
	for len(g.stack) > 0 {
		v := g.stack[len(g.stack)-1]
		g.stack = g.stack[:len(g.stack)-1]
		for _, i := range g.adj[v] {
			if g.dropped[i] {
				continue
			}
			w := g.edges[i].a + g.edges[i].b - v
			if w == b {
				return true
			}
			if !g.seen[w] {
				g.seen[w] = true
				g.stack = append(g.stack, w)
			}
		}
	}
	return false
}

// dropSome drops k segments at random, but not one that would leave a
// city without any.
func dropSome(rng *rand.Rand, edges []segment, k int) []segment {
	deg := make(map[int]int)
	for _, e := range edges {
		deg[e.a]++
		deg[e.b]++
	}
	kept := append([]segment(nil), edges...)
	for range k {
		if len(kept) == 0 {
			break
		}
		i := rng.IntN(len(kept))
		e := kept[i]
		if deg[e.a] <= 1 || deg[e.b] <= 1 {
			continue
		}
		deg[e.a]--
		deg[e.b]--
		kept = slices.Delete(kept, i, i+1)
	}
	return kept
}

// pick returns k of the cities of from, drawn at random, in increasing
// order.
func pick(rng *rand.Rand, from []int, k int) []int {
	c := append([]int(nil), from...)
	rng.Shuffle(len(c), func(i, j int) { c[i], c[j] = c[j], c[i] })
	c = c[:min(k, len(c))]
	slices.Sort(c)
	return c
}

func connected(n int, edges []segment) bool {
	adj := make([][]int, n)
	for _, e := range edges {
		adj[e.a] = append(adj[e.a], e.b)
		adj[e.b] = append(adj[e.b], e.a)
	}
	seen := make([]bool, n)
	stack := []int{0}
	seen[0] = true
	count := 1
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, w := range adj[v] {
			if !seen[w] {
				seen[w] = true
				count++
				stack = append(stack, w)
			}
		}
	}
	return count == n
}

func minDegree(n int, edges []segment) int {
	deg := make([]int, n)
	for _, e := range edges {
		deg[e.a]++
		deg[e.b]++
	}
	return slices.Min(deg)
}
