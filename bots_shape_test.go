package games_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games"
	alquerquebots "github.com/contestgames/games/alquerque/bots"
	amazesbots "github.com/contestgames/games/amazes/bots"
	blockdropbots "github.com/contestgames/games/blockdrop/bots"
	langwarsbots "github.com/contestgames/games/langwars/bots"
	ontherunbots "github.com/contestgames/games/ontherun/bots"
)

// Every game's bots follow one naming: a bot that thinks with a fixed
// budget of work, and so plays the same game from the same seed on any
// machine, has a twin that thinks on the wall clock, named as it is with
// "-clock" after; Bots.WallClock pairs them, both are in Names, and the
// defaults are bots that play the same game every time.
func TestEveryGameNamesItsClockTwinsAlike(t *testing.T) {
	for _, g := range []games.Game{
		alquerquebots.Game(), amazesbots.Game(), blockdropbots.Game(),
		langwarsbots.Game(), ontherunbots.Game(),
	} {
		b := g.Bots
		if len(b.WallClock) == 0 {
			t.Errorf("%s: no bot thinks on the wall clock", g.Name)
		}
		for budget, clock := range b.WallClock {
			if clock != budget+"-clock" {
				t.Errorf("%s: the twin of %q is %q, want %q", g.Name, budget, clock, budget+"-clock")
			}
			if !slices.Contains(b.Names, budget) || !slices.Contains(b.Names, clock) {
				t.Errorf("%s: %q and %q must both be in Names %q", g.Name, budget, clock, b.Names)
			}
		}
		for _, name := range b.Names {
			if base, ok := strings.CutSuffix(name, "-clock"); ok && b.WallClock[base] != name {
				t.Errorf("%s: %q is named as a twin, but WallClock does not pair %q with it", g.Name, name, base)
			}
		}
		for _, name := range b.Defaults {
			if strings.HasSuffix(name, "-clock") {
				t.Errorf("%s: default bot %q thinks on the wall clock; the same seed must give the same game", g.Name, name)
			}
		}
	}
}
