package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/examples/internal/skeletontest"
)

// The skeleton, built, plays a whole game in each of the four seats
// against three built-in random bots, through package protocol as the
// referee program runs it: a result, no fault of its own, nothing on its
// standard error.
func TestSkeletonPlaysEverySeat(t *testing.T) {
	skeletontest.EverySeat(t, bots.Game(), skeletontest.Build(t), "random")
}

// It writes READY first, stops at the end of its input with status 0,
// answers a message with one of its player's actions, and stops with
// status 1 and one line naming the lines of a message it cannot read.
func TestSkeletonFollowsTheDialogue(t *testing.T) {
	bin := skeletontest.Build(t)
	if got := skeletontest.Ends(t, bin, "", ""); !slices.Equal(got, []string{"READY"}) {
		t.Errorf("with no input it wrote %q, want READY alone", got)
	}
	game, err := blockdrop.NewState(blockdrop.RandomSetup(1))
	if err != nil {
		t.Fatal(err)
	}
	msg := game.Message()
	got := skeletontest.Ends(t, bin, "", msg)
	var buf [blockdrop.MoveListSize]blockdrop.Action
	var legal []string
	for _, a := range game.Moves(buf[:0]) {
		legal = append(legal, a.String())
	}
	if len(got) != 2 || got[0] != "READY" || !slices.Contains(legal, got[1]) {
		t.Errorf("to a message it wrote %q, want READY and one of %q", got, legal)
	}
	bad := strings.Replace(msg, "\nEOD", "\nx\nEOD", 1) // a line too many
	skeletontest.Fails(t, bin, "", msg+bad, "lines 14 to 26", `"x": want EOD`)
}
