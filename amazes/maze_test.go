package amazes

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
)

// fataler is what the test helpers need of a *testing.T, *testing.B or
// *rapid.T.
type fataler interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// sampleMaze reads sample maze i (1 to 10) of testdata/mazes, copied from
// ../shared/data/amazes: the ten public mazes of CodeCup 2010.
func sampleMaze(t fataler, i int) Maze {
	t.Helper()
	m, err := ParseMaze(readFile(t, filepath.Join("testdata", "mazes", fmt.Sprintf("maze%02d.txt", i))))
	if err != nil {
		t.Fatalf("maze%02d.txt: %v", i, err)
	}
	return m
}

// sampleSetup returns sample maze i with seeded starts.
func sampleSetup(t fataler, i int) Setup {
	m := sampleMaze(t, i)
	return Setup{Maze: m, Start: randomStarts(&m, rand.New(rand.NewPCG(uint64(i), 2010)))}
}

func TestSampleMazesLoadAndValidate(t *testing.T) {
	for i := 1; i <= 10; i++ {
		m := sampleMaze(t, i)
		if err := m.validate(); err != nil {
			t.Errorf("maze%02d.txt: %v", i, err)
		}
		s := sampleSetup(t, i)
		if err := s.validate(); err != nil {
			t.Errorf("maze%02d.txt with starts %v: %v", i, s.Start, err)
		}
	}
}

func TestGoldenGameMazesValidate(t *testing.T) {
	for _, g := range []string{"g01", "g02", "g21"} {
		s := readSetup(t, filepath.Join("testdata", "games", g, "maze.txt"))
		if err := s.validate(); err != nil {
			t.Errorf("%s: %v", g, err)
		}
	}
}

func bitsCount(n uint32) int {
	c := 0
	for ; n != 0; n &= n - 1 {
		c++
	}
	return c
}

// wantMazeError checks that err is a *MazeError for rule whose message
// holds each of wants.
func wantMazeError(t *testing.T, err error, rule mazeRule, wants ...string) {
	t.Helper()
	var me *mazeError
	if !errors.As(err, &me) {
		t.Fatalf("got %v, want a *MazeError for %v", err, rule)
	}
	if me.Rule != rule {
		t.Errorf("rule %v, want %v (%v)", me.Rule, rule, err)
	}
	for _, w := range wants {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("%q does not say %q", err, w)
		}
	}
}

func TestRuleValidMazeOuterEdgesAreWalls(t *testing.T) {
	m := sampleMaze(t, 1)
	m.setWall(edgeOf(squareAt(24, 6), South), false)
	wantMazeError(t, m.validate(), ruleOuterWall, "south of r25c7")
	m = sampleMaze(t, 1)
	m.setWall(edgeOf(squareAt(3, 0), West), false)
	wantMazeError(t, m.validate(), ruleOuterWall, "west of r4c1")
}

func TestRuleValidMazeIsConnected(t *testing.T) {
	m := sampleMaze(t, 2)
	// Close the opening of the first dead end after r13c13.
	s := squareAt(12, 12)
	for bitsCount(m.sides(s)) != 3 {
		s++
	}
	for d := range Dir(4) {
		m.setWall(edgeOf(s, d), true)
	}
	wantMazeError(t, m.validate(), ruleConnected, s.String()+" cannot be reached", "624 of 625")
	// r1c1 itself cut off: then the square named is the next one.
	m = sampleMaze(t, 2)
	for d := range Dir(4) {
		m.setWall(edgeOf(0, d), true)
	}
	wantMazeError(t, m.validate(), ruleConnected, "r1c2 cannot be reached from r1c1 (1 of 625")
}

func TestRuleValidMazeEveryCornerTouchesAWall(t *testing.T) {
	// An open 2x2 block around the point between r10c10 and r11c11.
	m := sampleMaze(t, 3)
	a := squareAt(9, 9)
	for _, e := range []edge{edgeOf(a, East), edgeOf(a, South), edgeOf(a+1, South), edgeOf(a+Size, East)} {
		m.setWall(e, false)
	}
	wantMazeError(t, m.validate(), ruleCorner, "r10c10, r10c11, r11c10 and r11c11")
}

func TestRuleValidMazeLoopsAreAllowed(t *testing.T) {
	m := sampleMaze(t, 4)
	if m.openings() <= numSquares-1 {
		t.Fatalf("maze04 has %d openings: no loop", m.openings())
	}
	if err := m.validate(); err != nil {
		t.Error(err)
	}
}

func TestRuleValidStartsAreFarApart(t *testing.T) {
	s := sampleSetup(t, 5)
	// 12 rows and 12 columns apart: 288, just enough.
	s.Start[0].Square, s.Start[1].Square = squareAt(0, 0), squareAt(12, 12)
	fixFacing(&s)
	if err := s.validate(); err != nil {
		t.Errorf("squared distance 288: %v", err)
	}
	s.Start[1].Square = squareAt(12, 11) // 144 + 121 = 265
	fixFacing(&s)
	wantMazeError(t, s.validate(), ruleStartDistance, "r1c1", "r13c12", "265", "288")
}

// fixFacing turns each start of s to face away from an opening.
func fixFacing(s *Setup) {
	for i := range s.Start {
		for d := range Dir(4) {
			if s.Maze.isOpen(s.Start[i].Square, d.back()) {
				s.Start[i].Facing = d
				break
			}
		}
	}
}

func TestRuleValidStartsHaveNoWallBehind(t *testing.T) {
	s := sampleSetup(t, 6)
	for d := range Dir(4) {
		if s.Maze.wall(s.Start[1].Square, d.back()) {
			s.Start[1].Facing = d
			break
		}
	}
	wantMazeError(t, s.validate(), ruleStartBehind, "blue starts on "+s.Start[1].Square.String(), "wall behind")
}

func TestGenerateMakesValidMazesLikeTheSamples(t *testing.T) {
	// The ten samples: 675 to 678 openings (51 to 54 loops) and 127 to
	// 151 dead ends. Generated mazes must fall in the same ranges, give
	// or take, on average and each.
	var sampleOpen, sampleDead, genOpen, genDead float64
	for i := 1; i <= 10; i++ {
		m := sampleMaze(t, i)
		sampleOpen += float64(m.openings()) / 10
		sampleDead += float64(m.deadEnds()) / 10
	}
	rng := rand.New(rand.NewPCG(2010, 1))
	const n = 50
	for range n {
		m := generate(rng)
		if err := m.validate(); err != nil {
			t.Fatalf("generated maze: %v\n%s", err, m.art())
		}
		o, d := m.openings(), m.deadEnds()
		if o < numSquares-1+minLoops || o > numSquares-1+maxLoops {
			t.Errorf("generated maze with %d openings, want %d to %d", o, numSquares-1+minLoops, numSquares-1+maxLoops)
		}
		if d < 100 || d > 180 {
			t.Errorf("generated maze with %d dead ends; the samples have 127 to 151", d)
		}
		genOpen += float64(o) / n
		genDead += float64(d) / n
	}
	t.Logf("openings: samples %.1f, generated %.1f; dead ends: samples %.1f, generated %.1f", sampleOpen, genOpen, sampleDead, genDead)
	if diff := genOpen - sampleOpen; diff < -2 || diff > 2 {
		t.Errorf("generated mazes have %.1f openings on average, the samples %.1f", genOpen, sampleOpen)
	}
	if diff := genDead - sampleDead; diff < -10 || diff > 10 {
		t.Errorf("generated mazes have %.1f dead ends on average, the samples %.1f", genDead, sampleDead)
	}
}

func TestGenerateIsSeeded(t *testing.T) {
	a := generateSetup(rand.New(rand.NewPCG(5, 6)))
	b := generateSetup(rand.New(rand.NewPCG(5, 6)))
	c := generateSetup(rand.New(rand.NewPCG(5, 7)))
	if a != b {
		t.Error("the same seed made two different setups")
	}
	if a == c {
		t.Error("two seeds made the same setup")
	}
}

func TestRandomStartsObeyTheRules(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for i := range 200 {
		m := sampleMaze(t, 1+i%10)
		s := Setup{Maze: m, Start: randomStarts(&m, rng)}
		if err := s.validate(); err != nil {
			t.Fatalf("starts %v: %v", s.Start, err)
		}
	}
}
