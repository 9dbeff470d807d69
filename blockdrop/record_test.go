package blockdrop_test

import (
	"bytes"
	"context"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/record"
	"github.com/google/go-cmp/cmp"
)

// A record's header keeps the placement and the turn limit as text, and
// that is enough to replay the record.
func TestRecordReplaysFromItsHeader(t *testing.T) {
	g := blockdrop.Game()
	r, options, err := g.NewReferee(9, map[string]string{"turns": "120"})
	if err != nil {
		t.Fatal(err)
	}
	ref := r.(*blockdrop.Referee)
	start := blockdrop.RandomSetup(9).Start
	if d := cmp.Diff(map[string]string{"start": start.String(), "turns": "120"}, options); d != "" {
		t.Errorf("complete options (-want +got):\n%s", d)
	}
	var players []protocol.Player
	for p := range 4 {
		var b games.Bot = bots.NewRandom(uint64(p))
		if p == 0 {
			b = bots.NewHunter(1)
		}
		players = append(players, protocol.NewBot(b))
	}
	var rec bytes.Buffer
	m := &protocol.Match{
		Referee: ref,
		Players: players,
		Header:  record.Header{Game: "blockdrop", Seed: 9, Options: options},
		Record:  &rec,
		NoTimes: true,
	}
	if _, err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	// Another seed: the options alone make the match.
	err = record.Replay(bytes.NewReader(rec.Bytes()), func(h record.Header) (games.Referee, error) {
		r, _, err := g.NewReferee(h.Seed+1, h.Options)
		return r, err
	})
	if err != nil {
		t.Errorf("replay: %v", err)
	}
	if got := ref.Setup(); got != (blockdrop.Setup{Start: start, Turns: 120}) {
		t.Errorf("Setup() = %v, want %v and 120 turns", got, start)
	}
}
