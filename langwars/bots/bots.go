package bots

import (
	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/botlist"
	"github.com/contestgames/games/langwars"
)

// Names returns the names of the built-in bots, for [New], in a slice of
// the caller's own.
func Names() []string { return builtins.Names() }

// montecarloPlayouts is the "montecarlo" bot's budget of playouts of the
// first turn (later turns get more, of shorter playouts: see
// [MonteCarloOptions]). A turn takes 0.1s or less on the project's
// machine, 0.2s when it is shared, so that a game stays short for tests
// and series and a turn far inside the contest's second.
const montecarloPlayouts = 12_000

// Strongest is the bot that [games.Strongest] ("strongest") stands for in
// every seat: the strongest on the contest's clock, as measured by
// go run ./examples/strength (see its doc). Change it here when a
// stronger bot lands.
const Strongest = "montecarlo-clock"

// New returns the built-in bot called name, its random choices drawn from
// seed, the bot's own. Lang Wars bots need neither their seat (a program
// is never told it) nor the options (the jury sends the attention
// degrees), so seat and options are not used.
//
// "montecarlo" plays 12,000 playouts on the first turn, and as many more
// on later turns as keep the work the same, so that the same seed plays
// the same game on any machine; "montecarlo-clock" is its twin that
// thinks on the wall clock, about 350ms a turn and never more than 700ms.
func New(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
	if name == games.Strongest {
		name = Strongest
	}
	return builtins.New("langwars/bots", name, seed)
}

// builtins are the built-in bots, in the order Names gives them.
var builtins = botlist.List{
	{Name: "random", New: func(seed uint64) games.Bot { return NewRandom(seed) }},
	{Name: "greedy", New: func(seed uint64) games.Bot { return NewGreedy(seed) }},
	{Name: "montecarlo", New: func(seed uint64) games.Bot {
		return NewMonteCarlo(MonteCarloOptions{Playouts: montecarloPlayouts, Seed: seed})
	}},
	{Name: "montecarlo-clock", New: func(seed uint64) games.Bot { return NewMonteCarlo(MonteCarloOptions{Seed: seed}) }},
}

// Game returns [langwars.Game] with the built-in bots. A match that names
// no players seats greedy against three random bots, as the referee
// program always has.
func Game() games.Game {
	g := langwars.Game()
	g.Bots = games.Bots{
		Names:     Names(),
		Defaults:  []string{"greedy", "random", "random", "random"},
		New:       New,
		Strongest: []string{Strongest, Strongest, Strongest, Strongest},
		WallClock: map[string]string{"montecarlo": "montecarlo-clock"},
	}
	return g
}

var (
	_ games.Bot = (*Random)(nil)
	_ games.Bot = (*Greedy)(nil)
	_ games.Bot = (*MonteCarlo)(nil)
)

// A chooser is a bot's decision: its picks for a view.
type chooser interface {
	Choose(a langwars.Attention, v *langwars.View) langwars.Picks
}

// dialogue is the text side of a bot: it reads the jury's lines and, after
// each whole turn message, writes the chooser's picks.
type dialogue struct {
	r    langwars.Reader
	done bool // the last turn has been answered
}

// Start returns READY, the line a program writes first.
func (d *dialogue) Start() []string { return []string{langwars.ReadyLine} }

// Done reports whether the bot has answered the tenth turn, after which the
// jury sends nothing more: a program running the bot (see
// protocol.Serve) can end then, without waiting for its input to close.
func (d *dialogue) Done() bool { return d.done }

// hear takes one line and returns the bot's reply line, if the line ended
// a turn message. A message that does not read is not answered: the
// bot cannot know what turn it is in.
func (d *dialogue) hear(c chooser, line string) []string {
	done, err := d.r.Hear(line)
	if err != nil || !done {
		return nil
	}
	v, _ := d.r.View()
	d.done = v.Turn == langwars.Turns
	p := c.Choose(d.r.Attention(), &v)
	return []string{p.String()}
}

// observed is a bot's [langwars.Beliefs], with the last turn whose view it
// was given, taken or not, so that a view of that turn is not given again:
// a Choose repeated on a turn would have the Beliefs refuse the view, with
// an error that allocates, or retry one they refused.
type observed struct {
	langwars.Beliefs
	seen int
}

// observe gives view v to the Beliefs if its turn is later than any given
// before, and reports whether it did and they took it. A view that does
// not fit the ones before (the bot was not shown every workday) leaves
// them as they were: still bounds, if looser ones.
func (o *observed) observe(v *langwars.View) bool {
	if v.Turn <= o.seen {
		return false
	}
	o.seen = v.Turn
	return o.Observe(v) == nil
}
