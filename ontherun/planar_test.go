package ontherun

import (
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"
)

// The planarity test is checked against known graphs, and against an
// independent brute force on small random graphs: a connected graph is
// planar exactly when some rotation system (a cyclic order of the
// neighbours around each vertex) traces V - E + 2 faces (Euler's formula
// for the sphere); a graph is planar when each of its components is.

// graph builds the connections of a graph on vertices 1..n from pairs.
func graph(pairs ...[2]int) []connection {
	var cs []connection
	for _, p := range pairs {
		cs = append(cs, connection{Car, City(p[0]), City(p[1])})
	}
	return cs
}

func complete(n int) []connection {
	var cs []connection
	for a := 1; a <= n; a++ {
		for b := a + 1; b <= n; b++ {
			cs = append(cs, connection{Car, City(a), City(b)})
		}
	}
	return cs
}

func completeBipartite(p, q int) []connection {
	var cs []connection
	for a := 1; a <= p; a++ {
		for b := p + 1; b <= p+q; b++ {
			cs = append(cs, connection{Car, City(a), City(b)})
		}
	}
	return cs
}

// subdivide puts a new vertex in the middle of every connection; the
// graph has n vertices before.
func subdivide(n int, cs []connection) (int, []connection) {
	var out []connection
	for _, c := range cs {
		n++
		out = append(out, connection{Car, c.A, City(n)}, connection{Car, City(n), c.B})
	}
	return n, out
}

func petersen() []connection {
	var pairs [][2]int
	for i := range 5 {
		pairs = append(pairs, [2]int{i + 1, (i+1)%5 + 1}) // outer cycle
		pairs = append(pairs, [2]int{i + 1, i + 6})       // spokes
		pairs = append(pairs, [2]int{i + 6, (i+2)%5 + 6}) // inner star
	}
	return graph(pairs...)
}

func grid(w, h int) (int, []connection) {
	id := func(x, y int) int { return y*w + x + 1 }
	var pairs [][2]int
	for y := range h {
		for x := range w {
			if x+1 < w {
				pairs = append(pairs, [2]int{id(x, y), id(x+1, y)})
			}
			if y+1 < h {
				pairs = append(pairs, [2]int{id(x, y), id(x, y+1)})
			}
			if x+1 < w && y+1 < h {
				pairs = append(pairs, [2]int{id(x, y), id(x+1, y+1)}) // triangulated
			}
		}
	}
	return w * h, graph(pairs...)
}

// shift renumbers a graph's vertices by k, to make disjoint unions.
func shift(cs []connection, k int) []connection {
	out := make([]connection, len(cs))
	for i, c := range cs {
		out[i] = connection{c.Transport, c.A + City(k), c.B + City(k)}
	}
	return out
}

func TestPlanarKnownGraphs(t *testing.T) {
	sub33n, sub33 := subdivide(6, completeBipartite(3, 3))
	sub5n, sub5 := subdivide(5, complete(5))
	gridN, gridCs := grid(14, 14)
	k5minus := complete(5)[1:]
	k33minus := completeBipartite(3, 3)[1:]
	for _, tc := range []struct {
		name   string
		n      int
		cs     []connection
		planar bool
	}{
		{"empty", 5, nil, true},
		{"K4", 4, complete(4), true},
		{"K5", 5, complete(5), false},
		{"K5 minus an edge", 5, k5minus, true},
		{"K3,3", 6, completeBipartite(3, 3), false},
		{"K3,3 minus an edge", 6, k33minus, true},
		{"K2,10", 12, completeBipartite(2, 10), true},
		{"K3,3 subdivided", sub33n, sub33, false},
		{"K5 subdivided", sub5n, sub5, false},
		{"Petersen graph", 10, petersen(), false},
		{"pentagonal prism", 10, prism(), true},
		{"triangulated grid 14x14", gridN, gridCs, true},
		{"K4 and K3,3 apart", 10, append(complete(4), shift(completeBipartite(3, 3), 4)...), false},
		{"K4 and a triangulated grid apart", 4 + gridN, append(complete(4), shift(gridCs, 4)...), true},
		{"cube", 8, graph([2]int{1, 2}, [2]int{2, 3}, [2]int{3, 4}, [2]int{4, 1}, [2]int{5, 6}, [2]int{6, 7}, [2]int{7, 8}, [2]int{8, 5},
			[2]int{1, 5}, [2]int{2, 6}, [2]int{3, 7}, [2]int{4, 8}), true},
	} {
		if got := planar(tc.n, tc.cs); got != tc.planar {
			t.Errorf("%s: planar %v, want %v", tc.name, got, tc.planar)
		}
	}
}

// prism is the pentagonal prism: two 5-cycles joined by spokes, the
// Petersen graph with its inner star redrawn as a cycle.
func prism() []connection {
	var pairs [][2]int
	for i := range 5 {
		pairs = append(pairs, [2]int{i + 1, (i+1)%5 + 1}, [2]int{i + 1, i + 6}, [2]int{i + 6, (i+1)%5 + 6})
	}
	return graph(pairs...)
}

// bruteForcePlanar decides planarity by trying every rotation system of
// each component; ok is false when that would take too long. Vertices
// are 1..n, n at most 12.
func bruteForcePlanar(n int, cs []connection) (planar, ok bool) {
	var adj [13][]int
	for _, c := range cs {
		adj[c.A] = append(adj[c.A], int(c.B))
		adj[c.B] = append(adj[c.B], int(c.A))
	}
	var comp [13]bool
	for v := 1; v <= n; v++ {
		if comp[v] {
			continue
		}
		var verts []int
		stack := []int{v}
		comp[v] = true
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			verts = append(verts, x)
			for _, y := range adj[x] {
				if !comp[y] {
					comp[y] = true
					stack = append(stack, y)
				}
			}
		}
		p, ok := componentPlanar(&adj, verts)
		if !ok {
			return false, false
		}
		if !p {
			return false, true
		}
	}
	return true, true
}

func componentPlanar(adj *[13][]int, verts []int) (planar, ok bool) {
	edges := 0
	size := 1
	for _, v := range verts {
		edges += len(adj[v])
		for k := 2; k < len(adj[v]); k++ {
			size *= k
			if size > 400000 {
				return false, false
			}
		}
	}
	edges /= 2
	if edges == 0 {
		return true, true
	}
	want := edges - len(verts) + 2 // faces of a planar embedding
	var perms [13][][]int
	for _, v := range verts {
		perms[v] = cyclicOrders(adj[v])
	}
	var rot [13][]int
	var pos [13][13]int // pos[v][u]: the place of u in rot[v]
	idx := make([]int, len(verts))
	for {
		for i, v := range verts {
			rot[v] = perms[v][idx[i]]
			for k, u := range rot[v] {
				pos[v][u] = k
			}
		}
		if countFaces(&rot, &pos, verts) == want {
			return true, true
		}
		i := 0
		for ; i < len(verts); i++ {
			idx[i]++
			if idx[i] < len(perms[verts[i]]) {
				break
			}
			idx[i] = 0
		}
		if i == len(verts) {
			return false, true
		}
	}
}

// cyclicOrders returns the orders of ns that start with ns[0].
func cyclicOrders(ns []int) [][]int {
	if len(ns) <= 2 {
		return [][]int{append([]int(nil), ns...)}
	}
	var out [][]int
	var rec func(prefix, rest []int)
	rec = func(prefix, rest []int) {
		if len(rest) == 0 {
			out = append(out, append([]int(nil), prefix...))
			return
		}
		for i := range rest {
			r := append(append([]int(nil), rest[:i]...), rest[i+1:]...)
			rec(append(prefix, rest[i]), r)
		}
	}
	rec([]int{ns[0]}, ns[1:])
	return out
}

// countFaces counts the faces that the rotation system rot traces: the
// dart after u→v is v→w, w the neighbour after u around v.
func countFaces(rot *[13][]int, pos *[13][13]int, verts []int) int {
	var seen [13][13]bool
	faces := 0
	for _, u0 := range verts {
		for _, v0 := range rot[u0] {
			if seen[u0][v0] {
				continue
			}
			faces++
			for u, v := u0, v0; !seen[u][v]; {
				seen[u][v] = true
				r := rot[v]
				u, v = v, r[(pos[v][u]+1)%len(r)]
			}
		}
	}
	return faces
}

// TestPlanarAgreesWithBruteForce compares the left-right test with the
// brute force on random small graphs (6 to 8 vertices, 40% to 60% of the
// pairs joined; about one in twelve non-planar: denser graphs have too
// many rotation systems to try).
func TestPlanarAgreesWithBruteForce(t *testing.T) {
	var planarCount, total int
	rapid.Check(t, func(t *rapid.T) {
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 5))
		n := 6 + rng.IntN(3)
		density := 40 + rng.IntN(20) // percent of the pairs joined
		var cs []connection
		for a := 1; a <= n; a++ {
			for b := a + 1; b <= n; b++ {
				if rng.IntN(100) < density {
					cs = append(cs, connection{Car, City(a), City(b)})
				}
			}
		}
		want, ok := bruteForcePlanar(n, cs)
		if !ok {
			t.Skip("too many rotation systems")
		}
		total++
		if want {
			planarCount++
		}
		if got := planar(n, cs); got != want {
			t.Fatalf("planar = %v, brute force says %v, for %d vertices %v", got, want, n, cs)
		}
	})
	t.Logf("%d of %d graphs planar", planarCount, total)
}

// TestPlanarSubgraphsAndSupergraphs checks on larger graphs what the brute
// force cannot reach: removing connections keeps a planar graph planar,
// adding connections keeps a non-planar one non-planar, and relabelling
// the vertices changes nothing.
func TestPlanarSubgraphsAndSupergraphs(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		rng := rand.New(rand.NewPCG(seed, 3))
		n := rapid.IntRange(6, 60).Draw(t, "n")
		var cs []connection
		for a := 1; a <= n; a++ {
			for b := a + 1; b <= n; b++ {
				if rng.IntN(n) < 4 {
					cs = append(cs, connection{Car, City(a), City(b)})
				}
			}
		}
		p := planar(n, cs)
		perm := rng.Perm(n)
		relabelled := make([]connection, len(cs))
		for i, c := range cs {
			relabelled[i] = connection{Car, City(perm[c.A-1] + 1), City(perm[c.B-1] + 1)}
		}
		rng.Shuffle(len(relabelled), func(i, j int) { relabelled[i], relabelled[j] = relabelled[j], relabelled[i] })
		if planar(n, relabelled) != p {
			t.Fatalf("relabelling changed planarity (%v) of %v", p, cs)
		}
		if p {
			k := rng.IntN(len(cs) + 1)
			if !planar(n, cs[:k]) {
				t.Fatalf("a planar graph has a non-planar subgraph: %v", cs[:k])
			}
		} else {
			more := append([]connection(nil), cs...)
			for a := 1; a <= n; a++ {
				b := rng.IntN(n) + 1
				if b != a && !hasConn(more, City(a), City(b)) {
					more = append(more, connection{Car, City(a), City(b)})
				}
			}
			if planar(n, more) {
				t.Fatalf("a non-planar graph has a planar supergraph: %v", more)
			}
		}
	})
}

func hasConn(cs []connection, a, b City) bool {
	for _, c := range cs {
		if c.A == a && c.B == b || c.A == b && c.B == a {
			return true
		}
	}
	return false
}

// TestPlanarKuratowskiGrafts checks the test on larger graphs whose answer
// is known by construction: a straight-line graph on random points (the
// generator's greedy triangulation, with some connections dropped) is
// planar; the same graph with a subdivided K5 or K3,3 grafted on, its
// branch vertices among the graph's own and its paths through new
// vertices or existing connections, is not. Vertices are relabelled at
// random, so that the search order differs.
func TestPlanarKuratowskiGrafts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 6))
		n := 8 + rng.IntN(60)
		pts := drawPoints(rng, n)
		all := make([]int, n)
		for i := range all {
			all[i] = i
		}
		var cs []connection
		for _, e := range greedyPlanar(pts, all, 8, nil) {
			if rng.IntN(10) > 0 {
				cs = append(cs, connection{Car, City(e.a + 1), City(e.b + 1)})
			}
		}
		total := n
		graft := rapid.Bool().Draw(t, "graft")
		if graft {
			// Branch vertices and the pairs to join.
			branch := rng.Perm(n)[:6]
			var pairs [][2]int
			if rng.IntN(2) == 0 {
				for i := range 5 {
					for j := i + 1; j < 5; j++ {
						pairs = append(pairs, [2]int{branch[i], branch[j]})
					}
				}
			} else {
				for i := range 3 {
					for j := 3; j < 6; j++ {
						pairs = append(pairs, [2]int{branch[i], branch[j]})
					}
				}
			}
			for _, p := range pairs {
				a, b := City(p[0]+1), City(p[1]+1)
				if hasConn(cs, a, b) {
					continue // the connection is there already
				}
				prev := a
				for range rng.IntN(3) { // a path through new vertices
					total++
					cs = append(cs, connection{Car, prev, City(total)})
					prev = City(total)
				}
				cs = append(cs, connection{Car, prev, b})
			}
		}
		if total > MaxCities {
			t.Skip("too many vertices")
		}
		perm := rng.Perm(total)
		for i, c := range cs {
			cs[i] = connection{Car, City(perm[c.A-1] + 1), City(perm[c.B-1] + 1)}
		}
		rng.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
		if got := planar(total, cs); got == graft {
			t.Fatalf("planar = %v for a graph with a Kuratowski graft %v: %v", got, graft, cs)
		}
	})
}
