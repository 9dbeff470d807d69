package bots

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/contestgames/games/internal/long"
	"github.com/contestgames/games/internal/race"
	"github.com/contestgames/games/langwars"
	"github.com/contestgames/games/protocol"
)

// Montecarlo, even with a sixth of its budget, wins most games of a short
// series against three random bots, in every seat, and ends above most
// random bots. (With its full budget it wins about 19 games in 20: see
// TestStrengthSeries.)
func TestMonteCarloBeatsRandom(t *testing.T) {
	n, budget := long.Size(4, 8), 2000 // 3 wins of 4 by default, 6 of 8 in the long series
	if race.Enabled {
		n, budget = 4, 500
	}
	mc := func(seed uint64) chooser { return NewMonteCarlo(MonteCarloOptions{Playouts: budget, Seed: seed}) }
	random := func(seed uint64) chooser { return NewRandom(seed) }
	r := playSeries(t, n, 1, mc, random)
	if 4*r.Record.Wins < 3*n || r.Pairs.Score() < 0.8 {
		t.Errorf("against three random bots montecarlo won %d of %d games and %.0f%% of the head-to-head comparisons; want three in four and 80%%", r.Record.Wins, n, 100*r.Pairs.Score())
	}
}

// The wall-clock twin, as the referee seats it, plays a whole game under
// the contest's clock of one second a turn without running out of time.
func TestMonteCarloClockKeepsTime(t *testing.T) {
	g := Game()
	ref, _, err := g.NewReferee(3, nil)
	if err != nil {
		t.Fatal(err)
	}
	players := make([]protocol.Player, langwars.Players)
	for p := range players {
		name := "random"
		if p == 1 {
			name = "montecarlo-clock"
		}
		b, err := g.NewBot(name, 3, p, nil)
		if err != nil {
			t.Fatal(err)
		}
		players[p] = protocol.NewBot(b)
	}
	m := &protocol.Match{Referee: ref, Players: players}
	res, err := m.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if res.Fault != nil {
		t.Fatalf("fault %+v", *res.Fault)
	}
	if res.Winner != 1 {
		t.Errorf("scores %v: montecarlo-clock did not win against three random bots", res.Scores)
	}
}

// After its first choice a bot allocates nothing to choose, with a budget
// or on the clock; and a playout allocates nothing.
func TestMonteCarloDoesNotAllocate(t *testing.T) {
	a, views := midgame(t)
	for _, opts := range []MonteCarloOptions{{Playouts: 800}, {MoveTime: 2 * time.Millisecond}} {
		b := NewMonteCarlo(opts)
		for i := range views {
			b.Choose(a, &views[i])
		}
		v := &views[len(views)-1]
		if n := testing.AllocsPerRun(5, func() { b.Choose(a, v) }); n != 0 {
			t.Errorf("%+v: Choose made %v allocations", opts, n)
		}
		s := &b.search
		s.reset(a, v)
		b.sampleWorld(&s.start, v, &s.rng)
		if n := testing.AllocsPerRun(100, func() { s.playout(s.cands[0]) }); n != 0 {
			t.Errorf("%+v: a playout made %v allocations", opts, n)
		}
	}
}

// A sample deals each holiday's rival picks among the three rivals, two
// each: every rival's believers are within the Beliefs' bounds, and
// together they hold what the rivals won on holidays.
func TestSampleWorldKeepsToTheBeliefs(t *testing.T) {
	a, views := midgame(t)
	b := NewMonteCarlo(MonteCarloOptions{Playouts: 100})
	for i := range views {
		b.Choose(a, &views[i])
	}
	v := &views[len(views)-1]
	var rng = b.search.rng
	holidays := 0
	for t := 1; t < v.Turn; t++ {
		if langwars.Holiday(t) {
			holidays++
		}
	}
	dealt := false
	var first world
	for i := range 100 {
		var w world
		b.sampleWorld(&w, v, &rng)
		if i == 0 {
			first = w
		}
		dealt = dealt || w != first
		if w[0] != v.Real {
			t.Fatalf("sample %d: own believers %v, want %v", i, w[0], v.Real)
		}
		for l := range langwars.Languages {
			rivals := 0
			for c := 1; c < langwars.Players; c++ {
				lo, hi := b.beliefs.Believers(c, l)
				if x := int(w[c][l]); x < lo || x > hi {
					t.Fatalf("sample %d: column %d has %d believers of language %d, outside %d to %d", i, c, x, l, lo, hi)
				}
				rivals += int(w[c][l] - v.Revealed[l][c])
			}
			if rivals != b.beliefs.RivalsHidden(l) {
				t.Fatalf("sample %d: the rivals hold %d holiday believers of language %d, want %d", i, rivals, l, b.beliefs.RivalsHidden(l))
			}
		}
		for c := 1; c < langwars.Players; c++ {
			hidden := 0
			for l := range langwars.Languages {
				hidden += int(w[c][l] - v.Revealed[l][c])
			}
			if hidden != holidays*langwars.HolidayPicks {
				t.Fatalf("sample %d: column %d won %d believers on holidays, want %d", i, c, hidden, holidays*langwars.HolidayPicks)
			}
		}
	}
	if !dealt {
		t.Error("100 samples dealt the holiday picks the same way")
	}
}

// The candidates are every way to make a turn's picks, each once.
func TestCandidates(t *testing.T) {
	for _, tt := range []struct{ picks, want int }{{langwars.HolidayPicks, 36}, {langwars.WorkdayPicks, 792}} {
		c := candidates[tt.picks]
		if len(c) != tt.want {
			t.Errorf("%d picks: %d candidates, want %d", tt.picks, len(c), tt.want)
		}
		seen := map[langwars.Picks]bool{}
		for _, p := range c {
			if p.Count() != tt.picks || seen[p] {
				t.Errorf("%d picks: candidate %v is wrong or repeated", tt.picks, p)
			}
			seen[p] = true
		}
	}
	if len(candidates[langwars.WorkdayPicks]) > maxCandidates {
		t.Errorf("maxCandidates %d is too small", maxCandidates)
	}
}

// The same seed and views give the same picks, and the picks differ
// between seeds on some turn.
func TestMonteCarloSameSeedSamePicks(t *testing.T) {
	a, views := midgame(t)
	picks := func(seed uint64) []langwars.Picks {
		b := NewMonteCarlo(MonteCarloOptions{Playouts: 300, Seed: seed})
		var out []langwars.Picks
		for i := range views {
			out = append(out, b.Choose(a, &views[i]))
		}
		return out
	}
	if !slices.Equal(picks(1), picks(1)) {
		t.Error("seed 1 chose differently twice")
	}
	if slices.Equal(picks(1), picks(2)) && slices.Equal(picks(1), picks(3)) {
		t.Error("seeds 1, 2 and 3 made the same picks on every turn")
	}
}

// A rival whose workday picks favour the languages of high attention is
// modelled as playing to a plan, one that does not as random, and one not
// yet seen, or in a game whose degrees are all equal, as half and half.
func TestRivalNoiseReadsTheRivalsPicks(t *testing.T) {
	a := langwars.Attention{6, 6, 3, 3, 3, 3, 3, 3}
	var v langwars.View
	v.Revealed[0][1] = 10 // rival 1: only the first language, of attention 6
	v.Revealed[2][2] = 10 // rival 2: only the third, of attention 3
	for l := range langwars.Languages {
		v.Revealed[l][3] = 1 // rival 3: one of each
	}
	for c, want := range map[int]uint64{1: 64, 2: 256, 3: 256} {
		if got := rivalNoise(&a, &v, c); got != want {
			t.Errorf("rival %d: noise %d, want %d", c, got, want)
		}
	}
	if got := rivalNoise(&a, &langwars.View{}, 1); got != 128 {
		t.Errorf("no workday seen: noise %d, want 128", got)
	}
	flat := langwars.Attention{4, 4, 4, 4, 4, 4, 4, 4}
	if got := rivalNoise(&flat, &v, 1); got != 128 {
		t.Errorf("equal degrees: noise %d, want 128", got)
	}
}
