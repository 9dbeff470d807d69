package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/record"
)

// countTo is a toy game that the referee program has never heard of: two
// players count in turn, each saying the last number plus 1 or 2, and
// whoever reaches the target wins. Its descriptor is all the program gets.
func countTo() games.Game {
	return games.Game{
		Name:    "countto",
		Seats:   []string{"first", "second"},
		Options: []games.Option{{Name: "target", Usage: "the number that wins (default 10)"}},
		NewReferee: func(seed uint64, options map[string]string) (games.Referee, map[string]string, error) {
			g := countTo()
			if err := g.CheckOptions(options); err != nil {
				return nil, nil, err
			}
			target := 10
			if v, ok := options["target"]; ok {
				n, err := strconv.Atoi(v)
				if err != nil || n < 1 {
					return nil, nil, fmt.Errorf("countto: option target: %q is not a positive number", v)
				}
				target = n
			}
			return &countRef{target: target, sends: []games.Message{{To: 0, Text: "go"}}},
				map[string]string{"target": strconv.Itoa(target)}, nil
		},
		Files: func(options map[string]string) map[string][]byte {
			return map[string][]byte{"target.txt": []byte(options["target"] + "\n")}
		},
		Bots: games.Bots{
			Names:    []string{"one", "two"},
			Defaults: []string{"two", "one"},
			New: func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
				step := 1
				if name == "two" {
					step = 2
				}
				return countBot{step}, nil
			},
		},
	}
}

type countRef struct {
	target, last, turn int
	sends              []games.Message
	done               bool
	res                games.Result
}

func (r *countRef) Players() int       { return 2 }
func (r *countRef) Clock() games.Clock { return games.Clock{} }
func (r *countRef) Result() games.Result {
	return r.res.Clone()
}

func (r *countRef) Next() games.Step {
	s := games.Step{Send: r.sends, Await: []int{r.turn}, Done: r.done} // Await is moot once Done
	r.sends = nil
	return s
}

func (r *countRef) Reply(p int, line string) error {
	if p != r.turn || r.done {
		return fmt.Errorf("countto: reply from %d: %w", p, games.ErrNotAwaited)
	}
	n, err := strconv.Atoi(line)
	if err != nil || n-r.last < 1 || n-r.last > 2 {
		return r.Fault(p, 0)
	}
	r.last, r.turn = n, 1-p
	if n >= r.target {
		r.end(p, "reached "+line)
		return nil
	}
	r.sends = append(r.sends, games.Message{To: r.turn, Text: line})
	return nil
}

func (r *countRef) Fault(p int, f games.FaultKind) error {
	if p != r.turn || r.done {
		return fmt.Errorf("countto: fault of %d: %w", p, games.ErrNotAwaited)
	}
	r.end(1-p, fmt.Sprintf("%s failed", countTo().Seats[p]))
	return nil
}

func (r *countRef) end(winner int, reason string) {
	scores := []float64{0, 0}
	scores[winner] = 1
	r.done, r.res = true, games.Result{Scores: scores, Reason: reason}
}

type countBot struct{ step int }

func (countBot) Start() []string { return nil }
func (b countBot) Hear(line string) []string {
	n, _ := strconv.Atoi(line) // "go" reads as 0
	return []string{strconv.Itoa(n + b.step)}
}

// A game the program does not know by name plays through every path of the
// program from its descriptor alone: options as flags, built-in bots,
// programs in a directory holding the game's files, series, records that
// replay from their header.
func TestAToyGamePlaysWithoutChangingTheProgram(t *testing.T) {
	t.Parallel()
	reg := append(registry(builtinGames()), countTo())
	play := func(args ...string) (string, error) {
		var out, errOut bytes.Buffer
		err := run(context.Background(), reg, args, &out, &errOut)
		return out.String(), err
	}

	rec := filepath.Join(t.TempDir(), "toy.jsonl")
	out, err := play("-record", rec, "-target", "7", "countto")
	if err != nil {
		t.Fatal(err)
	}
	// Two counts by 2 for the first, by 1 for the second: 2 3 5 6 8.
	if got := lastLine(out); got != "result: 1-0 (reached 8)" {
		t.Errorf("result line %q\n%s", got, out)
	}
	f, err := os.Open(rec)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	err = record.Replay(f, func(h record.Header) (games.Referee, error) {
		if h.Game != "countto" || h.Options["target"] != "7" {
			t.Errorf("header %+v", h)
		}
		ref, _, err := countTo().NewReferee(h.Seed, h.Options)
		return ref, err
	})
	if err != nil {
		t.Error(err)
	}

	// A program reads the game's file from its working directory and
	// counts by 1 to the target; builtin:two counts by 2.
	program := `sh -c 'read target < target.txt; while read n; do [ "$n" = go ] && n=0; echo $((n+1)); done'`
	out, err = play("-games", "2", "-target", "4", "countto", program, "builtin:two")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "game 1 (sh vs two): result: 1-0 (reached 4)") ||
		!strings.Contains(out, "game 2 (two vs sh): result: 1-0 (reached 5)") {
		t.Errorf("series:\n%s", out)
	}

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-target", "x", "countto"}, `countto: option target: "x" is not a positive number`},
		{[]string{"-target", "3", "alquerque"}, "-target does not apply to alquerque"},
		{[]string{"-maze", "x", "countto"}, "-maze does not apply to countto"},
		{[]string{"countto", "builtin:three", "builtin:one"}, `countto has no built-in bot "three"; it has builtin:one, builtin:two`},
	} {
		_, err := play(tc.args...)
		var usage usageError
		if !errors.As(err, &usage) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("referee %q: error %v, want a usage error saying %q", tc.args, err, tc.want)
		}
	}
}
