package protocol_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/record"
)

// raceGame is a toy game: two players take turns adding 1 or 2 to a number
// that starts at 0; whoever reaches 5 wins. A move that is not "1" or "2"
// loses at once.
type raceGame struct {
	sum, turn int
	send      []games.Message
	res       *games.Result
}

func newRace() *raceGame {
	return &raceGame{send: []games.Message{{To: 0, Text: "go 0"}}}
}

func (r *raceGame) Players() int       { return 2 }
func (r *raceGame) Clock() games.Clock { return games.Clock{} }
func (r *raceGame) Result() games.Result {
	return *r.res
}

func (r *raceGame) Next() games.Step {
	s := games.Step{Send: r.send, Await: []int{r.turn}, Done: r.res != nil}
	r.send = nil
	return s
}

func (r *raceGame) Reply(p int, line string) error       { return r.turnOf(p, line, 0) }
func (r *raceGame) Fault(p int, f games.FaultKind) error { return r.turnOf(p, "", f) }

// turnOf plays player p's turn: its line, or the fault that came instead.
// A player whose turn it is not is refused, as the Referee contract asks:
// the runner, not the player, made that mistake.
func (r *raceGame) turnOf(p int, line string, f games.FaultKind) error {
	if r.res != nil || p != r.turn {
		return fmt.Errorf("race: player %d: %w", p, games.ErrNotAwaited)
	}
	switch {
	case f != 0:
		r.end(1-p, &games.Fault{Player: p, Rule: f.String()})
	case line != "1" && line != "2":
		r.end(1-p, &games.Fault{Player: p, Move: line, Rule: "add 1 or 2"})
	default:
		r.sum += int(line[0] - '0')
		r.turn = 1 - p
		if r.sum >= 5 {
			r.end(p, nil)
		} else {
			r.send = []games.Message{{To: r.turn, Text: "go " + strconv.Itoa(r.sum)}}
		}
	}
	return nil
}

func (r *raceGame) end(winner int, f *games.Fault) {
	scores := []float64{0, 0}
	scores[winner] = 1
	r.res = &games.Result{Scores: scores, Winner: winner, Reason: fmt.Sprintf("player %d wins", winner), Fault: f}
	r.send = append(r.send, games.Message{To: 1 - winner, Text: "quit"})
}

// adder is a bot for race that always adds the same number.
type adder string

func (a adder) Start() []string { return nil }
func (a adder) Hear(line string) []string {
	if strings.HasPrefix(line, "go ") {
		return []string{string(a)}
	}
	return nil
}

// Two in-process bots play a toy game; the record is written to standard
// output, without thinking times so that it is the same every time.
func ExampleMatch() {
	m := &protocol.Match{
		Referee: newRace(),
		Players: []protocol.Player{protocol.NewBot(adder("1")), protocol.NewBot(adder("2"))},
		Header:  record.Header{Game: "race", Players: []string{"ones", "twos"}},
		Record:  os.Stdout,
		NoTimes: true,
	}
	res, err := m.Run(context.Background())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Scores, res.Reason)
	// Output:
	// {"game":"race","seed":0,"options":{},"players":["ones","twos"],"version":"devel"}
	// {"to":0,"text":"go 0"}
	// {"from":0,"text":"1"}
	// {"to":1,"text":"go 1"}
	// {"from":1,"text":"2"}
	// {"to":0,"text":"go 3"}
	// {"from":0,"text":"1"}
	// {"to":1,"text":"go 4"}
	// {"from":1,"text":"2"}
	// {"to":0,"text":"quit"}
	// {"scores":[0,1],"winner":1,"reason":"player 1 wins","fault":null}
	// [0 1] player 1 wins
}

// A match whose context ends, here by a cancel from inside a bot, stops
// at once; its record ends with why, and replays up to there.
func ExampleMatch_interrupted() {
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	quitter := toy.BotFunc{HearFunc: func(string) []string {
		cancel(errors.New("the operator pressed stop"))
		return nil
	}}
	var rec bytes.Buffer
	m := &protocol.Match{
		Referee: newRace(),
		Players: []protocol.Player{protocol.NewBot(adder("1")), protocol.NewBot(quitter)},
		Header:  record.Header{Game: "race", Players: []string{"ones", "quitter"}},
		Record:  &rec,
		NoTimes: true,
	}
	_, err := m.Run(ctx)
	fmt.Print(rec.String())
	fmt.Println("run:", err)
	fmt.Println("replay:", record.Replay(bytes.NewReader(rec.Bytes()), func(record.Header) (games.Referee, error) {
		return newRace(), nil
	}))
	// Output:
	// {"game":"race","seed":0,"options":{},"players":["ones","quitter"],"version":"devel"}
	// {"to":0,"text":"go 0"}
	// {"from":0,"text":"1"}
	// {"to":1,"text":"go 1"}
	// {"interrupted":"the operator pressed stop"}
	// run: protocol: match stopped: context canceled
	// replay: <nil>
}

// A record replays through the referee (record.Replay); a record that was
// changed afterwards is caught at the first line that differs.
func ExampleMatch_replay() {
	var rec bytes.Buffer
	m := &protocol.Match{
		Referee: newRace(),
		Players: []protocol.Player{protocol.NewBot(adder("1")), protocol.NewBot(adder("1"))},
		Header:  record.Header{Game: "race"},
		Record:  &rec,
	}
	if _, err := m.Run(context.Background()); err != nil {
		fmt.Println(err)
		return
	}
	newReferee := func(h record.Header) (games.Referee, error) {
		if h.Game != "race" {
			return nil, fmt.Errorf("unknown game %q", h.Game)
		}
		return newRace(), nil
	}
	fmt.Println("replay:", record.Replay(bytes.NewReader(rec.Bytes()), newReferee))

	// Make player 1's first line read "2" instead of "1".
	lines := strings.Split(rec.String(), "\n")
	lines[4] = strings.Replace(lines[4], `"text":"1"`, `"text":"2"`, 1)
	tampered := strings.Join(lines, "\n")
	fmt.Println("replay:", record.Replay(strings.NewReader(tampered), newReferee))
	// Output:
	// replay: <nil>
	// replay: protocol: replay differs at record line 6: the record has a message to 0: "go 2", but the referee sends to 0: "go 3"
}

// Serve runs a Go bot as a contest program: in a main func, with
// os.Stdin and os.Stdout. Here it reads a referee's lines from a string.
func ExampleServe() {
	jury := strings.NewReader("go 0\ngo 3\nquit\n")
	if err := protocol.Serve(adder("2"), jury, os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// 2
	// 2
}

// countdown answers each number with the next one down, and is done at 0:
// a Finisher, so that its program ends by itself, not at the end of its
// input.
type countdown struct{ done bool }

func (*countdown) Start() []string { return []string{"READY"} }

func (c *countdown) Hear(line string) []string {
	n, _ := strconv.Atoi(line)
	c.done = n <= 1
	return []string{strconv.Itoa(n - 1)}
}

func (c *countdown) Done() bool { return c.done }

// A bot that knows when its game is over implements Finisher, and Serve
// returns then, whatever input is left.
func ExampleFinisher() {
	if err := protocol.Serve(&countdown{}, strings.NewReader("3\n1\nnever read\n"), os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// READY
	// 2
	// 0
}
