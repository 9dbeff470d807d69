package arena_test

import (
	"context"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol/arena"
)

// BenchmarkTournament plays a small Alquerque tournament with 1 and 2
// games at once, and reports games per second: on 2 cores the second
// should come near twice the first. The players think, as contest
// programs do, so that the games, not the runner, take the time: the
// built-in search against random, and the example bot program (built
// first) searching 5 plies deep against itself searching 4, each game
// free to run on any CPU, then pinned to one (Tournament.Affinity).
func BenchmarkTournament(b *testing.B) {
	bin := filepath.Join(b.TempDir(), "alqbot")
	if out, err := exec.Command("go", "build", "-o", bin, "../../examples/alquerque/bot").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	for _, kind := range []struct {
		name     string
		players  []arena.PlayerSpec
		affinity bool
	}{
		{"builtin", []arena.PlayerSpec{{Builtin: "search"}, {Builtin: "random"}}, false},
		{"programs", []arena.PlayerSpec{{Command: bin + " -depth 5"}, {Command: bin + " -depth 4"}}, false},
		{"programs-pinned", []arena.PlayerSpec{{Command: bin + " -depth 5"}, {Command: bin + " -depth 4"}}, true},
	} {
		for _, n := range []int{1, 2} {
			b.Run(kind.name+"/concurrency="+string(rune('0'+n)), func(b *testing.B) {
				games := 0
				for b.Loop() {
					t := &arena.Tournament{Game: bots.Game(), Players: kind.players, Sets: 8, Runner: arena.Runner{Concurrency: n, Affinity: kind.affinity}}
					done, err := t.Run(context.Background())
					if err != nil {
						b.Fatal(err)
					}
					games += len(done)
				}
				b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
			})
		}
	}
}
