package alquerque

// Perft counts the move paths of the given depth from p: the leaves of the
// game tree, each capture path counted separately, as the jury accepted any
// path. A finished game is a leaf of no moves, so it adds nothing beyond
// its depth. At the last ply Perft counts moves without playing them (bulk
// counting); [PerftPlayed] plays every leaf.
//
// Perft is the standard check of a move generator: the table in the package
// documentation and in testdata/perft.txt must match. It allocates nothing
// unless one line of the tree holds more moves than its 32 KB move stack.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var stack [perftStack]Move
	return perft(p, depth, stack[:], true)
}

// PerftPlayed is [Perft] without bulk counting: it generates the moves at
// every ply, the last included, and plays each one.
func PerftPlayed(p Position, depth int) uint64 {
	var stack [perftStack]Move
	return perft(p, depth, stack[:], false)
}

// perftStack is the number of moves the perft functions keep on the stack
// for all plies together.
const perftStack = 2048

// perft counts as Perft does, with buf as the move stack: each ply lists its
// moves at the front of buf and leaves the rest to the plies below.
func perft(p Position, depth int, buf []Move, bulk bool) uint64 {
	switch {
	case depth <= 0:
		return 1
	case depth == 1 && bulk:
		return uint64(p.CountMoves())
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
		if depth == 2 && bulk { // the call below would only count q's moves
			n += uint64(q.CountMoves())
			continue
		}
		n += perft(q, depth-1, rest, bulk)
	}
	return n
}
