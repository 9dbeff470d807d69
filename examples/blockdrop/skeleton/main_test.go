package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/examples/internal/skeletontest"
)

// The skeleton does what every skeleton must (see skeletontest.Test): it
// plays a whole game in each of the four seats against three built-in
// random bots, and writes READY first, and nothing more if its input ends
// at once.
func TestSkeleton(t *testing.T) {
	skeletontest.Test(t, skeletontest.Skeleton{Game: bots.Game(), Greeting: []string{"READY"}, Dialogue: dialogue})
}

// dialogue checks that the skeleton answers a message with one of its
// player's actions, and stops with status 1 and one line naming the lines
// of a message it cannot read.
func dialogue(t *testing.T, bin, dir string) {
	game, err := blockdrop.NewState(blockdrop.RandomSetup(1))
	if err != nil {
		t.Fatal(err)
	}
	msg := game.Message()
	got := skeletontest.Ends(t, bin, dir, msg)
	var buf [blockdrop.MoveListSize]blockdrop.Action
	var legal []string
	for _, a := range game.Moves(buf[:0]) {
		legal = append(legal, a.String())
	}
	if len(got) != 2 || got[0] != "READY" || !slices.Contains(legal, got[1]) {
		t.Errorf("to a message it wrote %q, want READY and one of %q", got, legal)
	}
	bad := strings.Replace(msg, "\nEOD", "\nx\nEOD", 1) // a line too many
	skeletontest.Fails(t, bin, dir, msg+bad, "lines 14 to 26", `"x": want EOD`)
}
