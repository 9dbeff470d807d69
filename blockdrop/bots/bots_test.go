package bots

import (
	"testing"

	"github.com/google/go-cmp/cmp"

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
		st, err := blockdrop.NewState(blockdrop.RandomSetup(seed))
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
		switch w, ok := end.Winner(); {
		case ok && w == seat:
			wins++
		case !ok:
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
		setup := blockdrop.RandomSetup(seed)
		ref, err := blockdrop.NewReferee(setup)
		if err != nil {
			t.Fatal(err)
		}
		bots := []games.Bot{NewHunter(seed), NewRandom(seed*4 + 1), NewRandom(seed*4 + 2), NewRandom(seed*4 + 3)}
		res := protocoltest.Play(t, ref, bots)
		if res.Fault != nil {
			t.Fatalf("seed %d: fault %+v", seed, *res.Fault)
		}
		st, _ := blockdrop.NewState(setup)
		end := playActors(st, [4]Actor{NewHunter(seed), NewRandom(seed*4 + 1), NewRandom(seed*4 + 2), NewRandom(seed*4 + 3)})
		if got := ref.State(); got != end {
			t.Errorf("seed %d: the dialogue ended at turn %d, %v; Act on the state at turn %d, %v",
				seed, got.Turn(), got.End(), end.Turn(), end.End())
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
		st, err := blockdrop.NewState(blockdrop.RandomSetup(seed))
		if err != nil {
			t.Fatal(err)
		}
		seat := int(seed % 4)
		players := [4]Actor{idle{}, idle{}, idle{}, idle{}}
		players[seat] = NewHunter(seed)
		end := playActors(st, players)
		if w, ok := end.Winner(); !ok || w != seat {
			t.Errorf("seed %d: the hunter in seat %d did not beat three idle players: winner %d (%v) after %d turns",
				seed, seat, w, ok, end.Turn())
		}
	}
}

// Game seats the bots the referee program seats by default, each drawing
// from its own seed as the program always has: seed*4 + seat.
func TestGameBots(t *testing.T) {
	g := Game()
	if d := cmp.Diff([]string{"hunter", "random", "random", "random"}, g.Bots.Defaults); d != "" {
		t.Errorf("defaults (-want +got):\n%s", d)
	}
	_, options, err := g.NewReferee(3, nil)
	if err != nil {
		t.Fatal(err)
	}
	for seat, name := range g.Bots.Defaults {
		seed := 3*4 + uint64(seat)
		want := map[string]games.Bot{"random": NewRandom(seed), "hunter": NewHunter(seed)}[name]
		b, err := g.NewBot(name, 3, seat, options)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(want, b, cmp.AllowUnexported(Random{}, Hunter{}, rng{}, dialogue{}, blockdrop.MessageReader{}, blockdrop.State{})); d != "" {
			t.Errorf("seat %d: %s is another bot (-want +got):\n%s", seat, name, d)
		}
	}
	if _, err := New("oracle", 1, 0, nil); err == nil {
		t.Error("New made a bot called oracle")
	}
	names := Names()
	names[0] = "changed"
	if Names()[0] != "random" {
		t.Error("Names returns a shared slice")
	}
}
