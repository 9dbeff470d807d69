package main

import (
	"testing"

	"github.com/contestgames/games/examples/internal/skeletontest"
	"github.com/contestgames/games/ontherun"
	"github.com/contestgames/games/ontherun/bots"
)

// The skeleton does what every skeleton must (see skeletontest.Test): it
// plays a whole game as the fugitive and one as the detectives against
// the built-in random bot, in a directory of its own holding the map as
// connect.txt, and stops at "Quit" and at the end of its input.
func TestSkeleton(t *testing.T) {
	setup := ontherun.RandomSetup(1)
	skeletontest.Test(t, skeletontest.Skeleton{
		Game:     bots.Game(),
		Files:    map[string]string{"connect.txt": setup.Map.String()},
		Quit:     "Quit\nFugitive\n",
		Dialogue: func(t *testing.T, bin, dir string) { dialogue(t, bin, dir, setup) },
	})
}

// dialogue checks that the skeleton, run in dir, which holds the map of
// setup, answers in either role with legal moves, and stops with status 1
// and one line naming the line it cannot follow, or the map it cannot
// read.
func dialogue(t *testing.T, bin, dir string, setup ontherun.Setup) {
	game, err := ontherun.NewState(setup)
	if err != nil {
		t.Fatal(err)
	}
	detectives := skeletontest.Ends(t, bin, dir, "Detectives\n")
	var start ontherun.Squad
	for i, line := range detectives {
		if i < len(start) {
			start[i], _ = ontherun.ParseCity(line)
		}
	}
	if err := game.Play(ontherun.Move{Squad: start}); len(detectives) != 4 || err != nil {
		t.Errorf("as the detectives it started with %q: %v", detectives, err)
	}

	fugitive := skeletontest.Ends(t, bin, dir, "Fugitive\n"+ontherun.Move{Squad: start}.String()+"\n")
	if len(fugitive) != 2 {
		t.Fatalf("as the fugitive it wrote %q, want its start and its first move", fugitive)
	}
	city, err := ontherun.ParseCity(fugitive[0])
	if err == nil {
		err = game.Play(ontherun.Move{To: city})
	}
	if err != nil {
		t.Errorf("its start %q: %v", fugitive[0], err)
	}
	mv, err := ontherun.ParseClue(fugitive[1]) // "C 17", as an announcement is told
	if err == nil {
		err = game.Play(mv)
	}
	if err != nil {
		t.Errorf("its first move %q: %v", fugitive[1], err)
	}

	skeletontest.Fails(t, bin, dir, "Spy\n", `line 1 "Spy"`)
	skeletontest.Fails(t, bin, dir, "Detectives\nx\n", `line 2 "x"`)
	skeletontest.Fails(t, bin, dir, "Fugitive\n1\n1\n1\n1\n", `line 5 "1"`, "the detectives' move")
	skeletontest.Fails(t, bin, t.TempDir(), "Fugitive\n", "connect.txt")
}
