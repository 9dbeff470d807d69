package bots

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
)

// A newBotFunc makes the bot of one seat, as [games.Game.NewBot] does.
type newBotFunc func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error)

// playMatch plays a whole match of g from seed in-process, between the
// built-in bots names in seat order that newBot makes, and returns its
// record, one JSON line a string, without thinking times. The clock is
// generous, so that only a bot that hangs runs out of it.
func playMatch(t *testing.T, g games.Game, seed uint64, names []string, newBot newBotFunc) []string {
	t.Helper()
	ref, options, err := g.NewReferee(seed, nil)
	if err != nil {
		t.Fatalf("NewReferee(%d): %v", seed, err)
	}
	var rec bytes.Buffer
	m := &protocol.Match{
		Referee: ref,
		Header:  protocol.Header{Game: g.Name, Seed: seed, Options: options},
		Record:  &rec,
		Clock:   &games.Clock{PerTurn: time.Minute, Handshake: time.Minute},
		NoTimes: true,
	}
	for seat, name := range names {
		b, err := newBot(name, seed, seat, options)
		if err != nil {
			t.Fatalf("bot %s for seat %d: %v", name, seat, err)
		}
		m.Players = append(m.Players, protocol.NewBot(b))
		m.Header.Players = append(m.Header.Players, "builtin:"+name)
	}
	res, err := m.Run(context.Background())
	if err != nil {
		t.Fatalf("%q, seed %d: %v", names, seed, err)
	}
	if res.Fault != nil {
		t.Fatalf("%q, seed %d: a built-in bot faulted: %+v", names, seed, *res.Fault)
	}
	return strings.Split(strings.TrimSuffix(rec.String(), "\n"), "\n")
}

// budgetBots returns the built-in bots of g that think with a budget of
// work, not on the wall clock: all of them but the wall-clock twins.
func budgetBots(g games.Game) []string {
	var names []string
	for _, name := range g.Bots.Names {
		isTwin := false
		for _, twin := range g.Bots.WallClock {
			isTwin = isTwin || twin == name
		}
		if !isTwin {
			names = append(names, name)
		}
	}
	return names
}

// lineups returns the seatings that put bot name to the test: against
// random in each seat. A match of search against itself would last 200
// plies, too long for a test.
func lineups(name string) [][]string {
	if name == "random" {
		return [][]string{{"random", "random"}}
	}
	return [][]string{{name, "random"}, {"random", name}}
}

// The rule for built-in bots that think with a budget of work: the same
// seed, seat and options, and the same lines heard, give the same lines
// written, so that a match played twice from one seed has the same
// record byte for byte, on any machine however loaded.
func TestBotsAreReproducible(t *testing.T) {
	g := Game()
	if raceEnabled {
		// The race detector slows the search tenfold: a match of
		// search against random would take half a minute.
		g.Bots.New = smallSearch(g.Bots.New)
	}
	for _, name := range budgetBots(g) {
		t.Run(name, func(t *testing.T) {
			for _, names := range lineups(name) {
				const seed = 11
				first := playMatch(t, g, seed, names, g.NewBot)
				second := playMatch(t, g, seed, names, g.NewBot)
				if diff := cmp.Diff(first, second); diff != "" {
					t.Errorf("%q, seed %d, played twice: the records differ (-first +second):\n%s", names, seed, diff)
				}
			}
		})
	}
}

// A bot's own seed changes its play: with the same referee, options and
// opponent, a bot with another seed plays another game. A bot that draws
// only to break ties (search does, among moves of about equal worth) may
// meet no tie that matters in a match, so a few matches are tried: one of
// them must differ.
func TestBotsVaryWithTheirSeed(t *testing.T) {
	const firstSeed, seeds = 11, 4
	g := Game()
	if raceEnabled {
		g.Bots.New = smallSearch(g.Bots.New)
	}
	for _, name := range budgetBots(g) {
		t.Run(name, func(t *testing.T) {
			names := lineups(name)[0]
			withOwnSeed := func(own uint64) newBotFunc {
				return func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
					if seat == 0 {
						return g.Bots.New(name, own, seat, options)
					}
					return g.NewBot(name, seed, seat, options)
				}
			}
			for seed := uint64(firstSeed); seed < firstSeed+seeds; seed++ {
				a := playMatch(t, g, seed, names, withOwnSeed(1))
				b := playMatch(t, g, seed, names, withOwnSeed(2))
				if !slices.Equal(a, b) {
					return
				}
			}
			t.Errorf("%q: %s with its own seed 1 and 2 played the same games from match seeds %d to %d",
				names, name, firstSeed, firstSeed+seeds-1)
		})
	}
}

// smallSearch returns newBot with search's budget cut to a tenth, for the
// race detector.
func smallSearch(newBot newBotFunc) newBotFunc {
	return func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
		if name == "search" {
			return NewSearch(Options{Nodes: searchNodes / 10, Seed: seed + 1}), nil
		}
		return newBot(name, seed, seat, options)
	}
}

// Game pairs each budget bot with its wall-clock twin, and both are
// built-in bots.
func TestGameWallClock(t *testing.T) {
	g := Game()
	want := map[string]string{"search": "search-clock"}
	if diff := cmp.Diff(want, g.Bots.WallClock); diff != "" {
		t.Errorf("Bots.WallClock (-want +got):\n%s", diff)
	}
	for budget, clock := range g.Bots.WallClock {
		if !slices.Contains(g.Bots.Names, budget) || !slices.Contains(g.Bots.Names, clock) {
			t.Errorf("WallClock[%q] = %q: both must be in Names %q", budget, clock, g.Bots.Names)
		}
	}
}
