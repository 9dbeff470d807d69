package ontherun

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// crossings counts the pairs of connections of transport t that cross
// when drawn straight between pts.
func crossings(m *Map, t Transport, pts []point) int {
	var segs []segment
	for _, c := range m.connections(nil) {
		if c.Transport == t {
			segs = append(segs, segment{int(c.A) - 1, int(c.B) - 1})
		}
	}
	n := 0
	for i, e := range segs {
		for _, f := range segs[:i] {
			if conflict(pts, e, f) {
				n++
			}
		}
	}
	return n
}

// closest returns the least distance between two of the points.
func closest(pts []point) int {
	best := -1
	for i, p := range pts {
		for _, q := range pts[:i] {
			if d := dist2(p, q); best < 0 || d < best {
				best = d
			}
		}
	}
	return best
}

// The layout of a map draws what a spectator can read: each city on a
// point of its own in the square, few car roads crossing (the car roads of
// a generated map join near cities, and the layout follows car distances),
// none on small maps that are easy to draw, and the same points every time.
func TestLayout(t *testing.T) {
	generated := func(seed uint64, n int) *Map {
		m, err := Generate(rand.New(rand.NewPCG(seed, 2007)), n)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	for _, tc := range []struct {
		name string
		m    *Map
		// maxCrossings is the most pairs of car roads that may cross, in
		// percent of the car roads; minApart is the least distance between
		// two cities, in units of the 1000-unit square. Measured: up to 7%
		// of crossings on generated maps of 200 cities, 10% on some of 90,
		// and cities at least 18 units apart.
		maxCrossings, minApart int
	}{
		{"rule page's example", exampleMap(t), 0, 100},
		{"wheel", wheel(t), 0, 100},
		{"generated 5 cities", generated(1, 5), 0, 100},
		{"generated 50 cities", generated(2, 50), 8, 30},
		{"generated 200 cities seed 1", generated(1, 200), 8, 10},
		{"generated 200 cities seed 2", generated(2, 200), 8, 10},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pts := tc.m.layout()
			if len(pts) != tc.m.numCities() {
				t.Fatalf("%d points for %d cities", len(pts), tc.m.numCities())
			}
			for i, p := range pts {
				if p.x < 0 || p.x > layoutSize || p.y < 0 || p.y > layoutSize {
					t.Errorf("city %d at %v: outside the square 0..%d", i+1, p, layoutSize)
				}
			}
			if c, n := crossings(tc.m, Car, pts), tc.m.numConnections(Car); c*100 > tc.maxCrossings*n {
				t.Errorf("%d pairs of car roads cross, of %d roads; want at most %d%%", c, n, tc.maxCrossings)
			}
			if d := closest(pts); d < tc.minApart*tc.minApart {
				t.Errorf("two cities %.1f units apart; want at least %d", math.Sqrt(float64(d)), tc.minApart)
			}
			if again := tc.m.layout(); !slices.Equal(again, pts) {
				t.Errorf("a second layout of the same map differs:\n%v\n%v", pts, again)
			}
		})
	}
}

// BenchmarkLayout lays out a generated 200-city map, as View.Match does
// once a match.
func BenchmarkLayout(b *testing.B) {
	m, err := Generate(rand.New(rand.NewPCG(1, 2007)), MaxCities)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		m.layout()
	}
}
