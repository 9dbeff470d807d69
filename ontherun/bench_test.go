package ontherun

import (
	"math/rand/v2"
	"testing"
)

// Benchmarks of the hot paths, on a generated 200-city map. Compare runs
// with benchstat:
//
//	go test ./ontherun -run='^$' -bench=. -count=10 > new.txt
//	benchstat old.txt new.txt

// suspectSample is a suspect update taken from a random game: the set
// before it, the transport and the detectives' cities.
type suspectSample struct {
	s     suspects
	t     Transport
	squad Squad
}

func suspectSamples(b *testing.B, m *Map) []suspectSample {
	_, ds := sampleStates(b, m, 200)
	var out []suspectSample
	for _, st := range ds {
		if st.Turn() < 2 {
			continue
		}
		// The suspects before the fugitive's move of this turn.
		prev := st
		prev.phase, prev.turn = fugitiveToMove, st.turn-1
		v := prev.View()
		out = append(out, suspectSample{suspects{v.Suspects}, st.usedIn(st.Turn()), st.squadAfter(st.Turn() - 1)})
	}
	return out
}

// BenchmarkSuspectsMoved updates the suspects for one fugitive's move, with
// suspect sets as random games on a 200-city map make them.
func BenchmarkSuspectsMoved(b *testing.B) {
	m := generated200(b)
	samples := suspectSamples(b, m)
	total := 0
	for _, x := range samples {
		total += x.s.count()
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		x := &samples[i%len(samples)]
		s := x.s
		s.moved(m, x.t, x.squad)
		i++
	}
	b.ReportMetric(float64(total)/float64(len(samples)), "suspects/op")
}

// BenchmarkSuspectsMovedAllCities is the worst case: every city of a
// 200-city map is a suspect.
func BenchmarkSuspectsMovedAllCities(b *testing.B) {
	m := generated200(b)
	all := suspects{m.All()}
	q := Squad{1, 2, 3, 4}
	b.ReportAllocs()
	for b.Loop() {
		s := all
		s.moved(m, Car, q)
	}
}

// BenchmarkRandomGame plays a whole game between random players on a
// 200-city map: random starts, then random legal moves, each checked by
// Play, until the game ends.
func BenchmarkRandomGame(b *testing.B) {
	m := generated200(b)
	rng := rand.New(rand.NewPCG(1, 2))
	turns := 0
	b.ReportAllocs()
	for b.Loop() {
		turns += playRandomGame(m, rng)
	}
	b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
}

func BenchmarkFugitiveMoves(b *testing.B) {
	m := generated200(b)
	fs, _ := sampleStates(b, m, 100)
	buf := make([]Move, 0, MoveListSize)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = fs[i%len(fs)].Moves(buf[:0])
		i++
	}
}

func BenchmarkSquadMoves(b *testing.B) {
	m := generated200(b)
	_, ds := sampleStates(b, m, 100)
	buf := make([]Move, 0, MoveListSize)
	moves := 0
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		moves += len(ds[i%len(ds)].Moves(buf[:0]))
		i++
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

func BenchmarkPlayTurn(b *testing.B) {
	m := generated200(b)
	fs, _ := sampleStates(b, m, 100)
	rng := rand.New(rand.NewPCG(3, 4))
	type turn struct {
		st State
		mv Move
		q  Squad
	}
	var turns []turn
	for _, st := range fs {
		mv, _ := st.randomFugitiveMove(rng)
		after := st
		if after.playFugitive(mv) != nil || after.Over() {
			continue
		}
		q, _ := after.randomSquadMove(rng)
		turns = append(turns, turn{st, mv, q})
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		x := &turns[i%len(turns)]
		st := x.st
		_ = st.Play(x.mv)
		_ = st.Play(Move{Squad: x.q})
		i++
	}
}

func BenchmarkValidate(b *testing.B) {
	m := generated200(b)
	b.ReportAllocs()
	for b.Loop() {
		if err := m.Validate(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkGenerate(b *testing.B) {
	rng := rand.New(rand.NewPCG(5, 6))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Generate(rng, defaultCities); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseMap(b *testing.B) {
	text := generated200(b).appendText(nil)
	b.ReportAllocs()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := ParseMap(text); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRefereeGame drives the referee through a whole game between
// random players, line by line, as a runner would: parsing, judging and
// writing every line.
func BenchmarkRefereeGame(b *testing.B) {
	m := generated200(b)
	rng := rand.New(rand.NewPCG(7, 8))
	b.ReportAllocs()
	for b.Loop() {
		ref, err := NewReferee(Setup{Map: m})
		if err != nil {
			b.Fatal(err)
		}
		var pending []string
		for {
			step := ref.Next()
			if step.Done {
				break
			}
			st := ref.State()
			p := step.Await[0]
			if len(pending) == 0 {
				switch st.phase {
				case placeDetectives:
					pending = append(pending, m.randomSquad(rng).text())
				case placeFugitive:
					pending = append(pending, st.randomStart(rng).String())
				case fugitiveToMove:
					mv, _ := st.randomFugitiveMove(rng)
					pending = append(pending, mv.String())
				case detectivesToMove:
					q, _ := st.randomSquadMove(rng)
					pending = append(pending, q.text())
				}
				if p == int(Detectives) {
					pending = splitLines(pending[0])
				}
			}
			ref.Reply(p, pending[0])
			pending = pending[1:]
		}
	}
}

func splitLines(s string) []string {
	var out []string
	for len(s) > 0 {
		i := 0
		for i < len(s) && s[i] != '\n' {
			i++
		}
		out = append(out, s[:i])
		if i < len(s) {
			i++
		}
		s = s[i:]
	}
	return out
}
