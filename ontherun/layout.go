package ontherun

import "math"

// The layout of a map for a drawing. A map file holds no coordinates, so
// a picture of the map must place the cities itself, and always in the
// same places, so that the same record always draws the same picture.
//
// The car connections join near cities (see [Generate]), so the number
// of car hops between two cities is a fair guess of how far apart they
// are. The layout looks for points whose distances match the hop counts:
// classical multidimensional scaling gives a start from the two leading
// eigenvectors (found by power iteration from a fixed vector), and stress
// majorization (Gansner, Koren and North, "Graph Drawing by Stress
// Majorization", 2004) then refines it, each pair of cities weighted by
// the inverse square of its distance so that near cities, whose roads
// would cross, count most. Every step is a fixed computation on the map
// alone: no randomness, and a fixed number of iterations.

const (
	// layoutSize is the side of the square the layout fills, from 0.
	layoutSize = 1000
	// mdsIterations and stressIterations bound the two stages; both
	// converge well before on the maps of the contest.
	mdsIterations    = 50
	stressIterations = 30
)

// layout returns the points of the map's cities, point c-1 for city c,
// with integer coordinates in 0..layoutSize.
func (m *Map) layout() []point {
	n := m.numCities()
	if n == 0 {
		return nil
	}
	d := m.carHops()
	xs, ys := classicalMDS(d, n)
	stressMajorize(d, n, xs, ys)
	return fitSquare(xs, ys)
}

// carHops returns the number of car hops between every two cities, in a
// flat n×n matrix: d[i*n+j] for cities i+1 and j+1. The car connections of
// a valid map reach every city; a city out of reach of another, in a map
// that breaks that rule, counts as n hops away.
func (m *Map) carHops() []float64 {
	n := m.numCities()
	d := make([]float64, n*n)
	for i := range n {
		row := d[i*n : (i+1)*n]
		for j := range row {
			row[j] = float64(n)
		}
		seen := CitiesOf(City(i + 1))
		frontier := seen
		for hops := 0; !frontier.empty(); hops++ {
			var next Cities
			for c := range frontier.All() {
				row[c-1] = float64(hops)
				next = next.Union(m.adj[Car][c])
			}
			frontier = next.Minus(seen)
			seen = seen.Union(frontier)
		}
	}
	return d
}

// classicalMDS returns the points whose distances best match d in the
// least-squares sense of Torgerson's scaling: the two leading eigenvectors
// of the doubly centred matrix of squared distances, each scaled by the
// square root of its eigenvalue.
func classicalMDS(d []float64, n int) (xs, ys []float64) {
	b := make([]float64, n*n)
	rowMean := make([]float64, n)
	var mean float64
	for i := range n {
		for j := range n {
			sq := d[i*n+j] * d[i*n+j]
			b[i*n+j] = sq
			rowMean[i] += sq
		}
		mean += rowMean[i]
		rowMean[i] /= float64(n)
	}
	mean /= float64(n * n)
	for i := range n {
		for j := range n {
			b[i*n+j] = -(b[i*n+j] - rowMean[i] - rowMean[j] + mean) / 2
		}
	}
	xs = leadingVector(b, n, nil)
	ys = leadingVector(b, n, xs)
	return xs, ys
}

// leadingVector returns the leading eigenvector of the symmetric matrix b
// orthogonal to other (when not nil), by power iteration from a fixed
// start, scaled by the square root of its eigenvalue.
func leadingVector(b []float64, n int, other []float64) []float64 {
	v, w := make([]float64, n), make([]float64, n)
	for i := range v {
		// Any fixed start that is not orthogonal to the answer will do;
		// two different frequencies keep the two starts apart.
		v[i] = math.Cos(float64(i)*1.3) + float64(len(other))*math.Sin(float64(i)*0.7)
	}
	var lambda float64
	for range mdsIterations {
		orthogonalize(v, other)
		for i := range n {
			var s float64
			for j, x := range v {
				s += b[i*n+j] * x
			}
			w[i] = s
		}
		lambda = norm(w)
		if lambda == 0 {
			break
		}
		for i := range w {
			v[i] = w[i] / lambda
		}
	}
	orthogonalize(v, other)
	scale := math.Sqrt(lambda) / max(norm(v), 1e-12)
	for i := range v {
		v[i] *= scale
	}
	return v
}

// orthogonalize takes from v its component along u.
func orthogonalize(v, u []float64) {
	if u == nil {
		return
	}
	var dot, uu float64
	for i := range v {
		dot += v[i] * u[i]
		uu += u[i] * u[i]
	}
	if uu == 0 {
		return
	}
	for i := range v {
		v[i] -= dot / uu * u[i]
	}
}

func norm(v []float64) float64 {
	var s float64
	for _, x := range v {
		s += x * x
	}
	return math.Sqrt(s)
}

// stressMajorize moves the points (xs[i], ys[i]) so that their distances
// come closer to d, weighted by 1/d², by the localized update of stress
// majorization: each point in turn goes to the weighted mean of where each
// other point would have it be.
func stressMajorize(d []float64, n int, xs, ys []float64) {
	for range stressIterations {
		for i := range n {
			var sx, sy, sw float64
			for j := range n {
				dij := d[i*n+j]
				if j == i || dij == 0 {
					continue
				}
				w := 1 / (dij * dij)
				dx, dy := xs[i]-xs[j], ys[i]-ys[j]
				l := math.Sqrt(dx*dx + dy*dy)
				if l < 1e-9 {
					// Two points on one spot: part them along a fixed
					// direction that depends on the pair.
					dx, dy, l = math.Cos(float64(i+j)), math.Sin(float64(i+j)), 1
				}
				sx += w * (xs[j] + dij*dx/l)
				sy += w * (ys[j] + dij*dy/l)
				sw += w
			}
			if sw > 0 {
				xs[i], ys[i] = sx/sw, sy/sw
			}
		}
	}
}

// fitSquare scales and shifts the points, the same on both axes, to fill
// the square of side layoutSize, and rounds them.
func fitSquare(xs, ys []float64) []point {
	x0, x1 := bounds(xs)
	y0, y1 := bounds(ys)
	span := max(x1-x0, y1-y0)
	scale := 0.0
	if span > 0 {
		scale = layoutSize / span
	}
	// Centre the shorter axis.
	ox := (layoutSize - (x1-x0)*scale) / 2
	oy := (layoutSize - (y1-y0)*scale) / 2
	pts := make([]point, len(xs))
	for i := range pts {
		pts[i] = point{
			x: int(math.Round(ox + (xs[i]-x0)*scale)),
			y: int(math.Round(oy + (ys[i]-y0)*scale)),
		}
	}
	return pts
}

func bounds(v []float64) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, x := range v {
		lo, hi = min(lo, x), max(hi, x)
	}
	return lo, hi
}
