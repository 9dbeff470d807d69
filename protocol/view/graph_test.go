package view

import (
	"math"
	"slices"
	"testing"
)

// The x axis labels the first game and the last, and round numbers
// between, each once, in order; the y axis four to ten round values
// within its range; an estimate that is infinite everywhere still gets a
// range around zero.
func TestAxes(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want []int // nil: only checked for order and ends
	}{
		{1, []int{1}},
		{2, []int{1, 2}},
		{6, []int{1, 2, 3, 4, 5, 6}},
		{12, []int{1, 2, 4, 6, 8, 10, 12}},
		{1000, nil},
		{4001, nil},
	} {
		got := xTicks(tc.n)
		if tc.want != nil && !slices.Equal(got, tc.want) {
			t.Errorf("xTicks(%d) = %v, want %v", tc.n, got, tc.want)
		}
		if got[0] != 1 || got[len(got)-1] != tc.n || !slices.IsSorted(got) || len(slices.Compact(slices.Clone(got))) != len(got) || len(got) > 9 {
			t.Errorf("xTicks(%d) = %v: want 1 to %d, in order, each once, few", tc.n, got, tc.n)
		}
	}
	for _, r := range [][2]float64{{-1, 1}, {-324.5, 87.2}, {1, 4}, {-3.1, 3.2}, {0.001, 0.002}} {
		ts, _ := ticks(r[0], r[1])
		if len(ts) < 4 || len(ts) > 10 || ts[0] < r[0] || ts[len(ts)-1] > r[1] {
			t.Errorf("ticks(%v, %v) = %v", r[0], r[1], ts)
		}
	}
	inf := graph{n: 2, band: true, def: 100, rules: []rule{{0, ""}}, lines: []line{{pts: []point{
		{x: 1, y: math.Inf(-1), lo: math.Inf(-1), hi: math.NaN()}, {x: 2, y: math.Inf(-1), lo: math.Inf(-1), hi: math.Inf(-1)}}}}}
	if lo, hi := inf.yRange(); !(lo <= -100 && hi >= 100) {
		t.Errorf("an infinite estimate gets the range %v to %v, want -100 to 100 at least", lo, hi)
	}
}
