package protocol_test

import (
	"context"
	"testing"

	games "github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/internal/race"
	"github.com/contestgames/games/protocol"
)

// maxRunnerAllocs is how many more times a whole in-process game may
// allocate through the runner than by the referee's loop alone with the
// same bots (bareGame): the match, its players and its run state, all
// made once a game. A game has about a hundred plies, so a ply must
// allocate nothing: the bots' lines, the referee's messages, the waits and
// their clocks are all reused. A bot that is not Inline costs a few more:
// its goroutine, the channels to it and its timer.
const (
	maxRunnerAllocs    = 10
	maxGoroutineAllocs = maxRunnerAllocs + 15
)

// alquerqueGameMode plays Alquerque between two random bots in-process,
// inline or not (see BotPlayer.Inline), with no record, as a tournament
// that counts only results would.
func alquerqueGameMode(tb testing.TB, g games.Game, seed uint64, inline bool) {
	ref, _, err := g.NewReferee(seed, nil)
	if err != nil {
		tb.Fatal(err)
	}
	players := make([]protocol.Player, 0, 2)
	for seat := range 2 {
		b, err := g.NewBot("random", seed, seat, nil)
		if err != nil {
			tb.Fatal(err)
		}
		p := protocol.NewBot(b)
		p.Inline = inline
		players = append(players, p)
	}
	m := &protocol.Match{Referee: ref, Players: players}
	if _, err := m.Run(context.Background()); err != nil {
		tb.Fatal(err)
	}
}

// A match between in-process bots allocates per match, not per line: an
// Alquerque game between random bots allocates at most maxRunnerAllocs
// times more than the same game by the referee's loop alone.
func TestInProcessGameAllocs(t *testing.T) {
	if race.Enabled {
		t.Skip("the race detector allocates for its own bookkeeping")
	}
	g := alquerque.Game()
	for _, seed := range []uint64{0, 1, 2, 3} {
		bare := testing.AllocsPerRun(20, func() { bareGame(t, g, seed) })
		for _, inline := range []bool{false, true} {
			n := testing.AllocsPerRun(20, func() { alquerqueGameMode(t, g, seed, inline) })
			limit := maxRunnerAllocs
			if !inline {
				limit = maxGoroutineAllocs
			}
			if n > bare+float64(limit) {
				t.Errorf("seed %d, inline %v: a game allocates %v times, the referee's loop alone %v: want at most %d more",
					seed, inline, n, bare, limit)
			}
		}
	}
}
