package main

import (
	"testing"

	"github.com/contestgames/games/amazes/bots"
	"github.com/contestgames/games/examples/internal/skeletontest"
)

// The skeleton, built, plays a whole game as Red and one as Blue against
// the built-in random bot, through package protocol as the referee
// program runs it: a result, no fault of its own, nothing on its standard
// error.
func TestSkeletonPlaysEverySeat(t *testing.T) {
	skeletontest.EverySeat(t, bots.Game(), skeletontest.Build(t), "random")
}

// It stops at "Quit" and at the end of its input with status 0, answers
// each view with one step through an opening, and stops with status 1 and
// one line naming the lines it cannot follow.
func TestSkeletonFollowsTheDialogue(t *testing.T) {
	bin := skeletontest.Build(t)
	if got := skeletontest.Ends(t, bin, "", "Quit\nStart\n"); got != nil {
		t.Errorf("after Quit it wrote %q", got)
	}
	if got := skeletontest.Ends(t, bin, "", ""); got != nil {
		t.Errorf("with no input it wrote %q", got)
	}
	// A corridor ahead and behind, walls to the right and left: the only
	// openings are ahead and behind.
	view := "NNW\nW\nNW\nW\n25\n"
	got := skeletontest.Ends(t, bin, "", "Start\n"+view+"Quit\n")
	if len(got) != 1 || (got[0] != "F" && got[0] != "T") {
		t.Errorf("to the view %q it answered %q, want F or T", view, got)
	}
	// The same view after a step is no maze.
	skeletontest.Fails(t, bin, "", view+view, "lines 6 to 10", "does not fit")
	skeletontest.Fails(t, bin, "", "Start\nNNW\nW\nNX\nW\n25\n", "lines 2 to 6", "view line 3")
	skeletontest.Fails(t, bin, "", "NNW\nW\nNW\nW\n9999\n", "lines 1 to 5", "distance")
}
