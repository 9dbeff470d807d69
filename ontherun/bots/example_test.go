package bots_test

import (
	"fmt"
	"log"
	"math/rand/v2"

	"github.com/contestgames/games/ontherun"
	"github.com/contestgames/games/ontherun/bots"
)

// A bot reads the lines a contest program reads and answers with the
// lines it would write. Here the chase bot plays the detectives on a
// generated map: it places them, hears the fugitive's start and the
// clues of two turns, and moves; its view keeps the suspects.
func Example() {
	m, err := ontherun.Generate(rand.New(rand.NewPCG(2007, 1)), ontherun.MaxCities)
	if err != nil {
		log.Fatal(err)
	}
	b := bots.NewChase(m, 1)
	fmt.Printf("Detectives -> %q\n", b.Hear("Detectives"))
	for _, line := range []string{"150", "C", "C"} {
		fmt.Printf("%s -> %q\n", line, b.Hear(line))
		v := b.View()
		fmt.Println("    the fugitive can be in", v.Suspects)
	}
	// Output:
	// Detectives -> ["143" "29" "13" "91"]
	// 150 -> []
	//     the fugitive can be in {150}
	// C -> ["89" "16" "3" "46"]
	//     the fugitive can be in {5 41}
	// C -> ["181" "150" "8" "162"]
	//     the fugitive can be in {25 29 84 99 106 113 154 186}
}
