package main

import (
	"slices"
	"testing"

	"github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/examples/internal/skeletontest"
)

// The skeleton does what every skeleton must (see skeletontest.Test): it
// plays a whole game as White and one as Black against the built-in
// random bot, and stops at "Quit" and at the end of its input.
func TestSkeleton(t *testing.T) {
	skeletontest.Test(t, skeletontest.Skeleton{Game: bots.Game(), Quit: "Quit\nStart\n", Dialogue: dialogue})
}

// dialogue checks that the skeleton answers "Start" and a first move with
// a legal move, and stops with status 1 and one line naming the line it
// cannot follow.
func dialogue(t *testing.T, bin, dir string) {
	white := skeletontest.Ends(t, bin, dir, "Start\nQuit\n")
	if len(white) != 1 || !slices.Contains([]string{"c3-d4", "d3-d4", "e3-d4", "e4-d4"}, white[0]) {
		t.Errorf("as White it wrote %q, want one of the four first moves", white)
	}
	if black := skeletontest.Ends(t, bin, dir, " c3-d4 \r\n"); !slices.Equal(black, []string{"e5*c3"}) {
		t.Errorf("as Black it wrote %q, want the one capture e5*c3", black)
	}
	skeletontest.Fails(t, bin, dir, "c3-d5\n", `line 1 "c3-d5"`, "not next to")
	skeletontest.Fails(t, bin, dir, "Start\nStart\n", `line 2 "Start"`)
	skeletontest.Fails(t, bin, dir, "c3-d4\ne3-d4\n", `line 2 "e3-d4"`)
}
