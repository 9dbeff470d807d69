package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/internal/allgames"
	"github.com/contestgames/games/protocol/arena/standings"
)

func TestShare(t *testing.T) {
	for _, c := range []struct {
		scores []float64
		seat   int
		want   float64
	}{
		{[]float64{12, 0}, 0, 1},
		{[]float64{12, 0}, 1, 0},
		{[]float64{6, 5}, 1, 5.0 / 11},      // an Alquerque tie, scored by the pieces
		{[]float64{15, 5}, 0, 0.75},         // On The Run's 20 points split
		{[]float64{0, 0}, 0, 0.5},           // no points at all: as many
		{[]float64{-3, 2}, 0, 0},            // a negative score: by who has more
		{[]float64{1, 0, 0, 0}, 0, 1},       // the last one standing
		{[]float64{0, 1, 0, 0}, 0, 1.0 / 3}, // one rival ahead, two level
		{[]float64{5, -2.5, 5, 7}, 0, 0.5},  // Lang Wars: 1 + 1/2 + 0 of 3
	} {
		if got := share(c.scores, c.seat); got != c.want {
			t.Errorf("share(%v, seat %d) = %v, want %v", c.scores, c.seat, got, c.want)
		}
	}
}

func TestPairings(t *testing.T) {
	bots := []string{"a", "b", "c"}
	if got, want := pairings(bots, standings.RoundRobin), []pairing{{"a", "b"}, {"a", "c"}, {"b", "c"}}; !slices.Equal(got, want) {
		t.Errorf("round robin: %v, want %v", got, want)
	}
	if got, want := pairings(bots, standings.Gauntlet), []pairing{{"a", "b"}, {"a", "c"}}; !slices.Equal(got, want) {
		t.Errorf("gauntlet: %v, want %v", got, want)
	}
	// A bot named twice meets itself once, and the pairing it would
	// repeat is played once: the baseline of a paired comparison.
	if got, want := pairings([]string{"a", "b", "b"}, standings.RoundRobin), []pairing{{"a", "b"}, {"b", "b"}}; !slices.Equal(got, want) {
		t.Errorf("a b b: %v, want %v", got, want)
	}
}

// Two bots that met the same opponent are compared set-up by set-up in
// each seat: the differences of their shares, with an interval, and the
// games that were the same move for move. Set-ups only one of them played
// are left out, as are pairings with other opponents.
func TestPairedLines(t *testing.T) {
	game := func(seed uint64, bot, opp float64, digest string, seating ...int) standings.Result {
		scores := []float64{bot, opp}
		if seating[0] != 0 { // the bot sits in seat 1
			scores = []float64{opp, bot}
		}
		return standings.Result{Fixture: standings.Fixture{Seating: seating, Seed: seed}, Result: games.Result{Scores: scores}, Digest: digest}
	}
	s := &series{game: alquerque.Game(), pairs: 3, seed: 1, pairings: []played{
		{pairing: pairing{"pvs", "search"}, results: []standings.Result{
			game(1, 12, 0, "x", 0, 1), game(2, 12, 0, "y", 0, 1), game(3, 6, 6, "z", 0, 1),
			game(1, 0, 12, "u", 1, 0), game(2, 6, 6, "v", 1, 0),
		}},
		{pairing: pairing{"pvs", "random"}, results: []standings.Result{game(1, 0, 12, "", 0, 1)}},
		{pairing: pairing{"search", "search"}, results: []standings.Result{
			game(1, 6, 6, "q", 0, 1), game(2, 12, 0, "y", 0, 1), game(3, 0, 12, "r", 0, 1),
			game(1, 0, 12, "u", 1, 0), // set-up 2 with the bot as black is missing
		}},
	}}
	got := s.pairedLines()
	want := []string{
		// white: +0.5, 0, +0.5; mean 1/3, t(2) 4.303 * sd 0.2887 / sqrt 3
		"paired: pvs less search, each against search, white: +33.3 ± 71.7 (3 set-ups, 1 the same game)",
		"paired: pvs less search, each against search, black: +0.0 (1 set-ups, 1 the same game)",
	}
	if !slices.Equal(got, want) {
		t.Errorf("paired lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if !strings.Contains(s.table(), want[0]) {
		t.Errorf("the table lacks %q:\n%s", want[0], s.table())
	}
}

// Each mistake in the command line is a usageError that names it, and
// nothing is played.
func TestUsageErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "no GAME"},
		{[]string{"chess", "a", "b"}, `no game "chess"; the games are alquerque, amazes,`},
		{[]string{"alquerque", "pvs"}, "alquerque: want two bots or more, got 1"},
		{[]string{"alquerque", "pvs", "deep"}, `alquerque has no built-in bot "deep"; it has search,`},
		{[]string{"-pairs", "0", "alquerque", "pvs", "search"}, "-pairs 0: want at least 1"},
		{[]string{"-concurrency", "0", "alquerque", "pvs", "search"}, "-concurrency 0: want at least 1"},
		{[]string{"-games", "3", "alquerque", "pvs", "search"}, "flag provided but not defined: -games"},
	} {
		var out, errOut bytes.Buffer
		err := run(context.Background(), c.args, &out, &errOut)
		var u usageError
		if !errors.As(err, &u) || !strings.Contains(err.Error(), c.want) || out.Len() > 0 {
			t.Errorf("%q: error %v, stdout %q; want a usage error with %q", c.args, err, out.String(), c.want)
		}
	}
	var out bytes.Buffer
	if err := run(context.Background(), []string{"-h"}, &out, &out); !errors.Is(err, flag.ErrHelp) || !strings.Contains(out.String(), "-concurrency") {
		t.Errorf("-h: error %v, help %q", err, out.String())
	}
}

// A tiny series in a game of two seats (2 set-ups, both seatings) and one
// of four (1 set-up, four seatings): a line per pairing and seat and one
// for all, the rating list, and the games' records where -dir says, as a
// tournament keeps them.
func TestTinySeries(t *testing.T) {
	for _, c := range []struct {
		args  []string
		slack time.Duration // the clock's factor, as -slack gives it
		lines []string
	}{
		{[]string{"-pairs", "2", "ontherun", "flee", "chase"}, 1, []string{ // one bot under two names
			"flee  chase    fugitive    2      2.50 to 17.50   12.5%  0.0% to 44.3%    0",
			"flee  chase    detectives  2      17.50 to 2.50   87.5%  55.7% to 100.0%  0",
			"flee  chase    all         4      10.00 to 10.00  50.0%  0.0% to 100.0%   0",
			"1     flee    +0.0  ± 170.2  4      50.0%",
		}},
		{[]string{"-pairs", "1", "-concurrency", "2", "-slack", "2", "blockdrop", "hunter", "random"}, 2, []string{
			"blockdrop: 1 set-ups a pairing (seeds 1 to 1), each in every seating, under 2 times the contest's clock",
			"hunter  3× random  player 2  1      1.00 to 0.00  100.0%  -                 0",
			"hunter  3× random  all       4      1.00 to 0.00  100.0%  100.0% to 100.0%  0",
			"rating list: none: hunter scored every point against random",
		}},
	} {
		dir := t.TempDir()
		c.args = append([]string{"-dir", dir}, c.args...)
		var out, progress bytes.Buffer
		if err := run(context.Background(), c.args, &out, &progress); err != nil {
			t.Fatalf("%q: %v", c.args, err)
		}
		for _, line := range c.lines {
			if !strings.Contains(out.String(), line) {
				t.Errorf("%q: the table lacks %q:\n%s", c.args, line, out.String())
			}
		}
		game, bot, opponent := c.args[len(c.args)-3], c.args[len(c.args)-2], c.args[len(c.args)-1]
		d, err := standings.ReadDir(filepath.Join(dir, bot+"-vs-"+opponent))
		if err != nil {
			t.Fatalf("%q: the records: %v", c.args, err)
		}
		if d.Game != game || len(d.Results) != 4 {
			t.Errorf("%q: the directory holds %d games of %s, want 4 of %s", c.args, len(d.Results), d.Game, game)
		}
		all := allgames.Games()
		g := all[slices.IndexFunc(all, func(g games.Game) bool { return g.Name == game })]
		ref, _, _ := g.NewReferee(1, nil)
		want := ref.Clock()
		if got := d.Clock; c.slack == 1 && got != nil || c.slack > 1 && (got == nil || got.PerTurn != c.slack*want.PerTurn || got.Total != c.slack*want.Total) {
			t.Errorf("%q: the games' clock %+v, want %d times the contest's %+v", c.args, got, c.slack, want)
		}
	}
}

// A fault is counted in its pairing's lines and named in a line of its
// own: who, in which seat, what.
func TestFaultsAreNamed(t *testing.T) {
	fault := &games.Fault{Player: 1, Rule: "timeout", Detail: "took 1.2s"}
	s := &series{game: alquerque.Game(), pairs: 1, seed: 3, pairings: []played{{
		pairing: pairing{"pvs", "search"},
		names:   []string{"pvs", "search"},
		results: []standings.Result{
			{Fixture: standings.Fixture{Seating: []int{0, 1}, Seed: 3}, Result: games.Result{Scores: []float64{12, 0}, Winner: 0}},
			{Fixture: standings.Fixture{Seating: []int{1, 0}, Seed: 3}, Result: games.Result{Scores: []float64{12, 0}, Winner: 0, Fault: fault}},
		},
	}}}
	out := s.table()
	for _, line := range []string{
		"pvs  search   white  1      12.00 to 0.00  100.0%  -               0",
		"pvs  search   black  1      0.00 to 12.00  0.0%    -               1",
		"pvs  search   all    2      6.00 to 6.00   50.0%   0.0% to 100.0%  1",
		"fault: pvs vs search, seed 3: pvs in seat black: timeout took 1.2s",
	} {
		if !strings.Contains(out, line) {
			t.Errorf("the table lacks %q:\n%s", line, out)
		}
	}
}

// A bot named twice ("pvs search search") plays itself as the paired
// lines' baseline; the rating list counts only its games against the
// others, under its one name.
func TestRatingsLeaveOutABotAgainstItself(t *testing.T) {
	result := func(seating []int, winner int) standings.Result {
		scores := []float64{0, 0}
		scores[winner] = 12
		return standings.Result{Fixture: standings.Fixture{Seating: seating, Seed: 1}, Result: games.Result{Scores: scores, Winner: winner}}
	}
	s := &series{game: alquerque.Game(), pairs: 1, seed: 1, pairings: []played{
		{pairing: pairing{"pvs", "search"}, names: []string{"pvs", "search"}, results: []standings.Result{
			result([]int{0, 1}, 0), result([]int{1, 0}, 0), result([]int{0, 1}, 1), result([]int{1, 0}, 1),
		}},
		{pairing: pairing{"search", "search"}, names: []string{"search", "search"}, results: []standings.Result{
			result([]int{0, 1}, 0), result([]int{1, 0}, 0),
		}},
	}}
	st := s.ratings()
	if want := []string{"pvs", "search"}; !slices.Equal(st.Players, want) {
		t.Fatalf("rating list players %q, want %q", st.Players, want)
	}
	for p, r := range st.Ratings {
		if r.Games != 4 || r.Points != 2 {
			t.Errorf("%s: %d games, %.1f points in the rating list, want 4 and 2 (its games against the other)", st.Players[p], r.Games, r.Points)
		}
	}
}

// The package doc names every flag.
func TestDocNamesEveryFlag(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if _, err := parse([]string{"-h"}, &out); !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("-h: %v", err)
	}
	for _, f := range regexp.MustCompile(`(?m)^  -(\w+)`).FindAllStringSubmatch(out.String(), -1) {
		if !strings.Contains(string(doc), "["+"-"+f[1]) {
			t.Errorf("doc.go's usage line lacks -%s", f[1])
		}
	}
}
