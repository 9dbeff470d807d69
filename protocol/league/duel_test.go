package league

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	blockdrop "github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/protocol/arena/stats"
)

// A duel plays its candidate against the best others until the SPRT
// decides: a searcher against random players is accepted as better, a
// random player against searchers is not. Every game of the duel has the
// candidate in it, the opponents take turns, and a duel decided already
// decides again from the store without a game.
func TestDuelDecides(t *testing.T) {
	test := stats.SPRT{Elo0: 0, Elo1: 600, Alpha: 0.2, Beta: 0.2, Model: stats.Logistic} // a wide gap, loose bounds: a few pairs decide
	for _, tc := range []struct {
		name      string
		bots      []string
		candidate string
		want      stats.Decision
	}{
		{"better", []string{"r1=builtin:random", "r2=builtin:random", "s=builtin:quick"}, "s", stats.AcceptH1},
		{"not better", []string{"s1=builtin:quick", "s2=builtin:quick", "r=builtin:random"}, "r", stats.AcceptH0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// No clock: a searcher that loses on time under a loaded
			// race detector would test the clock, not the duel.
			l := newLeagueClocked(t, quickGame(), &games.Clock{})
			l.Concurrency = 2
			for _, b := range tc.bots {
				name, path, _ := strings.Cut(b, "=")
				must(t, firstErr(l.Add(name, path)))
			}
			v, err := l.RunDuel(context.Background(), Duel{Candidate: tc.candidate, Best: 2, SPRT: test})
			must(t, err)
			if v.Decision != tc.want || v.Candidate.Name != tc.candidate || len(v.Opponents) != 2 {
				t.Fatalf("verdict %+v, want %v for %s against two", v, tc.want, tc.candidate)
			}
			games := keys(t, l)
			for _, k := range games {
				if !strings.Contains(strings.Fields(k)[0], tc.candidate+"@") {
					t.Errorf("game %s is not the candidate's", strings.Fields(k)[0])
				}
			}
			for _, o := range v.Opponents {
				// The opponents take turns: each has met the candidate once
				// there have been as many pairs.
				if v.Pairs.Pairs() >= len(v.Opponents) && !strings.Contains(strings.Join(games, "\n"), o.Label()) {
					t.Errorf("the candidate never met %s", o.Label())
				}
			}
			again, err := l.RunDuel(context.Background(), Duel{Candidate: tc.candidate, Best: 2, SPRT: test})
			must(t, err)
			if again.Decision != tc.want || again.Pairs != v.Pairs || len(keys(t, l)) != len(games) {
				t.Errorf("the decided duel again: %+v after %d games, want %+v and no more games", again, len(keys(t, l)), v)
			}
		})
	}
}

// quickGame is Alquerque with one more built-in bot, "quick", a searcher
// two plies deep: far stronger than random, and a hundred times cheaper
// than the built-in searchers, for tests that need many games with a
// clear winner.
func quickGame() games.Game {
	g := alquerque.Game()
	builtin := g.Bots.New
	g.Bots.Names = append(slices.Clone(g.Bots.Names), "quick")
	g.Bots.New = func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
		if name == "quick" {
			return alquerque.NewSearch(alquerque.Options{Depth: 2, TableBits: 10, Seed: seed + 1}), nil
		}
		return builtin(name, seed, seat, options)
	}
	return g
}

// A duel is refused, in one line, without a candidate that plays, without
// an opponent, with a test that is not one, and in a game of four seats.
func TestDuelRefuses(t *testing.T) {
	test := stats.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	l := newLeague(t, alquerque.Game())
	must(t, firstErr(l.Add("ann", "builtin:random")))
	four := newLeague(t, blockdrop.Game())
	for _, tc := range []struct {
		l    *League
		d    Duel
		want string
	}{
		{l, Duel{Candidate: "bob", SPRT: test}, `no version of "bob" plays`},
		{l, Duel{Candidate: "ann", SPRT: test}, `"ann" has no opponent`},
		{l, Duel{Candidate: "ann"}, "SPRT"},
		{four, Duel{Candidate: "ann", SPRT: test}, "a duel needs a game of two seats"},
	} {
		_, err := tc.l.RunDuel(context.Background(), tc.d)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%+v: error %v, want one line saying %q", tc.d, err, tc.want)
		}
	}
}
