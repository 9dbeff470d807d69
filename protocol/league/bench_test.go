package league

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol/arena"
)

// benchPlayers and benchConcurrency are the league of the figure:
// 20 built-in bots, two games at once (the machine's CPUs).
const (
	benchPlayers     = 20
	benchConcurrency = 2
)

// BenchmarkLeague plays the games of a round robin of 20 built-in bots,
// one set-up a pairing in both seatings, as a league (records and
// database kept) and as a tournament (records and index kept), at the
// same concurrency: games/s are the figure to compare.
func BenchmarkLeague(b *testing.B) {
	g := alquerque.Game()
	games := benchPlayers * (benchPlayers - 1)
	b.Run("league", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			b.StopTimer()
			dir := filepath.Join(b.TempDir(), "league")
			s := NewSettings(g.Name)
			s.Program.Sandbox = nil
			if err := Init(dir, s); err != nil {
				b.Fatal(err)
			}
			l, err := Open(dir, g)
			if err != nil {
				b.Fatal(err)
			}
			for i := range benchPlayers {
				if _, _, err := l.Add(fmt.Sprintf("bot%02d", i), "builtin:random"); err != nil {
					b.Fatal(err)
				}
			}
			l.Concurrency = benchConcurrency
			b.StartTimer()
			if err := l.RunUntil(context.Background(), games); err != nil {
				b.Fatal(err)
			}
			l.Close()
		}
		b.ReportMetric(float64(games*b.N)/b.Elapsed().Seconds(), "games/s")
	})
	b.Run("tournament", func(b *testing.B) {
		b.ReportAllocs()
		players := make([]arena.PlayerSpec, benchPlayers)
		for i := range players {
			players[i] = arena.PlayerSpec{Name: fmt.Sprintf("bot%02d", i), Builtin: "random"}
		}
		for b.Loop() {
			t := &arena.Tournament{Game: g, Players: players, Sets: 1, Seed: 1, Dir: filepath.Join(b.TempDir(), "t"),
				Runner: arena.Runner{Concurrency: benchConcurrency}}
			if _, err := t.Run(context.Background()); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(games*b.N)/b.Elapsed().Seconds(), "games/s")
	})
}
