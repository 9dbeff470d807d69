package langwars

import (
	"fmt"

	games "github.com/contestgames/games"
)

// Game returns Lang Wars as a host sees it: four seats, "player 0" to
// "player 3", and one option, "attention", the eight attention degrees as
// [Attention.String] writes them ("5 5 5 6 5 6 5 6"). Without it, a match
// plays the organisers' game of its seed ([RandomSetup]). The complete
// options always hold the degrees, so that a record replays whatever its
// seed. Its Bots are empty: package bots fills them in.
func Game() games.Game {
	g := games.Game{
		Name:  "langwars",
		Seats: []string{"player 0", "player 1", "player 2", "player 3"},
		Options: []games.Option{{
			Name:  "attention",
			Usage: `the attention degrees of languages 0 to 7, each 3 to 6, such as "5 5 5 6 5 6 5 6" (default: drawn from the seed)`,
		}},
		Board: func(r games.Referee) string { return r.(*Referee).State().String() },
		View:  newViewer(),
	}
	g.NewReferee = games.MakeReferee(g, setupOf, NewReferee, func(s Setup) map[string]string {
		return map[string]string{"attention": s.Attention.String()}
	})
	return g
}

// setupOf returns the set-up the options give, drawn from the seed where
// they give none.
func setupOf(seed uint64, options map[string]string) (Setup, error) {
	line, ok := options["attention"]
	if !ok {
		return RandomSetup(seed), nil
	}
	a, err := parseAttention(line)
	if err != nil {
		return Setup{}, fmt.Errorf("langwars: option attention: %v", err)
	}
	return Setup{Attention: a}, nil
}
