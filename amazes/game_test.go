package amazes

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestRandomSetupIsTheRefereeProgramsDraw(t *testing.T) {
	for seed := range uint64(5) {
		s := RandomSetup(seed)
		if want := generateSetup(rand.New(rand.NewPCG(seed, 2010))); s != want {
			t.Errorf("seed %d: RandomSetup differs from the referee program's draw", seed)
		}
		if err := s.validate(); err != nil {
			t.Errorf("seed %d: %v", seed, err)
		}
	}
}

// newGameReferee makes a match with Game and returns its setup and
// complete options.
func newGameReferee(t *testing.T, seed uint64, options map[string]string) (Setup, map[string]string) {
	t.Helper()
	ref, complete, err := Game().NewReferee(seed, options)
	if err != nil {
		t.Fatal(err)
	}
	return ref.(*Referee).Setup(), complete
}

func TestGameOptions(t *testing.T) {
	g := Game()
	if g.Name != "amazes" || strings.Join(g.Seats, ",") != "red,blue" || len(g.Options) != 1 || g.Options[0].Name != "maze" || !g.Options[0].File {
		t.Fatalf("Game() = %+v", g)
	}
	// No options: RandomSetup, and the complete options replay it.
	s, complete := newGameReferee(t, 7, nil)
	if s != RandomSetup(7) {
		t.Error("without options the setup is not RandomSetup(seed)")
	}
	if complete["maze"] != s.String() || len(complete) != 1 {
		t.Errorf("complete options %q", complete)
	}
	if again, _ := newGameReferee(t, 99, complete); again != s {
		t.Error("the complete options do not make the same setup with another seed")
	}
	// A maze without start lines: the starts are drawn from the seed.
	m := sampleMaze(t, 3)
	s, complete = newGameReferee(t, 5, map[string]string{"maze": string(m.appendText(nil))})
	want := Setup{Maze: m, Start: randomStarts(&m, rand.New(rand.NewPCG(5, 2010)))}
	if s != want {
		t.Errorf("maze without starts: starts %v, want %v", s.Start, want.Start)
	}
	if again, _ := newGameReferee(t, 6, complete); again != s {
		t.Error("the complete options of a maze without starts do not make the same setup")
	}
	// Unknown options are refused.
	if _, _, err := g.NewReferee(1, map[string]string{"size": "9"}); err == nil || !strings.Contains(err.Error(), `"size"`) {
		t.Errorf("unknown option: %v", err)
	}
}

// A bad maze file is refused with the option's name and the parser's
// error, naming the line: the setup's parser when the file has start
// lines, the maze's when it has none.
func TestGameOptionErrorsNameTheLine(t *testing.T) {
	m := sampleMaze(t, 2)
	walls := strings.Split(strings.TrimSuffix(string(m.appendText(nil)), "\n"), "\n")
	badWalls := append([]string(nil), walls...)
	badWalls[2] = "x" + badWalls[2][1:]
	tests := []struct{ name, text, want string }{
		{"maze without starts", strings.Join(badWalls, "\n"), "amazes: option maze: maze line 3, column 1: 'x'"},
		{"maze with starts", "1 1 E\n25 25 W\n" + strings.Join(badWalls, "\n"), "amazes: option maze: maze line 5, column 1: 'x'"},
		{"bad start line", "1 1 E\n26 25 W\n" + strings.Join(walls, "\n"), "amazes: option maze: setup line 2 (blue's start): pose \"26 25 W\": row \"26\""},
		{"a line short", strings.Join(walls[1:], "\n"), "amazes: option maze: maze: 50 lines"},
		{"invalid setup", "1 1 E\n2 2 W\n" + strings.Join(walls, "\n"), "amazes: option maze: invalid maze: start distance"},
	}
	for _, tc := range tests {
		_, _, err := Game().NewReferee(1, map[string]string{"maze": tc.text})
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one starting %q", tc.name, err, tc.want)
		}
	}
}
