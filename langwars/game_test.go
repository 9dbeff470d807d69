package langwars_test

import (
	"slices"
	"testing"

	"github.com/contestgames/games/langwars"
)

// Game draws the organisers' degrees from the seed, or takes them from
// the attention option, and its complete options make the same game
// whatever the seed.
func TestGame(t *testing.T) {
	g := langwars.Game()
	if g.Name != "langwars" || !slices.Equal(g.Seats, []string{"player 0", "player 1", "player 2", "player 3"}) {
		t.Errorf("name %q, seats %q", g.Name, g.Seats)
	}
	if len(g.Options) != 1 || g.Options[0].Name != "attention" || g.Options[0].File || g.Files != nil || g.Bots.New != nil {
		t.Errorf("options %+v, files %v, bots %+v", g.Options, g.Files != nil, g.Bots)
	}
	for _, c := range []struct {
		seed    uint64
		options map[string]string
		want    string
	}{
		{0, nil, "5 5 5 6 5 6 5 6"},
		{1, map[string]string{}, "4 6 5 6 3 3 4 6"},
		{4294967295, nil, "3 3 6 5 6 5 6 6"},
		{0, map[string]string{"attention": "6 6 6 6 3 3 3 3"}, "6 6 6 6 3 3 3 3"},
	} {
		ref, complete, err := g.NewReferee(c.seed, c.options)
		if err != nil {
			t.Fatalf("seed %d, options %v: %v", c.seed, c.options, err)
		}
		if got := ref.(*langwars.Referee).Setup().Attention.String(); got != c.want || complete["attention"] != c.want || len(complete) != 1 {
			t.Errorf("seed %d, options %v: attention %s, complete options %v; want %s", c.seed, c.options, got, complete, c.want)
		}
		again, _, err := g.NewReferee(c.seed+12345, complete)
		if err != nil || again.(*langwars.Referee).Setup() != ref.(*langwars.Referee).Setup() {
			t.Errorf("seed %d: the complete options %v make another game (%v)", c.seed, complete, err)
		}
	}
	for _, c := range []struct {
		options map[string]string
		err     string
	}{
		{map[string]string{"maze": "x"}, `langwars: unknown option "maze"`},
		{map[string]string{"attention": "6 6 6"}, `langwars: option attention: attention line "6 6 6": 3 numbers, want 8`},
		{map[string]string{"attention": "6 6 6 6 3 3 3 2"}, `langwars: option attention: attention degree 2 of language 7 is outside 3 to 6`},
	} {
		ref, complete, err := g.NewReferee(1, c.options)
		if err == nil || err.Error() != c.err || ref != nil || complete != nil {
			t.Errorf("options %v: error %v, want %s", c.options, err, c.err)
		}
	}
}
