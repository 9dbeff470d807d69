package botlist

import (
	"slices"
	"testing"

	"github.com/contestgames/games"
)

// A bot that says its seed, to tell which entry made it.
type seedBot uint64

func (seedBot) Start() []string           { return nil }
func (seedBot) Hear(line string) []string { return nil }

func TestList(t *testing.T) {
	mk := func(add uint64) func(uint64) games.Bot {
		return func(seed uint64) games.Bot { return seedBot(seed + add) }
	}
	l := List{{"b", mk(10)}, {"a", mk(20)}}
	if got, want := l.Names(), []string{"b", "a"}; !slices.Equal(got, want) {
		t.Errorf("Names() = %q, want %q", got, want)
	}
	if b, err := l.New("x/bots", "a", 1); err != nil || b != seedBot(21) {
		t.Errorf(`New("a", 1) = %v, %v; want the bot of "a" made from seed 1`, b, err)
	}
	_, err := l.New("x/bots", "c", 1)
	if want := `x/bots: no bot called "c"; the bots are ["b" "a"]`; err == nil || err.Error() != want {
		t.Errorf(`New("c") error = %v, want %s`, err, want)
	}
}
