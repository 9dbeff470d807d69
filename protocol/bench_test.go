package protocol_test

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

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

// BenchmarkBareLoop plays the games of BenchmarkAlquerqueInProcess without
// the runner: the referee's loop, driven by hand with the same bots called
// directly, each line handed over as a BotPlayer would cut it. It is the
// bound the runner is measured against (games/s and allocs/op side by side
// in one binary): run both, interleaved, with -bench
// 'AlquerqueInProcess|BareLoop' -count 8 and compare with benchstat.
func BenchmarkBareLoop(b *testing.B) {
	b.ReportAllocs()
	g := alquerque.Game()
	seed := uint64(0)
	for b.Loop() {
		bareGame(b, g, seed)
		seed++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// bareGame plays one game between g's random bots by the referee's loop
// alone: each message is heard line by line by its bot, and the lines the
// bots say wait in a queue per seat until the referee awaits them. It
// returns how many answers the referee awaited: the plies, in Alquerque.
func bareGame(tb testing.TB, g games.Game, seed uint64) (plies int) {
	ref, _, err := g.NewReferee(seed, nil)
	if err != nil {
		tb.Fatal(err)
	}
	var bots [2]games.Bot
	var said [2][]string  // what each bot said, still to be read
	var read [2]int       // how much of said has been read
	var room [2][8]string // said's first backing arrays
	for seat := range bots {
		if bots[seat], err = g.NewBot("random", seed, seat, nil); err != nil {
			tb.Fatal(err)
		}
		said[seat] = append(room[seat][:0], bots[seat].Start()...)
	}
	for {
		step := ref.Next()
		for _, msg := range step.Send {
			for line := range strings.SplitSeq(msg.Text, "\n") {
				said[msg.To] = append(said[msg.To], bots[msg.To].Hear(line)...)
			}
		}
		if step.Done {
			ref.Result() // as the runner asks for it
			return plies
		}
		plies += len(step.Await)
		for _, p := range step.Await {
			if read[p] == len(said[p]) {
				tb.Fatalf("seed %d: bot %d has nothing to say", seed, p)
			}
			line := said[p][read[p]]
			if read[p]++; read[p] == len(said[p]) {
				said[p], read[p] = said[p][:0], 0 // reused, as a BotPlayer's queue is
			}
			if err := ref.Reply(p, line); err != nil {
				tb.Fatal(err)
			}
		}
	}
}

// BenchmarkClockRead measures one reading of the runner's clock, as Match
// takes it twice a ply to keep the contest's clock (time.Since a base,
// monotonic only), and reports the plies of an average game of
// BenchmarkBareLoop: two readings a ply, times the plies, is what keeping
// the clock costs a game, which the bare loop does not pay.
func BenchmarkClockRead(b *testing.B) {
	g := alquerque.Game()
	plies := 0
	const games = 200
	for seed := range uint64(games) {
		plies += bareGame(b, g, seed)
	}
	base := time.Now()
	var sum time.Duration
	for b.Loop() {
		sum += time.Since(base)
	}
	b.ReportMetric(float64(plies)/games, "plies/game")
	if sum < 0 {
		b.Fatal("the monotonic clock went back")
	}
}
