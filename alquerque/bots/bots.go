package bots

import (
	"fmt"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
)

var (
	_ games.Bot = (*Random)(nil)
	_ games.Bot = (*Search)(nil)
)

// Names returns the names of the built-in bots, for [New]: "search" and
// "random".
func Names() []string { return []string{"search", "random"} }

// New returns the built-in bot called name for a match, its choices drawn
// from seed, the bot's own (see [games.Game.NewBot]). Alquerque takes no
// options and seats play alike, so seat and options are not used.
//
// "random" is NewRandom(seed). "search" is a quick searcher, the referee
// program's: 5 seconds for the whole game, well inside the contest's 30,
// at most 250ms a move, so that a demonstration game is short, and its
// play varied by seed+1 (never 0 for seed 0, which would not vary it).
func New(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
	switch name {
	case "random":
		return NewRandom(seed), nil
	case "search":
		return NewSearch(Options{Clock: 5 * time.Second, MoveTime: 250 * time.Millisecond, Seed: seed + 1}), nil
	}
	return nil, fmt.Errorf("alquerque/bots: no bot called %q; the bots are %q", name, Names())
}

// Game returns [alquerque.Game] with the built-in bots filled in: a match
// that names no players seats "search" as White and "random" as Black.
func Game() games.Game {
	g := alquerque.Game()
	g.Bots = games.Bots{Names: Names(), Defaults: []string{"search", "random"}, New: New}
	return g
}
