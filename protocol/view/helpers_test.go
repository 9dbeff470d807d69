package view_test

import (
	"bytes"
	"context"
	"slices"
	"testing"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/record"
	"github.com/contestgames/games/protocol/view"
)

// play plays a match of g from seed between players (built-in bots by
// default) and returns its record.
func play(t testing.TB, g games.Game, seed uint64, options map[string]string, players ...protocol.Player) *record.Record {
	t.Helper()
	return playWith(t, g, seed, options, nil, players...)
}

// playClock plays a match of g from seed 1 under clock between players.
func playClock(t testing.TB, g games.Game, clock *games.Clock, players ...protocol.Player) *record.Record {
	t.Helper()
	return playWith(t, g, 1, nil, clock, players...)
}

func playWith(t testing.TB, g games.Game, seed uint64, options map[string]string, clock *games.Clock, players ...protocol.Player) *record.Record {
	t.Helper()
	r, err := record.Read(bytes.NewReader(recordOf(t, g, seed, options, clock, players...)))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// recordOf plays a match of g from seed under clock between players
// (by default, built-in bots: random players where the game has them, as
// a page draws any game alike and a searching bot would only cost time)
// and returns its record as the referee program writes it.
func recordOf(t testing.TB, g games.Game, seed uint64, options map[string]string, clock *games.Clock, players ...protocol.Player) []byte {
	t.Helper()
	ref, complete, err := g.NewReferee(seed, options)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	if players == nil {
		for seat, name := range g.Bots.Defaults {
			if slices.Contains(g.Bots.Names, "random") {
				name = "random"
			}
			b, err := g.NewBot(name, seed, seat, complete)
			if err != nil {
				t.Fatal(err)
			}
			players = append(players, protocol.NewBot(b))
			names = append(names, "builtin:"+name)
		}
	}
	var rec bytes.Buffer
	m := &protocol.Match{Referee: ref, Players: players, Record: &rec, Grace: -1, Clock: clock,
		Header: record.Header{Game: g.Name, Seed: seed, Options: complete, Players: names}}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := m.Run(ctx); err != nil {
		t.Fatal(err)
	}
	return rec.Bytes()
}

// page builds the replay of rec and its page.
func page(t testing.TB, g games.Game, rec *record.Record) (*view.Replay, []byte) {
	t.Helper()
	r, err := view.Build(g, rec)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := r.WritePage(&b); err != nil {
		t.Fatal(err)
	}
	return r, b.Bytes()
}
