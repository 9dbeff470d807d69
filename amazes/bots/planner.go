package bots

import (
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/amazes"
)

// Planner is the bot that plans: it races to discover the whole maze, so
// that it can then end a turn on the opponent's square for sudden death,
// and it hunts the opponent with a belief of where it may stand. See the
// package documentation for how it plays. Create it with [NewPlanner], or
// with [NewRival] for the rival that races harder and strikes.
type Planner struct {
	mapper

	beam  int           // targets planned two turns ahead; 0 means the clock decides
	clock time.Duration // the thinking time for the whole game, with beam 0
	// match is the match's time rules as SetClock gave them: its Share
	// of clock is the game's time, and its TurnCap caps a turn's
	// thinking; zero, changing nothing, when untold.
	match games.Clock
	nodes int // views weighed in the turn being planned
	// catches expected from the hunts so far, with the letters written,
	// for the estimate of the bot's points.
	catches float64
	hunting bool    // the plan counts what a catch would bring
	cost    float32 // what a letter costs the plan this turn
	open    float32 // the chance the plan gives a side not yet seen this turn

	// The belief: for each square, the chance that the opponent stands
	// there (stood there, once the bot has moved), and the squares with a
	// chance, nBelief of them in beliefSquares: they lie at one squared
	// distance from the bot, or are its own square, so a ring holds them.
	// Every other square has no chance. oldSquares and oldChances are work
	// space for the belief of the turn before. missed is the square where
	// the bot ended its last turn to end the game (-1 if it did not): the
	// opponent did not stand there.
	belief        [frame * frame]float32
	beliefSquares [maxRing]int16
	oldSquares    [maxRing]int16
	oldChances    [maxRing]float32
	nBelief       int
	missed        int

	// Breadth-first search work space over the frame, one per depth of
	// the plan: distance+1 (0 = not reached) and the step into a square.
	search  [2]bfs
	seen    [frame * frame]float32 // chance that the first turn's view shows a square
	gain    [frame * frame]float32 // what the view from a square promises, nothing discounted
	worth   [frame * frame]float32 // what discovering a square is worth
	pocket  [frame * frame]int16   // work space: squares of a pocket
	targets [frame * frame]target  // sorted by value, for the beam
	probed  [maxProbes]int16       // squares the turn's side trips enter

	// strike, for the rival bots, walks through the last squares to
	// discover and ends the turn on the opponent ([NewRival]); planner has
	// none.
	strike *striker
	// mirror, for the rival bots, models the opponent's belief of where
	// the bot stands; only Blue uses it ([Planner.evades]).
	mirror *mirror
	// track, for the rival bots, guesses what the opponent has
	// discovered, for the hunt once the bot's maze is complete.
	track *tracker
}

var _ games.Bot = (*Planner)(nil)

// Planner settings, tuned in series against explore, random and the
// planner as it was before side trips (the race figures of planner_test.go).
const (
	// letterCost weighs a letter against a square the plan expects to
	// discover: low, because the race to discover the whole maze matters
	// more than the points letters cost; lowLetterCost is its weight while
	// the bot's points are short of lowPoints (it makes no side trips
	// then either), so that it does not win by sudden death with no points
	// to double.
	letterCost    = 0.1
	lowLetterCost = 0.2
	lowPoints     = 200
	// probeCost weighs a letter of a side trip; maxProbes is the most
	// side trips a turn makes.
	probeCost = 0.1
	maxProbes = 4
	// pocketWeight is what a pocket of squares not yet discovered (squares
	// joined by sides not known as walls) is worth beyond its squares: a
	// pocket left behind costs a turn of its own to come back to, so the
	// fewer its squares, the more each is worth.
	pocketWeight = 8
	// nextWeight discounts what the second turn of a plan promises.
	nextWeight = 0.5
	// unknownOpen is the chance that a side not yet seen is open, about
	// what the sample mazes have.
	unknownOpen = 0.6
	// moveScale is the opponent's walk in a turn, in steps, on average
	// as the belief takes it; moveReach the longest walk it counts, and
	// farChance the chance it gives a square at the opponent's distance
	// beyond that.
	moveScale = 6
	moveReach = 40
	farChance = 1e-3
	// huntLetter weighs a letter of the hunt for sudden death against
	// the chance that the opponent stands at its end, in hundredths.
	huntLetter = 0.1
	// catchSquares is what ending a turn on the opponent's square is
	// worth to the plan before the maze is all discovered, in squares,
	// times the chance that it stands there: its 100 points are worth
	// far less than squares that bring the end of the race nearer, and
	// nothing once the bot's points reach enoughPoints (sudden death
	// doubles them, and the score stops at 1000).
	catchSquares = 3
	enoughPoints = 500
	// catchPoints are the points of a catch, for the bot's estimate of
	// its points.
	catchPoints = 100
	// clockShare of the clock is what the clock twin plans to use, and
	// maxBeam the widest beam it plans with however much time it has.
	clockShare = 0.6
	maxBeam    = 64
)

// maxRing is the most squares of the frame at one squared distance from a
// square of the frame (TestMaxRing counts them): the most squares the
// belief gives a chance.
const maxRing = 32

// NewPlanner returns a planner that plans beam squares two turns ahead
// each turn, and breaks ties with choices drawn from seed. With beam 0 it
// thinks on the wall clock instead: up to maxBeam squares a turn, as many
// as fit in the turn's share of 60% of clock, the thinking time for the
// whole game (with clock 0 as well, one square a turn).
func NewPlanner(beam int, clock time.Duration, seed uint64) *Planner {
	return planWith(beam, clock, rand.NewPCG(seed, 0x91a4e7))
}

// planWith returns a planner drawing from src, for NewPlanner and
// NewRival, each of which has its stream of its own.
func planWith(beam int, clock time.Duration, src rand.Source) *Planner {
	return &Planner{mapper: mapper{rng: rand.New(src)}, beam: beam, clock: clock, missed: -1, open: unknownOpen}
}

// spends reports whether the bot spends letters at the race's rate even
// while its points are short of lowPoints, side trips included: the
// rival does, planner does not.
func (b *Planner) spends() bool { return b.strike != nil }

// evades reports whether the bot plays the rival's Blue: it models the
// opponent's belief of it and keeps clear of where the opponent will look
// for it, values a catch more, and strikes less readily.
func (b *Planner) evades() bool { return b.mirror != nil && !b.r.red }

// racing reports whether the bot plays the rival's Blue with at most
// blueRaceSquares squares left to discover, where its plan gives a catch
// no value: the race is decided there, and a turn spent on the opponent's
// square loses more games than its 100 points win.
func (b *Planner) racing() bool {
	return b.evades() && allSquares-b.m.Count() <= blueRaceSquares
}

// catchWeight is what ending a turn on the opponent's square is worth to
// the plan, in squares, times the chance that it stands there.
func (b *Planner) catchWeight() float32 {
	if b.evades() {
		return blueCatchSquares
	}
	return catchSquares
}

// openChance is the chance the plan gives a side not yet seen:
// blueOpen for the rival's Blue while its points last (see blueOpen),
// else unknownOpen.
func (b *Planner) openChance() float32 {
	if b.evades() && b.points() >= blueOpenPoints {
		return blueOpen
	}
	return unknownOpen
}

// strikeAt is the least chance of a catch at which a rival strikes:
// blueStrikeChance as Blue, else strikeChance.
func (b *Planner) strikeAt() float32 {
	if b.evades() {
		return blueStrikeChance
	}
	return strikeChance
}

// Used returns the time the bot has spent choosing its turns.
func (b *Planner) Used() time.Duration { return b.used }

// Hear reads one line and, after the fifth line of a view, returns the
// bot's turn.
func (b *Planner) Hear(line string) []string { return b.hear(line, b.Choose) }

// Choose returns the turn the bot plays from where its map has it, given
// the squared distance to the opponent, and updates its belief of where
// the opponent stands. It does not record the turn in the map.
func (b *Planner) Choose(dist2 int) amazes.Turn {
	hx, hy, _ := b.m.Here()
	s := &b.search[0]
	s.run(&b.m, hx, hy)
	b.believe(hx, hy, dist2)
	if b.track != nil {
		b.track.follow(b)
	}
	if b.evades() {
		b.mirror.prepare(b, hx, hy)
	}
	b.missed = -1
	if target := b.hunt(s); target >= 0 && b.m.Count() == allSquares {
		// Should the opponent not stand there, the game goes on, and
		// the next turn knows it did not.
		b.missed = target
		return s.path(&b.m, target)
	}
	if b.strike != nil {
		if t, ok := b.strike.walk(b, hx, hy); ok {
			return t
		}
	}
	b.pockets()
	b.open = b.openChance()
	if t, ok := b.plan(hx, hy); ok {
		if b.hunting {
			b.catches += float64(b.belief[t.sq])
		}
		turn := s.path(&b.m, int(t.sq))
		if b.spends() || b.points() >= lowPoints {
			b.probe(&turn, int(t.sq))
		}
		return turn
	}
	return b.anyStep(hx, hy)
}

// believe works out where the opponent may stand, from the squared
// distance dist2 to it and the belief of the turn before: it stands on a
// square of the maze at that distance, and it moved there from where it
// stood, most likely by a short walk (moveScale steps on average).
func (b *Planner) believe(hx, hy, dist2 int) {
	if b.missed >= 0 && b.belief[b.missed] > 0 {
		b.belief[b.missed] = 0
	}
	// Only the belief's squares have a chance, so taking the belief of
	// the turn before out of them clears the frame.
	old := b.nBelief
	for k, i := range b.beliefSquares[:old] {
		b.oldSquares[k] = i
		b.oldChances[k] = b.belief[i]
		b.belief[i] = 0
	}
	if dist2 == 0 {
		// The opponent stands on the bot's square.
		i := index(hx, hy)
		b.belief[i] = 1
		b.beliefSquares[0] = int16(i)
		b.nBelief = 1
		return
	}
	// The squares at the distance, each with a floor chance in case the
	// opponent walked further than the belief expects.
	n := 0
	atDistance(&b.m, hx, hy, dist2, func(i int) {
		b.belief[i] = farChance
		b.beliefSquares[n] = int16(i)
		n++
	})
	// Carry the chance of each square the opponent may have stood on to
	// the squares at the distance it could have walked to, through every
	// side not known as a wall: the opponent may know more of the maze
	// than the bot.
	b.nBelief = n
	q := &b.search[1]
	for k, p := range b.oldChances[:old] {
		if p <= 0 {
			continue
		}
		q.search(&b.m, int(b.oldSquares[k]), true, moveReach)
		for _, i := range b.beliefSquares[:n] {
			b.belief[i] += p * q.walkChance(int(i))
		}
	}
	total := float32(0)
	for _, i := range b.beliefSquares[:n] {
		total += b.belief[i]
	}
	for _, i := range b.beliefSquares[:n] {
		b.belief[i] /= total
	}
}

// walkChances[d] is how likely the opponent is to have walked d steps in
// a turn, before the chances are scaled to sum to one, for the walks of
// up to moveReach steps that the belief counts: worked out once, as the
// belief, the mirror and the tracker weigh thousands of walks a turn.
var walkChances = func() (c [moveReach + 1]float32) {
	for d := range c {
		c[d] = float32(math.Exp(-float64(d) / moveScale))
	}
	return c
}()

// walkChance returns the chance the belief gives a walk to square i from
// where s began, s being a search through sides not known as walls to
// moveReach: see stepsChance.
func (s *bfs) walkChance(i int) float32 { return stepsChance(int(s.dist[i])) }

// stepsChance returns the chance the belief gives a walk whose length is
// held as a search holds it, 1 + the steps (0 where the search did not
// reach, within moveReach): walkChances of its steps, or 0.
func stepsChance(d int) float32 {
	if d > 0 {
		return walkChances[d-1]
	}
	return 0
}

// points estimates the bot's points so far: a point and a half a square
// discovered (the half for being first), less the letters, and the catches
// its hunts made likely.
func (b *Planner) points() float64 {
	return 1.5*float64(b.m.Count()) - float64(b.letters) + catchPoints*b.catches
}

// hunt returns the square to end the turn on to meet the opponent: of
// the squares the belief gives a chance that the bot can reach, the most
// likely, less a little for each letter. It returns -1 when the opponent
// cannot be reached this turn.
func (b *Planner) hunt(s *bfs) int {
	best, bestValue := -1, 0.0
	for _, i16 := range b.beliefSquares[:b.nBelief] {
		i := int(i16)
		d := int(s.dist[i]) - 1
		if d <= 0 || d > amazes.MaxLetters {
			continue
		}
		v := float64(b.huntChance(i)) - huntLetter*float64(d)/catchPoints
		if best < 0 || v > bestValue || v == bestValue && b.rng.IntN(2) == 0 {
			best, bestValue = i, v
		}
	}
	return best
}

// A target is a square where the turn may end, reached through known
// openings, and what ending the turn there is worth to the plan: the
// squares its view is expected to discover, less the letters.
type target struct {
	sq    int16
	value float32
}

// plan returns the target to end the turn on to discover the most for
// the letters, looking two turns ahead, and false if no target promises
// anything.
func (b *Planner) plan(hx, hy int) (target, bool) {
	b.nodes = 0
	budget, soft := b.beamSize()
	b.hunting = b.points() < enoughPoints && !b.racing()
	b.cost = letterCost
	if !b.spends() && b.points() < lowPoints {
		b.cost = lowLetterCost
	}
	clear(b.seen[:])
	n := b.collectTargets(&b.search[0])
	if n == 0 {
		return target{}, false
	}
	// Stable: targets of equal value keep the search's order, nearest
	// first, which decides which of them the beam takes.
	slices.SortStableFunc(b.targets[:n], byValue)
	best, bestValue := -1, float32(0)
	for k := range min(n, budget) {
		if k > 0 && b.beam == 0 && time.Since(b.started) > soft {
			break
		}
		t := &b.targets[k]
		i := int(t.sq)
		x, y := i%frame-half, i/frame-half
		v := t.value + nextWeight*b.next(x, y)
		if best < 0 || v > bestValue || v == bestValue && b.rng.IntN(2) == 0 {
			best, bestValue = k, v
		}
	}
	return b.targets[best], true
}

// collectTargets notes in b.gain what the view from each square s reaches
// is expected to discover, and puts in b.targets, in the search's order,
// the squares within a turn's letters that promise something. It returns
// how many it put there.
func (b *Planner) collectTargets(s *bfs) int {
	n := 0
	for k := range s.n {
		i := int(s.queue[k])
		d := int(s.dist[i]) - 1
		x, y := i%frame-half, i/frame-half
		g := b.promise(x, y, false)
		b.nodes++
		b.gain[i] = g
		if d <= 0 || d > amazes.MaxLetters {
			continue
		}
		if b.hunting {
			g += b.catchWeight() * b.belief[i]
		}
		if g > 0 {
			if b.evades() {
				g -= evadeSquares * b.mirror.seen(b, i)
			}
			b.targets[n] = target{sq: int16(i), value: g - b.cost*float32(d)}
			n++
		}
	}
	return n
}

// byValue orders targets by value, best first.
func byValue(t, u target) int {
	switch {
	case t.value > u.value:
		return -1
	case t.value < u.value:
		return 1
	}
	return 0
}

// next returns the best value of the turn after one that ends on (x, y):
// the promise of a square reachable from there, with the squares the
// first view likely shows counted for what they are likely still to
// promise.
func (b *Planner) next(x, y int) float32 {
	clear(b.seen[:])
	b.promise(x, y, true)
	s := &b.search[1]
	s.run(&b.m, x, y)
	best := float32(0)
	for k := range s.n {
		i := int(s.queue[k])
		d := int(s.dist[i]) - 1
		if d <= 0 || d > amazes.MaxLetters {
			continue
		}
		// The view's promise with nothing discounted bounds it.
		if b.gain[i]-b.cost*float32(d) <= best {
			continue
		}
		b.nodes++
		if v := b.promise(i%frame-half, i/frame-half, false) - b.cost*float32(d); v > best {
			best = v
		}
	}
	return best
}

// chance returns the chance that a side known as s is open, a side not
// yet seen being open with chance unknownOpen: the strike's, which walks
// through sides it has not seen.
func chance(s amazes.Side) float32 { return sideChance(s, float32(unknownOpen)) }

// sideChance returns the chance that a side known as s is open, a side
// not yet seen being open with chance open, in the float type of the
// bot's sums: planner adds in float32, explore in float64.
func sideChance[F float32 | float64](s amazes.Side, open F) F {
	switch s {
	case amazes.Open:
		return 1
	case amazes.Unknown:
		return open
	}
	return 0
}

// promise returns the number of squares not yet discovered that a view
// from (x, y) is expected to show, each counted with the chance of seeing
// it and of nobody having shown it in the plan's first view. With mark,
// it records those chances in seen instead of discounting by them.
func (b *Planner) promise(x, y int, mark bool) float32 {
	n := float32(0)
	see := func(sx, sy int, p float32) {
		if !b.m.Inside(sx, sy) || b.m.Discovered(sx, sy) {
			return
		}
		i := index(sx, sy)
		if mark {
			b.seen[i] = max(b.seen[i], p)
			return
		}
		n += p * (1 - b.seen[i]) * b.worth[i]
	}
	walkSight(&b.m, x, y, b.open, see)
	return n
}

// beamSize returns the number of targets to plan two turns ahead: the
// bot's beam, or with the clock, at most maxBeam, as many as fit in soft,
// the turn's share of the time left.
func (b *Planner) beamSize() (beam int, soft time.Duration) {
	if b.beam > 0 {
		return b.beam, 0
	}
	left := time.Duration(clockShare*float64(b.gameClock())) - b.used
	return maxBeam, b.match.TurnCap(left / time.Duration(max(amazes.MaxTurns-b.turns, 1)))
}

// pockets works out what discovering each square is worth: 1, and more
// for a square of a small pocket of squares not yet discovered, which
// would cost a turn of its own if left behind.
func (b *Planner) pockets() {
	clear(b.worth[:])
	for i0 := range b.worth {
		x0, y0 := i0%frame-half, i0/frame-half
		if b.worth[i0] != 0 || !b.m.Inside(x0, y0) || b.m.Discovered(x0, y0) {
			continue
		}
		b.worth[i0] = -1
		b.pocket[0] = int16(i0)
		n := 1
		for head := 0; head < n; head++ {
			i := int(b.pocket[head])
			x, y := i%frame-half, i/frame-half
			for d := range amazes.Dir(4) {
				if b.m.Side(x, y, d) == amazes.Wall {
					continue
				}
				nx, ny := step(x, y, d)
				j := index(nx, ny)
				if b.worth[j] != 0 || !b.m.Inside(nx, ny) || b.m.Discovered(nx, ny) {
					continue
				}
				b.worth[j] = -1
				b.pocket[n] = int16(j)
				n++
			}
		}
		w := 1 + b.pocketWorth()/float32(n)
		for _, i := range b.pocket[:n] {
			b.worth[i] = w
		}
	}
}

// pocketWorth is what a pocket is worth beyond its squares, spread over
// them: rivalPocketWeight for the rival, else pocketWeight.
func (b *Planner) pocketWorth() float32 {
	if b.strike != nil {
		return rivalPocketWeight
	}
	return pocketWeight
}

// probe appends to turn t, which ends on square ti, side trips into
// squares not yet discovered that the view from ti will likely not show:
// from a square reached through known openings, a step through a side not
// yet seen into such a square (walking discovers it), and back to ti the
// same way. A wall stops the rest of the turn where the bot stands, so a
// trip is taken only if what it is likely to discover outweighs its
// letters and the view from ti likely lost, and only if the view will
// tell where the turn ended ([amazes.Map.SureAfter]).
func (b *Planner) probe(t *amazes.Turn, ti int) {
	hx, hy, facing := b.m.Here()
	if b.m.Count() == allSquares || t.Len() == 0 {
		return
	}
	for k := range t.Len() {
		facing = facing.Turn(t.At(k))
	}
	s := &b.search[1]
	tx, ty := ti%frame-half, ti/frame-half
	s.run(&b.m, tx, ty)
	clear(b.seen[:])
	b.promise(tx, ty, true)
	here := index(hx, hy)
	reach := float32(1) // chance that the trips so far all went through
	for n := range maxProbes {
		r, ok := b.bestTrip(s, t, facing, ti, here, n, reach)
		if !ok {
			return
		}
		sx, sy := int(r.sq)%frame-half, int(r.sq)/frame-half
		b.probed[n] = int16(index(step(sx, sy, r.wall)))
		facing = addTrip(t, facing, s, r)
		reach *= unknownOpen
	}
}

// bestTrip returns the side trip worth most to turn t, which ends on ti
// facing facing, given the n trips taken before it, which all go through
// with chance reach. s is the search from ti and here the square the bot
// stands on. It returns false if no trip is worth its letters or none
// leaves the bot sure where the turn ended.
func (b *Planner) bestTrip(s *bfs, t *amazes.Turn, facing amazes.Dir, ti, here, n int, reach float32) (trip, bool) {
	var best trip
	tlen := t.Len()
	found, bestValue := false, float32(0)
	for k := 1; k < s.n; k++ {
		si := int(s.queue[k])
		d := int(s.dist[si]) - 1
		if tlen+2*d+2 > amazes.MaxLetters {
			break
		}
		if si == here {
			continue
		}
		sx, sy := si%frame-half, si/frame-half
		for dir := range amazes.Dir(4) {
			ui, ok := b.tripInto(sx, sy, dir, n)
			if !ok {
				continue
			}
			v := reach*(unknownOpen*b.worth[ui]*(1-b.seen[ui])-(1-unknownOpen)*max(0, b.gain[ti]-b.gain[si])) - probeCost*float32(2*d+2)
			r := trip{sq: int16(si), wall: dir}
			if v <= bestValue || !b.sureWith(*t, facing, s, r) {
				continue
			}
			best, bestValue, found = r, v, true
		}
	}
	return best, found
}

// tripInto returns the square a side trip from (sx, sy) steps into through
// side dir, and false unless that side is not yet seen and the square is
// undiscovered and not probed by the first n trips.
func (b *Planner) tripInto(sx, sy int, dir amazes.Dir, n int) (int, bool) {
	if b.m.Side(sx, sy, dir) != amazes.Unknown {
		return 0, false
	}
	ux, uy := step(sx, sy, dir)
	if !b.m.Inside(ux, uy) || b.m.Discovered(ux, uy) {
		return 0, false
	}
	ui := index(ux, uy)
	return ui, !slices.Contains(b.probed[:n], int16(ui))
}

// sureWith reports whether the view after turn t with trip r added, the
// bot facing facing at the end of t, where s searched from, will tell
// where the turn ended.
func (b *Planner) sureWith(t amazes.Turn, facing amazes.Dir, s *bfs, r trip) bool {
	addTrip(&t, facing, s, r)
	return b.m.SureAfter(t)
}

// addTrip appends trip r to t, the bot facing facing at the end of t, which
// is where s searched from: the path to the trip's square, the step in and
// out, then the path back. It returns the facing after it.
func addTrip(t *amazes.Turn, facing amazes.Dir, s *bfs, r trip) amazes.Dir {
	steps := s.backSteps(int(r.sq))
	for k := len(steps) - 1; k >= 0; k-- {
		facing = addStep(t, facing, steps[k])
	}
	facing = addStep(t, facing, r.wall)
	facing = addStep(t, facing, r.wall.Turn(amazes.T))
	for _, d := range steps {
		facing = addStep(t, facing, d.Turn(amazes.T))
	}
	return facing
}

// A trip is a side trip: from square sq, a step through side wall, which
// the map has not seen, into a square not yet discovered, and back.
type trip struct {
	sq   int16
	wall amazes.Dir
}
