package bots_test

import (
	"fmt"

	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/blockdrop/bots"
)

// A bot speaks the contest's lines: READY first, then one letter for each
// message of 13 lines.
func ExampleHunter() {
	h := bots.NewHunter(1)
	fmt.Println(h.Start())
	st, _ := blockdrop.NewState(blockdrop.RandomSetup(3))
	var said []string
	for line := range splitLines(st.Message()) {
		said = append(said, h.Hear(line)...)
	}
	fmt.Println(len(said), "answer")
	// Output:
	// [READY]
	// 1 answer
}

func splitLines(text string) func(func(string) bool) {
	return func(yield func(string) bool) {
		start := 0
		for i := 0; i < len(text); i++ {
			if text[i] == '\n' {
				if !yield(text[start:i]) {
					return
				}
				start = i + 1
			}
		}
	}
}

// New makes a built-in bot by name.
func ExampleNew() {
	for _, name := range bots.Names() {
		b, err := bots.New(name, 1, 0, nil)
		fmt.Println(name, b != nil, err)
	}
	_, err := bots.New("oracle", 1, 0, nil)
	fmt.Println(err)
	// Output:
	// random true <nil>
	// hunter true <nil>
	// montecarlo true <nil>
	// montecarlo-clock true <nil>
	// blockdrop/bots: no bot called "oracle"; the bots are ["random" "hunter" "montecarlo" "montecarlo-clock"]
}
