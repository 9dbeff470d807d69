package bots

import (
	"math/bits"

	"github.com/contestgames/games/alquerque"
)

// The principal variation search of Options.PVS: the "pvs" bot's engine.
// It shares the move stack, the capture-path merging and the history with
// the plain alpha-beta of search.go; what differs is here.

// Tuning of the principal variation search.
const (
	pvsTableBits = 20 // 16 MB: room for every position of a 30-second game
	aspiration   = 40 // the first window around the last iteration's score
	lmrDepth     = 3  // the least depth at which late quiet moves are reduced
	lmrMoves     = 3  // moves searched in full before any reduction
	// The clock: the PVS engine plans to use more of it (clockShare) over
	// fewer moves (maxMovesAhead) than the plain one, since a game that is
	// won ends early and leaves the rest unused.
	pvsClock     = 0.85
	pvsMovesMost = 30
)

// The PVS evaluation's ply limit and pieces.
const (
	pvsEndZone  = 30 // the plies before the limit where the tie score counts
	startPieces = 24 // each side's pieces at the start
)

// weights are the PVS evaluation's weights, in hundredths of a piece.
type weights struct {
	step     int // a normal move, for either side
	hangOne  int // one piece the opponent could take if it were its turn
	hangMore int // two or more
	keep     int // for each piece on the board, to the side to move at the root
	open     int // a piece's line with an empty point on one side and no own piece on the other
	trade    int // when the root side leads: a piece off the board, times the lead
	hunt     int // when the root side leads: each normal move its opponent has fewer than 4 a piece
}

// pvsWeights are the weights of every PVS engine (the package
// documentation says what each term is for); tests may change an engine's
// own copy.
var pvsWeights = weights{
	step:     4,
	hangOne:  12,
	hangMore: 45, // the mover can rarely save them all
	keep:     5,  // keeps pieces on the board while the game is level
	open:     6,
	trade:    12, // trades and captures pay more the fewer pieces are left
	hunt:     15, // a side that cannot move loses
}

// aspire searches the root to depth in a narrow window around guess,
// widening it on the side where the score fell outside, until the score
// falls inside.
func (e *Engine) aspire(p *alquerque.Position, moves []alquerque.Move, depth, next, guess int) (int, bool) {
	alpha, beta := -infinity, infinity
	delta := aspiration
	if depth >= 4 {
		alpha, beta = guess-delta, guess+delta
	}
	for {
		score, done := e.rootPVS(p, moves, depth, alpha, beta, next)
		switch {
		case !done:
			return score, false
		case score <= alpha && alpha > -infinity:
			alpha = max(score-delta, -infinity)
		case score >= beta && beta < infinity:
			beta = min(score+delta, infinity)
		default:
			return score, true
		}
		delta *= 4
	}
}

// rootPVS searches the root's moves to depth within alpha..beta: the first
// in the full window, the others in a null window that only asks whether
// they are better, searched again in full when they are. A move that
// proves better is moved to the front.
func (e *Engine) rootPVS(p *alquerque.Position, moves []alquerque.Move, depth, alpha, beta, next int) (score int, done bool) {
	best, bestIdx, a := -infinity, -1, alpha
	for i, m := range moves {
		q := *p
		q.PlayUnchecked(m)
		var s int
		if i == 0 {
			s = -e.search(q, depth-1, -beta, -a, 1, next)
		} else {
			s = -e.search(q, depth-1, -a-1, -a, 1, next)
			if s > a && s < beta && !e.stop {
				s = -e.search(q, depth-1, -beta, -a, 1, next)
			}
		}
		if e.stop {
			break
		}
		if s > best {
			best, bestIdx = s, i
		}
		if s > a {
			a = s
			if s >= beta {
				break
			}
		}
	}
	// Below alpha the scores are only bounds, and say nothing of which move
	// is best: keep the order.
	if bestIdx > 0 && best > alpha {
		toFront(moves, bestIdx)
	}
	return best, !e.stop
}

// searchLate returns the score, for the side to move at the node, of its
// i-th move (counted from 0; not the first), which leads to q: searched in
// a null window, at a reduced depth if the move is late and quiet, then
// again at full depth and in the full window alpha..beta only while it
// beats alpha. depth, height and next are the node's, as search has them.
func (e *Engine) searchLate(q *alquerque.Position, i, depth, alpha, beta, height, next int, capture bool) int {
	r := reduction(depth, i, capture)
	s := -e.search(*q, depth-1-r, -alpha-1, -alpha, height+1, next)
	if s > alpha && r > 0 && !e.stop {
		s = -e.search(*q, depth-1, -alpha-1, -alpha, height+1, next)
	}
	if s > alpha && s < beta && !e.stop {
		s = -e.search(*q, depth-1, -beta, -alpha, height+1, next)
	}
	return s
}

// reduction is how many plies less the i-th move (counted from 0) of a
// node at depth is searched: late quiet moves, where the ordering says a
// cut-off is unlikely, get one ply less, very late ones two. Captures are
// forced lines and are never reduced. Nor are killers, without a check of
// their own: in a list of normal moves they rank right after the table's
// move, so they are among the first lmrMoves moves searched.
func reduction(depth, i int, capture bool) int {
	if capture || depth < lmrDepth || i < lmrMoves {
		return 0
	}
	if depth >= 6 && i >= 12 {
		return 2
	}
	return 1
}

// killer remembers m, a normal move that caused a cut-off at height, as
// the first of the height's two killers.
func (e *Engine) killer(height int, m alquerque.Move) {
	if !e.opts.PVS {
		return // the plain search keeps no killers
	}
	k := &e.killers[height]
	if k[0] != m {
		k[1], k[0] = k[0], m
	}
}

// evaluatePVS scores a quiet position (no capture due) for the side to
// move, which has n moves: the pieces, the normal moves of both sides, the
// mover's pieces that the opponent threatens to take, the lines along
// which the pieces of either side could one day be jumped, the pieces on
// the board for the side searched for, trades and the opponent's lack of
// moves when the side searched for leads, and near the ply limit what a
// tie would score.
func (e *Engine) evaluatePVS(p *alquerque.Position, n int) int {
	c := p.Side()
	own, opp := p.Pieces(c), p.Pieces(c.Other())
	empty := alquerque.AllSquares &^ (own | opp)
	nOwn, nOpp := own.Count(), opp.Count()
	s := pieceValue * (nOwn - nOpp)
	if alquerque.MaxPlies-p.Ply() <= pvsEndZone {
		s = tiePoints(nOwn, nOpp)*pointValue + endPiece*(nOwn-nOpp)
	}
	oppN := steps(opp, empty)
	s += e.w.step * (n - oppN)
	switch hung := threatened(opp, own, empty).Count(); {
	case hung == 1:
		s -= e.w.hangOne
	case hung > 1:
		s -= e.w.hangMore
	}
	if e.w.open != 0 {
		s += e.w.open * openLines(own, opp, empty)
	}
	// The terms for the side to move at the root, r, against its opponent.
	rOwn, rOpp, oppSteps := nOwn, nOpp, oppN
	if c != e.rootSide {
		rOwn, rOpp, oppSteps = nOpp, nOwn, n
	}
	r := e.w.keep * (rOwn + rOpp)
	if lead := rOwn - rOpp; lead > 0 {
		// Ahead: trade down and hem the opponent in, since a side with no
		// piece or no move loses. A free piece has about 4 normal moves.
		r += e.w.trade*lead*(2*startPieces-rOwn-rOpp) + e.w.hunt*(4*rOpp-oppSteps)
	}
	if c == e.rootSide {
		s += r
	} else {
		s -= r
	}
	if e.seedKey != 0 {
		s += int(mix(p.Hash()^e.seedKey) & 7)
	}
	return s
}

// The board's lines as bit masks, for the evaluation: a direction is a
// shift of the square index, and canStep and canJump are the squares from
// which one step or a hop in that direction stays on a line.
var (
	dirShift         = [8]int{7, 8, 1, -6, -7, -8, -1, 6} // N, NE, E, SE, S, SW, W, NW
	canStep, canJump = lineMasks()
)

func lineMasks() (step, jump [8]alquerque.Squares) {
	df := [8]int{0, 1, 1, 1, 0, -1, -1, -1}
	dr := [8]int{1, 1, 0, -1, -1, -1, 0, 1}
	on := func(f, r int) bool { return f >= 0 && f < 7 && r >= 0 && r < 7 }
	for s := range alquerque.Square(alquerque.NumSquares) {
		for d := range 8 {
			if d%2 == 1 && !s.HasDiagonals() {
				continue // diagonal lines run only through even points
			}
			f, r := s.File()+df[d], s.Rank()+dr[d]
			if on(f, r) {
				step[d] |= s.Bit()
			}
			if on(f+df[d], r+dr[d]) {
				jump[d] |= s.Bit()
			}
		}
	}
	return step, jump
}

// shift moves every square of b one step in direction d; squares whose
// step would leave the board must be masked off first.
func shift(b alquerque.Squares, d int) alquerque.Squares {
	if dirShift[d] > 0 {
		return b << dirShift[d]
	}
	return b >> -dirShift[d]
}

// steps counts the normal moves of pieces onto empty points, leaving out
// the no-move-back rule, which forbids at most one.
func steps(pieces, empty alquerque.Squares) int {
	n := 0
	for d := range 8 {
		n += bits.OnesCount64(uint64(shift(pieces&canStep[d], d) & empty))
	}
	return n
}

// openLines counts the lines through the pieces of opp along which a piece
// could one day be jumped, less those through the pieces of own: the point
// on one side is empty, and the point on the other is on the board and not
// a piece of the same side. Both sides share the empty points, so each
// direction's mask of them is made once.
func openLines(own, opp, empty alquerque.Squares) int {
	n := 0
	notOwn, notOpp := alquerque.AllSquares&^own, alquerque.AllSquares&^opp
	for d := range 8 {
		landing := shift(empty&canStep[d^4], d^4) // squares whose d-neighbour is empty
		// Squares whose (d^4)-neighbour is not the side's own:
		oppAttack, ownAttack := shift(notOpp&canStep[d], d), shift(notOwn&canStep[d], d)
		n += bits.OnesCount64(uint64(opp&landing&oppAttack)) - bits.OnesCount64(uint64(own&landing&ownAttack))
	}
	return n
}

// threatened returns the pieces of victims that a piece of attackers could
// jump at once, landing on an empty point.
func threatened(attackers, victims, empty alquerque.Squares) alquerque.Squares {
	var hit alquerque.Squares
	for d := range 8 {
		over := shift(attackers&canJump[d], d) & victims
		land := shift(over, d) & empty
		hit |= shift(land, d^4) // back from the landing point to the victim
	}
	return hit
}
