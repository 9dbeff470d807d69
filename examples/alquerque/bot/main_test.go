package main

import (
	"bufio"
	"bytes"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/examples/internal/botmain"
)

// The bot runs here over strings and pipes; the referee's tests run it as
// a program.

func TestPlay(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		wants [][]string // for each line written, the lines it may be
	}{
		{"White answers Start with a first move", "Start\nQuit\n",
			[][]string{{"c3-d4", "d3-d4", "e3-d4", "e4-d4"}}},
		{"Black answers White's first move", "c3-d4\nQuit\n", [][]string{{"e5*c3"}}},
		{"a CR and spaces are tolerated", " c3-d4 \r\nQuit\r\n", [][]string{{"e5*c3"}}},
		{"Quit ends at once", "Quit\nStart\n", nil},
		// A match from an opening: the position first, then Start for the
		// side to move in it (here Black, whose one move is a capture).
		{"after a Setup line, Start is for the side to move", "Setup " + setupPosition + "\nStart\nQuit\n", [][]string{{"d4*b2"}}},
		{"after a Setup line, a move is played in its position", "Setup " + setupPosition + "\r\nd4*b2\n", [][]string{{"a1*c3"}}},
		{"the end of input ends it", "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			b := bots.NewSearch(bots.Options{Depth: 3, TableBits: 12})
			if err := botmain.Play(b, strings.NewReader(tt.in), &out); err != nil {
				t.Fatalf("run: %v", err)
			}
			got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if out.Len() == 0 {
				got = nil
			}
			if len(got) != len(tt.wants) {
				t.Fatalf("wrote %q, want %d lines", got, len(tt.wants))
			}
			for i, want := range tt.wants {
				if !slices.Contains(want, got[i]) {
					t.Errorf("line %d is %q, want one of %q", i+1, got[i], want)
				}
			}
		})
	}
}

// setupPosition is a position of a match from an opening: Black on d4,
// White on c3 and a1, Black to move at ply 11.
const setupPosition = "......./......./......./...b.../..w..../......./w...... b 11 - -"

// A line that is not a legal move ends the bot with an error that quotes
// it: the jury never sends one, so something is badly wrong. So does a
// Setup line whose position cannot be read.
func TestPlayRefusesABadLine(t *testing.T) {
	for _, line := range []string{"c3-d5", "Setup bbb w 0 - -"} {
		b := bots.NewSearch(bots.Options{Depth: 1, TableBits: 10})
		err := botmain.Play(b, strings.NewReader(line+"\n"), &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), strconv.Quote(line)) {
			t.Errorf("run on %q: %v, want an error quoting the line", line, err)
		}
	}
}

// A whole game through the referee, the bot as White against a random
// Black, over pipes: the bot wins, and stops by itself without waiting for
// a Quit that never comes.
func TestPlayAWholeGame(t *testing.T) {
	inR, inW, err := os.Pipe() // the OS buffers what the jury writes
	if err != nil {
		t.Fatal(err)
	}
	defer inR.Close()
	defer inW.Close()
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer outR.Close()
	done := make(chan error, 1)
	go func() {
		done <- botmain.Play(bots.NewSearch(bots.Options{Depth: 3, TableBits: 12}), inR, outW)
		outW.Close()
	}()
	moves := bufio.NewScanner(outR)

	ref, err := alquerque.NewReferee(alquerque.RandomSetup(0))
	if err != nil {
		t.Fatal(err)
	}
	black := bots.NewRandom(3)
	var blackWrote []string
	for {
		step := ref.Next()
		for _, m := range step.Send {
			if m.To == 0 {
				if _, err := inW.WriteString(m.Text + "\n"); err != nil {
					t.Fatal(err)
				}
			} else {
				blackWrote = append(blackWrote, black.Hear(m.Text)...)
			}
		}
		if step.Done {
			break
		}
		if step.Await[0] == 1 {
			if err := ref.Reply(1, blackWrote[0]); err != nil {
				t.Fatal(err)
			}
			blackWrote = blackWrote[1:]
			continue
		}
		if !moves.Scan() {
			if err := ref.Fault(0, games.Exited); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := ref.Reply(0, moves.Text()); err != nil {
			t.Fatal(err)
		}
	}
	res := ref.Result()
	if res.Scores[0] != alquerque.WinScore {
		t.Fatalf("the bot did not win: %+v", res)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("run: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the bot won, and still waits for a line")
	}
	t.Logf("%d plies: %s", len(ref.Played()), res.Reason)
}

// -bot picks any built-in bot by name, and an unknown name is an error
// that lists the bots; -depth picks the plain search whatever -bot says.
func TestNewBotPicksTheBuiltInBot(t *testing.T) {
	for _, name := range bots.Names() {
		b, err := newBot(name, 0, 1)
		if err != nil {
			t.Fatalf("newBot(%q): %v", name, err)
		}
		var out bytes.Buffer
		if err := botmain.Play(b, strings.NewReader("c3-d4\nQuit\n"), &out); err != nil {
			t.Fatalf("%s: run: %v", name, err)
		}
		if got := out.String(); got != "e5*c3\n" {
			t.Errorf("%s as Black: wrote %q, want e5*c3", name, got)
		}
	}
	if _, err := newBot("chess", 0, 1); err == nil || !strings.Contains(err.Error(), "pvs-clock") {
		t.Errorf(`newBot("chess") = %v, want an error listing the bots`, err)
	}
	if b, err := newBot("chess", 3, 1); err != nil {
		t.Errorf("newBot with -depth 3: %v", err)
	} else if _, ok := b.(*bots.Search); !ok {
		t.Errorf("newBot with -depth 3 = %T, want *bots.Search", b)
	}
}
