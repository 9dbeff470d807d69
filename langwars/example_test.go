package langwars_test

import (
	"fmt"
	"log"

	"github.com/contestgames/games/langwars"
)

// A game is ten turns of simultaneous picks. Here player 0 always picks
// the languages worth 6, player 1 spreads its picks over all eight, and
// players 2 and 3 pick language 0 every time. Player 1 ends ahead on the
// four languages nobody else wanted (5 points each); player 0 wins the
// three worth 6 but is alone last on language 0 and shares last place on
// the others.
func Example() {
	s, err := langwars.NewState(langwars.RandomSetup(0)) // attention 5 5 5 6 5 6 5 6
	if err != nil {
		log.Fatal(err)
	}
	for !s.Over() {
		var picks [langwars.Players]langwars.Picks
		n := langwars.PicksIn(s.Turn())
		for i := range n {
			picks[0][[]int{3, 5, 7}[i%3]]++
			picks[1][(s.Turn()+i)%langwars.Languages]++
		}
		picks[2][0] = uint8(n)
		picks[3][0] = uint8(n)
		if err := s.PlayTurn(picks); err != nil {
			log.Fatal(err)
		}
	}
	fmt.Println("attention:", s.Attention())
	for p, pts := range s.Score() {
		fmt.Printf("player %d: %v victory points\n", p, pts)
	}
	w, ok := s.Winner()
	fmt.Println("winner:", w, ok)
	// Output:
	// attention: 5 5 5 6 5 6 5 6
	// player 0: 6.333333333333333 victory points
	// player 1: 20.0 victory points
	// player 2: -13.166666666666666 victory points
	// player 3: -13.166666666666666 victory points
	// winner: 1 true
}

// The attention degrees of a game come from its seed, as the organisers'
// engine drew them.
func ExampleRandomSetup() {
	fmt.Println(langwars.RandomSetup(0).Attention)
	fmt.Println(langwars.RandomSetup(1).Attention)
	// Output:
	// 5 5 5 6 5 6 5 6
	// 4 6 5 6 3 3 4 6
}

// ReadReply reads a reply as leniently as the contest's server: what it
// cannot read is language 0.
func ExampleReadReply() {
	for _, line := range []string{"1 2 3 4 5", " +3 007 -0 3x 1.5 \r", "7  7", "6 6 6 6 6 6 6", ""} {
		fmt.Printf("%q -> %v\n", line, langwars.ReadReply(line, langwars.WorkdayPicks))
	}
	// Output:
	// "1 2 3 4 5" -> 1 2 3 4 5
	// " +3 007 -0 3x 1.5 \r" -> 0 0 0 3 7
	// "7  7" -> 0 0 0 7 7
	// "6 6 6 6 6 6 6" -> 6 6 6 6 6
	// "" -> 0 0 0 0 0
}

// Each player is shown its own column first. After a workday, everybody's
// picks are revealed; after a holiday only each player's own, in its real
// believers, and the totals per language on the next workday.
func ExampleState_View() {
	s, err := langwars.NewState(langwars.RandomSetup(0))
	if err != nil {
		log.Fatal(err)
	}
	workday := [langwars.Players]langwars.Picks{{0: 5}, {1: 5}, {2: 5}, {3: 5}}
	holiday := [langwars.Players]langwars.Picks{{4: 2}, {4: 2}, {5: 2}, {6: 1, 7: 1}}
	for _, picks := range [][langwars.Players]langwars.Picks{workday, holiday} {
		if err := s.PlayTurn(picks); err != nil {
			log.Fatal(err)
		}
	}
	v := s.View(2)
	fmt.Print(v.String())
	// Output:
	// 3 W
	// 0 5 0 0
	// 0 0 5 0
	// 5 0 0 0
	// 0 0 0 5
	// 0 0 0 0
	// 0 0 0 0
	// 0 0 0 0
	// 0 0 0 0
	// 0 0 5 0 0 2 0 0
	// 0 0 0 0 4 2 1 1
}

// A bot reads the jury's lines with a Reader, and keeps Beliefs on what
// its rivals won on holidays.
func ExampleBeliefs() {
	s, err := langwars.NewState(langwars.RandomSetup(0))
	if err != nil {
		log.Fatal(err)
	}
	var b langwars.Beliefs
	show := func() {
		v := s.View(0)
		if err := b.Observe(&v); err != nil {
			log.Fatal(err)
		}
	}
	show()
	if err := s.PlayTurn([langwars.Players]langwars.Picks{{0: 5}, {1: 5}, {2: 5}, {3: 5}}); err != nil {
		log.Fatal(err)
	}
	show()
	// On the holiday, the rivals pick language 4 five times and 5 once.
	if err := s.PlayTurn([langwars.Players]langwars.Picks{{7: 2}, {4: 2}, {4: 2}, {4: 1, 5: 1}}); err != nil {
		log.Fatal(err)
	}
	show()
	for _, l := range []int{4, 5, 7} {
		lo, hi := b.Hidden(1, l)
		fmt.Printf("language %d: the rivals won %d together; each one %d to %d\n", l, b.RivalsHidden(l), lo, hi)
	}
	// Output:
	// language 4: the rivals won 5 together; each one 1 to 2
	// language 5: the rivals won 1 together; each one 0 to 1
	// language 7: the rivals won 0 together; each one 0 to 0
}

// ParseView reads a turn message, as a bot's author may want to; a
// Reader does the same one line at a time.
func ExampleParseView() {
	v, err := langwars.ParseView("1 W\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0\n")
	fmt.Println(v.Turn, v.Holiday(), err)
	_, err = langwars.ParseView("2 W\n")
	fmt.Println(err)
	// Output:
	// 1 false <nil>
	// langwars: line 1 "2 W": turn 2 is a holiday, want H after the turn
}
