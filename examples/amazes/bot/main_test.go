package main

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/contestgames/games/amazes"
	"github.com/contestgames/games/amazes/bots"
	"github.com/contestgames/games/protocol"
)

// TestServePlaysAWholeGame plays the bot as Red, through pipes as a runner
// would, against a Blue that always writes "F".
func TestServePlaysAWholeGame(t *testing.T) {
	setup := amazes.RandomSetup(3)
	ref, err := amazes.NewReferee(setup)
	if err != nil {
		t.Fatal(err)
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := protocol.Serve(bots.NewExplore(1), inR, outW)
		inR.Close() // a bot that has quit reads no more
		outW.Close()
		done <- err
	}()
	answers := bufio.NewScanner(outR)
	turns := 0
	for {
		step := ref.Next()
		for _, m := range step.Send {
			if m.To == 0 {
				if _, err := io.WriteString(inW, m.Text+"\n"); err != nil && !step.Done {
					t.Fatal(err)
				}
			}
		}
		if step.Done {
			break
		}
		if step.Await[0] == 1 {
			if err := ref.Reply(1, "F"); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if !answers.Scan() {
			t.Fatalf("turn %d: the bot wrote nothing: %v", turns+1, answers.Err())
		}
		if err := ref.Reply(0, answers.Text()); err != nil {
			t.Fatal(err)
		}
		turns++
	}
	inW.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	res := ref.Result()
	if res.Fault != nil {
		t.Fatalf("fault: %+v", *res.Fault)
	}
	if turns != amazes.MaxTurns && !strings.HasPrefix(res.Reason, "sudden death") {
		t.Errorf("the bot played %d turns and the game ended by %q", turns, res.Reason)
	}
	if res.Scores[0] <= res.Scores[1] {
		t.Errorf("scores %v: the bot did not beat a player that only writes F", res.Scores)
	}
}

func TestServeStopsAtQuit(t *testing.T) {
	var out bytes.Buffer
	if err := protocol.Serve(bots.NewExplore(1), strings.NewReader("Quit\nW\nW\nW\nW\n5\n"), &out); err != nil {
		t.Fatal(err)
	}
	if out.Len() != 0 {
		t.Errorf("wrote %q after Quit", out.String())
	}
}
