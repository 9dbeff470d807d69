package blockdrop

import (
	"testing"
	"unsafe"
)

// The hot paths allocate nothing: Step, Actions into a buffer of
// MaxActions, the message into a buffer of MaxMessageLen, and the parsers
// on good input. These tests hold that line; the whole game between four
// random bots is checked in package blockdrop_test (bench_test.go).

// sampleStates returns the states of the golden games, one per global turn.
func sampleStates(t testing.TB) []State {
	t.Helper()
	var states []State
	for _, m := range goldenMessages(t) {
		s, err := ParseMessage(m)
		if err != nil {
			t.Fatal(err)
		}
		states = append(states, s)
	}
	return states
}

func TestStateSize(t *testing.T) {
	if n := unsafe.Sizeof(State{}); n > 128 {
		t.Errorf("State is %d bytes; want at most 128", n)
	} else {
		t.Logf("State is %d bytes", n)
	}
}

func TestStepDoesNotAllocate(t *testing.T) {
	states := sampleStates(t)
	n := testing.AllocsPerRun(5, func() {
		for _, s := range states {
			for a := range numActions {
				c := s
				c.Step(a)
			}
		}
	})
	if n != 0 {
		t.Errorf("Step: %v allocations per run over %d states, want 0", n, len(states))
	}
}

func TestActionsDoesNotAllocate(t *testing.T) {
	states := sampleStates(t)
	var buf [MoveListSize]Action
	n := testing.AllocsPerRun(5, func() {
		for i := range states {
			_ = states[i].Moves(buf[:0])
		}
	})
	if n != 0 {
		t.Errorf("Actions: %v allocations per run, want 0", n)
	}
}

func TestMessageDoesNotAllocate(t *testing.T) {
	states := sampleStates(t)
	var buf [maxMessageLen]byte
	n := testing.AllocsPerRun(5, func() {
		for i := range states {
			if b := states[i].AppendMessage(buf[:0]); len(b) > maxMessageLen {
				t.Fatalf("a message of %d bytes", len(b))
			}
		}
	})
	if n != 0 {
		t.Errorf("AppendMessage: %v allocations per run, want 0", n)
	}
}

func TestParsersDoNotAllocate(t *testing.T) {
	msgs := goldenMessages(t)[:100]
	n := testing.AllocsPerRun(5, func() {
		for _, m := range msgs {
			if _, err := ParseMessage(m); err != nil {
				t.Fatal(err)
			}
		}
	})
	if n != 0 {
		t.Errorf("ParseMessage: %v allocations per run, want 0", n)
	}
	lines := []string{"U", " A\r", "N D", "garbage", ""}
	n = testing.AllocsPerRun(20, func() {
		for _, l := range lines {
			_ = ParseReply(l)
		}
	})
	if n != 0 {
		t.Errorf("ParseReply: %v allocations per run, want 0", n)
	}
}
