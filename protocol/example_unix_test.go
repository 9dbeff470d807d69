//go:build unix

package protocol_test

import (
	"context"
	"fmt"

	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/program"
)

// A program plays against a bot. The program is a shell script that
// answers "2" to every "go" line and ends at "quit".
func ExampleMatch_program() {
	script := `while read -r word sum; do [ "$word" = go ] && echo 2 || exit 0; done`
	m := &protocol.Match{
		Referee: newRace(),
		Players: []protocol.Player{
			program.New(script, program.Options{}),
			protocol.NewBot(adder("1")),
		},
	}
	res, err := m.Run(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Scores, res.Reason)
	// Output:
	// [1 0] player 0 wins
}
