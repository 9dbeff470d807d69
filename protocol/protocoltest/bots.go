package protocoltest

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/record"
)

// CheckBots checks the rule for the built-in bots of g that think with a
// budget of work (all of g.Bots.Names but the wall-clock twins named in
// g.Bots.WallClock): the same seed, seat and options, and the same lines
// heard, give the same lines written, so that a match played twice from one
// seed has the same record byte for byte, on any machine however loaded.
// It also checks that a bot's own seed matters: with the same match seed, a
// bot with another seed plays another game in one of a few matches (a bot
// that draws only to break ties may meet no tie that matters in one).
//
// Each bot is tested in the seatings that lineups returns for it, lists of
// bot names in seat order; nil lineups puts the bot in every seat. Matches
// run in-process under a generous clock, so that only a bot that hangs runs
// out of time; a built-in bot that faults fails the test.
func CheckBots(t *testing.T, g games.Game, lineups func(bot string) [][]string) {
	t.Helper()
	if lineups == nil {
		lineups = func(bot string) [][]string {
			names := make([]string, g.Players())
			for i := range names {
				names[i] = bot
			}
			return [][]string{names}
		}
	}
	const seed, seeds = 11, 4
	for _, name := range budgetBots(g) {
		t.Run(name+"/same seed", func(t *testing.T) {
			for _, names := range lineups(name) {
				first := playBots(t, g, seed, names, g.NewBot)
				second := playBots(t, g, seed, names, g.NewBot)
				if diff := cmp.Diff(first, second); diff != "" {
					t.Errorf("%q, seed %d, played twice: the records differ (-first +second):\n%s", names, seed, diff)
				}
			}
		})
		t.Run(name+"/own seed", func(t *testing.T) {
			names := lineups(name)[0]
			seat := slices.Index(names, name)
			withOwnSeed := func(own uint64) newBotFunc {
				return func(bot string, seed uint64, s int, options map[string]string) (games.Bot, error) {
					if s == seat {
						return g.Bots.New(bot, own, s, options)
					}
					return g.NewBot(bot, seed, s, options)
				}
			}
			for s := uint64(seed); s < seed+seeds; s++ {
				if !slices.Equal(playBots(t, g, s, names, withOwnSeed(1)), playBots(t, g, s, names, withOwnSeed(2))) {
					return
				}
			}
			t.Errorf("%q: %s with its own seed 1 and 2 played the same games from match seeds %d to %d",
				names, name, seed, seed+seeds-1)
		})
	}
}

// A newBotFunc makes the bot of one seat, as [games.Game.NewBot] does.
type newBotFunc func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error)

// playBots plays a whole match of g from seed in-process, between the bots
// names in seat order that newBot makes, and returns its record, one JSON
// line a string, without thinking times.
func playBots(t *testing.T, g games.Game, seed uint64, names []string, newBot newBotFunc) []string {
	t.Helper()
	ref, options, err := g.NewReferee(seed, nil)
	if err != nil {
		t.Fatalf("NewReferee(%d): %v", seed, err)
	}
	var rec bytes.Buffer
	m := &protocol.Match{
		Referee: ref,
		Header:  record.Header{Game: g.Name, Seed: seed, Options: options},
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
// work: all of them but the wall-clock twins.
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
