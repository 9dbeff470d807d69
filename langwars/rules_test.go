package langwars

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// mustPicks reads picks written as a reply line, strictly.
func mustPicks(t testing.TB, s string) Picks {
	t.Helper()
	p, err := ParsePicks(s, len(s)/2+1)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// mustPlay plays turns given as four reply lines each.
func mustPlay(t testing.TB, s *State, turns ...[Players]string) {
	t.Helper()
	for _, tn := range turns {
		var picks [Players]Picks
		for p, line := range tn {
			picks[p] = mustPicks(t, line)
		}
		if err := s.PlayTurn(picks); err != nil {
			t.Fatal(err)
		}
	}
}

// The scoring cases of the rule page and RULINGS.md 6.1 to 6.3, on one
// language: the most share +A, the fewest share -A, all equal nets 0, and
// thirds are exact. Points are 24ths.
func TestAward(t *testing.T) {
	for _, c := range []struct {
		name      string
		attention uint8
		believers [Players]uint8
		want      [Players]Points // in 24ths
	}{
		{"one most, one fewest", 6, [4]uint8{5, 3, 3, 1}, [4]Points{144, 0, 0, -144}},
		{"shared most", 6, [4]uint8{5, 5, 3, 1}, [4]Points{72, 72, 0, -144}},
		{"shared fewest", 5, [4]uint8{4, 2, 1, 1}, [4]Points{120, 0, -60, -60}},
		{"all equal", 6, [4]uint8{3, 3, 3, 3}, [4]Points{0, 0, 0, 0}},
		{"all zero", 3, [4]uint8{0, 0, 0, 0}, [4]Points{0, 0, 0, 0}},
		{"exact thirds of a win", 4, [4]uint8{2, 2, 0, 2}, [4]Points{32, 32, -96, 32}},
		{"exact thirds of a loss", 5, [4]uint8{1, 1, 3, 1}, [4]Points{-40, -40, 120, -40}},
		{"two and two", 3, [4]uint8{2, 1, 2, 1}, [4]Points{36, -36, 36, -36}},
		{"middle players get nothing", 4, [4]uint8{9, 7, 6, 0}, [4]Points{96, 0, 0, -96}},
		{"quarters: all equal, not zero believers", 5, [4]uint8{7, 7, 7, 7}, [4]Points{0, 0, 0, 0}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := Award(c.attention, c.believers)
			if got != c.want {
				t.Errorf("Award(%d, %v) = %v 24ths, want %v", c.attention, c.believers, got, c.want)
			}
			sum := Points(0)
			for _, p := range got {
				sum += p
			}
			if sum != 0 {
				t.Errorf("points sum to %v", sum)
			}
		})
	}
}

// Share is a degree split evenly, exactly: n shares make the whole degree,
// in 24ths; and it is what Award gives the n players tied on the most
// and takes from those tied on the fewest, for every degree, those
// outside the game's 3 to 6 included.
func TestShare(t *testing.T) {
	for _, c := range []struct {
		a    uint8
		n    int
		want Points
	}{{6, 1, 144}, {6, 2, 72}, {4, 3, 32}, {5, 3, 40}, {3, 4, 18}, {0, 2, 0}} {
		if got := Share(c.a, c.n); got != c.want {
			t.Errorf("Share(%d, %d) = %d 24ths, want %d", c.a, c.n, got, c.want)
		}
	}
	for a := range 256 {
		for n := 1; n < Players; n++ {
			if got := Share(uint8(a), n) * Points(n); got != Points(a)*Scale {
				t.Fatalf("%d shares of degree %d make %d 24ths, want %d", n, a, got, Points(a)*Scale)
			}
			// n players on 2 believers, the others on 1.
			var b [Players]uint8
			for p := range b {
				b[p] = 1 + uint8(b2i(p < n))
			}
			got := Award(uint8(a), b)
			for p := range b {
				want := -Share(uint8(a), Players-n)
				if p < n {
					want = Share(uint8(a), n)
				}
				if got[p] != want {
					t.Fatalf("Award(%d, %v) = %v, want Share's %d for player %d", a, b, got, want, p)
				}
			}
		}
	}
}

// RULINGS.md 6.6: points are written as the engine printed them, Java's
// Double.toString: "5.0", not "5"; -7/3 as "-2.3333333333333335", not as a
// fraction or with two decimals. The fault this prevents: points printed
// in a form the contest never used. The official games' scores.txt are
// checked against Points.String and the result line in TestGoldenGames.
func TestPointsText(t *testing.T) {
	for _, c := range []struct {
		p    Points
		want string
		f    float64
	}{
		{0, "0.0", 0},
		{108, "4.5", 4.5},
		{-60, "-2.5", -2.5},
		{-72, "-3.0", -3},
		{120, "5.0", 5},
		{128, "5.333333333333333", 16.0 / 3},
		{-56, "-2.3333333333333335", -7.0 / 3},
		{-440, "-18.333333333333332", -55.0 / 3},
		{1, "0.041666666666666664", 1.0 / 24},
		{48 * Scale, "48.0", 48},
	} {
		if got := c.p.String(); got != c.want {
			t.Errorf("Points(%d).String() = %q, want %q", c.p, got, c.want)
		}
		if got := c.p.Float64(); got != c.f {
			t.Errorf("Points(%d).Float64() = %v, want %v", c.p, got, c.f)
		}
	}
}

// A game's score and its winner, or the draw: equal exact totals draw,
// whatever floating-point sums of thirds would say.
func TestScoreAndWinner(t *testing.T) {
	for _, c := range []struct {
		name   string
		score  [Players]Points
		winner int
	}{
		{"clear winner", [4]Points{10, 50, -30, -30}, 1},
		{"two share the best", [4]Points{40, 40, -40, -40}, -1},
		{"all equal", [4]Points{0, 0, 0, 0}, -1},
		{"three share the best", [4]Points{8, 8, 8, -24}, -1},
		{"the best by one 24th", [4]Points{41, 40, -40, -41}, 0},
		{"the last seat wins", [4]Points{-3, -3, -3, 9}, 3},
	} {
		w, ok := best(c.score)
		if w != c.winner || ok != (c.winner >= 0) {
			t.Errorf("%s: best(%v) = %d, %v; want %d", c.name, c.score, w, ok, c.winner)
		}
	}

	// A whole game: attention 3 4 5 6 6 5 4 3; player 0 takes languages 3
	// and 4, player 1 languages 2 and 5, the others spread.
	s, err := NewState(Setup{Attention{3, 4, 5, 6, 6, 5, 4, 3}})
	if err != nil {
		t.Fatal(err)
	}
	for range Turns / 2 {
		// No winner, and no end, while the game goes on.
		if w, ok := s.Winner(); ok || w != -1 || s.End() != NotOver || s.End().String() != "not over" {
			t.Fatalf("turn %d: winner %d, %v, end %v", s.Turn(), w, ok, s.End())
		}
		mustPlay(t, &s,
			[4]string{"3 3 3 4 4", "2 2 5 5 5", "0 1 6 7 0", "1 6 7 0 1"},
			[4]string{"3 4", "2 5", "6 7", "0 1"})
	}
	if !s.Over() || s.End() != TenTurns || s.End().String() != "ten turns played" {
		t.Fatalf("not over after 10 turns: end %v", s.End())
	}
	if got := End(9).String(); got != "End(9)" {
		t.Errorf("End(9).String() = %q", got)
	}
	// Real believers by language, players 0 to 3, and the points (24ths):
	//   0 (A=3): 0 0 10 10   -36 -36  36  36
	//   1 (A=4): 0 0 5 15    -48 -48   0  96
	//   2 (A=5): 0 15 0 0    -40 120 -40 -40
	//   3 (A=6): 20 0 0 0    144 -48 -48 -48
	//   4 (A=6): 15 0 0 0    144 -48 -48 -48
	//   5 (A=5): 0 20 0 0    -40 120 -40 -40
	//   6 (A=4): 0 0 10 5    -48 -48  96   0
	//   7 (A=3): 0 0 10 5    -36 -36  72   0
	want := [Players]Points{40, -24, 28, -44}
	if got := s.Score(); got != want {
		t.Errorf("score %v, want %v", got, want)
	}
	if w, ok := s.Winner(); w != 0 || !ok {
		t.Errorf("winner %d, %v; want player 0", w, ok)
	}
}

func TestPlayRefusesWrongCounts(t *testing.T) {
	s := start(0)
	four := [Players]Picks{{5}, {5}, {5}, {5}}
	bad := four
	bad[2] = Picks{4}
	before := s
	err := s.PlayTurn(bad)
	var me *MoveError
	if !errors.As(err, &me) || me.Turn != 1 || me.Seat != 2 || me.Rule != RulePickCount || me.Move != (Picks{4}).String() {
		t.Fatalf("Play with 4 picks on a workday: %v", err)
	}
	if want := "langwars: turn 1: player 2 makes 4 picks, want 5 on a workday"; err.Error() != want {
		t.Errorf("error %q, want %q", err, want)
	}
	if s != before {
		t.Error("a refused Play changed the state")
	}
	if err := s.PlayTurn(four); err != nil {
		t.Fatal(err)
	}
	if err := s.PlayTurn(four); err == nil || err.Error() != "langwars: turn 2: player 0 makes 5 picks, want 2 on a holiday" {
		t.Errorf("Play with 5 picks on a holiday: %v", err)
	}
	two := [Players]Picks{{2}, {2}, {2}, {2}}
	for t2 := 2; t2 <= Turns; t2++ {
		p := four
		if Holiday(t2) {
			p = two
		}
		if err := s.PlayTurn(p); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.PlayTurn(two); err == nil || err.Error() != "langwars: turn 11: the game is over after 10 turns" {
		t.Errorf("Play after the game: %v", err)
	}
}

// Workday picks are revealed and real; holiday picks are only real; the
// last turn's totals are kept.
func TestPlayCountsBelievers(t *testing.T) {
	s := start(0)
	mustPlay(t, &s, [4]string{"0 0 1 2 3", "7 7 7 7 7", "0 1 2 3 4", "5 5 6 6 7"})
	if got, want := s.Revealed(1), [Languages]uint8{7: 5}; got != want {
		t.Errorf("player 1 revealed %v, want %v", got, want)
	}
	if got, want := s.LastPicks(), [Languages]uint8{3, 2, 2, 2, 1, 2, 2, 6}; got != want {
		t.Errorf("last picks %v, want %v", got, want)
	}
	mustPlay(t, &s, [4]string{"0 0", "1 7", "2 2", "6 6"})
	if got, want := s.Revealed(0), [Languages]uint8{2, 1, 1, 1}; got != want {
		t.Errorf("player 0 revealed after a holiday %v, want %v", got, want)
	}
	if got, want := s.Real(0), [Languages]uint8{4, 1, 1, 1}; got != want {
		t.Errorf("player 0 real after a holiday %v, want %v", got, want)
	}
	if got, want := s.LastPicks(), [Languages]uint8{2, 1, 2, 0, 0, 0, 2, 1}; got != want {
		t.Errorf("last picks %v, want %v", got, want)
	}
	if s.Turn() != 3 || s.Played() != 2 || s.Over() {
		t.Errorf("turn %d, played %d, over %v", s.Turn(), s.Played(), s.Over())
	}
	if d := cmp.Diff([Languages]uint8{2, 1, 1, 1}, s.Revealed(0)); d != "" {
		t.Error(d)
	}
}

func TestPicks(t *testing.T) {
	p, err := PicksOf(7, 0, 3, 0, 5)
	if err != nil || p != (Picks{0: 2, 3: 1, 5: 1, 7: 1}) || p.Count() != 5 || p.String() != "0 0 3 5 7" {
		t.Errorf("PicksOf(7, 0, 3, 0, 5) = %v (%q), %v", p, p.String(), err)
	}
	if _, err := PicksOf(1, 8); err == nil || err.Error() != "langwars: pick 2 is language 8, outside 0 to 7" {
		t.Errorf("PicksOf(1, 8): %v", err)
	}
	if s := (Picks{}).String(); s != "" {
		t.Errorf("no picks: %q", s)
	}
}

func TestNewStateRefusesDegrees(t *testing.T) {
	if _, err := NewState(Setup{Attention{3, 4, 5, 6, 7, 5, 4, 3}}); err == nil || err.Error() != "langwars: attention degree 7 of language 4 is outside 3 to 6" {
		t.Errorf("NewState with a 7: %v", err)
	}
	if _, err := NewState(Setup{}); err == nil {
		t.Error("NewState with zero degrees: no error")
	}
}

// start returns the start of the organisers' game of seed.
func start(seed uint64) State {
	s, err := NewState(RandomSetup(seed))
	if err != nil {
		panic(err) // RandomSetup draws degrees from 3 to 6
	}
	return s
}

// newReferee returns a referee for the organisers' game of seed.
func newReferee(seed uint64) *Referee {
	ref, err := NewReferee(RandomSetup(seed))
	if err != nil {
		panic(err) // RandomSetup draws degrees from 3 to 6
	}
	return ref
}

// The players pick one after another through Play, 0 to 3, and the turn is
// played when the last has picked, as PlayTurn plays it; nobody's view
// shows picks not yet played, and a whole turn is refused while some
// players have picked.
func TestPlayTakesOnePlayerAtATime(t *testing.T) {
	picks := [Players]Picks{{5}, {1: 3, 2: 2}, {7: 5}, {3: 1, 4: 4}}
	joint, one := start(0), start(0)
	if err := joint.PlayTurn(picks); err != nil {
		t.Fatal(err)
	}
	for p, m := range picks {
		if got := one.ToMove(); got != p {
			t.Fatalf("ToMove = %d, want %d", got, p)
		}
		views := [Players]View{one.View(0), one.View(1), one.View(2), one.View(3)}
		if err := one.Play(m); err != nil {
			t.Fatalf("Play(%v) for player %d: %v", m, p, err)
		}
		if p < Players-1 {
			for q := range Players {
				if one.View(q) != views[q] {
					t.Errorf("player %d's view changed when player %d picked", q, p)
				}
			}
			var me *MoveError
			if err := one.PlayTurn(picks); !errors.As(err, &me) || me.Rule != RuleOutOfTurn {
				t.Errorf("PlayTurn with %d players picked: %v, want a MoveError of RuleOutOfTurn", p+1, err)
			}
		}
	}
	if one != joint {
		t.Errorf("picking one player at a time gives\n%v\nand the whole turn\n%v", one, joint)
	}
}

// Moves lists every way to make the turn's picks, each once and each
// taken by Play: C(12, 5) = 792 on a workday, C(9, 2) = 36 on a holiday.
func TestMovesListsEveryWayToPick(t *testing.T) {
	s := start(0)
	for _, tt := range []struct{ turn, want int }{{1, 792}, {2, 36}} {
		turn, want := tt.turn, tt.want
		for s.Turn() < turn {
			for _, m := range [Players]Picks{{uint8(PicksIn(s.Turn()))}, {uint8(PicksIn(s.Turn()))}, {uint8(PicksIn(s.Turn()))}, {uint8(PicksIn(s.Turn()))}} {
				if err := s.Play(m); err != nil {
					t.Fatal(err)
				}
			}
		}
		moves := s.Moves(make([]Picks, 0, MoveListSize))
		seen := map[Picks]bool{}
		for _, m := range moves {
			c := s
			if seen[m] || c.Play(m) != nil {
				t.Fatalf("turn %d: %v listed twice or refused", turn, m)
			}
			seen[m] = true
		}
		if len(moves) != want || cap(moves) != MoveListSize {
			t.Errorf("turn %d: %d moves (buffer %d), want %d", turn, len(moves), cap(moves), want)
		}
	}
}
