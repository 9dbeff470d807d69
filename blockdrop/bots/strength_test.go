package bots

import (
	"os"
	"testing"

	"github.com/contestgames/games/blockdrop"
)

// A seriesResult counts the games of a series from the new bot's side:
// its wins, draws and losses, and its head-to-head comparisons with each
// of the three rivals of each game (the better score wins the pair, equal
// scores tie it, a draw ties all three).
type seriesResult struct {
	games, wins, draws, losses     int
	pairsWon, pairsTied, pairsLost int
	points, rivalPoints            int
}

// share is the new bot's share of the head-to-head comparisons, a tie
// counting one half.
func (r seriesResult) share() float64 {
	return (float64(r.pairsWon) + float64(r.pairsTied)/2) / float64(r.pairsWon+r.pairsTied+r.pairsLost)
}

// series plays n games from set-ups seed, seed+1, ..., between the bot
// newBot makes and three that rival makes, as the referee program plays
// `-seed seed -games n blockdrop NEW RIVAL RIVAL RIVAL`: the new bot moves
// one seat on each game (seat 0, 3, 2, 1, ...), and each bot draws from
// the game's seed times four plus its seat. The deterministic bots play
// the same games as under the referee.
func series(n int, seed uint64, newBot, rival func(seed uint64) Actor) seriesResult {
	r := seriesResult{games: n}
	for g := range uint64(n) {
		st, _ := blockdrop.NewState(blockdrop.RandomSetup(seed + g))
		seat := int((blockdrop.NumPlayers - g%blockdrop.NumPlayers) % blockdrop.NumPlayers)
		var players [blockdrop.NumPlayers]Actor
		for p := range players {
			players[p] = rival((seed+g)*4 + uint64(p))
		}
		players[seat] = newBot((seed+g)*4 + uint64(seat))
		end := playActors(st, players)
		sc := end.Score()
		switch w, ok := end.Winner(); {
		case ok && w == seat:
			r.wins++
		case !ok:
			r.draws++
		default:
			r.losses++
		}
		r.points += sc[seat]
		for p, s := range sc {
			switch {
			case p == seat:
				continue
			case sc[seat] > s:
				r.pairsWon++
			case sc[seat] == s:
				r.pairsTied++
			default:
				r.pairsLost++
			}
			r.rivalPoints += s
		}
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
	r := series(20, 1, mc, hunter)
	t.Logf("montecarlo against three hunters: %+v; head-to-head share %.0f%%", r, 100*r.share())
	if r.share() < 0.75 {
		t.Errorf("montecarlo won %.0f%% of the head-to-head comparisons with hunters; want at least 75%%", 100*r.share())
	}
	r = series(20, 1, mc, random)
	t.Logf("montecarlo against three random bots: %+v", r)
	if r.wins != r.games {
		t.Errorf("montecarlo won %d of %d games against three random bots; want all", r.wins, r.games)
	}
}
