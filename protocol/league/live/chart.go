package live

import (
	"fmt"
	"html/template"
	"math"
	"strings"

	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/league"
)

// A chartView is the rating-over-time chart: an inline SVG, drawn here,
// with one line per version of its Elo against the games the league had
// played, its 95% interval a band around it, and the legend beside it.
type chartView struct {
	SVG    template.HTML
	Legend []legendView
	Empty  string // why there is no chart, when there is none
}

// A legendView is one line's entry in the legend: its version, linked
// to its bot's page, and its colour.
type legendView struct {
	Label, Href, Color string
}

// chartLines is how many versions a chart draws at most: more lines
// than that cannot be told apart.
const chartLines = 8

// palette holds the lines' colours, told apart by people who see colours
// differently (Okabe and Ito's), on a white ground.
var palette = [chartLines]string{"#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#222222", "#999933"}

// The chart's frame, in the SVG's units.
const (
	chartW, chartH    = 480.0, 240.0
	padLeft, padRight = 44.0, 10.0
	padTop, padBottom = 10.0, 26.0
	widestBand        = 300.0 // Elo: a wider interval is cut, not drawn to scale
	narrowestScale    = 50.0  // Elo: the least the y axis spans
	yLabel, xLabel    = "Elo", "games"
)

// A line is one version's course: its rating at each point it had one.
type line struct {
	label  string
	games  []int64
	rating []standings.Estimate
}

// chartOf draws the course of the versions labels (at most chartLines,
// in the order given) over the history hist; bots is the link to a bot's
// page, with NAME for its name.
func chartOf(hist []league.RatingPoint, labels []string, bots string) chartView {
	var lines []line
	for _, l := range labels[:min(len(labels), chartLines)] {
		ln := line{label: l}
		for _, p := range hist {
			if e, ok := p.Ratings[l]; ok && finite(float64(e.Estimate)) {
				ln.games, ln.rating = append(ln.games, p.Games), append(ln.rating, e)
			}
		}
		if len(ln.games) > 0 {
			lines = append(lines, ln)
		}
	}
	if len(lines) == 0 {
		return chartView{Empty: "No ratings yet: the chart starts once the games admit a rating list."}
	}
	c := chartView{}
	for i, ln := range lines {
		c.Legend = append(c.Legend, legendView{Label: ln.label, Href: strings.Replace(bots, "NAME", botName(ln.label), 1), Color: palette[i]})
	}
	c.SVG = template.HTML(drawChart(lines, hist[len(hist)-1].Games))
	return c
}

// finite reports whether x is a number, neither infinite nor NaN.
func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// A scale maps games and Elo to the chart's units.
type scale struct {
	games      float64
	low, high  float64
	plotW, plt float64
}

// scaleOf returns the scale that shows lines up to games games: every
// rating, and the intervals up to widestBand.
func scaleOf(lines []line, games int64) scale {
	low, high := math.Inf(1), math.Inf(-1)
	for _, ln := range lines {
		for _, e := range ln.rating {
			m := math.Min(float64(e.Margin), widestBand/2)
			if !finite(m) {
				m = 0
			}
			low, high = math.Min(low, float64(e.Estimate)-m), math.Max(high, float64(e.Estimate)+m)
		}
	}
	if mid := (low + high) / 2; high-low < narrowestScale {
		low, high = mid-narrowestScale/2, mid+narrowestScale/2
	}
	return scale{games: float64(max(games, 1)), low: low, high: high, plotW: chartW - padLeft - padRight, plt: chartH - padTop - padBottom}
}

// x and y place a point of the chart.
func (s scale) x(games int64) float64 { return padLeft + float64(games)/s.games*s.plotW }
func (s scale) y(elo float64) float64 {
	elo = math.Max(s.low, math.Min(s.high, elo))
	return padTop + (s.high-elo)/(s.high-s.low)*s.plt
}

// drawChart draws lines as an SVG.
func drawChart(lines []line, games int64) string {
	s := scaleOf(lines, games)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg viewBox="0 0 %g %g" data-games="%d" role="img" aria-label="Elo of each version against the games played">`, chartW, chartH, games)
	s.axes(&b)
	for i, ln := range lines {
		s.band(&b, ln, palette[i])
	}
	for i, ln := range lines {
		var pts []string
		for k, g := range ln.games {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", s.x(g), s.y(float64(ln.rating[k].Estimate))))
		}
		last := ln.rating[len(ln.rating)-1]
		fmt.Fprintf(&b, `<polyline class="line" data-version="%s" fill="none" stroke="%s" stroke-width="2" points="%s"><title>%s: %s</title></polyline>`,
			template.HTMLEscapeString(ln.label), palette[i], strings.Join(pts, " "), template.HTMLEscapeString(ln.label), eloText(last))
		if len(pts) == 1 { // a line of one point is a dot
			fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="3" fill="%s"/>`, s.x(ln.games[0]), s.y(float64(last.Estimate)), palette[i])
		}
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// band draws line ln's 95% interval as a band of its colour, where the
// interval is known.
func (s scale) band(b *strings.Builder, ln line, color string) {
	var upper, lower []string
	for k, g := range ln.games {
		e := ln.rating[k]
		if !finite(float64(e.Lower)) || !finite(float64(e.Upper)) {
			continue
		}
		upper = append(upper, fmt.Sprintf("%.1f,%.1f", s.x(g), s.y(float64(e.Upper))))
		lower = append([]string{fmt.Sprintf("%.1f,%.1f", s.x(g), s.y(float64(e.Lower)))}, lower...)
	}
	if len(upper) > 1 {
		fmt.Fprintf(b, `<polygon class="band" fill="%s" fill-opacity="0.13" stroke="none" points="%s %s"/>`, color, strings.Join(upper, " "), strings.Join(lower, " "))
	}
}

// axes draws the grid, its Elo ticks and the games at both ends.
func (s scale) axes(b *strings.Builder) {
	step := tickStep(s.high - s.low)
	fmt.Fprintf(b, `<g class="axes" font-size="13" fill="#555">`)
	for v := math.Ceil(s.low/step) * step; v <= s.high; v += step {
		y := s.y(v)
		fmt.Fprintf(b, `<line x1="%g" x2="%g" y1="%.1f" y2="%.1f" stroke="#e4e4e4"/><text x="%g" y="%.1f" text-anchor="end" dy="4">%+.0f</text>`,
			padLeft, chartW-padRight, y, y, padLeft-4, y, v)
	}
	bottom := chartH - padBottom
	fmt.Fprintf(b, `<line x1="%g" x2="%g" y1="%g" y2="%g" stroke="#999"/>`, padLeft, chartW-padRight, bottom, bottom)
	fmt.Fprintf(b, `<text x="%g" y="%g" dy="16">0</text><text x="%g" y="%g" dy="16" text-anchor="end">%.0f %s</text>`,
		padLeft, bottom, chartW-padRight, bottom, s.games, xLabel)
	fmt.Fprintf(b, `<text x="%g" y="%g" dy="16" text-anchor="middle">%s</text></g>`, padLeft/2, bottom, yLabel)
}

// tickStep returns a round step between the y axis's ticks, so that a
// span shows from three to about eight of them.
func tickStep(span float64) float64 {
	for _, step := range []float64{10, 20, 25, 50, 100, 200, 250, 500, 1000} {
		if span/step <= 8 {
			return step
		}
	}
	return math.Pow(10, math.Ceil(math.Log10(span/8)))
}
