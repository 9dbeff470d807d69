package arena_test

import (
	"context"
	"fmt"

	"github.com/contestgames/games/amazes/bots"
	"github.com/contestgames/games/protocol/arena"
)

// Two built-in Amazes bots play three set-ups, each with the seats swapped:
// three game pairs. The bots are deterministic, so the table is too.
func ExampleTournament() {
	t := &arena.Tournament{
		Game:    bots.Game(),
		Players: []string{"builtin:explore", "builtin:random"},
		Sets:    3,
	}
	results, err := t.Run(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(arena.Table(t.Game, t.Players, results, nil))
	// Output:
	// amazes: 6 games
	// player             games  wins  draws  losses  points  faults
	// 1 builtin:explore  6      6     0      0       5832    0
	// 2 builtin:random   6      0     0      6       0       0
	//
	// builtin:explore vs builtin:random, wins - losses - draws: 6 - 0 - 0  [1.000] 6
	// Ptnml(0-2): [0, 0, 0, 0, 3]
	// Elo: +Inf +/- NaN, nElo: +Inf +/- NaN
	// LOS: 100.00 %, DrawRatio: 0.00 %, PairsRatio: +Inf
}
