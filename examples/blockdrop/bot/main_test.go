package main

import (
	"bufio"
	"io"
	"strings"
	"testing"

	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/blockdrop/bots"
)

// TestRunPlaysAWholeGame seats the program's run as player 0, through
// pipes as a runner would, against three players that always write N, and
// plays the game to its end.
func TestRunPlaysAWholeGame(t *testing.T) {
	ref, err := blockdrop.NewReferee(blockdrop.SeededPlacement(5))
	if err != nil {
		t.Fatal(err)
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := run(inR, outW, bots.NewHunter(1))
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
			switch {
			case len(step.Send) == 0:
				ref.Reply(p, "READY")
			case p != 0:
				ref.Reply(p, "N")
			default:
				if !answers.Scan() {
					t.Fatalf("turn %d: the bot wrote nothing: %v", turns, answers.Err())
				}
				ref.Reply(0, answers.Text())
				turns++
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

func TestRunAnswersEachMessageOnce(t *testing.T) {
	st, _ := blockdrop.NewState(blockdrop.SeededPlacement(2), blockdrop.DefaultTurns)
	in := st.Message() + "garbage\nmore garbage\nEOD\n" + st.Message()
	var out strings.Builder
	if err := run(strings.NewReader(in), &out, bots.NewRandom(1)); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 4 || lines[0] != "READY" || lines[2] != "N" {
		t.Errorf("answers %q; want READY, a letter, N for the bad message, a letter", lines)
	}
}
