package bots_test

import (
	"fmt"
	"log"

	"github.com/contestgames/games/amazes/bots"
)

// A bot hears the jury's lines one at a time and answers after the fifth
// line of each view.
func ExampleNew() {
	b, err := bots.New("explore", 1, 0, nil)
	if err != nil {
		log.Fatal(err)
	}
	for _, line := range []string{"Start", "W", "NLW", "BW", "W", "298"} {
		for _, answer := range b.Hear(line) {
			fmt.Println(answer)
		}
	}
	// Output:
	// TR
}
