package standings

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/stats"
)

// threePlayers returns the results of a round robin of three players in
// game pairs: a beats b and c more often than not, b and c are even.
func threePlayers() []Result {
	var out []Result
	add := func(group, set int, a, b, winner0, winner1 int) {
		for r, seating := range [][]int{{a, b}, {b, a}} {
			w := []int{winner0, winner1}[r]
			scores := []float64{6, 6}
			if w >= 0 {
				scores[w], scores[1-w] = 12, 0
			}
			out = append(out, Result{Fixture: Fixture{ID: fmt.Sprintf("g%04d-s%05d-r%d", group, set, r), Group: group, Set: set, Rotation: r, Seating: seating},
				Result: games.Result{Scores: scores, Winner: w}, Digest: fmt.Sprintf("%d.%d.%d", group, set, r)})
		}
	}
	add(0, 0, 0, 1, 0, 1) // a wins both
	add(0, 1, 0, 1, 0, 0) // a wins, loses
	add(0, 2, 0, 1, -1, 1)
	add(1, 0, 0, 2, 0, 0)
	add(1, 1, 0, 2, 0, -1)
	add(1, 2, 0, 2, 1, 0) // c wins both
	add(2, 0, 1, 2, 0, 0)
	add(2, 1, 1, 2, 1, 1)
	add(2, 2, 1, 2, -1, -1)
	return out
}

// The rating list puts the three on one scale, the best first, and the
// table prints it; its numbers are stats.Ratings'.
func TestStandingsRatings(t *testing.T) {
	g := games.Game{Name: "test", Seats: []string{"x", "y"}}
	results := threePlayers()
	s := New(g, []string{"a", "b", "c"}, results, nil)
	if s.Ratings == nil {
		t.Fatalf("no ratings: %s", s.NoRatings)
	}
	var vs []stats.Versus
	for _, r := range results {
		var w stats.WDL
		w.Add(stats.ByWinner(r.Winner, 0))
		vs = append(vs, stats.Versus{A: r.Seating[0], B: r.Seating[1], Games: w})
	}
	want, _ := stats.Ratings(3, vs)
	for p := range 3 {
		if !same(s.Ratings[p].Elo, want[p].Elo) {
			t.Errorf("player %d: %+v, want %+v", p, s.Ratings[p].Elo, want[p].Elo)
		}
	}
	if order := s.RatingOrder(); order[0] != 0 {
		t.Errorf("order %v: a first", order)
	}
	text := s.String()
	if !strings.Contains(text, "rating list: logistic Elo, the maximum-likelihood fit of all games (draws half points), mean 0:\nrank  player  Elo") ||
		!strings.Contains(text, fmt.Sprintf("1     a       %+.1f", s.Ratings[0].Elo.Estimate)) {
		t.Errorf("table:\n%s", text)
	}
	if !strings.Contains(text, "distinct games: 18 of 18\nplayer") {
		t.Errorf("table:\n%s", text)
	}
}

// The report holds what the table shows, and its JSON reads back into the
// same report, infinities and NaNs included.
func TestReportRoundTrips(t *testing.T) {
	two := games.Game{Name: "test", Seats: []string{"x", "y"}}
	four := games.Game{Name: "four", Seats: []string{"a", "b", "c", "d"}}
	sprt := &stats.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	perfect := []Result{
		{Fixture: Fixture{ID: "g0000-s00000-r0", Seating: []int{0, 1}}, Result: games.Result{Scores: []float64{1, 0}, Winner: 0}, Digest: "x"},
		{Fixture: Fixture{ID: "g0000-s00000-r1", Rotation: 1, Seating: []int{1, 0}}, Result: games.Result{Scores: []float64{0, 1}, Winner: 1}, Digest: "x"},
	}
	fourResults := []Result{
		{Fixture: Fixture{ID: "1", Seating: []int{0, 1, 2, 3}}, Result: games.Result{Scores: []float64{4, 3, 2, 1}, Winner: 0}},
		{Fixture: Fixture{ID: "2", Set: 1, Seating: []int{4, 0, 1, 2}}, Result: games.Result{Scores: []float64{1, 1, 3, 0}, Winner: 2, Fault: &games.Fault{Player: 3, Rule: "timeout"}}},
	}
	for _, tc := range []struct {
		name string
		s    *Standings
	}{
		{"three players", New(two, []string{"a", "b", "c"}, threePlayers(), nil)},
		{"a perfect score, an SPRT", New(two, []string{"a", "b"}, perfect, sprt)},
		{"four seats", New(four, []string{"a", "b", "c", "d", "e"}, fourResults, nil)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.s.Commands = []string{"./a", "builtin:b"}
			r := tc.s.Report()
			data, err := json.Marshal(r)
			if err != nil {
				t.Fatal(err)
			}
			var back Report
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatal(err)
			}
			again, _ := json.Marshal(&back)
			if !bytes.Equal(data, again) {
				t.Errorf("round trip:\n%s\n%s", data, again)
			}
			if r.Games != tc.s.Games || len(r.Players) != len(tc.s.Players) || len(r.Pairings) != len(tc.s.Pairings) || r.Players[1].Command != "builtin:b" {
				t.Errorf("report %+v", r)
			}
			text := tc.s.String()
			for _, p := range r.Pairings {
				if p.Elo != nil && !strings.Contains(text, fmt.Sprintf("Elo: %.2f +/- %.2f", float64(p.Elo.Estimate), float64(p.Elo.Margin))) &&
					!strings.Contains(text, fmt.Sprintf("Elo difference: %.1f +/- %.1f", float64(p.Elo.Estimate), float64(p.Elo.Margin))) {
					t.Errorf("pairing %s vs %s: Elo %+v not in the table:\n%s", p.A, p.B, p.Elo, text)
				}
			}
			if (r.Ratings.None != "") != (len(r.Ratings.Players) == 0) || r.Ratings.Anchor != "mean" {
				t.Errorf("ratings %+v", r.Ratings)
			}
		})
	}
	s := New(two, []string{"a", "b"}, perfect, sprt)
	data, _ := json.Marshal(s.Report())
	for _, want := range []string{`"pairs_ratio":"+Inf"`, `"elo":{"estimate":"+Inf","lower":`, `"none":"a scored every point against b`, `"distinct":1,`, `"decision":"going on"`} {
		if !bytes.Contains(data, []byte(want)) {
			t.Errorf("no %s in\n%s", want, data)
		}
	}
	var n Number
	if err := json.Unmarshal([]byte(`"Infinity"`), &n); err == nil {
		t.Errorf("\"Infinity\" read as %v", n)
	}
	if err := json.Unmarshal([]byte(`"-Inf"`), &n); err != nil || !math.IsInf(float64(n), -1) {
		t.Errorf("-Inf: %v, %v", n, err)
	}
}
