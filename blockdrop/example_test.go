package blockdrop_test

import (
	"fmt"
	"strings"

	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/blockdrop/bots"
)

// A whole game between four in-process players: one hunter and three
// random bots, each choosing the action of the player to move.
func Example() {
	st, err := blockdrop.NewState(blockdrop.RandomSetup(7))
	if err != nil {
		panic(err)
	}
	players := [4]bots.Actor{bots.NewRandom(1), bots.NewHunter(2), bots.NewRandom(3), bots.NewRandom(4)}
	for !st.Over() {
		st.Step(players[st.ToMove()].Act(&st))
	}
	w, ok := st.Winner()
	fmt.Printf("%v: player %d won (%v) after %d global turns; scores %v\n", st.End(), w, ok, st.Turn(), st.Score())
	// Output:
	// one player left standing: player 1 won (true) after 125 global turns; scores [0 1 0 0]
}

// An attack marks the blocks ahead: the neighbour falls in the tick of
// the attacker's third turn after, just before its next own turn.
func ExampleState_Step() {
	start, _ := blockdrop.ParsePlacement("1,1,R 5,16,U 10,16,U 15,16,U")
	st, _ := blockdrop.NewState(blockdrop.Setup{Start: start, Turns: blockdrop.DefaultTurns})
	st.Step(blockdrop.A) // player 0 attacks to the right, along row 0 of blocks
	for range 3 {
		st.Step(blockdrop.N)
	}
	fmt.Print(st.Message())
	// Output:
	// 0
	// 4
	// 0 -19 4 8 12 16
	// 0 0 0 0 0 0
	// 0 0 0 0 0 0
	// 0 0 0 0 0 0
	// 0 0 0 0 0 0
	// 0 0 0 0 0 0
	// 1 1 R 2
	// 5 16 U 0
	// 10 16 U 0
	// 15 16 U 0
	// EOD
}

// A bot reads what it is sent with ParseMessage (or line by line with a
// MessageReader) and knows the whole game.
func ExampleParseMessage() {
	text := `2
6
0 0 0 0 0 0
0 0 0 0 0 0
0 -16 0 0 0 0
0 0 0 0 0 0
0 0 0 0 0 0
0 0 0 0 0 0
3 14 L 0
-1 -1 D 1
14 10 U 0
2 5 R 2
EOD
`
	st, err := blockdrop.ParseMessage(text)
	if err != nil {
		panic(err)
	}
	me := st.Player(st.ToMove())
	fmt.Printf("I am player %d at (%d,%d), facing %v; %d players left\n", st.ToMove(), me.X, me.Y, me.Facing, st.Living())
	fmt.Println("block (1,2) reads", st.Counter(blockdrop.BlockOf(4, 7)))
	// Output:
	// I am player 2 at (14,10), facing U; 3 players left
	// block (1,2) reads -16
}

// The referee reads replies as the organisers' engine did: the first
// word of the trimmed line, if it is one of the six letters, else N.
func ExampleParseReply() {
	for _, line := range []string{"U", " A \r", "L R", "up", ""} {
		fmt.Printf("%q -> %v\n", line, blockdrop.ParseReply(line))
	}
	// Output:
	// "U" -> U
	// " A \r" -> A
	// "L R" -> L
	// "up" -> N
	// "" -> N
}

// A placement in the form of the published games; the record's header
// keeps it as this text.
func ExampleParsePlacement() {
	pl, err := blockdrop.ParsePlacement("0,14,D 14,17,L 14,10,U 2,5,R")
	if err != nil {
		panic(err)
	}
	fmt.Println(pl[1].X, pl[1].Y, pl[1].Facing)
	fmt.Println(pl)
	_, err = blockdrop.ParsePlacement("0,14,D 1,16,L 14,10,U 2,5,R")
	fmt.Println(err)
	// Output:
	// 14 17 L
	// 0,14,D 14,17,L 14,10,U 2,5,R
	// blockdrop: placement: players 0 (0,14) and 1 (1,16) are 3 apart; want at least 4
}

// Driving the referee by hand, as a runner does: READY from everyone,
// then one message and one reply per global turn.
func ExampleReferee() {
	start, _ := blockdrop.ParsePlacement("0,14,D 14,17,L 14,10,U 2,5,R")
	ref, err := blockdrop.NewReferee(blockdrop.Setup{Start: start, Turns: 8})
	if err != nil {
		panic(err)
	}
	for {
		step := ref.Next()
		for _, m := range step.Send {
			first, _, _ := strings.Cut(m.Text, "\n")
			fmt.Printf("to %d: a message for player %s\n", m.To, first)
		}
		if step.Done {
			break
		}
		for _, p := range step.Await {
			if len(step.Send) == 0 {
				ref.Reply(p, "READY")
			} else {
				ref.Reply(p, "U")
			}
		}
	}
	fmt.Println(ref.Result().Reason)
	fmt.Println(ref.Played())
	// Output:
	// to 0: a message for player 0
	// to 1: a message for player 1
	// to 2: a message for player 2
	// to 3: a message for player 3
	// to 0: a message for player 0
	// to 1: a message for player 1
	// to 2: a message for player 2
	// to 3: a message for player 3
	// draw: the turn limit of 8 turns, players 0, 1, 2, 3 left standing
	// [U U U U U U U U]
}

// A host makes a match from its seed and options by name, as a command
// line gives them, and keeps the complete options in the record's header:
// they make the same match again whatever the seed.
func ExampleGame() {
	g := blockdrop.Game()
	ref, complete, err := g.NewReferee(1, map[string]string{"turns": "40"})
	if err != nil {
		panic(err)
	}
	fmt.Println(ref.Players(), complete["start"], complete["turns"])
	_, _, err = g.NewReferee(1, map[string]string{"turns": "forever"})
	fmt.Println(err)
	// Output:
	// 4 0,17,L 4,10,D 8,14,L 17,10,L 40
	// blockdrop: option turns: "forever": want a number of global turns, 1 to 16777216
}
