package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/contestgames/games/amazes"
)

// TestRunPlaysAWholeGame plays each bot the -bot flag offers as Red,
// served as main serves it, against a Blue that always writes "F": what
// run reads is what the referee sends Red, and each line it writes is
// Red's reply.
func TestRunPlaysAWholeGame(t *testing.T) {
	for _, name := range []string{"planner-clock", "planner", "explore"} {
		t.Run(name, func(t *testing.T) {
			ref, err := amazes.NewReferee(amazes.RandomSetup(3))
			if err != nil {
				t.Fatal(err)
			}
			red := &redSeat{ref: ref}
			if err := program.RunErr([]string{"-bot", name, "-seed", "1"}, red, red); err != nil {
				t.Fatal(err)
			}
			if err := red.finish(); err != nil {
				t.Fatal(err)
			}
			res := ref.Result()
			if res.Fault != nil {
				t.Fatalf("fault: %+v", *res.Fault)
			}
			if red.turns != amazes.MaxTurns && !strings.HasPrefix(res.Reason, "sudden death") {
				t.Errorf("the bot played %d turns and the game ended by %q", red.turns, res.Reason)
			}
			if res.Scores[0] <= res.Scores[1] {
				t.Errorf("scores %v: the bot did not beat a player that only writes F", res.Scores)
			}
		})
	}
}

func TestRunRejectsAnUnknownBot(t *testing.T) {
	var out bytes.Buffer
	err := program.RunErr([]string{"-bot", "nobody", "-seed", "1"}, strings.NewReader("Start\n"), &out)
	if err == nil || !strings.Contains(err.Error(), `"nobody"`) || !strings.Contains(err.Error(), "planner-clock") {
		t.Errorf("run with bot nobody: err = %v, want one naming the bot and the bots there are", err)
	}
	if out.Len() != 0 {
		t.Errorf("wrote %q", out.String())
	}
}

// A redSeat is the referee as Red's program sees it, one step at a time,
// as a runner would pass it: reading gives what the referee sends Red,
// writing a line replies for Red. Blue always writes "F".
type redSeat struct {
	ref     *amazes.Referee
	unread  []byte // sent to Red, not read yet
	written []byte // written by Red, not a whole line yet
	awaited bool   // Red must reply before it is sent more
	over    bool   // the referee has ended the game
	turns   int
}

func (r *redSeat) Read(p []byte) (int, error) {
	if len(r.unread) == 0 {
		if err := r.next(); err != nil {
			return 0, err
		}
	}
	n := copy(p, r.unread)
	r.unread = r.unread[n:]
	return n, nil
}

// next runs the referee until it has something for Red, replying "F" for
// Blue; io.EOF once the game is over and all it sent has been read.
func (r *redSeat) next() error {
	for len(r.unread) == 0 {
		switch {
		case r.over:
			return io.EOF
		case r.awaited:
			return fmt.Errorf("turn %d: the bot reads on without replying", r.turns+1)
		}
		step := r.ref.Next()
		for _, m := range step.Send {
			if m.To == 0 {
				r.unread = append(r.unread, m.Text+"\n"...)
			}
		}
		switch {
		case step.Done:
			r.over = true
		case step.Await[0] == 1:
			if err := r.ref.Reply(1, "F"); err != nil {
				return err
			}
		default:
			r.awaited = true
		}
	}
	return nil
}

// finish plays Blue's turns to the end of the game once the bot has
// stopped, as it does after its 150th turn; what is sent Red now goes
// unread.
func (r *redSeat) finish() error {
	for {
		r.unread = nil
		switch err := r.next(); err {
		case io.EOF:
			return nil
		case nil:
		default:
			return err
		}
	}
}

func (r *redSeat) Write(p []byte) (int, error) {
	r.written = append(r.written, p...)
	for {
		line, rest, ok := bytes.Cut(r.written, []byte("\n"))
		if !ok {
			return len(p), nil
		}
		r.written = rest
		if err := r.ref.Reply(0, string(line)); err != nil {
			return 0, err
		}
		r.awaited = false
		r.turns++
	}
}

func TestServeStopsAtQuit(t *testing.T) {
	var out bytes.Buffer
	if err := program.RunErr([]string{"-bot", "planner-clock", "-seed", "1"}, strings.NewReader("Quit\nW\nW\nW\nW\n5\n"), &out); err != nil {
		t.Fatal(err)
	}
	if out.Len() != 0 {
		t.Errorf("wrote %q after Quit", out.String())
	}
}
