//go:build unix

package arena

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	alqbots "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/program"
	"github.com/contestgames/games/protocol/protocoltest"
)

// ExtraEnv reaches every program of a tournament, in a sandbox or not,
// and the directory's description does not keep it; a sandboxed program
// sees nothing else of the runner's environment.
func TestTournamentExtraEnv(t *testing.T) {
	t.Setenv("CONTESTGAMES_TEST_SECRET", "hunter2-d41d8cd9")
	for _, tt := range []struct {
		name    string
		sandbox *program.Sandbox
		secret  bool // the programs see the runner's secret
	}{
		{"sandbox", &program.Sandbox{}, false},
		{"no sandbox", nil, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if tt.sandbox != nil {
				protocoltest.NeedSandbox(t)
			}
			dir := t.TempDir()
			tr := &Tournament{Game: alqbots.Game(), Players: []PlayerSpec{{Command: "env >&2"}, {Builtin: "random"}}, Sets: 1, Runner: Runner{Concurrency: 1},
				Dir: dir, Program: program.Options{Sandbox: tt.sandbox, ExtraEnv: []string{"DEPTH=d3-from-ExtraEnv"}}}
			done, err := tr.Run(context.Background())
			if err != nil || len(done) != 2 {
				t.Fatalf("Run: %d results, %v", len(done), err)
			}
			records, _ := filepath.Glob(filepath.Join(dir, standings.RecordsDir, "*"))
			if len(records) != 2 {
				t.Fatalf("records %q, want 2", records)
			}
			for _, name := range records {
				b, err := os.ReadFile(name)
				if err != nil {
					t.Fatal(err)
				}
				rec := string(b)
				if !strings.Contains(rec, `"text":"DEPTH=d3-from-ExtraEnv"`) {
					t.Errorf("%s lacks the program's DEPTH:\n%s", name, rec)
				}
				if got := strings.Contains(rec, "hunter2-d41d8cd9"); got != tt.secret {
					t.Errorf("%s holds the runner's secret: %v, want %v", name, got, tt.secret)
				}
			}
			desc, err := os.ReadFile(filepath.Join(dir, standings.DescriptionFile))
			if err != nil || strings.Contains(string(desc), "d3-from-ExtraEnv") {
				t.Errorf("description %s (%v): want no variable in it", desc, err)
			}
		})
	}
}
