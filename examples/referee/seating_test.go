package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A match's first line names the game, the seed and who sits where, by
// name, with the command the command line gave; a series prints it for each game only with
// -v, its result lines naming the seats already.
func TestFirstLineNamesSeatsPlayersAndSeed(t *testing.T) {
	t.Parallel()
	out := referee(t, "-seed", "3", "alquerque", "builtin:random", "builtin:search")
	if first, _, _ := strings.Cut(out, "\n"); first != "alquerque, seed 3: white = random (builtin:random), black = search (builtin:search)" {
		t.Errorf("first line %q", first)
	}
	out = referee(t, "-seed", "-2", "blockdrop", "builtin:hunter", "builtin:random", "builtin:random", "builtin:random")
	if first, _, _ := strings.Cut(out, "\n"); first != "blockdrop, seed -2: player 0 = hunter (builtin:hunter), player 1 = random (builtin:random), player 2 = random-2 (builtin:random), player 3 = random-3 (builtin:random)" {
		t.Errorf("first line %q", first)
	}
	out = referee(t, "-games", "2", "-seed", "3", "amazes", "builtin:explore", "builtin:random")
	if strings.Contains(out, "seed") {
		t.Errorf("a series without -v prints seating lines:\n%s", out)
	}
	out = referee(t, "-v", "-games", "2", "-seed", "3", "amazes", "builtin:explore", "builtin:random")
	for _, want := range []string{"amazes, seed 3: red = explore (builtin:explore), blue = random (builtin:random)\n",
		"amazes, seed 4: red = random (builtin:random), blue = explore (builtin:explore)\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("a series with -v lacks the line %q", want)
		}
	}
}

// A program's fault says what the referee knew of it: after the fault
// in a single game, in the result line of every game, in replay -v, and
// in the record.
func TestFaultLinesSayWhatTheRefereeKnew(t *testing.T) {
	t.Parallel()
	const crash = `sh -c "echo 'cannot open bot.dat' >&2; exit 3"`
	const detail = `exit status 3; its last stderr line: "cannot open bot.dat"`
	rec := filepath.Join(t.TempDir(), "game.jsonl")
	out := referee(t, "-record", rec, "alquerque", crash, "builtin:random")
	if want := "     white: exited (" + detail + ")\nresult: 0-12 (white: exited; " + detail + ")\n"; !strings.HasSuffix(out, want) {
		t.Errorf("output:\n%s\nwant it to end with\n%s", out, want)
	}
	if f := readRecord(t, rec).Result.Fault; f == nil || f.Detail != detail {
		t.Errorf("the record's fault %+v, want the detail %q", f, detail)
	}
	stdout, _, status := runStatus(t, "replay", "-v", rec)
	if status != 0 || !strings.Contains(stdout, "     white: exited ("+detail+")\n") {
		t.Errorf("replay -v: status %d, output:\n%s", status, stdout)
	}

	out = referee(t, "-games", "2", "alquerque", crash, "builtin:random")
	for _, want := range []string{
		"game 1 (sh vs random): result: 0-12 (white: exited; " + detail + ")\n",
		"game 2 (random vs sh): result: 12-0 (black: exited; " + detail + ")\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("series output:\n%s\nlacks %q", out, want)
		}
	}

	// A program that never flushes its output is told so.
	out = referee(t, "-turntime", "500ms", "alquerque", `awk '{ print "a1-b2" }'`, "builtin:random")
	if !regexp.MustCompile(`(?m)^     white: timeout \(no line read: does the program flush its output after each line\?\)$`).MatchString(out) {
		t.Errorf("output:\n%s", out)
	}
}
