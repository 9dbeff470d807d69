package blockdrop

import (
	"fmt"
	"math/bits"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
)

// The board and the timings of the game.
const (
	Size       = 18 // squares along each side of the board
	BlockSize  = 3  // squares along each side of a block
	BlocksSide = 6  // blocks along each side of the board
	NumBlocks  = BlocksSide * BlocksSide
	NumPlayers = 4

	// DefaultTurns is the contest's turn limit: 1000 global turns, 250
	// for each player.
	DefaultTurns = 1000
	// MaxTurnLimit is the largest turn limit a State takes.
	MaxTurnLimit = 1 << 24

	// FallDelay is how many global turns per block of distance an attacked
	// block waits before it falls: a block n blocks away is marked 4n.
	FallDelay = 4
	// Fallen is the counter a block shows in the first message after it
	// fell: it rises by 1 each global turn, and at 0 the block stands
	// again.
	Fallen = -19
	// MaxCounter is the largest counter a block can hold: 4 times the
	// farthest distance in blocks, 5.
	MaxCounter = FallDelay * (BlocksSide - 1)
	// AttackWait is what an attack sets the attacker's wait counter to;
	// it drops by 1 at the end of each of the attacker's turns, so the
	// others see 2, then 1, then 0, and the attacker loses two turns.
	AttackWait = 3
	// MinDistance is the Manhattan distance a player keeps from every
	// other living player: a step that would come nearer is not taken.
	MinDistance = 4
)

// A Dir is a direction on the board and a player's facing. Up is towards
// row 0, Left towards column 0.
type Dir uint8

// The four directions, clockwise from Up.
const (
	Up Dir = iota
	Right
	Down
	Left
)

// String returns the contest's letter: "U", "R", "D" or "L".
func (d Dir) String() string {
	if d < 4 {
		return "URDL"[d : d+1]
	}
	return fmt.Sprintf("Dir(%d)", uint8(d))
}

// Delta returns the change of column and row of one step in direction d.
func (d Dir) Delta() (dx, dy int) {
	return int(dirDX[d&3]), int(dirDY[d&3])
}

var (
	dirDX = [4]int8{0, 1, 0, -1}
	dirDY = [4]int8{-1, 0, 1, 0}
)

// An Action is what a player does in its turn: nothing, a step in one of
// the four directions, or an attack. The zero Action is N.
type Action uint8

// The six actions, named by the letters a program writes.
const (
	N Action = iota // do nothing
	U               // step up (row − 1)
	R               // step right (column + 1)
	D               // step down (row + 1)
	L               // step left (column − 1)
	A               // attack in the facing direction
	numActions
)

// String returns the action's letter: "N", "U", "R", "D", "L" or "A".
func (a Action) String() string {
	if a < numActions {
		return "NURDLA"[a : a+1]
	}
	return fmt.Sprintf("Action(%d)", uint8(a))
}

// Dir returns the direction of a step, and false for N, A and values that
// are not actions.
func (a Action) Dir() (Dir, bool) {
	if a >= U && a <= L {
		return Dir(a - U), true
	}
	return 0, false
}

// Move returns the action that steps in direction d.
func Move(d Dir) Action { return U + Action(d&3) }

// A Player is one player as the messages show it: its square, its facing
// and its wait counter. A player that has fallen is at (-1, -1) and keeps
// the facing and the wait counter it had when it fell.
type Player struct {
	X, Y   int8 // column and row, 0..17; -1 and -1 once fallen
	Facing Dir
	// Wait is how many of the player's own turns are still lost to its
	// last attack: 2, then 1, then 0 (it may act).
	Wait int8
}

// Alive reports whether the player is still on the board.
func (p Player) Alive() bool { return p.X >= 0 }

// Block returns the index of the block the player stands in (row × 6 +
// column, in blocks), or -1 once it has fallen.
func (p Player) Block() int {
	if p.X < 0 {
		return -1
	}
	return BlockOf(int(p.X), int(p.Y))
}

// BlockOf returns the index of the block that holds square (x, y): row
// y/3 times 6, plus column x/3. The square must be on the board.
func BlockOf(x, y int) int { return y/BlockSize*BlocksSide + x/BlockSize }

// blockRow[y] is the index of the first block of the row of blocks that
// holds row y, and blockCol[x] the column of blocks that holds column x:
// block (x, y) is blockRow[y] + blockCol[x], without a division.
var (
	blockRow = [Size]uint8{0, 0, 0, 6, 6, 6, 12, 12, 12, 18, 18, 18, 24, 24, 24, 30, 30, 30}
	blockCol = [Size]uint8{0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5}
)

// Distance returns the Manhattan distance between squares (x1, y1) and
// (x2, y2).
func Distance(x1, y1, x2, y2 int) int { return abs(x1-x2) + abs(y1-y2) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// A State is a whole game between two global turns: the 36 block
// counters, the four players, the global turn counter T and the turn
// limit. It is a 72-byte value without pointers: copying it clones it and
// == compares two games. Make one with [NewState] or [ParseMessage]; the
// zero State is not a game.
//
// A block's counter is 0 for a block that stands; n > 0 for a block that
// falls at the end of the global turn n−1 turns from now; and −n for a
// fallen block that is back n turns from now.
type State struct {
	// blocks holds the 36 counters, a byte each, eight to a word: block i
	// is byte i%8 (from the low end) of word i/8; the last four bytes are
	// always 0. A byte holds the turns left until the block's next change
	// in its low 7 bits, and its high bit is set when the block is
	// falling: 0 for a block that stands, 0x80|n for counter n (1..20),
	// and n for counter −n (1..19). So every counter that is not 0 counts
	// down, a fallen block stands again by itself when it reaches 0, and
	// a tick updates eight at once (see Step and tickWord).
	blocks  [numWords]uint64
	players [NumPlayers]Player
	// alive has bit p set while player p is on the board.
	alive uint8
	turn  int32
	limit int32
}

// counter returns the counter of block i, 0..35.
func (s *State) counter(i int) int8 {
	b := uint8(s.blocks[i>>3] >> (i & 7 * 8))
	if b&0x80 != 0 {
		return int8(b & 0x7f)
	}
	return -int8(b)
}

// setCounter sets the counter of block i, 0..35, to c, −127..127.
func (s *State) setCounter(i int, c int8) {
	b := uint64(-c)
	if c > 0 {
		b = 0x80 | uint64(c)
	}
	sh := uint(i&7) * 8
	w := &s.blocks[i>>3]
	*w = *w&^(0xff<<sh) | b<<sh
}

// fallen reports whether block i has fallen and is not back yet.
func (s *State) fallen(i int) bool {
	b := uint8(s.blocks[i>>3] >> (i & 7 * 8))
	return b != 0 && b&0x80 == 0
}

// setTurnLimit sets the game's turn limit: it ends as a draw when T
// reaches n. It fails, and changes nothing, if n is outside
// 1..[MaxTurnLimit].
func (s *State) setTurnLimit(n int) error {
	if n < 1 || n > MaxTurnLimit {
		return fmt.Errorf("blockdrop: turn limit %d: want 1 to %d", n, MaxTurnLimit)
	}
	s.limit = int32(n)
	return nil
}

// Turn returns the global turn counter T: 0 before the first turn.
func (s *State) Turn() int { return int(s.turn) }

// TurnLimit returns the number of global turns after which the game ends
// as a draw.
func (s *State) TurnLimit() int { return int(s.limit) }

// ToMove returns the player whose turn it is: T mod 4, alive or not, for
// it is this player's program that is sent the next message; -1 once the
// game is over.
func (s *State) ToMove() int {
	if s.Over() {
		return -1
	}
	return s.mover()
}

// mover returns T mod 4, also after the end.
func (s *State) mover() int { return int(s.turn & 3) }

// Play plays one global turn with a as the action of the player to move,
// as [State.Step] does. Any reply is an action in this game (a line that
// is none counts as N), so Play refuses only a game that is over and an
// Action value that is none of the six, with a [*MoveError], and then
// changes nothing.
func (s *State) Play(a Action) error {
	switch {
	case s.Over():
		return &MoveError{Seat: -1, Move: a.String(), Rule: RuleGameOver, Detail: fmt.Sprintf("the game is over (%s)", s.End())}
	case a >= numActions:
		return &MoveError{Seat: s.mover(), Move: a.String(), Rule: RuleNoSuchAction, Detail: fmt.Sprintf("%v is none of the six actions N, U, R, D, L, A", a)}
	}
	s.Step(a)
	return nil
}

// A Rule names a rule a move can break.
type Rule uint8

// The rules an action can break.
const (
	RuleGameOver     Rule = iota + 1 // nobody acts once the game is over
	RuleNoSuchAction                 // an action is one of N, U, R, D, L and A
)

// String returns the rule in a few words, such as "game over".
func (r Rule) String() string { return text.Name(r, ruleNames[:], "Rule") }

var ruleNames = [...]string{RuleGameOver: "game over", RuleNoSuchAction: "no such action"}

// A MoveError says why [State.Play] refused an action.
type MoveError struct {
	Seat   int    // the player whose action it was, or -1 once the game is over
	Move   string // the action as written
	Rule   Rule   // the rule broken
	Detail string // what is wrong, in words
}

// Error says what is wrong, as in `blockdrop: action "L": the game is over
// (one player left)`.
func (e *MoveError) Error() string { return fmt.Sprintf("blockdrop: action %q: %s", e.Move, e.Detail) }

// The compiler holds the one shape of every game's state.
var _ games.State[Action] = (*State)(nil)

// Player returns player p (0..3).
func (s *State) Player(p int) Player { return s.players[p&3] }

// Counter returns the counter of block i (0..35, see [BlockOf]).
func (s *State) Counter(i int) int {
	if uint(i) >= NumBlocks {
		return 0
	}
	return int(s.counter(i))
}

// Living returns how many players are still on the board.
func (s *State) Living() int { return bits.OnesCount8(s.alive) }

// WinScore is the winner's score in a match's result; every other player,
// and every player in a draw, scores 0.
const WinScore = 1

// An End says why a game ended.
type End uint8

// The ways a game ends. Nobody is left when the last players fell in the
// same tick: the game then runs on, every action N, to the turn limit.
const (
	NotOver      End = iota // the game goes on
	LastStanding            // one player alone is left on the board: it wins
	TurnLimit               // T reached the turn limit with two or more players left: a draw
	NoneStanding            // T reached the turn limit with nobody left: a draw
)

// endNames holds each End's words, in value order.
var endNames = [...]string{"not over", "one player left standing", "turn limit reached with players standing", "turn limit reached with nobody standing"}

// String says why the game ended, in words.
func (e End) String() string { return text.Name(e, endNames[:], "End") }

// End says why the game ended, or [NotOver]. A lone player left when the
// turn limit is reached is [LastStanding]: it wins all the same.
func (s *State) End() End {
	switch {
	case s.alive != 0 && s.alive&(s.alive-1) == 0:
		return LastStanding
	case s.turn < s.limit:
		return NotOver
	case s.alive == 0:
		return NoneStanding
	}
	return TurnLimit
}

// Over reports whether the game has ended: exactly one player is left, or
// T has reached the turn limit. When the last players fall together and
// nobody is left, the game is not over: it runs on, every action N, to
// the limit.
func (s *State) Over() bool {
	return s.turn >= s.limit || s.alive != 0 && s.alive&(s.alive-1) == 0
}

// Score returns the players' scores as the contest counted them:
// [WinScore] for the player left alone on the board, 0 for the others,
// and 0 for all four while the game goes on or when it ends in a draw.
func (s *State) Score() [NumPlayers]int {
	var sc [NumPlayers]int
	if w, ok := s.Winner(); ok {
		sc[w] = WinScore
	}
	return sc
}

// Winner returns the player left alone on the board, and false while the
// game goes on or when it ended in a draw.
func (s *State) Winner() (int, bool) {
	if s.alive == 0 || s.alive&(s.alive-1) != 0 {
		return 0, false
	}
	return bits.TrailingZeros8(s.alive), true
}

// Step plays one global turn with a as the action of the player to move,
// in the engine's order, and returns the action that took effect:
//
//  1. If the player to move is alive, it acts: a, unless its wait counter
//     is above 0 (then N). Then its wait counter, if above 0, drops by 1.
//  2. Every block ticks: a positive counter drops by 1, and a block whose
//     counter reaches 0 falls (its counter becomes −19) with every player
//     in it; a negative counter rises by 1.
//  3. T grows by 1.
//
// An action that is not one of the six counts as N. Step does nothing
// and returns N once the game is over. It never allocates.
func (s *State) Step(a Action) Action {
	if s.Over() {
		return N
	}
	p := int(s.turn & 3)
	pl := &s.players[p]
	eff := N
	switch {
	case pl.X < 0:
		// A fallen player does nothing, and its wait stays as it was.
	case pl.Wait > 0:
		pl.Wait--
	case a-U < 4: // a move
		d := Dir(a-U) & 3
		pl.Facing = d
		x, y := int(pl.X)+int(dirDX[d]), int(pl.Y)+int(dirDY[d])
		if uint(x) < Size && uint(y) < Size && !s.fallen(int(blockRow[y])+int(blockCol[x])) && s.farFromOthers(p, x, y) {
			pl.X, pl.Y = int8(x), int8(y)
		}
		eff = a
	case a == A:
		s.attack(pl)
		// The wait of 3 drops by 1 at the end of this turn already.
		pl.Wait = AttackWait - 1
		eff = A
	}
	// Every block ticks, eight at a time: each byte whose turns left are
	// not 0 loses one, so that a fallen block stands again when it
	// reaches 0; a falling block that reaches 0 falls (19, counter −19)
	// with every player in it. (Written out here: a call costs 5%.)
	b := &s.blocks
	f0, f1, f2, f3, f4 := tickWord(&b[0]), tickWord(&b[1]), tickWord(&b[2]), tickWord(&b[3]), tickWord(&b[4])
	if f0|f1|f2|f3|f4 != 0 {
		s.fallAll(f0, f1, f2, f3, f4)
	}
	s.turn++
	return eff
}

// CanStep reports whether living player p would step in direction d if it
// moved that way now: the square is on the board, its block has not
// fallen (a block counting down may be entered), and it is at least
// [MinDistance] from every other living player. A move that cannot step
// only turns the player.
func (s *State) CanStep(p int, d Dir) bool {
	if uint(p) >= NumPlayers || !s.players[p].Alive() {
		return false
	}
	return s.canStep(p, d&3)
}

func (s *State) canStep(p int, d Dir) bool {
	pl := &s.players[p]
	x, y := int(pl.X)+int(dirDX[d]), int(pl.Y)+int(dirDY[d])
	return uint(x) < Size && uint(y) < Size && !s.fallen(int(blockRow[y])+int(blockCol[x])) && s.farFromOthers(p, x, y)
}

// farFromOthers reports whether square (x, y) is at least MinDistance
// from every living player but p.
func (s *State) farFromOthers(p, x, y int) bool {
	for q := range s.players {
		o := &s.players[q]
		if q != p && o.X >= 0 && abs(x-int(o.X))+abs(y-int(o.Y)) < MinDistance {
			return false
		}
	}
	return true
}

// attack marks the blocks in front of pl.
func (s *State) attack(pl *Player) {
	bx, by := int(pl.X)/BlockSize, int(pl.Y)/BlockSize
	dx, dy := int(dirDX[pl.Facing]), int(dirDY[pl.Facing])
	for n := 1; ; n++ {
		bx, by = bx+dx, by+dy
		if uint(bx) >= BlocksSide || uint(by) >= BlocksSide {
			break
		}
		i := by*BlocksSide + bx
		if s.counter(i) == 0 {
			s.setCounter(i, int8(FallDelay*n))
		}
	}
}

// SWAR constants: every byte 0x7f or 0x80.
const (
	low7  = 0x7f7f7f7f7f7f7f7f
	highs = 0x8080808080808080
)

// tickWord takes one from the turns left of each byte of *w, where they
// are not 0, and returns the high bit of each falling byte that has just
// reached 0. No sum carries into the next byte: each is at most 0x7f +
// 0x7f.
func tickWord(w *uint64) (fell uint64) {
	v := *w
	counting := ((v & low7) + low7) & highs // turns left not 0
	v -= counting >> 7
	*w = v
	return ^((v & low7) + low7) & counting & v
}

// fallAll drops the blocks that the tick found falling in words 0..4
// (see drop).
func (s *State) fallAll(f0, f1, f2, f3, f4 uint64) {
	if f0 != 0 {
		s.drop(0, f0)
	}
	if f1 != 0 {
		s.drop(1, f1)
	}
	if f2 != 0 {
		s.drop(2, f2)
	}
	if f3 != 0 {
		s.drop(3, f3)
	}
	if f4 != 0 {
		s.drop(4, f4)
	}
}

// drop makes the blocks of word k whose high bit is set in fell fall:
// their bytes, 0x80 now, become 19 (counter −19), and every player in
// them falls.
func (s *State) drop(k int, fell uint64) {
	s.blocks[k] ^= fell | fell>>7*(-Fallen)
	for m := fell; m != 0; m &= m - 1 {
		s.fall(k*8 + bits.TrailingZeros64(m)/8)
	}
}

// fall takes every living player in block i off the board.
func (s *State) fall(i int) {
	for q := range s.players {
		o := &s.players[q]
		if o.X >= 0 && int(blockRow[o.Y])+int(blockCol[o.X]) == i {
			o.X, o.Y = -1, -1
			s.alive &^= 1 << q
		}
	}
}

// MoveListSize is the most actions [State.Moves] lists.
const MoveListSize = int(numActions)

// Moves appends to buf the actions of the player to move that lead to
// different games, and returns the extended slice: N always; each step
// that moves the player or turns it; and A. A player that is waiting or
// has fallen has only N, and a game that is over has none. Every other
// reply is also accepted, and has the same effect as one of these. With a
// buffer of [MoveListSize] it allocates nothing.
func (s *State) Moves(buf []Action) []Action {
	if s.Over() {
		return buf
	}
	buf = append(buf, N)
	p := s.mover()
	pl := &s.players[p]
	if pl.X < 0 || pl.Wait > 0 {
		return buf
	}
	for d := Up; d <= Left; d++ {
		if pl.Facing != d || s.canStep(p, d) {
			buf = append(buf, Move(d))
		}
	}
	return append(buf, A)
}

// numWords is the number of words of State.blocks.
const numWords = (NumBlocks + 7) / 8
