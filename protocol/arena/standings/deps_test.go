package standings

import (
	"os/exec"
	"strings"
	"testing"
)

// A package that draws or counts never links one that starts processes:
// the pages of package view, this package and package stats read and
// count what tournaments wrote, so that a page or a table can be made
// where no program may run, and a judge author reads them without the
// sandbox. Package arena, which runs tournaments, imports this one, never
// the other way round.
func TestNoProcessesLinked(t *testing.T) {
	const module = "github.com/contestgames/games/"
	forbidden := map[string]string{
		module + "protocol/program": "starts programs",
		module + "protocol/arena":   "runs tournaments",
		module + "protocol":         "runs matches",
		"os/exec":                   "starts processes",
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("no go command to list the imports with: %v", err)
	}
	for _, pkg := range []string{"protocol/view", "protocol/arena/standings", "protocol/arena/stats"} {
		out, err := exec.Command(goTool, "list", "-deps", "-f", "{{.ImportPath}}", module+pkg).CombinedOutput()
		if err != nil {
			t.Fatalf("go list -deps %s: %v\n%s", pkg, err, out)
		}
		deps := strings.Fields(string(out))
		if len(deps) < 2 || deps[len(deps)-1] != module+pkg {
			t.Fatalf("go list -deps %s listed %q: want its imports, then itself", pkg, deps)
		}
		for _, d := range deps {
			if why, ok := forbidden[d]; ok {
				t.Errorf("%s depends on %s, which %s", pkg, d, why)
			}
		}
	}
}
