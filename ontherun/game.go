package ontherun

import (
	"errors"
	"math/rand/v2"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
)

// A Setup is what a match of On The Run starts from besides the players:
// the map. The Map is shared, not copied, by the Referee and the States
// made from it: a Map never changes once made.
type Setup struct {
	Map *Map
}

// RandomSetup returns the set-up the contest's referee would draw from
// seed: a map of 200 cities from [Generate], with a PCG generator seeded
// by seed and 2007. The same seed always gives the same map.
func RandomSetup(seed uint64) Setup {
	m, err := Generate(rand.New(rand.NewPCG(seed, 2007)), defaultCities)
	if err != nil {
		// Generate draws a valid 200-city map in one try but for a
		// chance too small to meet; failing 100 draws is a bug.
		panic(err)
	}
	return Setup{Map: m}
}

// NewState returns the game of set-up s about to start, waiting for the
// detectives to place themselves, or an error if s has no map or its map
// breaks a rule of maps ([Map.Validate]). The game reads the map and never
// changes it.
func NewState(s Setup) (State, error) {
	if s.Map == nil {
		return State{}, errors.New("ontherun: NewState: the set-up has no map")
	}
	if err := s.Map.Validate(); err != nil {
		return State{}, err
	}
	return newState(s.Map), nil
}

// newState returns the game on map m, which must be valid, about to start.
func newState(m *Map) State { return State{m: m} }

// Game returns On The Run as a [games.Game] for hosts such as the referee
// program: seat 0 is the fugitive and seat 1 the detectives. Its one
// option, "map", holds the contents of a map file (connect.txt); without
// it the match is played on RandomSetup(seed). The complete options hold
// the map's text as [Map.String] writes it, and each program finds it as
// connect.txt in its working directory. It has no built-in bots: package
// github.com/contestgames/games/ontherun/bots offers the same Game with
// them.
func Game() games.Game {
	g := games.Game{
		Name:  "ontherun",
		Seats: []string{Fugitive.String(), Detectives.String()},
		Options: []games.Option{{
			Name:  "map",
			Usage: "a map file, connect.txt (default: a 200-city map drawn from the seed)",
			File:  true,
		}},
		Files: func(options map[string]string) map[string][]byte {
			return map[string][]byte{"connect.txt": []byte(options["map"])}
		},
		Board:   func(r games.Referee) string { return r.(*Referee).State().String() },
		Drawing: newDrawing(),
		Openings: games.Openings{Why: "a set-up is a map file of many lines, not one line (give one with -map); " +
			"and plies played for the players could not be told to them: the fugitive's moves are hidden, and a program follows the game only through its own dialogue"},
	}
	g.NewReferee = games.MakeReferee(g, optionSetup, NewReferee, func(s Setup) map[string]string {
		return map[string]string{"map": s.Map.String()}
	})
	return g
}

// optionSetup returns the set-up of the map option, checked so that its
// errors name the option, or of the seed without one.
func optionSetup(seed uint64, options map[string]string) (Setup, error) {
	text, ok := options["map"]
	if !ok {
		return RandomSetup(seed), nil
	}
	m, err := ParseMap([]byte(text))
	if err == nil {
		err = m.Validate()
	}
	if err != nil {
		return Setup{}, optionError(err)
	}
	return Setup{Map: m}, nil
}

// optionError names the option "map" in an error of ParseMap or Validate,
// which keeps the line or the rule it names.
func optionError(err error) error {
	return text.Within(err, "option map")
}

// DefaultClock returns the time rule of CodeCup 2007: 5 seconds per
// program for the whole game, counted only while the program is awaited,
// with the other program paused meanwhile.
func DefaultClock() games.Clock { return games.Clock{Total: 5 * time.Second, Pause: true} }
