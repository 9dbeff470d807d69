package bots

import (
	"math/rand/v2"

	"github.com/contestgames/games"
)

// Random is the bot that writes 1 to 8 random letters each turn, without
// looking where it goes. Create it with [NewRandom].
type Random struct {
	rng *rand.Rand
	r   reader
	buf [8]byte
}

var _ games.Bot = (*Random)(nil)

// NewRandom returns a random bot whose letters are drawn from seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, 0xa3a2e5))}
}

// Start returns nothing: the bot waits for its first view.
func (b *Random) Start() []string { return nil }

// Done reports whether the bot's game is over, as [Explore.Done] does.
func (b *Random) Done() bool { return b.r.done() }

// Hear reads one line and, after the fifth line of a view, returns the
// bot's turn.
func (b *Random) Hear(line string) []string {
	if _, ok, _ := b.r.hear(line); !ok {
		return nil
	}
	n := 1 + b.rng.IntN(len(b.buf))
	for i := range n {
		b.buf[i] = "FRTL"[b.rng.IntN(4)]
	}
	return []string{string(b.buf[:n])}
}
