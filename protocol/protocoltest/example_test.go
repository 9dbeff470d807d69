package protocoltest_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol/protocoltest"
)

// pile is a tiny game for the examples: two players take turns taking 1, 2
// or 3 stones from a pile, and whoever takes the last stone wins. The
// player to move is sent the stones left, and answers how many it takes.
type pile struct {
	left, turn int
	send       []games.Message
	res        *games.Result
}

func (g *pile) Players() int       { return 2 }
func (g *pile) Clock() games.Clock { return games.Clock{} }

func (g *pile) Result() games.Result {
	if g.res == nil {
		return games.Result{}
	}
	return g.res.Clone()
}

func (g *pile) Next() games.Step {
	step := games.Step{Send: g.send, Done: g.res != nil}
	if !step.Done {
		step.Await = []int{g.turn}
	}
	g.send = nil
	return step
}

func (g *pile) Reply(p int, line string) error {
	if g.res != nil || p != g.turn {
		return fmt.Errorf("pile: player %d: %w", p, games.ErrNotAwaited)
	}
	n, err := strconv.Atoi(line)
	if err != nil || n < 1 || n > 3 || n > g.left {
		g.end(1-p, &games.Fault{Player: p, Move: line, Rule: "take 1 to 3 stones"})
		return nil
	}
	if g.left -= n; g.left == 0 {
		g.end(p, nil)
		return nil
	}
	g.turn = 1 - p
	g.send = []games.Message{{To: g.turn, Text: strconv.Itoa(g.left)}}
	return nil
}

func (g *pile) Fault(p int, f games.FaultKind) error {
	if g.res != nil || p != g.turn {
		return fmt.Errorf("pile: player %d: %w", p, games.ErrNotAwaited)
	}
	g.end(1-p, &games.Fault{Player: p, Rule: f.String()})
	return nil
}

func (g *pile) end(winner int, f *games.Fault) {
	scores := []float64{0, 0}
	scores[winner] = 1
	g.res = &games.Result{Scores: scores, Reason: fmt.Sprintf("player %d wins", winner), Fault: f}
}

// pileGame is pile's games.Game, with a "random" bot for Check and a
// "perfect" one. Its option "stones" is the pile's size, 10 to 19 as the
// seed draws it when not given.
func pileGame() games.Game {
	return games.Game{
		Name:    "pile",
		Seats:   []string{"first", "second"},
		Options: []games.Option{{Name: "stones", Usage: "the stones in the pile at the start"}},
		NewReferee: func(seed uint64, options map[string]string) (games.Referee, map[string]string, error) {
			if err := pileGame().CheckOptions(options); err != nil {
				return nil, nil, err
			}
			stones := 10 + int(seed%10)
			if s, ok := options["stones"]; ok {
				var err error
				if stones, err = strconv.Atoi(s); err != nil || stones < 1 {
					return nil, nil, fmt.Errorf("pile: option stones: %q is not a number of at least 1", s)
				}
			}
			ref := &pile{left: stones, send: []games.Message{{To: 0, Text: strconv.Itoa(stones)}}}
			return ref, map[string]string{"stones": strconv.Itoa(stones)}, nil
		},
		Bots: games.Bots{
			Names:    []string{"perfect", "random"},
			Defaults: []string{"perfect", "random"},
			New: func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
				if name == "random" {
					return taker{rng: rand.New(rand.NewPCG(seed, 0))}, nil
				}
				return taker{}, nil
			},
		},
	}
}

// taker plays pile: at random when it has a source of randomness, else
// perfectly, leaving a multiple of 4 stones when it can.
type taker struct{ rng *rand.Rand }

func (taker) Start() []string { return nil }

func (b taker) Hear(line string) []string {
	left, _ := strconv.Atoi(line)
	take := 1
	switch {
	case b.rng != nil:
		take += b.rng.IntN(min(left, 3))
	case left%4 != 0:
		take = left % 4
	}
	return []string{strconv.Itoa(take)}
}

// exampleT stands in for the *testing.T that a test passes to Check or
// Play, which an Example has not: it keeps the failures, to be printed in
// a fixed order, and runs the cleanups when done.
type exampleT struct {
	testing.TB // nil: Check and Play call only the methods below
	failures   []string
	cleanups   []func()
}

func (t *exampleT) Helper() {}

func (t *exampleT) Cleanup(f func()) { t.cleanups = append(t.cleanups, f) }

func (t *exampleT) Errorf(format string, args ...any) {
	t.failures = append(t.failures, fmt.Sprintf(format, args...))
}

// Fatal and Fatalf stop the example, as they would stop a test.
func (t *exampleT) Fatal(args ...any) { panic(fmt.Sprint(args...)) }

func (t *exampleT) Fatalf(format string, args ...any) { panic(fmt.Sprintf(format, args...)) }

// done runs the cleanups, as a test's end would, and prints the failures
// (Check reports them from several goroutines, in no fixed order).
func (t *exampleT) done() {
	for _, f := range slices.Backward(t.cleanups) {
		f()
	}
	slices.Sort(t.failures)
	for _, f := range t.failures {
		fmt.Println("FAIL:", f)
	}
	if len(t.failures) == 0 {
		fmt.Println("ok")
	}
}

// In a game package's test, Check is given the test's t. Each failure
// names the seed and the kind of player that met it, so that the match can
// be played again alone.
func ExampleCheck() {
	t := &exampleT{}
	protocoltest.Check(t, protocoltest.Config{
		Game:        pileGame(),
		Matches:     10,
		CheckResult: protocoltest.ScoresWithin(0, 1),
	})
	t.done()

	// A game that refuses its options fails every match.
	t = &exampleT{}
	protocoltest.Check(t, protocoltest.Config{
		Game:    pileGame(),
		Options: map[string]string{"stones": "none"},
		Matches: 1,
	})
	t.done()
	// Output:
	// ok
	// FAIL: seed 0, legal: NewReferee: pile: option stones: "none" is not a number of at least 1
	// FAIL: seed 0, random bytes: NewReferee: pile: option stones: "none" is not a number of at least 1
}

// Play is the quick way for a game's tests to put its bots through the
// referee's dialogue, with no clock and no goroutine.
func ExamplePlay() {
	t := &exampleT{} // in a test: the test's t
	g := pileGame()
	ref, options, err := g.NewReferee(1, map[string]string{"stones": "10"})
	if err != nil {
		fmt.Println(err)
		return
	}
	var bots []games.Bot
	for seat, name := range []string{"perfect", "random"} {
		bot, err := g.NewBot(name, 1, seat, options)
		if err != nil {
			fmt.Println(err)
			return
		}
		bots = append(bots, bot)
	}
	res := protocoltest.Play(t, ref, bots)
	fmt.Println(res.Scores, res.Reason)
	t.done()
	// Output:
	// [1 0] player 0 wins
	// ok
}
