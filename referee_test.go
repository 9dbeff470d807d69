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
