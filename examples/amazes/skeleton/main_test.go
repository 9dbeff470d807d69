package main

import (
	"testing"

	"github.com/contestgames/games/amazes/bots"
	"github.com/contestgames/games/examples/internal/skeletontest"
)

// The skeleton does what every skeleton must (see skeletontest.Test): it
// plays a whole game as Red and one as Blue against the built-in random
// bot, and stops at "Quit" and at the end of its input.
func TestSkeleton(t *testing.T) {
	skeletontest.Test(t, skeletontest.Skeleton{Game: bots.Game(), Quit: "Quit\nStart\n", Dialogue: dialogue})
}

// dialogue checks that the skeleton answers each view with one step
// through an opening, and stops with status 1 and one line naming the
// lines it cannot follow.
func dialogue(t *testing.T, bin, dir string) {
	// A corridor ahead and behind, walls to the right and left: the only
	// openings are ahead and behind.
	view := "NNW\nW\nNW\nW\n25\n"
	got := skeletontest.Ends(t, bin, dir, "Start\n"+view+"Quit\n")
	if len(got) != 1 || (got[0] != "F" && got[0] != "T") {
		t.Errorf("to the view %q it answered %q, want F or T", view, got)
	}
	// The same view after a step is no maze.
	skeletontest.Fails(t, bin, dir, view+view, "lines 6 to 10", "does not fit")
	skeletontest.Fails(t, bin, dir, "Start\nNNW\nW\nNX\nW\n25\n", "lines 2 to 6", "view line 3")
	skeletontest.Fails(t, bin, dir, "NNW\nW\nNW\nW\n9999\n", "lines 1 to 5", "distance")
}
