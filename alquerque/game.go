package alquerque

import (
	"strings"
	"time"

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
		Drawing: newDrawing(),
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

// DefaultClock returns the CodeCup 2008 time rule, which every Referee's
// Clock reports: 30 seconds of thinking time per player for the whole game
// ([games.Clock] Total), counted only while the player is on move, with the
// player not on move paused (Pause) so that it cannot think meanwhile.
func DefaultClock() games.Clock { return games.Clock{Total: 30 * time.Second, Pause: true} }

// A Setup is what a match starts from besides the players: for Alquerque,
// only the starting position. The contest always started from [Start].
type Setup struct {
	// Start is the position of the first move; its side to move reads
	// "Start".
	Start Position
}

// RandomSetup returns the set-up of a contest match, which had nothing to
// draw: Setup{Start: Start()}, whatever the seed. It exists so that every
// game's set-up is made the same way.
func RandomSetup(seed uint64) Setup { return Setup{Start: Start()} }
