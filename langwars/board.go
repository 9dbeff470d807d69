package langwars

import (
	"fmt"
	"strings"
)

// String draws the game for a spectator, who sees every pick: a line with
// the turn to play (or the end and the winner), then a table of the eight
// languages with their attention degree, each player's real believers,
// the believers everybody has seen, and the picks of the last turn played;
// then each player's victory points from the real believers as they stand.
// It has no final newline.
//
// It has a value receiver, unlike the other methods, so that a State from
// [Referee.State] or in fmt's arguments prints as a board.
func (s State) String() string {
	const row = "%4v%4v  %4v%4v%4v%4v  %4v%4v%4v%4v  %6v"
	var b strings.Builder
	b.WriteString(s.progress())
	fmt.Fprintf(&b, "\n%10s%16s  %16s  %6s", "", "real believers", "seen by all", "picked")
	fmt.Fprintf(&b, "\n"+row, "lang", "att", "p0", "p1", "p2", "p3", "p0", "p1", "p2", "p3", "last")
	for l := range Languages {
		r, v := &s.real, &s.revealed
		fmt.Fprintf(&b, "\n"+row, l, s.attention[l], r[0][l], r[1][l], r[2][l], r[3][l], v[0][l], v[1][l], v[2][l], v[3][l], s.last[l])
	}
	b.WriteString("\npoints:")
	for p, pts := range s.Score() {
		if p > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, " p%d %v", p, pts)
	}
	return b.String()
}

// progress says where the game stands: the turn to play and its kind, or
// the end and who won.
func (s *State) progress() string {
	if s.Over() {
		if w, ok := s.Winner(); ok {
			return fmt.Sprintf("over after %d turns: player %d wins", Turns, w)
		}
		return fmt.Sprintf("over after %d turns: a draw", Turns)
	}
	day := "workday"
	if Holiday(s.Turn()) {
		day = "holiday"
	}
	return fmt.Sprintf("turn %d of %d: %s, %d picks each", s.Turn(), Turns, day, PicksIn(s.Turn()))
}
