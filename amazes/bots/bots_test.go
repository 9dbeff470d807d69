package bots

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/long"
	"github.com/contestgames/games/internal/race"
	"github.com/contestgames/games/protocol/protocoltest"

	"github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
)

// 40 games by default, 100 in the long series: explore must win 95% of
// either (the games are seeded, the same each run).
func TestExploreBeatsRandom(t *testing.T) {
	n := long.Size(40, 100)
	if race.Enabled {
		n = 10
	}
	wins, sudden := 0, 0
	var exploreTotal, randomTotal float64
	for seed := range uint64(n) {
		setup := amazes.RandomSetup(seed)
		ref, err := amazes.NewReferee(setup)
		if err != nil {
			t.Fatal(err)
		}
		e := int(seed % 2) // explore's seat: Red in even games
		bots := make([]games.Bot, 2)
		bots[e], bots[1-e] = NewExplore(seed), NewRandom(seed)
		res := protocoltest.Play(t, ref, bots)
		if res.Fault != nil {
			t.Fatalf("seed %d: fault %+v", seed, *res.Fault)
		}
		if strings.HasPrefix(res.Reason, "sudden death") {
			sudden++
		}
		exploreTotal += res.Scores[e]
		randomTotal += res.Scores[1-e]
		if res.Scores[e] > res.Scores[1-e] {
			wins++
		}
	}
	t.Logf("explore beat random in %d of %d games (%d by sudden death); mean scores %.0f to %.0f",
		wins, n, sudden, exploreTotal/float64(n), randomTotal/float64(n))
	if wins*100 < 95*n {
		t.Errorf("explore beat random in %d of %d games; want at least 95%%", wins, n)
	}
}

func TestNewNamesEveryBot(t *testing.T) {
	for _, name := range Names() {
		if b, err := New(name, 1, 0, nil); err != nil || b == nil {
			t.Errorf("New(%q): %v", name, err)
		}
	}
	if _, err := New("nobody", 1, 0, nil); err == nil || !strings.Contains(err.Error(), `"nobody"`) {
		t.Errorf("New(\"nobody\"): err = %v, want one naming the bot", err)
	}
}

// TestBotsPlayEverySampleMaze plays, on each of the ten sample mazes,
// explore against explore and against random, planner against one of
// them (explore on odd mazes, random on even ones), and rival against
// planner, as Red on odd mazes and as Blue on even ones: every game ends
// without a fault, the Red bot's map credits no square the jury has not,
// and no bot's map is ever unsure where it stands: their side trips and
// strikes walk into sides not yet seen only where amazes.Map.SureAfter
// holds.
func TestBotsPlayEverySampleMaze(t *testing.T) {
	// Four mazes by default play every pairing (odd and even mazes);
	// the long series plays all ten.
	mazes := long.Size(4, 10)
	if race.Enabled {
		mazes = 3
	}
	for i := 1; i <= mazes; i++ {
		data, err := os.ReadFile(fmt.Sprintf("../testdata/mazes/maze%02d.txt", i))
		if err != nil {
			t.Fatal(err)
		}
		// The maze option draws the starts from the seed.
		first, _, err := amazes.Game().NewReferee(uint64(i), map[string]string{"maze": string(data)})
		if err != nil {
			t.Fatal(err)
		}
		setup := first.(*amazes.Referee).Setup()
		pairs := [][2]string{{"explore", "explore"}, {"explore", "random"}, {"planner", []string{"random", "explore"}[i%2]}}
		if i%2 == 1 {
			pairs = append(pairs, [2]string{"rival", "planner"})
		} else {
			pairs = append(pairs, [2]string{"planner", "rival"})
		}
		for _, pair := range pairs {
			red, opponent := pair[0], pair[1]
			ref, err := amazes.NewReferee(setup)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := New(red, uint64(i), 0, nil)
			o, _ := New(opponent, uint64(i)+100, 1, nil)
			what := fmt.Sprintf("maze%02d, %s against %s", i, red, opponent)
			res := protocoltest.Play(t, ref, []games.Bot{sure(t, b, what+", Red"), sure(t, o, what+", Blue")})
			if res.Fault != nil {
				t.Errorf("%s: fault %+v", what, *res.Fault)
			}
			st := ref.State()
			d := st.Discovered(0)
			// The map has seen the views up to Red's last turn and credits
			// a walk's squares at the next view, where it learns where the
			// walk ended; the jury has credited that turn's walk already.
			// So the map may lag the jury by what the last walk walked
			// through (squares seen through known openings but not all
			// their sides, or a rival's strike into unseen ground), and
			// never leads it. Package amazes tests it exact at every view.
			if mp := b.(mapKeeper).Map(); mp.Count() > d {
				t.Errorf("%s: map %d squares, jury %d", what, mp.Count(), d)
			}
			t.Logf("%s: %s, scores %v", what, res.Reason, res.Scores)
		}
	}
}

// A mapKeeper is a bot that keeps an amazes.Map.
type mapKeeper interface{ Map() *amazes.Map }

// sure returns b, watched if it keeps a map: after each turn it writes,
// having looked at the view before it, its map must be sure where the
// turn before ended.
func sure(t *testing.T, b games.Bot, what string) games.Bot {
	m, ok := b.(mapKeeper)
	if !ok {
		return b
	}
	return &sureBot{Bot: b, m: m.Map(), t: t, what: what}
}

// A sureBot is a bot with a map, watched by sure.
type sureBot struct {
	games.Bot
	m     *amazes.Map
	t     *testing.T
	what  string
	turns int
}

func (s *sureBot) Hear(line string) []string {
	out := s.Bot.Hear(line)
	if len(out) > 0 {
		s.turns++
		if s.m.Unsure() {
			s.t.Errorf("%s: the map is unsure where it stands before turn %d", s.what, s.turns)
		}
	}
	return out
}

// The referee holds up in real matches between the bots of Game: random
// players and players that answer garbage, on seeded random mazes, with
// records that replay.
func TestRefereeInMatches(t *testing.T) {
	// Ten matches by default: one for each of protocoltest's ten kinds
	// of garbage player, which the matches take in turn.
	protocoltest.Check(t, protocoltest.Config{Game: Game(), Matches: long.Size(10, 20), CheckResult: protocoltest.ScoresWithin(0, 1000)})
}

// Game seats the referee program's default players, and each bot draws
// from seed*2+seat, as the referee program seeded them before Game.
func TestGameBotsAndSeeds(t *testing.T) {
	g := Game()
	if g.Name != "amazes" || fmt.Sprint(g.Bots.Defaults) != "[explore random]" || fmt.Sprint(g.Bots.Names) != fmt.Sprint(Names()) {
		t.Fatalf("Game() = %+v", g)
	}
	ref, complete, err := g.NewReferee(11, nil)
	if err != nil {
		t.Fatal(err)
	}
	for seat, name := range []string{"explore", "random"} {
		b, err := g.NewBot(name, 11, seat, complete)
		if err != nil {
			t.Fatal(err)
		}
		own := 11*2 + uint64(seat)
		want := map[string]games.Bot{"explore": NewExplore(own), "random": NewRandom(own)}[name]
		// The same seed gives the same answers to the same view.
		v := ref.(*amazes.Referee).State()
		view := v.View(0).String()
		for _, line := range strings.Split(view, "\n") {
			if got, w := b.Hear(line), want.Hear(line); fmt.Sprint(got) != fmt.Sprint(w) {
				t.Errorf("%s in seat %d answers %q, want %q", name, seat, got, w)
			}
		}
	}
}
