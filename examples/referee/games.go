package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/allgames"
	"github.com/contestgames/games/protocol/arena/standings"
)

// builtinGames lists the games the referee plays, in the order its help
// shows them. The program knows nothing else of any game: a new game is
// one more descriptor in package allgames.
func builtinGames() []games.Game {
	return allgames.Games()
}

// A registry is the list of games a run of the program knows.
type registry []games.Game

func (r registry) find(name string) (games.Game, bool) {
	i := slices.IndexFunc(r, func(g games.Game) bool { return g.Name == name })
	if i < 0 {
		return games.Game{}, false
	}
	return r[i], true
}

func (r registry) names() string {
	var names []string
	for _, g := range r {
		names = append(names, g.Name)
	}
	return strings.Join(names, ", ")
}

// defaults lists each game's default players, one game a line.
func (r registry) defaults() string {
	return r.perGame(func(g games.Game) string {
		return standings.Builtin + strings.Join(g.Bots.Defaults, " "+standings.Builtin)
	})
}

// bots lists each game's built-in bots, one game a line.
func (r registry) bots() string {
	return r.perGame(func(g games.Game) string { return strings.Join(g.Bots.Names, " ") })
}

// strongest says, one game a line, which bot builtin:strongest is
// (strongestOf).
func (r registry) strongest() string { return r.perGame(strongestOf) }

// strongestOf says which bot builtin:strongest is in each seat of g: one
// name when it is the same in every seat, else each seat's. It reads the
// game's own Bots.Strongest, so that the help follows when a stronger bot
// lands.
func strongestOf(g games.Game) string {
	s := g.Bots.Strongest
	if len(s) == 0 {
		return "(none)"
	}
	if !slices.ContainsFunc(s, func(name string) bool { return name != s[0] }) {
		return s[0]
	}
	parts := make([]string, len(s))
	for seat, name := range s {
		parts[seat] = seatName(g, seat) + " " + name
	}
	return strings.Join(parts, ", ")
}

// perGame lists one line per game: its name, then what about says of it.
func (r registry) perGame(about func(games.Game) string) string {
	var b strings.Builder
	for _, g := range r {
		fmt.Fprintf(&b, "  %-10s %s\n", g.Name, about(g))
	}
	return b.String()
}

// options lists every game option once, by name, with the games that take
// it, for the flags and the help.
func (r registry) options() []gameOption {
	var out []gameOption
	for _, g := range r {
		for _, o := range g.Options {
			i := slices.IndexFunc(out, func(x gameOption) bool { return x.Name == o.Name })
			if i < 0 {
				out = append(out, gameOption{Option: o})
				i = len(out) - 1
			}
			out[i].games = append(out[i].games, g.Name)
		}
	}
	return out
}

// A gameOption is an option of one or more games, and its flag's value.
type gameOption struct {
	games.Option
	games []string
	value string
	set   bool
}

// String and Set make a gameOption a flag.Value.
func (o *gameOption) String() string { return o.value }

func (o *gameOption) Set(v string) error {
	o.value, o.set = v, true
	return nil
}

func (o *gameOption) usage() string {
	return strings.Join(o.games, ", ") + ": " + o.Usage
}

// botNames lists the builtin: players of g, for an error that names them:
// every bot, and builtin:strongest when g has it.
func botNames(g games.Game) string {
	names := g.Bots.Offered()
	for i, n := range names {
		names[i] = standings.Builtin + n
	}
	return strings.Join(names, ", ")
}

// seatName names seat s of g, as "white".
func seatName(g games.Game, s int) string {
	if s < len(g.Seats) {
		return g.Seats[s]
	}
	return fmt.Sprintf("player %d", s)
}
