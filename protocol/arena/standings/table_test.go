package standings

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/stats"
)

// The course of a pairing's estimate ends where the table's numbers for it
// are, one step per game of the pairing; so does a player's mean rank in
// a game of four seats.
func TestCourseEndsAtTheTable(t *testing.T) {
	two := func(id string, group, set int, seating []int, winner int) Result {
		return Result{Fixture: Fixture{ID: id, Group: group, Set: set, Seating: seating},
			Result: games.Result{Scores: []float64{1, 0}, Winner: winner}}
	}
	sprt := &stats.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	for _, tc := range []struct {
		name    string
		players int
		results []Result
		sprt    *stats.SPRT
	}{
		{"two players, pairs", 2, []Result{
			two("g0000-s00000-r0", 0, 0, []int{0, 1}, 0), two("g0000-s00000-r1", 0, 0, []int{1, 0}, 1),
			two("g0000-s00001-r0", 0, 1, []int{0, 1}, 1), two("g0000-s00001-r1", 0, 1, []int{1, 0}, -1),
			two("g0000-s00002-r0", 0, 2, []int{0, 1}, 0),
		}, sprt},
		{"a series, no pairs", 2, []Result{
			two("1", 0, 0, []int{0, 1}, 0), two("2", 0, 1, []int{1, 0}, 0), two("3", 0, 2, []int{0, 1}, -1),
		}, nil},
		{"three players", 3, []Result{
			two("g0000-s00000-r0", 0, 0, []int{0, 1}, 0), two("g0000-s00000-r1", 0, 0, []int{1, 0}, 0),
			two("g0001-s00000-r0", 1, 0, []int{0, 2}, 1), two("g0001-s00000-r1", 1, 0, []int{2, 0}, 0),
			two("g0002-s00000-r0", 2, 0, []int{1, 2}, 0), two("g0002-s00000-r1", 2, 0, []int{2, 1}, -1),
		}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := games.Game{Name: "test", Seats: []string{"a", "b"}}
			var players []string
			for p := range tc.players {
				players = append(players, fmt.Sprint("p", p))
			}
			s := New(g, players, tc.results, tc.sprt)
			if s.String() != Table(g, players, tc.results, tc.sprt) {
				t.Error("the standings print otherwise than the table")
			}
			steps := 0
			for _, p := range s.Pairings {
				course := Course(tc.results, p.A, p.B, tc.sprt)
				steps += len(course)
				if len(course) != p.Games.Games() {
					t.Fatalf("%d vs %d: %d steps for %d games", p.A, p.B, len(course), p.Games.Games())
				}
				last := course[len(course)-1]
				if !same(last.Elo, p.Elo()) || last.LLR != p.LLR {
					t.Errorf("%d vs %d: the course ends at Elo %v, LLR %v; the table has %v, %v", p.A, p.B, last.Elo, last.LLR, p.Elo(), p.LLR)
				}
			}
			if steps != len(tc.results) {
				t.Errorf("%d steps in all, for %d games", steps, len(tc.results))
			}
		})
	}
	four := games.Game{Name: "four", Seats: []string{"a", "b", "c", "d"}}
	results := []Result{
		{Fixture: Fixture{ID: "1", Seating: []int{0, 1, 2, 3}}, Result: games.Result{Scores: []float64{4, 3, 2, 1}, Winner: 0}},
		{Fixture: Fixture{ID: "2", Seating: []int{4, 0, 1, 2}}, Result: games.Result{Scores: []float64{1, 1, 3, 0}, Winner: 2}},
	}
	players := []string{"a", "b", "c", "d", "e"}
	s := New(four, players, results, nil)
	for p := range players {
		course := RankCourse(results, p)
		if len(course) != s.Rows[p].Rank.Len() {
			t.Fatalf("player %d: %d steps for %d games", p, len(course), s.Rows[p].Rank.Len())
		}
		if last := course[len(course)-1].Rank; !same(last, s.Rows[p].Rank.Interval()) {
			t.Errorf("player %d: the course ends at %v, the table has %v", p, last, s.Rows[p].Rank.Interval())
		}
	}
}

// same reports whether two intervals are equal, NaN equal to NaN.
func same(a, b stats.Interval) bool {
	eq := func(x, y float64) bool { return x == y || math.IsNaN(x) && math.IsNaN(y) }
	return eq(a.Estimate, b.Estimate) && eq(a.Lower, b.Lower) && eq(a.Upper, b.Upper)
}

// The rating list puts the highest rating first, and the players without
// games (a NaN rating) last, in the players' order.
func TestRatingOrder(t *testing.T) {
	nan := math.NaN()
	s := &Standings{}
	for _, e := range []float64{nan, 10, -5, nan, 20, 10} {
		s.Ratings = append(s.Ratings, stats.Rating{Elo: stats.Interval{Estimate: e}})
	}
	if got, want := s.RatingOrder(), []int{4, 1, 5, 2, 0, 3}; !slices.Equal(got, want) {
		t.Errorf("RatingOrder = %v, want %v", got, want)
	}
}

// Standings write scores as their game's contest did, and standings made
// otherwise than by New as plain decimals.
func TestStandingsFormatScores(t *testing.T) {
	g := games.Game{Name: "test", Seats: []string{"a", "b"}, ScoreText: func(x float64) string { return fmt.Sprintf("%.1f", x) }}
	if got := New(g, []string{"a", "b"}, nil, nil).FormatScores([]float64{1, -2}); got != "1.0-(-2.0)" {
		t.Errorf("the game's: %q", got)
	}
	if got := (&Standings{}).FormatScores([]float64{1, -2}); got != "1-(-2)" {
		t.Errorf("the zero standings': %q", got)
	}
}

// A player's faults are every fault of each of its games, not only the
// first, which is all a games.Result holds: in games where play goes on,
// a second player's fault must show in the table too.
func TestRowCountsEveryFault(t *testing.T) {
	illegal, timeout, exited := games.Fault{Player: 0, Rule: "illegal character"}, games.Fault{Player: 1, Rule: "timeout"}, games.Fault{Player: 0, Rule: "exited"}
	results := []Result{
		{Fixture: Fixture{ID: "1", Seating: []int{0, 1}}, Result: games.Result{Scores: []float64{0, 0}, Winner: games.NoWinner, Fault: &illegal,
			Faults: []games.Fault{illegal, timeout}}},
		{Fixture: Fixture{ID: "2", Seating: []int{1, 0}}, Result: games.Result{Scores: []float64{0, 5}, Winner: 1, Fault: &exited}},
		{Fixture: Fixture{ID: "3", Seating: []int{0, 1}}, Result: games.Result{Scores: []float64{5, 0}, Winner: 0}},
	}
	for _, tc := range []struct {
		player int
		faults int
		fault  string
	}{
		{0, 1, "illegal character"},
		{1, 2, "exited"}, // a tie, broken by name
	} {
		r := rowOf(results, tc.player)
		if r.Faults != tc.faults || r.Fault != tc.fault {
			t.Errorf("player %d: %d faults, most common %q; want %d, %q", tc.player, r.Faults, r.Fault, tc.faults, tc.fault)
		}
	}
}
