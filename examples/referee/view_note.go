package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/program"
)

// writeHiddenNotes writes, for each program named names[i] and run by
// commands[i] in sandbox s (nil for none) whose directory the sandbox
// hides, one line that says so, why, and what it sees instead: a bot that
// reads a file beside it would otherwise fail with no word of the reason,
// or work when the referee starts elsewhere.
func writeHiddenNotes(w io.Writer, names, commands []string, s *program.Sandbox) {
	if s == nil {
		return
	}
	seen := map[string]bool{}
	for i, cmd := range commands {
		if strings.HasPrefix(cmd, standings.Builtin) || seen[cmd] {
			continue
		}
		seen[cmd] = true
		v, err := program.ViewOf(cmd, *s)
		if err != nil || v.Hidden == "" {
			continue
		}
		fmt.Fprintf(w, "%s: the sandbox hides its directory %s (%s) and shows it %s; -readonly shows it more\n",
			names[i], v.Hidden, v.Why, strings.Join(v.Shown, ", "))
	}
}
