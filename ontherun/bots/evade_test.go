package bots

import (
	"testing"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/ontherun"
	"github.com/contestgames/games/protocol/protocoltest"
)

// Scoring of a catch (On The Run rules, ../RULINGS.md 5.2 and 5.3): the
// fugitive scores a point for each announcement made before it was
// caught, and one that moves onto a detective is caught before the
// announcement of that turn. Evade values a catch by caughtAt; here it agrees with the game's
// own score in caught games of random fugitives, both ways of being caught.
func TestCaughtAtFollowsTheScore(t *testing.T) {
	seen := map[ontherun.End]int{}
	for i := range uint64(40) {
		m := generated(t, 7000+i)
		ref, err := ontherun.NewReferee(ontherun.Setup{Map: m})
		if err != nil {
			t.Fatal(err)
		}
		protocoltest.Play(t, ref, []games.Bot{NewRandom(m, i), NewChase(m, i)})
		st := ref.State()
		turn := st.Turn()
		switch st.End() {
		case ontherun.Arrested:
		case ontherun.Surrendered:
			turn--
		default:
			continue
		}
		seen[st.End()]++
		want := caughtValue + pointValue*float64(st.Score()[ontherun.Fugitive])
		if got := caughtAt(turn); got != want {
			t.Errorf("map %d: %v in turn %d, fugitive scored %d: caughtAt gives %v, want %v",
				i, st.End(), st.Turn(), st.Score()[ontherun.Fugitive], got, want)
		}
	}
	if seen[ontherun.Arrested] == 0 || seen[ontherun.Surrendered] == 0 {
		t.Errorf("the games gave %v: both ways of being caught are needed", seen)
	}
}
