package bots

import (
	"os"
	"testing"

	"github.com/contestgames/games/langwars"
	"github.com/contestgames/games/protocol/arena/stats"
)

// playGame plays one game of the choosers in seat order, in-process, from
// the set-up of seed, and returns its final state.
func playGame(tb testing.TB, seed uint64, players [langwars.Players]chooser) langwars.State {
	tb.Helper()
	s, err := langwars.NewState(langwars.RandomSetup(seed))
	if err != nil {
		tb.Fatal(err)
	}
	for !s.Over() {
		playTurn(tb, &s, players)
	}
	return s
}

// playTurn plays the turn of s: each chooser picks from its player's view,
// and the four picks are played at once.
func playTurn(tb testing.TB, s *langwars.State, players [langwars.Players]chooser) {
	tb.Helper()
	a := s.Attention()
	var picks [langwars.Players]langwars.Picks
	for p, c := range players {
		v := s.View(p)
		picks[p] = c.Choose(a, &v)
	}
	if err := s.PlayTurn(picks); err != nil {
		tb.Fatal(err)
	}
}

// playSeries plays n games from the set-ups of seed, seed+1, ..., between the
// bot newBot makes and three that newRival makes, as the referee program
// plays `-seed seed -games n langwars NEW RIVAL RIVAL RIVAL`: the new bot
// moves one seat on each game (seat 0, 3, 2, 1, ...), and each bot draws
// from the game's seed times four plus its seat. The deterministic bots
// play the same games as under the referee.
func playSeries(tb testing.TB, n int, seed uint64, newBot, newRival func(seed uint64) chooser) stats.Tally {
	var r stats.Tally
	for g := range uint64(n) {
		gs := seed + g
		// The referee moves every player one seat on each game.
		seat := int((langwars.Players - g%langwars.Players) % langwars.Players)
		var players [langwars.Players]chooser
		for p := range players {
			players[p] = newRival(gs*langwars.Players + uint64(p))
		}
		players[seat] = newBot(gs*langwars.Players + uint64(seat))
		end := playGame(tb, gs, players)
		sc := end.Score()
		winner, ok := end.Winner()
		if !ok {
			winner = -1
		}
		r.Add([]float64{sc[0].Float64(), sc[1].Float64(), sc[2].Float64(), sc[3].Float64()}, winner, seat)
	}
	return r
}

// The strength targets, in-process with the deterministic bot, in the
// games `referee -games 20 langwars builtin:montecarlo builtin:R builtin:R
// builtin:R` plays: against three greedy bots, at least 75% of the
// head-to-head comparisons; against three random bots, every game won.
func TestStrengthSeries(t *testing.T) {
	if os.Getenv("CONTESTGAMES_STRENGTH") == "" {
		t.Skip("a long series: set CONTESTGAMES_STRENGTH=1 to play it")
	}
	mc := func(seed uint64) chooser {
		return NewMonteCarlo(MonteCarloOptions{Playouts: montecarloPlayouts, Seed: seed})
	}
	for _, rival := range []struct {
		name      string
		new       func(seed uint64) chooser
		wantShare float64
		wantWins  bool
	}{
		{"greedy", func(seed uint64) chooser { return NewGreedy(seed) }, 0.75, false},
		{"random", func(seed uint64) chooser { return NewRandom(seed) }, 0.75, true},
	} {
		r := playSeries(t, 20, 1, mc, rival.new)
		t.Logf("montecarlo against three %s bots: %d wins, %d draws, %d losses; head-to-head %d-%d-%d, share %.1f%%; mean victory points %.2f, the rivals' %.2f",
			rival.name, r.Record.Wins, r.Record.Draws, r.Record.Losses, r.Pairs.Wins, r.Pairs.Draws, r.Pairs.Losses, 100*r.Pairs.Score(), r.Points/float64(r.Record.Games()), r.RivalPoints/float64(3*r.Record.Games()))
		if r.Pairs.Score() < rival.wantShare {
			t.Errorf("against %s: head-to-head share %.1f%%, want at least %.0f%%", rival.name, 100*r.Pairs.Score(), 100*rival.wantShare)
		}
		if rival.wantWins && r.Record.Wins != r.Record.Games() {
			t.Errorf("against %s: %d wins of %d games, want all", rival.name, r.Record.Wins, r.Record.Games())
		}
	}
}
