package protocol_test

import (
	"context"
	"io"
	"testing"

	games "github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/record"
)

// BenchmarkMatchInProcess measures the runner's own cost per step: two
// in-process bots count to 100 with a record, so nearly all the time is
// Match.Run's loop, the hand-over of each line to and from a bot's
// goroutine, and the record's encoding.
func BenchmarkMatchInProcess(b *testing.B) {
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		m := &protocol.Match{
			Referee: toy.NewCount(100, games.Clock{}),
			Players: toy.Bots(toy.CountBot{}, toy.CountBot{}),
			Header:  record.Header{Game: "count"},
			Record:  io.Discard,
		}
		if _, err := m.Run(ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAlquerqueInProcess plays whole Alquerque games between two
// random bots in-process, without a record, and reports games per second;
// compare alquerque's BenchmarkRefereeGame, the referee alone.
func BenchmarkAlquerqueInProcess(b *testing.B) {
	for _, mode := range []struct {
		name   string
		inline bool
	}{{"goroutine", false}, {"inline", true}} {
		b.Run(mode.name, func(b *testing.B) {
			b.ReportAllocs()
			g := alquerque.Game()
			seed := uint64(0)
			for b.Loop() {
				alquerqueGameMode(b, g, seed, mode.inline)
				seed++
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}
