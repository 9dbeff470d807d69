package blockdrop

import (
	"fmt"
	"strconv"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
)

// Game returns block drop's descriptor, without bots (package
// github.com/contestgames/games/blockdrop/bots adds them). Its options are
// "start", a placement as [ParsePlacement] reads it, and "turns", the turn
// limit in global turns; what a match does not give, or gives as "", is
// [RandomSetup]'s for the seed. The complete options hold both, so a
// record's header makes the same match whatever its seed.
func Game() games.Game {
	g := games.Game{
		Name:       "blockdrop",
		Seats:      []string{"player 0", "player 1", "player 2", "player 3"},
		AfterFault: "it is stopped and plays N every turn from then on, and stays on the board",
		Options: []games.Option{
			{Name: "start", Usage: `the start placement, "x,y,D x,y,D x,y,D x,y,D" for players 0..3 (default: drawn from the seed)`},
			{Name: "turns", Usage: "the turn limit in global turns (default 1000, 250 each)"},
		},
		Board:   func(r games.Referee) string { return r.(*Referee).State().String() },
		Drawing: newDrawing(),
		Openings: games.Openings{Option: "start", Why: "a match cannot start after plies: its set-up (where the players stand) holds nothing that moves change, " +
			"and a program follows the game from its first turn"},
	}
	g.NewReferee = games.MakeReferee(g, optionSetup, NewReferee, func(s Setup) map[string]string {
		return map[string]string{"start": s.Start.String(), "turns": strconv.Itoa(s.Turns)}
	})
	return g
}

// optionSetup returns the set-up that options give, with RandomSetup(seed)'s
// for what they leave out.
func optionSetup(seed uint64, options map[string]string) (Setup, error) {
	s := RandomSetup(seed)
	if v := options["start"]; v != "" {
		pl, err := ParsePlacement(v)
		if err != nil {
			return s, text.Within(err, "option start")
		}
		s.Start = pl
	}
	if v := options["turns"]; v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > MaxTurnLimit {
			return s, fmt.Errorf("blockdrop: option turns: %q: want a number of global turns, 1 to %d", v, MaxTurnLimit)
		}
		s.Turns = n
	}
	return s, nil
}

// A Setup is everything a match starts from besides the players: where
// they stand and how many global turns the game may last.
type Setup struct {
	Start Placement
	// Turns is the turn limit in global turns, 1 to [MaxTurnLimit]:
	// [DefaultTurns] in the contest.
	Turns int
}

// RandomSetup returns the set-up of a match with this seed: a placement
// drawn as [RandomPlacement] draws it, from a PCG generator (math/rand/v2)
// seeded with seed and 2015, and the contest's turn limit. The contest's
// own placements cannot be reproduced (see [RandomPlacement]); this is the
// one the tests and the referee program use for a seed. It allocates
// nothing.
func RandomSetup(seed uint64) Setup {
	return Setup{Start: seededPlacement(seed), Turns: DefaultTurns}
}

// NewState returns the game at global turn 0 of set-up s: the players
// placed as s.Start says, every block standing, and a limit of s.Turns
// global turns. It fails if the placement breaks the rules of
// [Placement.check] or the limit is outside 1..[MaxTurnLimit].
func NewState(s Setup) (State, error) {
	var st State
	if err := s.Start.check(); err != nil {
		return st, err
	}
	if err := st.setTurnLimit(s.Turns); err != nil {
		return st, err
	}
	for p, pose := range s.Start {
		st.players[p] = Player{X: int8(pose.X), Y: int8(pose.Y), Facing: pose.Facing}
	}
	st.alive = 1<<NumPlayers - 1
	return st, nil
}

// DefaultClock returns the time rules of the contest's rule page: one
// second for a program to write READY, and one second per reply. The
// organisers' engine code waited only 0.1 second per reply; to play by
// that, give the runner games.Clock{PerTurn: 100 * time.Millisecond,
// Handshake: time.Second} (protocol.Match.Clock). Programs are not paused
// between their turns.
func DefaultClock() games.Clock { return games.Clock{PerTurn: time.Second, Handshake: time.Second} }
