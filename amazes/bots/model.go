package bots

import (
	"math"

	"github.com/contestgames/games/amazes"
)

// A mirror models the opponent's belief of where the bot stands, as a
// planner opponent holds it: the opponent hears the squared distance to
// the bot from where it stands, and takes the bot to stand on a square at
// that distance, most likely one a short walk from where it believed the
// bot stood before. The bot knows where it will end its turn and its own
// belief says where the opponent stands, so it can tell, for each square
// it may end on, how sure the opponent will be to find it there: the
// opponent ends its turns where its belief says, for the 100 points of a
// catch (and for the game, once it has discovered every square).
type mirror struct {
	// held is the opponent's belief of the bot as the model last worked
	// it out: a chance for each square, on squares[:n].
	held    [frame * frame]float32
	squares [maxRing]int16
	n       int
	// prior is what the opponent's belief weighs a square by before it
	// hears the distance: the walk from held. from is where the bot's
	// belief has the opponent stand (its likeliest square, -1 before the
	// first turn), and sure that square's chance.
	prior [frame * frame]float32
	from  int
	sure  float32
}

// prepare works out, at the start of the bot's turn on (hx, hy), the
// opponent's belief of the bot after the bot's last turn, which ended
// there, and the prior of its belief after this turn. b's belief of the
// opponent must be up to date.
func (w *mirror) prepare(b *Planner, hx, hy int) {
	if w.from >= 0 {
		w.hold(b, index(hx, hy))
	}
	w.from, w.sure = -1, 0
	for _, i := range b.beliefSquares[:b.nBelief] {
		if p := b.belief[i]; p > w.sure {
			w.from, w.sure = int(i), p
		}
	}
	clear(w.prior[:])
	if w.n == 0 {
		// No belief yet: every square alike.
		for i := range w.prior {
			w.prior[i] = 1
		}
		return
	}
	for _, i := range w.squares[:w.n] {
		p := w.held[i]
		// The planner's second search is free between its turns' plans.
		s := &b.search[1]
		s.search(&b.m, int(i), true, moveReach)
		for _, j := range s.queue[:s.n] {
			w.prior[j] += p * s.walkChance(int(j))
		}
	}
}

// hold sets held to the opponent's belief of the bot standing on square
// i, as it works it out from prior.
func (w *mirror) hold(b *Planner, i int) {
	for _, j := range w.squares[:w.n] {
		w.held[j] = 0
	}
	w.n = 0
	total := float32(0)
	w.ring(b, i, func(j int, p float32) {
		if w.n < maxRing {
			w.squares[w.n] = int16(j)
			w.held[j] = p
			w.n++
			total += p
		}
	})
	for _, j := range w.squares[:w.n] {
		w.held[j] /= total
	}
}

// ring calls f for each square of the maze at the squared distance of
// square i from where the opponent stands, with its weight in the
// opponent's belief before scaling.
func (w *mirror) ring(b *Planner, i int, f func(j int, p float32)) {
	fx, fy := w.from%frame-half, w.from/frame-half
	x, y := i%frame-half, i/frame-half
	atDistance(&b.m, fx, fy, (x-fx)*(x-fx)+(y-fy)*(y-fy), func(j int) { f(j, w.prior[j]+farChance) })
}

// atDistance calls f, in row order, for each square of the frame that m
// may hold at squared distance d2 from (cx, cy): the squares where a
// player at that distance can stand.
func atDistance(m *amazes.Map, cx, cy, d2 int, f func(i int)) {
	for y := -half; y <= half; y++ {
		dx, ok := isqrt(d2 - (y-cy)*(y-cy))
		if !ok {
			continue
		}
		for _, x := range [2]int{cx - dx, cx + dx} {
			if x >= -half && x <= half && m.Inside(x, y) {
				f(index(x, y))
			}
			if dx == 0 {
				break
			}
		}
	}
}

// seen returns the chance that the opponent, after the bot's turn ends on
// square i, will take the bot to stand there: its belief's chance for the
// square, times the bot's own chance that the opponent stands where its
// belief says. Ending on the opponent's own square is safe: it cannot end
// its turn where it started.
func (w *mirror) seen(b *Planner, i int) float32 {
	if w.from < 0 || i == w.from {
		return 0
	}
	total, mine := float32(0), float32(0)
	w.ring(b, i, func(j int, p float32) {
		total += p
		if j == i {
			mine = p
		}
	})
	if total == 0 {
		return 0
	}
	return w.sure * mine / total
}

// isqrt returns the square root of n and true when n is the square of a
// whole number, else false.
func isqrt(n int) (int, bool) {
	if n < 0 {
		return 0, false
	}
	r := int(math.Sqrt(float64(n)))
	for r*r > n {
		r--
	}
	for (r+1)*(r+1) <= n {
		r++
	}
	return r, r*r == n
}
