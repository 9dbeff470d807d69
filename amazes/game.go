package amazes

import (
	"math/rand/v2"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
)

// RandomSetup returns the setup the referee program draws for seed: a
// random maze like the contest's samples (a random spanning tree of the
// squares with 51 to 54 loops added) and starts from [randomStarts], all
// from one stream seeded with seed.
func RandomSetup(seed uint64) Setup {
	return generateSetup(seedStream(seed))
}

// seedStream returns the stream a match with this seed draws its set-up
// from.
func seedStream(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 2010)) }

// Game returns Amazes as a host runs it: seats red and blue, and the
// option "maze", a maze file's contents, with or without the two start
// lines. Without the option the maze and starts are [RandomSetup]'s; with
// a maze without start lines the starts are drawn from the seed as
// RandomSetup draws them. The complete options hold the whole setup file,
// start lines included. Bots are in package
// github.com/contestgames/games/amazes/bots.
func Game() games.Game {
	g := games.Game{
		Name:       "amazes",
		Seats:      []string{"red", "blue"},
		AfterFault: "the jury plays T for it every turn from then on, and it scores 0",
		Options: []games.Option{{
			Name:  "maze",
			Usage: "a maze file: 51 wall lines, after two start lines \"row col facing\" or with starts drawn from the seed",
			File:  true,
		}},
		Board:   func(r games.Referee) string { return r.(*Referee).State().String() },
		Drawing: newDrawing(),
		Openings: games.Openings{Why: "a set-up is a maze file of many lines, not one line (give one with -maze); " +
			"and plies played for the explorers could not be told to them, who learn the maze only by exploring it"},
	}
	g.NewReferee = games.MakeReferee(g, optionSetup, NewReferee, func(s Setup) map[string]string {
		return map[string]string{"maze": string(s.appendText(nil))}
	})
	return g
}

// optionSetup returns the setup the options and the seed make, checked,
// so that every error names the option.
func optionSetup(seed uint64, options map[string]string) (Setup, error) {
	text, ok := options["maze"]
	if !ok {
		return RandomSetup(seed), nil
	}
	s, err := mazeSetup(seed, []byte(text))
	if err == nil {
		err = s.validate()
	}
	if err != nil {
		return Setup{}, optionError(err)
	}
	return s, nil
}

// mazeSetup reads a maze file with its start lines, or without them and
// with starts drawn from the seed.
func mazeSetup(seed uint64, text []byte) (Setup, error) {
	if hasStartLines(text) {
		return ParseSetup(text)
	}
	m, err := ParseMaze(text)
	if err != nil {
		return Setup{}, err
	}
	return Setup{Maze: m, Start: randomStarts(&m, seedStream(seed))}, nil
}

// hasStartLines reports whether a maze file is meant as a setup: it has
// the two lines more, or starts with a line that reads as a start (no wall
// line does).
func hasStartLines(text []byte) bool {
	lines := splitLines(text)
	if len(lines) == wallLines+2 {
		return true
	}
	if len(lines) == 0 {
		return false
	}
	_, err := parsePose(string(lines[0]))
	return err == nil
}

// optionError names the option in err, which comes from this package.
func optionError(err error) error {
	return text.Within(err, "option maze")
}

// A Setup is everything a game starts from: the maze, and the starting
// poses of Red (index 0) and Blue (index 1).
type Setup struct {
	Maze  Maze
	Start [2]Pose
}

// NewState starts a game from a setup, which must be valid
// ([Setup.validate]). Each player starts with its own square discovered,
// Red's first, so each starts with 2 points.
func NewState(s Setup) (State, error) {
	if err := s.validate(); err != nil {
		return State{}, err
	}
	return newState(&s), nil
}

// DefaultClock returns the time rule of CodeCup 2010 as this package
// plays it: 30 seconds per player for the whole game, counted only while
// the player is awaited, and the player not on move paused.
func DefaultClock() games.Clock { return games.Clock{Total: 30 * time.Second, Pause: true} }
