package protocol_test

import (
	"context"
	"testing"

	games "github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/internal/race"
	"github.com/contestgames/games/protocol"
)

// maxGameAllocs is what a whole in-process game may allocate, all of it
// counted: the referee, the bots, the match and its players. A game has
// about a hundred plies, so a ply must allocate nothing: the bots' lines,
// the referee's messages, the waits and their clocks are all reused.
const maxGameAllocs = 50

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
// Alquerque game between random bots stays within maxGameAllocs.
func TestInProcessGameAllocs(t *testing.T) {
	if race.Enabled {
		t.Skip("the race detector allocates for its own bookkeeping")
	}
	g := alquerque.Game()
	for _, seed := range []uint64{0, 1, 2, 3} {
		for _, inline := range []bool{false, true} {
			n := testing.AllocsPerRun(20, func() { alquerqueGameMode(t, g, seed, inline) })
			if n > maxGameAllocs {
				t.Errorf("seed %d, inline %v: a game allocates %v times, want at most %d", seed, inline, n, maxGameAllocs)
			}
		}
	}
}
