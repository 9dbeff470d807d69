package amazes

import (
	"fmt"
	"math/bits"

	"github.com/contestgames/games/internal/text"
)

// seatName names seat p (0 red, 1 blue) in error messages.
func seatName(p int) string {
	if p == 0 {
		return "red"
	}
	return "blue"
}

// An End says whether and how a game has ended.
type End uint8

// How a game can end.
const (
	NotOver     End = iota // the game goes on
	TurnLimit              // both players have played 150 turns
	SuddenDeath            // a player who had discovered every square ended its turn on the opponent
)

// String describes the reason, as in "150 turns each".
func (r End) String() string { return text.Name(r, endNames[:], "End") }

var endNames = [...]string{NotOver: "not over", TurnLimit: "150 turns each", SuddenDeath: "sudden death"}

// stepDelta is the change of square number for a step in each direction.
var stepDelta = [4]Square{North: ^Square(Size - 1), East: 1, South: Size, West: ^Square(0)}

// A State is a whole game: the maze, where each player stands, what each
// has discovered, the points, whose turn it is and how many turns have been
// played. It is a value of under 4 KB with no pointers: copying it clones
// it, == compares states, and nothing in it allocates.
//
// The maze is kept as what each square sees: for each square and
// direction, how many squares the corridor runs before a wall. This is
// computed once per maze (in [NewState]) and makes every sight line, every
// view and every step a table lookup.
type State struct {
	sight  [numSquares][4]uint8
	know   [2]juryKnowledge
	pose   [2]Pose
	points [2]int32
	played uint16  // turns played so far, both players together
	out    [2]bool // disqualified: scores 0, the jury plays T for it
	end    End
}

// newState starts a game from s without checking it.
func newState(s *Setup) State {
	var st State
	st.sight = sightTable(&s.Maze)
	st.pose = s.Start
	for p := range 2 {
		u := juryUpdate{k: &st.know[p]}
		u.addSquare(s.Start[p].Square)
		u.run()
		st.credit(p, &[Size + 1]uint32{})
	}
	return st
}

// sightTable returns, for each square and direction, the number of squares
// a player on it sees that way before a wall.
func sightTable(m *Maze) [numSquares][4]uint8 {
	var t [numSquares][4]uint8
	// Sweep each direction from the wall it runs towards.
	for r := range Size {
		for c := range Size {
			s := squareAt(r, c)
			if r > 0 && m.isOpen(s, North) {
				t[s][North] = t[s-Size][North] + 1
			}
			if c > 0 && m.isOpen(s, West) {
				t[s][West] = t[s-1][West] + 1
			}
		}
	}
	for r := Size - 1; r >= 0; r-- {
		for c := Size - 1; c >= 0; c-- {
			s := squareAt(r, c)
			if r < Size-1 && m.isOpen(s, South) {
				t[s][South] = t[s+Size][South] + 1
			}
			if c < Size-1 && m.isOpen(s, East) {
				t[s][East] = t[s+1][East] + 1
			}
		}
	}
	return t
}

// maze returns the maze the game is played in.
func (s *State) maze() Maze {
	m := boxed()
	for q := range Square(numSquares) {
		if s.sight[q][East] > 0 {
			m.walls.Remove(edgeOf(q, East))
		}
		if s.sight[q][South] > 0 {
			m.walls.Remove(edgeOf(q, South))
		}
	}
	return m
}

// ToMove returns the seat whose turn it is, 0 (Red) or 1 (Blue), or -1
// once the game is over.
func (s *State) ToMove() int {
	if s.end != NotOver {
		return -1
	}
	return s.mover()
}

// mover returns the seat whose turn it is, and after the end the one who
// would be next.
func (s *State) mover() int { return int(s.played & 1) }

// turnsPlayed returns the number of turns played so far, both players together:
// 300 at the turn limit.
func (s *State) turnsPlayed() int { return int(s.played) }

// Pose returns where player p stands and which way it faces.
func (s *State) Pose(p int) Pose { return s.pose[p&1] }

// Discovered returns the number of squares player p has discovered: what
// the jury has credited to it.
func (s *State) Discovered(p int) int { return int(s.know[p&1].count) }

// pointsOf returns player p's points so far: the running total the rules
// keep during the game. At sudden death [State.Score] doubles the mover's
// and zeroes the opponent's; pointsOf does not.
func (s *State) pointsOf(p int) int { return int(s.points[p&1]) }

// disqualify marks player p as failed (bad output, a crash, a timeout): its
// score is 0, and from now on its turns are played with playJury.
func (s *State) disqualify(p int) { s.out[p&1] = true }

// disqualified reports whether disqualify was called for p.
func (s *State) disqualified(p int) bool { return s.out[p&1] }

// End returns whether and how the game has ended.
func (s *State) End() End { return s.end }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.end != NotOver }

// suddenWinner returns the player who ended the game by sudden death; ok
// is false if the game did not end that way.
func (s *State) suddenWinner() (p int, ok bool) {
	if s.end != SuddenDeath {
		return 0, false
	}
	return int((s.played - 1) & 1), true
}

// Winner returns the seat with the better score once the game is over; ok
// is false while it goes on, and when the scores are equal.
func (s *State) Winner() (p int, ok bool) {
	if s.end == NotOver {
		return 0, false
	}
	sc := s.Score()
	switch {
	case sc[0] > sc[1]:
		return 0, true
	case sc[1] > sc[0]:
		return 1, true
	}
	return 0, false
}

// Score returns the final scores, Red's then Blue's: the points, doubled
// for the player who ended the game by sudden death and 0 for its
// opponent, then clamped to 0..1000; 0 for a disqualified player. Before
// the end it gives what the scores would be if the game stopped now.
func (s *State) Score() [2]int {
	var sc [2]int
	w, sudden := s.suddenWinner()
	for p := range 2 {
		pts := int(s.points[p])
		if sudden {
			if p == w {
				pts *= 2
			} else {
				pts = 0
			}
		}
		switch {
		case s.out[p] || pts < 0:
			pts = 0
		case pts > 1000:
			pts = 1000
		}
		sc[p] = pts
	}
	return sc
}

// View returns the view of player p where it stands now: its four sight
// lines and the squared distance to the opponent. At the start of its
// turn, it is what the player to move is sent.
func (s *State) View(p int) View {
	var v View
	me := s.pose[p&1]
	for rel := range Letter(4) {
		d := me.Facing.Turn(rel)
		l, r := d.left(), d.right()
		q := me.Square
		line := &v.Lines[rel]
		for range s.sight[q][d] {
			q += stepDelta[d]
			line.add(s.sight[q][l] > 0, s.sight[q][r] > 0)
		}
	}
	v.Distance2 = distance2(me.Square, s.pose[(p^1)&1].Square)
	return v
}

// Play plays a turn for the player to move: it looks around (discovering
// what its sight lines show), walks the letters until one would step
// through a wall, takes the extra T if it ended where it began, runs the
// inference rules, and credits the squares discovered, the letters
// charged, and the 100 points or sudden death for ending on the opponent.
// After the end, and for the zero Turn, it returns a [*MoveError] and
// changes nothing.
func (s *State) Play(t Turn) error {
	if s.end != NotOver {
		return &MoveError{Seat: s.mover(), Move: t.String(), Rule: RuleGameOver,
			Detail: fmt.Sprintf("the game is over (%s)", s.end)}
	}
	if t.n == 0 {
		e := turnError("", RuleEmptyTurn, 0)
		e.Seat = s.mover()
		return e
	}
	s.play(&t, int(t.n))
	return nil
}

// juryTurn is the single T the jury plays for a disqualified player.
var juryTurn = Turn{n: 1, letters: [MaxLetters / 4]byte{byte(T)}}

// playJury plays the turn the jury plays for a player that has failed: a
// single T, not charged, with everything else as in [State.Play]. The game
// must not be over.
func (s *State) playJury() { s.play(&juryTurn, 0) }

// play plays turn t for the mover, charging it charge points.
func (s *State) play(t *Turn, charge int) {
	p := s.mover()
	k := &s.know[p]
	before := k.disc
	u := juryUpdate{k: k}
	u.lookFrom(&s.sight, s.pose[p])

	pose := s.pose[p]
	start := pose.Square
	for i := range int(t.n) {
		d := pose.Facing.Turn(t.At(i))
		if s.sight[pose.Square][d] == 0 {
			break
		}
		pose = Pose{pose.Square + stepDelta[d], d}
		u.addSquare(pose.Square)
	}
	if pose.Square == start {
		if d := pose.Facing.back(); s.sight[pose.Square][d] > 0 {
			pose = Pose{pose.Square + stepDelta[d], d}
			u.addSquare(pose.Square)
		}
	}
	s.pose[p] = pose
	u.run()

	s.points[p] -= int32(charge)
	s.credit(p, &before)
	if pose.Square == s.pose[p^1].Square {
		if k.count == numSquares {
			s.end = SuddenDeath
		} else {
			s.points[p] += 100
		}
	}
	s.played++
	if s.end == NotOver && s.played == 2*MaxTurns {
		s.end = TurnLimit
	}
}

// credit adds to p's points the squares it has discovered since before:
// one point each, and one more for each its opponent has not discovered.
func (s *State) credit(p int, before *[Size + 1]uint32) {
	k, opp := &s.know[p], &s.know[p^1]
	n := 0
	for r := range Size {
		gained := k.disc[r] &^ before[r]
		n += bits.OnesCount32(gained) + bits.OnesCount32(gained&^opp.disc[r])
	}
	s.points[p] += int32(n)
}
