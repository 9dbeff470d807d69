package alquerque

import "math/bits"

// Perft counts the move paths of the given depth from p: the leaves of the
// game tree, each capture path counted separately, as the jury accepted any
// path. A finished game is a leaf of no moves, so it adds nothing beyond
// its depth. See the package documentation for how it counts without
// playing most of the moves; [PerftPlayed] plays every one.
//
// Perft is the standard check of a move generator: the table in the package
// documentation and in testdata/perft.txt must match. It allocates nothing.
func Perft(p Position, depth int) uint64 {
	switch {
	case depth <= 0:
		return 1
	case depth == 1:
		return uint64(p.CountMoves())
	}
	return perftBulk(nodeOf(&p), depth)
}

// PerftPlayed is [Perft] without bulk counting: it generates the moves at
// every ply, the last included, with [Position.Moves], and plays each one
// with [Position.PlayUnchecked]. It allocates nothing unless one line of
// the tree holds more moves than its 32 KB move stack.
func PerftPlayed(p Position, depth int) uint64 {
	var stack [perftStack]Move
	return perftPlayed(p, depth, stack[:])
}

// perftStack is the number of moves PerftPlayed keeps on the stack for all
// plies together.
const perftStack = 2048

// perftPlayed counts as PerftPlayed does, with buf as the move stack: each
// ply lists its moves at the front of buf and leaves the rest to the plies
// below.
func perftPlayed(p Position, depth int, buf []Move) uint64 {
	if depth <= 0 {
		return 1
	}
	moves := p.Moves(buf[:0])
	rest := buf
	if len(moves) <= len(buf) {
		rest = buf[len(moves):]
	} // else Moves moved the list to the heap, and all of buf is free.
	var n uint64
	for _, m := range moves {
		q := p
		q.PlayUnchecked(m)
		n += perftPlayed(q, depth-1, rest)
	}
	return n
}

// A node is a position as Perft's counting sees it, from the side to
// move: five words that Go passes in registers, where a Position, which
// holds arrays, goes through memory. It has no hash, which nothing in the
// counting needs.
type node struct {
	own, opp         Squares // the pieces of the side to move and of the other side
	ownBack, oppBack uint16  // their forbidden reverses, as in Position.back
	ply              uint8
}

// nodeOf returns p as a node.
func nodeOf(p *Position) node {
	c := p.Side()
	return node{own: p.pieces[c], opp: p.pieces[c^1], ownBack: p.back[c], oppBack: p.back[c^1], ply: p.ply}
}

// perftBulk returns Perft(n, depth) for a depth of 2 or more. Above the
// last two plies it walks the moves straight from the bitboards, as Moves
// would find them, and makes each child node itself: no list of moves,
// no Position, no hash.
func perftBulk(n node, depth int) uint64 {
	if depth == 2 {
		return lastTwo(n)
	}
	if n.ply >= MaxPlies {
		return 0
	}
	empty := AllSquares &^ (n.own | n.opp)
	var sum uint64
	if jumpers := capturers(n.own, n.opp, empty); jumpers != 0 {
		for ; jumpers != 0; jumpers &= jumpers - 1 {
			from := Square(bits.TrailingZeros64(uint64(jumpers)))
			rest := n
			rest.own &^= from.Bit()
			sum += perftChains(rest, from, n.opp, empty|from.Bit(), depth)
		}
		return sum
	}
	for d := range 8 {
		for t := normalTargets(n.own, empty, n.ownBack, d); t != 0; t &= t - 1 {
			to := Square(bits.TrailingZeros64(uint64(t)))
			moved := n.own ^ to.Bit() ^ Squares(1)<<((int(to)-delta[d])&63)
			back := uint16(normalMove(to, d^4).path)
			sum += perftBulk(node{own: n.opp, opp: moved, ownBack: n.oppBack, oppBack: back, ply: n.ply + 1}, depth-1)
		}
	}
	return sum
}

// perftChains sums Perft(child, depth-1) over the children of n after every
// complete capture chain of the piece that stands on at, n.own holding the
// mover's other pieces; opp and empty are the points as the chain has left
// them so far.
func perftChains(n node, at Square, opp, empty Squares, depth int) uint64 {
	land := hopLandings(at, opp, empty)
	if land == 0 {
		// As PlayUnchecked does: a taken piece forgets its forbidden move.
		back := n.oppBack
		if back != 0 && !opp.Has(Move{path: uint64(back)}.From()) {
			back = 0
		}
		return perftBulk(node{own: opp, opp: n.own | at.Bit(), ownBack: back, ply: n.ply + 1}, depth-1)
	}
	var sum uint64
	for ; land != 0; land &= land - 1 {
		to := bits.TrailingZeros64(uint64(land))
		over := Squares(1) << ((to + int(at)) >> 1)
		sum += perftChains(n, Square(to), opp&^over, empty|over, depth)
	}
	return sum
}

// lastTwo returns Perft(n, 2) without playing any move. After a capture
// chain it counts the replies on the boards the chain leaves. After a
// normal move it starts from what it knows of the opponent in n (see
// replies) and looks only at the two points the move changed.
func lastTwo(n node) uint64 {
	if n.ply+1 >= MaxPlies { // no replies: the game ends at the limit
		return 0
	}
	own, opp := n.own, n.opp
	empty := AllSquares &^ (own | opp)
	var sum uint64
	if jumpers := capturers(own, opp, empty); jumpers != 0 {
		for ; jumpers != 0; jumpers &= jumpers - 1 {
			from := Square(bits.TrailingZeros64(uint64(jumpers)))
			sum += repliesToChains(from, own&^from.Bit(), opp, empty|from.Bit(), n.oppBack)
		}
		return sum
	}
	var r replies
	r.init(opp, own, n.oppBack)
	if r.captures {
		for d := range 8 {
			sum += r.recount(normalTargets(own, empty, n.ownBack, d), d)
		}
		return sum
	}
	return r.afterSteps(own, n.ownBack)
}

// repliesToChains sums the replies to every complete capture chain that
// goes on from at, where the mover's piece stands, with own the mover's
// other pieces; opp, the replier's pieces, and empty are the points as the
// chain has left them so far, and back the replier's forbidden reverse. It
// walks the chains as countChains does, without building moves.
func repliesToChains(at Square, own, opp, empty Squares, back uint16) uint64 {
	land := hopLandings(at, opp, empty)
	for land != 0 && land&(land-1) == 0 { // a lone hop: follow it in the loop
		to := bits.TrailingZeros64(uint64(land))
		over := Squares(1) << ((to + int(at)) >> 1)
		at, opp, empty = Square(to), opp&^over, empty|over
		land = hopLandings(at, opp, empty)
	}
	if land == 0 {
		return uint64(countMoves(opp, own|at.Bit(), back))
	}
	var n uint64
	for ; land != 0; land &= land - 1 {
		to := bits.TrailingZeros64(uint64(land))
		over := Squares(1) << ((to + int(at)) >> 1)
		n += repliesToChains(Square(to), own, opp&^over, empty|over, back)
	}
	return n
}

// replies counts the moves of one side (the replier) after each normal
// move of the other (the mover) in one position, from what it knows of
// the position once.
//
// A normal move from f to t changes only those two points: f empties and t
// fills. The replier's pieces and its forbidden reverse stay as they were.
// It gains the steps onto f and loses the ones onto t, its line neighbours
// of each point. A capture it could not make before the move must jump the
// piece now on t or land on f. So when it had no capture before, its
// replies are the chains that begin with such a hop, counted from these
// hops alone, or if there are none, its normal moves, counted from those of
// the position. When it had captures before, they are counted again on the
// new board.
type replies struct {
	pieces, other Squares // the replier's pieces and the mover's
	empty         Squares
	normal        int     // the replier's steps in the position, back not taken off
	captures      bool    // whether the replier had a capture in the position
	starts        Squares // the points from which a hop over other could start in the position
	// overs holds the points where a piece of other could be taken by a
	// hop onto a point empty in the position, and lands the pieces of
	// other that a hop over another could land on once they left.
	overs, lands Squares
	// backTo holds the point the forbidden reverse would land on, when the
	// replier's piece that may not play it is there; else it is empty.
	backTo Squares
}

// init prepares r to count the replies of pieces to the normal moves of
// other, pieces being forbidden back (0 for none).
func (r *replies) init(pieces, other Squares, back uint16) {
	// Field by field rather than from a composite literal, which Go builds
	// on the stack and copies.
	empty := AllSquares &^ (pieces | other)
	starts := capturers(AllSquares, other, empty) // the replier's capturers among them
	r.pieces, r.other, r.empty, r.starts = pieces, other, empty, starts
	r.normal = stepCount(pieces, empty)
	r.captures = starts&pieces != 0
	r.backTo = 0
	if m := (Move{path: uint64(back)}); back != 0 && pieces.Has(m.From()) {
		r.backTo = m.To().Bit()
	}
	if r.captures {
		return // recount counts every reply on the new board: overs and lands go unread
	}
	var overs, lands Squares
	for d := range 8 {
		// The points one step in direction d from a piece of the replier
		// that has room to hop that way: a piece of the mover there could
		// be taken.
		hoppers := shift(pieces&canJump[d], d)
		overs |= hoppers & shift(empty, d^4)
		lands |= shift(hoppers&other, d) & other
	}
	r.overs, r.lands = overs, lands
}

// afterSteps sums the replies after every normal move of the mover, whose
// pieces are own and whose forbidden reverse is back, when the replier had
// no capture in the position. A move gives it one exactly when the moving
// piece comes within reach (r.overs, or in front of a piece of the replier
// that can hop over it back onto f) or leaves f open to a hop (r.lands):
// those moves are hot, and the replies to the others are the normal moves,
// counted from those of the position.
func (r *replies) afterSteps(own Squares, back uint16) uint64 {
	var n uint64
	for d := range 8 {
		targets := normalTargets(own, r.empty, back, d)
		hot := targets & (r.overs | shift(r.pieces&canJump[d^4], d^4) | shift(r.lands&canStep[d], d))
		for t := targets &^ hot; t != 0; t &= t - 1 {
			to := bits.TrailingZeros64(uint64(t))
			n += uint64(r.normalAfter(Square(to-delta[d]), Square(to)))
		}
		for t := hot; t != 0; t &= t - 1 {
			to := bits.TrailingZeros64(uint64(t))
			f := to - delta[d]
			ft := Squares(1)<<(f&63) | Squares(1)<<(to&63)
			n += uint64(r.newChains(Square(f), Square(to), r.other^ft, r.empty^ft))
		}
	}
	return n
}

// recount sums the replies after the mover's normal moves in direction d
// onto targets when the replier had a capture in the position: each move's
// replies are counted on the board it leaves.
func (r *replies) recount(targets Squares, d int) uint64 {
	var n uint64
	for t := targets; t != 0; t &= t - 1 {
		to := bits.TrailingZeros64(uint64(t))
		f := to - delta[d]
		ft := Squares(1)<<(f&63) | Squares(1)<<(to&63)
		if k := countCaptures(r.pieces, r.other^ft, r.empty^ft); k > 0 {
			n += uint64(k)
		} else {
			n += uint64(r.normalAfter(Square(f), Square(to)))
		}
	}
	return n
}

// normalAfter returns the replier's normal moves after the mover's normal
// move from f to t.
func (r *replies) normalAfter(f, t Square) int {
	// The forbidden reverse is taken off when its landing point is empty.
	return r.normal + (r.pieces & neighbours[f]).Count() - (r.pieces & neighbours[t]).Count() -
		((r.empty ^ Squares(1)<<(f&63) ^ Squares(1)<<(t&63)) & r.backTo).Count()
}

// newChains counts the replier's chains that begin with a hop over the
// mover's piece that came to t or with a hop that lands on f, which that
// piece left; other and empty are the points after the move.
//
// Few chains go on past their first hop, and a later hop can only start
// where one could in the position (r.starts) or one the move opened: onto
// f, over t, or onto the point the replier's piece left (see
// countCaptures). After a hop over t, t is gone and no hop onto the
// piece's own point can follow at once (its one way back is over t).
func (r *replies) newChains(f, t Square, other, empty Squares) int {
	tb := Squares(1) << (t & 63)
	first := r.starts | jumpSources[f]
	land := hopsOver(t, r.pieces, empty)
	n := (land &^ first).Count()
	for l := land & first; l != 0; l &= l - 1 {
		to := bits.TrailingZeros64(uint64(l))
		from := 2*int(t) - to
		n += countChains(Square(to), other&^tb, empty|tb|1<<from, first|jumpSources[from])
	}
	// The replier's pieces that can hop onto f are where a hop from f
	// would land over the same piece. A hop over t onto f was counted above.
	for s := hopLandings(f, other&^tb, r.pieces); s != 0; s &= s - 1 {
		from := bits.TrailingZeros64(uint64(s))
		over := (from + int(f)) >> 1
		maybe := first | overSources[t] | jumpSources[from]
		n += chainsFrom(f, other&^(1<<over), empty|1<<over|1<<from, maybe)
	}
	return n
}

// chainsFrom counts the complete chains of a piece that has hopped onto
// at, as countChains does, but first looks whether at is in maybe: when it
// is not, the chain ends there without a look at the pieces around it.
func chainsFrom(at Square, opp, empty, maybe Squares) int {
	if !maybe.Has(at) {
		return 1
	}
	return countChains(at, opp, empty, maybe)
}
