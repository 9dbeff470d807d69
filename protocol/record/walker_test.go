package record_test

import (
	"bytes"
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	ontherun "github.com/contestgames/games/ontherun/bots"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/record"
)

// botRecord plays a match of g between random players and returns its
// record.
func botRecord(t *testing.T, g games.Game) *record.Record {
	t.Helper()
	ref, options, err := g.NewReferee(1, nil)
	if err != nil {
		t.Fatal(err)
	}
	var players []protocol.Player
	var names []string
	for seat := range g.Bots.Defaults {
		// Random players: a walk does not depend on how well they play,
		// and the default searchers take seconds a game.
		name := "random"
		names = append(names, name)
		b, err := g.NewBot(name, 1, seat, options)
		if err != nil {
			t.Fatal(err)
		}
		players = append(players, protocol.NewBot(b))
	}
	var rec bytes.Buffer
	m := &protocol.Match{Referee: ref, Players: players, Record: &rec, Grace: -1,
		Header: record.Header{Game: g.Name, Seed: 1, Options: options, Players: names}}
	if _, err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	r, err := record.Read(&rec)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Walking a whole record through a fresh referee ends a step at the last
// answer of each, ends the match with the record's result, and refuses a
// line after the end.
func TestWalkEndsWhereTheRecordDoes(t *testing.T) {
	for _, g := range []games.Game{alquerque.Game(), ontherun.Game()} {
		t.Run(g.Name, func(t *testing.T) {
			rec := botRecord(t, g)
			ref, _, err := g.NewReferee(rec.Header.Seed, rec.Header.Options)
			if err != nil {
				t.Fatal(err)
			}
			w := record.Walker{Ref: ref}
			answers, steps := 0, 0
			for _, ev := range rec.Events {
				done, err := w.Play(ev)
				if err != nil {
					t.Fatalf("line %d: %v", ev.Line, err)
				}
				if ev.Kind != record.Sent {
					answers++
				}
				if done {
					steps++
				}
			}
			if w.InStep() || steps == 0 || steps > answers {
				t.Errorf("after the record: in a step %v, %d steps for %d answers", w.InStep(), steps, answers)
			}
			if !ref.Next().Done || !slices.Equal(ref.Result().Scores, rec.Result.Scores) {
				t.Errorf("the walk ends with %+v, the record with %+v", ref.Result(), rec.Result)
			}
			_, err = w.Play(record.Event{Kind: record.Received, Player: 0, Text: "x"})
			if err == nil || !strings.Contains(err.Error(), "over before it") {
				t.Errorf("a line after the end: %v, want it refused", err)
			}
		})
	}
}
