package arena

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/program"
)

// Words that name files here become absolute; others stay as they are.
func TestAbsolutePaths(t *testing.T) {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ in, want string }{
		{"./arena.go -x", wd + "/arena.go -x"},
		{"python3 arena.go", "python3 " + wd + "/arena.go"},
		{"sh -c 'echo hi'", "sh -c 'echo hi'"},
		{"/bin/true", "/bin/true"},
		{"nosuchfile arg", "nosuchfile arg"},
	} {
		if got := absolutePaths(tc.in); got != tc.want {
			t.Errorf("absolutePaths(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// A spec is "NAME=COMMAND" when NAME is a valid name and COMMAND is not
// empty, otherwise a command; "builtin:BOT" is a bot either way. A spec
// that runs nothing is refused, by its text.
func TestParsePlayer(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want PlayerSpec
	}{
		{"new=./bot -x", PlayerSpec{Name: "new", Command: "./bot -x"}},
		{"base=builtin:search", PlayerSpec{Name: "base", Builtin: "search"}},
		{"./bot -x", PlayerSpec{Command: "./bot -x"}},
		{"builtin:search", PlayerSpec{Builtin: "search"}},
		{"sh -c 'A=1 ./bot'", PlayerSpec{Command: "sh -c 'A=1 ./bot'"}},
		{"DEPTH=3 ./bot", PlayerSpec{Name: "DEPTH", Command: "3 ./bot"}},
		{"deep=DEPTH=3 ./bot", PlayerSpec{Name: "deep", Command: "DEPTH=3 ./bot"}},
		{"=./bot", PlayerSpec{Command: "=./bot"}},
		{"a b=./bot", PlayerSpec{Command: "a b=./bot"}},
		{"x=", PlayerSpec{Command: "x="}},
	} {
		got, err := ParsePlayer(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParsePlayer(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
		if got.String() != tc.in {
			t.Errorf("ParsePlayer(%q).String() = %q", tc.in, got.String())
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"", `player "": no command to run`},
		{"  ", `player "  ": no command to run`},
		{"x=  ", `player "x=  ": no command to run`},
		{"builtin:", `player "builtin:": builtin: without a bot's name, such as builtin:random`},
		{"a=builtin:", `player "a=builtin:": builtin: without a bot's name, such as builtin:random`},
		{"./bot\x00", `player "./bot\x00": a NUL byte, which no command line can hold`},
	} {
		if p, err := ParsePlayer(tc.in); err == nil || err.Error() != tc.want {
			t.Errorf("ParsePlayer(%q) = %+v, %v; want the error %s", tc.in, p, err, tc.want)
		}
	}
	if _, err := ParsePlayers([]string{"builtin:a", "builtin:"}); err == nil || !strings.HasPrefix(err.Error(), `player 2: player "builtin:"`) {
		t.Errorf("ParsePlayers with a bad second spec: %v", err)
	}
}

// A spec that runs nothing makes no player, and a tournament of one is
// refused before any game, naming the player.
func TestPlayerSpecRunsNothing(t *testing.T) {
	if _, err := (PlayerSpec{Name: "x"}).NewPlayer(deterministic(), 1, 0, nil, program.Options{}); err == nil || !strings.Contains(err.Error(), `player "x="`) {
		t.Errorf("NewPlayer of an empty spec: %v", err)
	}
	both := PlayerSpec{Command: "./bot", Builtin: "d1"}
	tr := &Tournament{Game: deterministic(), Players: []PlayerSpec{{Builtin: "d1"}, both}, Sets: 1}
	if _, err := tr.Run(context.Background()); err == nil || !strings.Contains(err.Error(), "player 2") {
		t.Errorf("a tournament with a spec of both a command and a bot: %v", err)
	}
}

// A spec, outside input, is read without panicking; one it takes writes
// back as the same text, reads back as the same spec, runs something, and
// has a valid name or none.
func FuzzParsePlayer(f *testing.F) {
	for _, s := range []string{"new=./bot -x", "./bots/new -depth 3", "builtin:search", "a=builtin:", "DEPTH=2 /usr/bin/old", "'./my bot'", "#!", "=x", "x=", ".a", "é", "", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePlayer(s)
		if err != nil {
			if !strings.Contains(err.Error(), fmt.Sprintf("%q", s)) {
				t.Fatalf("ParsePlayer(%q): the error %q does not name the spec", s, err)
			}
			return
		}
		if p.String() != s {
			t.Fatalf("ParsePlayer(%q) = %+v, written %q", s, p, p.String())
		}
		if again, err := ParsePlayer(p.String()); err != nil || again != p {
			t.Fatalf("ParsePlayer(%q) = %+v, read back %+v, %v", s, p, again, err)
		}
		if (p.Command == "") == (p.Builtin == "") || p.Name != "" && !standings.ValidName(p.Name) {
			t.Fatalf("ParsePlayer(%q) = %+v", s, p)
		}
	})
}
