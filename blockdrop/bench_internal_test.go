package blockdrop

import "testing"

// BenchmarkStep steps games from the golden games' states on, with
// actions N, U, R, D, L, A in turn, starting from the next sample state
// whenever one ends.
func BenchmarkStep(b *testing.B) {
	states := sampleStates(b)
	b.ReportAllocs()
	i, j := 0, 0
	s := states[0]
	for b.Loop() {
		if s.Over() {
			j++
			s = states[j%len(states)]
		}
		s.Step(Action(i % int(numActions)))
		i++
	}
}

func BenchmarkAppendMessage(b *testing.B) {
	var buf [maxMessageLen]byte
	cycle(b, sampleStates(b), func(s *State) { _ = s.AppendMessage(buf[:0]) })
}

func BenchmarkParseMessage(b *testing.B) {
	cycle(b, goldenMessages(b), func(msg *string) {
		if _, err := ParseMessage(*msg); err != nil {
			b.Fatal(err)
		}
	})
}

func BenchmarkParseReply(b *testing.B) {
	cycle(b, []string{"U", " A\r", "N D", "garbage", ""}, func(line *string) { _ = ParseReply(*line) })
}

func BenchmarkActions(b *testing.B) {
	var buf [MoveListSize]Action
	cycle(b, sampleStates(b), func(s *State) { _ = s.Moves(buf[:0]) })
}

// cycle reports allocations and calls f once a b.Loop iteration, on each
// of samples in turn.
func cycle[T any](b *testing.B, samples []T, f func(*T)) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		f(&samples[i%len(samples)])
	}
}
