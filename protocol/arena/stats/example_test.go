package stats_test

import (
	"fmt"

	"github.com/contestgames/games/protocol/arena/stats"
)

// A match of game pairs under the test fastchess runs by default: is A at
// least 5 normalized Elo better than B, or not better at all?
func Example() {
	test := stats.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	if err := test.Validate(); err != nil {
		fmt.Println(err)
		return
	}

	// The pairs so far, by A's points in the pair: 0, 0.5, 1, 1.5, 2.
	p := stats.Pentanomial{31, 402, 1051, 455, 61}
	// Each new pair adds its two games' outcomes, seats swapped.
	p.Add(stats.Win, stats.Draw)

	llr := test.LLR(p)
	fmt.Println(p)
	fmt.Println(p.Summary())
	fmt.Println(test.Summary(llr))
	fmt.Println(test.Decide(llr))
	// Output:
	// Ptnml(0-2): [31, 402, 1051, 456, 61]
	// Elo: 9.90 +/- 5.95, nElo: 17.93 +/- 10.76
	// LOS: 99.95 %, DrawRatio: 52.52 %, PairsRatio: 1.19
	// LLR: 2.56 (-2.94, 2.94) [0.00, 5.00]
	// continue
}

// Mean points and mean rank of one seat over the games of a four-player
// match, with Student t intervals.
func ExampleSeries() {
	var points, rank stats.Series
	for _, g := range []struct{ points, rank float64 }{
		{31, 1}, {12, 3}, {25, 2}, {8, 4}, {27, 1}, {19, 2},
	} {
		points.Add(g.points)
		rank.Add(g.rank)
	}
	fmt.Println("points:", points.Summary())
	fmt.Println("rank:  ", rank.Summary())
	// Output:
	// points: 20.33 +/- 9.43
	// rank:   2.17 +/- 1.23
}

// Parameters a command took from its user, checked before a match.
func ExampleSPRT_Validate() {
	test := stats.SPRT{Elo0: 5, Elo1: 0, Alpha: 0.05, Beta: 0.05}
	fmt.Println(test.Validate())
	// Output:
	// stats: SPRT elo0 = 5: must be less than elo1 = 0
}
