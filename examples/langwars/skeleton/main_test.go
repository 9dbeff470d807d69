package main

import (
	"testing"

	"github.com/contestgames/games/examples/internal/skeletontest"
	"github.com/contestgames/games/langwars"
	"github.com/contestgames/games/langwars/bots"
)

// The skeleton, built, plays a whole game in each of the four seats
// against three built-in random bots, through package protocol as the
// referee program runs it: a result, no fault of its own, nothing on its
// standard error.
func TestSkeletonPlaysEverySeat(t *testing.T) {
	skeletontest.EverySeat(t, bots.Game(), skeletontest.Build(t), "random")
}

// It writes READY first, stops at the end of its input with status 0,
// answers the first turn's message with five picks, and stops with
// status 1 and one line naming the line it cannot follow.
func TestSkeletonFollowsTheDialogue(t *testing.T) {
	bin := skeletontest.Build(t)
	if got := skeletontest.Ends(t, bin, "", ""); len(got) != 1 || got[0] != "READY" {
		t.Errorf("with no input it wrote %q, want READY alone", got)
	}
	s, err := langwars.NewState(langwars.RandomSetup(1))
	if err != nil {
		t.Fatal(err)
	}
	v := s.View(0)
	settings := string(langwars.AppendSettings(nil, s.Attention()))
	got := skeletontest.Ends(t, bin, "", settings+v.String())
	if len(got) != 2 || got[0] != "READY" {
		t.Fatalf("to the settings and turn 1 it wrote %q, want READY and its picks", got)
	}
	if _, err := langwars.ParsePicks(got[1], langwars.WorkdayPicks); err != nil {
		t.Errorf("its picks of turn 1: %v", err)
	}
	skeletontest.Fails(t, bin, "", "10 4 8\n3 4 5 6 7 3 4 5\n", `line 2 "3 4 5 6 7 3 4 5"`)
}
