package protocoltest

import (
	"slices"

	games "github.com/contestgames/games"
)

// SlowBot returns lineups for [CheckBots] that seat each bot of g in every
// seat, as nil lineups do, but bot slow, which sits in seat alone with bot
// other in every other seat: a match with slow in every seat would take a
// test too long.
func SlowBot(g games.Game, slow string, seat int, other string) func(bot string) [][]string {
	return func(bot string) [][]string {
		names := slices.Repeat([]string{bot}, g.Players())
		if bot == slow {
			names = slices.Repeat([]string{other}, g.Players())
			names[seat] = slow
		}
		return [][]string{names}
	}
}
