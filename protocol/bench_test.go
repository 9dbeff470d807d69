package protocol_test

import (
	"context"
	"io"
	"testing"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
)

// BenchmarkMatchInProcess measures the runner's own cost per step: two
// in-process bots count to 100 with a record, so nearly all the time is
// Match.Run's loop, its goroutine per wait and the record's encoding.
func BenchmarkMatchInProcess(b *testing.B) {
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		m := &protocol.Match{
			Referee: toy.NewCount(100, games.Clock{}),
			Players: bots(toy.CountBot{}, toy.CountBot{}),
			Header:  protocol.Header{Game: "count"},
			Record:  io.Discard,
		}
		if _, err := m.Run(ctx); err != nil {
			b.Fatal(err)
		}
	}
}
