package langwars

import (
	"testing"
	"unsafe"
)

// The hot paths allocate nothing: drawing the attention degrees, playing
// a turn, scoring, making and rendering a view, reading it back, reading a
// reply, and keeping Beliefs. These tests hold that line; the counts are
// the same under the race detector.

func TestHotPathsDoNotAllocate(t *testing.T) {
	s := start(3)
	var picks [Players]Picks
	for p := range Players {
		picks[p][p] += 3
		picks[p][7] += 2
	}
	if err := s.PlayTurn(picks); err != nil {
		t.Fatal(err)
	}
	holiday := [Players]Picks{{2}, {1: 2}, {2: 1, 3: 1}, {7: 2}}
	if err := s.PlayTurn(holiday); err != nil {
		t.Fatal(err)
	}
	v := s.View(1)
	text := v.String()
	lines := splitLines(text)
	buf := make([]byte, 0, 256)
	seed := uint64(0)
	for _, c := range []struct {
		name string
		f    func()
	}{
		{"RandomSetup", func() { _ = RandomSetup(seed); seed++ }},
		{"Play", func() { st := s; _ = st.PlayTurn(picks) }},
		{"Score and Winner", func() { _, _ = s.Winner() }},
		{"View and AppendText", func() { v := s.View(2); buf = v.AppendText(buf[:0]) }},
		{"AppendSettings", func() { buf = AppendSettings(buf[:0], s.Attention()) }},
		{"ParseView", func() { _, _ = ParseView(text) }},
		{"Reader.Hear", func() {
			r := Reader{settings: true}
			for _, l := range lines {
				_, _ = r.Hear(l)
			}
		}},
		{"ReadReply", func() { _ = ReadReply(" +3 007 -0 3x 1.5\r", WorkdayPicks) }},
		{"ParsePicks", func() { _, _ = ParsePicks("1 2 3 4 5", WorkdayPicks) }},
		{"Picks.AppendText", func() { buf = picks[0].AppendText(buf[:0]) }},
		{"Beliefs.Observe", func() {
			var b Beliefs
			s0 := start(3)
			v1 := s0.View(1)
			_ = b.Observe(&v1)
			_ = b.Observe(&v)
		}},
	} {
		if n := testing.AllocsPerRun(100, c.f); n != 0 {
			t.Errorf("%s: %v allocations, want 0", c.name, n)
		}
	}
}

func splitLines(text string) []string {
	var lines []string
	start := 0
	for i := range len(text) {
		if text[i] == '\n' {
			lines = append(lines, text[start:i])
			start = i + 1
		}
	}
	return lines
}

// The State is a small value: 114 bytes, 32 of them the picks Play keeps until the turn is played.
func TestStateIsSmall(t *testing.T) {
	size := unsafe.Sizeof(State{})
	t.Logf("State %d bytes, View %d, Beliefs %d, Picks %d", size, unsafe.Sizeof(View{}), unsafe.Sizeof(Beliefs{}), unsafe.Sizeof(Picks{}))
	if size != 114 {
		t.Errorf("State is %d bytes, want 114", size)
	}
}
