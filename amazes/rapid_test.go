package amazes

// Property tests with rapid: random games on generated and sample mazes,
// checked at every turn against the naive reference of reference_test.go
// and against invariants of the rules; and the inference rules' fixed
// point checked for idempotence and independence from order.

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/contestgames/games/internal/race"
	"pgregory.net/rapid"
)

// drawSetup draws a valid setup: a generated maze, or one of the ten
// samples, with seeded starts.
func drawSetup(t *rapid.T) Setup {
	seed := rapid.Uint64().Draw(t, "seed")
	rng := rand.New(rand.NewPCG(seed, 1))
	if i := rapid.IntRange(0, 10).Draw(t, "sample"); i > 0 {
		m := sampleMaze(t, i)
		return Setup{Maze: m, Start: randomStarts(&m, rng)}
	}
	return generateSetup(rng)
}

// drawTurn draws the letters of a turn: mostly short, sometimes long, F
// more often than the others.
func drawTurn(t *rapid.T) string {
	n := rapid.OneOf(rapid.IntRange(1, 8), rapid.IntRange(1, MaxLetters)).Draw(t, "letters")
	b := make([]byte, n)
	for i := range b {
		b[i] = rapid.SampledFrom([]byte("FFFFRTL")).Draw(t, "letter")
	}
	return string(b)
}

// TestEngineAgreesWithNaiveReference plays random games on the engine and
// on the reference side by side and compares, after every turn, both
// players' knowledge, poses and points, and checks the invariants:
// discovered squares only grow, credited squares never exceed 625 (each
// square earns its first-discovery point once in a game), and a player's
// points are the sum of their parts.
func TestEngineAgreesWithNaiveReference(t *testing.T) {
	maxTurns := 2 * MaxTurns
	if race.Enabled || testing.Short() {
		maxTurns = 40
	}
	rapid.Check(t, func(t *rapid.T) {
		setup := drawSetup(t)
		st, err := NewState(setup)
		if err != nil {
			t.Fatal(err)
		}
		ref := newRefGame(setup)
		// first[s] is the player credited first with square s, or -1.
		var first [numSquares]int8
		for i := range first {
			first[i] = -1
		}
		var hits, letters [2]int
		var before [2]squares
		n := rapid.IntRange(1, maxTurns).Draw(t, "turns")
		for turn := 0; turn <= n && !st.Over(); turn++ {
			if turn > 0 {
				p := st.ToMove()
				text := drawTurn(t)
				tn, err := ParseTurn(text)
				if err != nil {
					t.Fatal(err)
				}
				if err := st.Play(tn); err != nil {
					t.Fatal(err)
				}
				ref.play(text, true)
				letters[p] += len(text)
				if !st.Over() && st.Pose(p).Square == st.Pose(p^1).Square {
					hits[p]++
				}
			}
			if st.Over() != ref.over {
				t.Fatalf("turn %d: engine over %v, reference over %v", turn, st.Over(), ref.over)
			}
			for p := range 2 {
				k := knowledgeOf(&st, p)
				if d := refDiff(ref.knowledge(int(p)), &k); d != "" {
					t.Fatalf("turn %d, %v's knowledge: %s", turn, p, d)
				}
				rp := ref.p[p].pose
				if got := st.Pose(p); got != (Pose{squareAt(rp.r, rp.c), Dir(rp.d)}) {
					t.Fatalf("turn %d: %v on %v, reference on r%dc%d facing %d", turn, p, got, rp.r+1, rp.c+1, rp.d)
				}
				if st.pointsOf(p) != ref.p[p].points {
					t.Fatalf("turn %d: %v has %d points, reference %d", turn, p, st.pointsOf(p), ref.p[p].points)
				}
				// Discovered squares only grow.
				for r := range Size {
					if lost := before[p][r] &^ k.disc[r]; lost != 0 {
						t.Fatalf("turn %d: %v lost squares in row %d", turn, p, r+1)
					}
				}
				for s := range k.disc.All() {
					if !before[p].Has(s) && first[s] < 0 {
						first[s] = int8(p)
					}
				}
				before[p] = k.disc
			}
			// Credited squares never exceed 625; each square earns its
			// first-discovery point once; points are their parts.
			firsts := [2]int{}
			for _, f := range first {
				if f >= 0 {
					firsts[f]++
				}
			}
			if firsts[0]+firsts[1] > numSquares {
				t.Fatalf("%d first discoveries", firsts[0]+firsts[1])
			}
			for p := range 2 {
				k := knowledgeOf(&st, p)
				if k.disc.Count() > numSquares {
					t.Fatalf("%v credited with %d squares", p, k.disc.Count())
				}
				if want := k.disc.Count() + firsts[p] - letters[p] + 100*hits[p]; st.pointsOf(p) != want {
					t.Fatalf("turn %d: %v's points %d; squares %d + firsts %d - letters %d + 100 x %d = %d",
						turn, p, st.pointsOf(p), k.disc.Count(), firsts[p], letters[p], hits[p], want)
				}
			}
		}
	})
}

// drawFacts draws a random set of true facts about a maze: discovered
// squares, known walls and known openings, in a random order.
func drawFacts(t *rapid.T, m *Maze) []fact {
	n := rapid.IntRange(0, 400).Draw(t, "facts")
	out := make([]fact, 0, n)
	for range n {
		switch rapid.IntRange(0, 2).Draw(t, "kind") {
		case 0:
			out = append(out, fact{square: true, s: Square(rapid.IntRange(0, numSquares-1).Draw(t, "square"))})
		default:
			e := edge(rapid.IntRange(0, numEdges-1).Draw(t, "edge"))
			out = append(out, fact{e: e, wall: m.walls.Has(e)})
		}
	}
	return out
}

// A fact is a square discovered, or an edge known as a wall or opening.
type fact struct {
	square bool
	s      Square
	e      edge
	wall   bool
}

func (f fact) apply(u *juryUpdate) {
	if f.square {
		u.addSquare(f.s)
	} else {
		u.addEdge(f.e, f.wall)
	}
}

// TestInferenceFixedPointIsIdempotentAndOrderIndependent gives the
// inference rules the same true facts about a maze with loops in two
// orders, running the rules after random facts along the way in one of
// them, and checks that both end at the same knowledge; and that running
// the rules again on every square and grid point changes nothing.
func TestInferenceFixedPointIsIdempotentAndOrderIndependent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		setup := drawSetup(t)
		facts := drawFacts(t, &setup.Maze)

		var a juryKnowledge
		ua := juryUpdate{k: &a}
		for _, f := range facts {
			f.apply(&ua)
		}
		ua.run()

		perm := rapid.Permutation(facts).Draw(t, "order")
		var b juryKnowledge
		for _, f := range perm {
			ub := juryUpdate{k: &b}
			f.apply(&ub)
			if rapid.Bool().Draw(t, "run now") {
				ub.run()
			}
			ub.run() // an update must end with a run; its marks die with it
		}
		if a != b {
			t.Fatalf("two orders, two fixed points:\n%s\n%s", drawAll(&a), drawAll(&b))
		}

		// Idempotent: every rule everywhere once more changes nothing.
		c := a
		uc := juryUpdate{k: &c}
		for r := range Size {
			uc.dirty.at[r] = fullRow
			uc.corners.at[r] = fullRow &^ 1
		}
		uc.dirty.rows = fullRow
		uc.corners.rows = fullRow &^ 1
		uc.run()
		if c != a {
			t.Fatal("running the rules on a fixed point changed it")
		}

		// And the facts are all still true: the rules infer only what
		// the maze has (it has loops).
		m := &setup.Maze
		known := factsOf(&a)
		for e := range known.walls.All() {
			if !m.walls.Has(e) {
				t.Fatalf("the rules made %v a wall; it is an opening", e)
			}
		}
		for e := range known.open.All() {
			if m.walls.Has(e) {
				t.Fatalf("the rules made %v an opening; it is a wall", e)
			}
		}
		for s := range known.dead.All() {
			if bits.OnesCount32(m.sides(s)) < 1 {
				t.Fatalf("%v is a dead end walled in on all sides", s)
			}
		}
	})
}

func TestGeneratedMazesAlwaysValidate(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), rapid.Uint64().Draw(t, "stream")))
		s := generateSetup(rng)
		if err := s.validate(); err != nil {
			t.Fatalf("%v\n%s", err, s.String())
		}
	})
}
