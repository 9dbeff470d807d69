package alquerque

import (
	"math/bits"
	"strings"

	"github.com/contestgames/games"
)

// MaxHops is the longest capture chain a position can hold: every hop takes
// one of the opponent's at most 24 pieces.
const MaxHops = 24

// A Move is one turn: a normal step from one point to a neighbour, or a
// capture chain of one or more hops. A Move is a 16-byte value; two moves
// are equal with == exactly when they follow the same path, so two chains
// that take the same pieces by different routes are different moves, as
// they were for the contest's jury. The zero Move is no move at all.
//
// Moves come from [Position.Moves] or [ParseMove]; a Move holds a geometric
// path along the board's lines but says nothing of whose turn it is, so
// only [Position.Play] decides whether it is legal.
type Move struct {
	// path holds from+1 in bits 0-5 and then three bits per step, the
	// direction of steps 0..18. A normal move has one step.
	path uint64
	// captured holds the captured points in bits 0-48 and the directions
	// of steps 19..23 in bits 49-63, so that a 24-hop chain fits in 128 bits.
	captured uint64
}

const (
	pathSteps = 19 // steps whose direction is kept in Move.path
	capMask   = uint64(AllSquares)
)

func normalMove(from Square, dir int) Move {
	return Move{path: uint64(from) + 1 | uint64(dir)<<6}
}

// withHop returns m extended by hop number k (from 0) in direction dir,
// taking the piece on over.
func (m Move) withHop(k int, dir uint8, over Square) Move {
	if k < pathSteps {
		m.path |= uint64(dir) << (6 + 3*k)
	} else {
		m.captured |= uint64(dir) << (NumSquares + 3*(k-pathSteps))
	}
	m.captured |= 1 << over
	return m
}

func (m Move) dir(k int) int {
	if k < pathSteps {
		return int(m.path>>(6+3*k)) & 7
	}
	return int(m.captured>>(NumSquares+3*(k-pathSteps))) & 7
}

// IsZero reports whether m is the zero Move, which is no move.
func (m Move) IsZero() bool { return m == Move{} }

// From returns the point the moving piece starts on.
func (m Move) From() Square { return Square(m.path&63) - 1 }

// IsCapture reports whether m is a capture chain.
func (m Move) IsCapture() bool { return m.captured&capMask != 0 }

// Captured returns the points of the pieces the move takes.
func (m Move) Captured() Squares { return Squares(m.captured & capMask) }

// Len returns the number of steps: 1 for a normal move, the number of hops
// (and of pieces taken) for a capture.
func (m Move) Len() int {
	if n := bits.OnesCount64(m.captured & capMask); n > 0 {
		return n
	}
	return 1
}

// To returns the point where the moving piece ends. The zero Move has no
// squares: its From and To are invalid (their String is "Square(255)").
func (m Move) To() Square {
	if m.IsZero() {
		return m.From()
	}
	s := m.From()
	if !m.IsCapture() {
		return step[s][m.dir(0)]
	}
	for k := range m.Len() {
		s = jumpTo[s][m.dir(k)]
	}
	return s
}

// Path appends the points the piece lands on, in order, to dst and returns
// the extended slice. The last one is [Move.To].
func (m Move) Path(dst []Square) []Square {
	if m.IsZero() {
		return dst
	}
	s := m.From()
	if !m.IsCapture() {
		return append(dst, step[s][m.dir(0)])
	}
	for k := range m.Len() {
		s = jumpTo[s][m.dir(k)]
		dst = append(dst, s)
	}
	return dst
}

// String returns the move in the contest's notation: "c3-d4" for a normal
// move, every landing point joined by '*' for a capture, as in "e5*c3*e1".
func (m Move) String() string {
	if m.IsZero() {
		return "none"
	}
	var b strings.Builder
	b.Grow(3 * (m.Len() + 1))
	b.WriteString(m.From().String())
	sep := "-"
	if m.IsCapture() {
		sep = "*"
	}
	var buf [MaxHops]Square
	for _, s := range m.Path(buf[:0]) {
		b.WriteString(sep)
		b.WriteString(s.String())
	}
	return b.String()
}

// Moves appends every legal move of the side to move to dst and returns the
// extended slice. When any capture exists only capture chains are listed,
// each complete path once; otherwise every normal move is, less the reverse
// of the mover's previous normal move. A finished game has no moves.
//
// Moves allocates nothing when dst has room: [MoveListSize] is enough for
// nearly every position, though capture chains can branch into many more
// paths (see the package documentation).
func (p *Position) Moves(dst []Move) []Move {
	if p.ply >= MaxPlies {
		return dst
	}
	c := p.Side()
	own, opp := p.pieces[c], p.pieces[c^1]
	empty := AllSquares &^ (own | opp)
	// again holds every point from which a hop could start; the pieces of
	// own among them are the ones that can capture now.
	again := capturers(AllSquares, opp, empty)
	if jumpers := again & own; jumpers != 0 {
		for from := range jumpers.All() {
			dst = appendFirstHops(dst, from, opp, empty|from.Bit(), again)
		}
		return dst
	}
	for d := range 8 {
		for targets := normalTargets(own, empty, p.back[c], d); targets != 0; targets &= targets - 1 {
			to := bits.TrailingZeros64(uint64(targets))
			dst = append(dst, normalMove(Square(to-delta[d]), d))
		}
	}
	return dst
}

// normalTargets returns the points the normal moves of own in direction d
// land on, less the forbidden reverse back (0 for none).
func normalTargets(own, empty Squares, back uint16, d int) Squares {
	targets := shift(own&canStep[d], d) & empty
	if back != 0 && int(back>>6) == d {
		targets &^= Move{path: uint64(back)}.To().Bit()
	}
	return targets
}

// capturers returns the pieces of own that can make at least one hop. It
// is firstHops' union, written out so that every shift is a constant one.
func capturers(own, opp, empty Squares) Squares {
	return own & (canJump[north]&(opp>>7)&(empty>>14) |
		canJump[northEast]&(opp>>8)&(empty>>16) |
		canJump[east]&(opp>>1)&(empty>>2) |
		canJump[southEast]&(opp<<6)&(empty<<12) |
		canJump[south]&(opp<<7)&(empty<<14) |
		canJump[southWest]&(opp<<8)&(empty<<16) |
		canJump[west]&(opp<<1)&(empty<<2) |
		canJump[northWest]&(opp>>6)&(empty>>12))
}

// stepCount counts the steps of own onto empty along every line. A line
// between two points carries a step when one holds a piece of own and the
// other is empty, whichever way round, and the two cases never share a
// lower point: so each of the four directions that go up the board counts
// both ways with one popcount, the lines named by their lower point.
func stepCount(own, empty Squares) int {
	return (canStep[north] & (own&(empty>>7) | empty&(own>>7))).Count() +
		(canStep[northEast] & (own&(empty>>8) | empty&(own>>8))).Count() +
		(canStep[east] & (own&(empty>>1) | empty&(own>>1))).Count() +
		(canStep[northWest] & (own&(empty>>6) | empty&(own>>6))).Count()
}

// appendFirstHops appends every complete capture chain of the piece on
// from, in the order appendChains would. A first hop is a whole chain when
// its landing point is not in again, the points from which some piece
// could hop before the move (see countCaptures for why that answers for
// after it too); only the others are walked further.
func appendFirstHops(dst []Move, from Square, opp, empty, again Squares) []Move {
	start := Move{path: uint64(from) + 1}
	for _, h := range jumps[from] {
		if opp&h.overBit == 0 || empty&h.toBit == 0 {
			continue
		}
		m := start.withHop(0, h.dir, h.over)
		if again&h.toBit == 0 {
			dst = append(dst, m)
			continue
		}
		dst = appendChains(dst, h.to, opp&^h.overBit, empty|h.overBit, m, 1)
	}
	return dst
}

// appendChains appends every complete capture chain that continues m, whose
// piece stands on at after k hops.
func appendChains(dst []Move, at Square, opp, empty Squares, m Move, k int) []Move {
	extended := false
	for _, h := range jumps[at] {
		if opp&h.overBit == 0 || empty&h.toBit == 0 {
			continue
		}
		extended = true
		dst = appendChains(dst, h.to, opp&^h.overBit, empty|h.overBit, m.withHop(k, h.dir, h.over), k+1)
	}
	if !extended {
		dst = append(dst, m)
	}
	return dst
}

// CountMoves returns len(p.Moves(nil)) without building the moves: normal
// moves are counted with a few bit operations, chains by walking them.
// Bots use it for mobility; perft uses it at the last ply.
func (p *Position) CountMoves() int {
	if p.ply >= MaxPlies {
		return 0
	}
	c := p.Side()
	return countMoves(p.pieces[c], p.pieces[c^1], p.back[c])
}

// countMoves counts the legal moves of own against opp, with back the
// reverse own may not play (0 for none), as CountMoves does.
func countMoves(own, opp Squares, back uint16) int {
	empty := AllSquares &^ (own | opp)
	if n := countCaptures(own, opp, empty); n > 0 {
		return n
	}
	return countNormal(own, empty, back)
}

// countCaptures counts the capture chains of own, 0 when there are none.
// It finds the landing point of every first hop of every piece at once, one
// direction at a time with a constant shift, and most chains end there: a
// hop is a whole chain when no piece could hop from its landing point in
// the position before the move, and that is the same question after it
// (the one hop that changes, straight back over the piece just taken, lands
// on the mover's own starting point, which was not empty before). Only
// landings where a further hop could go on are walked, by goOn.
func countCaptures(own, opp, empty Squares) int {
	// Eight values rather than an array, so that they stay in registers:
	// a0..a7 hold the points from which a hop starts in each direction,
	// again their union; the pieces of own among them hop, and land two
	// steps on.
	a0, a1, a2, a3 := canJump[north]&(opp>>7)&(empty>>14), canJump[northEast]&(opp>>8)&(empty>>16),
		canJump[east]&(opp>>1)&(empty>>2), canJump[southEast]&(opp<<6)&(empty<<12)
	a4, a5, a6, a7 := canJump[south]&(opp<<7)&(empty<<14), canJump[southWest]&(opp<<8)&(empty<<16),
		canJump[west]&(opp<<1)&(empty<<2), canJump[northWest]&(opp>>6)&(empty>>12)
	again := a0 | a1 | a2 | a3 | a4 | a5 | a6 | a7
	if again&own == 0 {
		return 0
	}
	l0, l1, l2, l3 := (a0&own)<<14, (a1&own)<<16, (a2&own)<<2, (a3&own)>>12
	l4, l5, l6, l7 := (a4&own)>>14, (a5&own)>>16, (a6&own)>>2, (a7&own)<<12
	if (l0|l1|l2|l3|l4|l5|l6|l7)&again == 0 { // the common case: every first hop is a whole chain
		return l0.Count() + l1.Count() + l2.Count() + l3.Count() + l4.Count() + l5.Count() + l6.Count() + l7.Count()
	}
	land := [8]Squares{l0, l1, l2, l3, l4, l5, l6, l7}
	n := 0
	for _, to := range land {
		n += (to &^ again).Count()
	}
	return n + goOn(&land, again, opp, empty)
}

// goOn counts the chains that begin with the first hops onto land[d] in
// each direction d and may go on, from the points in again.
func goOn(land *[8]Squares, again, opp, empty Squares) int {
	n := 0
	for d, to := range land {
		for t := to & again; t != 0; t &= t - 1 {
			at := bits.TrailingZeros64(uint64(t))
			over, from := Squares(1)<<(at-delta[d]), Squares(1)<<(at-2*delta[d])
			// Pieces only leave opp and points only join empty as the
			// chain goes on, so a later hop starts in again or lands on
			// the point the mover left.
			maybe := again | jumpSources[at-2*delta[d]]
			n += countChains(Square(at), opp&^over, empty|over|from, maybe)
		}
	}
	return n
}

// countNormal counts the normal moves of the pieces own onto empty points,
// less the forbidden reverse back (0 for none) if it is among them.
func countNormal(own, empty Squares, back uint16) int {
	return stepCount(own, empty) - forbiddenCount(own, empty, back)
}

// forbiddenCount returns 1 if the forbidden reverse back (0 for none) is
// among the normal moves of own onto empty, else 0.
func forbiddenCount(own, empty Squares, back uint16) int {
	if back != 0 {
		if m := (Move{path: uint64(back)}); own.Has(m.From()) && empty.Has(m.To()) {
			return 1
		}
	}
	return 0
}

// countChains counts the complete chains from at; the caller knows that at
// least one hop exists. maybe holds every point from which the chain could
// hop on: a landing point outside it ends the chain without a look, so
// those are counted with one popcount. hopLandings finds the open hops
// without a branch per neighbour, which the processor mispredicted often.
// Nearly every point of a chain has one way on (in the perft tree, 14 in
// 15), so a lone hop is followed in the loop rather than by a call.
func countChains(at Square, opp, empty, maybe Squares) int {
	for {
		land := hopLandings(at, opp, empty)
		if land == 0 {
			return 1
		}
		if land&(land-1) != 0 {
			return forkChains(at, land, opp, empty, maybe)
		}
		to := bits.TrailingZeros64(uint64(land))
		if !maybe.Has(Square(to)) {
			return 1
		}
		over := Squares(1) << ((to + int(at)) >> 1)
		at, opp, empty = Square(to), opp&^over, empty|over
	}
}

// forkChains counts the complete chains from at, where the piece can hop
// onto every point of land, two or more.
func forkChains(at Square, land, opp, empty, maybe Squares) int {
	n := (land &^ maybe).Count()
	for t := land & maybe; t != 0; t &= t - 1 {
		to := bits.TrailingZeros64(uint64(t))
		over := Squares(1) << ((to + int(at)) >> 1)
		n += countChains(Square(to), opp&^over, empty|over, maybe)
	}
	return n
}

// hopLandings returns the points a piece on at can land on with one hop
// over a piece of opp onto an empty point. Seen from at, the pieces that
// could be taken lie within a byte above it and a byte below, and hopsUp
// and hopsDown turn each byte into the landing points. A byte also holds
// points that are no neighbours of at along a line (past an edge, or on a
// diagonal at a point without one): jumpSources[at], the real landing
// points, drops what they gave. Chain walks call this at every point they
// reach, and two table reads cost a third of the instructions of a shift
// and a mask for each of the eight directions.
func hopLandings(at Square, opp, empty Squares) Squares {
	up := hopsUp[uint8(opp>>(at&63)>>1)]
	down := hopsDown[uint8(opp<<((63-at)&63)>>55)]
	return (up<<(at&63) | down>>((63-at)&63)) & empty & jumpSources[at]
}

// hopsOver returns the points where the hops of pieces over at land on
// an empty point, whatever stands on at: a piece k points below at lands k
// points above it, and the other way round. It reads the pieces a byte at
// a time as hopLandings does, and overSources[at], the points from which a
// hop passes over at and so also where such hops land, drops the others.
func hopsOver(at Square, pieces, empty Squares) Squares {
	up := mirrorUp[uint8(pieces<<((63-at)&63)>>55)]
	down := mirrorDown[uint8(pieces>>(at&63)>>1)]
	return (up<<(at&63) | down>>((63-at)&63)) & empty & overSources[at]
}

// hasMove reports whether the side to move has any legal move, ignoring
// the ply limit.
func (p *Position) hasMove() bool {
	c := p.Side()
	own, opp := p.pieces[c], p.pieces[c^1]
	empty := AllSquares &^ (own | opp)
	return capturers(own, opp, empty) != 0 || countNormal(own, empty, p.back[c]) > 0
}

// MaxNormalMoves is the most normal moves a position can have. It is an
// upper bound computed over every placement of at most 24 pieces (a test
// derives it again); the most found in a real position is 82.
const MaxNormalMoves = 84

// MoveListSize is the move buffer this package recommends and uses itself:
// [MoveListSize]Move on the stack holds the moves of all but about one in a
// million positions of random play. Capture chains can branch into more
// paths than that; [Position.Moves] then grows the slice. See the package
// documentation.
const MoveListSize = 256

// The compiler holds the one shape of every game's state.
var _ games.State[Move] = (*Position)(nil)
