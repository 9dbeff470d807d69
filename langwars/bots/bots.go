// Package bots holds built-in Lang Wars players, as [games.Bot] values
// that read and write exactly the lines a contest program would:
//
//   - random picks each language uniformly at random, five times on a
//     workday and twice on a holiday, without looking at anything;
//   - greedy keeps [langwars.Beliefs] on its rivals' hidden holiday
//     believers, projects every player's believers to the end of the game,
//     and spends each pick where it most raises its expected victory
//     points: where it can still take or keep the lead, or climb off the
//     bottom, of the languages with the highest attention degrees.
//
// Start one with [New] or the constructors, and seat it with a runner such
// as package protocol, or drive it by hand: it writes READY first, then
// answers each turn message once it has heard its last line. [Game] is
// Lang Wars with these bots, as the referee program hosts it.
//
//	b := bots.NewGreedy(1)
//	fmt.Println(b.Start()) // [READY]
//	for _, line := range juryLines {
//		for _, out := range b.Hear(line) {
//			fmt.Println(out) // the bot's picks, such as "2 2 5 7 7"
//		}
//	}
//
// In-process, without the text, each bot's Choose takes the game's
// attention degrees and a [langwars.View] and returns its
// [langwars.Picks].
package bots

import (
	"fmt"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/langwars"
)

// Names returns the names of the built-in bots, for [New], in a slice of
// the caller's own.
func Names() []string { return []string{"random", "greedy"} }

// New returns the built-in bot called name, its random choices drawn from
// seed, the bot's own. Lang Wars bots need neither their seat (a program
// is never told it) nor the options (the jury sends the attention
// degrees), so seat and options are not used.
func New(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
	switch name {
	case "random":
		return NewRandom(seed), nil
	case "greedy":
		return NewGreedy(seed), nil
	}
	return nil, fmt.Errorf("langwars/bots: no bot called %q; the bots are %q", name, Names())
}

// Game returns [langwars.Game] with the built-in bots. A match that names
// no players seats greedy against three random bots, as the referee
// program always has.
func Game() games.Game {
	g := langwars.Game()
	g.Bots = games.Bots{Names: Names(), Defaults: []string{"greedy", "random", "random", "random"}, New: New}
	return g
}

var (
	_ games.Bot = (*Random)(nil)
	_ games.Bot = (*Greedy)(nil)
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
