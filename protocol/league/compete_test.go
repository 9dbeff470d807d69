package league

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	blockdrop "github.com/contestgames/games/blockdrop/bots"
)

// paperCompetition returns a competition of n versions of game g, its
// games never played: tests give their results.
func paperCompetition(g games.Game, n, rounds, final int) *Competition {
	l := &League{game: g, settings: Settings{Seed: 7}}
	c := &Competition{Name: "paper", Number: 1, Rounds: rounds, Final: final, l: l}
	for i := range n {
		c.Versions = append(c.Versions, Version{Name: fmt.Sprintf("v%02d", i), ID: "000000000000"})
	}
	return c
}

// playOnPaper plays the competition through, each game won by the seat
// whose version's number is greatest (a draw when its number is even
// and the other's too, so that scores tie), and returns its end.
func playOnPaper(c *Competition) *CompeteState {
	results := map[string]games.Result{}
	for {
		st := c.stateOf(results)
		if st.Done() {
			return st
		}
		for _, p := range st.stage() {
			for _, g := range p.Games {
				results[g.Key] = paperResult(g.Seating)
			}
		}
	}
}

// paperResult is the result of a game between versions labelled
// seating: the greatest number wins, unless it is even.
func paperResult(seating []string) games.Result {
	r := games.Result{Scores: make([]float64, len(seating)), Winner: games.NoWinner}
	best := slices.Max(seating)
	for i, label := range seating {
		var k int
		fmt.Sscanf(label, "v%d", &k)
		r.Scores[i] = float64(k)
		if label == best && k%2 == 1 {
			r.Winner = i
		}
	}
	return r
}

// Swiss rounds pair no two versions twice while the rounds allow it,
// give a bye to the one left over in turn (nobody twice before everyone
// once), and seat every version as often in each seat; the final plays
// every pairing (every group of four) of the top group twice in every
// seating.
func TestSwissAndFinal(t *testing.T) {
	for _, tc := range []struct {
		game                 games.Game
		versions, rounds, fn int
		repeats              int // the most any two may meet: more than once only where no round avoids it
	}{
		{alquerque.Game(), 2, 1, 8, 1},
		{alquerque.Game(), 5, 4, 4, 1},
		{alquerque.Game(), 7, 5, 8, 1},
		{alquerque.Game(), 8, 5, 8, 1},
		{alquerque.Game(), 16, 6, 8, 1},
		{alquerque.Game(), 3, 4, 8, 2}, // 3 versions, one each round rests: 4 rounds must repeat
		{blockdrop.Game(), 16, 3, 5, 1},
		{blockdrop.Game(), 9, 3, 5, 3}, // groups of four among 9: meetings must repeat
		{blockdrop.Game(), 10, 2, 6, 2},
	} {
		name := fmt.Sprintf("%s/%d-versions/%d-rounds", tc.game.Name, tc.versions, tc.rounds)
		t.Run(name, func(t *testing.T) {
			c := paperCompetition(tc.game, tc.versions, tc.rounds, tc.fn)
			st := playOnPaper(c)
			checkSwiss(t, st, tc.game.Players(), tc.versions, tc.repeats)
			checkFinal(t, st, tc.game.Players(), min(tc.fn, tc.versions))
			checkPoints(t, st, tc.game.Players())
			for i, row := range crossOf(st).Rows {
				if p := st.Ranking[i]; row.Label != p.Version || row.Total != pts(p.Final) {
					t.Errorf("the cross table's row %d is %s with %s points, want %s with %g", i+1, row.Label, row.Total, p.Version, p.Final)
				}
			}
			if len(st.Ranking) != tc.versions {
				t.Errorf("the ranking has %d versions, want %d", len(st.Ranking), tc.versions)
			}
		})
	}
}

// checkSwiss checks the Swiss rounds of st: no repeat meeting, byes in
// turn, seats balanced, everyone in every round.
func checkSwiss(t *testing.T, st *CompeteState, seats, n, repeats int) {
	t.Helper()
	met := map[[2]string]int{}
	byes := map[string]int{}
	seat := map[string][]int{}
	for _, r := range st.Rounds {
		in := slices.Clone(r.Byes)
		for _, p := range r.Pairings {
			in = append(in, p.Versions...)
			for i, a := range p.Versions {
				for _, b := range p.Versions[i+1:] {
					met[[2]string{a, b}]++
				}
			}
			for _, g := range p.Games {
				for s, label := range g.Seating {
					seat[label] = append(seat[label], s)
				}
			}
		}
		if slices.Sort(in); len(slices.Compact(in)) != n || len(r.Byes) != n%seats {
			t.Errorf("round %d: %d versions in it, %d byes; want %d and %d", r.Number, len(in), len(r.Byes), n, n%seats)
		}
		for _, b := range r.Byes {
			byes[b]++
			if byes[b] > 1 && len(byes) < n {
				t.Errorf("round %d: %s has a second bye while others have none", r.Number, b)
			}
		}
	}
	for pair, k := range met {
		if k > repeats {
			t.Errorf("%s and %s met %d times in %d rounds", pair[0], pair[1], k, len(st.Rounds))
		}
	}
	for label, ss := range seat {
		for s := range seats {
			if c := count(ss, s); c*seats != len(ss) {
				t.Errorf("%s sat in seat %d %d times of %d games", label, s, c, len(ss))
			}
		}
	}
}

// checkPoints checks the Swiss points of the ranking: each game and each
// bye give seats×(seats-1)/2, a point for each two players.
func checkPoints(t *testing.T, st *CompeteState, seats int) {
	t.Helper()
	var want, got float64
	each := float64(seats*(seats-1)) / 2
	for _, r := range st.Rounds {
		want += each * float64(len(r.Byes))
		for _, p := range r.Pairings {
			want += each * float64(len(p.Games))
		}
	}
	for _, p := range st.Ranking {
		got += p.Swiss
	}
	if got != want {
		t.Errorf("the Swiss points add up to %g, want %g", got, want)
	}
}

// checkFinal checks that the final is a double all-play-all of the top
// finalists: every group twice in every seating.
func checkFinal(t *testing.T, st *CompeteState, seats, finalists int) {
	t.Helper()
	if len(st.Finalists) != finalists {
		t.Fatalf("%d finalists, want %d", len(st.Finalists), finalists)
	}
	if want := len(combinations(st.Finalists, seats)); len(st.Final) != want {
		t.Errorf("the final has %d pairings, want %d", len(st.Final), want)
	}
	seen := map[string]int{}
	for _, p := range st.Final {
		for _, g := range p.Games {
			seen[strings.Join(g.Seating, " ")]++
			if g.Result == nil {
				t.Errorf("game %s of the final has no result", g.Key)
			}
		}
		if len(p.Games) != 2*seats {
			t.Errorf("%v plays %d games in the final, want %d", p.Versions, len(p.Games), 2*seats)
		}
	}
	for s, k := range seen {
		if k != 2 {
			t.Errorf("the final seats %s %d times, want 2", s, k)
		}
	}
	for i, p := range st.Ranking[:finalists] {
		if !p.Finalist || i > 0 && p.Final > st.Ranking[i-1].Final {
			t.Errorf("ranking %d: %+v after %+v: the finalists come first, by the final's points", i+1, p, st.Ranking[max(i-1, 0)])
		}
	}
}

// count returns how many of xs are x.
func count(xs []int, x int) int {
	n := 0
	for _, y := range xs {
		if y == x {
			n++
		}
	}
	return n
}

// newCompeteLeague returns a league of alquerque's random bot under the
// names, its settings' seed seed.
func newCompeteLeague(t *testing.T, names ...string) *League {
	t.Helper()
	l := newLeague(t, alquerque.Game())
	for _, n := range names {
		if _, _, err := l.Add(n, "builtin:random"); err != nil {
			t.Fatal(err)
		}
	}
	return l
}

// competeResults returns the competition's games in the league, with
// their results and digests, as keys does.
func competeResults(t *testing.T, l *League) []string {
	t.Helper()
	var out []string
	for _, k := range keys(t, l) {
		_, setup, _, err := parseKey(strings.Fields(k)[0])
		must(t, err)
		if setup >= competeSetups {
			out = append(out, k)
		}
	}
	return out
}

var bots5 = []string{"ann", "bob", "cat", "dan", "eve"}

// A competition plays its versions as they were when it started, keeps
// its games in the league (in its table, their records in games/), and
// writes its page; the league goes on afterwards with keys of its own.
func TestCompetitionPlaysFrozenVersions(t *testing.T) {
	l := newCompeteLeague(t, bots5...)
	c, err := l.Compete("cup", 2, 4)
	must(t, err)
	must(t, l.Retire("bob"))
	_, _, err = l.Add("fay", "builtin:random")
	must(t, err)
	must(t, c.Play(context.Background()))
	st, err := c.State()
	must(t, err)
	if !st.Done() || len(st.Ranking) != 5 || slices.ContainsFunc(st.Ranking, func(p Placing) bool { return strings.HasPrefix(p.Version, "fay@") }) {
		t.Fatalf("the competition ended %v with %v: want done, the 5 versions of its start", st.Done(), st.Ranking)
	}
	got := competeResults(t, l)
	if want := 2*2*2 + 6*4; len(got) != want { // 2 rounds of 2 pairings, then 6 pairings of 4 finalists
		t.Errorf("%d games kept, want %d", len(got), want)
	}
	for _, k := range got {
		if _, err := os.Stat(l.RecordFile(strings.Fields(k)[0])); err != nil {
			t.Error(err)
		}
	}
	s, err := l.Standings()
	must(t, err)
	if s.Games != len(got) {
		t.Errorf("the league's table counts %d games, want the competition's %d", s.Games, len(got))
	}
	if _, err := os.Stat(filepath.Join(c.Dir(), PageFile)); err != nil {
		t.Error(err)
	}
	must(t, l.RunUntil(context.Background(), len(got)+6))
	if after := competeResults(t, l); !slices.Equal(after, got) || len(keys(t, l)) != len(got)+6 {
		t.Errorf("the league's run changed the competition's games, or did not play its own")
	}
	unlock, err := lockRun(c.Dir())
	must(t, err)
	if err := c.Play(context.Background()); err == nil || !strings.Contains(err.Error(), "played by another process") {
		t.Errorf("a competition played twice at once: %v", err)
	}
	unlock()
	if again, err := l.Compete("cup", 3, 0); err == nil {
		t.Errorf("a competition took other rounds once made: %+v", again)
	}
}

// stopAfter is a Progress that cancels a context after n games.
type stopAfter struct {
	mu     sync.Mutex
	n      int
	cancel context.CancelFunc
}

func (s *stopAfter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.n--; s.n == 0 {
		s.cancel()
	}
	return len(p), nil
}

// A competition stopped mid-round, even more than once, and run again
// plays the games, seeds, seats and results of one never stopped; and
// three shards of each stage, merged, play them too.
func TestCompetitionResumesAndShards(t *testing.T) {
	one := newCompeteLeague(t, bots5...)
	c, err := one.Compete("cup", 3, 3)
	must(t, err)
	must(t, c.Play(context.Background()))
	want := competeResults(t, one)
	if len(want) != 3*2*2+3*4 {
		t.Fatalf("%d games, want 3 rounds of 2 pairings and a final of 3 pairings", len(want))
	}

	stopped := newCompeteLeague(t, bots5...)
	stopped.Concurrency = 2
	c, err = stopped.Compete("cup", 3, 3)
	must(t, err)
	for _, n := range []int{3, 5} {
		ctx, cancel := context.WithCancel(context.Background())
		stopped.Progress = &stopAfter{n: n, cancel: cancel}
		if err := c.Play(ctx); err != context.Canceled {
			t.Fatalf("a stopped competition returned %v", err)
		}
		// Between two stops the league's own Run plays: none of the
		// competition's games, whose set-ups it leaves alone.
		stopped.Progress = nil
		before := competeResults(t, stopped)
		kept, err := stopped.Kept()
		must(t, err)
		must(t, stopped.RunUntil(context.Background(), int(kept)+4))
		if got := competeResults(t, stopped); !slices.Equal(got, before) {
			t.Fatalf("the league's Run played the competition's games:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(before, "\n"))
		}
	}
	// And never at once: a Run holds the league.
	unlock, err := lockRun(stopped.Dir())
	must(t, err)
	if err := c.Play(context.Background()); err == nil || !strings.Contains(err.Error(), "played by another process") {
		t.Errorf("a competition while the league runs: %v, want it refused", err)
	}
	unlock()
	must(t, c.Play(context.Background()))
	if got := competeResults(t, stopped); !slices.Equal(got, want) {
		t.Errorf("stopped and run again:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	sharded := newCompeteLeague(t, bots5...)
	c, err = sharded.Compete("cup", 3, 3)
	must(t, err)
	for st, err := c.Merge(); !st.Done(); st, err = c.Merge() {
		must(t, err)
		var wg sync.WaitGroup
		for k := 1; k <= 3; k++ {
			wg.Go(func() {
				if err := PlayShard(context.Background(), sharded.Dir(), "cup", k, 3, alquerque.Game()); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
	}
	if got := competeResults(t, sharded); !slices.Equal(got, want) {
		t.Errorf("in shards:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// PlayShard refuses a share that is not one, and a competition whose
// stage was never written.
func TestPlayShardRefuses(t *testing.T) {
	l := newCompeteLeague(t, "ann", "bob")
	_, err := l.Compete("cup", 1, 2)
	must(t, err)
	for _, tc := range []struct {
		name string
		k, n int
		want string
	}{
		{"cup", 0, 3, "want K/N"},
		{"cup", 4, 3, "want K/N"},
		{"cup", 1, 3, "merge it"},
		{"nope", 1, 1, `has no competition "nope"`},
	} {
		err := PlayShard(context.Background(), l.Dir(), tc.name, tc.k, tc.n, alquerque.Game())
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("shard %d/%d of %s: %v, want an error saying %q", tc.k, tc.n, tc.name, err, tc.want)
		}
	}
}

// Compete refuses a name that is not one, and a league with too few
// versions to play.
func TestCompeteRefuses(t *testing.T) {
	l := newCompeteLeague(t, "ann")
	for _, name := range []string{"../up", "a b"} {
		if _, err := l.Compete(name, 0, 0); err == nil {
			t.Errorf("competition %q was made", name)
		}
	}
	if _, err := l.Compete("", 0, 0); err == nil || !strings.Contains(err.Error(), "needs 2") {
		t.Errorf("a competition of one version: %v", err)
	}
}

// A league's database rebuilt from its records gives a competition the
// state it had: its games are records of the league like any other.
func TestCompetitionSurvivesRebuild(t *testing.T) {
	l := newCompeteLeague(t, "ann", "bob", "cat")
	c, err := l.Compete("cup", 2, 3)
	must(t, err)
	must(t, c.Play(context.Background()))
	want, err := c.State()
	must(t, err)
	must(t, l.Close())
	must(t, Rebuild(l.Dir(), alquerque.Game()))
	again, err := Open(l.Dir(), alquerque.Game())
	must(t, err)
	defer again.Close()
	c, err = again.Compete("cup", 0, 0)
	must(t, err)
	got, err := c.State()
	must(t, err)
	if !got.Done() || !reflect.DeepEqual(got, want) {
		t.Errorf("after a rebuild: %+v\nwant %+v", got, want)
	}
}
