package amazes

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"unsafe"
)

// The hot paths allocate nothing: playing a turn (the look, the walk, the
// inference, the credit), updating discovery, rendering a view, and a
// bot's map taking a view and a walk. These tests hold that line; the
// counts are the same under the race detector.

// midGame returns a state after turns random turns on a sample maze, and
// the turns a random game plays from there.
func midGame(t fataler, turns int) (State, []Turn) {
	st, err := NewState(sampleSetup(t, 8))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(8, 8))
	for range turns {
		if err := st.Play(randomTurn(rng)); err != nil {
			t.Fatal(err)
		}
	}
	var next []Turn
	for range 2*MaxTurns - turns {
		next = append(next, randomTurn(rng))
	}
	return st, next
}

func TestPlayDoesNotAllocate(t *testing.T) {
	st, next := midGame(t, 40)
	n := testing.AllocsPerRun(10, func() {
		s := st
		for _, tn := range next[:100] {
			if err := s.Play(tn); err != nil {
				t.Fatal(err)
			}
		}
	})
	if n != 0 {
		t.Errorf("100 turns of Play: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(10, func() { s := st; s.playJury() }); n != 0 {
		t.Errorf("PlayJury: %v allocations, want 0", n)
	}
}

func TestDiscoveryUpdateDoesNotAllocate(t *testing.T) {
	st, _ := midGame(t, 60)
	p := st.ToMove()
	n := testing.AllocsPerRun(100, func() {
		k := st.know[p]
		u := juryUpdate{k: &k}
		u.lookFrom(&st.sight, st.pose[p])
		u.run()
	})
	if n != 0 {
		t.Errorf("a look and its inference: %v allocations, want 0", n)
	}
}

func TestViewDoesNotAllocate(t *testing.T) {
	st, _ := midGame(t, 20)
	buf := make([]byte, 0, 128)
	n := testing.AllocsPerRun(100, func() {
		v := st.View(st.ToMove())
		buf = v.appendText(buf[:0])
	})
	if n != 0 {
		t.Errorf("View and AppendText: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = ParseTurn("FFRLTFFFRL") }); n != 0 {
		t.Errorf("ParseTurn: %v allocations, want 0", n)
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = parseSightLine("BRNLLW") }); n != 0 {
		t.Errorf("ParseSightLine: %v allocations, want 0", n)
	}
}

func TestMapDoesNotAllocate(t *testing.T) {
	st, next := midGame(t, 0)
	var m Map
	views := make([]View, 0, 40)
	for i := range 40 {
		if st.ToMove() == red {
			views = append(views, st.View(st.ToMove()))
		}
		_ = st.Play(next[i])
	}
	n := testing.AllocsPerRun(5, func() {
		mm := m
		for i, v := range views {
			if err := mm.Look(v); err != nil {
				t.Fatal(err)
			}
			_ = mm.SureAfter(next[2*i])
			mm.Walk(next[2*i])
		}
	})
	if n != 0 {
		t.Errorf("20 looks, SureAfters and walks of a Map: %v allocations, want 0", n)
	}
}

func TestStateOfBothPlayersFitsIn4KB(t *testing.T) {
	size := unsafe.Sizeof(State{})
	t.Logf("State %d bytes (Knowledge %d, Maze %d, Map %d, Turn %d, View %d)",
		size, unsafe.Sizeof(juryKnowledge{}), unsafe.Sizeof(Maze{}), unsafe.Sizeof(Map{}), unsafe.Sizeof(Turn{}), unsafe.Sizeof(View{}))
	if size > 4096 {
		t.Errorf("State is %d bytes, more than 4 KB", size)
	}
}

// The package doc and the root package's doc (its Performance) give the
// State's size as it is on a 64-bit machine, where the project measures it.
func TestDocsSayTheStateSize(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) != 8 {
		t.Skip("the docs give the size on a 64-bit machine")
	}
	size := int(unsafe.Sizeof(State{}))
	figure := fmt.Sprintf("%d,%03d bytes", size/1000, size%1000)
	for file, says := range map[string]string{
		"doc.go":    "A [State] is a value of " + figure,
		"../doc.go": "knowledge included: " + figure,
	} {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(strings.Join(strings.Fields(string(text)), " "), says) {
			t.Errorf("%s does not say %q: the State is %d bytes", file, says, size)
		}
	}
}
