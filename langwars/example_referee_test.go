package langwars_test

import (
	"fmt"
	"log"
	"strings"

	"github.com/contestgames/games"
	"github.com/contestgames/games/langwars"
	"github.com/contestgames/games/langwars/bots"
)

// A Referee runs a game as a state machine: a runner (package protocol,
// or this loop) delivers its messages and hands back each player's line.
// Here greedy plays three random bots; player 3's program crashes in the
// third turn and picks language 0 from then on.
func ExampleReferee() {
	ref, err := langwars.NewReferee(langwars.RandomSetup(2014))
	if err != nil {
		log.Fatal(err)
	}
	players := []games.Bot{bots.NewGreedy(1), bots.NewRandom(2), bots.NewRandom(3), bots.NewRandom(4)}
	said := make([][]string, len(players))
	for p, b := range players {
		said[p] = b.Start() // READY
	}
	turn := 0
	for {
		step := ref.Next()
		for _, m := range step.Send {
			for _, line := range strings.Split(m.Text, "\n") {
				said[m.To] = append(said[m.To], players[m.To].Hear(line)...)
			}
		}
		if step.Done {
			break
		}
		if step.Timer == games.TurnStart {
			turn++
		}
		for _, p := range step.Await {
			var err error
			if p == 3 && turn == 3 {
				err = ref.Fault(p, games.Exited)
			} else {
				err = ref.Reply(p, said[p][0])
				said[p] = said[p][1:]
			}
			if err != nil {
				log.Fatal(err) // a mistake of this loop's, not of a player's
			}
		}
	}
	res := ref.Result()
	fmt.Println("attention:", ref.Setup().Attention)
	fmt.Println(res.Scores)
	fmt.Println(res.Reason)
	fmt.Printf("%+v\n", *res.Fault)
	// Output:
	// attention: 3 5 4 5 4 3 6 3
	// [14 5 -3.5 -15.5]
	// player 0 wins with 14.0 victory points
	// {Player:3 Move: Rule:exited Detail:}
}
