package bots

import (
	"os"
	"testing"

	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/protocol/arena/stats"
)

// playSeries plays n games from set-ups seed, seed+1, ..., between the bot
// newBot makes and three that rival makes, as the referee program plays
// `-seed seed -games n blockdrop NEW RIVAL RIVAL RIVAL`: the new bot moves
// one seat on each game (seat 0, 3, 2, 1, ...), and each bot draws from
// the game's seed times four plus its seat. The deterministic bots play
// the same games as under the referee.
func playSeries(n int, seed uint64, newBot, rival func(seed uint64) Actor) stats.Tally {
	var r stats.Tally
	for g := range uint64(n) {
		st, _ := blockdrop.NewState(blockdrop.RandomSetup(seed + g))
		// The referee moves every player one seat on each game.
		seat := int((blockdrop.NumPlayers - g%blockdrop.NumPlayers) % blockdrop.NumPlayers)
		var players [blockdrop.NumPlayers]Actor
		for p := range players {
			players[p] = rival((seed+g)*4 + uint64(p))
		}
		players[seat] = newBot((seed+g)*4 + uint64(seat))
		end := playActors(st, players)
		sc := end.Score()
		winner, ok := end.Winner()
		if !ok {
			winner = -1
		}
		r.Add([]float64{float64(sc[0]), float64(sc[1]), float64(sc[2]), float64(sc[3])}, winner, seat)
	}
	return r
}

// The strength targets, in-process with the deterministic bot, in the
// games `referee -games 20 blockdrop builtin:montecarlo builtin:R
// builtin:R builtin:R` plays: against three hunters, at least 75% of the
// head-to-head comparisons; against three random bots, every game won.
func TestStrengthSeries(t *testing.T) {
	if os.Getenv("CONTESTGAMES_STRENGTH") == "" {
		t.Skip("a long series: set CONTESTGAMES_STRENGTH=1 to play it")
	}
	mc := func(seed uint64) Actor { return NewMonteCarlo(seed, monteCarloPlayouts) }
	hunter := func(seed uint64) Actor { return NewHunter(seed) }
	random := func(seed uint64) Actor { return NewRandom(seed) }
	r := playSeries(20, 1, mc, hunter)
	t.Logf("montecarlo against three hunters: %+v; head-to-head share %.0f%%", r, 100*r.Pairs.Score())
	if r.Pairs.Score() < 0.75 {
		t.Errorf("montecarlo won %.0f%% of the head-to-head comparisons with hunters; want at least 75%%", 100*r.Pairs.Score())
	}
	r = playSeries(20, 1, mc, random)
	t.Logf("montecarlo against three random bots: %+v", r)
	if r.Record.Wins != r.Record.Games() {
		t.Errorf("montecarlo won %d of %d games against three random bots; want all", r.Record.Wins, r.Record.Games())
	}
}
