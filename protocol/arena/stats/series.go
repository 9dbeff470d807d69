package stats

import "math"

// A Series accumulates values, such as the points or the rank of one player
// in each game of a four-player match, and reports their mean with a 95%
// interval. It keeps a running mean and sum of squared deviations
// (Welford's method), so it neither stores the values nor loses precision
// when they are large and close. The zero value is an empty series.
type Series struct {
	n    int
	mean float64
	m2   float64 // sum of squared deviations from the running mean
}

// Add appends a value to the series.
func (s *Series) Add(x float64) {
	s.n++
	d := x - s.mean
	s.mean += d / float64(s.n)
	s.m2 += d * (x - s.mean)
}

// Len is the number of values added.
func (s Series) Len() int {
	return s.n
}

// Mean is the mean of the values, NaN for an empty series.
func (s Series) Mean() float64 {
	if s.n == 0 {
		return math.NaN()
	}
	return s.mean
}

// StdDev is the sample standard deviation of the values (with n-1 in the
// denominator), NaN with fewer than two values.
func (s Series) StdDev() float64 {
	if s.n < 2 {
		return math.NaN()
	}
	return math.Sqrt(s.m2 / float64(s.n-1))
}

// Interval is the mean with its 95% confidence interval from Student's t
// distribution with n-1 degrees of freedom. Student's t rather than the
// normal law because a match of few games has few values, and the normal
// law would then claim too narrow an interval; for many values the two
// agree. With fewer than two values the bounds are NaN.
func (s Series) Interval() Interval {
	m := s.Mean()
	if s.n < 2 {
		return Interval{Estimate: m, Lower: math.NaN(), Upper: math.NaN()}
	}
	h := StudentT95(s.n-1) * s.StdDev() / math.Sqrt(float64(s.n))
	return Interval{Estimate: m, Lower: m - h, Upper: m + h}
}

// StudentT95 is the two-sided 95% quantile of Student's t distribution with
// df degrees of freedom: the t with P(|T| <= t) = 0.95. It is NaN for df < 1.
//
// Up to 100 degrees of freedom it inverts the exact distribution function,
// a finite trigonometric sum for whole df (Abramowitz and Stegun 26.7.3 and
// 26.7.4); beyond, where that sum grows long, it uses the Cornish-Fisher
// expansion around the normal quantile (A&S 26.7.5), whose error there is
// far below 1e-6.
func StudentT95(df int) float64 {
	switch {
	case df < 1:
		return math.NaN()
	case df > 100:
		return cornishFisher95(float64(df))
	}
	lo, hi := 0.0, 20.0 // P(|T| <= 20) > 0.95 for df = 1, as 12.71 is its quantile
	for range 100 {
		t := (lo + hi) / 2
		if studentCentral(t, df) < 0.95 {
			lo = t
		} else {
			hi = t
		}
	}
	return (lo + hi) / 2
}

// studentCentral is P(|T| <= t) for T of Student's law with df degrees of
// freedom, by A&S 26.7.3 (odd df) and 26.7.4 (even df), with
// theta = atan(t/sqrt(df)).
func studentCentral(t float64, df int) float64 {
	theta := math.Atan(t / math.Sqrt(float64(df)))
	sin, cos := math.Sincos(theta)
	c2 := cos * cos
	if df%2 == 0 {
		// sin * (1 + 1/2 cos^2 + 1*3/(2*4) cos^4 + ... up to cos^(df-2))
		term, sum := 1.0, 1.0
		for k := 2; k <= df-2; k += 2 {
			term *= c2 * float64(k-1) / float64(k)
			sum += term
		}
		return sin * sum
	}
	// 2/pi * (theta + sin*(cos + 2/3 cos^3 + ... up to cos^(df-2)))
	if df == 1 {
		return 2 / math.Pi * theta
	}
	term, sum := cos, cos
	for k := 3; k <= df-2; k += 2 {
		term *= c2 * float64(k-1) / float64(k)
		sum += term
	}
	return 2 / math.Pi * (theta + sin*sum)
}

// cornishFisher95 is the Cornish-Fisher expansion of the 0.975 quantile of
// Student's t with nu degrees of freedom around the normal quantile.
func cornishFisher95(nu float64) float64 {
	z := z95
	z2 := z * z
	g1 := z * (z2 + 1) / 4
	g2 := z * ((5*z2+16)*z2 + 3) / 96
	g3 := z * (((3*z2+19)*z2+17)*z2 - 15) / 384
	g4 := z * ((((79*z2+776)*z2+1482)*z2-1920)*z2 - 945) / 92160
	return z + g1/nu + g2/(nu*nu) + g3/(nu*nu*nu) + g4/(nu*nu*nu*nu)
}
