package view

import (
	"fmt"
	"html"
	"html/template"
	"math"
	"slices"
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

// svg draws the graph under its title, with a legend when its lines have
// names.
func (g graph) svg() template.HTML {
	lo, hi := g.yRange()
	pl := plot{g: g, lo: lo, hi: hi, w: float64(graphW - marginL - marginR), h: float64(graphH - marginTop - marginBelow)}
	var b strings.Builder
	if g.title != "" {
		fmt.Fprintf(&b, `<h3>%s</h3>`, html.EscapeString(g.title))
	}
	fmt.Fprintf(&b, `<svg class="course" viewBox="0 0 %d %d" role="img" aria-label="%s">`, graphW, graphH, html.EscapeString(g.label+" over the games"))
	pl.axes(&b)
	pl.rules(&b)
	var off offScale
	for _, l := range g.lines {
		if g.band && len(l.pts) > 0 {
			pl.band(&b, l)
		}
		pl.line(&b, l, &off)
	}
	b.WriteString(`</svg>`)
	b.WriteString(g.legend())
	return template.HTML(b.String())
}

// A plot places a graph's values in its viewBox.
type plot struct {
	g      graph
	lo, hi float64 // the values at the bottom and the top
	w, h   float64 // the plot's size, within the margins
}

// x returns the abscissa of the k-th game, from 1.
func (pl plot) x(k int) float64 {
	if pl.g.n <= 1 {
		return marginL + pl.w/2
	}
	return marginL + float64(k-1)/float64(pl.g.n-1)*pl.w
}

// y returns the height of v, clamped to the plot, with NaN taken as nan,
// and whether it was clamped.
func (pl plot) y(v, nan float64) (float64, bool) {
	if math.IsNaN(v) {
		v = nan
	}
	c := math.Min(math.Max(v, pl.lo), pl.hi)
	f := (pl.hi - c) / (pl.hi - pl.lo)
	if pl.g.invert {
		f = 1 - f
	}
	return marginTop + f*pl.h, c != v
}

// axes draws the y axis (a grid line and a label per tick), the x axis
// (the first game, the last and a few between), their names and the
// plot's frame.
func (pl plot) axes(b *strings.Builder) {
	ts, step := ticks(pl.lo, pl.hi)
	for _, t := range ts {
		y, _ := pl.y(t, t)
		fmt.Fprintf(b, `<line class="grid" x1="%d" x2="%d" y1="%.1f" y2="%.1f"/>`, marginL, graphW-marginR, y, y)
		fmt.Fprintf(b, `<text class="tick" x="%d" y="%.1f" text-anchor="end">%s</text>`, marginL-4, y+4, tickText(t, step))
	}
	for _, k := range xTicks(pl.g.n) {
		anchor := "middle"
		if k == pl.g.n && k > 1 {
			anchor = "end" // within the graph
		}
		fmt.Fprintf(b, `<text class="tick" x="%.1f" y="%d" text-anchor="%s">%d</text>`, pl.x(k), graphH-marginBelow+15, anchor, k)
	}
	fmt.Fprintf(b, `<text class="axis" x="%d" y="%d" text-anchor="middle">%s</text>`, marginL+int(pl.w)/2, graphH-4, html.EscapeString(pl.g.x))
	fmt.Fprintf(b, `<text class="axis" transform="translate(12 %d) rotate(-90)" text-anchor="middle">%s</text>`, marginTop+int(pl.h)/2, html.EscapeString(pl.g.label))
	fmt.Fprintf(b, `<rect class="frame" x="%d" y="%d" width="%.0f" height="%.0f"/>`, marginL, marginTop, pl.w, pl.h)
}

// rules draws the graph's horizontal rules that fall within the plot.
func (pl plot) rules(b *strings.Builder) {
	for _, r := range pl.g.rules {
		y, out := pl.y(r.y, r.y)
		if out {
			continue
		}
		fmt.Fprintf(b, `<line class="rule" x1="%d" x2="%d" y1="%.1f" y2="%.1f"/>`, marginL, graphW-marginR, y, y)
		if r.label != "" {
			fmt.Fprintf(b, `<text class="rule-label" x="%d" y="%.1f" text-anchor="end">%s</text>`, graphW-marginR-4, y-4, html.EscapeString(r.label))
		}
	}
}

// band draws the interval of line l as a shaded polygon.
func (pl plot) band(b *strings.Builder, l line) {
	var upper, lower []string
	for _, p := range l.pts {
		u, _ := pl.y(p.hi, pl.hi)
		d, _ := pl.y(p.lo, pl.lo)
		upper = append(upper, fmt.Sprintf("%.1f,%.1f", pl.x(p.x), u))
		lower = append(lower, fmt.Sprintf("%.1f,%.1f", pl.x(p.x), d))
	}
	slices.Reverse(lower)
	fmt.Fprintf(b, `<polygon class="band" fill="%s" points="%s %s"/>`, l.color, strings.Join(upper, " "), strings.Join(lower, " "))
}

// offScale says which edges of the plot already say that a point lies
// beyond them.
type offScale struct{ top, bottom bool }

// line draws line l and a point per game on it, saying once per edge
// where points lie beyond the plot.
func (pl plot) line(b *strings.Builder, l line, off *offScale) {
	var pts []string
	for _, p := range l.pts {
		y, _ := pl.y(p.y, 0)
		pts = append(pts, fmt.Sprintf("%.1f,%.1f", pl.x(p.x), y))
	}
	fmt.Fprintf(b, `<polyline class="est" stroke="%s" points="%s"/>`, l.color, strings.Join(pts, " "))
	r := 3.0
	if pl.g.n > 300 {
		r = 1.2
	} else if pl.g.n > 60 {
		r = 2
	}
	for _, p := range l.pts {
		y, out := pl.y(p.y, 0)
		class := "pt"
		if out {
			class = "pt edge" // beyond the plot: infinite, or far out
			pl.offLabel(b, y, off)
		}
		fmt.Fprintf(b, `<circle class="%s" data-game="%d" cx="%.1f" cy="%.1f" r="%.1f" fill="%s"><title>%s</title></circle>`,
			class, p.game, pl.x(p.x), y, r, l.color, html.EscapeString(p.tip))
	}
}

// offLabel says, once per edge, that a point drawn at height y lies
// beyond the plot.
func (pl plot) offLabel(b *strings.Builder, y float64, off *offScale) {
	above := y < marginTop+pl.h/2
	if above && off.top || !above && off.bottom {
		return
	}
	label, at := "off the scale below", y-5
	if above {
		label, at = "off the scale above", y+14
		off.top = true
	} else {
		off.bottom = true
	}
	fmt.Fprintf(b, `<text class="rule-label" x="%d" y="%.1f" text-anchor="end">%s</text>`, graphW-marginR-4, at, label)
}

// legend is the list of the lines' names, or "" when they have none.
func (g graph) legend() string {
	var items []string
	for _, l := range g.lines {
		if l.name != "" {
			items = append(items, fmt.Sprintf(`<li><span class="swatch" style="background:%s"></span>%s</li>`, l.color, html.EscapeString(l.name)))
		}
	}
	if len(items) == 0 {
		return ""
	}
	return `<ul class="legend">` + strings.Join(items, "") + `</ul>`
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
