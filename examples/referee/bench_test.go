package main

import (
	"context"
	"syscall"
	"testing"
	"time"

	"github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/arena"
	"github.com/contestgames/games/protocol/program"
)

// newReferee makes a referee of the game with the default options.
func newReferee(b *testing.B, g games.Game, seed uint64) games.Referee {
	ref, _, err := g.NewReferee(seed, nil)
	if err != nil {
		b.Fatal(err)
	}
	return ref
}

// newBot makes a built-in bot of the game, as the referee runs it.
func newBot(b *testing.B, g games.Game, name string, seed uint64, seat int) protocol.Player {
	p, err := arena.PlayerSpec{Builtin: name}.NewPlayer(g, seed, seat, nil, program.Options{})
	if err != nil {
		b.Fatal(err)
	}
	return p
}

// childCPU returns the CPU time used by this process's ended children.
func childCPU(b *testing.B) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru); err != nil {
		b.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkExternalGame plays the 200-ply tie between two scripted shell
// players, each a separate process, with the contest's clock (the player not
// on move paused), free to run on any CPU and then pinned to one (-affinity).
// It reports the referee's overhead per ply: the wall time of the game less
// the CPU time of the two programs, per ply.
func BenchmarkExternalGame(b *testing.B) {
	cpus, err := protocol.AllowedCPUs()
	if err != nil {
		b.Fatal(err)
	}
	for _, pin := range []struct {
		name string
		cpus []int
	}{{"free", nil}, {"pinned", cpus[:1]}} {
		b.Run(pin.name, func(b *testing.B) {
			const plies = 200
			var overhead time.Duration
			for range b.N {
				cpu0, t0 := childCPU(b), time.Now()
				m := &protocol.Match{
					Referee: newReferee(b, alquerque.Game(), 0),
					Players: []protocol.Player{
						program.New(scripted("tie", "white"), program.Options{}),
						program.New(scripted("tie", "black"), program.Options{}),
					},
					Grace: -1,
					CPUs:  pin.cpus,
				}
				res, err := m.Run(context.Background())
				if err != nil || res.Scores[0] != 3 {
					b.Fatalf("result %v, %v", res, err)
				}
				overhead += time.Since(t0) - (childCPU(b) - cpu0)
			}
			b.ReportMetric(float64(overhead.Microseconds())/float64(b.N*plies), "overhead-µs/ply")
		})
	}
}

// BenchmarkInProcessGame plays whole games between two random bots in-process,
// through the same match runner, and reports games per second.
func BenchmarkInProcessGame(b *testing.B) {
	b.ReportAllocs()
	g := alquerque.Game()
	for i := range b.N {
		m := &protocol.Match{
			Referee: newReferee(b, g, uint64(i)),
			Players: []protocol.Player{newBot(b, g, "random", uint64(i), 0), newBot(b, g, "random", uint64(i), 1)},
		}
		if _, err := m.Run(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}
