package games_test

import (
	"errors"
	"fmt"
	"strconv"

	games "github.com/contestgames/games"
)

// pile is a tiny game for the examples. Two players take turns taking 1, 2
// or 3 stones from a pile; whoever takes the last stone wins. The player to
// move is sent how many stones are left, and answers how many it takes.
type pile struct {
	left, turn int
	send       []games.Message
	res        *games.Result
}

func newPile(stones int) *pile {
	return &pile{left: stones, send: []games.Message{{To: 0, Text: strconv.Itoa(stones)}}}
}

func (g *pile) Players() int       { return 2 }
func (g *pile) Clock() games.Clock { return games.Clock{} }
func (g *pile) Result() games.Result {
	if g.res == nil {
		return games.Result{}
	}
	return g.res.Clone()
}

func (g *pile) Next() games.Step {
	step := games.Step{Send: g.send, Done: g.res != nil}
	if !step.Done {
		step.Await = []int{g.turn}
	}
	g.send = nil
	return step
}

func (g *pile) Reply(p int, line string) error {
	if err := g.awaits(p); err != nil {
		return err
	}
	n, err := strconv.Atoi(line)
	if err != nil || n < 1 || n > 3 || n > g.left {
		g.end(1-p, &games.Fault{Player: p, Move: line, Rule: "take 1 to 3 stones"})
		return nil
	}
	if g.left -= n; g.left == 0 {
		g.end(p, nil)
		return nil
	}
	g.turn = 1 - p
	g.send = append(g.send, games.Message{To: g.turn, Text: strconv.Itoa(g.left)})
	return nil
}

func (g *pile) Fault(p int, f games.FaultKind) error {
	if err := g.awaits(p); err != nil {
		return err
	}
	g.end(1-p, &games.Fault{Player: p, Rule: f.String()})
	return nil
}

// awaits refuses, changing nothing, a player whose turn it is not.
func (g *pile) awaits(p int) error {
	if g.res != nil || p != g.turn {
		return fmt.Errorf("pile: player %d: %w", p, games.ErrNotAwaited)
	}
	return nil
}

func (g *pile) end(winner int, f *games.Fault) {
	scores := []float64{0, 0}
	scores[winner] = 1
	g.res = &games.Result{Scores: scores, Reason: fmt.Sprintf("player %d took the last stone", winner), Fault: f}
	if f != nil {
		g.res.Reason = fmt.Sprintf("player %d broke a rule", f.Player)
	}
}

// A runner drives a Referee through Next, Reply and Fault. Here the
// runner's own loop plays answers written out in advance.
func ExampleReferee() {
	ref := newPile(5)
	answers := map[int][]string{0: {"2"}, 1: {"3"}}
	for {
		step := ref.Next()
		for _, m := range step.Send {
			fmt.Printf("to %d: %s\n", m.To, m.Text)
		}
		if step.Done {
			break
		}
		for _, p := range step.Await {
			line := answers[p][0]
			answers[p] = answers[p][1:]
			fmt.Printf("from %d: %s\n", p, line)
			if err := ref.Reply(p, line); err != nil {
				fmt.Println(err)
				return
			}
		}
	}
	res := ref.Result()
	fmt.Println(res.Scores, res.Reason)

	// A reply the referee does not wait for is the runner's mistake: the
	// referee says so, and its match is unchanged.
	err := ref.Reply(0, "1")
	fmt.Println(errors.Is(err, games.ErrNotAwaited), err)
	fmt.Println(ref.Result().Scores)
	// Output:
	// to 0: 5
	// from 0: 2
	// to 1: 3
	// from 1: 3
	// [0 1] player 1 took the last stone
	// true pile: player 0: player is not awaited
	// [0 1]
}

// pileGame describes pile to the programs that host it: the pile's size is
// an option, drawn from the seed when it is not given, and there are two
// built-in bots.
func pileGame() games.Game {
	g := games.Game{
		Name:    "pile",
		Seats:   []string{"first", "second"},
		Options: []games.Option{{Name: "stones", Usage: "the stones in the pile at the start"}},
		Bots: games.Bots{
			Names:    []string{"greedy", "perfect"},
			Defaults: []string{"perfect", "greedy"},
			New: func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
				return taker{perfect: name == "perfect"}, nil
			},
		},
	}
	// The complete options hold the pile's size, drawn or given, so that
	// they make the same pile again.
	g.NewReferee = games.MakeReferee(g, pileStones,
		func(stones int) (*pile, error) { return newPile(stones), nil },
		func(stones int) map[string]string { return map[string]string{"stones": strconv.Itoa(stones)} })
	return g
}

// pileStones is pile's set-up: the size of the pile, from the option
// "stones" or drawn from the seed.
func pileStones(seed uint64, options map[string]string) (int, error) {
	s, ok := options["stones"]
	if !ok {
		return 10 + int(seed%10), nil
	}
	stones, err := strconv.Atoi(s)
	if err != nil || stones < 1 {
		return 0, fmt.Errorf("pile: option stones: %q is not a number of at least 1", s)
	}
	return stones, nil
}

// taker is pile's built-in bot. The greedy one takes as many stones as it
// may; the perfect one leaves a multiple of 4 when it can, and then wins.
type taker struct{ perfect bool }

func (taker) Start() []string { return nil }

func (b taker) Hear(line string) []string {
	left, _ := strconv.Atoi(line)
	take := min(left, 3)
	if b.perfect && left%4 != 0 {
		take = left % 4
	}
	return []string{strconv.Itoa(take)}
}

// A host needs only a game's Game to check options, make a match's referee
// from a seed, and seat built-in bots.
func ExampleGame() {
	g := pileGame()
	fmt.Println(g.CheckOptions(map[string]string{"stones": "7", "colour": "red"}))

	// No options: the seed draws the pile, and the complete options say
	// what it drew, so that a record's header makes the same match again.
	ref, options, err := g.NewReferee(42, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(options)

	seats := make([]games.Bot, g.Players())
	for seat, name := range g.Bots.Defaults {
		if seats[seat], err = g.NewBot(name, 42, seat, options); err != nil {
			fmt.Println(err)
			return
		}
	}
	_, err = g.NewBot("clever", 42, 0, options)
	fmt.Println(err)

	// The bots play the referee's dialogue, each seeing only its lines.
	said := make([][]string, g.Players())
	for step := ref.Next(); !step.Done; step = ref.Next() {
		for _, m := range step.Send {
			said[m.To] = append(said[m.To], seats[m.To].Hear(m.Text)...)
		}
		for _, p := range step.Await {
			fmt.Printf("player %d takes %s\n", p, said[p][0])
			if err := ref.Reply(p, said[p][0]); err != nil {
				fmt.Println(err)
				return
			}
			said[p] = said[p][1:]
		}
	}
	res := ref.Result()
	fmt.Println(res.Scores, res.Reason)
	// Output:
	// pile: unknown option "colour"
	// map[stones:12]
	// pile: no built-in bot "clever"; there are: greedy, perfect
	// player 0 takes 3
	// player 1 takes 3
	// player 0 takes 2
	// player 1 takes 3
	// player 0 takes 1
	// [1 0] player 0 took the last stone
}
