package games

import (
	"slices"
	"testing"
	"time"
)

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

// WithFaults gives the first fault as Fault and all of them as Faults
// only when there are several, sharing nothing with the caller's slice;
// AllFaults gives them back; Clone copies Faults too.
func TestResultWithFaults(t *testing.T) {
	a, b := Fault{Player: 0, Rule: "timeout"}, Fault{Player: 1, Move: "x", Rule: "illegal character"}
	for _, tc := range []struct {
		name   string
		faults []Fault
		fault  *Fault
		all    []Fault
	}{
		{"none", nil, nil, nil},
		{"one", []Fault{a}, &a, nil},
		{"two", []Fault{a, b}, &a, []Fault{a, b}},
	} {
		in := slices.Clone(tc.faults)
		res := Result{Fault: &b, Faults: []Fault{b}}.WithFaults(in)
		if (res.Fault == nil) != (tc.fault == nil) || res.Fault != nil && *res.Fault != *tc.fault || !slices.Equal(res.Faults, tc.all) {
			t.Errorf("%s: Fault %+v, Faults %+v; want %+v, %+v", tc.name, res.Fault, res.Faults, tc.fault, tc.all)
		}
		if got := res.AllFaults(); !slices.Equal(got, tc.faults) {
			t.Errorf("%s: AllFaults %+v, want %+v", tc.name, got, tc.faults)
		}
		if len(in) > 1 {
			in[1].Rule = "changed"
			if c := res.Clone(); res.Faults[1].Rule == "changed" || &c.Faults[0] == &res.Faults[0] {
				t.Errorf("%s: Faults shares its array", tc.name)
			}
		}
	}
}

// Share is the part of the contest's clock a match gives, over the limits
// both set, never above 1, and Scale a time by it; TurnCap keeps a turn
// under half a per-turn limit, and ScaleTurn scales a turn and caps it.
func TestClockShare(t *testing.T) {
	const s = time.Second
	codecup, javachallenge := Clock{Total: 30 * s, Pause: true}, Clock{PerTurn: s, Handshake: 5 * s}
	for _, tc := range []struct {
		name           string
		match, contest Clock
		share          float64
	}{
		{"a tenth of the game", Clock{Total: 3 * s}, codecup, 0.1},
		{"a tenth of a turn", Clock{PerTurn: s / 10}, javachallenge, 0.1},
		{"the contest's own", codecup, codecup, 1},
		{"longer", Clock{Total: 60 * s}, codecup, 1},
		{"no limit", Clock{}, codecup, 1},
		{"a limit the contest had not", Clock{PerTurn: s / 10}, codecup, 1},
		{"the smaller of two", Clock{Total: 15 * s, PerTurn: s / 4}, Clock{Total: 30 * s, PerTurn: s}, 0.25},
		{"the handshake does not count", Clock{PerTurn: s, Handshake: s}, javachallenge, 1},
	} {
		if got := tc.match.Share(tc.contest); got != tc.share {
			t.Errorf("%s: Share = %v, want %v", tc.name, got, tc.share)
		}
		if got, want := tc.match.Scale(tc.contest, 20*s), time.Duration(tc.share*float64(20*s)); got != want {
			t.Errorf("%s: Scale(20s) = %v, want %v", tc.name, got, want)
		}
		if got, want := tc.match.ScaleTurn(tc.contest, 20*s), tc.match.TurnCap(time.Duration(tc.share*float64(20*s))); got != want {
			t.Errorf("%s: ScaleTurn(20s) = %v, want %v", tc.name, got, want)
		}
	}
	for _, tc := range []struct {
		match     Clock
		d, capped time.Duration
	}{
		{Clock{PerTurn: s}, 2 * s, s / 2},
		{Clock{PerTurn: s}, s / 4, s / 4},
		{Clock{Total: s}, 2 * s, 2 * s},
	} {
		if got := tc.match.TurnCap(tc.d); got != tc.capped {
			t.Errorf("%+v.TurnCap(%v) = %v, want %v", tc.match, tc.d, got, tc.capped)
		}
		// The match against itself as the contest: a share of 1, so
		// ScaleTurn is TurnCap alone.
		if got := tc.match.ScaleTurn(tc.match, tc.d); got != tc.capped {
			t.Errorf("%+v.ScaleTurn(itself, %v) = %v, want %v", tc.match, tc.d, got, tc.capped)
		}
	}
}
