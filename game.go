package games

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// ErrNotAwaited is wrapped by the error a [Referee] returns from Reply or
// Fault for a player it is not waiting for, or after the match is over.
// Such a call is a mistake of the runner, not of the player: the referee
// ignores it and its state does not change.
var ErrNotAwaited = errors.New("player is not awaited")

// A Game describes one contest game to the programs that host it: a
// referee program, a tournament runner, a replay page. Each game package
// offers its own with a func Game, and its bots package offers the same
// with the built-in bots filled in, so that a host needs no code of its own
// for any game. A Game is a plain value: copying it is cheap, and its
// funcs are safe for concurrent use.
type Game struct {
	// Name is the game's name in commands and records, such as
	// "alquerque".
	Name string
	// Seats names the seats in seat order, such as "white" and "black";
	// its length is the number of players.
	Seats []string
	// Options lists the settings the game takes beside the seed, such as
	// a maze. Each match may set any of them, in a map from Name to value.
	Options []Option
	// NewReferee makes the referee of one match from its seed and options,
	// and returns beside it the complete options: the values that make the
	// same match again whatever the seed (a generated maze, say), which a
	// record keeps in its header. An option that is unknown or has a bad
	// value is an error that names it. NewReferee does no I/O: an option
	// whose Option.File is set holds the file's contents, not its name.
	NewReferee func(seed uint64, options map[string]string) (Referee, map[string]string, error)
	// Files, when not nil, returns the files each program must find in
	// its working directory, by name, from the complete options.
	Files func(options map[string]string) map[string][]byte
	// Board, when not nil, draws the match's current state as a text board
	// for people, from a referee that NewReferee made: the state as the
	// game's State.String shows it, or as a diagram where String is a
	// one-line notation, without a final newline. For `referee replay -v`.
	Board func(Referee) string
	// Bots are the game's built-in players; the zero value has none.
	Bots Bots
	// Drawing is what a replay page draws of the game's matches; the zero
	// value draws nothing but the dialogue.
	Drawing Drawing
	// ScoreText, when not nil, writes a score as the contest printed it,
	// for result lines, tables and replay pages ([Game.FormatScore]):
	// Lang Wars' engine printed Java doubles, "5.0" and
	// "-2.3333333333333335".
	ScoreText func(float64) string
	// Openings say how a tournament starts matches elsewhere than at the
	// set-up of the seed; the zero value cannot, and says nothing why.
	Openings Openings
	// AfterFault says what the rules do with a player once it has
	// faulted, when play goes on without it, as a result line adds it
	// after the fault: "the jury plays T for it every turn from then on,
	// and it scores 0". Empty when a fault ends the match: the result's
	// Reason then names the fault, and a result line adds only its detail.
	AfterFault string
}

// A Drawing gives a replay page (package protocol/view) what to draw of a
// match, as plain values that encoding/json writes and the game's drawing
// code in the page reads, so that the page never re-implements the rules
// and the rule packages hold no HTML or JavaScript. Its funcs take a referee that the
// game's NewReferee made, before the match's first step.
type Drawing struct {
	// Match returns what holds all match long, such as a maze or a map
	// with its drawing's coordinates.
	Match func(Referee) any
	// Frames starts the pictures of one match: the func it returns gives
	// the match as it stands each time it is called, which a viewer does
	// before the first step and after each step whose awaited players
	// have all answered, as it hands the referee the match's lines. The
	// func may keep what the referee forgets, such as where the players
	// walked; it belongs to that one match.
	Frames func(Referee) func() Frame
}

// A Frame is one picture of a match on a replay page.
type Frame struct {
	// Scores are each seat's score as the match stands, in seat order:
	// the final scores once it is over.
	Scores []float64 `json:"scores"`
	// ScoreNote says what the scores count, for the page's score line,
	// when the numbers alone do not: "points so far" during an Amazes
	// game, and at its end how they became the final score ("150 turns
	// each: red's 1783 points capped at 1000, blue's -445 raised to 0").
	ScoreNote string `json:"scoreNote,omitempty"`
	// Facts are the frame's key facts as short texts, by name (lower
	// case, letters and digits), which the page writes as data-NAME
	// attributes for tests and tools: Alquerque's "board" is its 49
	// squares, for example. A fact that lists numbers separates them
	// with spaces or commas, never with "-", so that negative numbers
	// read back: Amazes' "points" is "3707,-534".
	Facts map[string]string `json:"facts,omitempty"`
	// Draw is everything else the game's drawing code needs.
	Draw any `json:"draw,omitempty"`
}

// An Option is one setting a [Game] takes.
type Option struct {
	// Name is the option's key in the options map, and its flag's name
	// in the referee program: "maze".
	Name string
	// Usage says what the value is, in a line, for a program's help.
	Usage string
	// File is set when the value on a command line is a file's name: the
	// host reads the file and passes its contents as the value.
	File bool
}

// Bots are a game's built-in players, as its bots package offers them.
type Bots struct {
	// Names lists every built-in bot, in the order a help text shows.
	Names []string
	// Defaults names the bot for each seat when a match names no players.
	Defaults []string
	// New makes bot name for one seat of a match: seed is the bot's own
	// (see [Game.NewBot]), options are the match's complete options.
	New func(name string, seed uint64, seat int, options map[string]string) (Bot, error)
	// WallClock maps a bot that thinks with a fixed budget of work, and so
	// plays the same game every time, to its twin that thinks on the wall
	// clock as a contest program does, so that its strength depends on the
	// machine and its games are not reproducible. Both are in Names. Nil
	// when no bot thinks with time.
	WallClock map[string]string
	// Strongest names, for each seat in seat order, the bot that the
	// name [Strongest] stands for there: the game's strongest bot on the
	// contest's clock, which New makes when asked for [Strongest]. Nil
	// when the game offers no such name.
	Strongest []string
}

// Strongest is the name under which a game's bots offer its strongest bot
// on the contest's clock (Bots.Strongest says which it is in each seat),
// so that a bot author spars with builtin:strongest without learning which
// of a game's bots that is, and keeps sparring with the best when a
// stronger one lands.
const Strongest = "strongest"

// Has reports whether name is a built-in bot: one of Names, or
// [Strongest] when the game offers it.
func (b Bots) Has(name string) bool {
	return slices.Contains(b.Names, name) || name == Strongest && len(b.Strongest) > 0
}

// Offered returns every name New takes, for a help or an error to list:
// Names, then [Strongest] when the game offers it.
func (b Bots) Offered() []string {
	names := slices.Clone(b.Names)
	if b.Has(Strongest) {
		names = append(names, Strongest)
	}
	return names
}

// FormatScore writes score s as the game's contest printed it
// (Game.ScoreText), or else as the shortest decimal that reads back as s:
// "12", "-3.5".
func (g Game) FormatScore(s float64) string {
	if g.ScoreText != nil {
		return g.ScoreText(s)
	}
	return strconv.FormatFloat(s, 'f', -1, 64)
}

// FormatScores joins scores with '-', each as FormatScore writes it, as in
// "12-0", writing a negative score in parentheses so that the line stays
// readable: "5-(-3.5)-(-3)-1.5". A result line, a replay page's score and
// its verdict write scores so.
func (g Game) FormatScores(scores []float64) string {
	parts := make([]string, len(scores))
	for i, s := range scores {
		parts[i] = g.FormatScore(s)
		if s < 0 {
			parts[i] = "(" + parts[i] + ")"
		}
	}
	return strings.Join(parts, "-")
}

// Players returns the number of seats.
func (g Game) Players() int { return len(g.Seats) }

// NewBot makes the built-in bot name (see [Bots.Has]) for a seat of the
// match with this seed and complete options. Each seat's bot draws from its own seed, derived
// here and nowhere else, so that the bots of one match play differently
// and the same match seed always gives the same bots.
func (g Game) NewBot(name string, seed uint64, seat int, options map[string]string) (Bot, error) {
	if seat < 0 || seat >= len(g.Seats) {
		return nil, fmt.Errorf("%s: no seat %d; seats are 0 to %d", g.Name, seat, len(g.Seats)-1)
	}
	if g.Bots.New == nil || !g.Bots.Has(name) {
		return nil, fmt.Errorf("%s: no built-in bot %q; there are: %s", g.Name, name, strings.Join(g.Bots.Names, ", "))
	}
	return g.Bots.New(name, seed*uint64(len(g.Seats))+uint64(seat), seat, options)
}

// CheckOptions returns an error naming the first option, in name order,
// that g does not take. A game's NewReferee calls it first.
func (g Game) CheckOptions(options map[string]string) error {
	names := make([]string, 0, len(options))
	for name := range options {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if !slices.ContainsFunc(g.Options, func(o Option) bool { return o.Name == name }) {
			return fmt.Errorf("%s: unknown option %q", g.Name, name)
		}
	}
	return nil
}

// MakeReferee returns a [Game.NewReferee] made of a game package's own
// steps, so that every game takes them in the same order: it refuses an
// option that g does not take, makes the set-up from the seed and the
// options (setup), makes the set-up's referee (newReferee), and returns
// beside it the options that describe the whole set-up (complete).
func MakeReferee[S any, R Referee](g Game, setup func(seed uint64, options map[string]string) (S, error),
	newReferee func(S) (R, error), complete func(S) map[string]string) func(uint64, map[string]string) (Referee, map[string]string, error) {
	return func(seed uint64, options map[string]string) (Referee, map[string]string, error) {
		if err := g.CheckOptions(options); err != nil {
			return nil, nil, err
		}
		s, err := setup(seed, options)
		if err != nil {
			return nil, nil, err
		}
		ref, err := newReferee(s)
		if err != nil {
			return nil, nil, err
		}
		return ref, complete(s), nil
	}
}
