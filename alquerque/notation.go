package alquerque

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseMove reads a move in the contest's notation: "c3-d4" for a normal
// move, or the landing points of a capture chain joined by '*', as in
// "e5*c3*e1". It checks everything that does not depend on the position:
// the squares, that each step or hop follows a line of the board, and that
// no point is jumped twice. [Position.Play] checks the rest.
func ParseMove(s string) (Move, error) {
	fail := func(format string, args ...any) (Move, error) {
		return Move{}, &MoveError{Seat: -1, Move: s, Rule: RuleNotation, Detail: fmt.Sprintf(format, args...)}
	}
	if len(s) < 5 {
		return fail("too short: want two squares joined by '-', or a chain joined by '*', as in \"c3-d4\" or \"e5*c3\"")
	}
	from, err := ParseSquare(s[:2])
	if err != nil {
		return fail("%q is not a square (a1 to g7)", s[:2])
	}
	sep := s[2]
	if sep != '-' && sep != '*' {
		return fail("want '-' or '*' after %s, found %q", from, sep)
	}
	if sep == '-' {
		if len(s) != 5 {
			return fail("a normal move is two squares, as in \"c3-d4\"; captures are written with '*'")
		}
		to, err := ParseSquare(s[3:5])
		if err != nil {
			return fail("%q is not a square (a1 to g7)", s[3:5])
		}
		for d := range 8 {
			if step[from][d] == to {
				return normalMove(from, d), nil
			}
		}
		if isDiagonalStep(from, to, 1) {
			return fail("%s-%s: no diagonal line runs through %s", from, to, from)
		}
		return fail("%s is not next to %s", to, from)
	}
	if (len(s)-2)%3 != 0 {
		return fail("want squares joined by '*', as in \"e5*c3*e1\"")
	}
	m := Move{path: uint64(from) + 1}
	at := from
	for k, i := 0, 2; i < len(s); k, i = k+1, i+3 {
		if s[i] != '*' {
			return fail("want '*' after %s, found %q", s[i-2:i], s[i])
		}
		to, err := ParseSquare(s[i+1 : i+3])
		if err != nil {
			return fail("%q is not a square (a1 to g7)", s[i+1:i+3])
		}
		if k == MaxHops {
			return fail("more than %d hops: there are only %d pieces to take", MaxHops, MaxPieces)
		}
		d := -1
		for dd := range 8 {
			if jumpTo[at][dd] == to {
				d = dd
			}
		}
		switch {
		case d < 0 && isDiagonalStep(at, to, 2):
			return fail("%s*%s is not a capture hop: it would need a diagonal line through %s", at, to, at)
		case d < 0:
			return fail("%s*%s is not a capture hop: %s is not two points from %s along a line", at, to, to, at)
		case m.Captured().Has(jumpOver[at][d]):
			return fail("hop %s*%s jumps %s a second time", at, to, jumpOver[at][d])
		}
		m = m.withHop(k, uint8(d), jumpOver[at][d])
		at = to
	}
	return m, nil
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
	fail := func(format string, args ...any) (Position, error) {
		return Position{}, fmt.Errorf("alquerque: position %q: %s", s, fmt.Sprintf(format, args...))
	}
	fields := strings.Split(s, " ")
	if len(fields) != 5 {
		return fail("want 5 fields separated by single spaces (board, side, ply, White's and Black's previous normal move), found %d", len(fields))
	}
	var p Position
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 7 {
		return fail("board: want 7 ranks separated by '/', found %d", len(ranks))
	}
	for i, row := range ranks {
		r := 6 - i
		if len(row) != 7 {
			return fail("board: rank %d has %d points, want 7", r+1, len(row))
		}
		for f := range 7 {
			switch row[f] {
			case 'w':
				p.pieces[White] |= SquareAt(f, r).Bit()
			case 'b':
				p.pieces[Black] |= SquareAt(f, r).Bit()
			case '.':
			default:
				return fail("board: %s holds %q; want 'w', 'b' or '.'", SquareAt(f, r), row[f])
			}
		}
	}
	for c := range Color(2) {
		if n := p.pieces[c].Count(); n > MaxPieces {
			return fail("%s has %d pieces; a side has at most %d", c, n, MaxPieces)
		}
	}
	ply, err := strconv.Atoi(fields[2])
	if err != nil || ply < 0 || ply > MaxPlies || strconv.Itoa(ply) != fields[2] {
		return fail("ply %q: want a number from 0 to %d", fields[2], MaxPlies)
	}
	p.ply = uint8(ply)
	if want := []string{"w", "b"}[p.Side()]; fields[1] != want {
		return fail("side to move %q: after %d plies it is %s's turn (%q)", fields[1], ply, p.Side(), want)
	}
	if mover := p.Side(); p.pieces[mover^1] == 0 {
		return fail("%s has no pieces, so the game ended before %s's turn", mover^1, mover)
	}
	for c := range Color(2) {
		text := fields[3+c]
		if text == "-" {
			continue
		}
		if moved := (ply + 1 - int(c)) / 2; moved == 0 {
			return fail("%s's previous move %q: %s has not moved yet", c, text, c)
		}
		m, err := ParseMove(text)
		if err != nil {
			return fail("%s's previous move: %v", c, err)
		}
		if m.IsCapture() {
			return fail("%s's previous move %q: only a normal move is recorded; write '-' after a capture", c, text)
		}
		if !p.pieces[c].Has(m.To()) {
			return fail("%s's previous move %q ends on %s, which holds no %s piece", c, text, m.To(), c)
		}
		p.back[c] = uint16(normalMove(m.To(), m.dir(0)^4).path)
	}
	p.hash = p.computeHash()
	return p, nil
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
