package alquerque

import (
	"strings"

	"github.com/contestgames/games"
)

// Game returns the descriptor by which a host plays Alquerque: White and
// Black, no options (every match starts from [Start], as in the contest),
// and no built-in bots; package bots offers the same descriptor with its
// bots filled in.
func Game() games.Game {
	g := games.Game{
		Name:  "alquerque",
		Seats: []string{"white", "black"},
		// Position.String is the one-line notation: people read the diagram.
		Board: func(r games.Referee) string {
			pos := r.(*Referee).State()
			return strings.TrimSuffix(pos.Diagram(), "\n")
		},
		View: newView(),
	}
	g.NewReferee = func(seed uint64, options map[string]string) (games.Referee, map[string]string, error) {
		if err := g.CheckOptions(options); err != nil {
			return nil, nil, err
		}
		r, err := NewReferee(RandomSetup(seed))
		if err != nil {
			return nil, nil, err
		}
		return r, map[string]string{}, nil
	}
	return g
}
