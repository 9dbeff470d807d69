package alquerque

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
)

// PositionOption is the name of the game's one option: the starting
// position, as [Position.String] writes it. Without it a match starts
// from [Start], as every contest match did.
const PositionOption = "position"

// Game returns the descriptor by which a host plays Alquerque: White and
// Black, one option, "position" ([PositionOption]: without it every
// match starts from [Start], as in the contest), and no built-in bots;
// package bots offers the same descriptor with its bots filled in. The
// complete options hold the position only when it is not the start, so
// that a contest match's record is as it always was.
//
// Its Openings start matches from a position (an opening book's line) and
// after random plies: a match that starts elsewhere than at the start
// tells each player the position first (see [Referee]).
func Game() games.Game {
	g := games.Game{
		Name:  "alquerque",
		Seats: []string{"white", "black"},
		Options: []games.Option{{
			Name:  PositionOption,
			Usage: `the starting position, as a record writes it: "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 - -" is the start (default)`,
		}},
		// Position.String is the one-line notation: people read the diagram.
		Board: func(r games.Referee) string {
			pos := r.(*Referee).State()
			return strings.TrimSuffix(pos.Diagram(), "\n")
		},
		Drawing: newDrawing(),
	}
	g.NewReferee = games.MakeReferee(g, optionSetup, NewReferee, completeOptions)
	g.Openings = games.Openings{Option: PositionOption, Play: playOpening}
	return g
}

// optionSetup returns the set-up of the options: the position option's,
// or RandomSetup's.
func optionSetup(seed uint64, options map[string]string) (Setup, error) {
	pos, ok := options[PositionOption]
	if !ok {
		return RandomSetup(seed), nil
	}
	p, err := ParsePosition(pos)
	if err != nil {
		return Setup{}, text.Within(err, "option "+PositionOption)
	}
	return Setup{Start: p}, nil
}

// completeOptions returns the options that make a match of s again: the
// position, unless it is the start.
func completeOptions(s Setup) map[string]string {
	if s.Start == Start() {
		return map[string]string{}
	}
	return map[string]string{PositionOption: s.Start.String()}
}

// plyError returns the error for an opening's ply n, which err, a
// *MoveError, refused.
func plyError(n int, err error) error {
	var m *MoveError
	if !errors.As(err, &m) {
		return text.Within(err, fmt.Sprintf("opening ply %d", n))
	}
	return text.Errorf("alquerque", "opening ply %d %q: %s", n, m.Move, m.Detail)
}

// maxDraws is how many times playOpening draws its random plies again
// when a draw ends the game.
const maxDraws = 100

// playOpening is the Openings' Play: the plies given, then n random ones,
// from the position of options.
func playOpening(options map[string]string, plies []string, n int, r *rand.Rand) ([]string, map[string]string, error) {
	s, err := optionSetup(0, options)
	if err != nil {
		return nil, nil, err
	}
	p := s.Start
	out := make([]string, 0, len(plies)+n)
	for k, ply := range plies {
		m, err := ParseMove(ply)
		if err == nil {
			err = p.Play(m)
		}
		if err != nil {
			return nil, nil, plyError(k+1, err)
		}
		if p.Over() {
			return nil, nil, fmt.Errorf("alquerque: opening ply %d %q ends the game", k+1, ply)
		}
		out = append(out, m.String())
	}
	if n > 0 {
		var random []Move
		for try := 0; ; try++ {
			q := p
			random, err = games.RandomPlies(&q, n, r)
			if err == nil {
				p = q
				break
			}
			if try == maxDraws {
				return nil, nil, fmt.Errorf("alquerque: %d random plies from %q: each of %d draws ended the game (the last: %v)", n, p.String(), maxDraws+1, err)
			}
		}
		for _, m := range random {
			out = append(out, m.String())
		}
	}
	return out, completeOptions(Setup{Start: p}), nil
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
