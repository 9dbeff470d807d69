package langwars

// Property tests with rapid: random games checked against invariants of
// the rules, the views' secrecy, and the referee against the State.

import (
	"testing"

	games "github.com/contestgames/games"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// drawPicks draws n picks, often few languages, sometimes all.
func drawPicks(t *rapid.T, n int, label string) Picks {
	k := rapid.IntRange(1, Languages).Draw(t, label+" languages")
	var p Picks
	for range n {
		p[rapid.IntRange(0, k-1).Draw(t, label)]++
	}
	return p
}

// drawGame draws the picks of a game of turns turns.
func drawGame(t *rapid.T, turns int) [][Players]Picks {
	var g [][Players]Picks
	for turn := 1; turn <= turns; turn++ {
		var picks [Players]Picks
		for p := range Players {
			picks[p] = drawPicks(t, PicksIn(turn), "pick")
		}
		g = append(g, picks)
	}
	return g
}

func play(t *rapid.T, seed uint64, g [][Players]Picks) []State {
	s := start(seed)
	states := []State{s}
	for _, picks := range g {
		if err := s.PlayTurn(picks); err != nil {
			t.Fatal(err)
		}
		states = append(states, s)
	}
	return states
}

// The four players' points always sum to 0, at every turn, and the
// winner, if any, has strictly the most.
func TestPointsSumToZero(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		for _, s := range play(t, seed, drawGame(t, rapid.IntRange(0, Turns).Draw(t, "turns"))) {
			sc := s.Score()
			if sc[0]+sc[1]+sc[2]+sc[3] != 0 {
				t.Fatalf("turn %d: points %v do not sum to 0", s.Played(), sc)
			}
			if w, ok := s.Winner(); ok {
				for p := range Players {
					if p != w && sc[p] >= sc[w] {
						t.Fatalf("winner %d with %v, player %d has %v", w, sc[w], p, sc[p])
					}
				}
			}
		}
	})
}

// A player's views never depend on the other players' holiday picks
// beyond the totals line: the rivals' picks of a holiday, dealt out
// again among them with the same totals, leave every view of the player
// the same, byte for byte.
func TestViewsHideHolidayPicks(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		g := drawGame(t, Turns)
		me := rapid.IntRange(0, Players-1).Draw(t, "player")
		h := 2 * rapid.IntRange(1, Turns/2).Draw(t, "holiday")
		// The rivals' 6 picks of holiday h, shuffled and dealt again
		// two by two.
		var pool []int
		for p := range Players {
			if p != me {
				for l, n := range g[h-1][p] {
					for range n {
						pool = append(pool, l)
					}
				}
			}
		}
		pool = rapid.Permutation(pool).Draw(t, "deal")
		other := append([][Players]Picks(nil), g...)
		k := 0
		for p := range Players {
			if p != me {
				other[h-1][p] = Picks{}
				for range HolidayPicks {
					other[h-1][p][pool[k]]++
					k++
				}
			}
		}
		a, b := play(t, seed, g), play(t, seed, other)
		for turn := range Turns {
			va, vb := a[turn].View(me), b[turn].View(me)
			if va != vb || va.String() != vb.String() {
				t.Fatalf("player %d's view of turn %d changed:\n%s\nto\n%s", me, turn+1, va.String(), vb.String())
			}
		}
		if a[Turns].Real(me) != b[Turns].Real(me) || a[Turns].Revealed(me) != b[Turns].Revealed(me) {
			t.Fatal("the player's own believers changed")
		}
	})
}

// Every view reads back as itself, line by line too.
func TestViewRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		states := play(t, seed, drawGame(t, rapid.IntRange(0, Turns-1).Draw(t, "turns")))
		s := states[len(states)-1]
		p := rapid.IntRange(0, Players-1).Draw(t, "player")
		v := s.View(p)
		back, err := ParseView(v.String())
		if err != nil {
			t.Fatalf("%v\n%s", err, v.String())
		}
		if back != v {
			t.Fatalf("read back %+v, want %+v", back, v)
		}
	})
}

// A player of the property tests: its line at each wait, or a fault.
func drawLine(t *rapid.T, turn int) answer {
	switch rapid.IntRange(0, 9).Draw(t, "kind") {
	case 0:
		return answer{fault: games.FaultKind(rapid.IntRange(1, 3).Draw(t, "fault"))}
	case 1:
		return answer{line: rapid.String().Draw(t, "garbage")}
	case 2:
		// Valid pieces split by CRs: several lines at once.
		return answer{line: drawPicks(t, PicksIn(turn), "pick").String() + "\r" + drawPicks(t, PicksIn(turn+1), "pick").String()}
	case 3:
		return answer{line: rapid.SampledFrom([]string{"", "READY", " 1  2 ", "+7 -0 08 9 3x", "7 7 7 7 7 7 7"}).Draw(t, "odd")}
	}
	return answer{line: drawPicks(t, PicksIn(turn), "pick").String()}
}

// The referee is the State driven by ReadReply: whatever the players
// write or however they fail, the final state is the one the replies read
// leniently give, each failed player picking language 0; and the same
// seed with the same lines gives the same game, every message and the
// result.
func TestRefereeIsTheState(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		// The lines of each player at each wait, drawn up front so
		// that the game can be played twice.
		var script [Players][]answer
		for p := range Players {
			script[p] = append(script[p], answer{line: rapid.SampledFrom([]string{"READY", "ready", "Ready "}).Draw(t, "ready")})
			for turn := 1; turn <= Turns; turn++ {
				script[p] = append(script[p], drawLine(t, turn))
			}
		}
		run := func() ([]games.Step, games.Result, State) {
			ref := newReferee(seed)
			steps, _ := drive(t, ref, func(p, k int) answer { return script[p][k] })
			return steps, ref.Result(), ref.State()
		}
		steps, res, st := run()
		steps2, res2, st2 := run()
		if !cmp.Equal(steps, steps2) || !cmp.Equal(res, res2) || st != st2 {
			t.Fatal("the same seed and lines gave two different games")
		}
		// The model: read each player's lines as the referee should.
		model := start(seed)
		var dead [Players]bool
		var queue [Players][]string
		var next [Players]int
		for turn := 1; turn <= Turns; turn++ {
			var picks [Players]Picks
			for p := range Players {
				if dead[p] {
					picks[p] = Picks{uint8(PicksIn(turn))}
					continue
				}
				if len(queue[p]) == 0 {
					next[p]++
					a := script[p][next[p]]
					if a.fault != 0 {
						dead[p] = true
						picks[p] = Picks{uint8(PicksIn(turn))}
						continue
					}
					queue[p] = splitCR(a.line)
				}
				picks[p] = ReadReply(queue[p][0], PicksIn(turn))
				queue[p] = queue[p][1:]
			}
			if err := model.PlayTurn(picks); err != nil {
				t.Fatal(err)
			}
		}
		if st != model {
			t.Fatalf("referee's state\n%+v\nmodel's\n%+v", st, model)
		}
		sc := model.Score()
		for p := range Players {
			if res.Scores[p] != sc[p].Float64() {
				t.Fatalf("player %d scores %v, want %v", p, res.Scores[p], sc[p])
			}
		}
	})
}

// splitCR splits a line at every CR, as a line reader that ends lines at
// LF, CR or CRLF would (the runner has already split at LF).
func splitCR(s string) []string {
	var out []string
	for {
		i := 0
		for i < len(s) && s[i] != '\r' {
			i++
		}
		out = append(out, s[:i])
		if i == len(s) {
			return out
		}
		s = s[i+1:]
	}
}
