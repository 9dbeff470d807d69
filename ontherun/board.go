package ontherun

import (
	"fmt"
	"strings"
)

// maxSuspectsListed is the most suspect cities String lists by label;
// beyond it, it gives their number alone.
const maxSuspectsListed = 10

// String describes the game for a spectator, who knows everything: the
// turn and what the game waits for (or how it ended and the score), the
// fugitive's city and start, the detectives' cities, the cities where the
// detectives can reckon the fugitive to be, and the fugitive's moves as
// the detectives were told them, a line a round. It has no final newline.
//
// It has a value receiver, unlike the other methods, so that a State from
// [Referee.State] or in fmt's arguments prints as a board.
func (s State) String() string {
	var b strings.Builder
	b.WriteString(s.progress())
	if s.phase == placeDetectives {
		return b.String()
	}
	b.WriteString("\ndetectives 1-4 in " + s.squad.spaced())
	if s.start == NoCity {
		return b.String()
	}
	fmt.Fprintf(&b, "\nfugitive in %v, started in %v", s.fugitive, s.start)
	sus := s.View().Suspects
	n := sus.Count()
	fmt.Fprintf(&b, "\nsuspects: %d %s", n, plural(n, "city"))
	if n <= maxSuspectsListed {
		fmt.Fprintf(&b, " %v", sus)
	}
	for r := 0; r*turnsPerRound < s.movesMade(); r++ {
		fmt.Fprintf(&b, "\nround %2d: ", r+1)
		for t := r*turnsPerRound + 1; t <= min((r+1)*turnsPerRound, s.movesMade()); t++ {
			if t > r*turnsPerRound+1 {
				b.WriteString(", ")
			}
			b.WriteString(s.told(t).String())
		}
	}
	return b.String()
}

// progress says where the game stands: the turn and who is to move, or
// how the game ended and the score.
func (s *State) progress() string {
	if s.phase == gameOver {
		sc := s.Score()
		return fmt.Sprintf("over in turn %d of %d, %v: fugitive %d, detectives %d", s.turn, MaxTurns, s.end, sc[Fugitive], sc[Detectives])
	}
	if s.turn == 0 {
		return s.phase.String()
	}
	return fmt.Sprintf("turn %d of %d, round %d: %v", s.turn, MaxTurns, (int(s.turn)+turnsPerRound-1)/turnsPerRound, s.phase)
}

// movesMade returns the number of moves the fugitive has made.
func (s *State) movesMade() int {
	if s.phase == fugitiveToMove {
		return int(s.turn) - 1
	}
	return int(s.turn)
}

// told returns the fugitive's move of turn t as a clue: its transport, and
// on an announcement turn the city it went to. Unlike clue, it tells the
// move that ended the game too, which the detectives never heard.
func (s *State) told(t int) Move {
	c := Move{Transport: s.usedIn(t)}
	if isAnnouncement(t) {
		c.To = s.announced[t/turnsPerRound-1]
	}
	return c
}
