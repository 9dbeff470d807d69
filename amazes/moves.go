package amazes

import (
	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
)

// Turns: what a player writes. A turn is a string of letters, each a step
// relative to the way the player faces; the notation (ParseTurn, String)
// is in notation.go, the walk itself in State.Play.

// A Letter is one step of a turn, and also names a direction relative to
// the player's facing: F ahead, R right, T behind, L left. Its value is the
// number of quarter turns clockwise, so the four sight lines of a [View]
// are indexed by Letter in the order the jury sends them.
type Letter uint8

// The four letters of a turn.
const (
	F Letter = iota // step ahead
	R               // turn right, then step
	T               // turn around, then step
	L               // turn left, then step
)

// String returns "F", "R", "T" or "L".
func (l Letter) String() string { return text.Name(l, letterNames[:], "Letter") }

var letterNames = [...]string{F: "F", R: "R", T: "T", L: "L"}

// A Turn is what a player writes in one turn: 1 to 256 letters. It is a
// 66-byte value, two bits a letter; the zero Turn has no letters and is not
// a legal turn.
type Turn struct {
	n       uint16
	letters [MaxLetters / 4]byte
}

// Len returns the number of letters.
func (t *Turn) Len() int { return int(t.n) }

// At returns letter i, from 0.
func (t *Turn) At(i int) Letter { return Letter(t.letters[i>>2] >> (2 * (i & 3)) & 3) }

// Add appends letter l, and reports false (leaving t as it was) when t
// already holds 256 letters.
func (t *Turn) Add(l Letter) bool {
	if t.n == MaxLetters {
		return false
	}
	t.letters[t.n>>2] |= byte(l&3) << (2 * (t.n & 3))
	t.n++
	return true
}

// MoveListSize is the size of a move buffer that holds what
// [State.Moves] lists: the four one-letter turns.
const MoveListSize = 4

// oneLetter holds the four one-letter turns, in Letter order.
var oneLetter = [4]Turn{
	{n: 1, letters: [MaxLetters / 4]byte{byte(F)}},
	{n: 1, letters: [MaxLetters / 4]byte{byte(R)}},
	{n: 1, letters: [MaxLetters / 4]byte{byte(T)}},
	{n: 1, letters: [MaxLetters / 4]byte{byte(L)}},
}

// Moves appends to buf the turns of one letter, F, R, T and L, for the
// player to move, and nothing once the game is over. Every string of 1 to
// 256 letters is a legal turn, far too many to list, and a longer turn is
// these steps in a row within one turn; the one-letter turns are the moves
// a search that steps square by square needs, and each is legal. It
// allocates nothing when buf has room for [MoveListSize] more.
func (s *State) Moves(buf []Turn) []Turn {
	if s.end != NotOver {
		return buf
	}
	return append(buf, oneLetter[:]...)
}

// The compiler holds the one shape of every game's state.
var _ games.State[Turn] = (*State)(nil)
