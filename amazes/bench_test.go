package amazes

import (
	"math/rand/v2"
	"testing"
)

// Benchmarks of the hot paths. Compare runs with benchstat:
//
//	go test ./amazes -run='^$' -bench=. -count=10 > new.txt
//	benchstat old.txt new.txt

// randomBotTurn is what the built-in random bot writes: 1 to 8 letters,
// each uniform over F, R, T, L.
func randomBotTurn(rng *rand.Rand) Turn {
	var t Turn
	for range 1 + rng.IntN(8) {
		t.Add(Letter(rng.IntN(4)))
	}
	return t
}

// benchGames returns n starting states on sample and generated mazes, and
// for each the 300 turns two random bots play in it.
func benchGames(b *testing.B, n int) ([]State, [][]Turn) {
	rng := rand.New(rand.NewPCG(300, 1))
	var states []State
	var turns [][]Turn
	for i := range n {
		s := generateSetup(rng)
		if i%2 == 0 {
			s = sampleSetup(b, 1+i/2%10)
		}
		st, err := NewState(s)
		if err != nil {
			b.Fatal(err)
		}
		states = append(states, st)
		var ts []Turn
		for range 2 * MaxTurns {
			ts = append(ts, randomBotTurn(rng))
		}
		turns = append(turns, ts)
	}
	return states, turns
}

// BenchmarkGame plays a whole game between two random bots: 300 turns,
// each a look, a walk, the inference rules to their fixed point and the
// credit. (A game that ends early by sudden death stops there; between
// random bots none does.)
func BenchmarkGame(b *testing.B) {
	states, turns := benchGames(b, 20)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		st := states[i]
		for _, tn := range turns[i] {
			if st.Play(tn) != nil {
				break
			}
		}
		if i++; i == len(states) {
			i = 0
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(2*MaxTurns), "ns/turn")
}

// BenchmarkNewState sets up a game: validates the setup, computes the
// sight table, credits the starts.
func BenchmarkNewState(b *testing.B) {
	s := sampleSetup(b, 1)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewState(s); err != nil {
			b.Fatal(err)
		}
	}
}

// discoverySnapshots returns states from random games, at every turn.
func discoverySnapshots(b *testing.B) []State {
	states, turns := benchGames(b, 6)
	var out []State
	for i, st := range states {
		for _, tn := range turns[i] {
			out = append(out, st)
			if st.Play(tn) != nil {
				break
			}
		}
	}
	return out
}

// BenchmarkDiscoveryUpdate is the discovery update of one turn: the
// look's facts and the inference they set off, on the mover's knowledge,
// averaged over every turn of six random games.
func BenchmarkDiscoveryUpdate(b *testing.B) {
	snaps := discoverySnapshots(b)
	b.ReportAllocs()
	i := 0
	var k juryKnowledge
	for b.Loop() {
		st := &snaps[i]
		p := st.ToMove()
		k = st.know[p]
		u := juryUpdate{k: &k}
		u.lookFrom(&st.sight, st.pose[p])
		u.run()
		if i++; i == len(snaps) {
			i = 0
		}
	}
}

// BenchmarkView renders the view of the player to move, as the referee
// sends it.
func BenchmarkView(b *testing.B) {
	snaps := discoverySnapshots(b)
	buf := make([]byte, 0, 128)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		v := snaps[i].View(snaps[i].ToMove())
		buf = v.appendText(buf[:0])
		if i++; i == len(snaps) {
			i = 0
		}
	}
}

// BenchmarkMap is a bot's map through a whole game of one player: 150
// looks and walks, of 1 to 8 random letters cut before the first side the
// map does not know to be open (as a bot that keeps its map exact walks).
func BenchmarkMap(b *testing.B) {
	states, _ := benchGames(b, 4)
	type game struct {
		views []View
		turns []Turn
	}
	var gs []game
	rng := rand.New(rand.NewPCG(4, 4))
	for _, st := range states {
		var g game
		var maps [2]Map
		for !st.Over() {
			p := st.ToMove()
			v := st.View(st.ToMove())
			if err := maps[p].Look(v); err != nil {
				b.Fatal(err)
			}
			x, y, facing := maps[p].Here()
			var tn Turn
			for range 1 + rng.IntN(8) {
				l := Letter(rng.IntN(4))
				for tn.Len() == 0 && maps[p].Side(x, y, facing.Turn(l)) != Open {
					l = (l + 1) & 3
				}
				d := facing.Turn(l)
				if maps[p].Side(x, y, d) != Open {
					break
				}
				tn.Add(l)
				x, y, facing = x+dirCol[d], y+dirRow[d], d
			}
			maps[p].Walk(tn)
			if p == red {
				g.views = append(g.views, v)
				g.turns = append(g.turns, tn)
			}
			if st.Play(tn) != nil {
				b.Fatal("the game ended early")
			}
		}
		gs = append(gs, g)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		var m Map
		for j, v := range gs[i].views {
			_ = m.Look(v)
			m.Walk(gs[i].turns[j])
		}
		if i++; i == len(gs) {
			i = 0
		}
	}
}

// BenchmarkMapSureAfter asks a map, after each of Red's views in a random
// game, whether it will be sure where a random turn of 1 to 12 letters
// ends, most of them into ground it has not seen.
func BenchmarkMapSureAfter(b *testing.B) {
	st, next := midGame(b, 0)
	var maps []Map
	var m Map
	for i := 0; !st.Over(); i++ {
		if st.ToMove() == red {
			if err := m.Look(st.View(red)); err != nil {
				break // the random walker lost its place: enough maps
			}
			maps = append(maps, m)
			m.Walk(next[i])
		}
		if st.Play(next[i]) != nil {
			b.Fatal("the game ended early")
		}
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = maps[i].SureAfter(next[i])
		if i++; i == len(maps) {
			i = 0
		}
	}
}

// BenchmarkRefereeGame plays a whole game through the Referee, lines in
// and out, with random bots' lines.
func BenchmarkRefereeGame(b *testing.B) {
	s := sampleSetup(b, 2)
	rng := rand.New(rand.NewPCG(1, 1))
	var lines []string
	for range 2 * MaxTurns {
		tn := randomBotTurn(rng)
		lines = append(lines, tn.String())
	}
	b.ReportAllocs()
	for b.Loop() {
		ref, err := NewReferee(s)
		if err != nil {
			b.Fatal(err)
		}
		for n := 0; ; n++ {
			step := ref.Next()
			if step.Done {
				break
			}
			ref.Reply(step.Await[0], lines[n])
		}
	}
}
