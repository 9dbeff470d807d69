package blockdrop_test

import (
	"bytes"
	"context"
	"strconv"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/protocoltest"
)

// The referee holds up in real matches: random players and players that
// answer garbage, hang, panic or write lines too long, many seeded
// matches, records that replay.
//
// This test takes about 20 seconds of wall time, nearly all of it idle: a
// garbage player that writes garbage instead of READY is, by the rules,
// awaited until the handshake limit, which protocoltest sets to 10
// seconds, and each such seed is played twice. It runs in parallel with
// the package's other tests, which fill that time.
func TestRefereeInMatches(t *testing.T) {
	t.Parallel()
	matches := 50
	if raceEnabled {
		matches = 12
	}
	protocoltest.Check(t, protocoltest.Config{
		Game: "blockdrop",
		NewReferee: func(seed int64) (games.Referee, error) {
			return blockdrop.NewReferee(blockdrop.SeededPlacement(uint64(seed)))
		},
		RandomBot: func(seat int, seed int64) games.Bot {
			return bots.NewRandom(uint64(seed))
		},
		Matches:     matches,
		CheckResult: protocoltest.ScoresWithin(0, blockdrop.WinScore),
	})
}

// A record's header keeps the placement and the turn limit as text, and
// that is enough to replay the record.
func TestRecordReplaysFromItsHeader(t *testing.T) {
	start := blockdrop.SeededPlacement(9)
	ref, err := blockdrop.NewReferee(start, blockdrop.WithTurns(120))
	if err != nil {
		t.Fatal(err)
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
		Header: protocol.Header{Game: "blockdrop", Options: map[string]string{
			"start": ref.Placement().String(), "turns": "120",
		}},
		Record:  &rec,
		NoTimes: true,
	}
	if _, err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	err = protocol.Replay(bytes.NewReader(rec.Bytes()), func(h protocol.Header) (games.Referee, error) {
		pl, err := blockdrop.ParsePlacement(h.Options["start"])
		if err != nil {
			return nil, err
		}
		turns, err := strconv.Atoi(h.Options["turns"])
		if err != nil {
			return nil, err
		}
		return blockdrop.NewReferee(pl, blockdrop.WithTurns(turns))
	})
	if err != nil {
		t.Errorf("replay: %v", err)
	}
	if got := ref.Placement(); got != start {
		t.Errorf("Placement() = %v, want %v", got, start)
	}
}
