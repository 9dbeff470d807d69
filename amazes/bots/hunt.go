package bots

// A tracker guesses what the opponent has discovered, for Blue's hunt
// once the bot has discovered every square: a planner opponent that has
// not ends its turns where its view promises squares it has not
// discovered, so of the squares at the heard distance it most likely
// stands on one that looks into ground it has not seen. The opponent's
// views are not told, so the tracker takes it to have seen, each turn,
// what the view from each square of the bot's belief shows, with that
// square's chance.
type tracker struct {
	// seen is, for each square of the frame, the chance that the
	// opponent has seen it, as of the start of its coming turn.
	seen [frame * frame]float32
	// chance is the hunt's chance for each square of the belief: the
	// belief's, weighed by what the view from there promises the
	// opponent. The belief itself is left as it is, for the next turn's
	// would count the promise again.
	chance [frame * frame]float32
	// off leaves the hunt to the belief alone, for tests that measure
	// the tracker against it.
	off bool
}

// track, for the rival's Blue, records what the opponent has likely
// seen, the view from where it stands now at the start of its coming
// turn, and then, once the bot has discovered every square (the map then
// knows the whole maze, and the hunt is all that is left), works out the
// hunt's chances from what the opponent has likely not seen.
func (b *Planner) track() {
	if !b.evades() {
		return
	}
	t := &b.mirror.track
	for _, i16 := range b.beliefSquares[:b.nBelief] {
		i := int(i16)
		p := b.belief[i]
		if p <= 0 {
			continue
		}
		t.see(i, p)
		walkSight(&b.m, i%frame-half, i/frame-half, func(sx, sy int, v float32) {
			t.see(index(sx, sy), p*v)
		})
	}
	if b.m.Count() == allSquares {
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
	walkSight(&b.m, i%frame-half, i/frame-half, func(sx, sy int, v float32) {
		u := 1 - t.seen[index(sx, sy)]
		n += v * u * u
	})
	return n
}

// huntChance is the chance the hunt gives square i of the belief: once
// the rival's Blue has discovered every square, the tracker's, else the
// belief's.
func (b *Planner) huntChance(i int) float32 {
	if b.evades() && !b.mirror.track.off && b.m.Count() == allSquares {
		return b.mirror.track.chance[i]
	}
	return b.belief[i]
}
