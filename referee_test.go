package games

import "testing"

func TestResultCloneSharesNothing(t *testing.T) {
	r := Result{Scores: []float64{12, 0}, Reason: "r", Fault: &Fault{Player: 1, Move: "m", Rule: "x"}}
	c := r.Clone()
	c.Scores[0] = 3
	c.Fault.Player = 0
	if r.Scores[0] != 12 || r.Fault.Player != 1 {
		t.Errorf("changing the clone changed the original: %+v", r)
	}
	if (Result{}).Clone().Fault != nil {
		t.Error("the clone of a result without a fault has one")
	}
}

// Every fault has a name of its own, which records write and read back;
// past the last, a number.
func TestFaultKindNames(t *testing.T) {
	seen := map[string]FaultKind{}
	last := FaultKind(0)
	for f := FaultKind(1); f < 255; f++ {
		name := f.String()
		if name == "" || name[0] == 'F' {
			last = f - 1
			break
		}
		if g, ok := seen[name]; ok {
			t.Errorf("%d and %d are both named %q", g, f, name)
		}
		seen[name] = f
	}
	if last != FileCountLimit || len(seen) != 10 {
		t.Errorf("faults end at %d (%q), %d names; want FileCountLimit, 10 names", last, last, len(seen))
	}
	if got := (FileCountLimit + 1).String(); got != "FaultKind(11)" {
		t.Errorf("past the last fault: %q, want FaultKind(11)", got)
	}
}
