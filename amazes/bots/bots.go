// Package bots holds built-in players for Amazes, as [games.Bot] values
// that read and write exactly the lines a contest program would:
//
//   - random writes 1 to 8 letters drawn uniformly from F, L, R and T each
//     turn, without looking at anything;
//   - explore keeps an [amazes.Map], walks through known openings to the
//     nearest square with a side it has not seen, and goes for the
//     opponent when the distance line says the chase pays: always once it
//     has discovered all 625 squares (sudden death), and for the 100
//     points when few squares lie at that distance within reach.
//
// Start one with [New] or the constructors, and seat it with a runner such
// as package protocol, or drive it by hand:
//
//	b := bots.NewExplore(1)
//	for _, line := range viewLines {
//		for _, out := range b.Hear(line) {
//			fmt.Println(out) // the bot's turn
//		}
//	}
package bots

import (
	"fmt"
	"strings"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
)

// Names returns the names of the built-in bots, for [New].
func Names() []string { return []string{"random", "explore"} }

// New returns the built-in bot called name, its random choices drawn from
// seed, which is the bot's own (see [games.Game.NewBot]). Neither bot
// needs the seat or the options: each learns the maze from its views.
func New(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
	switch name {
	case "random":
		return NewRandom(seed), nil
	case "explore":
		return NewExplore(seed), nil
	}
	return nil, fmt.Errorf("amazes/bots: no bot called %q; the bots are %q", name, Names())
}

// Game returns [amazes.Game] with the built-in bots, explore for Red and
// random for Blue when a match names no players.
func Game() games.Game {
	g := amazes.Game()
	g.Bots = games.Bots{Names: Names(), Defaults: []string{"explore", "random"}, New: New}
	return g
}

// A reader collects the lines of one view: "Start" and "Quit" aside, four
// sight lines and the distance.
type reader struct {
	lines [5]string
	n     int
	views int // views read, each answered with a turn
	quit  bool
}

// done reports whether the game is over for the bot: it has read "Quit",
// or answered its 150th view, after which the jury sends nothing more.
func (r *reader) done() bool { return r.quit || r.views >= amazes.MaxTurns }

// hear takes one line, and returns the view once its fifth line has come.
// A view that does not parse is returned as the zero View with its error.
func (r *reader) hear(line string) (v amazes.View, ok bool, err error) {
	switch {
	case r.quit:
		return v, false, nil
	case line == "Quit":
		r.quit = true
		return v, false, nil
	case line == "Start" && r.n == 0:
		return v, false, nil
	}
	r.lines[r.n] = line
	r.n++
	if r.n < 5 {
		return v, false, nil
	}
	r.n = 0
	r.views++
	v, err = amazes.ParseView(strings.Join(r.lines[:], "\n"))
	return v, true, err
}
