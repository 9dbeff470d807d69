package bots

import (
	"math/rand/v2"
	"slices"
	"time"

	"github.com/contestgames/games/amazes"
)

// Rival settings, tuned in seat-swapped series against planner.
const (
	// strikeSquares is the most squares left to discover for which the
	// rival plans a strike; strikeChance the least chance, that every
	// side walked through is open and the opponent stands at the end, for
	// which it plays one.
	strikeSquares = 8
	strikeChance  = 0.2
	// blueStrikeChance is strikeChance for Blue. Striking as readily as
	// Red, or more (the lower chance a tie in the race suggests, since Red
	// wins a tie), measured worse: a strike that meets a wall loses the
	// turn's view where the race is slowest. Blue takes the 100 points of
	// a catch more to heart too (blueCatchSquares for catchSquares), and
	// keeps clear of where the opponent will look for it (evadeSquares,
	// see [mirror]). In the last blueRaceSquares squares to discover,
	// though, Blue only races: a catch is worth nothing to its plan there
	// ([Planner.racing]).
	blueStrikeChance = 0.4
	blueCatchSquares = 4
	evadeSquares     = 2
	blueRaceSquares  = 30
	// blueOpen is the chance Blue's plan gives a side not yet seen, in
	// place of unknownOpen, while the estimate of its points is
	// blueOpenPoints or more: hoping for more from each view, it goes
	// further for it and wins more of the race, which pays for the letters
	// while it has points to spend. With no guard, more of its wins became
	// 0 to 0 than losses became wins; Red measured no better with it. It
	// was 0.75 until pockets weighed less (rivalPocketWeight), with which
	// 0.7 does better on every thousand mazes (see MEASUREMENTS.md).
	blueOpen       = 0.7
	blueOpenPoints = 200
	// rivalPocketWeight is pocketWeight for the rival, in both seats. A
	// pocket left behind still costs a turn at the end, but planner's
	// weight, tuned against explore, turns a bot that races from the
	// first turn aside into too many small pockets on the way: at 5 and 6
	// the rival's Blue won more races and fewer of Red's wins were 0 to 0;
	// at 12 Blue lost 9 points of share, at 3, 3 (see MEASUREMENTS.md).
	rivalPocketWeight = 6
)

// NewRival returns a rival: a planner (see [NewPlanner] for beam, clock
// and seed) that races harder and strikes a turn earlier. It spends
// letters at the race's rate from the first turn, side trips included,
// where planner saves them while its points are short of 200; it clears
// fewer small pockets on its way (rivalPocketWeight); and when a
// few squares are left to discover and its belief knows where the
// opponent stands, it walks into each of those squares and ends the turn
// on the opponent: the squares a turn walks through are credited before
// the jury looks at where it ended, so that is sudden death in the turn
// before the one whose view would have completed the maze. Once its maze
// is complete it hunts where the opponent's view would show it most it
// has not seen. As Blue it also models the opponent's belief of where it
// stands, and keeps clear of the squares where the opponent will look
// for it; while its points last it hopes for more from the sides it has
// not seen; and it races alone in its last 30 squares to discover.
func NewRival(beam int, clock time.Duration, seed uint64) *Planner {
	b := planWith(beam, clock, rand.NewPCG(seed, 0x7a11e5))
	b.strike = &striker{}
	b.mirror = &mirror{from: -1}
	b.track = &tracker{}
	return b
}

// A striker plans the rival's strike: its work space, the squares left
// to discover and a search.
type striker struct {
	left  [strikeSquares]int16
	paths bfs
}

// walk returns the strike for the turn of b, which stands on (hx, hy):
// a walk into every square of the maze not yet discovered, stepping in
// and back out of each (and through the pocket it opens into), then to
// the square where the opponent most likely stands. It returns false when
// more than strikeSquares are left, when the map does not know the maze's
// extent, when the strike is unlikely to end the game, or when the view
// after it might not tell where it ended (a wall on the way ends it
// early), which would leave the bot unsure where it stands.
func (k *striker) walk(b *Planner, hx, hy int) (amazes.Turn, bool) {
	var t amazes.Turn
	left := k.leftSquares(b)
	if left <= 0 {
		return t, false
	}
	_, _, facing := b.m.Here()
	cur, chance := index(hx, hy), float32(1)
	s := &k.paths
	for left > 0 {
		s.run(&b.m, cur%frame-half, cur/frame-half)
		j, from, side, p := k.nearestEntry(b, s, left)
		if j < 0 || t.Len()+int(s.dist[from])+1 > amazes.MaxLetters {
			return t, false
		}
		facing = walkTo(&t, facing, s, from)
		u := int(k.left[j])
		left = k.take(left, j)
		facing, chance = addStep(&t, facing, side), chance*p
		facing, left, chance = k.enter(b, &t, facing, u, left, chance)
		facing = addStep(&t, facing, side.Turn(amazes.T))
		cur = from
	}
	s.run(&b.m, cur%frame-half, cur/frame-half)
	target := b.hunt(s)
	if target < 0 || t.Len() >= amazes.MaxLetters || t.Len()+int(s.dist[target])-1 > amazes.MaxLetters || chance*b.belief[target] < b.strikeAt() {
		return t, false
	}
	walkTo(&t, facing, s, target)
	return t, b.m.SureAfter(t)
}

// walkTo appends to t the steps of search s's shortest path to square i,
// the bot facing facing where s searched from, and returns the facing
// after them.
func walkTo(t *amazes.Turn, facing amazes.Dir, s *bfs, i int) amazes.Dir {
	steps := s.backSteps(i)
	for j := len(steps) - 1; j >= 0; j-- {
		facing = addStep(t, facing, steps[j])
	}
	return facing
}

// leftSquares puts in k.left the squares of the maze b has not yet
// discovered and returns how many there are, or -1 if the map does not
// know the maze's extent or more than strikeSquares are left.
func (k *striker) leftSquares(b *Planner) int {
	inside, n := 0, 0
	for i := range frame * frame {
		x, y := i%frame-half, i/frame-half
		if !b.m.Inside(x, y) {
			continue
		}
		inside++
		if !b.m.Discovered(x, y) {
			if n == strikeSquares {
				return -1
			}
			k.left[n] = int16(i)
			n++
		}
	}
	if inside != allSquares {
		return -1
	}
	return n
}

// nearestEntry returns, of the first n squares of k.left, the one search
// s reaches soonest through a neighbour: its place in k.left, the
// neighbour, the side to step through, and the chance that the side is
// open. It returns -1 if none can be reached.
func (k *striker) nearestEntry(b *Planner, s *bfs, n int) (j, from int, side amazes.Dir, p float32) {
	j, best := -1, 0
	for l, u := range k.left[:n] {
		ux, uy := int(u)%frame-half, int(u)/frame-half
		for d := range amazes.Dir(4) {
			nx, ny := step(ux, uy, d)
			ni := index(nx, ny)
			c := chance(b.m.Side(nx, ny, d.Turn(amazes.T)))
			if c == 0 || s.dist[ni] == 0 {
				continue
			}
			if j < 0 || int(s.dist[ni]) < best {
				j, best, from, side, p = l, int(s.dist[ni]), ni, d.Turn(amazes.T), c
			}
		}
	}
	return j, from, side, p
}

// take removes the j-th of the first n squares of k.left and returns n-1.
func (k *striker) take(n, j int) int {
	k.left[j] = k.left[n-1]
	return n - 1
}

// enter appends to t, the bot standing on square u facing facing, a walk
// into each square of the first n of k.left next to u through a side not
// known as a wall, and on from there the same way, each walked back out:
// a walk through the pocket of squares left that u belongs to. It returns
// the facing after it, the squares still left, and the chance p times
// that of each side walked through being open.
func (k *striker) enter(b *Planner, t *amazes.Turn, facing amazes.Dir, u, n int, p float32) (amazes.Dir, int, float32) {
	ux, uy := u%frame-half, u/frame-half
	for d := range amazes.Dir(4) {
		c := chance(b.m.Side(ux, uy, d))
		if c == 0 || t.Len()+2 > amazes.MaxLetters {
			continue
		}
		j := slices.Index(k.left[:n], int16(index(step(ux, uy, d))))
		if j < 0 {
			continue
		}
		v := int(k.left[j])
		n = k.take(n, j)
		facing, p = addStep(t, facing, d), p*c
		facing, n, p = k.enter(b, t, facing, v, n, p)
		facing = addStep(t, facing, d.Turn(amazes.T))
	}
	return facing, n, p
}
