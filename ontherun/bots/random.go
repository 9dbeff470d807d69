package bots

import (
	"math/rand/v2"

	"github.com/contestgames/games/ontherun"
)

// NewRandom returns the random bot for a game on map m, its choices drawn
// with a PCG generator seeded by seed: the same seed and the same
// opponent give the same game.
func NewRandom(m *ontherun.Map, seed uint64) *Bot {
	return newBot(m, &random{rng: rand.New(rand.NewPCG(seed, 0x2007))})
}

type random struct{ rng *rand.Rand }

func (r *random) placeSquad(b *Bot) ontherun.Squad { return b.m.RandomSquad(r.rng) }

func (r *random) moveSquad(b *Bot) ontherun.Squad {
	q, _ := b.m.RandomSquadMove(b.view.Squad, r.rng)
	return q // always found: detectives that could move can move back
}

func (r *random) placeFugitive(b *Bot) ontherun.City { return b.game.RandomStart(r.rng) }

func (r *random) moveFugitive(b *Bot) ontherun.FugitiveMove {
	mv, _ := b.game.RandomFugitiveMove(r.rng)
	return mv // always found: every city has car connections
}
