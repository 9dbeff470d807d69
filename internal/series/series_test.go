package series

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The referee program's -games moves every player one seat on: the bot of
// seat 0 in game 0 sits in seat 3, then 2, then 1, then 0 again.
func TestSeat(t *testing.T) {
	var got []int
	for g := range uint64(5) {
		got = append(got, Seat(g, 4))
	}
	if want := []int{0, 3, 2, 1, 0}; !cmp.Equal(got, want) {
		t.Errorf("seats %v, want %v", got, want)
	}
}

// A game is won alone on the best score, drawn when the best is shared,
// lost below it; each rival is a pair won, tied or lost.
func TestTally(t *testing.T) {
	var tl Tally
	tl.Add(0, 5, 3, 3, 1) // won alone
	tl.Add(1, 2, 4, 4, 0) // best shared: a draw
	tl.Add(2, 0, 0, 0, 0) // all alike: a draw
	tl.Add(3, 6, 1, 1, 2) // lost
	want := Tally{Games: 4, Wins: 1, Draws: 2, Losses: 1,
		PairsWon: 3 + 2 + 0 + 2, PairsTied: 0 + 1 + 3 + 0, PairsLost: 0 + 0 + 0 + 1,
		Points: 5 + 4 + 0 + 2, RivalPoints: 7 + 6 + 0 + 8}
	if diff := cmp.Diff(want, tl); diff != "" {
		t.Errorf("tally (-want +got):\n%s", diff)
	}
	if got, want := tl.Share(), (7+4.0/2)/12; got != want {
		t.Errorf("share %v, want %v", got, want)
	}
}
