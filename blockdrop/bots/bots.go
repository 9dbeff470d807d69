package bots

import (
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/internal/botlist"
)

// Names returns the names of the built-in bots, for [New].
func Names() []string { return builtins.Names() }

// monteCarloPlayouts is the deterministic montecarlo's budget of playouts
// a turn: well under a tenth of the contest's second a turn on one core,
// so that series under the contest clock never lose on time, even with
// two games at once on a loaded machine.
const monteCarloPlayouts = 600

// monteCarloThink is montecarlo-clock's time a turn: 15% of the contest's
// second, leaving the rest to a loaded machine and the pipes of a program.
const monteCarloThink = 150 * time.Millisecond

// Strongest is the bot that [games.Strongest] ("strongest") stands for in
// every seat: the strongest on the contest's clock, as measured by
// go run ./examples/strength (see its doc). Change it here when a
// stronger bot lands.
const Strongest = "montecarlo-clock"

// New returns the built-in bot called name, its random choices drawn from
// seed, the bot's own (see [games.Game.NewBot]). The bots play any seat
// of any set-up, so seat and options do not change them.
func New(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
	if name == games.Strongest {
		name = Strongest
	}
	return builtins.New("blockdrop/bots", name, seed)
}

// builtins are the built-in bots, in the order Names gives them.
var builtins = botlist.List{
	{Name: "random", New: func(seed uint64) games.Bot { return NewRandom(seed) }},
	{Name: "hunter", New: func(seed uint64) games.Bot { return NewHunter(seed) }},
	{Name: "montecarlo", New: func(seed uint64) games.Bot { return NewMonteCarlo(seed, monteCarloPlayouts) }},
	{Name: "montecarlo-clock", New: func(seed uint64) games.Bot { return NewMonteCarloClock(seed, monteCarloThink) }},
}

// Game returns [blockdrop.Game] with the built-in bots: a hunter in seat 0
// and random bots in the others, unless a match names its players.
func Game() games.Game {
	g := blockdrop.Game()
	g.Bots = games.Bots{
		Names:     Names(),
		Defaults:  []string{"hunter", "random", "random", "random"},
		New:       New,
		WallClock: map[string]string{"montecarlo": "montecarlo-clock"},
		Strongest: []string{Strongest, Strongest, Strongest, Strongest},
	}
	return g
}

var (
	_ games.Bot = (*Random)(nil)
	_ games.Bot = (*Hunter)(nil)
	_ games.Bot = (*MonteCarlo)(nil)
	_ Actor     = (*Random)(nil)
	_ Actor     = (*Hunter)(nil)
	_ Actor     = (*MonteCarlo)(nil)
)

// An Actor chooses the action of the player to move in a game.
type Actor interface {
	// Act returns the action for s.ToMove(). s is not changed.
	Act(s *blockdrop.State) blockdrop.Action
}

// dialogue is a bot's side of the lines: READY first, then one letter
// for each message. Its zero value is ready.
type dialogue struct {
	r blockdrop.MessageReader
	s blockdrop.State // the game the last message showed
}

// hear takes one line and, at the end of a message, returns a's letter
// for the game it shows, or N for a message that does not read. The
// game is kept in d, which the bot holds, so that handing it to a
// allocates nothing.
func (d *dialogue) hear(a Actor, line string) []string {
	s, done, err := d.r.Line(line)
	switch {
	case !done:
		return nil
	case err != nil:
		return answer(blockdrop.N)
	}
	d.s = s
	return answer(a.Act(&d.s))
}

// answer returns the lines a bot writes for action a: its letter.
func answer(a blockdrop.Action) []string {
	if a > blockdrop.A {
		a = blockdrop.N
	}
	return letters[a]
}

// letters holds the answer of each action, made once, so that answering
// allocates nothing. The slices are never written.
var letters = func() (l [blockdrop.MoveListSize][]string) {
	for a := range l {
		l[a] = []string{blockdrop.Action(a).String()}
	}
	return l
}()

var readyLines = []string{blockdrop.ReadyLine}

// Random is the bot that answers a letter drawn uniformly from the six,
// even when its answer will be ignored. Create it with [NewRandom].
type Random struct {
	rng rng
	d   dialogue
}

// NewRandom returns a random bot whose letters are drawn from seed.
func NewRandom(seed uint64) *Random { return &Random{rng: newRNG(seed, 0xb10cd)} }

// Start returns READY.
func (b *Random) Start() []string { return readyLines }

// Hear reads one line and, at the end of a message, returns the bot's
// letter.
func (b *Random) Hear(line string) []string { return b.d.hear(b, line) }

// Act returns one of the six actions, drawn uniformly. It never
// allocates.
func (b *Random) Act(*blockdrop.State) blockdrop.Action {
	return blockdrop.Action(b.rng.intN(6))
}

// rng is a 64-bit linear congruential generator (Knuth's MMIX constants)
// whose draws use only the high bits of its state: one multiplication a
// draw, and plenty for a bot's choices among a handful.
type rng struct{ state uint64 }

func newRNG(seed, stream uint64) rng {
	r := rng{state: seed ^ stream*0x9e3779b97f4a7c15}
	r.next()
	r.next()
	return r
}

// next advances the state and returns its high 32 bits.
func (r *rng) next() uint32 {
	r.state = r.state*6364136223846793005 + 1442695040888963407
	return uint32(r.state >> 32)
}

// intN returns a number in [0, n), n small.
func (r *rng) intN(n int) int { return int(uint64(r.next()) * uint64(n) >> 32) }
