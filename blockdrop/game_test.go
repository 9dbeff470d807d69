package blockdrop

import (
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The descriptor makes the match the referee program made from a seed and
// its -start and -turns flags, and its complete options make it again.
func TestGameOptions(t *testing.T) {
	g := Game()
	if g.Name != "blockdrop" || g.Players() != NumPlayers {
		t.Errorf("Game() is %q with %d seats", g.Name, g.Players())
	}
	tests := []struct {
		options map[string]string
		want    Setup
	}{
		{nil, RandomSetup(5)},
		{map[string]string{"start": "", "turns": ""}, RandomSetup(5)},
		{map[string]string{"turns": "40"}, Setup{Start: RandomSetup(5).Start, Turns: 40}},
		{map[string]string{"start": testStart}, Setup{Start: mustParse(t, ParsePlacement, testStart), Turns: DefaultTurns}},
		{map[string]string{"start": testStart, "turns": "7"}, Setup{Start: mustParse(t, ParsePlacement, testStart), Turns: 7}},
	}
	for _, tt := range tests {
		r, complete, err := g.NewReferee(5, tt.options)
		if err != nil {
			t.Errorf("%v: %v", tt.options, err)
			continue
		}
		if got := r.(*Referee).Setup(); got != tt.want {
			t.Errorf("%v: set-up %v, want %v", tt.options, got, tt.want)
		}
		want := map[string]string{"start": tt.want.Start.String(), "turns": strconv.Itoa(tt.want.Turns)}
		if d := cmp.Diff(want, complete); d != "" {
			t.Errorf("%v: complete options (-want +got):\n%s", tt.options, d)
		}
		again, _, err := g.NewReferee(99, complete)
		if err != nil || again.(*Referee).Setup() != tt.want {
			t.Errorf("%v: the complete options with another seed make another match: %v", tt.options, err)
		}
	}
}

func TestGameOptionErrors(t *testing.T) {
	g := Game()
	for _, tt := range []struct {
		options map[string]string
		want    string
	}{
		{map[string]string{"maze": "x"}, `blockdrop: unknown option "maze"`},
		{map[string]string{"start": "0,0,D"}, "blockdrop: option start: placement "},
		{map[string]string{"start": "0,14,D 1,16,L 14,10,U 2,5,R"}, "blockdrop: option start: placement: players 0 (0,14) and 1 (1,16) are 3 apart"},
		{map[string]string{"turns": "0"}, `blockdrop: option turns: "0": want`},
		{map[string]string{"turns": "ten"}, `blockdrop: option turns: "ten": want`},
		{map[string]string{"turns": "16777217"}, `blockdrop: option turns: "16777217": want`},
	} {
		_, _, err := g.NewReferee(1, tt.options)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%v: error %v, want one starting %q", tt.options, err, tt.want)
		}
	}
}
