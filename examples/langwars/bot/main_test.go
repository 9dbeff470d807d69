package main

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/long"
	"github.com/contestgames/games/langwars"
)

// TestRunPlaysAWholeGame plays the bot as player 2, through pipes as a
// runner would, against three players that always pick languages 0 to 4
// (on holidays, 0 and 1). By default montecarlo plays with its fixed
// budget, the same code as its wall-clock twin, the program's default,
// which the long series adds: it thinks two seconds a game, and
// TestMonteCarloClockKeepsTime in langwars/bots plays it on the clock.
func TestRunPlaysAWholeGame(t *testing.T) {
	names := []string{"montecarlo", "greedy", "random"}
	if long.Enabled {
		names = append([]string{"montecarlo-clock"}, names...)
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			ref, err := langwars.NewReferee(langwars.RandomSetup(42))
			if err != nil {
				t.Fatal(err)
			}
			inR, inW := io.Pipe()
			outR, outW := io.Pipe()
			done := make(chan error, 1)
			go func() {
				err := program.RunErr([]string{"-bot", name, "-seed", "1"}, inR, outW)
				inR.Close() // a bot that has ended reads no more
				outW.Close()
				done <- err
			}()
			answers := bufio.NewScanner(outR)
			turns := 0
			for steps := 0; ; steps++ {
				if steps > 100 {
					t.Fatal("the referee did not end the game")
				}
				step := ref.Next()
				for _, m := range step.Send {
					if m.To == 2 {
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
					case p != 2 && step.Timer == games.Handshake:
						ref.Reply(p, "READY")
						continue
					case p != 2:
						ref.Reply(p, "0 1 2 3 4")
						continue
					}
					if !answers.Scan() {
						t.Fatalf("turn %d: the bot wrote nothing: %v", turns, answers.Err())
					}
					line := answers.Text()
					if step.Timer != games.Handshake {
						turns++
						if _, err := langwars.ParsePicks(line, langwars.PicksIn(turns)); err != nil {
							t.Errorf("turn %d: %v", turns, err)
						}
					} else if line != "READY" {
						t.Errorf("first line %q, want READY", line)
					}
					ref.Reply(p, line)
				}
			}
			// The bot has ended by itself after its tenth turn, as
			// the jury sends nothing more: its input is still open.
			if err := <-done; err != nil {
				t.Fatal(err)
			}
			inW.Close()
			res := ref.Result()
			if res.Fault != nil || turns != langwars.Turns {
				t.Fatalf("%d turns, fault %+v", turns, res.Fault)
			}
			st := ref.State()
			if w, ok := st.Winner(); name != "random" && (!ok || w != 2) {
				t.Errorf("scores %v: %s did not beat three players that always pick the same", res.Scores, name)
			}
		})
	}
}

// At the end of its input the bot stops; with a bad -bot it says why.
func TestRunEnds(t *testing.T) {
	var out bytes.Buffer
	if err := program.RunErr([]string{"-bot", "random", "-seed", "1"}, strings.NewReader("10 4 8\n3 3 3 3 3 3 3 3\n"), &out); err != nil {
		t.Fatal(err)
	}
	if out.String() != "READY\n" {
		t.Errorf("wrote %q", out.String())
	}
	if err := program.RunErr([]string{"-bot", "clever", "-seed", "1"}, strings.NewReader(""), &out); err == nil {
		t.Error("no error for an unknown bot")
	}
}
