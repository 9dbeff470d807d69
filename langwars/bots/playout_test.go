package bots

import (
	"testing"

	"github.com/contestgames/games/langwars"
)

// The playouts score by the rules of package langwars ([langwars.Award],
// [langwars.State.Score], [langwars.State.Winner]), which the policy's
// standings restate for speed: on each language the players with the most
// believers share +A and those with the fewest share -A, and the most
// points win, a shared most being a draw. In seeded games, after every
// turn, for every player's world and every column of it, what
// standingOf's worth gives the column's believers, as they stand and with
// up to five more (the policy weighs one more), is what Award gives, and
// its sum over the languages is the player's State.Score. At the end,
// value is the player's score plus the prize as value defines it:
// winWorth for the winner, half of it for a player sharing the most in a
// draw, nothing otherwise. Seats given the same random bot pick alike, so
// that draws, of two and of four, are among the games.
func TestPlayoutScoresByTheRules(t *testing.T) {
	lineups := []struct {
		name    string
		players func(seed uint64) [langwars.Players]chooser
	}{
		{"greedy and random", func(seed uint64) [langwars.Players]chooser {
			return [langwars.Players]chooser{NewGreedy(seed), NewRandom(4 * seed), NewRandom(4*seed + 1), NewRandom(4*seed + 2)}
		}},
		{"two alike", func(seed uint64) [langwars.Players]chooser {
			return [langwars.Players]chooser{NewRandom(seed), NewRandom(seed), NewGreedy(seed), NewRandom(seed + 1)}
		}},
		{"four alike", func(seed uint64) [langwars.Players]chooser {
			return [langwars.Players]chooser{NewRandom(seed), NewRandom(seed), NewRandom(seed), NewRandom(seed)}
		}},
	}
	var won, drawn, other int // the prizes value gave
	for _, lu := range lineups {
		for seed := range uint64(20) {
			s, err := langwars.NewState(langwars.RandomSetup(seed))
			if err != nil {
				t.Fatal(err)
			}
			a := s.Attention()
			players := lu.players(seed)
			for {
				checkStandings(t, &s)
				if s.Over() {
					break
				}
				playTurn(t, &s, players)
			}
			sc := s.Score()
			top := max(sc[0], sc[1], sc[2], sc[3])
			winner, ok := s.Winner()
			for p := range langwars.Players {
				w := worldOf(&s, p)
				want := int32(sc[p])
				switch {
				case ok && winner == p:
					want += winWorth
					won++
				case !ok && sc[p] == top:
					want += winWorth / 2
					drawn++
				default:
					other++
				}
				if got := value(&w, &a); got != want {
					t.Fatalf("%s, seed %d, player %d: value %d, want %d (scores %v)", lu.name, seed, p, got, want, sc)
				}
			}
		}
	}
	if won == 0 || drawn == 0 || other == 0 {
		t.Errorf("the games ended %d times won, %d times drawn on the most and %d times neither: want each", won, drawn, other)
	}
}

// worldOf returns state s as player p's playouts see it: p in column 0,
// the others in the columns of p's views.
func worldOf(s *langwars.State, p int) world {
	var w world
	for c := range w {
		w[c] = s.Real(langwars.Seat(p, c))
	}
	return w
}

// checkStandings checks the standings of every language, for every
// column of every player's world of s, against Award and State.Score.
func checkStandings(t *testing.T, s *langwars.State) {
	t.Helper()
	a := s.Attention()
	score := s.Score()
	for p := range langwars.Players {
		w := worldOf(s, p)
		for c := range w {
			q := langwars.Seat(p, c)
			var sum int32
			for l := range langwars.Languages {
				st := standingOf(&w, a[l], c, l)
				var believers [langwars.Players]uint8
				for r := range believers {
					believers[r] = s.Real(r)[l]
				}
				for more := range uint8(langwars.WorkdayPicks + 1) {
					believers[q] = w[c][l] + more
					want := langwars.Award(a[l], believers)[q]
					if got := st.worth(believers[q]); got != int32(want) {
						t.Fatalf("turn %d, player %d, column %d, language %d with %d more: worth %d, Award %d (believers %v, attention %d)",
							s.Turn(), p, c, l, more, got, want, believers, a[l])
					}
				}
				sum += st.worth(w[c][l])
			}
			if sum != int32(score[q]) {
				t.Fatalf("turn %d, player %d, column %d: the standings sum to %d, State.Score %d", s.Turn(), p, c, sum, score[q])
			}
		}
	}
}
