package bots

import (
	"testing"

	"github.com/contestgames/games/protocol/protocoltest"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/blockdrop"
)

// playActors plays a whole game from st between in-process actors and
// returns the final state.
func playActors(st blockdrop.State, players [blockdrop.NumPlayers]Actor) blockdrop.State {
	for !st.Over() {
		st.Step(players[st.ToMove()].Act(&st))
	}
	return st
}

// hunterGames plays n seeded four-player games of one hunter against three
// random bots, the hunter in seat seed mod 4, and counts the hunter's
// wins, the draws, and the games a random bot won.
func hunterGames(t testing.TB, n int) (wins, draws, lost int) {
	t.Helper()
	for seed := range uint64(n) {
		st, err := blockdrop.NewState(blockdrop.SeededPlacement(seed), blockdrop.DefaultTurns)
		if err != nil {
			t.Fatal(err)
		}
		seat := int(seed % 4)
		var players [blockdrop.NumPlayers]Actor
		for p := range players {
			players[p] = NewRandom(seed*4 + uint64(p))
		}
		players[seat] = NewHunter(seed)
		end := playActors(st, players)
		switch w := end.Winner(); {
		case w == seat:
			wins++
		case w < 0:
			draws++
		default:
			lost++
		}
	}
	return wins, draws, lost
}

func TestHunterBeatsRandom(t *testing.T) {
	const n = 100
	wins, draws, lost := hunterGames(t, n)
	t.Logf("hunter won %d of %d games against three random bots; %d draws, %d won by a random bot", wins, n, draws, lost)
	if wins < 90 {
		t.Errorf("hunter won %d of %d games; want at least 90", wins, n)
	}
}

// The bots as games.Bot, through the referee's text, play the same games
// as their Act on the state.
func TestBotsThroughTheDialogue(t *testing.T) {
	for seed := range uint64(8) {
		start := blockdrop.SeededPlacement(seed)
		ref, err := blockdrop.NewReferee(start)
		if err != nil {
			t.Fatal(err)
		}
		bots := []games.Bot{NewHunter(seed), NewRandom(seed*4 + 1), NewRandom(seed*4 + 2), NewRandom(seed*4 + 3)}
		res := protocoltest.Play(t, ref, bots)
		if res.Fault != nil {
			t.Fatalf("seed %d: fault %+v", seed, *res.Fault)
		}
		st, _ := blockdrop.NewState(start, blockdrop.DefaultTurns)
		end := playActors(st, [4]Actor{NewHunter(seed), NewRandom(seed*4 + 1), NewRandom(seed*4 + 2), NewRandom(seed*4 + 3)})
		if got := ref.State(); got != end {
			t.Errorf("seed %d: the dialogue ended at turn %d, winner %d; Act on the state at turn %d, winner %d",
				seed, got.Turn(), got.Winner(), end.Turn(), end.Winner())
		}
	}
}

// idle is a player that never does anything.
type idle struct{}

func (idle) Act(*blockdrop.State) blockdrop.Action { return blockdrop.N }

// The hunter does not wait for rivals to come: it beats players that
// never move.
func TestHunterBeatsIdlePlayers(t *testing.T) {
	for seed := range uint64(50) {
		st, err := blockdrop.NewState(blockdrop.SeededPlacement(seed), blockdrop.DefaultTurns)
		if err != nil {
			t.Fatal(err)
		}
		seat := int(seed % 4)
		players := [4]Actor{idle{}, idle{}, idle{}, idle{}}
		players[seat] = NewHunter(seed)
		if end := playActors(st, players); end.Winner() != seat {
			t.Errorf("seed %d: the hunter in seat %d did not beat three idle players: winner %d after %d turns",
				seed, seat, end.Winner(), end.Turn())
		}
	}
}
