package arena

import (
	"slices"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/program"
	"github.com/contestgames/games/protocol/record"
)

// NewMatch makes the match of game g from seed and options between the
// players named in seat order, each a program's command line or
// "builtin:NAME" (a [PlayerSpec] without its name): its referee, its players, and its record's
// header with the complete options. The referee program's games and a
// tournament's both start here; the caller sets what else the match is
// played under (clock, CPUs, record).
func NewMatch(g games.Game, seed uint64, options map[string]string, names []string, po program.Options) (*protocol.Match, error) {
	specs := make([]PlayerSpec, len(names))
	for i, n := range names {
		specs[i] = runsSpec(n)
	}
	return newMatch(g, seed, options, specs, po)
}

// newMatch makes the match between the players of specs, in seat order,
// as NewMatch does: their names are the caller's to give ([Name]).
func newMatch(g games.Game, seed uint64, options map[string]string, specs []PlayerSpec, po program.Options) (*protocol.Match, error) {
	ref, complete, err := g.NewReferee(seed, options)
	if err != nil {
		return nil, err
	}
	m := &protocol.Match{
		Referee: ref,
		Header:  record.Header{Game: g.Name, Seed: seed, Options: complete},
	}
	for seat, spec := range specs {
		m.Header.Players = append(m.Header.Players, spec.Runs())
		p, err := spec.NewPlayer(g, seed, seat, complete, po) // a program starts when the match runs
		if err != nil {
			return nil, err
		}
		m.Players = append(m.Players, p)
	}
	return m, nil
}

// Name names the seats of a match in its record: Header.Players gets the
// names, and Header.Commands the specs the match was made from (what
// NewMatch put in Header.Players), when they differ from the names.
func Name(m *protocol.Match, names []string) {
	if slices.Equal(m.Header.Players, names) {
		return
	}
	m.Header.Commands = m.Header.Players
	m.Header.Players = names
}
