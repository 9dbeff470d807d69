package langwars

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/race"
)

// twoPicks lists the 36 ways to pick twice among 8 languages.
func twoPicks() []Picks {
	var all []Picks
	for a := range Languages {
		for b := a; b < Languages; b++ {
			var p Picks
			p[a]++
			p[b]++
			all = append(all, p)
		}
	}
	return all
}

// bruteHidden returns, by brute force, the lowest and highest number of
// holiday believers of each language that rival j (0 to 2) can have, given
// the rivals' picks together in each holiday: it enumerates every way the
// three rivals can have made the picks of each holiday, and every
// combination of those over the holidays.
func bruteHidden(rivals []Picks, j int) (lo, hi [Languages]int) {
	all := twoPicks()
	// feasible[h]: rival j's possible picks in holiday h.
	var feasible [][]Picks
	for _, r := range rivals {
		seen := map[Picks]bool{}
		for _, x1 := range all {
			for _, x2 := range all {
				var x3 Picks
				ok := true
				for l := range Languages {
					n := int(r[l]) - int(x1[l]) - int(x2[l])
					if n < 0 {
						ok = false
						break
					}
					x3[l] = uint8(n)
				}
				if ok && x3.Count() == HolidayPicks {
					seen[[3]Picks{x1, x2, x3}[j]] = true
				}
			}
		}
		var list []Picks
		for x := range seen {
			list = append(list, x)
		}
		feasible = append(feasible, list)
	}
	for l := range Languages {
		lo[l], hi[l] = 1<<30, -1
	}
	var walk func(h int, sum [Languages]int)
	walk = func(h int, sum [Languages]int) {
		if h == len(feasible) {
			for l := range Languages {
				lo[l], hi[l] = min(lo[l], sum[l]), max(hi[l], sum[l])
			}
			return
		}
		for _, x := range feasible[h] {
			s := sum
			for l := range Languages {
				s[l] += int(x[l])
			}
			walk(h+1, s)
		}
	}
	walk(0, [Languages]int{})
	return lo, hi
}

// randomPicks draws n picks, biased towards few languages so that the
// cases include the extreme ones (a rival's two picks certain).
func randomPicks(rng *rand.Rand, n int) Picks {
	var p Picks
	k := 1 + rng.IntN(Languages)
	for range n {
		p[rng.IntN(k)]++
	}
	return p
}

// The Beliefs' bounds are exactly those of brute-force enumeration, on
// games of up to three holidays seen; and the truth lies within them.
func TestBeliefsAgainstBruteForce(t *testing.T) {
	games := 60
	if testing.Short() || race.Enabled {
		games = 15
	}
	rng := rand.New(rand.NewPCG(2014, 7))
	for g := range games {
		turn := []int{3, 5, 7}[g%3] // the view observed last, a workday
		me := rng.IntN(Players)
		s := start(uint64(g))
		var b Beliefs
		var history [Turns][Players]Picks
		for t0 := 1; t0 < turn; t0++ {
			if v := s.View(me); !v.Holiday() || rng.IntN(2) == 0 { // holiday views may be skipped
				if err := b.Observe(&v); err != nil {
					t.Fatalf("game %d: %v", g, err)
				}
			}
			for p := range Players {
				history[t0-1][p] = randomPicks(rng, PicksIn(t0))
			}
			if err := s.PlayTurn(history[t0-1]); err != nil {
				t.Fatal(err)
			}
		}
		v := s.View(me)
		if err := b.Observe(&v); err != nil {
			t.Fatalf("game %d: %v", g, err)
		}
		// The rivals' picks of each holiday, together.
		var rivals []Picks
		for h := 2; h < turn; h += 2 {
			var r Picks
			for p := range Players {
				if p != me {
					for l := range Languages {
						r[l] += history[h-1][p][l]
					}
				}
			}
			rivals = append(rivals, r)
		}
		for c := 1; c < Players; c++ {
			q := Seat(me, c)
			lo, hi := bruteHidden(rivals, c-1)
			for l := range Languages {
				gotLo, gotHi := b.Hidden(c, l)
				if gotLo != lo[l] || gotHi != hi[l] {
					t.Fatalf("game %d, turn %d, rival in column %d, language %d: bounds %d..%d, brute force %d..%d (rivals' holiday picks %v)",
						g, turn, c, l, gotLo, gotHi, lo[l], hi[l], rivals)
				}
				truth := int(s.Real(q)[l] - s.Revealed(q)[l])
				if truth < gotLo || truth > gotHi {
					t.Fatalf("game %d: player %d has %d hidden believers of language %d, outside %d..%d", g, q, truth, l, gotLo, gotHi)
				}
				blo, bhi := b.Believers(c, l)
				if r := int(s.Real(q)[l]); r < blo || r > bhi {
					t.Fatalf("game %d: player %d has %d believers of language %d, outside %d..%d", g, q, r, l, blo, bhi)
				}
			}
		}
		for l := range Languages {
			sum := 0
			for q := range Players {
				if q != me {
					sum += int(s.Real(q)[l] - s.Revealed(q)[l])
				}
			}
			if got := b.RivalsHidden(l); got != sum {
				t.Fatalf("game %d: rivals' hidden believers of language %d: %d, want %d", g, l, got, sum)
			}
			if lo, hi := b.Hidden(0, l); lo != hi || lo != int(s.Real(me)[l]-s.Revealed(me)[l]) {
				t.Fatalf("game %d: own hidden believers %d..%d", g, lo, hi)
			}
			if lo, hi := b.Believers(0, l); lo != hi || lo != int(s.Real(me)[l]) {
				t.Fatalf("game %d: own believers %d..%d", g, lo, hi)
			}
		}
		if got := Picks(b.RivalsLastHoliday()); got != rivals[len(rivals)-1] {
			t.Fatalf("game %d: the rivals' last holiday %v, want %v", g, got, rivals[len(rivals)-1])
		}
		if b.Turn() != turn {
			t.Errorf("Turn() = %d, want %d", b.Turn(), turn)
		}
	}
}

// Through a whole game, each workday's view tells the rivals' picks of
// the holiday before, and a holiday's view keeps them: all zero until
// turn 3, then what the three rivals picked together in turn 2, 4, 6, 8,
// always six, and what RivalsHidden grew by.
func TestBeliefsRivalsLastHoliday(t *testing.T) {
	rng := rand.New(rand.NewPCG(2014, 8))
	for g := range 8 {
		me := g % Players
		s := start(uint64(g))
		var b Beliefs
		var want, hidden [Languages]uint8
		for turn := 1; turn <= Turns; turn++ {
			v := s.View(me)
			if err := b.Observe(&v); err != nil {
				t.Fatalf("game %d: %v", g, err)
			}
			got := b.RivalsLastHoliday()
			if got != want {
				t.Fatalf("game %d, turn %d: the rivals' last holiday %v, want %v", g, turn, got, want)
			}
			if !Holiday(turn) && turn > 1 {
				if n := Picks(got).Count(); n != (Players-1)*HolidayPicks {
					t.Fatalf("game %d, turn %d: %d rival picks in the holiday", g, turn, n)
				}
				for l := range Languages {
					hidden[l] += got[l]
					if int(hidden[l]) != b.RivalsHidden(l) {
						t.Fatalf("game %d, turn %d: the holidays sum to %d of language %d, RivalsHidden %d", g, turn, hidden[l], l, b.RivalsHidden(l))
					}
				}
			}
			var picks [Players]Picks
			for p := range Players {
				picks[p] = randomPicks(rng, PicksIn(turn))
			}
			if Holiday(turn) {
				want = [Languages]uint8{}
				for p := range Players {
					if p != me {
						for l := range Languages {
							want[l] += picks[p][l]
						}
					}
				}
			}
			if err := s.PlayTurn(picks); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// Hand-made cases of one holiday: the rivals' 6 picks together, and the
// bounds for any one rival.
func TestBeliefsOneHoliday(t *testing.T) {
	for _, c := range []struct {
		rivals Picks
		lo, hi [Languages]int
	}{
		// Six picks of one language: each rival picked it twice.
		{Picks{6}, [Languages]int{2}, [Languages]int{2}},
		// Five of one, one of another.
		{Picks{5, 1}, [Languages]int{1}, [Languages]int{2, 1}},
		// All different.
		{Picks{1, 1, 1, 1, 1, 1}, [Languages]int{}, [Languages]int{1, 1, 1, 1, 1, 1}},
		// Four and two: the four could be two rivals' two each.
		{Picks{4, 2}, [Languages]int{}, [Languages]int{2, 2}},
	} {
		lo, hi := bruteHidden([]Picks{c.rivals}, 0)
		if lo != c.lo || hi != c.hi {
			t.Errorf("brute force for %v: %v..%v, want %v..%v", c.rivals, lo, hi, c.lo, c.hi)
		}
		// The same through views: we picked language 7 twice.
		s := start(0)
		five := Picks{5}
		if err := s.PlayTurn([Players]Picks{five, five, five, five}); err != nil {
			t.Fatal(err)
		}
		var h [Players]Picks
		h[0] = Picks{7: 2}
		k := 1
		for l := range Languages {
			for range c.rivals[l] {
				h[k][l]++
				if h[k].Count() == HolidayPicks {
					k++
				}
			}
		}
		var b Beliefs
		s0 := start(0)
		v1 := s0.View(0)
		if err := b.Observe(&v1); err != nil {
			t.Fatal(err)
		}
		if err := s.PlayTurn(h); err != nil {
			t.Fatal(err)
		}
		v3 := s.View(0)
		if err := b.Observe(&v3); err != nil {
			t.Fatal(err)
		}
		for l := range Languages {
			if glo, ghi := b.Hidden(2, l); glo != c.lo[l] || ghi != c.hi[l] {
				t.Errorf("rivals %v, language %d: %d..%d, want %d..%d", c.rivals, l, glo, ghi, c.lo[l], c.hi[l])
			}
		}
	}
}

func TestBeliefsRefuses(t *testing.T) {
	s := start(0)
	views := []View{s.View(0)}
	for turn := 1; turn < 6; turn++ {
		n := PicksIn(turn)
		if err := s.PlayTurn([Players]Picks{{uint8(n)}, {1: uint8(n)}, {2: uint8(n)}, {3: uint8(n)}}); err != nil {
			t.Fatal(err)
		}
		views = append(views, s.View(0))
	}
	var b Beliefs
	for _, i := range []int{0, 1, 2} {
		if err := b.Observe(&views[i]); err != nil {
			t.Fatal(err)
		}
	}
	before := b
	for _, c := range []struct {
		v   View
		err string
	}{
		{views[2], "turn 3 after turn 3"},
		{views[1], "turn 2 after turn 3"},
		{View{Turn: 11}, "turn 11 after turn 3"},
	} {
		if err := b.Observe(&c.v); err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("Observe(turn %d): %v, want an error saying %q", c.v.Turn, err, c.err)
		}
		if b != before {
			t.Error("a refused view changed the Beliefs")
		}
	}
	// A workday skipped: the totals of holiday 2 were never seen.
	var skip Beliefs
	for _, i := range []int{0, 1} {
		if err := skip.Observe(&views[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := skip.Observe(&views[4]); err == nil || !strings.Contains(err.Error(), "turn 5 without the view of turn 3") {
		t.Errorf("Observe(turn 5) after turn 2: %v", err)
	}
	// A workday view whose totals line does not fit our own picks.
	bad := views[4]
	bad.LastPicks = [Languages]uint8{1: 8}
	b = before
	if err := b.Observe(&views[3]); err != nil {
		t.Fatal(err)
	}
	kept := b
	if err := b.Observe(&bad); err == nil || !strings.Contains(err.Error(), "language 0 was picked 0 times in the holiday, but we picked it 2 times") {
		t.Errorf("Observe with a wrong totals line: %v", err)
	}
	if b != kept {
		t.Error("a refused view changed the Beliefs")
	}
}
