package alquerque

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/contestgames/games/internal/text"
)

// ParseMove reads a move in the contest's notation: "c3-d4" for a normal
// move, or the landing points of a capture chain joined by '*', as in
// "e5*c3*e1". It checks everything that does not depend on the position:
// the squares, that each step or hop follows a line of the board, and that
// no point is jumped twice. [Position.Play] checks the rest.
func ParseMove(s string) (Move, error) {
	if len(s) < 5 {
		return Move{}, badMove(s, "too short: want two squares joined by '-', or a chain joined by '*', as in \"c3-d4\" or \"e5*c3\"")
	}
	from, err := ParseSquare(s[:2])
	if err != nil {
		return Move{}, badMove(s, "%q is not a square (a1 to g7)", s[:2])
	}
	switch s[2] {
	case '-':
		return parseStep(s, from)
	case '*':
		return parseChain(s, from)
	}
	return Move{}, badMove(s, "want '-' or '*' after %s, found %q", from, s[2])
}

// badMove is the error for move text s that breaks the notation.
func badMove(s, format string, args ...any) error {
	return &MoveError{Seat: -1, Move: s, Rule: RuleNotation, Detail: fmt.Sprintf(format, args...)}
}

// parseStep reads the normal move s, whose first square is from.
func parseStep(s string, from Square) (Move, error) {
	if len(s) != 5 {
		return Move{}, badMove(s, "a normal move is two squares, as in \"c3-d4\"; captures are written with '*'")
	}
	to, err := ParseSquare(s[3:5])
	if err != nil {
		return Move{}, badMove(s, "%q is not a square (a1 to g7)", s[3:5])
	}
	for d := range 8 {
		if step[from][d] == to {
			return normalMove(from, d), nil
		}
	}
	if isDiagonalStep(from, to, 1) {
		return Move{}, badMove(s, "%s-%s: no diagonal line runs through %s", from, to, from)
	}
	return Move{}, badMove(s, "%s is not next to %s", to, from)
}

// parseChain reads the capture chain s, which starts on from.
func parseChain(s string, from Square) (Move, error) {
	if (len(s)-2)%3 != 0 {
		return Move{}, badMove(s, "want squares joined by '*', as in \"e5*c3*e1\"")
	}
	m := Move{path: uint64(from) + 1}
	at := from
	for k, i := 0, 2; i < len(s); k, i = k+1, i+3 {
		if s[i] != '*' {
			return Move{}, badMove(s, "want '*' after %s, found %q", s[i-2:i], s[i])
		}
		to, err := ParseSquare(s[i+1 : i+3])
		if err != nil {
			return Move{}, badMove(s, "%q is not a square (a1 to g7)", s[i+1:i+3])
		}
		if k == MaxHops {
			return Move{}, badMove(s, "more than %d hops: there are only %d pieces to take", MaxHops, MaxPieces)
		}
		d := hopDirection(at, to)
		switch {
		case d < 0 && isDiagonalStep(at, to, 2):
			return Move{}, badMove(s, "%s*%s is not a capture hop: it would need a diagonal line through %s", at, to, at)
		case d < 0:
			return Move{}, badMove(s, "%s*%s is not a capture hop: %s is not two points from %s along a line", at, to, to, at)
		case m.Captured().Has(jumpOver[at][d]):
			return Move{}, badMove(s, "hop %s*%s jumps %s a second time", at, to, jumpOver[at][d])
		}
		m = m.withHop(k, uint8(d), jumpOver[at][d])
		at = to
	}
	return m, nil
}

// hopDirection returns the direction of a capture hop from at that lands on
// to, or -1 if none does.
func hopDirection(at, to Square) int {
	d := -1
	for dd := range 8 {
		if jumpTo[at][dd] == to {
			d = dd
		}
	}
	return d
}

// isDiagonalStep reports whether b lies n points from a on a diagonal,
// whether or not a line runs there.
func isDiagonalStep(a, b Square, n int) bool {
	df, dr := b.File()-a.File(), b.Rank()-a.Rank()
	return (df == n || df == -n) && (dr == n || dr == -n)
}

// String returns the position in the one-line notation read by
// [ParsePosition]: the seven ranks from 7 down to 1, each as seven of 'w'
// (white piece), 'b' (black piece) or '.' (empty) from file a to g, joined
// by '/'; then the side to move ('w' or 'b'); the ply count; and White's and
// Black's previous move if it was a normal move, or '-'. The start is
//
//	bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 - -
func (p Position) String() string {
	var b strings.Builder
	b.Grow(80)
	for r := 6; r >= 0; r-- {
		for f := range 7 {
			b.WriteByte(p.pieceChar(SquareAt(f, r)))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteString([]string{" w ", " b "}[p.Side()])
	b.WriteString(strconv.Itoa(int(p.ply)))
	for c := range 2 {
		b.WriteByte(' ')
		if p.back[c] == 0 {
			b.WriteByte('-')
			continue
		}
		fwd := Move{path: uint64(p.back[c])}
		b.WriteString(normalMove(fwd.To(), fwd.dir(0)^4).String())
	}
	return b.String()
}

func (p *Position) pieceChar(s Square) byte {
	switch c, ok := p.At(s); {
	case !ok:
		return '.'
	case c == White:
		return 'w'
	}
	return 'b'
}

// ParsePosition reads a position in the notation that [Position.String]
// writes. It refuses positions no game can reach in the ways that matter to
// the rules: more than 24 pieces a side, a side to move that does not match
// the ply count, a finished opponent (no pieces while it is not its turn), or
// a previous move that does not end on its side's piece.
func ParsePosition(s string) (Position, error) {
	fields := strings.Split(s, " ")
	if len(fields) != 5 {
		return Position{}, badPosition(s, "want 5 fields separated by single spaces (board, side, ply, White's and Black's previous normal move), found %d", len(fields))
	}
	var p Position
	var err error
	if p.pieces, err = parseBoard(s, fields[0]); err != nil {
		return Position{}, err
	}
	ply, err := strconv.Atoi(fields[2])
	if err != nil || ply < 0 || ply > MaxPlies || strconv.Itoa(ply) != fields[2] {
		return Position{}, badPosition(s, "ply %q: want a number from 0 to %d", fields[2], MaxPlies)
	}
	p.ply = uint8(ply)
	if want := []string{"w", "b"}[p.Side()]; fields[1] != want {
		return Position{}, badPosition(s, "side to move %q: after %d plies it is %s's turn (%q)", fields[1], ply, p.Side(), want)
	}
	if mover := p.Side(); p.pieces[mover^1] == 0 {
		return Position{}, badPosition(s, "%s has no pieces, so the game ended before %s's turn", mover^1, mover)
	}
	for c := range Color(2) {
		if p.back[c], err = parseBack(s, &p, c, fields[3+c]); err != nil {
			return Position{}, err
		}
	}
	p.hash = p.computeHash()
	return p, nil
}

// badPosition is the error for position text s.
func badPosition(s, format string, args ...any) error {
	return text.Errorf("alquerque", "position %q: %s", s, fmt.Sprintf(format, args...))
}

// parseBoard reads the board field of the position text s: the pieces of
// White and of Black.
func parseBoard(s, board string) ([2]Squares, error) {
	var pieces [2]Squares
	ranks := strings.Split(board, "/")
	if len(ranks) != 7 {
		return pieces, badPosition(s, "board: want 7 ranks separated by '/', found %d", len(ranks))
	}
	for i, row := range ranks {
		r := 6 - i
		if len(row) != 7 {
			return pieces, badPosition(s, "board: rank %d has %d points, want 7", r+1, len(row))
		}
		for f := range 7 {
			switch row[f] {
			case 'w':
				pieces[White] |= SquareAt(f, r).Bit()
			case 'b':
				pieces[Black] |= SquareAt(f, r).Bit()
			case '.':
			default:
				return pieces, badPosition(s, "board: %s holds %q; want 'w', 'b' or '.'", SquareAt(f, r), row[f])
			}
		}
	}
	for c := range Color(2) {
		if n := pieces[c].Count(); n > MaxPieces {
			return pieces, badPosition(s, "%s has %d pieces; a side has at most %d", c, n, MaxPieces)
		}
	}
	return pieces, nil
}

// parseBack reads text, side c's previous move in the position text s, into
// the move c may not play next (a path word for Position.back, 0 for "-").
// p holds the pieces and the ply count already read.
func parseBack(s string, p *Position, c Color, text string) (uint16, error) {
	if text == "-" {
		return 0, nil
	}
	if moved := (int(p.ply) + 1 - int(c)) / 2; moved == 0 {
		return 0, badPosition(s, "%s's previous move %q: %s has not moved yet", c, text, c)
	}
	m, err := ParseMove(text)
	if err != nil {
		return 0, badPosition(s, "%s's previous move: %v", c, err)
	}
	if m.IsCapture() {
		return 0, badPosition(s, "%s's previous move %q: only a normal move is recorded; write '-' after a capture", c, text)
	}
	if !p.pieces[c].Has(m.To()) {
		return 0, badPosition(s, "%s's previous move %q ends on %s, which holds no %s piece", c, text, m.To(), c)
	}
	return uint16(normalMove(m.To(), m.dir(0)^4).path), nil
}

// Diagram returns a picture of the board with its lines, rank 7 at the top,
// followed by the side to move and the ply count:
//
//	7 b-b-b-b-b-b-b
//	  |\|/|\|/|\|/|
//	6 b-b-b-b-b-b-b
//	  …
//	1 w-w-w-w-w-w-w
//	  a b c d e f g
//	white to move, ply 0
func (p *Position) Diagram() string {
	var b strings.Builder
	for r := 6; r >= 0; r-- {
		b.WriteByte('1' + byte(r))
		b.WriteByte(' ')
		for f := range 7 {
			if f > 0 {
				b.WriteByte('-')
			}
			b.WriteByte(p.pieceChar(SquareAt(f, r)))
		}
		b.WriteString("\n  ")
		if r == 0 {
			break
		}
		for f := range 7 {
			b.WriteByte('|')
			if f == 6 {
				break
			}
			// Between ranks r and r+1, the diagonal of this cell starts at
			// whichever of its lower corners has diagonals.
			if (f+r-1)%2 == 0 {
				b.WriteByte('/')
			} else {
				b.WriteByte('\\')
			}
		}
		b.WriteString("\n")
	}
	b.WriteString("a b c d e f g\n")
	fmt.Fprintf(&b, "%s to move, ply %d\n", p.Side(), p.ply)
	return b.String()
}
