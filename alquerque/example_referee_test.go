package alquerque_test

import (
	"fmt"
	"log"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/alquerque/bots"
)

// A referee drives a match: each step says what to send to whom and whose
// line to wait for. Here two in-process bots play, and a small loop does
// what package protocol does for programs: it hands each message to its
// bot and the awaited bot's answer to the referee.
func ExampleNewReferee() {
	ref, err := alquerque.NewReferee(alquerque.RandomSetup(0))
	if err != nil {
		log.Fatal(err)
	}
	players := [2]games.Bot{bots.NewSearch(bots.Options{Depth: 3}), bots.NewRandom(1)}
	var written [2][]string // what each bot wrote and the referee has not read yet
	sent := 0
	for {
		step := ref.Next()
		for _, m := range step.Send {
			if sent++; sent <= 3 || m.Text == alquerque.QuitLine {
				fmt.Printf("to %s: %s\n", alquerque.Color(m.To), m.Text)
			}
			written[m.To] = append(written[m.To], players[m.To].Hear(m.Text)...)
		}
		if step.Done {
			break
		}
		p := step.Await[0]
		if len(written[p]) == 0 {
			// A program would have been stopped.
			if err := ref.Fault(p, games.Exited); err != nil {
				log.Fatal(err)
			}
			continue
		}
		if err := ref.Reply(p, written[p][0]); err != nil {
			log.Fatal(err)
		}
		written[p] = written[p][1:]
	}
	res := ref.Result()
	fmt.Println(len(ref.Played()), "plies")
	fmt.Println(res.Scores, res.Reason)
	// Output:
	// to white: Start
	// to black: d3-d4
	// to white: d5*d3
	// to black: Quit
	// 59 plies
	// [12 0] white took black's last piece
}

// An illegal move ends the match: its author loses 0-12, both players are
// sent Quit, and the result names the rule broken.
func ExampleReferee_Reply() {
	ref, err := alquerque.NewReferee(alquerque.Setup{Start: alquerque.Start()})
	if err != nil {
		log.Fatal(err)
	}
	for p, line := range []string{"c3-d4", "d5-d4"} {
		// Only a runner's mistake is an error: an illegal move is not.
		if err := ref.Reply(p, line); err != nil {
			log.Fatal(err)
		}
	}
	step := ref.Next()
	fmt.Println(step.Send, step.Done)
	res := ref.Result()
	fmt.Println(res.Scores, res.Reason)
	fmt.Printf("%+v\n", *res.Fault)
	// Output:
	// [{0 Quit} {1 Quit}] true
	// [12 0] black: illegal move d5-d4: a capture is compulsory, and d5 cannot capture; the pieces that can are on {e5}
	// {Player:1 Move:d5-d4 Rule:capture is compulsory Detail:}
}
