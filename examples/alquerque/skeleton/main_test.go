package main

import (
	"slices"
	"testing"

	"github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/examples/internal/skeletontest"
)

// The skeleton, built, plays a whole game as White and one as Black
// against the built-in random bot, through package protocol as the
// referee program runs it: a result, no fault of its own, nothing on its
// standard error.
func TestSkeletonPlaysEverySeat(t *testing.T) {
	skeletontest.EverySeat(t, bots.Game(), skeletontest.Build(t), "random")
}

// It stops at "Quit" and at the end of its input with status 0, answers
// "Start" and a first move with a legal move, and stops with status 1 and
// one line naming the line it cannot follow.
func TestSkeletonFollowsTheDialogue(t *testing.T) {
	bin := skeletontest.Build(t)
	if got := skeletontest.Ends(t, bin, "", "Quit\nStart\n"); got != nil {
		t.Errorf("after Quit it wrote %q", got)
	}
	if got := skeletontest.Ends(t, bin, "", ""); got != nil {
		t.Errorf("with no input it wrote %q", got)
	}
	white := skeletontest.Ends(t, bin, "", "Start\nQuit\n")
	if len(white) != 1 || !slices.Contains([]string{"c3-d4", "d3-d4", "e3-d4", "e4-d4"}, white[0]) {
		t.Errorf("as White it wrote %q, want one of the four first moves", white)
	}
	if black := skeletontest.Ends(t, bin, "", " c3-d4 \r\n"); !slices.Equal(black, []string{"e5*c3"}) {
		t.Errorf("as Black it wrote %q, want the one capture e5*c3", black)
	}
	skeletontest.Fails(t, bin, "", "c3-d5\n", `line 1 "c3-d5"`, "not next to")
	skeletontest.Fails(t, bin, "", "Start\nStart\n", `line 2 "Start"`)
	skeletontest.Fails(t, bin, "", "c3-d4\ne3-d4\n", `line 2 "e3-d4"`)
}
