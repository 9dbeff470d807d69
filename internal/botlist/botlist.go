// Package botlist keeps a bots package's built-in bots in one list, so
// that the names its Names gives, the bots its New makes and the names
// New's error offers cannot disagree.
package botlist

import (
	"fmt"

	"github.com/contestgames/games"
)

// A Bot is one built-in bot: its name, and how New makes it from the bot's
// own seed.
type Bot struct {
	Name string
	New  func(seed uint64) games.Bot
}

// A List is a bots package's built-in bots, in the order its Names gives
// them.
type List []Bot

// Names returns the bots' names, in order, in a slice of the caller's own.
func (l List) Names() []string {
	names := make([]string, len(l))
	for i, b := range l {
		names[i] = b.Name
	}
	return names
}

// New returns the bot called name, made from seed. For a name not in the
// list, its error begins with pkg, the bots package's path below the
// module ("amazes/bots"), and names the bots there are.
func (l List) New(pkg, name string, seed uint64) (games.Bot, error) {
	for _, b := range l {
		if b.Name == name {
			return b.New(seed), nil
		}
	}
	return nil, fmt.Errorf("%s: no bot called %q; the bots are %q", pkg, name, l.Names())
}
