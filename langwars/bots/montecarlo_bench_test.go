package bots

import (
	"testing"

	"github.com/contestgames/games/langwars"
)

// midgame returns the view of player 0 at the start of turn 5, after four
// turns in which each player picked its own favourite languages, and the
// game's attention degrees.
func midgame(tb testing.TB) (langwars.Attention, []langwars.View) {
	tb.Helper()
	s, err := langwars.NewState(langwars.RandomSetup(4))
	if err != nil {
		tb.Fatal(err)
	}
	var views []langwars.View
	for t := 1; t < 5; t++ {
		views = append(views, s.View(0))
		n := uint8(langwars.PicksIn(t))
		if err := s.PlayTurn([langwars.Players]langwars.Picks{{n}, {1: n}, {2: n - 1, 7: 1}, {3: n}}); err != nil {
			tb.Fatal(err)
		}
	}
	views = append(views, s.View(0))
	return s.Attention(), views
}

// BenchmarkPlayout measures one playout from turn 5: the bot's picks and
// the rest of the game, for the four players.
func BenchmarkPlayout(b *testing.B) {
	a, views := midgame(b)
	bot := NewMonteCarlo(MonteCarloOptions{Playouts: 1})
	for i := range views {
		bot.Choose(a, &views[i])
	}
	s := &bot.search
	s.reset(a, &views[len(views)-1])
	bot.sampleWorld(&s.start, s.view, &s.rng)
	p := s.cands[17]
	b.ReportAllocs()
	for b.Loop() {
		s.playout(p)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkTurn measures a whole turn's decision of the deterministic bot
// at turn 5, with its budget.
func BenchmarkTurn(b *testing.B) {
	a, views := midgame(b)
	bot := NewMonteCarlo(MonteCarloOptions{Playouts: montecarloPlayouts})
	for i := range views[:len(views)-1] {
		bot.Choose(a, &views[i])
	}
	v := &views[len(views)-1]
	b.ReportAllocs()
	for b.Loop() {
		bot.Choose(a, v)
	}
}
