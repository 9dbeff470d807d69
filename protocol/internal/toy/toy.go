// Package toy holds two tiny games, their referees and their bots, for the
// tests of package protocol and package protocoltest. They are small enough
// to be checked by eye, and between them they use every part of the
// games.Referee contract: alternation, simultaneous waits, a READY
// handshake, lines that continue a turn, faults that end a match and faults
// that only remove a player.
package toy

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	games "github.com/contestgames/games"
)

// Count is a two-player game: the players count up to N in turn. Seat 0 is
// sent "start" and must answer 1 or 2; after that each player is sent the
// number its opponent wrote and must answer that number plus 1 or plus 2
// (the choice gives random players something to choose). When a number of
// N or more has been written, both players score 1, and nobody wins. A
// wrong number or a runner fault ends the match at once: the culprit
// scores 0, the other player 1 and wins, and the other player is sent
// "quit".
type Count struct {
	N     int
	Clk   games.Clock
	last  int // the last number written
	turn  int // the player to move
	sends []games.Message
	done  bool
	res   games.Result
}

// NewCount returns a Count referee that counts to n under clock c.
func NewCount(n int, c games.Clock) *Count {
	return &Count{N: n, Clk: c, sends: []games.Message{{To: 0, Text: "start"}}}
}

// Players implements games.Referee.
func (c *Count) Players() int { return 2 }

// Clock implements games.Referee.
func (c *Count) Clock() games.Clock { return c.Clk }

// Next implements games.Referee.
func (c *Count) Next() games.Step {
	s := games.Step{Send: c.sends, Done: c.done, Timer: games.TurnStart}
	c.sends = nil
	if !c.done {
		s.Await = []int{c.turn}
	}
	return s
}

// Reply implements games.Referee.
func (c *Count) Reply(p int, line string) error {
	if p != c.turn || c.done {
		return fmt.Errorf("toy.Count: reply from %d: %w", p, games.ErrNotAwaited)
	}
	n, err := strconv.Atoi(line)
	if err != nil || line != strconv.Itoa(n) || n-c.last < 1 || n-c.last > 2 {
		c.lose(p, line, "wrong number")
		return nil
	}
	c.last = n
	if n >= c.N {
		c.done = true
		c.res = games.Result{Scores: []float64{1, 1}, Winner: games.NoWinner, Reason: "counted to " + line}
		return nil
	}
	c.turn = 1 - p
	c.sends = append(c.sends, games.Message{To: c.turn, Text: line})
	return nil
}

// Fault implements games.Referee.
func (c *Count) Fault(p int, f games.FaultKind) error {
	if p != c.turn || c.done {
		return fmt.Errorf("toy.Count: fault of %d: %w", p, games.ErrNotAwaited)
	}
	c.lose(p, "", f.String())
	return nil
}

func (c *Count) lose(p int, move, rule string) {
	c.done = true
	scores := []float64{1, 1}
	scores[p] = 0
	c.res = games.Result{Scores: scores, Winner: 1 - p, Reason: fmt.Sprintf("player %d: %s", p, rule),
		Fault: &games.Fault{Player: p, Move: move, Rule: rule}}
	c.sends = append(c.sends, games.Message{To: 1 - p, Text: "quit"})
}

// Result implements games.Referee. While the match goes on it has no
// scores and no winner.
func (c *Count) Result() games.Result {
	if !c.done {
		return games.Result{Winner: games.NoWinner}
	}
	return c.res
}

// Sim is a simultaneous game for any number of players. Every player first
// writes READY (a Handshake wait, all players at once). Then in each round
// r = 1..Rounds every player still in is sent "round r" and must write r and
// then, as a second line of the same turn (TurnGoesOn), "ok". A player that
// writes anything else, or faults, is out: it scores 0 and is never awaited
// again, and the others play on. A player still in at the end scores the
// number of rounds; it wins if it is the only one. Nobody is sent anything
// at the end.
type Sim struct {
	N      int // players
	Rounds int
	Clk    games.Clock
	phase  int // 0 handshake, 1 number, 2 "ok"
	round  int
	out    []bool
	fault  *games.Fault
	done   bool
	sent   bool // the current step's sends were returned by Next
	next   int  // the lowest seat that may still answer in this wait
}

// NewSim returns a Sim referee for n players and the given rounds.
func NewSim(n, rounds int, c games.Clock) *Sim {
	return &Sim{N: n, Rounds: rounds, Clk: c, out: make([]bool, n)}
}

// Players implements games.Referee.
func (s *Sim) Players() int { return s.N }

// Clock implements games.Referee.
func (s *Sim) Clock() games.Clock { return s.Clk }

func (s *Sim) in() []int {
	var ps []int
	for p, o := range s.out {
		if !o {
			ps = append(ps, p)
		}
	}
	return ps
}

// Next implements games.Referee.
func (s *Sim) Next() games.Step {
	if s.done {
		return games.Step{Done: true}
	}
	st := games.Step{Await: s.in()}
	switch s.phase {
	case 0:
		st.Timer = games.Handshake
	case 1:
		st.Timer = games.TurnStart
		if !s.sent {
			for _, p := range st.Await {
				st.Send = append(st.Send, games.Message{To: p, Text: "round " + strconv.Itoa(s.round)})
			}
		}
	case 2:
		st.Timer = games.TurnGoesOn
	}
	s.sent = true
	return st
}

// Reply implements games.Referee.
func (s *Sim) Reply(p int, line string) error {
	if err := s.awaited(p); err != nil {
		return err
	}
	want := "READY"
	switch s.phase {
	case 1:
		want = strconv.Itoa(s.round)
	case 2:
		want = "ok"
	}
	if line != want {
		s.drop(p, line, "want "+want)
	}
	s.answered(p)
	return nil
}

// Fault implements games.Referee.
func (s *Sim) Fault(p int, f games.FaultKind) error {
	if err := s.awaited(p); err != nil {
		return err
	}
	s.drop(p, "", f.String())
	s.answered(p)
	return nil
}

// awaited returns an error unless p is in the game and not yet answered
// for in this wait (answers come in seat order).
func (s *Sim) awaited(p int) error {
	if s.done || p < 0 || p >= s.N || s.out[p] || p < s.next {
		return fmt.Errorf("toy.Sim: player %d: %w", p, games.ErrNotAwaited)
	}
	return nil
}

func (s *Sim) drop(p int, move, rule string) {
	s.out[p] = true
	if s.fault == nil {
		s.fault = &games.Fault{Player: p, Move: move, Rule: rule}
	}
}

// answered counts the answers of the current wait, which come in seat order:
// after the last awaited seat, the game moves on.
func (s *Sim) answered(p int) {
	s.next = p + 1
	in := s.in()
	if len(in) > 0 && p < in[len(in)-1] {
		return
	}
	s.sent, s.next = false, 0
	switch {
	case len(in) == 0:
		s.done = true
	case s.phase == 0 || s.phase == 2:
		s.phase, s.round = 1, s.round+1
		if s.round > s.Rounds {
			s.done = true
		}
	default:
		s.phase = 2
	}
}

// Result implements games.Referee.
func (s *Sim) Result() games.Result {
	scores := make([]float64, s.N)
	for p := range scores {
		if !s.out[p] {
			scores[p] = float64(s.Rounds)
		}
	}
	in := s.in()
	reason := "all rounds played"
	if len(in) == 0 {
		reason = "everybody is out"
	}
	winner := games.NoWinner
	if s.done && len(in) == 1 {
		winner = in[0]
	}
	return games.Result{Scores: scores, Winner: winner, Reason: reason, Fault: s.fault}
}

// CountBot plays Count correctly, always adding 1.
type CountBot struct{}

// Start implements games.Bot.
func (CountBot) Start() []string { return nil }

// Hear implements games.Bot.
func (CountBot) Hear(line string) []string {
	switch line {
	case "start":
		return []string{"1"}
	case "quit":
		return nil
	}
	n, err := strconv.Atoi(line)
	if err != nil {
		return []string{"?"}
	}
	return []string{strconv.Itoa(n + 1)}
}

// SimBot plays Sim correctly.
type SimBot struct{}

// Start implements games.Bot.
func (SimBot) Start() []string { return []string{"READY"} }

// Hear implements games.Bot.
func (SimBot) Hear(line string) []string {
	r, ok := strings.CutPrefix(line, "round ")
	if !ok {
		return nil
	}
	return []string{r, "ok"}
}

// RandomCountBot plays Count correctly, adding 1 or 2 at random.
type RandomCountBot struct {
	Rng *rand.Rand
}

// Start implements games.Bot.
func (b RandomCountBot) Start() []string { return nil }

// Hear implements games.Bot.
func (b RandomCountBot) Hear(line string) []string {
	n := 0
	switch line {
	case "start":
	case "quit":
		return nil
	default:
		var err error
		if n, err = strconv.Atoi(line); err != nil {
			return []string{"?"}
		}
	}
	return []string{strconv.Itoa(n + 1 + b.Rng.IntN(2))}
}

// CountScript is a shell program that plays Count correctly, adding 1.
const CountScript = `while read -r line; do
  case "$line" in
    quit) exit 0;;
    start) echo 1;;
    *) echo $((line+1));;
  esac
done`

// SimScript is a shell program that plays Sim correctly.
const SimScript = `echo READY
while read -r word r; do
  echo "$r"; echo ok
done`

// CountGame describes Count as a game package would, for protocoltest.
// Its one option, "n", is the number to count to; when it is not given, the
// seed draws it from 10 to 29, so that different seeds make matches of
// different lengths. Its bots are "count" (CountBot) and "random"
// (RandomCountBot, drawing from its seed).
func CountGame() games.Game {
	return games.Game{
		Name:       "count",
		Seats:      []string{"first", "second"},
		Options:    []games.Option{{Name: "n", Usage: "the number to count to, at least 1"}},
		NewReferee: newCountReferee,
		Bots: games.Bots{
			Names:    []string{"count", "random"},
			Defaults: []string{"count", "count"},
			New: func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
				switch name {
				case "count":
					return CountBot{}, nil
				case "random":
					return RandomCountBot{Rng: rand.New(rand.NewPCG(seed, 1))}, nil
				}
				return nil, fmt.Errorf("count: no bot %q", name)
			},
		},
	}
}

// newCountReferee is CountGame's NewReferee. Its complete options give n
// as a plain number.
func newCountReferee(seed uint64, options map[string]string) (games.Referee, map[string]string, error) {
	if err := CountGame().CheckOptions(options); err != nil {
		return nil, nil, err
	}
	n := 10 + int(seed%20)
	if v, ok := options["n"]; ok {
		var err error
		if n, err = strconv.Atoi(v); err != nil || n < 1 {
			return nil, nil, fmt.Errorf("count: option n: %q is not a number of at least 1", v)
		}
	}
	ref := NewCount(n, games.Clock{Total: 30 * time.Second, Pause: true})
	return ref, map[string]string{"n": strconv.Itoa(n)}, nil
}

// SimGame describes Sim for the given number of players, from 1 on, with 5
// rounds. A Game has a fixed number of seats, so the number of players is
// the caller's choice, not the seed's. Sim has only one legal way to play:
// its one bot, SimBot, is named "random" so that protocoltest finds it
// under its default name.
func SimGame(players int) games.Game {
	seats := make([]string, players)
	for p := range seats {
		seats[p] = "player " + strconv.Itoa(p)
	}
	return games.Game{
		Name:  "sim",
		Seats: seats,
		NewReferee: func(seed uint64, options map[string]string) (games.Referee, map[string]string, error) {
			if err := SimGame(players).CheckOptions(options); err != nil {
				return nil, nil, err
			}
			ref := NewSim(players, 5, games.Clock{PerTurn: time.Second, Handshake: 5 * time.Second})
			return ref, map[string]string{}, nil
		},
		Bots: games.Bots{
			Names:    []string{"random"},
			Defaults: slices.Repeat([]string{"random"}, players),
			New: func(string, uint64, int, map[string]string) (games.Bot, error) {
				return SimBot{}, nil
			},
		},
	}
}
