package games

// State is the shape every game's state has, seen through a pointer, for
// its move type M:
//
//	*alquerque.Position  State[alquerque.Move]
//	*amazes.State        State[amazes.Turn]
//	*blockdrop.State     State[blockdrop.Action]
//	*langwars.State      State[langwars.Picks]
//	*ontherun.State      State[ontherun.Move]
//
// Each game package holds its state to it with the compiler, so code that
// knows no game's rules (a random playout, a count of the game tree, a
// benchmark) runs on all five. A game's own state has more: its end, its
// scores in the contest's form, what each player knows.
//
// The moves are those of one seat at a time. Where a contest took one
// program's reply for several pieces, that reply is one move: On The Run's
// four detectives move together. Where it took one reply from every
// player at once, Lang Wars' picks, the state takes them one seat after
// another, in seat order, and plays the turn when the last arrives.
type State[M any] interface {
	// Moves appends the legal moves of the seat to move to buf and
	// returns the extended slice; it appends nothing once the game is
	// over. Where the moves are too many to list, the game's Moves says
	// which it lists (Amazes: the one-letter turns), and they are legal
	// moves all the same. With a buffer of the game's size for it, Moves
	// allocates nothing.
	Moves(buf []M) []M
	// Play checks m and plays it for the seat to move. A move that breaks
	// a rule changes nothing, and the error, a *MoveError of the game's
	// package, names the rule in its Rule field.
	Play(m M) error
	// ToMove returns the seat whose move Play takes next, in the order of
	// the game's Seats, or -1 once the game is over.
	ToMove() int
	// Over reports whether the game has ended.
	Over() bool
	// Winner returns the seat that won by the contest's rules, and false
	// while the game goes on and for a tie or a shared first place.
	Winner() (seat int, ok bool)
}
