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
	st, err := ontherun.NewState(ontherun.Setup{Map: m})
	if err != nil {
		log.Fatal(err)
	}
	if err := st.Play(ontherun.Move{Squad: ontherun.Squad{1, 2, 3, 4}}); err != nil {
		log.Fatal(err)
	}
	if err := st.Play(ontherun.Move{To: 7}); err != nil {
		log.Fatal(err)
	}
	for !st.Over() {
		q := st.Squad()
		detectives := ontherun.CitiesOf(q[:]...)
		mv, _ := st.RandomMove(rng)
		for try := 0; try < 10 && detectives.Has(mv.To); try++ {
			mv, _ = st.RandomMove(rng)
		}
		if err := st.Play(mv); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("turn %d: the fugitive takes %v; the detectives are told %v\n", st.Turn(), mv, st.View().Clues[st.Turn()-1])
		if st.Over() {
			break
		}
		mv, _ = st.RandomMove(rng)
		if err := st.Play(mv); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("        the detectives go to %v\n", mv.Squad)
	}
	winner, _ := st.Winner()
	fmt.Println(st.End(), "in turn", st.Turn(), "score", st.Score(), "won by the", ontherun.Role(winner))
	// Output:
	// turn 1: the fugitive takes C 6; the detectives are told C
	//         the detectives go to [8 1 4 3]
	// turn 2: the fugitive takes C 7; the detectives are told C
	//         the detectives go to [5 4 1 8]
	// turn 3: the fugitive takes C 6; the detectives are told C
	//         the detectives go to [2 1 4 5]
	// turn 4: the fugitive takes C 8; the detectives are told C
	//         the detectives go to [3 5 7 8]
	// arrested in turn 4 score [0 20] won by the detectives
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
	m, err := ontherun.Generate(rand.New(rand.NewPCG(2007, 1)), ontherun.MaxCities)
	if err != nil {
		log.Fatal(err)
	}
	for t := ontherun.Car; t <= ontherun.Plane; t++ {
		connections, served := 0, 0
		for c := range m.All().All() {
			if n := m.Neighbors(t, c).Count(); n > 0 {
				connections += n
				served++
			}
		}
		fmt.Printf("%v: %d connections serving %d cities\n", t, connections/2, served)
	}
	fmt.Println(m.Validate())
	// Output:
	// C: 458 connections serving 200 cities
	// T: 120 connections serving 66 cities
	// P: 9 connections serving 10 cities
	// <nil>
}

// RandomSetup draws the map that the referee program plays on for a
// seed, as the contest's referee drew one for each game.
func ExampleRandomSetup() {
	s := ontherun.RandomSetup(1)
	fmt.Println(s.Map.All().Count(), "cities;", s.Map.Validate())
	// Output:
	// 200 cities; <nil>
}

// The detectives' view keeps the suspects: the cities where the fugitive
// can be, given the transports they were told and their own moves.
func ExampleView() {
	m, _ := ontherun.ParseMap([]byte(exampleMap))
	st, _ := ontherun.NewState(ontherun.Setup{Map: m})
	v := st.View() // what the detectives know before the game: nothing yet
	_ = v.Play(ontherun.Move{Squad: ontherun.Squad{1, 2, 3, 4}})
	_ = v.Play(ontherun.Move{To: 7}) // the fugitive starts in city 7
	_ = v.Play(ontherun.Move{Transport: ontherun.Car})
	fmt.Println("after a car:", v.Suspects) // 4 holds a detective
	_ = v.Play(ontherun.Move{Squad: ontherun.Squad{2, 5, 4, 3}})
	_ = v.Play(ontherun.Move{Transport: ontherun.Car})
	fmt.Println("after a car:", v.Suspects)
	// Output:
	// after a car: {6}
	// after a car: {7 8}
}

// A referee judges a match; here two built-in bots play it in-process,
// and a small loop does what package protocol does for programs.
func ExampleNewReferee() {
	m, _ := ontherun.ParseMap([]byte(exampleMap))
	ref, err := ontherun.NewReferee(ontherun.Setup{Map: m})
	if err != nil {
		log.Fatal(err)
	}
	players := [2]games.Bot{bots.NewFlee(m, 1), bots.NewChase(m, 1)}
	var written [2][]string
	// answer hands the referee player p's next line; a bot with no line
	// left counts as a program that has exited.
	answer := func(p int) error {
		if len(written[p]) == 0 {
			return ref.Fault(p, games.Exited)
		}
		line := written[p][0]
		written[p] = written[p][1:]
		return ref.Reply(p, line)
	}
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
		if err := answer(step.Await[0]); err != nil {
			log.Fatal(err) // a mistake of this loop's, not of a player's
		}
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

// A host such as the referee program makes a match from a seed and
// options by name: here the rule page's map, given as the map option. The
// complete options hold the map as the programs will read it from
// connect.txt.
func ExampleGame() {
	g := ontherun.Game()
	ref, options, err := g.NewReferee(1, map[string]string{"map": exampleMap})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(g.Seats, ref.Players())
	fmt.Println(string(g.Files(options)["connect.txt"]) == exampleMap)
	_, _, err = g.NewReferee(1, map[string]string{"map": "8\nC 1-9\nEND\n"})
	fmt.Println(err)
	// Output:
	// [fugitive detectives] 2
	// true
	// ontherun: option map: map line 2 "C 1-9": no city 9 on a map of cities 1 to 8
}
