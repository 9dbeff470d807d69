package alquerque

import (
	"fmt"

	"github.com/contestgames/games/internal/text"
)

// MaxPlies is the length of a game: 100 moves each. A game nobody has won
// after Black's 100th move is a tie.
const MaxPlies = 200

// MaxPieces is the number of pieces each side starts with, and so the most
// a side can have.
const MaxPieces = 24

// A Position is the whole state of a game: the pieces, whose turn it is, how
// many plies have been played, and for each side the reverse of its previous
// normal move, which the no-move-back rule forbids it next.
//
// A Position is a 32-byte value with no pointers: copying it is cloning it,
// and == compares two positions. The zero value is an empty board and is not
// a playable position; start from [Start] or [ParsePosition].
type Position struct {
	pieces [2]Squares
	hash   uint64
	ply    uint8
	// back[c] is the normal move side c may not play next (the reverse of
	// its previous move, if that was a normal one), as a Move path word, or
	// 0 when nothing is forbidden.
	back [2]uint16
}

// Start returns the starting position: 24 pieces each, d4 empty, White to
// move. White holds ranks 1–3 and e4, f4, g4; Black ranks 5–7 and a4, b4, c4.
func Start() Position {
	var p Position
	for s := Square(0); s < NumSquares; s++ {
		switch {
		case s.Rank() < 3 || s.Rank() == 3 && s.File() > 3:
			p.pieces[White] |= s.Bit()
		case s.Rank() > 3 || s.Rank() == 3 && s.File() < 3:
			p.pieces[Black] |= s.Bit()
		}
	}
	p.hash = p.computeHash()
	return p
}

// Side returns the side whose turn it is: White on even plies. After the
// end it is the side that would move next, the loser of a game won.
func (p *Position) Side() Color { return Color(p.ply & 1) }

// ToMove returns the seat to move, the [Color] as an int, or -1 once the
// game is over; [Position.Side] is the cheaper form for a search.
func (p *Position) ToMove() int {
	if p.Over() {
		return -1
	}
	return int(p.Side())
}

// Ply returns the number of plies (single moves) played so far, 0 to 200.
func (p *Position) Ply() int { return int(p.ply) }

// Pieces returns the points holding c's pieces.
func (p *Position) Pieces(c Color) Squares { return p.pieces[c] }

// At returns the side whose piece stands on s; ok is false if s is empty.
func (p *Position) At(s Square) (c Color, ok bool) {
	switch {
	case p.pieces[White].Has(s):
		return White, true
	case p.pieces[Black].Has(s):
		return Black, true
	}
	return 0, false
}

// Forbidden returns the normal move that the no-move-back rule forbids c to
// play next: the reverse of c's previous move, when that was a normal move
// and the piece that made it is still on the board. ok is false when nothing
// is forbidden.
func (p *Position) Forbidden(c Color) (m Move, ok bool) {
	if p.back[c] == 0 {
		return Move{}, false
	}
	return Move{path: uint64(p.back[c])}, true
}

// Hash returns the position's Zobrist hash, kept up to date by [Position.Play].
// It covers everything that decides the legal moves from here on (the pieces,
// the side to move, the forbidden reverse moves) but not the ply count, so
// that transpositions reached at different plies share a hash.
func (p *Position) Hash() uint64 { return p.hash }

// Play plays m if it is legal in p, and otherwise returns a [*MoveError]
// that names the rule m breaks and where, leaving p unchanged.
func (p *Position) Play(m Move) error {
	if err := p.check(m); err != nil {
		return err
	}
	p.PlayUnchecked(m)
	return nil
}

// PlayUnchecked plays m without checking that it is legal: the fast path for
// search, for moves that come from [Position.Moves]. Playing any other move
// leaves p in a state no game can reach.
func (p *Position) PlayUnchecked(m Move) {
	c := p.Side()
	from, to := m.From(), m.To()
	// Not a XOR of both bits: a chain may end where it began.
	p.pieces[c] = p.pieces[c]&^from.Bit() | to.Bit()
	h := p.hash ^ zobrist.piece[c][from] ^ zobrist.piece[c][to] ^ zobrist.black
	back := uint16(0)
	if taken := m.Captured(); taken != 0 {
		p.pieces[c^1] &^= taken
		for s := range taken.All() {
			h ^= zobrist.piece[c^1][s]
		}
		// A taken piece can no longer make the move its side was forbidden;
		// forgetting it keeps positions that play alike equal.
		if b := p.back[c^1]; b != 0 && taken.Has(Move{path: uint64(b)}.From()) {
			h ^= zobrist.back[c^1][b]
			p.back[c^1] = 0
		}
	} else {
		back = uint16(normalMove(to, m.dir(0)^4).path)
	}
	h ^= zobrist.back[c][p.back[c]] ^ zobrist.back[c][back]
	p.back[c] = back
	p.hash = h
	p.ply++
}

// check returns why m is illegal in p, or nil.
func (p *Position) check(m Move) *MoveError {
	if m.IsZero() {
		return &MoveError{Seat: int(p.Side()), Move: m.String(), Rule: RuleNotation, Detail: "the zero Move is no move"}
	}
	gameOver := func() *MoveError {
		return p.moveError(m, RuleGameOver, m.From(), "the game is over (%s)", p.describe(p.End()))
	}
	if p.pieces[p.Side()] == 0 || p.ply >= MaxPlies {
		return gameOver()
	}
	err := p.checkRules(m)
	// A move that passes every rule is legal, so the side to move has one;
	// only a refused move needs to know whether it had none at all.
	if err != nil && !p.hasMove() {
		return gameOver()
	}
	return err
}

// checkRules returns which rule m breaks in p, a game still in play, or nil.
func (p *Position) checkRules(m Move) *MoveError {
	fail := func(r Rule, s Square, format string, args ...any) *MoveError {
		return p.moveError(m, r, s, format, args...)
	}
	from := m.From()
	c := p.Side()
	own, opp := p.pieces[c], p.pieces[c^1]
	switch {
	case opp.Has(from):
		return fail(RuleOwnPiece, from, "%s holds a %s piece, and it is %s's turn", from, c^1, c)
	case !own.Has(from):
		return fail(RuleOwnPiece, from, "%s is empty", from)
	}
	empty := AllSquares &^ (own | opp)
	if !m.IsCapture() {
		return p.checkNormal(m, empty)
	}
	empty |= from.Bit()
	at := from
	for k := range m.Len() {
		d := m.dir(k)
		over, to := jumpOver[at][d], jumpTo[at][d]
		switch {
		case own.Has(over):
			return fail(RuleJumpEnemy, over, "hop %s*%s jumps %s, which holds a %s piece", at, to, over, c)
		case !opp.Has(over):
			return fail(RuleJumpEnemy, over, "hop %s*%s jumps %s, which is empty", at, to, over)
		case !empty.Has(to):
			return fail(RuleEmptyLanding, to, "hop %s*%s lands on %s, which is occupied", at, to, to)
		}
		opp &^= over.Bit()
		empty |= over.Bit()
		at = to
	}
	for _, h := range jumps[at] {
		if opp.Has(h.over) && empty.Has(h.to) {
			return fail(RuleChainContinues, h.to, "the chain must go on from %s to %s, taking %s", at, h.to, h.over)
		}
	}
	return nil
}

// moveError builds the error for the side to move's move m breaking rule
// r at s.
func (p *Position) moveError(m Move, r Rule, s Square, format string, args ...any) *MoveError {
	return &MoveError{Seat: int(p.Side()), Move: m.String(), Rule: r, Square: s, Detail: fmt.Sprintf(format, args...)}
}

// checkNormal returns why the normal move m is illegal in p, or nil.
func (p *Position) checkNormal(m Move, empty Squares) *MoveError {
	fail := func(r Rule, s Square, format string, args ...any) *MoveError {
		return p.moveError(m, r, s, format, args...)
	}
	c := p.Side()
	from, to := m.From(), m.To()
	if jumpers := capturers(p.pieces[c], p.pieces[c^1], empty); jumpers != 0 {
		if jumpers.Has(from) {
			for _, h := range jumps[from] {
				if p.pieces[c^1].Has(h.over) && empty.Has(h.to) {
					return fail(RuleCaptureCompulsory, from,
						"a capture is compulsory: '*' was expected after %s, which can take %s by jumping to %s", from, h.over, h.to)
				}
			}
		}
		return fail(RuleCaptureCompulsory, from,
			"a capture is compulsory, and %s cannot capture; the pieces that can are on %s", from, jumpers)
	}
	if !empty.Has(to) {
		return fail(RuleEmptyLanding, to, "%s is occupied", to)
	}
	if uint64(p.back[c]) == m.path {
		return fail(RuleNoMoveBack, from, "it reverses %s's previous move %s-%s", c, to, from)
	}
	return nil
}

// A Rule names one of the rules a move can break.
type Rule uint8

// The rules a move can break. RuleNotation covers text that is not a move
// at all, or a path that does not follow the board's lines.
const (
	RuleNotation          Rule = iota + 1 // not a move in the contest's notation, or not along the lines
	RuleGameOver                          // the game has already ended
	RuleOwnPiece                          // a move starts on a piece of the side to move
	RuleEmptyLanding                      // a step or a hop ends on an empty point
	RuleJumpEnemy                         // each hop jumps an enemy piece, each piece at most once
	RuleCaptureCompulsory                 // when a capture exists, a normal move is illegal
	RuleChainContinues                    // a chain goes on while its piece can hop again
	RuleNoMoveBack                        // a normal move may not reverse the mover's previous normal move
)

// ruleNames is indexed by Rule, which starts at 1.
var ruleNames = [...]string{"", "notation", "game over", "own piece", "empty landing point",
	"jump an enemy piece", "capture is compulsory", "chain must continue", "no move back"}

// String returns a short name for the rule, such as "no move back".
func (r Rule) String() string { return text.Name(r, ruleNames[:], "Rule") }

// A MoveError explains why a move was refused: which rule it breaks, the
// square where it goes wrong, and in words what was expected there.
type MoveError struct {
	Seat   int    // the seat whose move it was, or -1 for text not yet played
	Move   string // the move as written
	Rule   Rule   // the rule broken
	Square Square // the square where the move goes wrong
	Detail string // what is wrong, naming squares and pieces
}

// Error returns the move and what is wrong with it, as in
// `alquerque: move "c3-d4": it reverses white's previous move d4-c3`.
func (e *MoveError) Error() string {
	return fmt.Sprintf("alquerque: move %q: %s", e.Move, e.Detail)
}

// An End says whether and how a game has ended.
type End uint8

// How a game can end.
const (
	NotOver     End = iota // the game goes on
	AllCaptured            // the side to move has no pieces left: it lost
	NoLegalMove            // the side to move cannot move: it lost
	MoveLimit              // 200 plies without a winner: a tie
)

// String returns the reason in words, such as "last piece taken".
func (e End) String() string { return text.Name(e, endNames[:], "End") }

var endNames = [...]string{"not over", "last piece taken", "no legal move", "200 plies played"}

// End reports whether and how the game has ended, in one pass that
// allocates nothing. The rules are applied in this order: the side to move
// loses when it has no pieces left, even at the ply limit; otherwise the
// game is a tie once 200 plies are played, even when the side to move
// could not move; otherwise the side to move loses when it has no legal
// move. When a game ends by AllCaptured or NoLegalMove, the side not to
// move has won.
func (p *Position) End() End {
	switch {
	case p.pieces[p.Side()] == 0:
		return AllCaptured
	case p.ply >= MaxPlies:
		return MoveLimit
	case !p.hasMove():
		return NoLegalMove
	}
	return NotOver
}

// Over reports whether the game has ended: End() != NotOver.
func (p *Position) Over() bool { return p.End() != NotOver }

// Winner returns the seat (the [Color] as an int) that won by the rules:
// the side that took the last piece or left its opponent without a move.
// ok is false while the game goes on, and for a tie at the ply limit, even
// when the tie scores differ: the contest called such a game a tie, and
// only its points, not a win, went to the side that kept more pieces.
func (p *Position) Winner() (seat int, ok bool) {
	switch e := p.End(); e {
	case NotOver, MoveLimit:
		return -1, false
	}
	return int(p.Side().Other()), true
}

// describe says how a game that is over ended, from e = p.End(), such as
// "white wins: no legal move" or "tie: 200 plies played".
func (p *Position) describe(e End) string {
	if e == MoveLimit {
		return "tie: " + e.String()
	}
	return fmt.Sprintf("%s wins: %s", p.Side().Other(), e)
}

// Contest scores.
const (
	WinScore = 12 // the winner's score; the loser gets 0
	TieBase  = 7  // a tie scores TieBase minus the opponent's pieces left, at least 0
)

// Score returns the contest's score of a finished game, indexed by Color:
// 12-0 for a win; in a tie, 7 minus the opponent's pieces left, but not below
// 0, for each side. It returns zeros while the game is in play. Forfeits (an
// illegal move, a crash, a timeout) are the referee's business, not the
// position's.
func (p *Position) Score() [2]int {
	var s [2]int
	switch p.End() {
	case NotOver:
	case MoveLimit:
		s[White] = max(0, TieBase-p.pieces[Black].Count())
		s[Black] = max(0, TieBase-p.pieces[White].Count())
	default:
		s[p.Side().Other()] = WinScore
	}
	return s
}
