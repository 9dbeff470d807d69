package arena_test

import (
	"context"
	"fmt"

	"github.com/contestgames/games/amazes/bots"
	"github.com/contestgames/games/protocol/arena"
	"github.com/contestgames/games/protocol/arena/standings"
)

// Three built-in Amazes bots, one of them twice (its games against
// itself are a baseline), play three set-ups, each with the seats
// swapped: three game pairs a pairing. The bots are deterministic, so the
// table is too. The players are named after the bots, the second random
// "random-2".
func ExampleTournament() {
	t := &arena.Tournament{
		Game:    bots.Game(),
		Players: []arena.PlayerSpec{{Builtin: "explore"}, {Builtin: "random"}, {Builtin: "random"}},
		Sets:    3,
	}
	done, err := t.Run(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(standings.Table(t.Game, t.PlayerNames(), done, nil))
	// Output:
	// amazes: 18 games
	// distinct games: 9 of 18
	// warning: 3 of 9 game pairs repeat a pair of other players move for move: players that play alike (a program listed twice) play the same games against a third
	// player      games  wins  draws  losses  points  faults
	// 1 explore   12     12    0      0       11664   0
	// 2 random    12     0     6      6       0       0
	// 3 random-2  12     0     6      6       0       0
	//
	// rating list: none: explore scored every point against random, random-2 (a perfect score is infinitely far above)
	//
	// explore vs random, wins - losses - draws: 6 - 0 - 0  [1.000] 6
	// Ptnml(0-2): [0, 0, 0, 0, 3]
	// Elo: +Inf +/- NaN, nElo: +Inf +/- NaN
	// LOS: 100.00 %, DrawRatio: 0.00 %, PairsRatio: +Inf
	//
	// explore vs random-2, wins - losses - draws: 6 - 0 - 0  [1.000] 6
	// Ptnml(0-2): [0, 0, 0, 0, 3]
	// Elo: +Inf +/- NaN, nElo: +Inf +/- NaN
	// LOS: 100.00 %, DrawRatio: 0.00 %, PairsRatio: +Inf
	//
	// random vs random-2, wins - losses - draws: 0 - 0 - 6  [0.500] 6
	// Ptnml(0-2): [0, 0, 3, 0, 0]
	// Elo: -0.00 +/- 0.00, nElo: NaN +/- NaN
	// LOS: NaN %, DrawRatio: 100.00 %, PairsRatio: NaN
}
