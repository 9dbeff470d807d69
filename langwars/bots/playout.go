package bots

import (
	"math/rand/v2"
	"slices"
	"time"

	"github.com/contestgames/games/langwars"
)

// A world is every player's real believers of each language, by column:
// the bot in column 0, its rivals in columns 1 to 3 (see [langwars.View]).
// Within a playout everything is known.
type world [langwars.Players][langwars.Languages]uint8

// candidates[n] lists every way to make n picks: every multiset of n
// languages, 36 for a holiday's 2 and 792 for a workday's 5.
var candidates = [langwars.WorkdayPicks + 1][]langwars.Picks{
	langwars.HolidayPicks: allPicks(langwars.HolidayPicks),
	langwars.WorkdayPicks: allPicks(langwars.WorkdayPicks),
}

const maxCandidates = 792

// allPicks returns every Picks of n picks, in lexicographic order.
func allPicks(n int) []langwars.Picks {
	var out []langwars.Picks
	var p langwars.Picks
	var fill func(l, left int)
	fill = func(l, left int) {
		if l == langwars.Languages-1 {
			p[l] = uint8(left)
			out = append(out, p)
			return
		}
		for k := left; k >= 0; k-- {
			p[l] = uint8(k)
			fill(l+1, left-k)
		}
	}
	fill(0, n)
	return out
}

// share[a][k] is [langwars.Share](a, k), looked up rather than divided
// in the playouts' inner loop. Its rows are 8 long so that an index
// masked with 7 needs no check.
var share = func() (t [langwars.MaxAttention + 1][8]int32) {
	for a := range t {
		for k := 1; k <= langwars.Players; k++ {
			t[a][k] = int32(langwars.Share(uint8(a), k))
		}
	}
	return t
}()

// ownNoise is the chance (in 256ths) that the bot's own pick in a
// playout is a random language rather than the policy's.
const ownNoise = 32

// rivalNoise returns the chance (in 256ths) that a pick of the rival in
// column c of view v is a random language, in the playouts, rather than
// the policy's. Any player with a plan favours the languages of high
// attention; one that picks at random does not. So the rival's workday
// picks so far, which everybody sees, are tested against picking at
// random: if their attention is above the average by at least two
// standard deviations of a random player's, the rival plays to a plan,
// and is random a quarter of the time; within one, it may well pick at
// random, and is random always; in between, or with no workday seen, or
// all attention degrees equal, half the time.
func rivalNoise(a *langwars.Attention, v *langwars.View, c int) uint64 {
	sum := 0
	for _, x := range a {
		sum += int(x)
	}
	var n, z, spread int // picks, and the sum and spread of 8a-sum
	for l := range langwars.Languages {
		d := langwars.Languages*int(a[l]) - sum
		n += int(v.Revealed[l][c])
		z += int(v.Revealed[l][c]) * d
		spread += d * d
	}
	// z/sqrt(n*spread/8) is the rival's deviation from a random
	// player's, in standard deviations.
	switch {
	case n == 0 || spread == 0:
		return 128
	case z > 0 && langwars.Languages*z*z >= 4*n*spread:
		return 64
	case z <= 0 || langwars.Languages*z*z <= n*spread:
		return 256
	}
	return 128
}

// search is one turn's decision: sequential halving over every candidate
// allocation of the turn's picks, each judged by playouts from the same
// samples of the unseen (common random numbers). Its arrays are sized
// once, so a turn allocates nothing.
type search struct {
	att      langwars.Attention
	view     *langwars.View
	cands    []langwars.Picks
	alive    [maxCandidates]uint16
	nAlive   int
	sum      [maxCandidates]int64 // each candidate's playout values, summed
	last     [maxCandidates]int64 // each candidate's value in the sample under way
	rng      rand.PCG             // draws the samples
	play     rand.PCG             // draws the playouts' choices
	start    world                // the sample: the world at the start of the turn
	rivals   [langwars.Players]langwars.Picks
	noise    [langwars.Players]uint64 // each player's chance in 256ths of a random pick
	timed    bool
	deadline time.Time
	done     int    // playouts played this turn
	samples  uint64 // samples drawn this turn
}

// reset prepares the search of the turn of view v.
func (s *search) reset(a langwars.Attention, v *langwars.View) {
	s.att, s.view = a, v
	s.cands = candidates[langwars.PicksIn(v.Turn)]
	s.nAlive = len(s.cands)
	for i := range s.cands {
		s.alive[i] = uint16(i)
		s.sum[i] = 0
	}
	s.timed, s.done, s.samples = false, 0, 0
	s.noise[0] = ownNoise
	for c := 1; c < langwars.Players; c++ {
		s.noise[c] = rivalNoise(&a, v, c)
	}
}

// run spends about budget playouts, or stops at the deadline, and returns
// the best candidate. A workday's 792 candidates are screened first: a
// quarter of the budget plays them all out from the same few samples,
// and the best eighth go on. Then sequential halving: the rest of the
// budget is split evenly into as many rounds as it takes to halve the
// candidates left to one, each round plays every one of them from the
// same new samples, and the worse half by total is dropped.
func (s *search) run(b *MonteCarlo, budget int) langwars.Picks {
	if s.nAlive > screenAbove {
		if !s.round(b, max(1, budget/screenShare/s.nAlive)) {
			return s.cands[s.alive[0]]
		}
		s.nAlive = (s.nAlive + screenKeep - 1) / screenKeep
	}
	rounds := 0
	for k := 1; k < s.nAlive; k *= 2 {
		rounds++
	}
	rounds = max(rounds, 1)
	for r := range rounds {
		left := budget - s.done
		if !s.round(b, max(1, left/((rounds-r)*s.nAlive))) {
			break
		}
		s.nAlive = (s.nAlive + 1) / 2
	}
	return s.cands[s.alive[0]]
}

// Screening: the candidates are screened when there are more than
// screenAbove, with a screenShare-th of the budget, and the best
// screenKeep-th go on.
const (
	screenAbove = 128
	screenShare = 4
	screenKeep  = 8
)

// round plays every live candidate out from n new samples and ranks
// them; it reports false if it stopped at the deadline.
func (s *search) round(b *MonteCarlo, n int) bool {
	for range n {
		if !s.sample(b) || s.timed && time.Now().After(s.deadline) {
			s.rank()
			return false
		}
	}
	s.rank()
	return true
}

// deadlineEvery is how many playouts a timed sample plays between looks
// at the clock: a sample of a workday's 792 candidates takes tens of
// milliseconds, hundreds under the race detector, too long to pass over
// a deadline.
const deadlineEvery = 64

// sample draws one sample of the unseen and plays every live candidate out
// from it, adding each value to its sum. A timed search that reaches its
// deadline in the middle takes the sample's values back, so that every
// candidate still counts the same samples, and reports false.
func (s *search) sample(b *MonteCarlo) bool {
	turn := s.view.Turn
	s.rng.Seed(b.opts.Seed, uint64(turn)<<32|s.samples)
	s.samples++
	b.sampleWorld(&s.start, s.view, &s.rng)
	for c := 1; c < langwars.Players; c++ {
		s.rivals[c] = policy(&s.start, &s.att, c, langwars.PicksIn(turn), s.noise[c], &s.rng)
	}
	playSeed := s.rng.Uint64()
	alive := s.alive[:s.nAlive]
	for j, i := range alive {
		if s.timed && j%deadlineEvery == deadlineEvery-1 && time.Now().After(s.deadline) {
			for _, k := range alive[:j] {
				s.sum[k] -= s.last[k]
			}
			s.done += j
			return false
		}
		s.play.Seed(playSeed, 0x5eed)
		s.last[i] = int64(s.playout(s.cands[i]))
		s.sum[i] += s.last[i]
	}
	s.done += s.nAlive
	return true
}

// rank orders the live candidates best first. All of them have been
// played out from the same samples, so their sums compare.
func (s *search) rank() {
	slices.SortStableFunc(s.alive[:s.nAlive], func(i, j uint16) int {
		switch {
		case s.sum[i] > s.sum[j]:
			return -1
		case s.sum[i] < s.sum[j]:
			return 1
		}
		return 0
	})
}

// playout plays the rest of the game from the sample with the bot's
// picks p this turn, and returns what the game ends worth to the bot.
func (s *search) playout(p langwars.Picks) int32 {
	w := s.start
	s.rivals[0] = p
	apply(&w, &s.rivals)
	var picks [langwars.Players]langwars.Picks
	for t := s.view.Turn + 1; t <= langwars.Turns; t++ {
		n := langwars.PicksIn(t)
		for c := range picks {
			picks[c] = policy(&w, &s.att, c, n, s.noise[c], &s.play)
		}
		apply(&w, &picks)
	}
	return value(&w, &s.att)
}

// apply adds each player's picks to its believers.
func apply(w *world, picks *[langwars.Players]langwars.Picks) {
	for c := range w {
		for l := range langwars.Languages {
			w[c][l] += picks[c][l]
		}
	}
}

// winWorth is what coming first alone is worth at the end of a playout,
// in 24ths of a victory point: far more than any victory points (at most
// 48, 1152 24ths), so that the search plays for the chance of winning
// the game, and for victory points only after that. A draw on the most
// points is worth half.
const winWorth = 100_000

// value returns what the finished world w is worth to the bot, in 24ths:
// its victory points, plus winWorth if they are the most alone, or half
// of it if it shares the most with others.
func value(w *world, a *langwars.Attention) int32 {
	var pts [langwars.Players]int32
	for l := range langwars.Languages {
		award := langwars.Award(a[l], [langwars.Players]uint8{w[0][l], w[1][l], w[2][l], w[3][l]})
		for c := range pts {
			pts[c] += int32(award[c])
		}
	}
	v := pts[0]
	switch best := max(pts[1], pts[2], pts[3]); {
	case pts[0] > best:
		v += winWorth
	case pts[0] == best:
		v += winWorth / 2
	}
	return v
}

// policy returns the picks of the player in column c of world w, n of
// them, as the playouts play: each pick goes where one more believer
// raises the player's points on that language the most, as the others
// stand, or, noise times in 256, to a random language.
func policy(w *world, a *langwars.Attention, c, n int, noise uint64, rng *rand.PCG) langwars.Picks {
	var (
		picks langwars.Picks
		lang  [langwars.Languages]standing
		now   [langwars.Languages]int32 // what the player's believers are worth
		next  [langwars.Languages]int32 // and with one more
	)
	for l := range langwars.Languages {
		lang[l] = standingOf(w, a[l], c, l)
		now[l] = lang[l].worth(lang[l].own)
		next[l] = lang[l].worth(lang[l].own + 1)
	}
	for range n {
		r := rng.Uint64()
		l := int(r>>8) & (langwars.Languages - 1)
		if r&0xff >= noise {
			first := int(r>>16) & (langwars.Languages - 1)
			bestGain := int32(-1 << 30)
			for i := range langwars.Languages {
				m := (first + i) & (langwars.Languages - 1)
				if g := next[m] - now[m]; g > bestGain {
					l, bestGain = m, g
				}
			}
		}
		picks[l]++
		lang[l].own++
		now[l] = next[l]
		next[l] = lang[l].worth(lang[l].own + 1)
	}
	return picks
}

// others[c] lists the columns other than c.
var others = [langwars.Players][langwars.Players - 1]uint8{{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}}

// A standing is one language as one player sees it: its believers, the
// most and fewest of the three others, and the shares at stake in 24ths:
// the attention degree alone, and shared with the others on the most or
// on the fewest.
type standing struct {
	own, hi, lo       uint8
	win, tieHi, tieLo int32
}

// standingOf returns language l of attention a as the player in column c
// of world w sees it.
func standingOf(w *world, a uint8, c, l int) standing {
	o := &others[c]
	x, y, z := w[o[0]][l], w[o[1]][l], w[o[2]][l]
	hi, lo := max(x, y, z), min(x, y, z)
	nHi := b2i(x == hi) + b2i(y == hi) + b2i(z == hi)
	nLo := b2i(x == lo) + b2i(y == lo) + b2i(z == lo)
	sh := &share[min(a, langwars.MaxAttention)]
	return standing{own: w[c][l], hi: hi, lo: lo, win: sh[1], tieHi: sh[(nHi+1)&7], tieLo: sh[(nLo+1)&7]}
}

// worth returns what x believers of the language are worth to the
// player, in 24ths, against the others as they stand.
func (s *standing) worth(x uint8) int32 {
	var v int32
	switch {
	case x > s.hi:
		v = s.win
	case x == s.hi:
		v = s.tieHi
	}
	switch {
	case x < s.lo:
		v -= s.win
	case x == s.lo:
		v -= s.tieLo
	}
	return v
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
