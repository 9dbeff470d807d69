package bots

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/contestgames/games/internal/long"

	"github.com/contestgames/games/internal/race"
	"github.com/contestgames/games/protocol/protocoltest"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/ontherun"
)

// generated returns the map of seed: 200 cities, as the contest played.
func generated(t testing.TB, seed uint64) *ontherun.Map {
	t.Helper()
	m, err := ontherun.Generate(rand.New(rand.NewPCG(seed, 2007)), ontherun.MaxCities)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// match plays fugitive against detectives on the map of seed.
func match(t testing.TB, m *ontherun.Map, fugitive, detectives games.Bot) games.Result {
	t.Helper()
	ref, err := ontherun.NewReferee(ontherun.Setup{Map: m})
	if err != nil {
		t.Fatal(err)
	}
	res := protocoltest.Play(t, ref, []games.Bot{fugitive, detectives})
	if res.Fault != nil {
		t.Fatalf("fault %+v: %s", *res.Fault, res.Reason)
	}
	return res
}

// escapes plays n games, or raceN under the race detector, which is slow:
// game i on the map of seed firstMap+i, between the bots that players
// makes with seed i. It returns the number of games played, the number the
// fugitive escaped in (it was caught in the others), and the fugitive's
// mean score (the detectives have the rest of 20).
func escapes(t *testing.T, n, raceN int, firstMap uint64, players func(m *ontherun.Map, seed uint64) (fugitive, detectives games.Bot)) (played, escaped int, mean float64) {
	t.Helper()
	if race.Enabled {
		n = raceN
	}
	points := 0.0
	for i := range uint64(n) {
		m := generated(t, firstMap+i)
		f, d := players(m, i)
		res := match(t, m, f, d)
		if res.Scores[ontherun.Fugitive] == 20 {
			escaped++
		}
		points += res.Scores[ontherun.Fugitive]
	}
	return n, escaped, points / float64(n)
}

// 40 games by default: chase lets at most 2 escape, as 5 of 100 in the long
// series (the games are the same each run: the maps and bots are seeded).
func TestChaseCatchesRandom(t *testing.T) {
	n, escaped, mean := escapes(t, long.Size(40, 100), 10, 0, func(m *ontherun.Map, seed uint64) (games.Bot, games.Bot) {
		return NewRandom(m, seed), NewChase(m, seed)
	})
	caught := n - escaped
	t.Logf("chase caught random in %d of %d games; mean score %.1f to %.1f", caught, n, 20-mean, mean)
	if caught*100 < 95*n {
		t.Errorf("chase caught random in %d of %d games; want at least 95%%", caught, n)
	}
}

// 40 games by default, as TestChaseCatchesRandom.
func TestFleeEscapesRandom(t *testing.T) {
	n, escaped, _ := escapes(t, long.Size(40, 100), 10, 0, func(m *ontherun.Map, seed uint64) (games.Bot, games.Bot) {
		return NewFlee(m, seed), NewRandom(m, seed)
	})
	t.Logf("flee escaped random in %d of %d games", escaped, n)
	if escaped*100 < 95*n {
		t.Errorf("flee escaped random in %d of %d games; want at least 95%%", escaped, n)
	}
}

// quickBot makes the bot called name as its constructor does, except that
// cordon and evade think with small budgets, and their clock twins on a
// short clock: how long they think changes which moves they choose, not
// how they follow the game, and the grid of every bot against every bot
// stays quick. TestBotsAreReproducible plays them at full strength.
func quickBot(name string, m *ontherun.Map, seed uint64) *Bot {
	b := constructors[name](m, seed)
	if p, ok := b.strat.(*planner); ok {
		p.squads, p.nodes = 20, 1000
		if p.shadow != nil {
			p.shadow.cordon.squads, p.shadow.plan.later = 20, nil // and foresees one turn
		}
		if p.clock != 0 {
			p.clock = 10 * time.Millisecond
		}
	}
	return b
}

// TestBotsPlayBothRoles seats every bot in both roles against every bot,
// on the rule page's map and on generated maps: nobody faults, and the
// bots' own knowledge equals the referee's after every move: the
// fugitive's game is the whole game, the detectives' view is the State's
// view.
func TestBotsPlayBothRoles(t *testing.T) {
	example, err := ontherun.ParseMap([]byte("8\nC 1-2\nC 1-5\nC 2-5\nC 3-4\nC 3-6\nC 4-7\nC 5-8\nC 6-7\nC 6-8\nT 1-8\nT 2-3\nT 3-4\nT 3-8\nP 1-4\nEND\n"))
	if err != nil {
		t.Fatal(err)
	}
	small, err := ontherun.Generate(rand.New(rand.NewPCG(5, 5)), 12)
	if err != nil {
		t.Fatal(err)
	}
	// The long series adds a second generated map of the contest's size:
	// one is enough to follow every bot on a map of 200 cities.
	maps := []*ontherun.Map{example, generated(t, 100), small}
	if long.Enabled {
		maps = append(maps, generated(t, 101))
	}
	seeds := uint64(long.Size(1, 3))
	if race.Enabled {
		seeds = 1 // the race detector slows the bots down about tenfold
	}
	checks := 0
	defer func() { t.Logf("%d comparisons of the bots' knowledge with the referee's", checks) }()
	for mi, m := range maps {
		for _, fn := range Names() {
			for _, dn := range Names() {
				for seed := range seeds {
					// The typed constructors share the referee's *Map,
					// so that the bots' States and views equal its own.
					f := quickBot(fn, m, seed)
					d := quickBot(dn, m, seed+10)
					ref, err := ontherun.NewReferee(ontherun.Setup{Map: m})
					if err != nil {
						t.Fatal(err)
					}
					res, n := playChecked(t, ref, f, d)
					checks += n
					if res.Fault != nil {
						t.Errorf("map %d, %s vs %s, seed %d: %s", mi, fn, dn, seed, res.Reason)
					}
				}
			}
		}
	}
}

// playChecked plays as play does, and compares the bots' knowledge with
// the referee's each time a bot's answer has been read to its end: the
// fugitive's game must be the referee's whole State, the detectives' view
// the State's view. It returns the result and the number of comparisons.
func playChecked(t *testing.T, ref *ontherun.Referee, fugitive, detectives *Bot) (games.Result, int) {
	t.Helper()
	bots := [2]*Bot{fugitive, detectives}
	var said [2][]string
	checks := 0
	for range 1000 {
		step := ref.Next()
		for _, msg := range step.Send {
			for _, line := range strings.Split(msg.Text, "\n") {
				said[msg.To] = append(said[msg.To], bots[msg.To].Hear(line)...)
			}
		}
		if step.Done {
			return ref.Result(), checks
		}
		p := step.Await[0]
		if len(said[p]) == 0 {
			ref.Fault(p, games.Exited)
			continue
		}
		ref.Reply(p, said[p][0])
		said[p] = said[p][1:]
		st := ref.State()
		switch {
		case len(said[p]) > 0 || st.Over():
		case p == int(ontherun.Fugitive):
			if got := fugitive.Game(); got != st {
				t.Fatalf("turn %d: the fugitive bot's game differs from the referee's: %v %v %v, want %v %v %v",
					st.Turn(), got.ToMove(), got.Fugitive(), got.Squad(), st.ToMove(), st.Fugitive(), st.Squad())
			}
			checks++
		case st.ToMove() == int(ontherun.Fugitive) && st.Turn() > 0:
			if got, want := detectives.View(), st.View(); got != want {
				t.Fatalf("turn %d: the detectives bot's view\n%+v\nthe referee's\n%+v", st.Turn(), got, want)
			}
			checks++
		}
	}
	t.Fatal("the referee did not end the game")
	return games.Result{}, checks
}

func TestNewRefusesUnknownBotsAndNoMap(t *testing.T) {
	m := generated(t, 1)
	options := map[string]string{"map": m.String()}
	if _, err := New("clever", 1, 0, options); err == nil || !strings.Contains(err.Error(), `no bot called "clever"`) {
		t.Errorf("New(clever): %v", err)
	}
	for _, tc := range []struct {
		options map[string]string
		want    string
	}{
		{nil, "no option map"},
		{map[string]string{"map": "5\nC 1-2\nC 2-x\nEND\n"}, "option map: map line 3"},
		{map[string]string{"map": "5\nC 1-2\nEND\n"}, "option map: map breaks the rule"},
	} {
		if _, err := New("random", 1, 0, tc.options); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New with options %q: %v, want an error saying %q", tc.options, err, tc.want)
		}
	}
}

// New reads the map from the options and makes the same bot as its typed
// constructor; Game seats flee and chase by default, each with its own
// seed derived from the match's.
func TestNewAndGame(t *testing.T) {
	m := generated(t, 3)
	options := map[string]string{"map": m.String()}
	for _, name := range Names() {
		b, err := New(name, 7, 1, options)
		if err != nil {
			t.Fatal(err)
		}
		want := constructors[name](m, 7)
		if got, want := b.Hear("Detectives"), want.Hear("Detectives"); !slices.Equal(got, want) {
			t.Errorf("%s from New: %q, from its constructor: %q", name, got, want)
		}
	}
	g := Game()
	if g.Name != "ontherun" || !slices.Equal(g.Bots.Defaults, []string{"flee", "chase"}) || !slices.Equal(g.Bots.Names, Names()) {
		t.Errorf("Game: %q, bots %+v", g.Name, g.Bots)
	}
	b, err := g.NewBot("chase", 5, 1, options)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := b.Hear("Detectives"), NewChase(m, 5*2+1).Hear("Detectives"); !slices.Equal(got, want) {
		t.Errorf("Game.NewBot(chase, 5, 1): %q, want NewChase's with seed 11: %q", got, want)
	}
}

func TestBotStopsOnQuitAndOnGarbage(t *testing.T) {
	m := generated(t, 1)
	b := NewChase(m, 1)
	if out := b.Hear("Detectives"); len(out) != 4 {
		t.Fatalf("the detectives' start: %q", out)
	}
	if r, ok := b.Role(); !ok || r != ontherun.Detectives {
		t.Errorf("role %v %v", r, ok)
	}
	if out := b.Hear("Quit"); out != nil {
		t.Errorf("after Quit: %q", out)
	}
	if out := b.Hear("5"); out != nil {
		t.Errorf("after Quit, a line: %q", out)
	}
	g := NewRandom(m, 2)
	if out := g.Hear("Referee"); out != nil {
		t.Errorf("a bad role line: %q", out)
	}
	if out := g.Hear("Fugitive"); out != nil {
		t.Errorf("after a bad role line: %q", out)
	}
	f := NewFlee(m, 3)
	for _, l := range []string{"Fugitive", "1", "2", "x", "4"} {
		if out := f.Hear(l); out != nil {
			t.Errorf("the fugitive answered %q to %q", out, l)
		}
	}
	if out := f.Hear("5"); out != nil {
		t.Errorf("after garbage: %q", out)
	}
	if b.Start() != nil {
		t.Error("Start is not empty")
	}
}

// TestFleeAgainstChase reports how the two smart sides fare against each
// other; it checks only that the games are played without a fault.
func TestFleeAgainstChase(t *testing.T) {
	n, escaped, mean := escapes(t, long.Size(8, 20), 4, 1000, func(m *ontherun.Map, seed uint64) (games.Bot, games.Bot) {
		return NewFlee(m, seed), NewChase(m, seed)
	})
	t.Logf("flee escaped chase in %d of %d games; the fugitive's mean score %.1f", escaped, n, mean)
}

// Cordon catches a fugitive that moves at random in every game, and evade
// escapes detectives that move at random in every game: the fugitive
// scores 20 points (all of them) only by escaping.
func TestCordonCatchesRandomInEveryGame(t *testing.T) {
	n, escaped, mean := escapes(t, long.Size(8, 20), 3, 200, func(m *ontherun.Map, seed uint64) (games.Bot, games.Bot) {
		return NewRandom(m, seed), NewCordon(m, seed)
	})
	t.Logf("cordon caught random in %d of %d games; mean score %.1f to %.1f", n-escaped, n, 20-mean, mean)
	if escaped != 0 {
		t.Errorf("random escaped cordon in %d of %d games", escaped, n)
	}
}

func TestEvadeEscapesRandomInEveryGame(t *testing.T) {
	n, escaped, _ := escapes(t, long.Size(2, 5), 1, 300, func(m *ontherun.Map, seed uint64) (games.Bot, games.Bot) {
		return NewEvade(m, seed), NewRandom(m, seed)
	})
	t.Logf("evade escaped random in %d of %d games", escaped, n)
	if escaped != n {
		t.Errorf("random caught evade in %d of %d games", n-escaped, n)
	}
}
