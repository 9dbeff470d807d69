package alquerque

// zobrist holds the random keys of the position hash, drawn once at init
// from a fixed seed so that hashes are the same in every run and program.
var zobrist struct {
	piece [2][NumSquares]uint64
	black uint64 // toggled every ply: present when Black is to move
	// back[c][w] is the key of side c being forbidden the normal move whose
	// path word is w; back[c][0] is 0, for nothing forbidden.
	back [2][1 << 9]uint64
}

func init() {
	state := uint64(0x2008_a1c0_e50e)
	next := func() uint64 { // splitmix64
		state += 0x9e3779b97f4a7c15
		z := state
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		return z ^ z>>31
	}
	for c := range 2 {
		for s := range NumSquares {
			zobrist.piece[c][s] = next()
		}
		for w := 1; w < len(zobrist.back[c]); w++ {
			zobrist.back[c][w] = next()
		}
	}
	zobrist.black = next()
}

// computeHash computes p's hash from scratch.
func (p *Position) computeHash() uint64 {
	var h uint64
	for c := range 2 {
		for s := range p.pieces[c].All() {
			h ^= zobrist.piece[c][s]
		}
		h ^= zobrist.back[c][p.back[c]]
	}
	if p.Side() == Black {
		h ^= zobrist.black
	}
	return h
}
