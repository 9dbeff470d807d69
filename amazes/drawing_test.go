package amazes

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	games "github.com/contestgames/games"
)

// viewed is a game played through a referee with the View's frames taken
// as package view takes them: before the first step and after each one,
// with the state each frame was taken from.
type viewed struct {
	frames []games.Frame
	states []State
}

// playViewed plays ref to its end, player p writing moves[p] in turn (and
// exiting when it runs out), and takes the frames of v.
func playViewed(t *testing.T, v games.Drawing, ref *Referee, moves [2][]string) viewed {
	t.Helper()
	var g viewed
	picture := v.Frames(ref)
	take := func() {
		before := ref.State()
		g.frames = append(g.frames, picture())
		if after := ref.State(); after != before {
			t.Fatalf("frame %d changed the referee's state", len(g.frames)-1)
		}
		g.states = append(g.states, before)
	}
	take()
	var next [2]int
	for range 1000 {
		step := ref.Next()
		if step.Done {
			return g
		}
		p := step.Await[0]
		if next[p] >= len(moves[p]) {
			ref.Fault(p, games.Exited)
		} else {
			ref.Reply(p, moves[p][next[p]])
			next[p]++
		}
		take()
	}
	t.Fatal("the referee never ended the game")
	return g
}

// goldenViewed plays golden game name with the View of Game.
func goldenViewed(t *testing.T, name string) (viewed, Setup) {
	t.Helper()
	ref, moves := goldenReferee(t, name)
	return playViewed(t, Game().Drawing, ref, moves), ref.Setup()
}

// randomViewed plays a whole 300-turn game of random turns on the maze of
// seed.
func randomViewed(t *testing.T, seed uint64) viewed {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	var moves [2][]string
	for p := range 2 {
		for range MaxTurns {
			n := 1 + rng.IntN(12)
			b := make([]byte, n)
			for i := range b {
				b[i] = "FFFRLT"[rng.IntN(6)]
			}
			moves[p] = append(moves[p], string(b))
		}
	}
	ref, err := NewReferee(RandomSetup(seed))
	if err != nil {
		t.Fatal(err)
	}
	return playViewed(t, Game().Drawing, ref, moves)
}

// gridCell returns the value of cell (r, c) of a grid as gridOf writes it,
// split into its north edge, west edge and square.
func gridCell(t *testing.T, g string, r, c, base int) (north, west, square int) {
	t.Helper()
	if len(g) != (Size+1)*(Size+1) {
		t.Fatalf("grid of %d characters, want %d", len(g), (Size+1)*(Size+1))
	}
	v, err := strconv.ParseInt(g[r*(Size+1)+c:][:1], 36, 8)
	if err != nil {
		t.Fatalf("grid cell (%d, %d): %v", r, c, err)
	}
	n := int(v)
	return n % base, n / base % base, n / (base * base)
}

// TestViewFactsFollowTheState: each frame's facts, scores and explorers
// are the state's it was taken from, in the golden games (which end in
// sudden death) and a game to the turn limit.
func TestViewFactsFollowTheState(t *testing.T) {
	g01, _ := goldenViewed(t, "g01")
	cases := map[string]viewed{"g01 (sudden death)": g01, "random (300 turns)": randomViewed(t, 3)}
	for name, g := range cases {
		t.Run(name, func(t *testing.T) {
			for i, f := range g.frames {
				st := &g.states[i]
				want := map[string]string{
					"red":     st.Pose(0).Square.String() + st.Pose(0).Facing.String(),
					"blue":    st.Pose(1).Square.String() + st.Pose(1).Facing.String(),
					"turn":    strconv.Itoa(st.turnsPlayed()),
					"points":  fmt.Sprintf("%d,%d", st.pointsOf(0), st.pointsOf(1)),
					"squares": fmt.Sprintf("%d,%d", st.Discovered(0), st.Discovered(1)),
				}
				for k, v := range want {
					if f.Facts[k] != v {
						t.Errorf("frame %d: fact %q is %q, want %q", i, k, f.Facts[k], v)
					}
				}
				if len(f.Facts) != len(want) {
					t.Errorf("frame %d: facts %v, want the keys of %v", i, f.Facts, want)
				}
				d := f.Draw.(frameDraw)
				for p := range 2 {
					pose := st.Pose(p)
					if w := [3]int{pose.Square.row(), pose.Square.col(), int(pose.Facing)}; d.Pos[p] != w {
						t.Errorf("frame %d: %s drawn at %v, want %v", i, seatName(p), d.Pos[p], w)
					}
				}
				wantScores := []float64{float64(st.pointsOf(0)), float64(st.pointsOf(1))}
				if st.Over() {
					sc := st.Score()
					wantScores = []float64{float64(sc[0]), float64(sc[1])}
				}
				if fmt.Sprint(f.Scores) != fmt.Sprint(wantScores) {
					t.Errorf("frame %d: scores %v, want %v (over: %v)", i, f.Scores, wantScores, st.Over())
				}
			}
			if last := g.states[len(g.states)-1]; !last.Over() {
				t.Errorf("the last frame's state is not over: %v", last.End())
			}
		})
	}
}

// TestViewSquaresAndKnowledge: a frame's squares show who discovered what,
// and its knowledge grids hold exactly what the jury credits each player:
// the walls, the openings, the squares discovered and the dead ends.
func TestViewSquaresAndKnowledge(t *testing.T) {
	g, _ := goldenViewed(t, "g02")
	for _, i := range []int{0, 1, 2, 17, len(g.frames) / 2, len(g.frames) - 1} {
		st := &g.states[i]
		d := g.frames[i].Draw.(frameDraw)
		for q := range Square(numSquares) {
			red, blue := st.know[0].discovered(q.col(), q.row()), st.know[1].discovered(q.col(), q.row())
			mark := d.Squares[q]
			gotRed, gotBlue := strings.IndexByte("rR*B", mark) >= 0, strings.IndexByte("bB*R", mark) >= 0
			if gotRed != red || gotBlue != blue {
				t.Errorf("frame %d: %v marked %q; red has it: %v, blue: %v", i, q, mark, red, blue)
			}
		}
		for p := range 2 {
			k := &st.know[p]
			for r := range Size + 1 {
				for c := range Size + 1 {
					north, west, square := gridCell(t, d.Know[p], r, c, 3)
					wantNorth, wantWest, wantSquare := 0, 0, 0
					if c < Size {
						wantNorth = int(edgeState(k, true, r, c))
					}
					if r < Size {
						wantWest = int(edgeState(k, false, c, r))
					}
					if r < Size && c < Size {
						wantSquare = int(squareState(k, r, c))
					}
					if north != wantNorth || west != wantWest || square != wantSquare {
						t.Errorf("frame %d: %s's knowledge at row %d column %d is %d %d %d (north, west, square), want %d %d %d",
							i, seatName(p), r, c, north, west, square, wantNorth, wantWest, wantSquare)
					}
				}
			}
		}
	}
}

// TestViewFirstDiscoverer: a square both players have discovered is
// marked with the one that discovered it first, which is the one whose
// count of squares grew by it in an earlier frame.
func TestViewFirstDiscoverer(t *testing.T) {
	g, _ := goldenViewed(t, "g01")
	first := map[Square]byte{}
	for i, st := range g.states {
		for q := range Square(numSquares) {
			if _, ok := first[q]; ok {
				continue
			}
			switch red, blue := st.know[0].discovered(q.col(), q.row()), st.know[1].discovered(q.col(), q.row()); {
			case red && blue:
				t.Fatalf("frame %d: %v discovered by both in one step", i, q)
			case red:
				first[q] = 'R'
			case blue:
				first[q] = 'B'
			}
		}
	}
	last := g.frames[len(g.frames)-1].Draw.(frameDraw)
	both := 0
	for q := range Square(numSquares) {
		m := last.Squares[q]
		if m != 'R' && m != 'B' {
			continue
		}
		both++
		if m != first[q] {
			t.Errorf("%v marked %c, but %c discovered it first", q, m, first[q])
		}
	}
	if both == 0 {
		t.Error("no square discovered by both at the end of g01")
	}
}

// TestViewTrails: each player's trail is the squares it stood on after
// each step, repeats left out, ending where it stands.
func TestViewTrails(t *testing.T) {
	g := randomViewed(t, 5)
	var want [2][]int
	for i, st := range g.states {
		for p := range 2 {
			q := int(st.Pose(p).Square)
			if n := len(want[p]); n == 0 || want[p][n-1] != q {
				want[p] = append(want[p], q)
			}
			got := g.frames[i].Draw.(frameDraw).Trail[p]
			if fmt.Sprint(got) != fmt.Sprint(want[p]) {
				t.Fatalf("frame %d: %s's trail is %v, want %v", i, seatName(p), got, want[p])
			}
		}
	}
}

// TestViewKeepsRefereesApart: frames of two matches taken in turn, with
// one View, have each its own trails, as if taken alone.
func TestViewKeepsRefereesApart(t *testing.T) {
	v := Game().Drawing
	a, _ := NewReferee(RandomSetup(1))
	b, _ := NewReferee(RandomSetup(2))
	alone, _ := NewReferee(RandomSetup(1))
	fa, fb, fAlone := v.Frames(a), v.Frames(b), Game().Drawing.Frames(alone)
	for i := range 40 {
		for _, r := range []*Referee{a, b, alone} {
			r.Next()
			if err := r.Reply(i%2, "FRFLF"); err != nil {
				t.Fatal(err)
			}
		}
		fb()
		got, _ := json.Marshal(fa())
		want, _ := json.Marshal(fAlone())
		if !bytes.Equal(got, want) {
			t.Fatalf("step %d: a frame taken beside another match differs from one taken alone", i)
		}
	}
}

// TestViewFrameSize: no frame's JSON exceeds 4 KB, so that a page of 300
// turns stays near a megabyte.
func TestViewFrameSize(t *testing.T) {
	g := randomViewed(t, 7)
	total := 0
	for i, f := range g.frames {
		b, err := json.Marshal(f)
		if err != nil {
			t.Fatal(err)
		}
		total += len(b)
		if len(b) > 4096 {
			t.Errorf("frame %d is %d bytes of JSON, want at most 4096", i, len(b))
		}
	}
	t.Logf("%d frames, %d bytes of JSON", len(g.frames), total)
}

// TestViewMatchIsTheMaze: the match's wall grid holds exactly the maze's
// walls, and the same referee gives the same bytes.
func TestViewMatchIsTheMaze(t *testing.T) {
	for _, seed := range []uint64{1, 2, 99} {
		setup := RandomSetup(seed)
		ref, err := NewReferee(setup)
		if err != nil {
			t.Fatal(err)
		}
		v := Game().Drawing
		first, err := json.Marshal(v.Match(ref))
		if err != nil {
			t.Fatal(err)
		}
		if again, _ := json.Marshal(v.Match(ref)); !bytes.Equal(first, again) {
			t.Errorf("seed %d: Match gave different JSON the second time", seed)
		}
		m := v.Match(ref).(mazeDraw)
		for q := range Square(numSquares) {
			r, c := q.row(), q.col()
			north, west, _ := gridCell(t, m.Walls, r, c, 2)
			_, east, _ := gridCell(t, m.Walls, r, c+1, 2)
			south, _, _ := gridCell(t, m.Walls, r+1, c, 2)
			got := [4]bool{north == 1, east == 1, south == 1, west == 1}
			want := [4]bool{setup.Maze.wall(q, North), setup.Maze.wall(q, East), setup.Maze.wall(q, South), setup.Maze.wall(q, West)}
			if got != want {
				t.Errorf("seed %d: %v drawn with walls %v (N, E, S, W), want %v", seed, q, got, want)
			}
		}
	}
}

// A frame's lists of numbers read back, negative points included: they
// are separated by commas. The fault this prevents: "points" written
// "3707--534", Red's and Blue's joined by "-", which no reader can split.
func TestViewFactsReadBack(t *testing.T) {
	g21, _ := goldenViewed(t, "g21")
	g01, _ := goldenViewed(t, "g01")
	negative := false
	for name, g := range map[string]viewed{"g21": g21, "g01": g01, "random (300 turns)": randomViewed(t, 3)} {
		for i, f := range g.frames {
			st := &g.states[i]
			for fact, want := range map[string][2]int{
				"points":  {st.pointsOf(0), st.pointsOf(1)},
				"squares": {st.Discovered(0), st.Discovered(1)},
			} {
				parts := strings.Split(f.Facts[fact], ",")
				if len(parts) != 2 {
					t.Fatalf("%s frame %d: %s %q does not split into Red's and Blue's", name, i, fact, f.Facts[fact])
				}
				for p, s := range parts {
					n, err := strconv.Atoi(s)
					if err != nil || n != want[p] {
						t.Errorf("%s frame %d: %s %q reads back %s's as %d (%v); it is %d", name, i, fact, f.Facts[fact], seatName(p), n, err, want[p])
					}
					negative = negative || n < 0
				}
			}
		}
	}
	if !negative {
		t.Error("no frame had negative points: the read-back of a negative number was not checked")
	}
}

// The score note says what the scores count: the points so far during
// play; at the end the reason and how each player's points made its
// score. The fault this prevents: a score line that jumped from points to
// 1000-0 without saying why.
func TestViewScoreNote(t *testing.T) {
	g01, _ := goldenViewed(t, "g01")
	for _, tc := range []struct {
		name string
		g    viewed
		end  []string
	}{
		{"g01 (sudden death)", g01, []string{"sudden death: ", " doubled to ", " set to 0"}},
		{"random (300 turns)", randomViewed(t, 3), []string{"150 turns each: ", "red's ", ", blue's "}},
	} {
		for i, f := range tc.g.frames[:len(tc.g.frames)-1] {
			if f.ScoreNote != "points so far; the final score is 0 to 1000" {
				t.Errorf("%s frame %d: score note %q during play", tc.name, i, f.ScoreNote)
			}
		}
		last := tc.g.frames[len(tc.g.frames)-1]
		for _, want := range tc.end {
			if !strings.Contains(last.ScoreNote, want) {
				t.Errorf("%s: the end's score note %q does not say %q", tc.name, last.ScoreNote, want)
			}
		}
		t.Logf("%s: %v (%s)", tc.name, last.Scores, last.ScoreNote)
	}
}

// The end's score note ends each player's part on its score: the note
// retells what State.Score does to the points (sudden death doubles or
// zeroes them, a player out scores 0, the score lies within 0 to 1000),
// and this keeps the two telling the same.
func TestViewScoreNoteAgreesWithScore(t *testing.T) {
	ends := map[string]viewed{}
	for _, name := range []string{"g01", "g02", "g21"} {
		ends[name], _ = goldenViewed(t, name)
	}
	for seed := range uint64(6) {
		ends[fmt.Sprintf("random %d", seed)] = randomViewed(t, seed)
	}
	lastNumber := regexp.MustCompile(`(-?\d+)\D*$`)
	for name, g := range ends {
		n := len(g.frames) - 1
		st, note := g.states[n], g.frames[n].ScoreNote
		at := strings.LastIndex(note, seatName(0)+"'s ")
		parts := strings.Split(note[max(at, 0):], ", "+seatName(1)+"'s ")
		if !st.Over() || at < 0 || len(parts) != 2 {
			t.Errorf("%s: the end's score note %q does not tell each player's score", name, note)
			continue
		}
		for p, score := range st.Score() {
			m := lastNumber.FindStringSubmatch(parts[p])
			if m == nil || m[1] != strconv.Itoa(score) {
				t.Errorf("%s: the score note tells %s's score as %q; State.Score gives %d", name, seatName(p), parts[p], score)
			}
		}
	}
}
