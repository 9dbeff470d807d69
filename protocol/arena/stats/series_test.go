package stats_test

import (
	"math"
	"testing"

	"github.com/contestgames/games/protocol/arena/stats"
)

// TestStudentT95Table checks the 95% two-sided quantile of Student's t
// against the published table of the NIST/SEMATECH e-Handbook of
// Statistical Methods, section 1.3.6.7.2 (upper critical values, column
// 0.025), as reproduced at
// https://pdfcoffee.com/student-t-distribution-table-pdf-free.html; the table
// prints three decimals.
func TestStudentT95Table(t *testing.T) {
	tests := []struct {
		df   int
		want float64
	}{
		{1, 12.706}, {2, 4.303}, {3, 3.182}, {4, 2.776}, {5, 2.571},
		{6, 2.447}, {7, 2.365}, {8, 2.306}, {9, 2.262}, {10, 2.228},
		{15, 2.131}, {20, 2.086}, {25, 2.060}, {29, 2.045}, {30, 2.042},
		{40, 2.021}, {60, 2.000}, {100, 1.984},
	}
	for _, tt := range tests {
		if got := stats.StudentT95(tt.df); !near(got, tt.want, 0.0005) {
			t.Errorf("StudentT95(%d) = %.4f, NIST table %.3f", tt.df, got, tt.want)
		}
	}
	if got := stats.StudentT95(0); !math.IsNaN(got) {
		t.Errorf("StudentT95(0) = %v, want NaN", got)
	}
}

// TestStudentT95Integral checks the quantile, on both sides of the switch
// from the exact sum to the Cornish-Fisher expansion, by an independent
// method: Simpson's rule on Student's density, which should give 0.95
// between -t and t.
func TestStudentT95Integral(t *testing.T) {
	for _, df := range []int{3, 50, 100, 101, 150, 1000, 100000} {
		q := stats.StudentT95(df)
		if got := studentMass(q, float64(df)); !near(got, 0.95, 1e-7) {
			t.Errorf("StudentT95(%d) = %.8f holds mass %.9f, want 0.95", df, q, got)
		}
	}
}

// studentMass integrates Student's density with nu degrees of freedom over
// [-t, t] by Simpson's rule.
func studentMass(t, nu float64) float64 {
	lg1, _ := math.Lgamma((nu + 1) / 2)
	lg2, _ := math.Lgamma(nu / 2)
	c := math.Exp(lg1-lg2) / math.Sqrt(nu*math.Pi)
	density := func(x float64) float64 { return c * math.Pow(1+x*x/nu, -(nu+1)/2) }
	const n = 20000
	h := t / n
	sum := density(0) + density(t)
	for i := 1; i < n; i++ {
		w := 2.0
		if i%2 == 1 {
			w = 4
		}
		sum += w * density(float64(i)*h)
	}
	return 2 * sum * h / 3
}

// TestSeries checks the running mean, standard deviation and Student t
// interval against a direct two-pass computation over the same values.
func TestSeries(t *testing.T) {
	tests := []struct {
		name   string
		values []float64
	}{
		{"ranks of a 4-player match", []float64{1, 3, 2, 1, 4, 2, 1, 1, 3, 2}},
		{"points", []float64{12, 7, 30, 18, 9}},
		{"large and close", []float64{1e9 + 1, 1e9 + 2, 1e9 + 3}},
		{"constant", []float64{2, 2, 2, 2}},
	}
	for _, tt := range tests {
		var s stats.Series
		for _, v := range tt.values {
			s.Add(v)
		}
		n := float64(len(tt.values))
		sum := 0.0
		for _, v := range tt.values {
			sum += v
		}
		mean := sum / n
		ss := 0.0
		for _, v := range tt.values {
			ss += (v - mean) * (v - mean)
		}
		sd := math.Sqrt(ss / (n - 1))
		half := stats.StudentT95(len(tt.values)-1) * sd / math.Sqrt(n)
		// Rounding of values near 1e9 is a few 1e-7: allow ten units of
		// the largest value's last place, and 1e-9 at least.
		tol := 1e-9
		for _, v := range tt.values {
			tol = max(tol, 10*(math.Nextafter(math.Abs(v), math.Inf(1))-math.Abs(v)))
		}
		i := s.Interval()
		if s.Len() != len(tt.values) || !near(i.Estimate, mean, tol) ||
			!near(s.StdDev(), sd, tol) || !near(i.Margin(), half, tol) {
			t.Errorf("%s: Len %d, mean %v, sd %v, margin %v; want %d, %v, %v, %v",
				tt.name, s.Len(), i.Estimate, s.StdDev(), i.Margin(), len(tt.values), mean, sd, half)
		}
	}
}

// TestSeriesShort checks the rule that an empty series has no mean and a
// single value no interval.
func TestSeriesShort(t *testing.T) {
	var s stats.Series
	if !math.IsNaN(s.Mean()) {
		t.Errorf("empty series: mean %v, want NaN", s.Mean())
	}
	s.Add(3)
	i := s.Interval()
	if i.Estimate != 3 || !math.IsNaN(i.Lower) || !math.IsNaN(i.Upper) || !math.IsNaN(s.StdDev()) {
		t.Errorf("one value: interval %+v, sd %v; want estimate 3 and NaN bounds", i, s.StdDev())
	}
}

// TestSeriesSummary checks the printed form: mean +/- half width, computed
// here by hand for 1, 2, 3 (mean 2, sd 1, t = 4.303 with 2 degrees of
// freedom, so 4.303/sqrt(3) = 2.48).
func TestSeriesSummary(t *testing.T) {
	var s stats.Series
	for _, v := range []float64{1, 2, 3} {
		s.Add(v)
	}
	if got, want := s.Summary(), "2.00 +/- 2.48"; got != want {
		t.Errorf("Summary() = %q, want %q", got, want)
	}
}
