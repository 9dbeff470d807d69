package ontherun

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// The city sets against a simple model: a slice of booleans.
func TestCitiesAgreeWithAModel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var s, u Cities
		var ms, mu [256]bool
		for _, c := range rapid.SliceOf(rapid.IntRange(0, 255)).Draw(t, "s") {
			s.Add(City(c))
			ms[c] = c >= 1 && c <= MaxCities
		}
		for _, c := range rapid.SliceOf(rapid.IntRange(1, MaxCities)).Draw(t, "u") {
			u.Add(City(c))
			mu[c] = true
		}
		if r := rapid.IntRange(0, 255).Draw(t, "removed"); true {
			s.remove(City(r))
			ms[r] = false
		}
		var want, union, inter, minus []City
		for c := range 256 {
			if ms[c] {
				want = append(want, City(c))
			}
			if ms[c] || mu[c] {
				union = append(union, City(c))
			}
			if ms[c] && mu[c] {
				inter = append(inter, City(c))
			}
			if ms[c] && !mu[c] {
				minus = append(minus, City(c))
			}
		}
		got := s.appendTo(nil)
		if !slices.Equal(got, want) || s.Count() != len(want) || s.empty() != (len(want) == 0) {
			t.Fatalf("set %v, want %v", got, want)
		}
		if !slices.Equal(slices.Collect(s.All()), want) {
			t.Fatal("All and AppendTo differ")
		}
		for k, c := range want {
			if s.nth(k) != c || !s.Has(c) {
				t.Fatalf("Nth(%d) = %v, want %v", k, s.nth(k), c)
			}
		}
		if s.nth(len(want)) != NoCity || s.nth(-1) != NoCity {
			t.Fatal("Nth out of range is not NoCity")
		}
		if len(want) > 0 && s.first() != want[0] || len(want) == 0 && s.first() != NoCity {
			t.Fatalf("First %v", s.first())
		}
		if !slices.Equal(s.Union(u).appendTo(nil), union) || !slices.Equal(s.intersect(u).appendTo(nil), inter) ||
			!slices.Equal(s.Minus(u).appendTo(nil), minus) {
			t.Fatal("union, intersection or difference is wrong")
		}
		if s.subsetOf(u) != (len(minus) == 0) {
			t.Fatal("SubsetOf is wrong")
		}
	})
	if got := CitiesOf(8, 1, 5, 0, 201).String(); got != "{1 5 8}" {
		t.Errorf("String: %s", got)
	}
}

func TestTransportsAndRoles(t *testing.T) {
	for i, want := range []string{"C car", "T train", "P plane"} {
		tr := Transport(i)
		if got := tr.String() + " " + tr.name(); got != want || string(tr.letter()) != tr.String() {
			t.Errorf("transport %d: %q", i, got)
		}
	}
	if Transport(3).String() != "Transport(3)" || Transport(3).letter() != '?' {
		t.Error("an unknown transport")
	}
	if Fugitive.other() != Detectives || Detectives.other() != Fugitive || Fugitive.String() != "fugitive" || Role(2).String() != "Role(2)" {
		t.Error("roles")
	}
	for _, p := range []gamePhase{placeDetectives, placeFugitive, fugitiveToMove, detectivesToMove, gameOver, 9} {
		if p.String() == "" {
			t.Errorf("phase %d has no name", p)
		}
	}
	if placeDetectives.toMove() != Detectives || fugitiveToMove.toMove() != Fugitive {
		t.Error("gamePhase.ToMove")
	}
	if Rule(0).String() != "Rule(0)" || mapRule(0).String() != "mapRule(0)" || End(9).String() != "End(9)" {
		t.Error("unknown values have no names")
	}
}
