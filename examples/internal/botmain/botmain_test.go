package botmain

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/contestgames/games"
)

// echo answers every line with itself, until it hears "Quit"; its Err
// reports a line it could not follow, "bad".
type echo struct{ err error }

func (e *echo) Start() []string { return nil }
func (e *echo) Hear(line string) []string {
	if line == "bad" {
		e.err = errors.New(`cannot follow "bad"`)
		return nil
	}
	return []string{line}
}
func (e *echo) Err() error { return e.err }

var program = Program{
	Game: "echo", Default: "echo", Names: []string{"echo"},
	New: func(name string, seed uint64) (games.Bot, error) {
		if name != "echo" {
			return nil, fmt.Errorf("no bot %q: the bots are echo", name)
		}
		return &echo{}, nil
	},
}

// Every example bot exits alike: 0 at the end of its game or for help, 1
// when the dialogue broke, 2 for a bad command line or an unknown bot,
// with one line on standard error that names the game.
func TestEveryBotProgramExitsAlike(t *testing.T) {
	for _, tt := range []struct {
		name   string
		args   []string
		in     string
		status int
		line   string
	}{
		{"a game", nil, "a\nb\n", ExitEnded, ""},
		{"help", []string{"-h"}, "", ExitEnded, "usage: echo bot [flags]"},
		{"unknown bot", []string{"-bot", "chess"}, "", ExitUsage, `echo bot: no bot "chess": the bots are echo` + "\n"},
		{"bad seed", []string{"-seed", "x"}, "", ExitUsage, `echo bot: invalid value "x" for flag -seed: parse error` + "\n"},
		{"unknown flag", []string{"-depth", "3"}, "", ExitUsage, "echo bot: flag provided but not defined: -depth\n"},
		{"an argument", []string{"echo"}, "", ExitUsage, `echo bot: unexpected argument "echo": the bot takes flags only` + "\n"},
		{"a line it cannot follow", nil, "a\nbad\n", ExitBroken, `echo bot: cannot follow "bad"` + "\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			status := program.Run(tt.args, strings.NewReader(tt.in), &out, &errOut)
			if status != tt.status {
				t.Errorf("exit status %d, want %d", status, tt.status)
			}
			if got := errOut.String(); tt.status == ExitEnded && tt.line == "" && got != "" ||
				tt.line != "" && !strings.HasPrefix(got, tt.line) || tt.status != ExitEnded && strings.Count(got, "\n") != 1 {
				t.Errorf("standard error %q, want %q", got, tt.line)
			}
		})
	}
}

// RunErr says the status and the line, and nil for a game that ended.
func TestRunErr(t *testing.T) {
	if err := program.RunErr(nil, strings.NewReader("a\n"), &bytes.Buffer{}); err != nil {
		t.Errorf("a game: %v", err)
	}
	err := program.RunErr([]string{"-bot", "chess"}, strings.NewReader(""), &bytes.Buffer{})
	if err == nil || err.Error() != `exit status 2: echo bot: no bot "chess": the bots are echo` {
		t.Errorf("an unknown bot: %v", err)
	}
}

// Builtin makes the bot by its bots package's New, with seat 0 and no
// options, and the game's name and default.
func TestBuiltinMakesTheBotByNew(t *testing.T) {
	var got []any
	p := Builtin("echo", "echo", []string{"echo"}, func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
		got = []any{name, seed, seat, options == nil}
		return &echo{}, nil
	})
	if err := p.RunErr([]string{"-seed", "7"}, strings.NewReader("a\n"), &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != "[echo 7 0 true]" || p.Game != "echo" || p.Default != "echo" {
		t.Errorf("Builtin made %v of program %+v; want [echo 7 0 true]", got, p)
	}
}
