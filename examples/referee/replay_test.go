package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// recordLines plays a game with a record and returns the record's lines.
func recordLines(t *testing.T, args ...string) []string {
	t.Helper()
	rec := filepath.Join(t.TempDir(), "game.jsonl")
	referee(t, append([]string{"-record", rec}, args...)...)
	b, err := os.ReadFile(rec)
	if err != nil {
		t.Fatal(err)
	}
	return strings.SplitAfter(strings.TrimSuffix(string(b), "\n"), "\n")
}

// A record that was changed after the game names the line where it no
// longer follows the rules: each kind of tampering, on one Alquerque game.
func TestReplayFindsTheTamperedLine(t *testing.T) {
	t.Parallel()
	lines := recordLines(t, "-seed", "5", "alquerque", "builtin:random", "builtin:random")
	n := len(lines)
	moveLine := 0 // the line of white's third move
	for i, moves := 0, 0; i < n; i++ {
		if strings.HasPrefix(lines[i], `{"from":0,`) {
			if moves++; moves == 3 {
				moveLine = i + 1
				break
			}
		}
	}
	if moveLine == 0 {
		t.Fatal("no third move in the record")
	}
	change := func(line int, f func(string) string) []string {
		out := append([]string(nil), lines...)
		out[line-1] = f(out[line-1])
		return out
	}
	drop := func(line int) []string {
		return append(append([]string(nil), lines[:line-1]...), lines[line:]...)
	}
	move := regexp.MustCompile(`"text":"[^"]*"`)
	for _, tc := range []struct {
		name   string
		record []string
		line   int
		want   string
	}{
		{"one move changed", change(moveLine, func(s string) string { return move.ReplaceAllString(s, `"text":"a1-a2"`) }),
			moveLine, "the rules' referee answers this line: it sends to 0: \"Quit\""},
		{"one score changed", change(n, func(s string) string { return strings.Replace(s, `"scores":[`, `"scores":[1`, 1) }),
			n, "the result"},
		{"one line dropped", drop(moveLine), moveLine, "awaits player 0"},
		{"a message changed", change(moveLine+1, func(s string) string { return move.ReplaceAllString(s, `"text":"Quit"`) }),
			moveLine, fmt.Sprintf("where the record has at line %d a message to 1: \"Quit\"", moveLine+1)},
		{"the last line cut short", change(n, func(s string) string { return s[:len(s)/2] }), n, "JSON"},
		{"garbage that is no JSON", change(moveLine, func(string) string { return "garbage\n" }), moveLine, "JSON"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "tampered.jsonl")
			if err := os.WriteFile(file, []byte(strings.Join(tc.record, "")), 0o644); err != nil {
				t.Fatal(err)
			}
			stdout, _, status := runStatus(t, "replay", file)
			if status != 1 {
				t.Errorf("exit status %d, want 1", status)
			}
			prefix := fmt.Sprintf("%s: line %d: ", file, tc.line)
			if !strings.HasPrefix(stdout, prefix) || strings.Count(stdout, "\n") != 1 || !strings.Contains(stdout, tc.want) {
				t.Errorf("replay printed %q, want one line starting %q and saying %q", stdout, prefix, tc.want)
			}
		})
	}
}

// replay checks every record it is given and says which failed; a file
// that is no record is a mistake of the command line, said on stderr,
// exit status 2 unless a record failed too.
func TestReplayOfSeveralRecords(t *testing.T) {
	t.Parallel()
	good := filepath.Join(t.TempDir(), "good.jsonl")
	referee(t, "-record", good, "alquerque", "builtin:random", "builtin:random")
	missing := filepath.Join(t.TempDir(), "missing.jsonl")
	stdout, stderr, status := runStatus(t, "replay", good, missing, good)
	want := good + ": ok\n" + good + ": ok\n"
	if status != 2 || stdout != want || stderr != "referee: replay: "+missing+": no such file or directory\n" {
		t.Errorf("status %d, stdout %q, stderr %q; want 2, %q and the missing file", status, stdout, stderr, want)
	}

	bad := filepath.Join(t.TempDir(), "bad.jsonl")
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, append(data, "garbage\n"...), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, status = runStatus(t, "replay", bad, missing)
	if status != 1 || !strings.HasPrefix(stdout, bad+": line ") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("status %d, stdout %q, stderr %q; want 1, the bad record's line and the missing file", status, stdout, stderr)
	}
}

// replay -v shows the game move by move with the board after each move.
func TestReplayVerboseShowsBoards(t *testing.T) {
	t.Parallel()
	rec := filepath.Join(t.TempDir(), "game.jsonl")
	referee(t, "-record", rec, "alquerque", "builtin:random", "builtin:random")
	stdout, _, status := runStatus(t, "replay", "-v", rec)
	if status != 0 || !strings.Contains(stdout, "   1 white ") || !strings.HasSuffix(stdout, rec+": ok\n") {
		t.Fatalf("status %d, output:\n%s", status, stdout)
	}
	moves := strings.Count(stdout, "\n   ") // lines of moves, indented boards
	if moves < 10 {
		t.Errorf("only %d move and board lines:\n%s", moves, stdout)
	}
}
