package bots

import (
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/internal/botlist"
)

var (
	_ games.Bot = (*Random)(nil)
	_ games.Bot = (*Search)(nil)
)

// Names returns the names of the built-in bots, for [New]: "search",
// "search-clock", "random", "pvs" and "pvs-clock".
func Names() []string { return builtins.Names() }

// searchNodes is the "search" bot's budget of positions a move. With it a
// game against "random" takes about a second on a 2-core machine, less
// than its wall-clock twin's 1.5 to 2, and it scores at least as well as
// the twin when the two meet.
const searchNodes = 150_000

// pvsNodes is the "pvs" bot's budget of positions a move, no more than
// that of "search", which it beats by searching better, not more. The
// principal variation search visits about 1.5 to 4 million positions a
// second on one core of a 2-core machine, depending on the load, and a
// game has about 80 moves that are not forced: a game takes a few seconds
// of its clock, and on a 2-core machine shared by a dozen busy processes
// 9 seconds on average (at most 16, in a game that lasts all 200 plies)
// of the contest's 30.
const pvsNodes = 150_000

// The "pvs-clock" bot's clock: the contest's 30 seconds for the game,
// of which it plans to use 85%, and at most 3 seconds a move.
const (
	pvsClockTotal = 30 * time.Second
	pvsMoveTime   = 3 * time.Second
)

// Strongest is the bot that [games.Strongest] ("strongest") stands for in
// both seats: the strongest on the contest's clock, as measured by
// go run ./examples/strength (see its doc). Change it here when a
// stronger bot lands.
const Strongest = "pvs-clock"

// New returns the built-in bot called name for a match, its choices drawn
// from seed, the bot's own (see [games.Game.NewBot]). Seats play alike,
// and a bot learns a match's starting position (the option "position")
// from the Setup line, as a program must, so seat and options are not
// used.
//
// "random" is NewRandom(seed). "search" searches 150,000 positions a
// move, so that the same seed plays the same game on any machine, however
// loaded. "search-clock" is its twin that thinks on the wall clock as a
// contest program does: 5 seconds for the whole game, well inside the
// contest's 30, and at most 250ms a move, so that a demonstration game is
// short; it plays differently from one run to the next.
//
// "pvs" is the stronger principal variation search (Options.PVS) with
// 150,000 positions a move, and "pvs-clock" its twin under the contest's
// whole clock of 30 seconds, at most 3 seconds a move.
//
// The search bots vary their play by seed+1 (never 0 for seed 0, which
// would not vary it).
func New(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
	if name == games.Strongest {
		name = Strongest
	}
	return builtins.New("alquerque/bots", name, seed)
}

// builtins are the built-in bots, in the order Names gives them.
var builtins = botlist.List{
	{Name: "search", New: newSearchBot("search")},
	{Name: "search-clock", New: newSearchBot("search-clock")},
	{Name: "random", New: func(seed uint64) games.Bot { return NewRandom(seed) }},
	{Name: "pvs", New: newSearchBot("pvs")},
	{Name: "pvs-clock", New: newSearchBot("pvs-clock")},
}

// newSearchBot returns the constructor of the built-in search bot called
// name, whose engine is seeded with the bot's seed+1.
func newSearchBot(name string) func(seed uint64) games.Bot {
	return func(seed uint64) games.Bot {
		opts, _ := searchOptions(name, seed+1)
		return NewSearch(opts)
	}
}

// searchOptions returns the Options of the built-in search bot called
// name, its engine seeded with seed, and whether there is such a bot. New
// and the tests make the bots' engines with it.
func searchOptions(name string, seed uint64) (Options, bool) {
	switch name {
	case "search":
		return Options{Nodes: searchNodes, Seed: seed}, true
	case "search-clock":
		return Options{Clock: 5 * time.Second, MoveTime: 250 * time.Millisecond, Seed: seed}, true
	case "pvs":
		return Options{PVS: true, Nodes: pvsNodes, Seed: seed}, true
	case "pvs-clock":
		return Options{PVS: true, Clock: pvsClockTotal, MoveTime: pvsMoveTime, Seed: seed}, true
	}
	return Options{}, false
}

// Game returns [alquerque.Game] with the built-in bots filled in: a match
// that names no players seats "search" as White and "random" as Black.
// Bots.WallClock pairs "search" with "search-clock" and "pvs" with
// "pvs-clock".
func Game() games.Game {
	g := alquerque.Game()
	g.Bots = games.Bots{
		Names:     Names(),
		Defaults:  []string{"search", "random"},
		New:       New,
		WallClock: map[string]string{"search": "search-clock", "pvs": "pvs-clock"},
		Strongest: []string{Strongest, Strongest},
	}
	return g
}
