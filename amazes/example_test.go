package amazes_test

import (
	"fmt"
	"log"
	"math/rand/v2"
	"strings"

	"github.com/contestgames/games/amazes"
)

// A game starts from a setup (a maze and two starts); each turn the player
// to move is shown its View and plays a Turn of letters. Here both players
// walk to the end of a corridor in sight for ten turns each.
func Example() {
	rng := rand.New(rand.NewPCG(1, 2))
	st, err := amazes.NewState(amazes.RandomSetup(1))
	if err != nil {
		log.Fatal(err)
	}
	for range 20 {
		v := st.View(st.ToMove())
		// Walk to the end of a corridor in sight, picked at random;
		// back the way it came only when there is no other.
		l := amazes.T
		for _, i := range rng.Perm(3) {
			if c := []amazes.Letter{amazes.F, amazes.R, amazes.L}[i]; v.Lines[c].Len() > 0 {
				l = c
				break
			}
		}
		var t amazes.Turn
		t.Add(l)
		for range v.Lines[l].Len() - 1 {
			t.Add(amazes.F)
		}
		if err := st.Play(t); err != nil {
			log.Fatal(err)
		}
	}
	for p, name := range []string{"red", "blue"} {
		fmt.Printf("%s on %v: %d squares discovered, %d points\n", name, st.Pose(p), st.Discovered(p), st.Score()[p])
	}
	// Output:
	// red on 20 9 E: 40 squares discovered, 58 points
	// blue on 24 22 N: 27 squares discovered, 36 points
}

// ParseSetup reads a maze file with its two start lines; NewState checks
// the rules of a valid maze and its starts, and says which one fails, and
// where.
func ExampleParseSetup() {
	var text strings.Builder
	text.WriteString("1 1 E\n25 25 W\n")
	for i := range 51 {
		n := 25 // every edge a wall: no square reaches another
		if i%2 == 1 {
			n = 26
		}
		text.WriteString(strings.Repeat("1", n) + "\n")
	}
	s, err := amazes.ParseSetup([]byte(text.String()))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(s.Start[0], "/", s.Start[1])
	_, err = amazes.NewState(s)
	fmt.Println(err)
	// Output:
	// 1 1 E / 25 25 W
	// amazes: invalid maze: connected: r1c2 cannot be reached from r1c1 (1 of 625 squares can)
}

// A host runs Amazes through its Game: the option "maze" holds a maze
// file's text, and an error in it names the option and the line.
func ExampleGame() {
	g := amazes.Game()
	_, complete, err := g.NewReferee(1, nil)
	if err != nil {
		log.Fatal(err)
	}
	setup := complete["maze"]
	fmt.Println(strings.Join(strings.Split(setup, "\n")[:3], " / "))
	lines := strings.Split(setup, "\n")
	lines[5] = "1x" + lines[5][2:] // a typo in the third wall line
	_, _, err = g.NewReferee(1, map[string]string{"maze": strings.Join(lines, "\n")})
	fmt.Println(err)
	// Output:
	// 14 3 N / 24 18 S / 1111111111111111111111111
	// amazes: option maze: maze line 6, column 2: 'x' is neither a wall ('1', '#', '-', '|') nor an opening ('0', '.', ' ')
}

// The view is what the jury sends: the four sight lines (ahead, right,
// behind, left) and the squared distance to the opponent.
func ExampleState_View() {
	st, err := amazes.NewState(amazes.RandomSetup(3))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(st.Pose(0))
	fmt.Println(st.View(0))
	// Output:
	// 9 21 N
	// LRW
	// W
	// NNBBW
	// W
	// 292
}

// ParseTurn reads what a player writes and names what is wrong with a bad
// line; the referee disqualifies a player for it.
func ExampleParseTurn() {
	for _, line := range []string{"TFFR", "", "FFx"} {
		t, err := amazes.ParseTurn(line)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(t.Len(), "letters:", t)
	}
	// Output:
	// 4 letters: TFFR
	// amazes: turn "": empty line; a turn is 1 to 256 letters from F, L, R, T
	// amazes: turn "FFx": character 3 is 'x'; a turn is letters from F, L, R, T
}

// A bot keeps a Map in its own frame, fed with the views it reads and the
// turns it writes; it counts exactly the squares the jury credits.
func ExampleMap() {
	st, err := amazes.NewState(amazes.RandomSetup(5))
	if err != nil {
		log.Fatal(err)
	}
	var m amazes.Map
	for range 3 {
		if err := m.Look(st.View(0)); err != nil {
			log.Fatal(err)
		}
		// Go one step through any opening.
		x, y, facing := m.Here()
		var t amazes.Turn
		for l := range amazes.Letter(4) {
			if m.Side(x, y, facing.Turn(l)) == amazes.Open {
				t.Add(l)
				break
			}
		}
		m.Walk(t)
		if err := st.Play(t); err != nil {
			log.Fatal(err)
		}
		if err := st.Play(t); err != nil { // Blue plays the same letters
			log.Fatal(err)
		}
	}
	if err := m.Look(st.View(0)); err != nil {
		log.Fatal(err)
	}
	x, y, facing := m.Here()
	fmt.Printf("map: %d squares, at (%d, %d) facing %v; jury: %d squares\n", m.Count(), x, y, facing, st.Discovered(0))
	// Output:
	// map: 13 squares, at (0, 1) facing S; jury: 13 squares
}

// A turn that steps through a side the map has not seen stops there if
// that side is a wall. SureAfter says, before the turn is written, whether
// the view after it will tell where it ended.
func ExampleMap_SureAfter() {
	st, err := amazes.NewState(amazes.RandomSetup(5))
	if err != nil {
		log.Fatal(err)
	}
	var m amazes.Map
	if err := m.Look(st.View(0)); err != nil {
		log.Fatal(err)
	}
	// The view shows the squares along the four sight lines and their side
	// openings; beyond those, FLF and FLL step through sides not yet seen.
	for _, letters := range []string{"F", "FL", "FLF", "FLL", "FLFT"} {
		t, err := amazes.ParseTurn(letters)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%-4s sure: %v\n", letters, m.SureAfter(t))
	}
	// Output:
	// F    sure: true
	// FL   sure: true
	// FLF  sure: true
	// FLL  sure: false
	// FLFT sure: true
}

// A Referee runs a game as the contest's jury did, as a pure state
// machine: Next says what to send and whose line to wait for; Reply hands
// over the line. Package protocol runs it against programs; here two
// scripted players answer every view with "FL".
func ExampleReferee() {
	ref, err := amazes.NewReferee(amazes.RandomSetup(7))
	if err != nil {
		log.Fatal(err)
	}
	first := true
	for {
		step := ref.Next()
		if first {
			fmt.Printf("to seat %d: %q\n", step.Send[0].To, step.Send[0].Text)
			first = false
		}
		if step.Done {
			break
		}
		if err := ref.Reply(step.Await[0], "FL"); err != nil {
			log.Fatal(err)
		}
	}
	res := ref.Result()
	fmt.Println(res.Reason, res.Scores)
	// Output:
	// to seat 0: "Start\nW\nW\nRRW\nW\n818"
	// 150 turns each [0 0]
}
