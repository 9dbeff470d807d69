package alquerque

import (
	"math/rand/v2"
	"testing"
)

// Benchmarks of the hot paths. Compare runs with benchstat:
//
//	go test -run='^$' -bench=. -count=10 ./alquerque > new.txt
//	benchstat old.txt new.txt

// perftBenchDepth is deep enough that a run is dominated by the middle
// game rather than the narrow opening (3,931,397 leaves from the start) and
// shallow enough for a run of about 50 ms.
const perftBenchDepth = 11

// sampledPositions returns n positions from seeded random games, the same
// ones in every run: about a third of them with a capture to make, and of
// those, chains of two hops or more wherever the games offered them, so
// that both halves of the move generator are measured.
func sampledPositions(n int) []Position {
	r := rand.New(rand.NewPCG(2008, 7))
	wantCaptures := n / 3
	var quiet, captures, chains []Position
	var buf [MoveListSize]Move
	for len(quiet)+len(captures)+len(chains) < n {
		p := Start()
		for {
			moves := p.Moves(buf[:0])
			if len(moves) == 0 {
				break
			}
			switch longest := longestMove(moves); {
			case longest >= 2 && len(chains) < wantCaptures/2:
				chains = append(chains, p)
			case longest == 1 && moves[0].IsCapture() && len(captures) < wantCaptures-wantCaptures/2:
				captures = append(captures, p)
			case !moves[0].IsCapture() && p.Ply()%5 == 0 && len(quiet) < n-wantCaptures:
				quiet = append(quiet, p)
			}
			p.PlayUnchecked(moves[r.IntN(len(moves))])
		}
	}
	return append(append(quiet, captures...), chains...)
}

// longestMove returns the most hops among moves, or 1 for normal moves.
func longestMove(moves []Move) int {
	n := 0
	for _, m := range moves {
		n = max(n, m.Len())
	}
	return n
}

// A positionMove is a position and one of its legal moves.
type positionMove struct {
	p Position
	m Move
}

// sampledMoves returns every legal move of every position in ps.
func sampledMoves(ps []Position) []positionMove {
	var out []positionMove
	for _, p := range ps {
		for _, m := range p.Moves(nil) {
			out = append(out, positionMove{p, m})
		}
	}
	return out
}

func BenchmarkPerft(b *testing.B)       { benchPerft(b, Perft) }
func BenchmarkPerftPlayed(b *testing.B) { benchPerft(b, PerftPlayed) }

// benchPerft times perft from the start to perftBenchDepth and reports
// its leaves per second.
func benchPerft(b *testing.B, perft func(Position, int) uint64) {
	b.ReportAllocs()
	var leaves uint64
	for b.Loop() {
		leaves = perft(Start(), perftBenchDepth)
	}
	b.ReportMetric(float64(leaves)*float64(b.N)/b.Elapsed().Seconds(), "leaves/s")
}

// The per-position benchmarks below report the time for one position (or
// one move), going round the sample.

// round returns the index after i in a sample of n items, going round.
// Each benchmark writes its own loop with it: an operation of a few
// nanoseconds called through a func value would time the call as well.
func round(i, n int) int {
	if i++; i == n {
		return 0
	}
	return i
}

func BenchmarkMoves(b *testing.B) {
	ps := sampledPositions(50)
	var buf [MoveListSize]Move
	b.ReportAllocs()
	for i := 0; b.Loop(); i = round(i, len(ps)) {
		_ = ps[i].Moves(buf[:0])
	}
}

func BenchmarkCountMoves(b *testing.B) {
	ps := sampledPositions(50)
	b.ReportAllocs()
	for i := 0; b.Loop(); i = round(i, len(ps)) {
		_ = ps[i].CountMoves()
	}
}

func BenchmarkPlay(b *testing.B) {
	pms := sampledMoves(sampledPositions(50))
	b.ReportAllocs()
	for i := 0; b.Loop(); i = round(i, len(pms)) {
		q := pms[i].p
		if err := q.Play(pms[i].m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPlayUnchecked(b *testing.B) {
	pms := sampledMoves(sampledPositions(50))
	b.ReportAllocs()
	for i := 0; b.Loop(); i = round(i, len(pms)) {
		q := pms[i].p
		q.PlayUnchecked(pms[i].m)
	}
}

func BenchmarkParseMove(b *testing.B) {
	var texts []string
	for _, pm := range sampledMoves(sampledPositions(50)) {
		texts = append(texts, pm.m.String())
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i = round(i, len(texts)) {
		if _, err := ParseMove(texts[i]); err != nil {
			b.Fatal(err)
		}
	}
}
