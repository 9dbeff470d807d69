package stats

import "testing"

// A Tally counts the record by the rules' winner, the head-to-head record
// by points, and the points, from the player's side.
func TestTallyCountsTheRecordThePairsAndThePoints(t *testing.T) {
	var tl Tally
	tl.Add([]float64{3, 1, 2, 2}, 0, 0)  // won, ahead of all three
	tl.Add([]float64{2, 5, 2, 0}, 1, 2)  // lost, tied with seat 0, ahead of seat 3
	tl.Add([]float64{4, 4, 1, 0}, -1, 1) // nobody won: a draw, tied with seat 0
	want := Tally{
		Record:      WDL{Wins: 1, Draws: 1, Losses: 1},
		Pairs:       WDL{Wins: 6, Draws: 2, Losses: 1},
		Points:      3 + 2 + 4,
		RivalPoints: 5 + 7 + 5,
	}
	if tl != want {
		t.Errorf("tally %+v, want %+v", tl, want)
	}
	if got := tl.Pairs.Score(); got != 7.0/9 {
		t.Errorf("head-to-head share %v, want 7/9", got)
	}
}
