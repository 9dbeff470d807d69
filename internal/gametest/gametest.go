// Package gametest drives any game through the one shape, [games.State]:
// random playouts that check what every game's rules share, a count of the
// game tree, and a benchmark. It knows no game's rules, so a test that runs
// it for all five games holds them to one contract.
package gametest

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/contestgames/games"
)

// A Game is what the kit needs to know of one game: its name, its number
// of seats, the longest game in moves, and where its games start.
type Game[S any] struct {
	Name     string
	Seats    int
	MaxMoves int // the most moves a game can last, all seats together
	// Start returns a state to play from, drawn with rng: a game's start,
	// or one past a first choice that Moves does not list.
	Start func(rng *rand.Rand) S
}

// Playouts plays n games from g's starts, each move drawn uniformly from
// those Moves lists, and fails t where a game breaks the shared contract:
//
//   - while the game goes on, ToMove is a seat and Moves lists at least
//     one move, and lists the same moves when asked twice, after what buf
//     held;
//   - every listed move plays without error, on a copy that the original
//     does not share;
//   - once over, ToMove is -1, Moves lists nothing, and Play refuses the
//     last move listed with a [games.State] error and changes nothing;
//   - a winner is a seat, and only once the game is over;
//   - a game ends within g.MaxMoves moves.
func Playouts[S comparable, M comparable, P interface {
	*S
	games.State[M]
}](t testing.TB, g Game[S], n int, seed uint64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	for i := range n {
		if err := playout[S, M, P](g, g.Start(rng), rng); err != nil {
			t.Fatalf("%s: playout %d (seed %d): %v", g.Name, i, seed, err)
		}
	}
}

// playout plays one game from s and returns the first breach it sees.
func playout[S comparable, M comparable, P interface {
	*S
	games.State[M]
}](g Game[S], s S, rng *rand.Rand) error {
	var buf, again []M
	var last M
	for ply := 0; ; ply++ {
		p := P(&s)
		buf = p.Moves(buf[:0])
		if p.Over() {
			return checkOver[S, M, P](g, s, buf, last, ply)
		}
		if ply >= g.MaxMoves {
			return fmt.Errorf("move %d: the game goes on past the most moves a game has, %d", ply, g.MaxMoves)
		}
		if err := checkTurn[S, M, P](g, s, buf, &again, ply); err != nil {
			return err
		}
		for _, m := range buf {
			c := s
			if err := P(&c).Play(m); err != nil {
				return fmt.Errorf("move %d: listed move %v refused: %v", ply, m, err)
			}
		}
		last = buf[rng.IntN(len(buf))]
		before := s
		if err := p.Play(last); err != nil {
			return fmt.Errorf("move %d: listed move %v refused: %v", ply, last, err)
		}
		if s == before {
			return fmt.Errorf("move %d: playing %v changed nothing", ply, last)
		}
	}
}

// checkTurn checks a state whose game goes on, with its moves listed in
// moves.
func checkTurn[S comparable, M comparable, P interface {
	*S
	games.State[M]
}](g Game[S], s S, moves []M, again *[]M, ply int) error {
	p := P(&s)
	before := s
	if seat := p.ToMove(); seat < 0 || seat >= g.Seats {
		return fmt.Errorf("move %d: ToMove is %d while the game goes on; want a seat, 0 to %d", ply, seat, g.Seats-1)
	}
	if len(moves) == 0 {
		return fmt.Errorf("move %d: no moves listed while the game goes on", ply)
	}
	if seat, ok := p.Winner(); ok {
		return fmt.Errorf("move %d: Winner is seat %d while the game goes on", ply, seat)
	}
	var zero M
	*again = append((*again)[:0], zero)
	*again = p.Moves(*again)
	if len(*again) != len(moves)+1 || (*again)[0] != zero {
		return fmt.Errorf("move %d: Moves after one move held lists %d moves, and %d into an empty buffer", ply, len(*again)-1, len(moves))
	}
	for i, m := range moves {
		if (*again)[i+1] != m {
			return fmt.Errorf("move %d: Moves lists %v then %v as move %d", ply, m, (*again)[i+1], i)
		}
	}
	if s != before {
		return fmt.Errorf("move %d: asking for the moves changed the state", ply)
	}
	return nil
}

// checkOver checks a state whose game is over, after ply moves, the last
// of them last.
func checkOver[S comparable, M comparable, P interface {
	*S
	games.State[M]
}](g Game[S], s S, moves []M, last M, ply int) error {
	p := P(&s)
	if len(moves) != 0 {
		return fmt.Errorf("over after %d moves, and Moves lists %v", ply, moves)
	}
	if seat := p.ToMove(); seat != -1 {
		return fmt.Errorf("over after %d moves, and ToMove is %d; want -1", ply, seat)
	}
	if seat, ok := p.Winner(); ok && (seat < 0 || seat >= g.Seats) {
		return fmt.Errorf("over after %d moves: Winner is %d, not a seat", ply, seat)
	}
	before := s
	err := p.Play(last)
	if err == nil {
		return fmt.Errorf("over after %d moves, and Play(%v) is taken", ply, last)
	}
	if err := checkMoveError(err); err != nil {
		return fmt.Errorf("over after %d moves: %v", ply, err)
	}
	if s != before {
		return fmt.Errorf("over after %d moves: a refused Play changed the state", ply)
	}
	return nil
}

// checkMoveError checks that err, from Play, is the game package's
// *MoveError naming a rule: a pointer to a struct of that name whose Rule
// field is not zero.
func checkMoveError(err error) error {
	v := reflect.ValueOf(err)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct || v.Elem().Type().Name() != "MoveError" {
		return fmt.Errorf("the error of Play, %q, is a %T; want the package's *MoveError", err, err)
	}
	if r := v.Elem().FieldByName("Rule"); !r.IsValid() || r.IsZero() {
		return fmt.Errorf("the error of Play, %q, names no Rule", err)
	}
	return nil
}

// Count returns the number of move sequences of length depth from s, as
// Moves lists them; a game that ends sooner adds nothing. It is the perft
// of chess engines, which two move generators of one game must agree on.
func Count[S any, M any, P interface {
	*S
	games.State[M]
}](s S, depth int) uint64 {
	var bufs [][]M
	return count[S, M, P](s, depth, &bufs)
}

// count is Count with a move buffer per depth, reused across siblings.
func count[S any, M any, P interface {
	*S
	games.State[M]
}](s S, depth int, bufs *[][]M) uint64 {
	if depth == 0 {
		return 1
	}
	if len(*bufs) < depth {
		*bufs = append(*bufs, make([][]M, depth-len(*bufs))...)
	}
	moves := P(&s).Moves((*bufs)[depth-1][:0])
	(*bufs)[depth-1] = moves
	var n uint64
	for i := range moves {
		c := s
		if P(&c).Play(moves[i]) != nil {
			continue // not reached: Playouts holds listed moves legal
		}
		n += count[S, M, P](c, depth-1, bufs)
	}
	return n
}

// Benchmark measures random playouts from g's starts: b.N games, with the
// moves drawn as [Playouts] draws them but nothing checked. It reports
// allocations and the moves played per second.
func Benchmark[S any, M any, P interface {
	*S
	games.State[M]
}](b *testing.B, g Game[S]) {
	b.ReportAllocs()
	rng := rand.New(rand.NewPCG(1, 2))
	starts := make([]S, 64)
	for i := range starts {
		starts[i] = g.Start(rng)
	}
	buf := make([]M, 0, 1024)
	moves := 0
	// One state for all games: a state the generic code points to may
	// live on the heap, and the benchmark measures the game, not that.
	var s S
	p := P(&s)
	b.ResetTimer()
	for i := range b.N {
		s = starts[i%len(starts)]
		for {
			buf = p.Moves(buf[:0])
			if len(buf) == 0 {
				break
			}
			_ = p.Play(buf[rng.IntN(len(buf))])
			moves++
		}
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

// AllocsPerPlayout returns the average allocations of a random playout
// from one of g's starts, through the one shape, with a move buffer of
// size moves made beforehand: 0 for a game whose hot paths allocate
// nothing.
func AllocsPerPlayout[S any, M any, P interface {
	*S
	games.State[M]
}](g Game[S], runs, moves int) float64 {
	rng := rand.New(rand.NewPCG(3, 4))
	start := g.Start(rng)
	buf := make([]M, 0, moves)
	var s S
	p := P(&s)
	return testing.AllocsPerRun(runs, func() {
		s = start
		for {
			buf = p.Moves(buf[:0])
			if len(buf) == 0 {
				return
			}
			_ = p.Play(buf[rng.IntN(len(buf))])
		}
	})
}

// TellClocks tells b each of clocks in turn, as a host that sets a
// match's time rules more than once would: the bots' SetClock tests tell
// a clock before the one they check, to hold that the last one told is
// the one planned for. A zero Clock, a table's "not told", is skipped.
func TellClocks(b interface{ SetClock(games.Clock) }, clocks ...games.Clock) {
	for _, c := range clocks {
		if c != (games.Clock{}) {
			b.SetClock(c)
		}
	}
}
