package arena

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/program"
)

// oldDescription is a directory's description as tournaments wrote it
// before players had names and before the memory limit moved into
// program.Options: players as their commands, memory in MiB, the sandbox
// as program.Sandbox writes itself.
const oldDescription = `{
  "game": "alquerque",
  "players": [
    "builtin:d1",
    "builtin:d2"
  ],
  "format": "round-robin",
  "sets": 1,
  "seed": 7,
  "options": {},
  "memory": 64,
  "sandbox": {
    "processes": 32,
    "cpu": 5000000000
  }
}
`

// writeOld makes a record directory holding oldDescription.
func writeOld(t *testing.T) string {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, standings.DescriptionFile), []byte(oldDescription), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// A directory written in the old form holds the same tournament as the
// Tournament that has the same settings now, its memory limit in bytes:
// it goes on; another limit or sandbox is refused by its flag.
func TestOldDescriptionResumes(t *testing.T) {
	same := &Tournament{Game: deterministic(), Players: []PlayerSpec{{Builtin: "d1"}, {Builtin: "d2"}}, Sets: 1, Seed: 7,
		Program: program.Options{MemoryLimit: 64 << 20, Sandbox: &program.Sandbox{Processes: 32, CPU: 5 * time.Second}}}
	if err := claim(writeOld(t), same.Describe()); err != nil {
		t.Errorf("the same tournament: %v", err)
	}
	for _, tc := range []struct {
		name   string
		change func(*Tournament)
		want   string
	}{
		{"memory", func(t *Tournament) { t.Program.MemoryLimit = 128 << 20 }, "-memory 64 there, -memory 128 here"},
		{"memory in bytes", func(t *Tournament) { t.Program.MemoryLimit = 64<<20 + 1 }, "the memory limit in bytes: not set there, 67108865 here"},
		{"sandbox", func(t *Tournament) { t.Program.Sandbox = &program.Sandbox{Processes: 16} }, `the sandbox (-sandbox and its limits): {"processes":32,"cpu":5000000000} there, {"processes":16} here`},
		{"names", func(t *Tournament) { t.Players[0].Name = "one" }, `the players' names (NAME=COMMAND): ["d1","d2"] there, ["one","d2"] here`},
	} {
		other := *same
		other.Players = []PlayerSpec{{Builtin: "d1"}, {Builtin: "d2"}}
		tc.change(&other)
		if err := claim(writeOld(t), other.Describe()); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error saying %s", tc.name, err, tc.want)
		}
	}
}

// A tournament goes on in a directory written in the old form: it plays
// the games that are not there, under the limit kept there.
func TestOldDirectoryPlays(t *testing.T) {
	dir := t.TempDir()
	old := strings.Replace(oldDescription, `,
  "sandbox": {
    "processes": 32,
    "cpu": 5000000000
  }`, "", 1)
	if err := os.WriteFile(filepath.Join(dir, standings.DescriptionFile), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	tr := &Tournament{Game: deterministic(), Players: []PlayerSpec{{Builtin: "d1"}, {Builtin: "d2"}}, Sets: 1, Seed: 7, Dir: dir,
		Program: program.Options{MemoryLimit: 64 << 20}}
	done, err := tr.Run(context.Background())
	if err != nil || len(done) != 2 {
		t.Fatalf("Run: %d games, %v; want 2", len(done), err)
	}
	d, err := standings.ReadDir(dir)
	if err != nil || len(d.Results) != 2 || d.Memory != 64 || d.Names[0] != "d1" {
		t.Errorf("ReadDir: %+v, %v", d, err)
	}
}

// A memory limit of whole MiB is kept in MiB, as directories always kept
// it; another in bytes, so that two limits that differ by less than a MiB
// are two tournaments.
func TestDescribeMemory(t *testing.T) {
	for _, tc := range []struct{ limit, mib, bytes int64 }{
		{0, 0, 0}, {64 << 20, 64, 0}, {64<<20 + 1, 0, 64<<20 + 1}, {1000, 0, 1000},
	} {
		tr := &Tournament{Game: deterministic(), Program: program.Options{MemoryLimit: tc.limit}}
		if d := tr.Describe(); d.Memory != tc.mib || d.MemoryBytes != tc.bytes {
			t.Errorf("limit %d: memory %d MiB, %d bytes; want %d, %d", tc.limit, d.Memory, d.MemoryBytes, tc.mib, tc.bytes)
		}
	}
}
