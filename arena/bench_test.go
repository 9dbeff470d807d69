package arena_test

import (
	"context"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/contestgames/games/amazes/bots"
	"github.com/contestgames/games/arena"
)

// BenchmarkTournament plays a small Amazes tournament with 1 and 2 games at
// once, between built-in bots and between programs (the example bot,
// built first), and reports games per second: on 2 cores the second should
// come near twice the first.
func BenchmarkTournament(b *testing.B) {
	bin := filepath.Join(b.TempDir(), "amazesbot")
	if out, err := exec.Command("go", "build", "-o", bin, "../examples/amazes/bot").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	for _, kind := range []struct {
		name    string
		players []string
	}{
		{"builtin", []string{"builtin:explore", "builtin:random"}},
		{"programs", []string{bin, bin + " -seed 2"}},
	} {
		for _, n := range []int{1, 2} {
			b.Run(kind.name+"/concurrency="+string(rune('0'+n)), func(b *testing.B) {
				games := 0
				for b.Loop() {
					t := &arena.Tournament{Game: bots.Game(), Players: kind.players, Sets: 8, Concurrency: n}
					results, err := t.Run(context.Background())
					if err != nil {
						b.Fatal(err)
					}
					games += len(results)
				}
				b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
			})
		}
	}
}
