package ontherun

// Property tests with rapid: generated maps keep the rules; random games
// keep the invariants of the rules at every step; move generation agrees
// with a naive reference; and what each side is told does not depend on
// what it must not know.

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/race"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// drawMap draws a generated map: 200 cities mostly, any size sometimes.
func drawMap(t *rapid.T) *Map {
	n := defaultCities
	if rapid.Bool().Draw(t, "any size") {
		n = rapid.IntRange(minCities, MaxCities).Draw(t, "cities")
	}
	m, err := Generate(rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "map seed"), 7)), n)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestGeneratedMapsValidate checks each rule of a valid map on generated
// maps directly (not through Validate alone), that the same seed gives
// the same map, and that the map file reads back to the same map.
func TestGeneratedMapsValidate(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		n := rapid.IntRange(minCities, MaxCities).Draw(t, "cities")
		m, err := Generate(rand.New(rand.NewPCG(seed, 1)), n)
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Validate(); err != nil {
			t.Fatal(err)
		}
		again, _ := Generate(rand.New(rand.NewPCG(seed, 1)), n)
		if *again != *m {
			t.Fatal("the same seed gave two maps")
		}
		if m.numCities() != n {
			t.Fatalf("%d cities, want %d", m.numCities(), n)
		}
		// The rules, one by one, by naive means.
		reached := map[City]bool{1: true}
		queue := []City{1}
		for len(queue) > 0 {
			c := queue[0]
			queue = queue[1:]
			for d := City(1); int(d) <= n; d++ {
				if m.connected(Car, c, d) && !reached[d] {
					reached[d] = true
					queue = append(queue, d)
				}
			}
		}
		if len(reached) != n {
			t.Fatalf("%d of %d cities reachable by car", len(reached), n)
		}
		for c := City(1); int(c) <= n; c++ {
			var deg [numTransports]int
			for d := City(1); int(d) <= n; d++ {
				for _, tr := range transports {
					if m.connected(tr, c, d) {
						deg[tr]++
						if !m.connected(tr, d, c) {
							t.Fatalf("%v %d-%d goes one way only", tr, c, d)
						}
					}
				}
			}
			if deg[Car] < 2 || deg[Train] > 0 && deg[Car] == 0 || deg[Plane] > 0 && deg[Train] == 0 {
				t.Fatalf("city %d: %d car, %d train, %d plane connections", c, deg[Car], deg[Train], deg[Plane])
			}
		}
		for _, tr := range transports {
			if !m.planar(tr) {
				t.Fatalf("the %s connections are not planar", tr.name())
			}
		}
		back, err := ParseMap(m.appendText(nil))
		if err != nil || *back != *m {
			t.Fatalf("the map file does not read back: %v", err)
		}
	})
}

// TestGeneratedMapsLookLikeTheContests checks the shape the generator
// promises, over maps of 200 cities: cars for short distances, trains for
// longer ones between fewer cities, planes for a few long links. Lengths
// are measured in the drawing the map was made from.
func TestGeneratedMapsLookLikeTheContests(t *testing.T) {
	var length, count [numTransports]float64
	var served [numTransports]int
	const maps = 10
	for seed := range uint64(maps) {
		m, pts, err := generate(rand.New(rand.NewPCG(seed, 11)), defaultCities)
		if err != nil {
			continue // Generate draws again; so does this test
		}
		for _, c := range m.connections(nil) {
			length[c.Transport] += math.Sqrt(float64(dist2(pts[c.A-1], pts[c.B-1])))
			count[c.Transport]++
		}
		for _, tr := range transports {
			served[tr] += m.served(tr).Count()
		}
	}
	var mean [numTransports]float64
	for _, tr := range transports {
		mean[tr] = length[tr] / count[tr]
		t.Logf("%s: %.0f connections a map, %d cities served, mean length %.0f (of a %d-wide square)",
			tr.name(), count[tr]/maps, served[tr]/maps, mean[tr], side)
	}
	if !(mean[Car] < mean[Train] && mean[Train] < mean[Plane]) {
		t.Error("the connections are not longer by train than by car, and longer still by plane")
	}
	if !(count[Car] > count[Train] && count[Train] > count[Plane] && count[Plane] > 0 &&
		served[Train] < served[Car]/2 && served[Plane] < served[Train]/3) {
		t.Error("the maps do not have many cars, fewer trains, and a few planes")
	}
}

// randomGame plays a random game on m for at most turns turns with rng,
// calling each after every move. Both sides mostly keep the game going.
func randomGame(t tb, m *Map, rng *rand.Rand, turns int, each func(st *State)) State {
	t.Helper()
	st := newState(m)
	must(t, st.placeDetectives(m.randomSquad(rng)))
	each(&st)
	must(t, st.placeFugitive(st.randomStart(rng)))
	each(&st)
	for !st.Over() && st.Turn() <= turns {
		must(t, st.playFugitive(fugitiveKeepsAway(&st, rng, 10)))
		each(&st)
		if st.Over() {
			break
		}
		must(t, st.playDetectives(detectivesKeepAway(t, &st, rng, 10)))
		each(&st)
	}
	return st
}

// fugitiveKeepsAway draws a random move for the fugitive, drawing again,
// up to tries times, while it walks onto a detective.
func fugitiveKeepsAway(st *State, rng *rand.Rand, tries int) Move {
	mv, _ := st.randomFugitiveMove(rng)
	for try := 0; try < tries && st.Squad().has(mv.To); try++ {
		mv, _ = st.randomFugitiveMove(rng)
	}
	return mv
}

// detectivesKeepAway draws a random move for the detectives, drawing
// again, up to tries times, while it catches the fugitive.
func detectivesKeepAway(t tb, st *State, rng *rand.Rand, tries int) Squad {
	t.Helper()
	q, ok := st.randomSquadMove(rng)
	if !ok {
		t.Fatal("the detectives cannot move")
	}
	for try := 0; try < tries && q.has(st.Fugitive()); try++ {
		q, _ = st.randomSquadMove(rng)
	}
	return q
}

// TestGameInvariants plays random games and checks, after every move:
// the detectives are on four different cities of the map; the turn and
// the announcements only grow; the score of an ended game shares 20
// points and follows the end; the fugitive is on a detective's city only
// when it is caught; and the suspects hold the fugitive's real city.
func TestGameInvariants(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := drawMap(t)
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "game seed"), 2))
		lastTurn, lastAnn := 0, 0
		randomGame(t, m, rng, MaxTurns, func(st *State) {
			q := st.Squad()
			if q.cities().Count() != NumDetectives || !q.cities().subsetOf(m.All()) {
				t.Fatalf("detectives on %v", q)
			}
			if st.Turn() < lastTurn || st.announcements() < lastAnn {
				t.Fatalf("turn %d, announcements %d after turn %d, %d", st.Turn(), st.announcements(), lastTurn, lastAnn)
			}
			lastTurn, lastAnn = st.Turn(), st.announcements()
			caught := st.End() == Arrested || st.End() == Surrendered
			if st.Fugitive() != NoCity && q.has(st.Fugitive()) != caught {
				t.Fatalf("the fugitive on %v, detectives on %v, end %v", st.Fugitive(), q, st.End())
			}
			if st.Over() {
				sc := st.Score()
				if sc[0]+sc[1] != totalScore || sc[Detectives] != 0 && !caught || caught && sc[Detectives] < catchScore {
					t.Fatalf("end %v in turn %d: score %v", st.End(), st.Turn(), sc)
				}
				return
			}
			if st.phase >= fugitiveToMove {
				if v := st.View(); !v.Suspects.Has(st.Fugitive()) {
					t.Fatalf("turn %d: the fugitive's city %v is not among the suspects %v", st.Turn(), st.Fugitive(), v.Suspects)
				}
			}
		})
	})
}

// TestMovesAgreeWithNaiveReference compares the move lists with a naive
// enumeration of every transport and city (the fugitive) and of every
// four cities (the detectives), on the small maps where the latter is
// cheap.
func TestMovesAgreeWithNaiveReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := smallMap(t)
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "game seed"), 3))
		n := City(m.numCities())
		turns := 6
		if race.Enabled {
			turns = 2 // the naive enumeration is slow under the race detector
		}
		randomGame(t, m, rng, rapid.IntRange(1, turns).Draw(t, "turns"), func(st *State) {
			var fbuf [maxFugitiveMoves]Move
			var want []Move
			if st.phase == fugitiveToMove {
				for _, tr := range transports {
					for c := City(0); c <= n+1; c++ {
						if st.checkFugitiveMove(Move{Transport: tr, To: c}) == nil {
							want = append(want, Move{Transport: tr, To: c})
						}
					}
				}
			}
			got := st.fugitiveMoves(fbuf[:0])
			if !cmp.Equal(want, got, cmp.Comparer(func(a, b []Move) bool { return fmt.Sprint(a) == fmt.Sprint(b) })) ||
				st.countFugitiveMoves() != len(want) {
				t.Fatalf("fugitive's moves %v, naive %v", got, want)
			}
			var wantQ []Squad
			if st.phase == detectivesToMove {
				for a := City(1); a <= n; a++ {
					for b := City(1); b <= n; b++ {
						for c := City(1); c <= n; c++ {
							for d := City(1); d <= n; d++ {
								if st.checkSquad(m, Squad{a, b, c, d}) == nil {
									wantQ = append(wantQ, Squad{a, b, c, d})
								}
							}
						}
					}
				}
			}
			gotQ := st.squadMoves(nil)
			if fmt.Sprint(wantQ) != fmt.Sprint(gotQ) {
				t.Fatalf("detectives' moves %v, naive %v", gotQ, wantQ)
			}
			if st.phase == detectivesToMove && m.canMove(st.Squad()) != (len(wantQ) > 0) {
				t.Fatalf("canMove %v with %d moves", m.canMove(st.Squad()), len(wantQ))
			}
		})
	})
}

// checkSquad checks a whole detectives' move as playDetectives does,
// without playing it.
func (s *State) checkSquad(m *Map, q Squad) error {
	for i := range q {
		if err := s.checkDetective(q, i); err != nil {
			return err
		}
	}
	return nil
}

// A played game through the referee: the lines each side wrote.
type lines [2][]string

// refereeLines plays lines through a new referee on m and returns what
// each seat was sent, one entry per message, and the final state.
func refereeLines(t tb, m *Map, ls lines) ([2][]string, State) {
	t.Helper()
	ref, err := NewReferee(Setup{Map: m})
	if err != nil {
		t.Fatal(err)
	}
	var sent [2][]string
	for {
		step := ref.Next()
		for _, msg := range step.Send {
			sent[msg.To] = append(sent[msg.To], msg.Text)
		}
		if step.Done {
			break
		}
		p := step.Await[0]
		if len(ls[p]) == 0 {
			break // the scripted part is over
		}
		ref.Reply(p, ls[p][0])
		ls[p] = ls[p][1:]
	}
	if res := ref.Result(); res.Fault != nil {
		t.Fatalf("the scripted game faulted: %s", res.Reason)
	}
	return sent, ref.State()
}

// TestDetectivesAreNotToldTheHiddenMoves plays a random game, then draws
// another path of the fugitive that agrees with everything the
// detectives were told and saw (same transports, same announced cities,
// never on a detective), and plays it with the same detectives' moves:
// every line the detectives are sent, and their view, must be the same.
// The view holds the fugitive's city only as its start and in the clues
// of announcement turns.
func TestDetectivesAreNotToldTheHiddenMoves(t *testing.T) {
	differed := 0
	defer func() { t.Logf("the other path ended elsewhere in %d games", differed) }()
	rapid.Check(t, func(t *rapid.T) {
		m := drawMap(t)
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "game seed"), 4))
		turns := rapid.IntRange(1, MaxTurns).Draw(t, "turns")
		var path []City // the fugitive's cities: start, then after each turn
		var squads []Squad
		var ls lines
		st := randomGame(t, m, rng, turns, func(st *State) {
			switch st.phase {
			case placeFugitive:
				squads = append(squads, st.Squad())
				ls[Detectives] = append(ls[Detectives], strings.Split(st.Squad().text(), "\n")...)
			case fugitiveToMove:
				if st.Turn() == 1 {
					path = append(path, st.startCity())
					ls[Fugitive] = append(ls[Fugitive], st.startCity().String())
				} else {
					squads = append(squads, st.Squad())
					ls[Detectives] = append(ls[Detectives], strings.Split(st.Squad().text(), "\n")...)
				}
			case detectivesToMove:
				path = append(path, st.Fugitive())
				ls[Fugitive] = append(ls[Fugitive], Move{Transport: st.usedIn(st.Turn()), To: st.Fugitive()}.String())
			}
		})
		if st.Over() {
			t.Skip("the game ended") // the paths must both go on
		}
		// Another path, drawn backwards through the sets of cities that
		// agree with what the detectives know after each turn.
		k := len(squads) - 1 // turns the detectives completed
		path, ls[Fugitive] = path[:k+1], ls[Fugitive][:k+1]
		known := []Cities{CitiesOf(st.startCity())}
		s := startSuspects(st.startCity())
		for turn := 1; turn <= k; turn++ {
			c := st.clue(turn)
			s.moved(m, c.Transport, squads[turn-1])
			if c.To != NoCity {
				s.announced(c.To)
			}
			s.searched(squads[turn])
			known = append(known, s.cities())
		}
		other := make([]City, k+1)
		other[k] = known[k].nth(rng.IntN(known[k].Count()))
		for turn := k; turn >= 1; turn-- {
			from := known[turn-1].intersect(m.Neighbors(st.usedIn(turn), other[turn]))
			if from.empty() {
				t.Fatalf("turn %d: no city of %v leads to %v by %v", turn, known[turn-1], other[turn], st.usedIn(turn))
			}
			other[turn-1] = from.nth(rng.IntN(from.Count()))
		}
		if other[k] != path[k] {
			differed++
		}
		var ols lines
		ols[Detectives] = ls[Detectives]
		ols[Fugitive] = append(ols[Fugitive], other[0].String())
		for turn := 1; turn <= k; turn++ {
			ols[Fugitive] = append(ols[Fugitive], Move{Transport: st.usedIn(turn), To: other[turn]}.String())
		}
		sent, st1 := refereeLines(t, m, ls)
		otherSent, st2 := refereeLines(t, m, ols)
		if diff := cmp.Diff(sent[Detectives], otherSent[Detectives]); diff != "" {
			t.Fatalf("the detectives were told different lines (-real +other path):\n%s", diff)
		}
		v1, v2 := st1.View(), st2.View()
		if v1 != v2 {
			t.Fatalf("the detectives' views differ:\n%+v\n%+v", v1, v2)
		}
		for turn := 1; turn <= MaxTurns; turn++ {
			if c := v1.Clues[turn-1]; c.To != NoCity && !isAnnouncement(turn) {
				t.Fatalf("the clue of turn %d names a city: %v", turn, c)
			}
		}
	})
}

// TestFugitiveViewIsWhatItWasTold plays random games through the referee
// and keeps, beside it, a State fed only with the lines the fugitive was
// sent and the ones it wrote: at each of the fugitive's turns, its view
// equals the referee's. The fugitive is told every move, so nothing it
// knows depends on what it was not told; this checks that the lines carry
// all of it, and nothing else is needed.
func TestFugitiveViewIsWhatItWasTold(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := drawMap(t)
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "game seed"), 5))
		ref, err := NewReferee(Setup{Map: m})
		if err != nil {
			t.Fatal(err)
		}
		mine := newState(m) // the fugitive's own game, from its lines
		var heard []string
		var pending []string // the detectives' lines not yet handed over
		for {
			step := ref.Next()
			for _, msg := range step.Send {
				if msg.To == int(Fugitive) {
					heard = append(heard, strings.Split(msg.Text, "\n")...)
				}
			}
			if step.Done {
				break
			}
			p := step.Await[0]
			if p == int(Detectives) {
				// A random move from the referee's state, a line a step.
				if len(pending) == 0 {
					real := ref.State()
					q := m.randomSquad(rng)
					if real.phase != placeDetectives {
						q, _ = real.randomSquadMove(rng)
					}
					pending = strings.Split(q.text(), "\n")
				}
				ref.Reply(p, pending[0])
				pending = pending[1:]
				continue
			}
			// Follow the lines heard since the fugitive's last move.
			for len(heard) > 0 {
				if heard[0] == fugitiveLine {
					heard = heard[1:]
					continue
				}
				var four [NumDetectives]string
				copy(four[:], heard)
				heard = heard[NumDetectives:]
				q, err := parseSquad(four)
				must(t, err)
				if mine.phase == placeDetectives {
					must(t, mine.placeDetectives(q))
				} else {
					must(t, mine.playDetectives(q))
				}
			}
			real := ref.State()
			if mine != real {
				t.Fatalf("the fugitive's game from its lines, turn %d, %v, %v, %v; the referee's, turn %d, %v, %v, %v",
					mine.Turn(), mine.phase, mine.Fugitive(), mine.Squad(), real.Turn(), real.phase, real.Fugitive(), real.Squad())
			}
			var line string
			if mine.phase == placeFugitive {
				c := mine.randomStart(rng)
				must(t, mine.placeFugitive(c))
				line = c.String()
			} else {
				mv, _ := mine.randomFugitiveMove(rng)
				must(t, mine.playFugitive(mv))
				line = mv.String()
			}
			ref.Reply(p, line)
		}
		if res := ref.Result(); res.Fault != nil {
			t.Fatalf("fault: %s", res.Reason)
		}
	})
}
