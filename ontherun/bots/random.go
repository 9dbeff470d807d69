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

// placeSquad draws the start from b.Game, which the detectives never
// play into: it waits for their start all game.
func (r *random) placeSquad(b *Bot) ontherun.Squad {
	mv, _ := b.game.RandomMove(r.rng)
	return mv.Squad
}

func (r *random) moveSquad(b *Bot) ontherun.Squad {
	q, _ := b.m.RandomSquadMove(b.view.Squad, r.rng)
	return q // always found: detectives that could move can move back
}

func (r *random) placeFugitive(b *Bot) ontherun.City {
	mv, _ := b.game.RandomMove(r.rng)
	return mv.To
}

func (r *random) moveFugitive(b *Bot) ontherun.Move {
	mv, _ := b.game.RandomMove(r.rng)
	return mv // always found: every city has car connections
}
