package ontherun

import (
	"math/rand/v2"
	"strings"
	"testing"

	games "github.com/contestgames/games"
)

// RandomSetup draws the map the referee program drew for a seed before
// Setup existed: Generate with a PCG of the seed and 2007.
func TestRandomSetupIsTheRefereeProgramsMap(t *testing.T) {
	for _, seed := range []uint64{0, 1, 2007} {
		want, err := Generate(rand.New(rand.NewPCG(seed, 2007)), MaxCities)
		if err != nil {
			t.Fatal(err)
		}
		if got := RandomSetup(seed).Map; *got != *want {
			t.Errorf("seed %d: RandomSetup's map differs from Generate's", seed)
		}
	}
}

func TestGame(t *testing.T) {
	g := Game()
	if g.Name != "ontherun" || len(g.Seats) != 2 || g.Seats[Fugitive] != "fugitive" || g.Seats[Detectives] != "detectives" {
		t.Errorf("name %q, seats %q", g.Name, g.Seats)
	}
	if len(g.Options) != 1 || g.Options[0].Name != "map" || !g.Options[0].File {
		t.Errorf("options %+v", g.Options)
	}
	// Without options, the seed's map; the complete options make the
	// same match whatever the seed, and give the programs connect.txt.
	ref, options, err := g.NewReferee(42, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := RandomSetup(42).Map
	if got := ref.(*Referee).Setup().Map; *got != *want {
		t.Error("without options, the map is not RandomSetup(seed)'s")
	}
	if options["map"] != want.String() {
		t.Error("the complete options do not hold the map's text")
	}
	again, _, err := g.NewReferee(7, options)
	if err != nil {
		t.Fatal(err)
	}
	if *again.(*Referee).Setup().Map != *want {
		t.Error("the complete options do not make the same map")
	}
	if files := g.Files(options); len(files) != 1 || string(files["connect.txt"]) != options["map"] {
		t.Errorf("files %q", files)
	}
	// Errors name the option, and keep the line or rule at fault.
	for _, tc := range []struct {
		options map[string]string
		want    string
	}{
		{map[string]string{"maze": "x"}, `ontherun: unknown option "maze"`},
		{map[string]string{"map": "5\nC 1-2\nC 2-x\nEND\n"}, `ontherun: option map: map line 3 "C 2-x": the second city`},
		{map[string]string{"map": "5\nC 1-2\nEND\n"}, `ontherun: option map: map breaks the rule "two car connections per city"`},
		{map[string]string{"map": ""}, "ontherun: option map: map: empty"},
	} {
		ref, complete, err := g.NewReferee(1, tc.options)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || ref != nil || complete != nil {
			t.Errorf("options %q: %v, want an error starting %q", tc.options, err, tc.want)
		}
	}
}

func TestWinner(t *testing.T) {
	m := wheel(t)
	st := newState(m)
	if _, ok := st.Winner(); ok {
		t.Error("a winner before the game")
	}
	st = wheelGame(t, m, 3)
	if _, ok := st.Winner(); ok {
		t.Error("a winner while the game goes on")
	}
	for _, tc := range []struct {
		end   End
		turn  uint8
		seat  int
		ok    bool
		score [2]int
	}{
		{Escaped, MaxTurns, int(Fugitive), true, [2]int{20, 0}},
		{Arrested, 4, int(Detectives), true, [2]int{0, 20}},
		{Arrested, MaxTurns, 0, false, [2]int{10, 10}}, // a tie: nobody wins
		{Surrendered, 12, int(Detectives), true, [2]int{2, 18}},
	} {
		st := st
		st.phase, st.end, st.turn = gameOver, tc.end, tc.turn
		seat, ok := st.Winner()
		if seat != tc.seat || ok != tc.ok || st.Score() != tc.score {
			t.Errorf("%v in turn %d: winner %d %v, score %v; want %d %v, %v", tc.end, tc.turn, seat, ok, st.Score(), tc.seat, tc.ok, tc.score)
		}
	}
}

// A State without a map refuses to start rather than panic.
func TestZeroStateRefusesMoves(t *testing.T) {
	var st State
	if err := st.placeDetectives(Squad{1, 2, 3, 4}); err == nil || !strings.Contains(err.Error(), "no map") {
		t.Errorf("placeDetectives on the zero State: %v", err)
	}
	var v View
	must(t, v.Play(Move{Squad: Squad{1, 2, 3, 4}}))
	must(t, v.Play(Move{To: 5}))
	if err := v.Play(Move{Transport: Car}); err == nil {
		t.Error("HearClue on a view without a map: no error")
	}
	ref, err := NewReferee(Setup{Map: wheel(t)})
	must(t, err)
	wantNotAwaited(t, "a fault of seat 5", ref.Fault(5, games.Exited))
}
