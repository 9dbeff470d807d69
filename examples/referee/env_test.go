//go:build linux

package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games/protocol/protocoltest"
	"github.com/contestgames/games/protocol/record"
)

// -env passes a program exactly the variables it names, over a sandbox's
// clean environment, in a match and in a tournament alike: no secret of
// the referee's environment reaches a program, nor its record. Without
// -sandbox a program inherits the referee's whole environment, and -env
// NAME=VALUE replaces a variable of it.
func TestEnvPassesWhatIsNamed(t *testing.T) {
	t.Setenv("CONTESTGAMES_TEST_SECRET", "hunter2-d41d8cd9")
	t.Setenv("CONTESTGAMES_PASSED", "passed-value")
	flags := []string{"-env", "DEPTH=3", "-env", "CONTESTGAMES_PASSED", "-env", "HOME=/elsewhere"}
	named := []string{"CONTESTGAMES_PASSED=passed-value", "DEPTH=3", "HOME=/elsewhere"}
	clean := []string{"LANG=C.UTF-8", "PATH=/usr/local/bin:/usr/bin:/bin", "TMPDIR=/tmp"}
	for _, tt := range []struct {
		name       string
		sandbox    bool
		tournament bool
	}{
		{"match, sandbox", true, false},
		{"tournament, sandbox", true, true},
		{"match", false, false},
		{"tournament", false, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			args := slices.Clone(flags)
			if tt.sandbox {
				protocoltest.NeedSandbox(t)
				args = append(args, "-sandbox")
			}
			dir := t.TempDir()
			var records []string
			if tt.tournament {
				tourney(t, append(append([]string{"tournament", "-pairs", "1", "-dir", dir}, args...), "alquerque", "env >&2", "builtin:random")...)
				records, _ = filepath.Glob(filepath.Join(dir, "records", "*"))
			} else {
				records = []string{filepath.Join(dir, "game.jsonl")}
				referee(t, append(args, "-record", records[0], "alquerque", "env >&2", "builtin:random")...)
			}
			if len(records) == 0 {
				t.Fatal("no record")
			}
			for _, name := range records {
				got := stderrLines(t, name)
				data, _ := os.ReadFile(name)
				if leaked := strings.Contains(string(data), "hunter2"); leaked == tt.sandbox {
					t.Errorf("%s: the referee's secret in the record: %v, want %v", name, leaked, !tt.sandbox)
				}
				if tt.sandbox {
					if want := slices.Sorted(slices.Values(append(slices.Clone(named), clean...))); !slices.Equal(got, want) {
						t.Errorf("%s: environment %q, want %q", name, got, want)
					}
					continue
				}
				for _, kv := range append(named, "CONTESTGAMES_TEST_SECRET=hunter2-d41d8cd9") {
					if !slices.Contains(got, kv) {
						t.Errorf("%s: environment lacks %q: %q", name, kv, got)
					}
				}
				if homes := slices.DeleteFunc(slices.Clone(got), func(kv string) bool { return !strings.HasPrefix(kv, "HOME=") }); len(homes) != 1 {
					t.Errorf("%s: HOME %q, want HOME=/elsewhere alone", name, homes)
				}
			}
		})
	}
}

// stderrLines returns the lines of standard error in the record of the
// file name, sorted, less PWD, which sh sets itself.
func stderrLines(t *testing.T, name string) []string {
	t.Helper()
	var lines []string
	for _, ev := range readRecord(t, name).Events {
		if ev.Kind == record.Stderr && !strings.HasPrefix(ev.Text, "PWD=") {
			lines = append(lines, ev.Text)
		}
	}
	slices.Sort(lines)
	return lines
}
