package main

import (
	"testing"

	"github.com/contestgames/games/examples/internal/skeletontest"
	"github.com/contestgames/games/langwars"
	"github.com/contestgames/games/langwars/bots"
)

// The skeleton does what every skeleton must (see skeletontest.Test): it
// plays a whole game in each of the four seats against three built-in
// random bots, and writes READY first, and nothing more if its input ends
// at once.
func TestSkeleton(t *testing.T) {
	skeletontest.Test(t, skeletontest.Skeleton{Game: bots.Game(), Greeting: []string{"READY"}, Dialogue: dialogue})
}

// dialogue checks that the skeleton answers the first turn's message with
// five picks, and stops with status 1 and one line naming the line it
// cannot follow.
func dialogue(t *testing.T, bin, dir string) {
	s, err := langwars.NewState(langwars.RandomSetup(1))
	if err != nil {
		t.Fatal(err)
	}
	v := s.View(0)
	settings := string(langwars.AppendSettings(nil, s.Attention()))
	got := skeletontest.Ends(t, bin, dir, settings+v.String())
	if len(got) != 2 || got[0] != "READY" {
		t.Fatalf("to the settings and turn 1 it wrote %q, want READY and its picks", got)
	}
	if _, err := langwars.ParsePicks(got[1], langwars.WorkdayPicks); err != nil {
		t.Errorf("its picks of turn 1: %v", err)
	}
	skeletontest.Fails(t, bin, dir, "10 4 8\n3 4 5 6 7 3 4 5\n", `line 2 "3 4 5 6 7 3 4 5"`)
}
