// Package skeletontest holds what the tests of the example skeletons
// (examples/GAME/skeleton) share: building the program, playing it
// through package protocol against a built-in bot in every seat, as the
// referee program does, and running it on lines of the test's own.
package skeletontest

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena"
	"github.com/contestgames/games/protocol/program"
	"github.com/contestgames/games/protocol/record"
)

// A Skeleton is what one game's skeleton test says of its game: what
// every skeleton must do, Test checks from it; Dialogue checks the rest.
type Skeleton struct {
	// Game is the game. The program plays a whole match of it in each
	// seat against the built-in bot "random" in all the others.
	Game games.Game
	// Files are written, by name, into the working directory in which
	// Dialogue runs the program, as the referee program writes the game's
	// files into a program's directory (On The Run's map).
	Files map[string]string
	// Greeting is what the program writes before it has read a line: what
	// it must write, and all it may, when its input ends at once or at
	// Quit. Nil for a program that waits to be spoken to.
	Greeting []string
	// Quit, if not "", is input at whose first line the program must stop
	// with status 0, writing nothing more than Greeting.
	Quit string
	// Dialogue checks the program's answers to lines of the game's
	// dialogue, and that it stops on lines it cannot follow (see Ends and
	// Fails): bin is the program built, dir its working directory.
	Dialogue func(t *testing.T, bin, dir string)
}

// Test builds the program of the package under test once, then checks
// what every skeleton must do, and s.Dialogue: it plays every seat
// (subtest EverySeat, see everySeat), and on lines of the test's own
// (subtest Dialogue) it stops with status 0 having written s.Greeting
// alone both when its input ends at once and at s.Quit.
func Test(t *testing.T, s Skeleton) {
	t.Helper()
	bin := build(t)
	t.Run("EverySeat", func(t *testing.T) { everySeat(t, s.Game, bin) })
	t.Run("Dialogue", func(t *testing.T) {
		dir := t.TempDir()
		for name, text := range s.Files {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		ends := []string{""}
		if s.Quit != "" {
			ends = append(ends, s.Quit)
		}
		for _, input := range ends {
			if got := Ends(t, bin, dir, input); !slices.Equal(got, s.Greeting) {
				t.Errorf("on %q it wrote %q, want %q", input, got, s.Greeting)
			}
		}
		s.Dialogue(t, bin, dir)
	})
}

// build builds the program of the package under test (the test's working
// directory) into a temporary directory of t, and returns its path.
func build(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "skeleton")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// everySeat plays one match of g for each of its seats, with the program
// bin in that seat and the built-in bot "random" in all the others, under
// the contest's clock, and fails t unless each match ends with a result,
// the program never faulted (no illegal move, timeout, exit or line too
// long in the record) and it wrote nothing to its standard error.
func everySeat(t *testing.T, g games.Game, bin string) {
	t.Helper()
	for seat := range g.Players() {
		t.Run(g.Seats[seat], func(t *testing.T) {
			names := make([]string, g.Players())
			for s := range names {
				names[s] = "builtin:random"
			}
			names[seat] = bin
			play(t, g, uint64(seat+1), names, seat)
		})
	}
}

// play plays the match of g from seed between the players named and
// checks the program in seat.
func play(t *testing.T, g games.Game, seed uint64, names []string, seat int) {
	t.Helper()
	m, err := arena.NewMatch(g, seed, nil, names, program.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var recorded bytes.Buffer
	m.Record = &recorded
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	res, err := m.Run(ctx)
	if err != nil {
		t.Fatalf("the match: %v", err)
	}
	rec, err := record.Read(bytes.NewReader(recorded.Bytes()))
	if err != nil {
		t.Fatalf("the record: %v", err)
	}
	if rec.Result == nil {
		t.Fatalf("the record ends without a result:\n%s", recorded.String())
	}
	for _, e := range rec.Events {
		if e.Kind == record.Faulted && e.Player == seat {
			t.Errorf("record line %d: the program (%s) faulted: %s", e.Line, g.Seats[seat], e.Fault)
		}
	}
	if f := res.Fault; f != nil && f.Player == seat {
		t.Errorf("the program (%s) lost by a fault: %s (%s, wrote %q)", g.Seats[seat], res.Reason, f.Rule, f.Move)
	}
	if m.Stderr[seat] != "" {
		t.Errorf("the program (%s) wrote to its standard error:\n%s", g.Seats[seat], m.Stderr[seat])
	}
	t.Logf("seed %d, %s: %s (%s), %d record lines", seed, strings.Join(names, " vs "), g.FormatScores(res.Scores), res.Reason, len(rec.Events)+2)
}

// Run runs the program bin in directory dir ("" for the test's) with
// input on its standard input, and returns what it wrote on its standard
// output and its standard error, and its exit status.
func Run(t *testing.T, bin, dir, input string) (stdout, stderr string, status int) {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Dir = dir
	cmd.Stdin = strings.NewReader(input)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		status = exit.ExitCode()
	case err != nil:
		t.Fatalf("running %s: %v", bin, err)
	}
	return out.String(), errOut.String(), status
}

// Fails runs the program bin in directory dir on input, and fails t
// unless it exits with status 1 having written one line to its standard
// error that holds each of wants (the line's number and text, say).
func Fails(t *testing.T, bin, dir, input string, wants ...string) {
	t.Helper()
	_, stderr, status := Run(t, bin, dir, input)
	if status != 1 || strings.Count(stderr, "\n") != 1 || !strings.HasSuffix(stderr, "\n") {
		t.Errorf("on %q: exit status %d, standard error %q; want status 1 and one line", input, status, stderr)
	}
	for _, w := range wants {
		if !strings.Contains(stderr, w) {
			t.Errorf("on %q: standard error %q does not say %q", input, stderr, w)
		}
	}
}

// Ends runs the program bin in directory dir on input, fails t unless it
// exits with status 0 having written nothing on its standard error, and
// returns the lines it wrote on its standard output.
func Ends(t *testing.T, bin, dir, input string) []string {
	t.Helper()
	stdout, stderr, status := Run(t, bin, dir, input)
	if status != 0 || stderr != "" {
		t.Errorf("on %q: exit status %d, standard error %q; want status 0 and nothing", input, status, stderr)
	}
	if stdout == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
}
