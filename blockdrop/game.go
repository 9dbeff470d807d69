package blockdrop

import (
	"fmt"
	"strconv"
	"strings"

	games "github.com/contestgames/games"
)

// Game returns block drop's descriptor, without bots (package
// github.com/contestgames/games/blockdrop/bots adds them). Its options are
// "start", a placement as [ParsePlacement] reads it, and "turns", the turn
// limit in global turns; what a match does not give, or gives as "", is
// [RandomSetup]'s for the seed. The complete options hold both, so a
// record's header makes the same match whatever its seed.
func Game() games.Game {
	g := games.Game{
		Name:  "blockdrop",
		Seats: []string{"player 0", "player 1", "player 2", "player 3"},
		Options: []games.Option{
			{Name: "start", Usage: `the start placement, "x,y,D x,y,D x,y,D x,y,D" for players 0..3 (default: drawn from the seed)`},
			{Name: "turns", Usage: "the turn limit in global turns (default 1000, 250 each)"},
		},
		Board: func(r games.Referee) string { return r.(*Referee).State().String() },
		View:  newView(),
	}
	g.NewReferee = games.MakeReferee(g, setupOf, NewReferee, func(s Setup) map[string]string {
		return map[string]string{"start": s.Start.String(), "turns": strconv.Itoa(s.Turns)}
	})
	return g
}

// setupOf returns the set-up that options give, with RandomSetup(seed)'s
// for what they leave out.
func setupOf(seed uint64, options map[string]string) (Setup, error) {
	s := RandomSetup(seed)
	if v := options["start"]; v != "" {
		pl, err := ParsePlacement(v)
		if err != nil {
			return s, fmt.Errorf("blockdrop: option start: %s", strings.TrimPrefix(err.Error(), "blockdrop: "))
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
