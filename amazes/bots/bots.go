package bots

import (
	"math/rand/v2"
	"strings"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
	"github.com/contestgames/games/internal/botlist"
)

// Names returns the names of the built-in bots, for [New].
func Names() []string { return builtins.Names() }

// allSquares is the number of squares of a maze: a bot that has
// discovered that many has discovered the whole maze.
const allSquares = amazes.Size * amazes.Size

// plannerBeam is the "planner" bot's budget: the targets it plans two
// turns ahead each turn. A whole game takes it well under a second, far
// inside the contest's 30 seconds even with two games at once.
const plannerBeam = 8

// plannerClock is the "planner-clock" bot's clock: the contest's 30
// seconds for the game, of which it plans to use a share (clockShare).
const plannerClock = 30 * time.Second

// Strongest is the bot that [games.Strongest] ("strongest") stands for in
// both seats: the strongest on the contest's clock, as measured by go run
// ./examples/strength (see its doc and this package's). Change it here
// when a stronger bot lands.
const Strongest = "rival-clock"

// New returns the built-in bot called name, its random choices drawn from
// seed, which is the bot's own (see [games.Game.NewBot]). No bot needs the
// options or the seat: each bot learns the maze and its seat from its
// views.
//
// "planner" plans 8 squares two turns ahead each turn, the same
// game for the same seed on any machine; "planner-clock" is its twin that
// plans as many as fit in its share of the contest's 30-second clock.
// "rival" and "rival-clock" are the same pair for [NewRival].
func New(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
	if name == games.Strongest {
		name = Strongest
	}
	return builtins.New("amazes/bots", name, seed)
}

// builtins are the built-in bots, in the order Names gives them.
var builtins = botlist.List{
	{Name: "random", New: func(seed uint64) games.Bot { return NewRandom(seed) }},
	{Name: "explore", New: func(seed uint64) games.Bot { return NewExplore(seed) }},
	{Name: "planner", New: func(seed uint64) games.Bot { return NewPlanner(plannerBeam, 0, seed) }},
	{Name: "planner-clock", New: func(seed uint64) games.Bot { return NewPlanner(0, plannerClock, seed) }},
	{Name: "rival", New: func(seed uint64) games.Bot { return NewRival(plannerBeam, 0, seed) }},
	{Name: "rival-clock", New: func(seed uint64) games.Bot { return NewRival(0, plannerClock, seed) }},
}

// Game returns [amazes.Game] with the built-in bots, explore for Red and
// random for Blue when a match names no players. Bots.WallClock pairs
// "planner" with "planner-clock" and "rival" with "rival-clock".
func Game() games.Game {
	g := amazes.Game()
	g.Bots = games.Bots{
		Names:     Names(),
		Defaults:  []string{"explore", "random"},
		New:       New,
		WallClock: map[string]string{"planner": "planner-clock", "rival": "rival-clock"},
		Strongest: []string{Strongest, Strongest},
	}
	return g
}

// A reader collects the lines of one view: "Start" and "Quit" aside, four
// sight lines and the distance.
type reader struct {
	lines [5]string
	n     int
	views int // views read, each answered with a turn
	quit  bool
	red   bool // the bot read "Start": it plays Red, which moves first
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
		r.red = true
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

// A mapper is what explore and planner share: they read views into an
// [amazes.Map] and walk through sides it has not seen only where it will
// know where the walk ended ([amazes.Map.SureAfter]), so it always knows
// where they stand. It counts the turns and letters too, and keeps the
// clock, because its hear is where a turn is answered.
type mapper struct {
	rng *rand.Rand
	r   reader
	m   amazes.Map

	turns   int // turns played so far
	letters int // letters written so far
	// started is when the view being answered was read, and used the time
	// spent answering views so far: planner-clock thinks by them.
	started time.Time
	used    time.Duration
}

// Map returns the bot's map.
func (b *mapper) Map() *amazes.Map { return &b.m }

// Start returns nothing: the bot waits for its first view.
func (b *mapper) Start() []string { return nil }

// Done reports whether the bot's game is over: it has read "Quit" or played
// its 150 turns. It makes the bot a [protocol.Finisher], so that its program
// ends by itself.
//
// [protocol.Finisher]: https://pkg.go.dev/github.com/contestgames/games/protocol#Finisher
func (b *mapper) Done() bool { return b.r.done() }

// hear reads one line and, after the fifth line of a view, records the
// view in the map and returns the turn choose makes of its squared
// distance, recorded in the map too. The time from reading the view to
// recording the turn counts as answering it.
func (b *mapper) hear(line string, choose func(dist2 int) amazes.Turn) []string {
	v, ok, err := b.r.hear(line)
	if !ok {
		return nil
	}
	if err != nil {
		// Not a view: say something legal and keep the map as it is.
		return []string{"F"}
	}
	b.started = time.Now()
	_ = b.m.Look(v) // on a contradiction the map is its best guess
	t := choose(v.Distance2)
	b.m.Walk(t)
	b.turns++
	b.letters += t.Len()
	b.used += time.Since(b.started)
	return []string{t.String()}
}

// anyStep returns one step through any opening from (hx, hy), where the
// map has the bot: it has nothing better to do.
func (b *mapper) anyStep(hx, hy int) amazes.Turn {
	_, _, facing := b.m.Here()
	var t amazes.Turn
	for _, l := range []amazes.Letter{amazes.F, amazes.R, amazes.L, amazes.T} {
		if b.m.Side(hx, hy, facing.Turn(l)) == amazes.Open {
			t.Add(l)
			return t
		}
	}
	t.Add(amazes.F)
	return t
}
