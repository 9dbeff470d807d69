// Judge plays one Alquerque match between two programs, each in a sandbox,
// under the contest's clock: judge WHITE BLACK >RECORD logs the result.
package main

import (
	"context"
	"log"
	"os"

	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/program"
	"github.com/contestgames/games/protocol/record"
)

func main() {
	ref, _, err := alquerque.Game().NewReferee(1, nil) // its Clock is the contest's
	if err != nil {
		log.Fatal(err)
	}
	m := &protocol.Match{Referee: ref, Record: os.Stdout, Header: record.Header{Game: "alquerque", Seed: 1}}
	for _, command := range os.Args[1:] { // WHITE BLACK: Run refuses any other number
		m.Players = append(m.Players, program.New(command, program.Options{Sandbox: &program.Sandbox{}}))
	}
	res, err := m.Run(context.Background())
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("result: scores %v, winner %d: %s", res.Scores, res.Winner, res.Reason)
}
