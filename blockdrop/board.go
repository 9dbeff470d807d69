package blockdrop

import (
	"fmt"
	"strings"
)

// String draws the game for a spectator: a line with T and who moves (or
// how the game ended), the 18x18 board framed block by block, and a line
// for each player. A square of a standing block is '.', of a block
// counting down ':', of a fallen block ' '; a player on the board is its
// number. Beside the middle row of each row of blocks stand the six
// blocks' counters. The picture has no final newline.
//
// It has a value receiver, unlike the other methods, so that a State from
// [Referee.State] or in fmt's arguments prints as a board.
func (s State) String() string {
	const rule = "+---+---+---+---+---+---+"
	var b strings.Builder
	b.WriteString(s.progress())
	for y := range Size {
		if y%BlockSize == 0 {
			b.WriteString("\n" + rule)
		}
		b.WriteString("\n|")
		for x := range Size {
			b.WriteByte(s.square(x, y))
			if x%BlockSize == BlockSize-1 {
				b.WriteByte('|')
			}
		}
		if y%BlockSize == BlockSize/2 {
			b.WriteString("  ")
			for bx := range BlocksSide {
				fmt.Fprintf(&b, "%4d", s.counter(y/BlockSize*BlocksSide+bx))
			}
		}
	}
	b.WriteString("\n" + rule)
	for p, pl := range s.players {
		if !pl.Alive() {
			fmt.Fprintf(&b, "\nplayer %d: fallen", p)
			continue
		}
		fmt.Fprintf(&b, "\nplayer %d: %d,%d,%v", p, pl.X, pl.Y, pl.Facing)
		if pl.Wait > 0 {
			fmt.Fprintf(&b, ", waits %d", pl.Wait)
		}
	}
	return b.String()
}

// square returns the character that shows square (x, y): the number of
// the player on it, or the state of its block.
func (s *State) square(x, y int) byte {
	for p, pl := range s.players {
		if int(pl.X) == x && int(pl.Y) == y {
			return '0' + byte(p)
		}
	}
	switch c := s.counter(BlockOf(x, y)); {
	case c > 0:
		return ':'
	case c < 0:
		return ' '
	}
	return '.'
}

// progress says where the game stands: T and the player to move, or how
// the game ended and who won.
func (s *State) progress() string {
	head := fmt.Sprintf("T %d of %d: ", s.turn, s.limit)
	if !s.Over() {
		return head + fmt.Sprintf("player %d to move", s.ToMove())
	}
	if w, ok := s.Winner(); ok {
		return head + fmt.Sprintf("over, %v: player %d wins", s.End(), w)
	}
	return head + fmt.Sprintf("over, %v: a draw", s.End())
}
