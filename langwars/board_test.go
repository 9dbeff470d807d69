package langwars

import (
	"fmt"
	"strings"
	"testing"
)

// samePicks returns the picks of one language n times for each player.
func samePicks(n int, langs [Players]int) [Players]Picks {
	var picks [Players]Picks
	for p, l := range langs {
		picks[p][l] = uint8(n)
	}
	return picks
}

// The table follows the rules of what is known: a workday's picks count
// among the real believers and the seen ones, a holiday's among the real
// ones only, and the last column sums the last turn's picks.
func TestBoardFollowsTheGame(t *testing.T) {
	s, err := NewState(RandomSetup(1)) // attention 4 6 5 6 3 3 4 6
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		picks [Players]Picks
		lines map[int]string // line number: the line
	}{
		{samePicks(WorkdayPicks, [Players]int{0, 1, 2, 3}), map[int]string{
			0: "turn 2 of 10: holiday, 2 picks each",
			3: "   0   4     5   0   0   0     5   0   0   0       5",
			6: "   3   6     0   0   0   5     0   0   0   5       5",
			9: "   6   4     0   0   0   0     0   0   0   0       0",
		}},
		{samePicks(HolidayPicks, [Players]int{6, 7, 7, 7}), map[int]string{
			0:  "turn 3 of 10: workday, 5 picks each",
			3:  "   0   4     5   0   0   0     5   0   0   0       0",
			9:  "   6   4     2   0   0   0     0   0   0   0       2",
			10: "   7   6     0   2   2   2     0   0   0   0       6",
		}},
	} {
		if err := s.PlayTurn(tc.picks); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(s.String(), "\n")
		if len(lines) != 12 {
			t.Fatalf("after turn %d the board has %d lines, want 12:\n%s", s.Played(), len(lines), s.String())
		}
		for i, want := range tc.lines {
			if lines[i] != want {
				t.Errorf("after turn %d line %d is %q, want %q", s.Played(), i, lines[i], want)
			}
		}
		sc := s.Score()
		want := fmt.Sprintf("points: p0 %v, p1 %v, p2 %v, p3 %v", sc[0], sc[1], sc[2], sc[3])
		if lines[11] != want {
			t.Errorf("after turn %d the last line is %q, want %q", s.Played(), lines[11], want)
		}
	}
}

// The first line of an ended game names the winner, or says it is a draw.
func TestBoardOfAnEndedGame(t *testing.T) {
	for _, tc := range []struct {
		name  string
		langs [Players]int // each player's one language, every turn
		want  string
	}{
		{"all alike", [Players]int{0, 0, 0, 0}, "over after 10 turns: a draw"},
		// Player 3 alone holds language 7, of attention 6: +6, with -2 on
		// language 0 and -1 on language 4, 3 in all; the others score -1.
		{"one leads", [Players]int{0, 0, 4, 7}, "over after 10 turns: player 3 wins"},
	} {
		s, err := NewState(RandomSetup(1))
		if err != nil {
			t.Fatal(err)
		}
		for !s.Over() {
			if err := s.PlayTurn(samePicks(PicksIn(s.Turn()), tc.langs)); err != nil {
				t.Fatal(err)
			}
		}
		if first := strings.SplitN(s.String(), "\n", 2)[0]; first != tc.want {
			t.Errorf("%s: the first line is %q, want %q", tc.name, first, tc.want)
		}
	}
}
