package protocoltest_test

import (
	"fmt"
	"slices"
	"testing"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol/protocoltest"
)

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

// In a game package's test, Check is given the test's t and the game with
// its built-in bots; alquerque's is one. Each failure names the seed and the
// kind of player that met it, so that the match can be played again alone.
func ExampleCheck() {
	t := &exampleT{}
	protocoltest.Check(t, protocoltest.Config{
		Game:        bots.Game(),
		Matches:     10,
		CheckResult: protocoltest.ScoresWithin(0, alquerque.WinScore),
	})
	t.done()

	// A game that refuses its options fails every match.
	t = &exampleT{}
	protocoltest.Check(t, protocoltest.Config{
		Game:    bots.Game(),
		Options: map[string]string{"stones": "12"},
		Matches: 1,
	})
	t.done()
	// Output:
	// ok
	// FAIL: seed 0, legal: NewReferee: alquerque: unknown option "stones"
	// FAIL: seed 0, random bytes: NewReferee: alquerque: unknown option "stones"
}

// Play is the quick way for a game's tests to put its bots through the
// referee's dialogue, with no clock and no goroutine.
func ExamplePlay() {
	t := &exampleT{} // in a test: the test's t
	g := bots.Game()
	ref, options, err := g.NewReferee(1, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	players := make([]games.Bot, g.Players())
	for seat := range players {
		if players[seat], err = g.NewBot("random", 1, seat, options); err != nil {
			fmt.Println(err)
			return
		}
	}
	res := protocoltest.Play(t, ref, players)
	fmt.Println(res.Scores, res.Reason)
	t.done()
	// Output:
	// [12 0] white took black's last piece
	// ok
}
