package ontherun

import (
	"math/rand/v2"
	"testing"

	"github.com/contestgames/games/internal/race"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// The suspects are checked against a brute force that knows nothing of
// sets: it enumerates every path the fugitive could have taken, city by
// city, and keeps those that agree with everything the detectives were
// told and saw.

// history is what the detectives know of a game, turn by turn.
type history struct {
	start  City
	squads []Squad // squads[t]: after turn t; squads[0] the start
	clues  []Move  // clues[t-1]: the clue of turn t
}

// bruteForceSuspects returns the last cities of the paths of the fugitive
// that agree with h, after the clues of turns 1..len(h.clues) and the
// detectives' moves of turns 1..moved (moved is len(h.clues) or one less).
//
// It walks the paths city by city. What a path may do next depends only on
// the turn and the city it is in, so a walk that comes to a (turn, city)
// already walked from stops there: the answer is exact, and the walk takes
// at most turns x cities steps. With exhaustive set, it walks every path
// to its end instead, and gives up (ok false) after budget steps.
func bruteForceSuspects(m *Map, h history, moved int, exhaustive bool, budget int) (out Cities, ok bool) {
	var seen [MaxTurns + 2][MaxCities + 1]bool
	steps := 0
	var walk func(turn int, at City) bool
	walk = func(turn int, at City) bool {
		if steps++; exhaustive && steps > budget {
			return false
		}
		if turn > len(h.clues) {
			out.Add(at)
			return true
		}
		if !exhaustive {
			if seen[turn][at] {
				return true
			}
			seen[turn][at] = true
		}
		c := h.clues[turn-1]
		for _, next := range m.Neighbors(c.Transport, at).appendTo(nil) {
			switch {
			case h.squads[turn-1].has(next):
				continue // it would have walked onto a detective
			case c.To != NoCity && next != c.To:
				continue // the announcement says otherwise
			case turn <= moved && h.squads[turn].has(next):
				continue // a detective arrived there and caught nobody
			}
			if !walk(turn+1, next) {
				return false
			}
		}
		return true
	}
	ok = walk(1, h.start)
	return out, ok
}

// smallMap draws one of the small maps the brute force runs on: a
// generated map of 5 to 12 cities, the rule page's example, or the wheel.
func smallMap(t *rapid.T) *Map {
	switch rapid.IntRange(0, 5).Draw(t, "map") {
	case 0:
		return exampleMap(t)
	case 1:
		return wheel(t)
	}
	n := rapid.IntRange(minCities, 12).Draw(t, "cities")
	m, err := Generate(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "map seed"), 9)), n)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestSuspectsAreExactlyTheConsistentCities plays random games on small
// maps and, after every clue and every detectives' move, compares the
// suspects of the detectives' view with the brute force, checks that the
// fugitive's real city is among them, and that the view a bot builds from
// the lines equals the one the State gives.
func TestSuspectsAreExactlyTheConsistentCities(t *testing.T) {
	played, maxTurn, checks, exhaustive := 0, 0, 0, 0
	defer func() {
		t.Logf("%d games checked, %d turns in all, the longest %d turns; %d checks by the exhaustive walk too",
			checks, played, maxTurn, exhaustive)
	}()
	rapid.Check(t, func(t *rapid.T) {
		m := smallMap(t)
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "game seed"), 1))
		maxTurns := MaxTurns
		if race.Enabled {
			maxTurns = 15
		}
		turns := rapid.IntRange(1, maxTurns).Draw(t, "turns")
		st := newState(m)
		checks++
		defer func() { played += st.Turn(); maxTurn = max(maxTurn, st.Turn()) }()
		bot := newView(m) // built from the lines only
		q := m.randomSquad(rng)
		must(t, st.placeDetectives(q))
		must(t, bot.Play(Move{Squad: q}))
		must(t, st.placeFugitive(st.randomStart(rng)))
		must(t, bot.Play(Move{To: st.startCity()}))
		h := history{start: st.startCity(), squads: []Squad{q}}
		check := func(moved int) {
			t.Helper()
			v := st.View()
			if diff := cmp.Diff(v, bot, cmp.AllowUnexported(View{}), cmp.Comparer(func(a, b *Map) bool { return a == b })); diff != "" {
				t.Fatalf("turn %d: the State's view and the lines' view differ (-state +lines):\n%s", st.Turn(), diff)
			}
			want, _ := bruteForceSuspects(m, h, moved, false, 0)
			if got := v.Suspects; got != want {
				t.Fatalf("turn %d: suspects %v, brute force %v (history %+v)", st.Turn(), got, want, h)
			}
			// Every path to its end, when there are not too many.
			if all, ok := bruteForceSuspects(m, h, moved, true, 20000); ok {
				exhaustive++
				if all != want {
					t.Fatalf("turn %d: the exhaustive walk finds %v, the walk by (turn, city) %v", st.Turn(), all, want)
				}
			}
			if !st.Over() && !v.Suspects.Has(st.Fugitive()) {
				t.Fatalf("turn %d: the fugitive's city %v is not among the suspects %v", st.Turn(), st.Fugitive(), v.Suspects)
			}
		}
		check(0)
		for st.Turn() <= turns && !st.Over() {
			// Both sides mostly keep the game going, so that histories
			// are long: the fugitive avoids the detectives, the
			// detectives avoid the fugitive, when a few draws find a way.
			must(t, st.playFugitive(fugitiveKeepsAway(&st, rng, 20)))
			if st.Over() {
				break
			}
			clue := st.clue(st.Turn())
			must(t, bot.Play(clue))
			h.clues = append(h.clues, clue)
			check(len(h.clues) - 1)
			next := detectivesKeepAway(t, &st, rng, 20)
			must(t, st.playDetectives(next))
			if st.Over() {
				break
			}
			must(t, bot.Play(Move{Squad: next}))
			h.squads = append(h.squads, next)
			check(len(h.clues))
		}
	})
}

func TestSuspectsUpdates(t *testing.T) {
	m := wheel(t)
	s := startSuspects(6)
	if s.cities() != CitiesOf(6) || s.count() != 1 {
		t.Fatalf("start: %v", s.cities())
	}
	// By car from 6 while detectives stand on 1, 3, 9, 10: 5 or 7 (not the hub).
	s.moved(m, Car, Squad{1, 3, 9, 10})
	if s.cities() != CitiesOf(5, 7) {
		t.Errorf("after a car move: %v, want {5 7}", s.cities())
	}
	// The detectives search 5.
	s.searched(Squad{2, 1, 5, 11})
	if s.cities() != CitiesOf(7) {
		t.Errorf("after searching 5: %v, want {7}", s.cities())
	}
	// No train from 7: nowhere.
	s.moved(m, Train, Squad{})
	if !s.cities().empty() {
		t.Errorf("after an impossible train: %v, want {}", s.cities())
	}
	// An announcement sets the city, and says whether it agreed.
	if s.announced(4) {
		t.Error("Announced(4) agreed with an empty set")
	}
	s.moved(m, Plane, Squad{})
	if s.cities() != CitiesOf(8) || !s.has(8) {
		t.Errorf("after a plane from 4: %v", s.cities())
	}
	if !s.announced(8) {
		t.Error("Announced(8) did not agree with {8}")
	}
}

func TestDetectivesViewRefusesCluesThatDoNotAgree(t *testing.T) {
	m := wheel(t)
	v := newView(m)
	must(t, v.Play(Move{Squad: wheelStart}))
	if err := v.Play(Move{To: 9}); err == nil {
		t.Error("a start on a detective was accepted")
	}
	must(t, v.Play(Move{To: 6}))
	if err := v.Play(Move{Transport: Car, To: 7}); err == nil {
		t.Error("a city on turn 1 was accepted")
	}
	v = newView(m)
	must(t, v.Play(Move{Squad: wheelStart}))
	must(t, v.Play(Move{To: 6}))
	for range 4 {
		must(t, v.Play(Move{Transport: Car}))
		must(t, v.Play(Move{Squad: idleSquad(v.Squad)}))
	}
	if err := v.Play(Move{Transport: Car}); err == nil {
		t.Error("turn 5 without a city was accepted")
	}
	v2 := newView(m)
	must(t, v2.Play(Move{Squad: wheelStart}))
	must(t, v2.Play(Move{To: 6}))
	for range 4 {
		must(t, v2.Play(Move{Transport: Car}))
		must(t, v2.Play(Move{Squad: idleSquad(v2.Squad)}))
	}
	if err := v2.Play(Move{Transport: Car, To: 2}); err == nil {
		t.Error("an announcement of a city where the fugitive cannot be was accepted")
	}
	over := newView(m)
	over.phase = gameOver
	if err := over.Play(Move{Squad: wheelStart}); err == nil {
		t.Error("a move after the end of the game was accepted")
	}
}
