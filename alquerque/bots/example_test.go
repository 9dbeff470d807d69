package bots_test

import (
	"context"
	"fmt"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol"
)

// A bot hears the jury's lines and answers with its moves. The first line
// tells it its colour: "Start" for White, White's first move for Black.
// Here two bots talk to each other directly; a referee would check each
// move and end the game.
func Example() {
	white := bots.NewSearch(bots.Options{Depth: 4, TableBits: 16})
	black := bots.NewRandom(2008)
	line := alquerque.StartLine
	for ply := range 6 {
		var bot games.Bot = white
		if ply%2 == 1 {
			bot = black
		}
		line = bot.Hear(line)[0]
		fmt.Println(alquerque.Color(ply%2), line)
	}
	// Both are told to stop, and answer nothing.
	fmt.Println(white.Hear(alquerque.QuitLine), black.Hear(alquerque.QuitLine))
	// Output:
	// white d3-d4
	// black d5*d3
	// white d2*d4
	// black b4*d2
	// white d1*d3
	// black e5*c3
	// [] []
}

// A bot that tracks the game itself can ask an Engine for its moves. With
// a fixed depth the engine ignores the clock and always answers the same.
// Here White takes both black pieces in one chain rather than one with
// d2*b2; the score, 30000 less one ply, says it wins at once, which the
// first iteration saw, so the search went no deeper.
func ExampleEngine() {
	p, err := alquerque.ParsePosition("......./......./......./......./......./..bw.../wb..... w 60 - -")
	if err != nil {
		fmt.Println(err)
		return
	}
	e := bots.NewEngine(bots.Options{Depth: 6, TableBits: 12})
	m := e.Best(p)
	info := e.Info()
	fmt.Println(m, info.Depth, info.Score)
	// Output:
	// a1*c1*c3 1 29999
}

// A host knows a game only by its descriptor: it makes the referee from a
// seed and options, and seats built-in bots by name.
func ExampleGame() {
	g := bots.Game()
	fmt.Println(g.Name, g.Seats, g.Bots.Names, "defaults:", g.Bots.Defaults)
	const seed = 42
	ref, options, err := g.NewReferee(seed, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	var players []protocol.Player
	for seat := range g.Players() {
		b, err := g.NewBot("random", seed, seat, options)
		if err != nil {
			fmt.Println(err)
			return
		}
		players = append(players, protocol.NewBot(b))
	}
	res, err := (&protocol.Match{Referee: ref, Players: players}).Run(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Scores, res.Reason)
	// Output:
	// alquerque [white black] [search search-clock random pvs pvs-clock] defaults: [search random]
	// [0 12] black took white's last piece
}
