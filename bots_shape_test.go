package games_test

import (
	"context"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/allgames"
	"github.com/contestgames/games/internal/long"
	"github.com/contestgames/games/protocol/arena"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/program"
)

// Every game's bots follow one naming: a bot that thinks with a fixed
// budget of work, and so plays the same game from the same seed on any
// machine, has a twin that thinks on the wall clock, named as it is with
// "-clock" after; Bots.WallClock pairs them, both are in Names, and the
// defaults are bots that play the same game every time.
func TestEveryGameNamesItsClockTwinsAlike(t *testing.T) {
	for _, g := range allgames.Games() {
		b := g.Bots
		if len(b.WallClock) == 0 {
			t.Errorf("%s: no bot thinks on the wall clock", g.Name)
		}
		for budget, clock := range b.WallClock {
			if clock != budget+"-clock" {
				t.Errorf("%s: the twin of %q is %q, want %q", g.Name, budget, clock, budget+"-clock")
			}
			if !slices.Contains(b.Names, budget) || !slices.Contains(b.Names, clock) {
				t.Errorf("%s: %q and %q must both be in Names %q", g.Name, budget, clock, b.Names)
			}
		}
		for _, name := range b.Names {
			if base, ok := strings.CutSuffix(name, "-clock"); ok && b.WallClock[base] != name {
				t.Errorf("%s: %q is named as a twin, but WallClock does not pair %q with it", g.Name, name, base)
			}
		}
		for _, name := range b.Defaults {
			if strings.HasSuffix(name, "-clock") {
				t.Errorf("%s: default bot %q thinks on the wall clock; the same seed must give the same game", g.Name, name)
			}
		}
	}
}

// Every bot that thinks on the wall clock (each -clock twin, and so each
// game's strongest) is a games.ClockedBot, so that a match on a shorter
// clock than the contest's tells it so (each bots package tests how it
// scales, and protocol's tests that a Match tells it).
func TestEveryClockBotCanBeToldTheClock(t *testing.T) {
	for _, g := range allgames.Games() {
		_, options, err := g.NewReferee(7, nil)
		if err != nil {
			t.Fatalf("%s: %v", g.Name, err)
		}
		for _, name := range g.Bots.WallClock {
			for seat := range g.Players() {
				b, err := g.NewBot(name, 7, seat, options)
				if err != nil {
					t.Fatalf("%s: %v", g.Name, err)
				}
				if _, ok := b.(games.ClockedBot); !ok {
					t.Errorf("%s: %s (%T) in seat %d is not a games.ClockedBot", g.Name, name, b, seat)
				}
			}
		}
	}
}

// Every game offers builtin:strongest: Bots.Strongest names a bot of the
// game for each seat, and the name games.Strongest makes, in each seat,
// the very bot it names there, made from the same seed. The help of the
// referee says which bot it is (examples/referee's tests), and a whole
// game of it in each seat is legal (TestStrongestPlaysALegalGame).
func TestEveryGameOffersItsStrongest(t *testing.T) {
	for _, g := range allgames.Games() {
		b := g.Bots
		if len(b.Strongest) != g.Players() {
			t.Errorf("%s: Bots.Strongest is %q, want a bot for each of the %d seats", g.Name, b.Strongest, g.Players())
			continue
		}
		if !b.Has(games.Strongest) || slices.Contains(b.Names, games.Strongest) {
			t.Errorf("%s: %q must be a bot (Bots.Has) that Names leaves out, as an alias", g.Name, games.Strongest)
		}
		_, options, err := g.NewReferee(7, nil)
		if err != nil {
			t.Fatalf("%s: %v", g.Name, err)
		}
		for seat, name := range b.Strongest {
			if !slices.Contains(b.Names, name) {
				t.Errorf("%s: the strongest bot in seat %d is %q, not one of %q", g.Name, seat, name, b.Names)
				continue
			}
			alias, err := g.NewBot(games.Strongest, 7, seat, options)
			if err != nil {
				t.Errorf("%s, seat %d: %v", g.Name, seat, err)
				continue
			}
			bot, _ := g.NewBot(name, 7, seat, options)
			if !reflect.DeepEqual(alias, bot) {
				t.Errorf("%s, seat %d: %q did not make the bot %q makes", g.Name, seat, games.Strongest, name)
			}
		}
	}
}

// builtin:strongest plays a whole legal game in each seat of every game,
// against random bots, under the contest's clock: no fault, no loss on
// time. The strongest bots think on the wall clock, up to the contest's
// 30 seconds a game, so the games run only with CONTESTGAMES_LONG=1; the
// default run checks the alias (TestEveryGameOffersItsStrongest).
func TestStrongestPlaysALegalGame(t *testing.T) {
	if !long.Enabled {
		t.Skip("whole games on the contest's clock: CONTESTGAMES_LONG=1 plays them")
	}
	for _, g := range allgames.Games() {
		for seat := range g.Players() {
			names := make([]string, g.Players())
			for i := range names {
				names[i] = standings.Builtin + "random"
			}
			names[seat] = standings.Builtin + games.Strongest
			m, err := arena.NewMatch(g, 3, nil, names, program.Options{})
			if err != nil {
				t.Fatalf("%s, seat %d: %v", g.Name, seat, err)
			}
			res, err := m.Run(context.Background())
			if err != nil || res.Fault != nil {
				t.Errorf("%s, %q: the match ended with %v, fault %+v", g.Name, names, err, res.Fault)
			}
		}
	}
}
