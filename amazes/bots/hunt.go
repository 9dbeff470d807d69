package bots

import "github.com/contestgames/games/amazes"

// A tracker guesses what the opponent has discovered, for the rival's
// hunt once the bot has discovered every square: a planner opponent that
// has not ends its turns where its view promises squares it has not
// discovered, so of the squares at the heard distance it most likely
// stands on one that looks into ground it has not seen. The opponent's
// views are not told, so the tracker takes it to have seen, each turn,
// what the view from each square of the bot's belief shows, with that
// square's chance.
//
// The belief of a turn knows only the distances heard up to that turn;
// the ones heard since tell its squares apart much better (the opponent
// walked from one of them to where the later distances put it). So the
// tracker keeps the belief of every turn, and once the maze is complete
// weighs each turn's squares by the later distances too (a backward pass
// over the turns, with the belief's own walk), before it counts their
// views.
type tracker struct {
	// seen is, for each square of the frame, the chance that the
	// opponent has seen it, as of the start of its coming turn.
	seen [frame * frame]float32
	// chance is the hunt's chance for each square of the belief: the
	// belief's, weighed by what the view from there promises the
	// opponent. The belief itself is left as it is, for the next turn's
	// would count the promise again.
	chance [frame * frame]float32
	// past holds the belief of each turn so far, turns of them.
	past  [amazes.MaxTurns]pastBelief
	turns int
	// off leaves the hunt to the belief alone, and filtered the guess to
	// each turn's belief as it stood, for tests that measure the tracker
	// against them.
	off, filtered bool
}

// A pastBelief is the belief of one turn: its squares and their chances
// (the square where the bot then ended its turn without ending the game
// taken out), and, once the maze is complete, back, the chance of the
// distances heard since given each square, and steps, the walk from each
// square of the turn before to each of this one (1 + the steps, 0 beyond
// moveReach, as a search's distance; set once worked out).
type pastBelief struct {
	squares [maxRing]int16
	chances [maxRing]float32
	back    [maxRing]float32
	steps   [maxRing][maxRing]uint8
	n       int
	set     bool
}

// follow records the belief of b's turn, and then, once the bot has
// discovered every square (the map then knows the whole maze, and the
// hunt is all that is left), works out what the opponent has likely seen
// and the hunt's chances from what it likely has not.
func (t *tracker) follow(b *Planner) {
	t.record(b)
	if b.m.Count() != allSquares {
		return
	}
	t.smooth(b)
	t.guess(b)
	total := float32(0)
	for _, i16 := range b.beliefSquares[:b.nBelief] {
		i := int(i16)
		t.chance[i] = b.belief[i] * (1 + t.promise(b, i))
		total += t.chance[i]
	}
	for _, i := range b.beliefSquares[:b.nBelief] {
		t.chance[i] /= max(total, 1e-9)
	}
}

// record adds the turn's belief to the past, and takes out of the turn
// before's the square where the bot ended that turn without ending the
// game. A game has at most amazes.MaxTurns turns; a bot asked for more
// (a test's) keeps the last one's place.
func (t *tracker) record(b *Planner) {
	if t.turns > 0 && b.missed >= 0 {
		prev := &t.past[t.turns-1]
		for k, i := range prev.squares[:prev.n] {
			if int(i) == b.missed {
				prev.chances[k] = 0
			}
		}
	}
	if t.turns == len(t.past) {
		t.turns--
	}
	p := &t.past[t.turns]
	t.turns++
	p.n, p.set = b.nBelief, false
	for k, i := range b.beliefSquares[:b.nBelief] {
		p.squares[k], p.chances[k] = i, b.belief[i]
	}
}

// smooth works out back for every past turn: the chance of the distances
// heard after it, given that the opponent stood on each of its squares,
// scaled to a sum of one a turn. It walks back from the present turn,
// whose back is 1, carrying each square's back to the squares of the turn
// before it could have walked from, by the belief's walk.
func (t *tracker) smooth(b *Planner) {
	last := &t.past[t.turns-1]
	for k := range last.n {
		last.back[k] = 1
	}
	for n := t.turns - 1; n > 0; n-- {
		cur, prev := &t.past[n], &t.past[n-1]
		t.walks(b, prev, cur)
		total := float32(0)
		for j := range prev.n {
			v := float32(0)
			for k := range cur.n {
				v += cur.walkChance(j, k) * cur.back[k]
			}
			prev.back[j] = v
			total += v
		}
		for j := range prev.n {
			prev.back[j] /= max(total, 1e-30)
		}
	}
}

// walks sets cur.steps, the walks from the squares of prev, the turn
// before, to those of cur, through every side not known as a wall, as the
// belief walks. The maze is complete, so they are worked out once, in the
// planner's second search, free between its turns' plans.
func (t *tracker) walks(b *Planner, prev, cur *pastBelief) {
	if cur.set {
		return
	}
	cur.set = true
	s := &b.search[1]
	for j, i := range prev.squares[:prev.n] {
		s.search(&b.m, int(i), true, moveReach)
		for k, i2 := range cur.squares[:cur.n] {
			cur.steps[j][k] = uint8(s.dist[i2])
		}
	}
}

// guess sets seen from the past beliefs: each turn the opponent saw the
// view from each square of the turn's belief, with the chance of its
// standing there given every distance heard (or, filtered, those heard up
// to that turn).
func (t *tracker) guess(b *Planner) {
	clear(t.seen[:])
	for n := range t.turns {
		p := &t.past[n]
		total := float32(0)
		for k := range p.n {
			total += t.weight(p, k)
		}
		for k, i16 := range p.squares[:p.n] {
			c := t.weight(p, k) / max(total, 1e-30)
			if c < 1e-3 {
				continue
			}
			i := int(i16)
			t.see(i, c)
			walkSight(&b.m, i%frame-half, i/frame-half, unknownOpen, func(sx, sy int, v float32) {
				t.see(index(sx, sy), c*v)
			})
		}
	}
}

// walkChance returns the chance, before scaling, the belief gives a walk
// from square j of the turn before to square k of p: none if the
// opponent was found not to stand on k.
func (p *pastBelief) walkChance(j, k int) float32 {
	if p.chances[k] <= 0 {
		return 0
	}
	return farChance + stepsChance(int(p.steps[j][k]))
}

// weight returns the chance of square k of past belief p before scaling:
// the belief's, times what the later distances say of it unless the
// tracker is told to leave them out.
func (t *tracker) weight(p *pastBelief, k int) float32 {
	if t.filtered {
		return p.chances[k]
	}
	return p.chances[k] * p.back[k]
}

// see records that the opponent saw square i with chance p.
func (t *tracker) see(i int, p float32) {
	t.seen[i] = 1 - (1-t.seen[i])*(1-p)
}

// promise returns what the view from square i promises the opponent:
// the squares it shows, each counted with the square of the chance that
// the opponent has not seen it, which tells the squares it likely has not
// from the many it only may have (weighed by the chance alone, the hunt
// found the opponent on 69 squares of 101, squared 72, to the belief's 62).
func (t *tracker) promise(b *Planner, i int) float32 {
	n := float32(0)
	walkSight(&b.m, i%frame-half, i/frame-half, unknownOpen, func(sx, sy int, v float32) {
		u := 1 - t.seen[index(sx, sy)]
		n += v * u * u
	})
	return n
}

// huntChance is the chance the hunt gives square i of the belief: once
// the rival has discovered every square, the tracker's, else the
// belief's.
func (b *Planner) huntChance(i int) float32 {
	if b.track != nil && !b.track.off && b.m.Count() == allSquares {
		return b.track.chance[i]
	}
	return b.belief[i]
}
