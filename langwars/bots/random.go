package bots

import (
	"math/rand/v2"

	"github.com/contestgames/games/langwars"
)

// Random is the bot that picks each language uniformly at random. Create
// it with [NewRandom].
type Random struct {
	dialogue
	pcg rand.PCG
}

// NewRandom returns a random bot whose picks are drawn from seed: the same
// seed gives the same picks.
func NewRandom(seed uint64) *Random { return &Random{pcg: *rand.NewPCG(seed, 0x1a9e2014)} }

// Hear reads one line and, after the last line of a turn message, returns
// the bot's picks.
func (b *Random) Hear(line string) []string { return b.hear(b, line) }

// Choose returns the turn's picks (5 on a workday, 2 on a holiday), each
// language drawn uniformly; it looks at nothing else and never allocates.
func (b *Random) Choose(_ langwars.Attention, v *langwars.View) langwars.Picks {
	var p langwars.Picks
	bits := b.pcg.Uint64()
	for range langwars.PicksIn(v.Turn) {
		p[bits&(langwars.Languages-1)]++
		bits >>= 3
	}
	return p
}
