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
	states := sampleStates(b)
	var buf [MaxMessageLen]byte
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = states[i%len(states)].AppendMessage(buf[:0])
		i++
	}
}

func BenchmarkParseMessage(b *testing.B) {
	msgs := goldenMessages(b)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := ParseMessage(msgs[i%len(msgs)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

func BenchmarkParseReply(b *testing.B) {
	lines := []string{"U", " A\r", "N D", "garbage", ""}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = ParseReply(lines[i%len(lines)])
		i++
	}
}

func BenchmarkActions(b *testing.B) {
	states := sampleStates(b)
	var buf [MaxActions]Action
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = states[i%len(states)].Actions(buf[:0])
		i++
	}
}
