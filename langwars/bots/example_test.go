package bots_test

import (
	"fmt"
	"strings"

	"github.com/contestgames/games/langwars"
	"github.com/contestgames/games/langwars/bots"
)

// A bot writes READY, then reads the jury's lines and answers each turn
// message once its last line has come.
func Example() {
	b := bots.NewGreedy(1)
	fmt.Println(b.Start())
	setup := langwars.RandomSetup(0)
	jury := string(langwars.AppendSettings(nil, setup.Attention))
	s, _ := langwars.NewState(setup)
	v := s.View(0)
	jury += v.String()
	for _, line := range strings.Split(strings.TrimSuffix(jury, "\n"), "\n") {
		for _, out := range b.Hear(line) {
			fmt.Println(out)
		}
	}
	// Output:
	// [READY]
	// 3 3 5 7 7
}

// In-process, a bot's Choose takes the attention degrees and a view.
func ExampleRandom_Choose() {
	b := bots.NewRandom(2014)
	s, _ := langwars.NewState(langwars.RandomSetup(0))
	v := s.View(3)
	fmt.Println(b.Choose(s.Attention(), &v))
	// Output:
	// 1 1 3 5 5
}
