package blockdrop_test

import (
	"testing"

	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/blockdrop/bots"
)

// Benchmarks of whole games and of the hot paths. Compare runs with
// benchstat:
//
//	go test -run='^$' -bench=. -count=10 ./blockdrop > new.txt
//	benchstat old.txt new.txt

// randomGame plays a whole game between four random bots from seed (bot
// p seeded with seed*4+p) and returns the final state. It allocates
// nothing.
func randomGame(seed uint64) blockdrop.State {
	var players [4]bots.Random
	for p := range players {
		players[p] = *bots.NewRandom(seed*4 + uint64(p))
	}
	st, _ := blockdrop.NewState(blockdrop.RandomSetup(seed))
	for !st.Over() {
		st.Step(players[st.ToMove()].Act(&st))
	}
	return st
}

// fullSeeds returns the first n seeds whose random game runs the whole
// 1000 turns.
func fullSeeds(n int) []uint64 {
	var seeds []uint64
	for seed := uint64(0); len(seeds) < n; seed++ {
		if end := randomGame(seed); end.Turn() == blockdrop.DefaultTurns {
			seeds = append(seeds, seed)
		}
	}
	return seeds
}

// BenchmarkFullGame plays games of four random bots that run the whole
// 1000 global turns (no winner), start to end: the placement, every bot's
// choice and every Step. ns/op is one whole game.
func BenchmarkFullGame(b *testing.B) {
	seeds := fullSeeds(16)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if end := randomGame(seeds[i%len(seeds)]); end.Turn() != blockdrop.DefaultTurns {
			b.Fatal("a game ended early")
		}
		i++
	}
}

// BenchmarkRandomGame plays games of four random bots from successive
// seeds, to their natural end (a winner, or the limit).
func BenchmarkRandomGame(b *testing.B) {
	b.ReportAllocs()
	i, turns := 0, 0
	for b.Loop() {
		end := randomGame(uint64(i))
		turns += end.Turn()
		i++
	}
	b.ReportMetric(float64(turns)/float64(i), "turns/game")
}

// A whole game between four random bots allocates nothing.
func TestRandomGameDoesNotAllocate(t *testing.T) {
	seeds := fullSeeds(4)
	n := testing.AllocsPerRun(5, func() {
		for _, s := range seeds {
			_ = randomGame(s)
		}
	})
	if n != 0 {
		t.Errorf("four full games of random bots: %v allocations, want 0", n)
	}
}

// BenchmarkHunterGame plays one hunter against three random bots, to the
// end, through Act on the state.
func BenchmarkHunterGame(b *testing.B) {
	b.ReportAllocs()
	i, turns := 0, 0
	for b.Loop() {
		seed := uint64(i % 100)
		st, _ := blockdrop.NewState(blockdrop.RandomSetup(seed))
		players := [4]bots.Actor{bots.NewHunter(seed), bots.NewRandom(1), bots.NewRandom(2), bots.NewRandom(3)}
		for !st.Over() {
			st.Step(players[st.ToMove()].Act(&st))
		}
		turns += st.Turn()
		i++
	}
	b.ReportMetric(float64(turns)/float64(i), "turns/game")
}

// BenchmarkRefereeGame plays whole matches of four random bots through
// the Referee and its text: every message rendered as a string, parsed
// by the bot, and its letter parsed back.
func BenchmarkRefereeGame(b *testing.B) {
	seeds := fullSeeds(4)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		seed := seeds[i%len(seeds)]
		ref, err := blockdrop.NewReferee(blockdrop.RandomSetup(seed))
		if err != nil {
			b.Fatal(err)
		}
		var players [4]*bots.Random
		for p := range players {
			players[p] = bots.NewRandom(seed*4 + uint64(p))
		}
		for {
			step := ref.Next()
			if step.Done {
				break
			}
			for _, p := range step.Await {
				if len(step.Send) == 0 {
					ref.Reply(p, "READY")
					continue
				}
				var answer []string
				for _, line := range splitLines(step.Send[0].Text) {
					answer = players[p].Hear(line)
				}
				ref.Reply(p, answer[0])
			}
		}
		i++
	}
}

func splitLines(s string) []string {
	var lines [blockdrop.MessageLines]string
	n := 0
	for n < len(lines)-1 {
		i := 0
		for i < len(s) && s[i] != '\n' {
			i++
		}
		if i == len(s) {
			break
		}
		lines[n], s = s[:i], s[i+1:]
		n++
	}
	lines[n] = s
	return lines[:n+1]
}
