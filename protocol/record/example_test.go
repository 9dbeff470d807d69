package record_test

import (
	"fmt"
	"strings"

	"github.com/contestgames/games/protocol/record"
)

// Read gives a record's lines as Go values, for tools.
func ExampleRead() {
	recorded := `{"game":"race","seed":0,"options":{},"players":["ones","twos"]}
{"to":0,"text":"go 0"}
{"from":0,"text":"1","ms":0.25}
{"to":1,"text":"go 1"}
{"fault":"timeout","player":1}
{"to":0,"text":"quit"}
{"scores":[1,0],"winner":0,"reason":"player 0 wins","fault":{"player":1,"move":"","rule":"timeout"}}
`
	rec, err := record.Read(strings.NewReader(recorded))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, ev := range rec.Events {
		switch ev.Kind {
		case record.Sent:
			fmt.Printf("line %d: to %d: %q\n", ev.Line, ev.Player, ev.Text)
		case record.Received:
			fmt.Printf("line %d: from %d: %q after %v\n", ev.Line, ev.Player, ev.Text, ev.Think)
		case record.Faulted:
			fmt.Printf("line %d: %v of %d\n", ev.Line, ev.Fault, ev.Player)
		}
	}
	fmt.Printf("%v, winner %d: %s\n", rec.Result.Scores, rec.Result.Winner, rec.Result.Reason)
	// Output:
	// line 2: to 0: "go 0"
	// line 3: from 0: "1" after 250µs
	// line 4: to 1: "go 1"
	// line 5: timeout of 1
	// line 6: to 0: "quit"
	// [1 0], winner 0: player 0 wins
}
