package main

import (
	"bufio"
	"bytes"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/contestgames/games/amazes"
)

// TestRunPlaysAWholeGame plays the bot as Red, through pipes as a runner
// would, against a Blue that always writes "F".
func TestRunPlaysAWholeGame(t *testing.T) {
	setup := amazes.GenerateSetup(rand.New(rand.NewPCG(3, 4)))
	ref, err := amazes.NewReferee(setup)
	if err != nil {
		t.Fatal(err)
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := run(inR, outW, 1)
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
			ref.Reply(1, "F")
			continue
		}
		if !answers.Scan() {
			t.Fatalf("turn %d: the bot wrote nothing: %v", turns+1, answers.Err())
		}
		ref.Reply(0, answers.Text())
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

func TestRunStopsAtQuit(t *testing.T) {
	var out bytes.Buffer
	if err := run(strings.NewReader("Quit\nW\nW\nW\nW\n5\n"), &out, 1); err != nil {
		t.Fatal(err)
	}
	if out.Len() != 0 {
		t.Errorf("wrote %q after Quit", out.String())
	}
}
