package amazes

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/contestgames/games/internal/race"
	"pgregory.net/rapid"
)

// The Map is checked against the jury: in random games, after every view,
// the Map of the player to move, turned and shifted into the maze's frame,
// must hold exactly the jury's knowledge of that player at that moment:
// the same discovered squares, dead ends, walls and openings.

// mapFrame turns and shifts between a Map's frame and the maze for a
// player that started at pose start.
type mapFrame struct{ start Pose }

// toMaze returns the square of the maze at frame square (x, y), and false
// if it lies outside the maze.
func (f mapFrame) toMaze(x, y int) (Square, bool) {
	right, back := f.start.Facing.right(), f.start.Facing.back()
	r := f.start.Square.row() + x*dirRow[right] + y*dirRow[back]
	c := f.start.Square.col() + x*dirCol[right] + y*dirCol[back]
	if r < 0 || r >= Size || c < 0 || c >= Size {
		return 0, false
	}
	return squareAt(r, c), true
}

// toMap returns the frame square of maze square s.
func (f mapFrame) toMap(s Square) (x, y int) {
	right, back := f.start.Facing.right(), f.start.Facing.back()
	dr, dc := s.row()-f.start.Square.row(), s.col()-f.start.Square.col()
	return dr*dirRow[right] + dc*dirCol[right], dr*dirRow[back] + dc*dirCol[back]
}

// dir returns the frame direction of maze direction d.
func (f mapFrame) dir(d Dir) Dir { return (d - f.start.Facing) & 3 }

// afterLook returns the jury's knowledge of the player to move once it has
// looked around at the start of its turn.
func afterLook(st *State) juryFacts {
	p := st.ToMove()
	k := st.know[p]
	var u juryUpdate
	u.k = &k
	u.lookFrom(&st.sight, st.pose[p])
	u.run()
	return factsOf(&k)
}

// mapDiff describes the first difference between m, in frame f, and the
// jury's knowledge k, or returns "".
func mapDiff(m *Map, f mapFrame, k *juryFacts) string {
	for s := range Square(numSquares) {
		x, y := f.toMap(s)
		fx, fy, _ := inFrame(x, y)
		if got, want := m.Discovered(x, y), k.disc.Has(s); got != want {
			return fmt.Sprintf("%v discovered: map %v, jury %v", s, got, want)
		}
		if got, want := m.deadEnd(x, y), k.dead.Has(s); got != want {
			return fmt.Sprintf("%v dead end: map %v, jury %v", s, got, want)
		}
		for d := range Dir(4) {
			md := f.dir(d)
			gotWall := m.k.wallSides(fx, fy)>>md&1 != 0
			gotOpen := m.k.open.sides(fx, fy)>>md&1 != 0
			if want := k.walls.Side(s, d); gotWall != want {
				return fmt.Sprintf("%v wall %v: map %v, jury %v", s, d, gotWall, want)
			}
			if want := k.open.Side(s, d); gotOpen != want {
				return fmt.Sprintf("%v opening %v: map %v, jury %v", s, d, gotOpen, want)
			}
		}
	}
	if m.Count() != k.disc.Count() {
		return fmt.Sprintf("the map has %d squares discovered, the jury %d", m.Count(), k.disc.Count())
	}
	return ""
}

// randomTurn returns 1 to 12 random letters, F more often than the rest.
func randomTurn(rng *rand.Rand) Turn {
	var t Turn
	n := 1 + rng.IntN(12)
	for range n {
		l := F
		if rng.IntN(3) == 0 {
			l = Letter(rng.IntN(4))
		}
		t.Add(l)
	}
	return t
}

// TestSureAfterMeansTheNextLookIsSure plays random games whose players
// walk anywhere, and at every view tries 40 more turns for the player
// to move, drawn as its own are and with turns back as likely as any
// letter. Each turn that SureAfter holds for is played on a copy of the
// game and of the map: the view after it must leave the map sure where the
// turn ended, and right. Some of those turns must have had several places
// to end, or SureAfter would not be put to the test.
func TestSureAfterMeansTheNextLookIsSure(t *testing.T) {
	var sure, several int
	playWild(t, 50, 2011, func(st *State, m *Map, f mapFrame, rng *rand.Rand, what string) {
		for k := range 40 {
			try := randomTurn(rng)
			if k%2 == 1 {
				try = uniformTurn(rng)
			}
			if !m.SureAfter(try) {
				continue
			}
			sure++
			if walkEndings(m, try) > 1 {
				several++
			}
			checkSure(t, *st, *m, f, try, what)
		}
	})
	t.Logf("%d turns sure, %d of them with several places to end", sure, several)
	if several == 0 {
		t.Errorf("no turn with several places to end was sure")
	}
}

// playWild plays games random games (a quarter of them in short mode or
// under the race detector) on set-ups drawn from stream, whose players
// walk anywhere, into unseen ground too. After each view it calls look
// with the game, the player's map and frame, the generator that draws the
// turns, and the game's seed, for as long as the player's map has
// never been unsure where a walk ended. It returns the number of views
// and of maps that became unsure.
func playWild(t *testing.T, games int, stream uint64, look func(st *State, m *Map, f mapFrame, rng *rand.Rand, what string)) (looks, lost int) {
	t.Helper()
	if testing.Short() || race.Enabled {
		games /= 4
	}
	for seed := range uint64(games) {
		rng := rand.New(rand.NewPCG(seed, stream))
		setup := generateSetup(rng)
		st, err := NewState(setup)
		if err != nil {
			t.Fatal(err)
		}
		var maps [2]Map
		var gone [2]bool
		for !st.Over() {
			p := st.ToMove()
			if !gone[p] {
				looks++
				if err := maps[p].Look(st.View(p)); err != nil {
					t.Fatalf("seed %d, %v before its turn %d: %v", seed, p, st.turnsPlayed()/2+1, err)
				}
				gone[p] = maps[p].Unsure()
				if gone[p] {
					lost++
				} else {
					look(&st, &maps[p], mapFrame{setup.Start[p]}, rng, fmt.Sprintf("seed %d", seed))
				}
			}
			turn := randomTurn(rng)
			maps[p].Walk(turn)
			if err := st.Play(turn); err != nil {
				t.Fatal(err)
			}
		}
	}
	return looks, lost
}

// uniformTurn returns 1 to 12 letters, each of the four equally likely.
func uniformTurn(rng *rand.Rand) Turn {
	var t Turn
	for range 1 + rng.IntN(12) {
		t.Add(Letter(rng.IntN(4)))
	}
	return t
}

// checkSure plays turn try for the player to move in st, on copies of st
// and of its map m (frame f), and fails t unless the view after it leaves
// the map sure where the turn ended, and right.
func checkSure(t *testing.T, st State, m Map, f mapFrame, try Turn, what string) {
	t.Helper()
	p := st.ToMove()
	what = fmt.Sprintf("%s, %v before its turn %d", what, p, st.turnsPlayed()/2+1)
	m.Walk(try)
	if err := st.Play(try); err != nil {
		t.Fatal(err)
	}
	if err := m.Look(st.View(p)); err != nil || m.Unsure() {
		t.Fatalf("%s: SureAfter(%v) held, but the view after it left the map unsure (%v)", what, try, err)
	}
	if d := placeDiff(&m, f, st.Pose(p)); d != "" {
		t.Fatalf("%s: after %v, which SureAfter held for, %s", what, try, d)
	}
}

// placeDiff describes where m, in frame f, has the player if that is not
// pose at, or returns "".
func placeDiff(m *Map, f mapFrame, at Pose) string {
	x, y, facing := m.Here()
	if s, ok := f.toMaze(x, y); !ok || s != at.Square || (facing+f.start.Facing)&3 != at.Facing {
		return fmt.Sprintf("the map has the player on (%d, %d) facing %v, which is %v; it is on %v", x, y, facing, s, at)
	}
	return ""
}

// walkEndings returns the number of places walk t could end, from where
// m stands.
func walkEndings(m *Map, t Turn) int {
	var w walkEnds
	m.traceWalk(&t, &w)
	return w.n
}

// checkMap fails t unless maps[p], for a player that started at start,
// holds exactly the jury's knowledge of p after looking, stands where p
// stands, and has walked only through openings.
func checkMap(t fataler, st *State, m *Map, f mapFrame, what string) {
	t.Helper()
	p := st.ToMove()
	want := afterLook(st)
	if d := mapDiff(m, f, &want); d != "" {
		t.Fatalf("%s, %v before its turn %d: %s", what, p, st.turnsPlayed()/2+1, d)
	}
	if d := placeDiff(m, f, st.Pose(p)); d != "" {
		t.Fatalf("%s, %v before its turn %d: %s", what, p, st.turnsPlayed()/2+1, d)
	}
	maze := st.maze()
	for s := range Square(numSquares) {
		x, y := f.toMap(s)
		for d := range Dir(4) {
			if m.Side(x, y, f.dir(d)) == Open && maze.wall(s, d) {
				t.Fatalf("%s: the map has the wall %v as open", what, edgeOf(s, d))
			}
		}
	}
}

// TestMapCreditsWhatTheJuryCredits plays random games whose players walk
// anywhere, into unseen ground too, and checks each Map after every view
// for as long as it has never been unsure where a walk ended. (A walk deep
// into unseen ground can end in two places that the next view cannot tell
// apart; the Map then says so with Unsure, and may be wrong from then on.)
func TestMapCreditsWhatTheJuryCredits(t *testing.T) {
	looks, lost := playWild(t, 40, 2010, func(st *State, m *Map, f mapFrame, _ *rand.Rand, what string) {
		checkMap(t, st, m, f, what)
	})
	t.Logf("%d of %d views left the map unsure where a walk ended", lost, looks)
	// With these wild walkers about one view in 300 is ambiguous. Far
	// more would mean that Look rejects places it should keep.
	if lost*50 > looks {
		t.Errorf("%d of %d views left the map unsure: more than 2%%", lost, looks)
	}
}

// TestMapIsExactForBotsOnKnownGround is the property for bots that step
// only through sides their map knows to be open (as the explore bot
// does): in any such game, after every view, each player's map credits
// exactly what the jury credits, knows exactly the walls, openings and
// dead ends the jury knows, knows where the player stands, and is never
// unsure.
func TestMapIsExactForBotsOnKnownGround(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		setup := drawSetup(t)
		st, err := NewState(setup)
		if err != nil {
			t.Fatal(err)
		}
		var maps [2]Map
		frames := [2]mapFrame{{setup.Start[0]}, {setup.Start[1]}}
		n := rapid.IntRange(1, 2*MaxTurns).Draw(t, "turns")
		for range n {
			if st.Over() {
				break
			}
			p := st.ToMove()
			m := &maps[p]
			if err := m.Look(st.View(st.ToMove())); err != nil {
				t.Fatal(err)
			}
			if m.Unsure() {
				t.Fatal("a map is unsure after a walk on known ground")
			}
			checkMap(t, &st, m, frames[p], "")
			// Letters drawn at random, cut before the first step the map
			// does not know to be open; the first letter picks an
			// opening of the player's own square, all of whose sides the
			// view has shown.
			x, y, facing := m.Here()
			var tn Turn
			for i := range rapid.IntRange(1, 40).Draw(t, "letters") {
				l := Letter(rapid.IntRange(0, 3).Draw(t, "letter"))
				d := facing.Turn(l)
				if m.Side(x, y, d) != Open {
					if i > 0 {
						break
					}
					for m.Side(x, y, facing.Turn(l)) != Open {
						l = (l + 1) & 3
					}
					d = facing.Turn(l)
				}
				tn.Add(l)
				x, y, facing = x+dirCol[d], y+dirRow[d], d
			}
			if !m.SureAfter(tn) {
				t.Fatalf("SureAfter(%v) is false for a walk through known openings", tn)
			}
			m.Walk(tn)
			if m.SureAfter(tn) {
				t.Fatal("SureAfter is true while a walk is pending")
			}
			if err := st.Play(tn); err != nil {
				t.Fatal(err)
			}
		}
	})
}
