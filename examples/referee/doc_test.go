package main

import (
	"flag"
	"os"
	"regexp"
	"strings"
	"testing"
)

// The package doc is the referee's manual (README.md points here): its
// list of flags names every flag of a match, each game's own among them.
func TestDocNamesEveryFlag(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var c config
	fs, _ := newFlags(registry(builtinGames()), &c)
	fs.VisitAll(func(f *flag.Flag) {
		if !regexp.MustCompile(`(^|[\s(,])-` + regexp.QuoteMeta(f.Name) + `\b`).Match(doc) {
			t.Errorf("doc.go does not name the flag -%s", f.Name)
		}
	})
}

// The doc's list of what builtin:strongest is agrees with the games' own
// Bots.Strongest, as the help prints it.
func TestDocNamesTheStrongestBots(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range builtinGames() {
		if line := "//   - " + g.Name + ": " + strongestOf(g) + "\n"; !strings.Contains(string(doc), line) {
			t.Errorf("doc.go lacks the line %q", line)
		}
	}
}
