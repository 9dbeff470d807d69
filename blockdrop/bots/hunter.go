package bots

import "github.com/contestgames/games/blockdrop"

// Hunter is the bot that hunts: each turn it
//
//  1. keeps only the actions after which it can stay on the board for
//     its next two turns if the others did nothing (it never stays in, or
//     walks into, a block that falls before it can walk out again), and
//     of those, if any, the ones that leave it out of reach of a rival
//     that faces it: one whose attack at its first chance would drop the
//     hunter's block before the hunter could step out of the line;
//  2. attacks if that is allowed and the attack catches a rival that has
//     at most one move to spare, beyond those it needs to step
//     out of the marked blocks before they fall;
//  3. otherwise takes the first step of a shortest walk (breadth-first
//     over squares and facings, around fallen and falling blocks and the
//     squares too near the others) to a square and facing from which such
//     an attack would be allowed;
//  4. otherwise steps towards the nearest rival, or, if nothing is safe,
//     plays what keeps it on the board longest.
//
// It takes rivals to stay where they are, and ignores rivals that would
// have to turn before they could attack it. Ties are broken with the
// bot's seed. Create it with [NewHunter].
type Hunter struct {
	rng rng
	d   dialogue
	// Scratch for the search, kept to spare the garbage collector.
	seen  [numPoses]bool
	first [numPoses]blockdrop.Action
	queue [numPoses]int16
}

// hunterSlack is how many moves to spare a rival may have, beyond those it
// needs to step out of the marked blocks, for the Hunter to attack it.
// Against players that do not see an attack coming, one to spare still
// catches them most of the time.
const hunterSlack = 1

// NewHunter returns a hunter whose ties are broken by seed.
func NewHunter(seed uint64) *Hunter { return &Hunter{rng: newRNG(seed, 0x4a3e7)} }

// Start returns READY.
func (h *Hunter) Start() []string { return readyLines }

// Hear reads one line and, at the end of a message, returns the bot's
// letter.
func (h *Hunter) Hear(line string) []string { return h.d.hear(h, line) }

// A pose is a square and a facing: (y*18 + x)*4 + facing.
const numPoses = blockdrop.Size * blockdrop.Size * 4

func poseOf(x, y int, f blockdrop.Dir) int { return (y*blockdrop.Size+x)*4 + int(f) }

// Act returns the hunter's action for the player to move in s.
func (h *Hunter) Act(s *blockdrop.State) blockdrop.Action {
	me := s.ToMove()
	if p := s.Player(me); s.Over() || !p.Alive() || p.Wait > 0 {
		return blockdrop.N
	}
	safe, nSafe := safeActions(s, me)
	if nSafe == 0 {
		return h.longestLife(s, me)
	}
	if quiet, nQuiet := quietActions(s, me, &safe); nQuiet > 0 {
		safe = quiet
	}
	p := s.Player(me)
	if safe[blockdrop.A] && slack(s, me, int(p.X), int(p.Y), p.Facing) <= hunterSlack {
		return blockdrop.A
	}
	if a, ok := h.approach(s, me, hunterSlack); ok && safe[a] {
		return a
	}
	return h.closer(s, me, &safe)
}

// safeActions marks the actions of player me, to move in s, after which it
// survives two more turns of its own (see survives), and counts them.
func safeActions(s *blockdrop.State, me int) (safe [blockdrop.MoveListSize]bool, n int) {
	for a := range blockdrop.Action(blockdrop.MoveListSize) {
		if survives(*s, me, a, 2) {
			safe[a] = true
			n++
		}
	}
	return safe, n
}

// quietActions marks the actions of safe that are quiet as well: out of
// reach of a rival's attack (see danger), an attack counting the two idle
// turns it costs. It counts them.
func quietActions(s *blockdrop.State, me int, safe *[blockdrop.MoveListSize]bool) (quiet [blockdrop.MoveListSize]bool, n int) {
	for a := range blockdrop.Action(blockdrop.MoveListSize) {
		if !safe[a] {
			continue
		}
		after := *s
		after.Step(a)
		p := after.Player(me)
		idle := 0
		if a == blockdrop.A {
			idle = 2
		}
		if !danger(s, me, int(p.X), int(p.Y), idle) {
			quiet[a] = true
			n++
		}
	}
	return quiet, n
}

// danger reports whether a rival that faces square (x, y) along its row
// or column of blocks could drop the block under player me, to move in s,
// before me could step out of the line of that attack, if me stood there
// and lost its next idle turns: the rival attacks at its first chance
// (after its wait), the block falls 4n−1 turns later (n the distance in
// blocks), and me steps out sideways as fast as it can.
func danger(s *blockdrop.State, me, x, y, idle int) bool {
	bx, by := x/blockdrop.BlockSize, y/blockdrop.BlockSize
	for q := range blockdrop.NumPlayers {
		o := s.Player(q)
		if q == me || !o.Alive() {
			continue
		}
		qx, qy := int(o.X)/blockdrop.BlockSize, int(o.Y)/blockdrop.BlockSize
		var n, pos int
		var toward blockdrop.Dir
		switch {
		case qx == bx && qy != by:
			n, pos, toward = abs(qy-by), x, blockdrop.Down
			if qy > by {
				toward = blockdrop.Up
			}
		case qy == by && qx != bx:
			n, pos, toward = abs(qx-bx), y, blockdrop.Right
			if qx > bx {
				toward = blockdrop.Left
			}
		default:
			continue
		}
		if o.Facing != toward {
			continue // it would have to turn first: a risk worth taking
		}
		k := (q - me + blockdrop.NumPlayers) % blockdrop.NumPlayers
		fall := k + 4*int(o.Wait) + blockdrop.FallDelay*n - 1
		if fall < 4*(idle+exitSteps(pos)) {
			return true
		}
	}
	return false
}

// exitSteps returns the fewest steps from coordinate pos to another band
// of blocks along the same axis.
func exitSteps(pos int) int {
	band, off := pos/blockdrop.BlockSize, pos%blockdrop.BlockSize
	need := 1 << 10
	if band > 0 {
		need = off + 1
	}
	if band < blockdrop.BlocksSide-1 {
		need = min(need, blockdrop.BlockSize-off)
	}
	return need
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// survives reports whether player me, to move in s, can still be on the
// board after playing a and then, for depth more turns of its own, the
// best of N and the four moves, if the other players do nothing; at the
// end its block must not be due to fall before its next turn.
func survives(s blockdrop.State, me int, a blockdrop.Action, depth int) bool {
	s.Step(a)
	for s.ToMove() != me && !s.Over() {
		s.Step(blockdrop.N)
	}
	p := s.Player(me)
	switch {
	case !p.Alive():
		return false
	case s.Over():
		return true
	case depth == 0:
		c := s.Counter(p.Block())
		return c == 0 || c > blockdrop.FallDelay
	case p.Wait > 0:
		return survives(s, me, blockdrop.N, depth-1)
	}
	for b := blockdrop.N; b <= blockdrop.L; b++ {
		if survives(s, me, b, depth-1) {
			return true
		}
	}
	return false
}

// lifetime returns how many global turns player me stays on the board
// after playing a, at most limit, if everyone then does nothing.
func lifetime(s blockdrop.State, me int, a blockdrop.Action, limit int) int {
	s.Step(a)
	for t := 1; t < limit; t++ {
		if !s.Player(me).Alive() || s.Over() {
			return t
		}
		s.Step(blockdrop.N)
	}
	return limit
}

// longestLife returns the action that keeps player me on the board
// longest when nothing is safe.
func (h *Hunter) longestLife(s *blockdrop.State, me int) blockdrop.Action {
	best, bestT := blockdrop.N, -1
	for a := blockdrop.N; a <= blockdrop.L; a++ {
		if t := lifetime(*s, me, a, 40); t > bestT {
			best, bestT = a, t
		}
	}
	return best
}

// slack returns, for an attack by player me from square (x, y) facing f,
// the fewest spare moves a rival caught by it has: the moves it can make
// before its block falls, less those it needs to step sideways out of the
// line of attacked blocks. It returns a large number when the attack
// catches nobody. Rivals are taken where they stand now.
func slack(s *blockdrop.State, me, x, y int, f blockdrop.Dir) int {
	best := 1 << 10
	bx, by := x/blockdrop.BlockSize, y/blockdrop.BlockSize
	dx, dy := f.Delta()
	for q := range blockdrop.NumPlayers {
		o := s.Player(q)
		if q == me || !o.Alive() {
			continue
		}
		qx, qy := int(o.X)/blockdrop.BlockSize, int(o.Y)/blockdrop.BlockSize
		n := ahead(dx, dy, qx-bx, qy-by)
		if n == 0 {
			continue
		}
		c := s.Counter(qy*blockdrop.BlocksSide + qx)
		if c == 0 {
			c = blockdrop.FallDelay * n
		}
		// The block falls in the tick of turn T+c−1; the rival moves
		// in turns T+k, T+k+4, ... and loses its first Wait of them.
		k := (q - me + blockdrop.NumPlayers) % blockdrop.NumPlayers
		moves := 0
		if c-1-k >= 0 {
			moves = (c-1-k)/4 + 1
		}
		moves -= int(o.Wait)
		// The steps to leave the line sideways, across the attack.
		pos := int(o.X)
		if dx != 0 {
			pos = int(o.Y)
		}
		best = min(best, moves-exitSteps(pos))
	}
	return best
}

// ahead returns how many blocks ahead an attack along (dx, dy), a facing's
// delta, reaches the block (ox, oy) blocks away from the attacker's, or 0
// if the attack does not mark it.
func ahead(dx, dy, ox, oy int) int {
	switch {
	case dx == 0 && ox == 0 && oy*dy > 0:
		return oy * dy
	case dy == 0 && oy == 0 && ox*dx > 0:
		return ox * dx
	}
	return 0
}

// approach searches breadth first from player me's square and facing,
// through moves, for the nearest square and facing from which an attack
// would catch a rival (slack at most most), and returns the first action
// of the walk there.
func (h *Hunter) approach(s *blockdrop.State, me, most int) (blockdrop.Action, bool) {
	p := s.Player(me)
	h.seen = [numPoses]bool{}
	start := poseOf(int(p.X), int(p.Y), p.Facing)
	h.seen[start] = true
	head, tail := 0, 0
	h.queue[tail] = int16(start)
	tail++
	// Directions are tried from a random one, clockwise, so that ties
	// go different ways.
	rot := blockdrop.Dir(h.rng.intN(4))
	for head < tail {
		cur := int(h.queue[head])
		head++
		f := blockdrop.Dir(cur & 3)
		x, y := cur/4%blockdrop.Size, cur/4/blockdrop.Size
		if cur != start && slack(s, me, x, y, f) <= most && !danger(s, me, x, y, 2) {
			return h.first[cur], true
		}
		for i := range blockdrop.Dir(4) {
			d := (rot + i) & 3
			nx, ny := x, y
			if dx, dy := d.Delta(); walkable(s, me, x+dx, y+dy) {
				nx, ny = x+dx, y+dy
			}
			next := poseOf(nx, ny, d)
			if h.seen[next] {
				continue
			}
			h.seen[next] = true
			if cur == start {
				h.first[next] = blockdrop.Move(d)
			} else {
				h.first[next] = h.first[cur]
			}
			h.queue[tail] = int16(next)
			tail++
		}
	}
	return blockdrop.N, false
}

// walkable reports whether the hunter's search may walk onto square (x,
// y): on the board, in a block that stands and is not due to fall within
// the next two rounds, and at least MinDistance from every rival where it
// stands now.
func walkable(s *blockdrop.State, me, x, y int) bool {
	if x < 0 || x >= blockdrop.Size || y < 0 || y >= blockdrop.Size {
		return false
	}
	if c := s.Counter(blockdrop.BlockOf(x, y)); c < 0 || fallsSoon(c) {
		return false
	}
	for q := range blockdrop.NumPlayers {
		o := s.Player(q)
		if q != me && o.Alive() && blockdrop.Distance(x, y, int(o.X), int(o.Y)) < blockdrop.MinDistance {
			return false
		}
	}
	return true
}

// fallsSoon reports whether a block whose counter is c falls within the
// next two rounds: too soon to attack from it or to walk through it.
func fallsSoon(c int) bool { return c > 0 && c <= 2*blockdrop.FallDelay }

// closer returns a safe move that brings player me nearer the nearest
// rival, or else any safe action, N first.
func (h *Hunter) closer(s *blockdrop.State, me int, safe *[blockdrop.MoveListSize]bool) blockdrop.Action {
	p := s.Player(me)
	nearest := func(x, y int) int {
		best := 1 << 10
		for q := range blockdrop.NumPlayers {
			if o := s.Player(q); q != me && o.Alive() {
				best = min(best, blockdrop.Distance(x, y, int(o.X), int(o.Y)))
			}
		}
		return best
	}
	here := nearest(int(p.X), int(p.Y))
	rot := blockdrop.Dir(h.rng.intN(4))
	for i := range blockdrop.Dir(4) {
		d := (rot + i) & 3
		a := blockdrop.Move(d)
		dx, dy := d.Delta()
		if safe[a] && s.CanStep(me, d) && nearest(int(p.X)+dx, int(p.Y)+dy) < here {
			return a
		}
	}
	if safe[blockdrop.N] {
		return blockdrop.N
	}
	for a := blockdrop.U; a <= blockdrop.L; a++ {
		if safe[a] {
			return a
		}
	}
	return blockdrop.N
}
