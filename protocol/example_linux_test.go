package protocol_test

import (
	"context"
	"fmt"

	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/program"
)

// A match pinned to one CPU, the first this process may use: the program
// it starts runs there too.
func ExampleMatch_cpus() {
	cpus, err := protocol.AllowedCPUs()
	if err != nil {
		fmt.Println(err)
		return
	}
	script := `while read -r word sum; do [ "$word" = go ] && echo 2 || exit 0; done`
	m := &protocol.Match{
		Referee: newRace(),
		Players: []protocol.Player{
			program.New(script, program.Options{}),
			protocol.NewBot(adder("1")),
		},
		CPUs: cpus[:1],
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

// A program of a stranger, in a sandbox with a process limit of its own,
// against a Go bot. (Not run as a test: it needs bubblewrap.)
func ExampleSandbox() {
	if err := program.CheckSandbox(); err != nil {
		fmt.Println(err) // protocol: sandbox: bwrap not found: install bubblewrap ...
		return
	}
	script := `while read -r word sum; do [ "$word" = go ] && echo 2 || exit 0; done`
	m := &protocol.Match{
		Referee: newRace(),
		Players: []protocol.Player{
			program.New(script, program.Options{
				Sandbox:     &program.Sandbox{Processes: 16},
				MemoryLimit: 64 << 20,
			}),
			protocol.NewBot(adder("1")),
		},
	}
	res, err := m.Run(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Scores, res.Reason, m.Usage[0].CPU > 0)
}
