package ontherun_test

import (
	"fmt"
	"log"
	"math/rand/v2"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/ontherun"
	"github.com/contestgames/games/ontherun/bots"
)

// exampleMap is the map of the rule page's example, as connect.txt holds
// it.
const exampleMap = `8
C 1-2
C 1-5
C 2-5
C 3-4
C 3-6
C 4-7
C 5-8
C 6-7
C 6-8
T 1-8
T 2-3
T 3-4
T 3-8
P 1-4
END
`

// A game on the rule page's map between two random players, the fugitive
// keeping off the detectives' cities when it can: the State checks every
// move, and tells how the game ended and the score.
func Example() {
	m, err := ontherun.ParseMap([]byte(exampleMap))
	if err != nil {
		log.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var st ontherun.State
	if err := st.PlaceDetectives(m, ontherun.Squad{1, 2, 3, 4}); err != nil {
		log.Fatal(err)
	}
	if err := st.PlaceFugitive(m, 7); err != nil {
		log.Fatal(err)
	}
	for !st.Over() {
		mv, _ := st.RandomFugitiveMove(m, rng)
		for try := 0; try < 10 && st.Squad().Has(mv.To); try++ {
			mv, _ = st.RandomFugitiveMove(m, rng)
		}
		if err := st.PlayFugitive(m, mv); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("turn %d: the fugitive takes %v; the detectives are told %v\n", st.Turn(), mv, st.Clue(st.Turn()))
		if st.Over() {
			break
		}
		q, _ := st.RandomSquadMove(m, rng)
		if err := st.PlayDetectives(m, q); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("        the detectives go to %v\n", q)
	}
	fmt.Println(st.End(), "in turn", st.Turn(), "score", st.Score())
	// Output:
	// turn 1: the fugitive takes C 6; the detectives are told C
	//         the detectives go to [8 1 4 3]
	// turn 2: the fugitive takes C 7; the detectives are told C
	//         the detectives go to [5 4 1 8]
	// turn 3: the fugitive takes C 6; the detectives are told C
	//         the detectives go to [2 1 4 5]
	// turn 4: the fugitive takes C 8; the detectives are told C
	//         the detectives go to [3 5 7 8]
	// arrested in turn 4 score [0 20]
}

// ParseMap reads connect.txt; Validate checks the rules of a valid map and
// names the rule broken and where.
func ExampleMap_Validate() {
	// Five cities in a car ring, and a city 6 reached only by train.
	m, err := ontherun.ParseMap([]byte("6\nC 1-2\nC 2-3\nC 3-4\nC 4-5\nC 5-1\nT 6-1\nEND\n"))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(m.Validate())
	// Output:
	// ontherun: map breaks the rule "train cities are car cities": city 6 has a train connection (to 1) but no car connection
}

// Generate draws a valid map like the contest's, from a seed.
func ExampleGenerate() {
	m, err := ontherun.Generate(rand.New(rand.NewPCG(2007, 1)), 200)
	if err != nil {
		log.Fatal(err)
	}
	for _, t := range ontherun.Transports {
		fmt.Printf("%s: %d connections serving %d cities\n", t.Name(), m.NumConnections(t), m.Served(t).Count())
	}
	fmt.Println(m.Validate())
	// Output:
	// car: 458 connections serving 200 cities
	// train: 120 connections serving 66 cities
	// plane: 9 connections serving 10 cities
	// <nil>
}

// The detectives' view keeps the suspects: the cities where the fugitive
// can be, given the transports they were told and their own moves.
func ExampleDetectivesView() {
	m, _ := ontherun.ParseMap([]byte(exampleMap))
	var v ontherun.DetectivesView
	_ = v.Place(ontherun.Squad{1, 2, 3, 4})
	_ = v.HearStart(7) // the fugitive starts in city 7
	_ = v.HearClue(m, ontherun.Clue{Transport: ontherun.Car})
	fmt.Println("after a car:", v.Suspects.Cities()) // 4 holds a detective
	_ = v.Move(ontherun.Squad{2, 5, 4, 3})
	_ = v.HearClue(m, ontherun.Clue{Transport: ontherun.Car})
	fmt.Println("after a car:", v.Suspects.Cities())
	// Output:
	// after a car: {6}
	// after a car: {7 8}
}

// A referee judges a match; here two built-in bots play it in-process,
// and a small loop does what package protocol does for programs.
func ExampleNewReferee() {
	m, _ := ontherun.ParseMap([]byte(exampleMap))
	ref, err := ontherun.NewReferee(m)
	if err != nil {
		log.Fatal(err)
	}
	players := [2]games.Bot{bots.NewFlee(m, 1), bots.NewChase(m, 1)}
	var written [2][]string
	for {
		step := ref.Next()
		for _, msg := range step.Send {
			fmt.Printf("to the %v: %q\n", ontherun.Role(msg.To), msg.Text)
			for _, line := range strings.Split(msg.Text, "\n") {
				written[msg.To] = append(written[msg.To], players[msg.To].Hear(line)...)
			}
		}
		if step.Done {
			break
		}
		p := step.Await[0]
		if len(written[p]) == 0 {
			ref.Fault(p, games.Exited)
			continue
		}
		ref.Reply(p, written[p][0])
		written[p] = written[p][1:]
	}
	res := ref.Result()
	fmt.Println(res.Scores, res.Reason)
	// Output:
	// to the fugitive: "Fugitive"
	// to the detectives: "Detectives"
	// to the fugitive: "1\n6\n2\n3"
	// to the detectives: "7"
	// to the detectives: "C"
	// to the fugitive: "Quit"
	// to the detectives: "Quit"
	// [0 20] detective 1 caught the fugitive in city 4 on turn 1, after 0 announcements: 0-20
}
