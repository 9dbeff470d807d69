package bots

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/contestgames/games/internal/long"
	"github.com/contestgames/games/internal/race"
	"github.com/contestgames/games/protocol/protocoltest"

	"github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
)

// seriesResult counts the games of a series and the scores, from the
// first bot's side.
type seriesResult struct {
	wins, draws, losses int
	points, rivalPoints float64
	lost                []uint64 // seeds of the games not won
}

// share returns the first bot's share of the points.
func (r seriesResult) share() float64 { return r.points / max(r.points+r.rivalPoints, 1) }

// series plays n games on the referee's set-ups from seeds 0 to n-1
// between the bot newBot makes and the one rival makes, the first Red in
// even games and Blue in odd ones.
func series(t *testing.T, n int, newBot, rival func(seed uint64) games.Bot) seriesResult {
	t.Helper()
	var r seriesResult
	for seed := range uint64(n) {
		ref, err := amazes.NewReferee(amazes.RandomSetup(seed))
		if err != nil {
			t.Fatal(err)
		}
		seat := int(seed % 2)
		bots := make([]games.Bot, 2)
		bots[seat], bots[1-seat] = newBot(seed), rival(seed+1000)
		res := protocoltest.Play(t, ref, bots)
		if res.Fault != nil {
			t.Fatalf("seed %d: fault %+v", seed, *res.Fault)
		}
		mine, theirs := res.Scores[seat], res.Scores[1-seat]
		r.points += mine
		r.rivalPoints += theirs
		switch {
		case mine > theirs:
			r.wins++
		case mine == theirs:
			r.draws++
			r.lost = append(r.lost, seed)
		default:
			r.losses++
			r.lost = append(r.lost, seed)
		}
	}
	return r
}

func newPlanner(seed uint64) games.Bot { return NewPlanner(plannerBeam, 0, seed) }
func newExplore(seed uint64) games.Bot { return NewExplore(seed) }
func newRandom(seed uint64) games.Bot  { return NewRandom(seed) }

// planners are the two planning bots, with the games each plays against
// random and against explore in the short tests below, under
// CONTESTGAMES_LONG; by default each plays two, one in each seat.
var planners = []struct {
	name    string
	new     func(seed uint64) games.Bot
	games   int // against random
	explore int // against explore
}{
	{"planner", newPlanner, 4, 4},
	{"rival", newRival, 2, 4},
}

func TestPlannersBeatRandomInEveryGame(t *testing.T) {
	for _, b := range planners {
		n := long.Size(2, b.games)
		if race.Enabled {
			n = min(n, 2)
		}
		r := series(t, n, b.new, newRandom)
		t.Logf("%s against random: %+v", b.name, r)
		if r.wins != n {
			t.Errorf("%s won %d of %d games against random; not won: seeds %v", b.name, r.wins, n, r.lost)
		}
	}
}

func TestPlannersTakeMostPointsFromExplore(t *testing.T) {
	for _, b := range planners {
		n := long.Size(2, b.explore)
		if race.Enabled {
			n = 2
		}
		r := series(t, n, b.new, newExplore)
		t.Logf("%s against explore: %+v, share %.2f", b.name, r, r.share())
		if r.share() < 0.75 {
			t.Errorf("%s took %.0f%% of the points from explore; want at least 75%%", b.name, 100*r.share())
		}
	}
}

// TestStrengthSeries plays the series the package documentation quotes:
// 20 games, seats swapped, against explore and against random.
func TestStrengthSeries(t *testing.T) {
	if os.Getenv("CONTESTGAMES_STRENGTH") == "" {
		t.Skip("a long series: set CONTESTGAMES_STRENGTH=1 to play it")
	}
	r := series(t, 20, newPlanner, newExplore)
	t.Logf("planner against explore: %+v, share %.3f", r, r.share())
	if r.share() < 0.75 {
		t.Errorf("planner took %.0f%% of the points from explore; want at least 75%%", 100*r.share())
	}
	r = series(t, 20, newPlanner, newRandom)
	t.Logf("planner against random: %+v", r)
	if r.wins != 20 {
		t.Errorf("planner won %d of 20 games against random; not won: seeds %v", r.wins, r.lost)
	}
}

// TestRaceFigures plays the race figures the notes quote: planner
// against explore and against random on 40 mazes of the referee's set-ups
// from seed 11000, each maze twice with the seats swapped, and logs when
// planner had discovered all 625 squares (the mean turn) and when it
// ended the game by sudden death.
func TestRaceFigures(t *testing.T) {
	if os.Getenv("CONTESTGAMES_STRENGTH") == "" {
		t.Skip("a long series: set CONTESTGAMES_STRENGTH=1 to play it")
	}
	for _, rival := range []struct {
		name string
		new  func(seed uint64) games.Bot
	}{{"explore", newExplore}, {"random", newRandom}} {
		var played, wins, completed, caught int
		var completeTurns, catchTurns, points float64
		for g := range uint64(80) {
			seed, seat := 11000+g/2, int(g%2)
			st := setUp(t, seed)
			var bots [2]games.Bot
			bots[seat], bots[1-seat] = newPlanner(seed), rival.new(seed+1000)
			done, turns := 0, 0
			for !st.Over() {
				mover := st.ToMove()
				if _, err := playTurn(&st, bots); err != nil {
					t.Fatal(err)
				}
				turns++
				if mover == seat && done == 0 && st.Discovered(seat) == allSquares {
					done = (turns + 1) / 2
				}
			}
			played++
			score := st.Score()
			points += float64(score[seat])
			if score[seat] > score[1-seat] {
				wins++
			}
			if done > 0 {
				completed++
				completeTurns += float64(done)
			}
			if w, ok := st.Winner(); ok && w == seat && st.End() == amazes.SuddenDeath {
				caught++
				catchTurns += float64((turns + 1) / 2)
			}
		}
		t.Logf("planner against %s: %d games, %d won, mean score %.0f; all 625 squares in %d games, at turn %.2f on average; sudden death in %d, at turn %.2f on average",
			rival.name, played, wins, points/float64(played), completed, completeTurns/float64(max(completed, 1)), caught, catchTurns/float64(max(caught, 1)))
	}
}

// TestPlannerClockStaysInsideItsShare plays planner-clock against explore:
// it thinks no longer than its share of the contest's clock, and never
// faults.
func TestPlannerClockStaysInsideItsShare(t *testing.T) {
	ref, err := amazes.NewReferee(amazes.RandomSetup(7))
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlanner(0, plannerClock, 7)
	res := protocoltest.Play(t, ref, []games.Bot{p, NewExplore(8)})
	if res.Fault != nil {
		t.Fatalf("fault %+v", *res.Fault)
	}
	share := time.Duration(clockShare * float64(plannerClock))
	t.Logf("planner-clock thought %v in all (share %v); %s, scores %v", p.Used(), share, res.Reason, res.Scores)
	if p.Used() > share {
		t.Errorf("planner-clock thought %v, more than its share %v of the clock", p.Used(), share)
	}
}

// setUp returns the state of the referee's set-up of seed.
func setUp(tb testing.TB, seed uint64) amazes.State {
	tb.Helper()
	st, err := amazes.NewState(amazes.RandomSetup(seed))
	if err != nil {
		tb.Fatal(err)
	}
	return st
}

// gameShare is seat's share of a game's score as the referee counts it:
// its points over both players', a game 0 to 0 a half.
func gameShare(score [2]int, seat int) float64 {
	if t := score[0] + score[1]; t > 0 {
		return float64(score[seat]) / float64(t)
	}
	return 0.5
}

// playOut plays the bots' turns on st to the end of the game.
func playOut(tb testing.TB, st *amazes.State, bots [2]games.Bot) {
	tb.Helper()
	for !st.Over() {
		if _, err := playTurn(st, bots); err != nil {
			tb.Fatal(err)
		}
	}
}

// playTurn plays the turn of st's player to move: its bot in bots hears
// the view, which playTurn returns, and st plays the bot's answer. It
// returns an error rather than failing a testing.TB, so that it needs no
// Helper call: BenchmarkPlannerGame calls it every turn, inside what it
// measures.
func playTurn(st *amazes.State, bots [2]games.Bot) (amazes.View, error) {
	mover := st.ToMove()
	v := st.View(mover)
	lines := strings.Split(v.String(), "\n")
	if mover == 0 && st.Discovered(0) == 1 {
		// Red's first turn (its first view always shows a square behind
		// it): the jury sends "Start" before the view.
		lines = append([]string{"Start"}, lines...)
	}
	var out []string
	for _, line := range lines {
		out = bots[mover].Hear(line)
	}
	if len(out) == 0 {
		return v, fmt.Errorf("player %d answered no turn", mover)
	}
	t, err := amazes.ParseTurn(out[0])
	if err != nil {
		return v, err
	}
	return v, st.Play(t)
}

// A chooser is a bot that chooses its turns from its map, as explore and
// planner do.
type chooser interface {
	games.Bot
	Choose(dist2 int) amazes.Turn
}

// midgame plays turns turns of bot, as Red, against explore, and returns
// the squared distance of the view it read last.
func midgame(tb testing.TB, bot chooser, turns int) int {
	tb.Helper()
	return midgameAs(tb, bot, 0, turns)
}

// midgameAs is midgame with bot in seat seat.
func midgameAs(tb testing.TB, bot chooser, seat, turns int) int {
	tb.Helper()
	st := setUp(tb, 5)
	var bots [2]games.Bot
	bots[seat], bots[1-seat] = bot, NewExplore(6)
	dist := 0
	for played := 0; played < 2*turns && !st.Over(); played++ {
		mover := st.ToMove()
		v, err := playTurn(&st, bots)
		if err != nil {
			tb.Fatal(err)
		}
		if mover == seat {
			dist = v.Distance2
		}
	}
	return dist
}

// A turn, after the first few, allocates nothing: the search, the belief
// and the plan work in the bot's own arrays. Rival, in either seat, also
// keeps each turn's belief for its tracker; as Blue it models the
// opponent's belief too and, after 140 turns of this game, has discovered
// the whole maze and hunts with its tracker (as Red it strikes first).
func TestTurnDoesNotAllocate(t *testing.T) {
	for _, bot := range []struct {
		name string
		seat int
		new  func() chooser
	}{
		{"planner", 0, func() chooser { return NewPlanner(plannerBeam, 0, 5) }},
		{"planner-clock", 0, func() chooser { return NewPlanner(0, plannerClock, 5) }},
		{"explore", 0, func() chooser { return NewExplore(5) }},
		{"rival", 0, func() chooser { return NewRival(plannerBeam, 0, 5) }},
		{"rival-clock", 0, func() chooser { return NewRival(0, plannerClock, 5) }},
		{"rival as Blue", 1, func() chooser { return NewRival(plannerBeam, 0, 5) }},
		{"rival-clock as Blue", 1, func() chooser { return NewRival(0, plannerClock, 5) }},
	} {
		t.Run(bot.name, func(t *testing.T) {
			turns := []int{1, 40, 100}
			if bot.seat == 1 {
				turns = append(turns, 140)
			}
			for _, turns := range turns {
				b := bot.new()
				dist := midgameAs(t, b, bot.seat, turns)
				if n := testing.AllocsPerRun(10, func() { b.Choose(dist) }); n != 0 {
					t.Errorf("after %d turns, a turn allocates %v times", turns, n)
				}
			}
		})
	}
}

// maxRing is the most squares of the frame at one squared distance from
// a square of the frame: counted over every offset two squares of the
// frame can have, so the belief's rings hold the squares at whatever
// distance the distance line gives, with none to spare.
func TestMaxRing(t *testing.T) {
	var count [2*(frame-1)*(frame-1) + 1]int
	for dx := -(frame - 1); dx <= frame-1; dx++ {
		for dy := -(frame - 1); dy <= frame-1; dy++ {
			count[dx*dx+dy*dy]++
		}
	}
	if most := slices.Max(count[1:]); most != maxRing {
		t.Errorf("up to %d squares of the frame lie at one squared distance from a square of it; maxRing is %d", most, maxRing)
	}
}

// BenchmarkPlannerTurn measures the deterministic planner's choice of a
// turn at turn 40, and how many views a second it weighs: the view from
// every square it can walk to, then, for each of the squares it plans two
// turns ahead, the views from the squares it could walk to next (those
// that could beat the best so far).
func BenchmarkPlannerTurn(b *testing.B) {
	p := NewPlanner(plannerBeam, 0, 5)
	dist := midgame(b, p, 40)
	nodes := 0
	b.ReportAllocs()
	for b.Loop() {
		p.Choose(dist)
		nodes += p.nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "views/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "views/turn")
}

// BenchmarkPlannerGame measures a whole game of the deterministic planner
// against explore, from the referee's set-up of seed 1: both bots' turns
// and the rules, in-process.
func BenchmarkPlannerGame(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		st := setUp(b, 1)
		bots := [2]games.Bot{NewPlanner(plannerBeam, 0, 1), NewExplore(2)}
		playOut(b, &st, bots)
	}
}
