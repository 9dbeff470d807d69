package view

import (
	"fmt"
	"html"
	"html/template"
	"math"
	"strings"

	"github.com/contestgames/games/protocol/arena/standings"
)

// The rating chart's size, in the units of its viewBox: a row a player.
const (
	ratingsW, ratingsRow, ratingsName, ratingsTop = 520, 22, 150, 8
)

// ratingsChart draws the rating list on one axis: a row per player, the
// highest rating first, with a dot at its Elo and a bar across its 95%
// interval, an arrow where the interval runs beyond the axis. Players
// without games are left out. It returns "" when there are no ratings.
func ratingsChart(s *standings.Standings) template.HTML {
	rows := ratedPlayers(s)
	if len(rows) == 0 {
		return ""
	}
	lo, hi := ratingsRange(s, rows)
	w := float64(ratingsW - ratingsName - 10)
	x := func(v float64) float64 {
		return ratingsName + (math.Min(math.Max(v, lo), hi)-lo)/(hi-lo)*w
	}
	axis := ratingsTop + len(rows)*ratingsRow
	height := axis + 36
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="ratings" viewBox="0 0 %d %d" role="img" aria-label="ratings, Elo with 95%% intervals">`, ratingsW, height)
	ts, step := ticks(lo, hi)
	for _, t := range ts {
		fmt.Fprintf(&b, `<line class="grid" x1="%.1f" x2="%.1f" y1="%d" y2="%d"/>`, x(t), x(t), ratingsTop, axis)
		fmt.Fprintf(&b, `<text class="tick" x="%.1f" y="%d" text-anchor="middle">%s</text>`, x(t), axis+14, tickText(t, step))
	}
	if lo < 0 && hi > 0 {
		fmt.Fprintf(&b, `<line class="rule" x1="%.1f" x2="%.1f" y1="%d" y2="%d"/>`, x(0), x(0), ratingsTop, axis)
	}
	fmt.Fprintf(&b, `<text class="axis" x="%.1f" y="%d" text-anchor="middle">Elo (mean 0), with 95%% interval</text>`, ratingsName+w/2, height-4)
	for k, p := range rows {
		writeRatingRow(&b, s, k, p, x, lo, hi)
	}
	b.WriteString(`</svg>`)
	return template.HTML(b.String())
}

// ratedPlayers returns the players with games, the highest rating first.
func ratedPlayers(s *standings.Standings) []int {
	var rows []int
	for _, p := range s.RatingOrder() {
		if s.Ratings[p].Games > 0 {
			rows = append(rows, p)
		}
	}
	return rows
}

// ratingsRange returns the axis of the chart: the finite estimates and
// interval ends of the players rows, at least 20 Elo wide, with a margin.
func ratingsRange(s *standings.Standings, rows []int) (lo, hi float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, p := range rows {
		e := s.Ratings[p].Elo
		for _, v := range []float64{e.Estimate, e.Lower, e.Upper} {
			if !math.IsInf(v, 0) && !math.IsNaN(v) {
				lo, hi = math.Min(lo, v), math.Max(hi, v)
			}
		}
	}
	if hi-lo < 20 {
		lo, hi = lo-10, hi+10
	}
	pad := (hi - lo) * 0.05
	return lo - pad, hi + pad
}

// writeRatingRow writes the k-th row of the chart, player p's, on an axis
// from lo to hi that x maps to the chart.
func writeRatingRow(b *strings.Builder, s *standings.Standings, k, p int, x func(float64) float64, lo, hi float64) {
	r, name := s.Ratings[p], s.Players[p]
	e := r.Elo
	y := float64(ratingsTop + k*ratingsRow + ratingsRow/2)
	fmt.Fprintf(b, `<g class="rating" data-player="%s"><title>%s</title>`, html.EscapeString(name), html.EscapeString(fmt.Sprintf("%s: Elo %s (%s to %s), %d games, %.1f%%",
		name, short(e.Estimate), short(e.Lower), short(e.Upper), r.Games, 100*r.Points/float64(r.Games))))
	fmt.Fprintf(b, `<text class="name" x="%d" y="%.1f" text-anchor="end">%d %s</text>`, ratingsName-8, y+4, k+1, html.EscapeString(clip(name, 20)))
	c := color(p)
	fmt.Fprintf(b, `<line class="interval" stroke="%s" x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f"/>`, c, x(e.Lower), x(e.Upper), y, y)
	for _, end := range []struct {
		v    float64
		sign float64
	}{{e.Lower, -1}, {e.Upper, 1}} {
		if end.v < lo || end.v > hi { // beyond the axis: an arrow
			tip := x(end.v)
			fmt.Fprintf(b, `<polygon fill="%s" points="%.1f,%.1f %.1f,%.1f %.1f,%.1f"/>`, c, tip, y, tip-end.sign*7, y-4, tip-end.sign*7, y+4)
		}
	}
	fmt.Fprintf(b, `<circle class="est" cx="%.1f" cy="%.1f" r="4" fill="%s"/></g>`, x(e.Estimate), y, c)
}

// clip shortens s to n characters, with an ellipsis.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "\u2026"
}
