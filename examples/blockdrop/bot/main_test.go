package main

import (
	"bufio"
	"io"
	"strings"
	"testing"

	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/protocol"
)

// TestServePlaysAWholeGame seats the program's bot as player 0, served
// through pipes as main serves it, against three players that always
// write N, and plays the game to its end.
func TestServePlaysAWholeGame(t *testing.T) {
	ref, err := blockdrop.NewReferee(blockdrop.RandomSetup(5))
	if err != nil {
		t.Fatal(err)
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := protocol.Serve(bots.NewHunter(1), inR, outW)
		outW.Close()
		done <- err
	}()
	answers := bufio.NewScanner(outR)
	if !answers.Scan() || answers.Text() != "READY" {
		t.Fatalf("first line %q, want READY", answers.Text())
	}
	turns := 0
	for {
		step := ref.Next()
		for _, m := range step.Send {
			if m.To == 0 {
				if _, err := io.WriteString(inW, m.Text+"\n"); err != nil {
					t.Fatal(err)
				}
			}
		}
		if step.Done {
			break
		}
		for _, p := range step.Await {
			line := "N"
			switch {
			case len(step.Send) == 0:
				line = "READY"
			case p == 0:
				if !answers.Scan() {
					t.Fatalf("turn %d: the bot wrote nothing: %v", turns, answers.Err())
				}
				line = answers.Text()
				turns++
			}
			if err := ref.Reply(p, line); err != nil {
				t.Fatal(err)
			}
		}
	}
	inW.Close()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	res := ref.Result()
	if res.Fault != nil {
		t.Fatalf("fault: %+v", *res.Fault)
	}
	if res.Scores[0] != blockdrop.WinScore {
		t.Errorf("after %d turns of its own: %v (%s); the hunter should beat three players that never move", turns, res.Scores, res.Reason)
	}
}

func TestServeAnswersEachMessageOnce(t *testing.T) {
	st, _ := blockdrop.NewState(blockdrop.RandomSetup(2))
	in := st.Message() + "garbage\nmore garbage\nEOD\n" + st.Message()
	var out strings.Builder
	if err := protocol.Serve(bots.NewRandom(1), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 4 || lines[0] != "READY" || lines[2] != "N" {
		t.Errorf("answers %q; want READY, a letter, N for the bad message, a letter", lines)
	}
}
