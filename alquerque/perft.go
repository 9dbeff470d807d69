package alquerque

// Perft counts the move paths of the given depth from p: the leaves of the
// game tree, each capture path counted separately, as the jury accepted any
// path. A finished game is a leaf of no moves, so it adds nothing beyond
// its depth. At the last ply Perft counts moves without playing them (bulk
// counting); [PerftPlayed] plays every leaf.
//
// Perft is the standard check of a move generator: the published table in
// the package documentation and testdata/perft.txt must match.
func Perft(p Position, depth int) uint64 {
	switch {
	case depth <= 0:
		return 1
	case depth == 1:
		return uint64(p.CountMoves())
	}
	var buf [MaxMoves]Move
	var n uint64
	for _, m := range p.Moves(buf[:0]) {
		q := p
		q.PlayUnchecked(m)
		n += Perft(q, depth-1)
	}
	return n
}

// PerftPlayed is [Perft] without bulk counting: it generates the moves at
// every ply, the last included, and plays each one.
func PerftPlayed(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [MaxMoves]Move
	var n uint64
	for _, m := range p.Moves(buf[:0]) {
		q := p
		q.PlayUnchecked(m)
		n += PerftPlayed(q, depth-1)
	}
	return n
}
