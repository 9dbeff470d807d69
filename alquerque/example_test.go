package alquerque_test

import (
	"errors"
	"fmt"
	"log"

	"github.com/contestgames/games/alquerque"
)

// A game starts from Start; Moves lists what the side to move may play and
// Play plays one, refusing illegal moves. String writes the position in a
// line that ParsePosition reads back.
func Example() {
	p := alquerque.Start()
	var buf [alquerque.MoveListSize]alquerque.Move
	fmt.Println("white may play", p.Moves(buf[:0]))

	m, err := alquerque.ParseMove("c3-d4")
	if err != nil {
		log.Fatal(err)
	}
	if err := p.Play(m); err != nil {
		log.Fatal(err)
	}
	// The piece on d4 can be taken, so Black must take it.
	fmt.Println("black may play", p.Moves(buf[:0]))
	fmt.Println(p)
	// Output:
	// white may play [d3-d4 c3-d4 e4-d4 e3-d4]
	// black may play [e5*c3]
	// bbbbbbb/bbbbbbb/bbbbbbb/bbbwwww/ww.wwww/wwwwwww/wwwwwww b 1 c3-d4 -
}

// The caller owns the move list: a [MoveListSize]Move array on the stack,
// passed as an empty slice, spares Moves any allocation in all but the
// rarest positions. When a capture exists only capture chains are listed,
// each complete path once.
func ExamplePosition_Moves() {
	p, err := alquerque.ParsePosition("w...bbb/.....b./....b.b/..w.w../.w...../w.....w/.www..w w 60 b2-a2 d6-e5")
	if err != nil {
		log.Fatal(err)
	}
	var buf [alquerque.MoveListSize]alquerque.Move
	for _, m := range p.Moves(buf[:0]) {
		fmt.Println(m, "takes", m.Len(), "on", m.Captured())
	}
	// Output:
	// e4*e6*g6*g4 takes 3 on {e5 g5 f6}
}

// Play refuses an illegal move with a *MoveError that names the rule and
// the square where the move goes wrong, and leaves the position as it was.
func ExamplePosition_Play() {
	p, err := alquerque.ParsePosition("bbbbbbb/bbbbbbb/bbbb.bb/bb.wb.w/wwwwwww/wwwwwww/wwwwwww w 4 - e5-e4")
	if err != nil {
		log.Fatal(err)
	}
	for _, text := range []string{"e3-f4", "e3*e5"} {
		m, err := alquerque.ParseMove(text)
		if err != nil {
			log.Fatal(err)
		}
		err = p.Play(m)
		var me *alquerque.MoveError
		if errors.As(err, &me) {
			fmt.Printf("%v\nrule %q, at %v\n", err, me.Rule, me.Square)
			continue
		}
		fmt.Println(text, "played; it is", p.Side(), "to move")
	}
	// Output:
	// alquerque: move "e3-f4": a capture is compulsory: '*' was expected after e3, which can take e4 by jumping to e5
	// rule "capture is compulsory", at e3
	// e3*e5 played; it is black to move
}

// A chain must go on while its piece can hop again.
func ExamplePosition_Play_chainStoppedEarly() {
	p, err := alquerque.ParsePosition("w...bbb/.....b./....b.b/..w.w../.w...../w.....w/.www..w w 60 b2-a2 d6-e5")
	if err != nil {
		log.Fatal(err)
	}
	m, err := alquerque.ParseMove("e4*e6")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(p.Play(m))
	// Output:
	// alquerque: move "e4*e6": the chain must go on from e6 to g6, taking f6
}

// ParseMove checks what does not depend on the position: the squares and
// that each step or hop follows a line of the board.
func ExampleParseMove() {
	m, err := alquerque.ParseMove("e5*c3*e1")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(m.From(), "to", m.To(), "via", m.Path(nil), "taking", m.Captured())

	// b1 has no diagonal line, so c2 is not its neighbour.
	_, err = alquerque.ParseMove("b1-c2")
	fmt.Println(err)
	_, err = alquerque.ParseMove("c3*e5*c3")
	fmt.Println(err)
	// Output:
	// e5 to e1 via [c3 e1] taking {d2 d4}
	// alquerque: move "b1-c2": b1-c2: no diagonal line runs through b1
	// alquerque: move "c3*e5*c3": hop e5*c3 jumps d4 a second time
}

// A position is one line: the ranks from 7 down to 1, the side to move, the
// plies played, and each side's previous normal move, which it may not
// reverse next.
func ExampleParsePosition() {
	p, err := alquerque.ParsePosition("bbbbbbb/bbbbbbb/.bbb..w/.b....w/w.ww.ww/wwwwwww/wwwwwww b 15 b3-c3 a5-b4")
	if err != nil {
		log.Fatal(err)
	}
	back, _ := p.Forbidden(alquerque.Black)
	fmt.Println(p.Side(), "to move at ply", p.Ply(), "and may not play", back)
	fmt.Println(p.Pieces(alquerque.White).Count(), "white pieces,", p.Pieces(alquerque.Black).Count(), "black")

	_, err = alquerque.ParsePosition("bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww b 007 - -")
	fmt.Println(err)
	// Output:
	// black to move at ply 15 and may not play b4-a5
	// 21 white pieces, 18 black
	// alquerque: position "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww b 007 - -": ply "007": want a number from 0 to 200
}

// Diagram draws the board with its lines: diagonals run only through the
// points whose file and rank add up to an even number.
func ExamplePosition_Diagram() {
	p := alquerque.Start()
	fmt.Print(p.Diagram())
	// Output:
	// 7 b-b-b-b-b-b-b
	//   |\|/|\|/|\|/|
	// 6 b-b-b-b-b-b-b
	//   |/|\|/|\|/|\|
	// 5 b-b-b-b-b-b-b
	//   |\|/|\|/|\|/|
	// 4 b-b-b-.-w-w-w
	//   |/|\|/|\|/|\|
	// 3 w-w-w-w-w-w-w
	//   |\|/|\|/|\|/|
	// 2 w-w-w-w-w-w-w
	//   |/|\|/|\|/|\|
	// 1 w-w-w-w-w-w-w
	//   a b c d e f g
	// white to move, ply 0
}

// Perft counts the paths of the game tree to a given depth, the standard
// check of a move generator.
func ExamplePerft() {
	for depth := 1; depth <= 6; depth++ {
		fmt.Println(depth, alquerque.Perft(alquerque.Start(), depth))
	}
	// Output:
	// 1 4
	// 2 6
	// 3 8
	// 4 20
	// 5 101
	// 6 382
}

// End says when the game is over and why, Score gives the contest's
// points, and Winner the side that won by the rules. Here nobody can win
// before Black's 100th move, so the game is a tie, which has no winner,
// and each side scores 7 less the opponent's pieces left.
func ExamplePosition_End() {
	p, err := alquerque.ParsePosition("b....../......./......./......./......./......./......w w 196 - -")
	if err != nil {
		log.Fatal(err)
	}
	var buf [alquerque.MoveListSize]alquerque.Move
	for !p.Over() {
		m := p.Moves(buf[:0])[0]
		fmt.Println(p.Side(), "plays", m)
		if err := p.Play(m); err != nil {
			log.Fatal(err)
		}
	}
	fmt.Println(p.End(), "at ply", p.Ply(), "score", p.Score())
	fmt.Println(p.Winner())
	// Output:
	// white plays g1-g2
	// black plays a7-b7
	// white plays g2-g3
	// black plays b7-c7
	// 200 plies played at ply 200 score [6 6]
	// -1 false
}
