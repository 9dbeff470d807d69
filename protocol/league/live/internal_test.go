package live

import (
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/league"
	"github.com/contestgames/games/protocol/record"
)

// strip takes out the standard error of the seats it is told to, in its
// events and in the result's faults, and keeps the others'.
func TestStrip(t *testing.T) {
	quote := func(s string) string { return fmt.Sprintf("exit status 1; its last stderr line: %q", s) }
	rec := &record.Record{
		Events: []record.Event{
			{Kind: record.Stderr, Player: 0, Text: "mine"}, {Kind: record.Stderr, Player: 1, Text: "theirs"},
			{Kind: record.Received, Player: 1, Text: "a1-b2"}, {Kind: record.Faulted, Player: 1, Detail: quote("theirs")},
		},
		Result: &games.Result{Fault: &games.Fault{Player: 1, Detail: quote("theirs")}, Faults: []games.Fault{{Player: 1, Detail: quote("theirs")}, {Player: 0, Detail: quote("mine")}}},
	}
	original := rec.Result
	strip(rec, func(seat int) bool { return seat == 0 })
	text := fmt.Sprintf("%+v %+v %+v", rec.Events, *rec.Result.Fault, rec.Result.Faults)
	if strings.Contains(text, "theirs") || strings.Count(text, "mine") != 2 || len(rec.Events) != 3 {
		t.Errorf("stripped of seat 1's stderr: %s", text)
	}
	if !strings.Contains(original.Fault.Detail, "theirs") {
		t.Errorf("strip changed the result it was given, not a copy")
	}
}

// The chart draws a line for each version with a rating, no more than it
// can tell apart, a band where the interval is known, and says why there
// is none when no version has a rating.
func TestChart(t *testing.T) {
	est := func(x, m float64) standings.Estimate {
		return standings.Estimate{Estimate: standings.Number(x), Lower: standings.Number(x - m), Upper: standings.Number(x + m), Margin: standings.Number(m)}
	}
	var labels []string
	hist := []league.RatingPoint{{Games: 2, Ratings: map[string]standings.Estimate{}}, {Games: 10, Ratings: map[string]standings.Estimate{}}}
	for i := range chartLines + 2 {
		l := fmt.Sprintf("v%d@abc", i)
		labels = append(labels, l)
		hist[0].Ratings[l] = est(float64(i*10), 30)
		hist[1].Ratings[l] = est(float64(i*20), 40)
	}
	hist[1].Ratings["v0@abc"] = est(math.NaN(), 0)
	hist[0].Ratings["v1@abc"] = est(10, math.Inf(1))
	c := chartOf(hist, labels, "bots/NAME")
	svg := string(c.SVG)
	if got := strings.Count(svg, `class="line"`); got != chartLines || len(c.Legend) != chartLines {
		t.Errorf("%d lines, %d in the legend, want %d", got, len(c.Legend), chartLines)
	}
	if got := strings.Count(svg, `class="band"`); got != chartLines-2 {
		t.Errorf("%d bands, want %d: v0 has one point, v1 one with an interval", got, chartLines-2)
	}
	for _, m := range regexp.MustCompile(` (points|c?[xy][12]?)="([^"]*)"`).FindAllStringSubmatch(svg, -1) {
		if !regexp.MustCompile(`^[-0-9., ]+$`).MatchString(m[2]) {
			t.Errorf("%s=%q is no place", m[1], m[2])
		}
	}
	if c.Legend[2].Href != "bots/v2" {
		t.Errorf("the legend links v2@abc to %q, want its bot's page", c.Legend[2].Href)
	}
	if !strings.Contains(svg, `data-games="10"`) || !strings.Contains(svg, "<circle") {
		t.Errorf("the chart of lines of one point (v0) or more:\n%s", svg)
	}
	if c := chartOf(hist, []string{"nobody@abc"}, "bots/NAME"); c.SVG != "" || c.Empty == "" {
		t.Errorf("a chart of no ratings: %+v", c)
	}
	if c := chartOf(nil, labels, "bots/NAME"); c.SVG != "" || c.Empty == "" {
		t.Errorf("a chart of no history: %+v", c)
	}
}
