package record_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol/arena"
	"github.com/contestgames/games/protocol/program"
)

// The record in the package doc is the one the referee program writes for
// the match it names, line for line, but for the times and the usage,
// which vary from run to run: the match is made as the referee program
// makes it (arena.NewMatch, and its -time as Match.Clock), with ./sleepy
// the script the doc describes.
func TestTheDocsRecordIsWhatAMatchWrites(t *testing.T) {
	want := docRecord(t)
	dir := t.TempDir()
	sleepy := "#!/bin/sh\nread line\necho \"thinking about $line\" >&2\nsleep 5\n"
	if err := os.WriteFile(filepath.Join(dir, "sleepy"), []byte(sleepy), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	m, err := arena.NewMatch(alquerque.Game(), 1, nil, []string{"builtin:random", "./sleepy"}, program.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m.Clock = &games.Clock{Total: time.Second, Pause: true} // -time 1s
	var record bytes.Buffer
	m.Record = &record
	if _, err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	got := strings.Split(strings.TrimSuffix(record.String(), "\n"), "\n")
	if len(got) != len(want) {
		t.Fatalf("the match wrote %d lines, the doc shows %d:\n%s", len(got), len(want), record.String())
	}
	for i := range want {
		if varying(got[i]) != varying(want[i]) {
			t.Errorf("line %d: the match wrote\n\t%s\nthe doc shows\n\t%s", i+1, got[i], want[i])
		}
	}
}

// docRecord returns the lines of the first record shown in the section
// "Records" of doc.go.
func docRecord(t *testing.T) []string {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(doc), "// # Records\n")
	var lines []string
	for _, line := range strings.Split(section, "\n") {
		if rec, ok := strings.CutPrefix(line, "//\t{"); ok {
			lines = append(lines, "{"+rec)
		} else if len(lines) > 0 {
			break
		}
	}
	if len(lines) == 0 {
		t.Fatal(`doc.go shows no record in its section "Records"`)
	}
	return lines
}

// varying replaces in a record line the figures that vary from run to
// run, the thinking time and the usage, with "N".
func varying(line string) string {
	return varyingFigure.ReplaceAllString(line, `"$1":N`)
}

var varyingFigure = regexp.MustCompile(`"(ms|peak_memory|cpu_ns)":[0-9.e+-]+`)
