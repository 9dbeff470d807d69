package protocol_test

import (
	"context"
	"testing"

	games "github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol"
)

// maxGameAllocs is what a whole in-process game may allocate, all of it
// counted: the referee, the bots, the match and its players. A game has
// about a hundred plies, so a ply must allocate nothing: the bots' lines,
// the referee's messages, the waits and their clocks are all reused.
const maxGameAllocs = 50

// alquerqueGame plays Alquerque between two random bots in-process, with no
// record, as a tournament that counts only results would.
func alquerqueGame(tb testing.TB, g games.Game, seed uint64) {
	ref, _, err := g.NewReferee(seed, nil)
	if err != nil {
		tb.Fatal(err)
	}
	var players []protocol.Player
	for seat := range 2 {
		b, err := g.NewBot("random", seed, seat, nil)
		if err != nil {
			tb.Fatal(err)
		}
		players = append(players, protocol.NewBot(b))
	}
	m := &protocol.Match{Referee: ref, Players: players}
	if _, err := m.Run(context.Background()); err != nil {
		tb.Fatal(err)
	}
}

// A match between in-process bots allocates per match, not per line: an
// Alquerque game between random bots stays within maxGameAllocs.
func TestInProcessGameAllocs(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector allocates for its own bookkeeping")
	}
	g := alquerque.Game()
	for _, seed := range []uint64{0, 1, 2, 3} {
		n := testing.AllocsPerRun(20, func() { alquerqueGame(t, g, seed) })
		if n > maxGameAllocs {
			t.Errorf("seed %d: a game allocates %v times, want at most %d", seed, n, maxGameAllocs)
		}
	}
}
