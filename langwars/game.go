package langwars

import (
	"fmt"
	"time"

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
		Name:       "langwars",
		Seats:      []string{"player 0", "player 1", "player 2", "player 3"},
		AfterFault: "it is stopped and picks language 0 every turn from then on, and keeps its believers and its points",
		Options: []games.Option{{
			Name:  "attention",
			Usage: `the attention degrees of languages 0 to 7, each 3 to 6, such as "5 5 5 6 5 6 5 6" (default: drawn from the seed)`,
		}},
		Board:     func(r games.Referee) string { return r.(*Referee).State().String() },
		Drawing:   newDrawing(),
		ScoreText: pointsText, // RULINGS.md 6.6
		Openings: games.Openings{Option: "attention", Why: "a match cannot start after plies: its set-up (the attention degrees) holds nothing that moves change, " +
			"and the holiday picks are hidden from the other players"},
	}
	g.NewReferee = games.MakeReferee(g, optionSetup, NewReferee, func(s Setup) map[string]string {
		return map[string]string{"attention": s.Attention.String()}
	})
	return g
}

// optionSetup returns the set-up the options give, drawn from the seed where
// they give none.
func optionSetup(seed uint64, options map[string]string) (Setup, error) {
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

// A Setup is everything a game starts from besides its players: the
// attention degrees, all the contest drew at random.
type Setup struct {
	Attention Attention
}

// RandomSetup returns the set-up of the game of seed as the organisers'
// engine drew it: its attention degrees come from a Mersenne Twister
// seeded with the seed mod 2^32 (see the package comment), so that a seed
// gives the official game.
func RandomSetup(seed uint64) Setup { return Setup{Attention: attentionFromSeed(seed)} }

// NewState returns the start of a game from the set-up s, or an error if
// an attention degree is outside 3 to 6.
func NewState(s Setup) (State, error) {
	if err := s.Attention.Validate(); err != nil {
		return State{}, err
	}
	return State{attention: s.Attention}, nil
}

// DefaultClock returns the time rule of JavaChallenge 2014: 5 seconds to
// write READY, then 1 second for each turn's reply.
func DefaultClock() games.Clock {
	return games.Clock{PerTurn: time.Second, Handshake: 5 * time.Second}
}
