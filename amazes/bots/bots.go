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

	games "github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
)

// Names lists the built-in bots, for [New].
var Names = []string{"random", "explore"}

// New returns the built-in bot called name, its random choices drawn from
// seed.
func New(name string, seed uint64) (games.Bot, error) {
	switch name {
	case "random":
		return NewRandom(seed), nil
	case "explore":
		return NewExplore(seed), nil
	}
	return nil, fmt.Errorf("amazes/bots: no bot called %q; the bots are %q", name, Names)
}

// A reader collects the lines of one view: "Start" and "Quit" aside, four
// sight lines and the distance.
type reader struct {
	lines [5]string
	n     int
	quit  bool
}

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
	for i := range 4 {
		if v.Lines[i], err = amazes.ParseSightLine(r.lines[i]); err != nil {
			return amazes.View{}, true, err
		}
	}
	if v.Distance2, err = amazes.ParseDistance(r.lines[4]); err != nil {
		return amazes.View{}, true, err
	}
	return v, true, nil
}
