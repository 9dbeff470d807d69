package bots

import (
	"fmt"
	"testing"
	"time"

	"github.com/contestgames/games/alquerque"
)

// Benchmarks of the search. Compare runs with benchstat:
//
//	go test -run='^$' -bench=. -count=10 ./alquerque/bots > new.txt
//	benchstat old.txt new.txt

// BenchmarkSearch searches positions from random games (openings, middle
// games and endings) to a fixed depth, each with an empty table, and
// reports the nodes searched per second of search (ns/op also counts
// emptying the table).
func BenchmarkSearch(b *testing.B) {
	benchDepths(b, []int{4, 6, 8}, Options{TableBits: 16})
}

// BenchmarkPVS is BenchmarkSearch for the principal variation search of
// the "pvs" bot, with its default table of 16 MB.
func BenchmarkPVS(b *testing.B) {
	benchDepths(b, []int{4, 6, 8, 10}, Options{PVS: true})
}

// benchDepths searches sample positions to each depth with an engine made
// from opts, its table forgotten between searches, and reports positions
// searched a second and a search. The loop's body is a whole search, so
// the helper costs nothing measurable.
func benchDepths(b *testing.B, depths []int, opts Options) {
	for _, depth := range depths {
		b.Run(fmt.Sprintf("depth=%d", depth), func(b *testing.B) {
			ps := samplePositions(32)
			o := opts
			o.Depth = depth
			e := NewEngine(o)
			var nodes int64
			var spent time.Duration
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				forget(e)
				e.Best(ps[i%len(ps)])
				nodes += e.Info().Nodes
				spent += e.Info().Time
				i++
			}
			b.ReportMetric(float64(nodes)/spent.Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(i), "nodes/op")
		})
	}
}

// BenchmarkPVSMove measures a whole move of the "pvs" bot: its budget of
// positions, with the table kept from the move before, as in a game.
func BenchmarkPVSMove(b *testing.B) {
	ps := samplePositions(32)
	e := botEngine("pvs", 1)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		e.Best(ps[i%len(ps)])
		i++
	}
}

// BenchmarkEvaluatePVS measures the PVS engine's evaluation of quiet
// positions.
func BenchmarkEvaluatePVS(b *testing.B) {
	ps := samplePositions(32)
	e := NewEngine(Options{PVS: true, Depth: 1, TableBits: 10})
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		p := &ps[i%len(ps)]
		_ = e.evaluatePVS(p, 20)
		i++
	}
}

// BenchmarkEvaluate measures the static evaluation of quiet positions.
func BenchmarkEvaluate(b *testing.B) {
	ps := samplePositions(32)
	e := NewEngine(Options{Depth: 1, TableBits: 10})
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		p := &ps[i%len(ps)]
		_ = e.evaluate(p, 20)
		i++
	}
}

// forget empties e's table and history, as if it were new; Best clears
// the killers itself.
func forget(e *Engine) {
	clear(e.tt)
	e.history = [2][alquerque.NumSquares][alquerque.NumSquares]uint32{}
}
