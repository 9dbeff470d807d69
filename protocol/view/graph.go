package view

import (
	"fmt"
	"html"
	"html/template"
	"math"
	"strconv"
	"strings"
)

// A graph is a line graph of an estimate over the games, drawn as inline
// SVG: one circle per point, with a tooltip.
type graph struct {
	title    string  // above the plot; "" for none
	label, x string  // the names of the axes
	n        int     // the x axis runs from 1 to n
	band     bool    // shade each point's interval
	invert   bool    // the least value at the top (a rank)
	lo, hi   float64 // the range of the y axis; when lo >= hi, from the values
	def      float64 // the range is at least -def to def when no value is finite
	rules    []rule  // horizontal lines: bounds, zero
	lines    []line
}

// A rule is a horizontal line across the graph, with its label.
type rule struct {
	y     float64
	label string
}

// A line is one estimate's course.
type line struct {
	name, color string // name: for the legend, "" for none
	pts         []point
}

// A point is the estimate after one game: y, with the interval lo to hi
// when the graph has a band.
type point struct {
	game      int // the game's number in the index, from 1
	x         int // its place on the x axis, from 1
	y, lo, hi float64
	tip       string
}

// The graph's size and margins, in the units of its viewBox.
const (
	graphW, graphH                           = 520, 230
	marginL, marginR, marginTop, marginBelow = 50, 10, 10, 34
)

// svg draws the graph, with a legend when its lines have names.
func (g graph) svg() template.HTML {
	lo, hi := g.yRange()
	plotW, plotH := float64(graphW-marginL-marginR), float64(graphH-marginTop-marginBelow)
	px := func(k int) float64 {
		if g.n <= 1 {
			return marginL + plotW/2
		}
		return marginL + float64(k-1)/float64(g.n-1)*plotW
	}
	// py returns the height of y, clamped to the plot, with NaN taken
	// as nan, and whether it was clamped.
	py := func(y, nan float64) (float64, bool) {
		if math.IsNaN(y) {
			y = nan
		}
		c := math.Min(math.Max(y, lo), hi)
		f := (hi - c) / (hi - lo)
		if g.invert {
			f = 1 - f
		}
		return marginTop + f*plotH, c != y
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="course" viewBox="0 0 %d %d" role="img" aria-label="%s">`, graphW, graphH, html.EscapeString(g.label+" over the games"))
	// The y axis: a grid line and a label per tick.
	ts, step := ticks(lo, hi)
	for _, t := range ts {
		y, _ := py(t, t)
		fmt.Fprintf(&b, `<line class="grid" x1="%d" x2="%d" y1="%.1f" y2="%.1f"/>`, marginL, graphW-marginR, y, y)
		fmt.Fprintf(&b, `<text class="tick" x="%d" y="%.1f" text-anchor="end">%s</text>`, marginL-4, y+4, tickText(t, step))
	}
	// The x axis: the first game, the last and a few between.
	for _, k := range xTicks(g.n) {
		anchor := "middle"
		if k == g.n && k > 1 {
			anchor = "end" // within the graph
		}
		fmt.Fprintf(&b, `<text class="tick" x="%.1f" y="%d" text-anchor="%s">%d</text>`, px(k), graphH-marginBelow+15, anchor, k)
	}
	fmt.Fprintf(&b, `<text class="axis" x="%d" y="%d" text-anchor="middle">%s</text>`, marginL+int(plotW)/2, graphH-4, html.EscapeString(g.x))
	fmt.Fprintf(&b, `<text class="axis" transform="translate(12 %d) rotate(-90)" text-anchor="middle">%s</text>`, marginTop+int(plotH)/2, html.EscapeString(g.label))
	fmt.Fprintf(&b, `<rect class="frame" x="%d" y="%d" width="%.0f" height="%.0f"/>`, marginL, marginTop, plotW, plotH)
	for _, r := range g.rules {
		y, out := py(r.y, r.y)
		if out {
			continue
		}
		fmt.Fprintf(&b, `<line class="rule" x1="%d" x2="%d" y1="%.1f" y2="%.1f"/>`, marginL, graphW-marginR, y, y)
		if r.label != "" {
			fmt.Fprintf(&b, `<text class="rule-label" x="%d" y="%.1f" text-anchor="end">%s</text>`, graphW-marginR-4, y-4, html.EscapeString(r.label))
		}
	}
	offTop, offBottom := false, false
	for _, l := range g.lines {
		if g.band && len(l.pts) > 0 {
			var upper, lower []string
			for _, p := range l.pts {
				u, _ := py(p.hi, hi)
				d, _ := py(p.lo, lo)
				upper = append(upper, fmt.Sprintf("%.1f,%.1f", px(p.x), u))
				lower = append(lower, fmt.Sprintf("%.1f,%.1f", px(p.x), d))
			}
			for i, j := 0, len(lower)-1; i < j; i, j = i+1, j-1 {
				lower[i], lower[j] = lower[j], lower[i]
			}
			fmt.Fprintf(&b, `<polygon class="band" fill="%s" points="%s %s"/>`, l.color, strings.Join(upper, " "), strings.Join(lower, " "))
		}
		var pts []string
		for _, p := range l.pts {
			y, _ := py(p.y, 0)
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", px(p.x), y))
		}
		fmt.Fprintf(&b, `<polyline class="est" stroke="%s" points="%s"/>`, l.color, strings.Join(pts, " "))
		r := 3.0
		if g.n > 300 {
			r = 1.2
		} else if g.n > 60 {
			r = 2
		}
		for _, p := range l.pts {
			y, out := py(p.y, 0)
			class := "pt"
			if out {
				class = "pt edge" // beyond the plot: infinite, or far out
				above := y < marginTop+plotH/2
				if above && !offTop || !above && !offBottom {
					offTop, offBottom = offTop || above, offBottom || !above
					label, at := "off the scale below", y-5
					if above {
						label, at = "off the scale above", y+14
					}
					fmt.Fprintf(&b, `<text class="rule-label" x="%d" y="%.1f" text-anchor="end">%s</text>`, graphW-marginR-4, at, label)
				}
			}
			fmt.Fprintf(&b, `<circle class="%s" data-game="%d" cx="%.1f" cy="%.1f" r="%.1f" fill="%s"><title>%s</title></circle>`,
				class, p.game, px(p.x), y, r, l.color, html.EscapeString(p.tip))
		}
	}
	b.WriteString(`</svg>`)
	var legend []string
	for _, l := range g.lines {
		if l.name != "" {
			legend = append(legend, fmt.Sprintf(`<li><span class="swatch" style="background:%s"></span>%s</li>`, l.color, html.EscapeString(l.name)))
		}
	}
	if len(legend) > 0 {
		b.WriteString(`<ul class="legend">` + strings.Join(legend, "") + `</ul>`)
	}
	return template.HTML(b.String())
}

// yRange returns the values at the bottom and the top of the plot: the
// graph's own when it has them, otherwise the finite estimates, the rules,
// and the finite intervals of the later half of each line (the first
// games' intervals span hundreds of Elo, and would flatten the rest),
// with a margin.
func (g graph) yRange() (float64, float64) {
	if g.lo < g.hi {
		return g.lo, g.hi
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	see := func(v float64) {
		if !math.IsInf(v, 0) && !math.IsNaN(v) {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	for _, r := range g.rules {
		see(r.y)
	}
	for _, l := range g.lines {
		for i, p := range l.pts {
			see(p.y)
			if g.band && 2*i >= len(l.pts)-1 {
				see(p.lo)
				see(p.hi)
			}
		}
	}
	if lo > hi || lo == hi && g.def > 0 {
		lo, hi = math.Min(lo, -g.def), math.Max(hi, g.def)
	}
	if hi-lo < 1e-9 {
		lo, hi = lo-1, hi+1
	}
	pad := (hi - lo) * 0.08
	return lo - pad, hi + pad
}

// ticks returns round values between lo and hi, four to ten of them, and
// their step: 1, 2 or 5 times a power of ten, the largest that gives four.
func ticks(lo, hi float64) ([]float64, float64) {
	base := math.Pow(10, math.Floor(math.Log10((hi-lo)/4)))
	step := base / 10
	for _, s := range []float64{5 * base, 2 * base, base, base / 2, base / 5} {
		if math.Floor(hi/s)-math.Ceil(lo/s)+1 >= 4 {
			step = s
			break
		}
	}
	var out []float64
	for k := math.Ceil(lo / step); k*step <= hi; k++ {
		out = append(out, k*step+0) // +0: no "-0"
	}
	return out, step
}

// tickText formats a tick's value to the precision of the ticks' step.
func tickText(t, step float64) string {
	return strconv.FormatFloat(t, 'f', max(0, int(-math.Floor(math.Log10(step)))), 64)
}

// xTicks returns the game numbers to label on the x axis: 1, n, and round
// numbers between.
func xTicks(n int) []int {
	if n <= 1 {
		return []int{1}
	}
	step := 1
	for _, s := range []int{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000} {
		step = s
		if n/s <= 6 {
			break
		}
	}
	out := []int{1}
	for k := step; k < n; k += step {
		if k > 1 && k-1 >= step/2 && n-k >= step/2 {
			out = append(out, k)
		}
	}
	return append(out, n)
}

// color returns the colour of line i, as the replay pages colour seats.
func color(i int) string {
	return []string{"#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"}[i%6]
}
