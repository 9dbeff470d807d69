package bots

import (
	"math/rand/v2"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
)

// Random returns a bot that plays a move drawn uniformly from the legal
// moves, with a PCG generator seeded by seed: the same seed and the same
// opponent's moves give the same game. Each capture path counts as a move
// of its own, as [alquerque.Position.Moves] lists them.
func Random(seed uint64) games.Bot {
	return &randomBot{rng: rand.New(rand.NewPCG(seed, 0xa1c0e))}
}

type randomBot struct {
	game
	rng *rand.Rand
	buf [alquerque.MoveListSize]alquerque.Move
}

// Start returns nothing: an Alquerque program speaks only when on move.
func (b *randomBot) Start() []string { return nil }

// Hear answers the jury's line with a random legal move when the bot is on
// move, and with nothing otherwise.
func (b *randomBot) Hear(line string) []string {
	if !b.hear(line) {
		return nil
	}
	moves := b.pos.Moves(b.buf[:0])
	if len(moves) == 0 {
		return b.play(alquerque.Move{})
	}
	return b.play(moves[b.rng.IntN(len(moves))])
}
