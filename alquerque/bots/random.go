package bots

import (
	"math/rand/v2"

	"github.com/contestgames/games/alquerque"
)

// Random is a bot that plays a move drawn uniformly from the legal moves,
// with a PCG generator: the same seed and the same opponent's moves give
// the same game. Each capture path counts as a move of its own, as
// [alquerque.Position.Moves] lists them. It stops answering once it hears
// Quit, once the game is over, or after a line that is not a legal move in
// its game.
type Random struct {
	game
	rng *rand.Rand
	pcg rand.PCG // rng's source, kept here to save an allocation
	buf [alquerque.MoveListSize]alquerque.Move
}

// NewRandom returns a Random bot whose choices are drawn from seed.
func NewRandom(seed uint64) *Random {
	b := &Random{}
	b.pcg.Seed(seed, 0xa1c0e)
	b.rng = rand.New(&b.pcg)
	return b
}

// Start returns nothing: an Alquerque program speaks only when on move.
func (b *Random) Start() []string { return nil }

// Hear answers the jury's line with a random legal move when the bot is on
// move, and with nothing otherwise.
// The slice it returns is reused by the next call: a runner passes the
// lines on before it calls Hear again, and no move allocates.
func (b *Random) Hear(line string) []string {
	if !b.hear(line) {
		return nil
	}
	moves := b.pos.Moves(b.buf[:0])
	if len(moves) == 0 {
		return b.play(alquerque.Move{})
	}
	return b.play(moves[b.rng.IntN(len(moves))])
}

// Done reports whether the bot will answer nothing more, so that a program
// serving it (protocol.Serve) stops, as a contest program did, after its
// winning move or the 200th ply without waiting for a line that never
// comes.
func (b *Random) Done() bool { return b.over }

// Err returns why the bot stopped early, if it did: a line from the jury
// that is not a legal move in its game. It is nil after Quit and after the
// end of the game.
func (b *Random) Err() error { return b.err }
