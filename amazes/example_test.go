package amazes_test

import (
	"errors"
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
	st, err := amazes.NewState(amazes.GenerateSetup(rng))
	if err != nil {
		log.Fatal(err)
	}
	for st.Played() < 20 {
		v := st.View()
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
	for p := range amazes.Player(2) {
		k := st.Knowledge(p)
		disc := k.Discovered()
		fmt.Printf("%v on %v: %d squares discovered, %d points\n", p, st.Pose(p), disc.Count(), st.Points(p))
	}
	// Output:
	// red on 14 4 N: 23 squares discovered, 21 points
	// blue on 10 3 W: 48 squares discovered, 70 points
}

// ParseSetup reads a maze file with its two start lines, in either
// spelling of the walls; Validate checks the rules of a valid maze and
// says which one fails, and where.
func ExampleParseSetup() {
	var text strings.Builder
	text.WriteString("1 1 E\n25 25 W\n")
	m := amazes.Boxed() // every edge a wall: no square reaches another
	text.WriteString(m.Art())
	s, err := amazes.ParseSetup([]byte(text.String()))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(s.Start[0], "/", s.Start[1])
	err = s.Validate()
	var me *amazes.MazeError
	if errors.As(err, &me) {
		fmt.Println(me.Rule, "-", err)
	}
	// Output:
	// 1 1 E / 25 25 W
	// connected - amazes: invalid maze: connected: r1c2 cannot be reached from r1c1 (1 of 625 squares can)
}

// The view is what the jury sends: the four sight lines (ahead, right,
// behind, left) and the squared distance to the opponent.
func ExampleState_View() {
	rng := rand.New(rand.NewPCG(3, 4))
	st, err := amazes.NewState(amazes.GenerateSetup(rng))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(st.Pose(amazes.Red))
	fmt.Println(st.View())
	// Output:
	// 18 6 E
	// LW
	// NNW
	// BW
	// W
	// 305
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
	rng := rand.New(rand.NewPCG(5, 6))
	st, err := amazes.NewState(amazes.GenerateSetup(rng))
	if err != nil {
		log.Fatal(err)
	}
	var m amazes.Map
	for range 3 {
		if err := m.Look(st.View()); err != nil {
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
	if err := m.Look(st.View()); err != nil {
		log.Fatal(err)
	}
	red := st.Knowledge(amazes.Red)
	disc := red.Discovered()
	x, y, facing := m.Here()
	fmt.Printf("map: %d squares, at (%d, %d) facing %v; jury: %d squares\n", m.Count(), x, y, facing, disc.Count())
	// Output:
	// map: 11 squares, at (0, 1) facing S; jury: 11 squares
}

// A Referee runs a game as the contest's jury did, as a pure state
// machine: Next says what to send and whose line to wait for; Reply hands
// over the line. Package protocol runs it against programs; here two
// scripted players answer every view with "FL".
func ExampleReferee() {
	rng := rand.New(rand.NewPCG(7, 8))
	ref, err := amazes.NewReferee(amazes.GenerateSetup(rng))
	if err != nil {
		log.Fatal(err)
	}
	first := true
	for {
		step := ref.Next()
		if first {
			fmt.Printf("to %v: %q\n", amazes.Player(step.Send[0].To), step.Send[0].Text)
			first = false
		}
		if step.Done {
			break
		}
		ref.Reply(step.Await[0], "FL")
	}
	res := ref.Result()
	fmt.Println(res.Reason, res.Scores)
	// Output:
	// to red: "Start\nW\nBRW\nRLW\nW\n317"
	// 150 turns each [0 0]
}
