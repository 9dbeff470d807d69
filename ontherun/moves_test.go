package ontherun

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// Through random games, every move Moves lists is legal, the list is what
// the phase asks for, RandomMove draws a legal move in every phase, and
// ToMove names the seat whose move Play takes.
func TestMovesAndRandomMoveThroughRandomGames(t *testing.T) {
	buf := make([]Move, 0, MoveListSize)
	for seed := range uint64(6) {
		m, err := Generate(rand.New(rand.NewPCG(seed, 9)), 20+30*int(seed))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 10))
		st := newState(m)
		for !st.Over() {
			moves := st.Moves(buf[:0])
			switch st.phase {
			case placeDetectives:
				if len(moves) != 0 || st.ToMove() != int(Detectives) {
					t.Fatalf("detectives to place: %d moves listed, ToMove %d; want none and %d", len(moves), st.ToMove(), Detectives)
				}
			case placeFugitive:
				if want := m.numCities() - NumDetectives; len(moves) != want || st.ToMove() != int(Fugitive) {
					t.Fatalf("fugitive to place: %d moves listed, ToMove %d; want %d and %d", len(moves), st.ToMove(), want, Fugitive)
				}
			case fugitiveToMove:
				if len(moves) != st.countFugitiveMoves() || st.ToMove() != int(Fugitive) {
					t.Fatalf("fugitive to move: %d moves listed, ToMove %d; want %d and %d", len(moves), st.ToMove(), st.countFugitiveMoves(), Fugitive)
				}
			case detectivesToMove:
				if want := len(st.squadMoves(nil)); len(moves) != want || st.ToMove() != int(Detectives) {
					t.Fatalf("detectives to move: %d moves listed, ToMove %d; want %d and %d", len(moves), st.ToMove(), want, Detectives)
				}
			}
			if len(moves) > MoveListSize {
				t.Fatalf("%d moves, more than MoveListSize", len(moves))
			}
			for i, mv := range moves {
				if i%7 != 0 && len(moves) > 50 {
					continue // a sample of the long lists
				}
				after := st
				if err := after.Play(mv); err != nil {
					t.Fatalf("turn %d, %v: listed move %q refused: %v", st.Turn(), st.phase, mv, err)
				}
			}
			mv, ok := st.RandomMove(rng)
			if !ok {
				t.Fatalf("turn %d, %v: RandomMove found no move", st.Turn(), st.phase)
			}
			must(t, st.Play(mv))
		}
		if st.ToMove() != -1 || len(st.Moves(buf[:0])) != 0 {
			t.Errorf("game over: ToMove %d and %d moves; want -1 and none", st.ToMove(), len(st.Moves(buf[:0])))
		}
		if _, ok := st.RandomMove(rng); ok {
			t.Error("game over: RandomMove found a move")
		}
	}
	var zero State
	if _, ok := zero.RandomMove(rand.New(rand.NewPCG(1, 1))); ok || len(zero.Moves(nil)) != 0 {
		t.Error("the zero State has moves")
	}
}

// MoveListSize covers every detectives' move on the maps Generate draws: no
// city there has more than 20 cities one connection away.
func TestMaxMovesCoversGeneratedMaps(t *testing.T) {
	for seed := range uint64(100) {
		m, err := Generate(rand.New(rand.NewPCG(seed, 2007)), MaxCities)
		if err != nil {
			t.Fatal(err)
		}
		for c := City(1); int(c) <= m.numCities(); c++ {
			if n := m.Reach(c).Count(); n*n*n*n > MoveListSize {
				t.Fatalf("map %d: city %d has %d cities one connection away; MoveListSize covers 4 detectives with up to 20", seed, c, n)
			}
		}
	}
}

// On a valid map with hubs joined to every city, the detectives have
// about 1.5 billion moves; Moves lists the first MoveListSize, all legal.
func TestMovesListsAtMostMaxMoves(t *testing.T) {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", MaxCities)
	for c := 1; c <= MaxCities; c++ {
		fmt.Fprintf(&b, "C %d-%d\n", c, c%MaxCities+1) // a ring
	}
	for c := 3; c <= MaxCities; c++ {
		fmt.Fprintf(&b, "C 1-%d\nC 2-%d\n", c, c) // two car hubs, inside and outside the ring
	}
	for c := 1; c <= MaxCities; c++ {
		if c != 3 && c != 4 {
			fmt.Fprintf(&b, "T 3-%d\nT 4-%d\n", c, c) // two train hubs
		}
	}
	b.WriteString("END\n")
	m := mustMap(t, b.String())
	must(t, m.Validate())
	st := newState(m)
	must(t, st.Play(Move{Squad: Squad{1, 2, 3, 4}}))
	must(t, st.Play(Move{To: 100}))
	must(t, st.Play(Move{Transport: Car, To: 101}))
	moves := st.Moves(make([]Move, 0, MoveListSize))
	if len(moves) != MoveListSize || cap(moves) != MoveListSize {
		t.Fatalf("%d moves listed in a buffer of %d; want MoveListSize, %d, without growing it", len(moves), cap(moves), MoveListSize)
	}
	if first := moves[0].Squad; first != (Squad{2, 1, 4, 3}) {
		t.Errorf("the first move is %v, want [2 1 4 3]", first)
	}
	for i := 0; i < len(moves); i += 997 {
		after := st
		must(t, after.Play(moves[i]))
	}
}

// Play refuses a move that breaks a rule with a *MoveError that names the
// seat, the move as written and the rule, and changes nothing.
func TestPlayRefusesWithAMoveError(t *testing.T) {
	m := exampleMap(t)
	st := newState(m)
	for _, tc := range []struct {
		play       []Move // played first
		mv         Move
		seat       int
		move       string
		rule       Rule
		errContain string
	}{
		{nil, Move{Squad: Squad{1, 2, 2, 4}}, 1, "1\n2\n2\n4", RuleDistinctStarts, "ontherun: detectives: detective 3 starts in city 2, where detective 2 starts (rule: four different start cities)"},
		{nil, Move{Squad: Squad{1, 2, 3, 99}}, 1, "1\n2\n3\n99", RuleNoSuchCity, "detective 4 starts in city 99"},
		{[]Move{{Squad: Squad{1, 2, 3, 4}}}, Move{To: 4}, 0, "4", RuleStartAwayFromDetectives, "ontherun: fugitive: start city 4 holds detective 4"},
		{[]Move{{Squad: Squad{1, 2, 3, 4}}, {To: 7}}, Move{Transport: Plane, To: 8}, 0, "P 8", RuleNoConnection, "no plane connection from city 7 to city 8"},
		{[]Move{{Squad: Squad{1, 2, 3, 4}}, {To: 7}}, Move{Transport: Car, To: 7}, 0, "C 7", RuleNoStaying, "must move"},
		{[]Move{{Squad: Squad{1, 2, 3, 4}}, {To: 7}, {Transport: Car, To: 6}}, Move{Squad: Squad{1, 2, 3, 4}}, 1, "1\n2\n3\n4", RuleNoStaying, "detective 1 stays in city 1"},
	} {
		s := st
		for _, mv := range tc.play {
			must(t, s.Play(mv))
		}
		before := s
		err := s.Play(tc.mv)
		me, ok := err.(*MoveError)
		switch {
		case !ok:
			t.Errorf("%q: got %v, want a *MoveError", tc.move, err)
		case me.Seat != tc.seat || me.Move != tc.move || me.Rule != tc.rule || !strings.Contains(me.Error(), tc.errContain):
			t.Errorf("%q: got seat %d, move %q, rule %v, %q; want seat %d, move %q, rule %v, and an error saying %q",
				tc.move, me.Seat, me.Move, me.Rule, me.Error(), tc.seat, tc.move, tc.rule, tc.errContain)
		}
		if s != before {
			t.Errorf("%q: the refused move changed the game", tc.move)
		}
	}
	var zero State
	wantRule(t, zero.Play(Move{Squad: Squad{1, 2, 3, 4}}), RuleOutOfTurn, "no map")
	over := wheelGame(t, wheel(t), MaxTurns)
	if !over.Over() {
		t.Fatal("the wheel game is not over after 50 turns")
	}
	wantRule(t, over.Play(Move{Transport: Car, To: 2}), RuleOutOfTurn, "over")
}

// Every rule has a name of its own, and a Move is written in the
// dialogue's notation for its kind.
func TestRuleNamesAndMoveNotation(t *testing.T) {
	seen := map[string]Rule{}
	for r := RuleNotation; r <= RuleOneDetectivePerCity; r++ {
		name := r.String()
		if name == "" || strings.HasPrefix(name, "Rule(") {
			t.Errorf("rule %d has no name: %q", r, name)
		}
		if other, dup := seen[name]; dup {
			t.Errorf("rules %d and %d are both %q", other, r, name)
		}
		seen[name] = r
	}
	for _, tc := range []struct {
		mv   Move
		want string
	}{
		{Move{Transport: Car, To: 17}, "C 17"},
		{Move{Transport: Plane}, "P"},
		{Move{Squad: Squad{1, 2, 30, 4}}, "1\n2\n30\n4"},
	} {
		if got := tc.mv.String(); got != tc.want {
			t.Errorf("%#v written %q, want %q", tc.mv, got, tc.want)
		}
	}
}
