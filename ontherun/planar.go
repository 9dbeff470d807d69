package ontherun

import "slices"

// The left-right planarity test (de Fraysseix and Rosenstiehl), as Brandes
// presents it in "The Left-Right Planarity Test" (2009): a depth-first
// search orients the graph and computes each edge's lowpoints and nesting
// depth; a second depth-first search, visiting each vertex's outgoing
// edges by nesting depth, keeps a stack of conflict pairs (intervals of
// back edges that must lie on the left and on the right of the tree path)
// and fails exactly when some back edges can be put on neither side.
// Only the test is implemented, not the embedding.
//
// The graphs here have at most 200 vertices, so recursion is fine.

// none marks a missing edge or height.
const none = -1

// An interval is a range of back edges, from the lowest-returning (low)
// to the highest (high) one, chained through ref; none if empty.
type interval struct{ low, high int }

func (i interval) empty() bool { return i.low == none && i.high == none }

// A conflictPair holds the intervals of back edges that must go on the
// left and on the right.
type conflictPair struct{ l, r interval }

var emptyInterval = interval{none, none}

type lrTest struct {
	adj        [][]halfEdge // undirected neighbours, vertices 0..n-1
	height     []int
	parentEdge []int // the tree edge into each vertex, or none
	// Oriented edges, by number.
	src, dst       []int
	lowpt, lowpt2  []int
	nesting        []int
	out            [][]int // each vertex's outgoing edges, by nesting depth
	ref, lowptEdge []int
	stackBottom    []int // the height of the stack of conflict pairs when the edge was entered
	s              []conflictPair
	oriented       []bool // by undirected edge: oriented already
}

// A halfEdge is a neighbour and the number of the undirected edge to it.
type halfEdge struct{ to, edge int }

// planar reports whether the graph of cities 1..n joined by conns is
// planar.
func planar(n int, conns []connection) bool {
	m := len(conns)
	if n > 2 && m > 3*n-6 {
		return false // Euler's bound for simple planar graphs
	}
	var t lrTest
	t.init(n, conns)
	var roots []int
	for v := range n {
		if t.height[v] == none {
			t.height[v] = 0
			roots = append(roots, v)
			t.orient(v)
		}
	}
	t.ref = make([]int, len(t.src))
	t.lowptEdge = make([]int, len(t.src))
	t.stackBottom = make([]int, len(t.src))
	for i := range t.ref {
		t.ref[i], t.lowptEdge[i] = none, none
	}
	for v := range n {
		slices.SortStableFunc(t.out[v], func(e, f int) int { return t.nesting[e] - t.nesting[f] })
	}
	for _, r := range roots {
		if !t.test(r) {
			return false
		}
	}
	return true
}

// init makes t the test of the graph of cities 1..n joined by conns,
// before its searches: vertices 0..n-1, none of them reached yet. It
// fills t in place, so that t stays on its caller's stack.
func (t *lrTest) init(n int, conns []connection) {
	m := len(conns)
	*t = lrTest{
		adj:        make([][]halfEdge, n),
		height:     make([]int, n),
		parentEdge: make([]int, n),
		out:        make([][]int, n),
		oriented:   make([]bool, m),
		src:        make([]int, 0, m),
		dst:        make([]int, 0, m),
		lowpt:      make([]int, 0, m),
		lowpt2:     make([]int, 0, m),
		nesting:    make([]int, 0, m),
	}
	// The neighbour lists and the outgoing edges of all vertices share
	// one array each, cut by degree.
	deg := make([]int, n)
	for _, c := range conns {
		deg[c.A-1]++
		deg[c.B-1]++
	}
	halves := make([]halfEdge, 2*m)
	outs := make([]int, 2*m)
	k := 0
	for v, d := range deg {
		t.adj[v] = halves[k : k : k+d]
		t.out[v] = outs[k : k : k+d]
		k += d
	}
	for i, c := range conns {
		a, b := int(c.A)-1, int(c.B)-1
		t.adj[a] = append(t.adj[a], halfEdge{b, i})
		t.adj[b] = append(t.adj[b], halfEdge{a, i})
	}
	for v := range n {
		t.height[v] = none
		t.parentEdge[v] = none
	}
}

// orient is the first search: it orients each edge away from the root
// (tree edges) or back up the tree (back edges), and computes lowpt,
// lowpt2 and the nesting depth of each.
func (t *lrTest) orient(v int) {
	e := t.parentEdge[v]
	for _, h := range t.adj[v] {
		if t.oriented[h.edge] {
			continue
		}
		t.oriented[h.edge] = true
		w := h.to
		vw := len(t.src)
		t.src = append(t.src, v)
		t.dst = append(t.dst, w)
		t.lowpt = append(t.lowpt, t.height[v])
		t.lowpt2 = append(t.lowpt2, t.height[v])
		t.nesting = append(t.nesting, 0)
		t.out[v] = append(t.out[v], vw)
		if t.height[w] == none { // a tree edge
			t.parentEdge[w] = vw
			t.height[w] = t.height[v] + 1
			t.orient(w)
		} else { // a back edge
			t.lowpt[vw] = t.height[w]
		}
		t.nesting[vw] = 2 * t.lowpt[vw]
		if t.lowpt2[vw] < t.height[v] { // chordal
			t.nesting[vw]++
		}
		if e != none {
			switch {
			case t.lowpt[vw] < t.lowpt[e]:
				t.lowpt2[e] = min(t.lowpt[e], t.lowpt2[vw])
				t.lowpt[e] = t.lowpt[vw]
			case t.lowpt[vw] > t.lowpt[e]:
				t.lowpt2[e] = min(t.lowpt2[e], t.lowpt[vw])
			default:
				t.lowpt2[e] = min(t.lowpt2[e], t.lowpt2[vw])
			}
		}
	}
}

// test is the second search; it reports false as soon as the constraints
// cannot be met.
func (t *lrTest) test(v int) bool {
	e := t.parentEdge[v]
	for i, ei := range t.out[v] {
		w := t.dst[ei]
		t.stackBottom[ei] = len(t.s)
		if ei == t.parentEdge[w] { // a tree edge
			if !t.test(w) {
				return false
			}
		} else { // a back edge
			t.lowptEdge[ei] = ei
			t.s = append(t.s, conflictPair{l: emptyInterval, r: interval{ei, ei}})
		}
		if t.lowpt[ei] < t.height[v] { // ei has a return edge
			if i == 0 {
				t.lowptEdge[e] = t.lowptEdge[ei]
			} else if !t.addConstraints(ei, e) {
				return false
			}
		}
	}
	if e != none {
		t.removeBackEdges(e)
	}
	return true
}

func (t *lrTest) conflicting(i interval, b int) bool {
	return !i.empty() && t.lowpt[i.high] > t.lowpt[b]
}

func (t *lrTest) lowest(p conflictPair) int {
	switch {
	case p.l.empty():
		return t.lowpt[p.r.low]
	case p.r.empty():
		return t.lowpt[p.l.low]
	}
	return min(t.lowpt[p.l.low], t.lowpt[p.r.low])
}

func (t *lrTest) pop() conflictPair {
	p := t.s[len(t.s)-1]
	t.s = t.s[:len(t.s)-1]
	return p
}

func (t *lrTest) addConstraints(ei, e int) bool {
	p := conflictPair{l: emptyInterval, r: emptyInterval}
	if !t.mergeReturnEdges(ei, e, &p) || !t.mergeConflicting(ei, &p) {
		return false
	}
	if !p.l.empty() || !p.r.empty() {
		t.s = append(t.s, p)
	}
	return true
}

// mergeReturnEdges merges the return edges of ei into p.r.
func (t *lrTest) mergeReturnEdges(ei, e int, p *conflictPair) bool {
	for {
		q := t.pop()
		if !q.l.empty() {
			q.l, q.r = q.r, q.l
		}
		if !q.l.empty() {
			return false
		}
		if t.lowpt[q.r.low] > t.lowpt[e] { // merge intervals
			if p.r.empty() {
				p.r = q.r
			} else {
				t.ref[p.r.low] = q.r.high
			}
			p.r.low = q.r.low
		} else { // align
			t.ref[q.r.low] = t.lowptEdge[e]
		}
		if len(t.s) == t.stackBottom[ei] {
			return true
		}
	}
}

// mergeConflicting merges the conflicting return edges of the edges
// before ei into p.l.
func (t *lrTest) mergeConflicting(ei int, p *conflictPair) bool {
	for len(t.s) > 0 {
		top := t.s[len(t.s)-1]
		if !t.conflicting(top.l, ei) && !t.conflicting(top.r, ei) {
			break
		}
		q := t.pop()
		if t.conflicting(q.r, ei) {
			q.l, q.r = q.r, q.l
		}
		if t.conflicting(q.r, ei) {
			return false
		}
		// Merge the interval below lowpt(ei) into p.r.
		if p.r.low != none {
			t.ref[p.r.low] = q.r.high
		}
		if q.r.low != none {
			p.r.low = q.r.low
		}
		if p.l.empty() {
			p.l = q.l
		} else {
			t.ref[p.l.low] = q.l.high
		}
		p.l.low = q.l.low
	}
	return true
}

func (t *lrTest) removeBackEdges(e int) {
	u := t.src[e]
	// Drop the conflict pairs whose back edges all return to u.
	for len(t.s) > 0 && t.lowest(t.s[len(t.s)-1]) == t.height[u] {
		t.pop()
	}
	if len(t.s) > 0 { // one more conflict pair to trim
		p := t.pop()
		t.trim(&p.l, p.r.low, u)
		t.trim(&p.r, p.l.low, u)
		t.s = append(t.s, p)
	}
	// The side of e is the side of a highest return edge.
	if t.lowpt[e] < t.height[u] && len(t.s) > 0 {
		hl, hr := t.s[len(t.s)-1].l.high, t.s[len(t.s)-1].r.high
		if hl != none && (hr == none || t.lowpt[hl] > t.lowpt[hr]) {
			t.ref[e] = hl
		} else {
			t.ref[e] = hr
		}
	}
}

// trim drops from side i of a conflict pair the back edges that return to
// u; a side it empties refers to other, the other side's low edge.
func (t *lrTest) trim(i *interval, other, u int) {
	for i.high != none && t.dst[i.high] == u {
		i.high = t.ref[i.high]
	}
	if i.high == none && i.low != none { // just emptied
		t.ref[i.low] = other
		i.low = none
	}
}
