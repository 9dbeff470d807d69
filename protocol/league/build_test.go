package league

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/internal/long"
	"github.com/contestgames/games/protocol/protocoltest"
)

// A version added from a source file is built by its language's profile
// (chosen by its extension) in the sandbox, then plays its smoke games as
// any program: a C source and a Python one that play enter the league; a
// C source that does not compile, and (in the long series) a Java source
// whose program says nonsense, are refused, saying why, with the build's log kept. (The
// league's programs run unsandboxed here, so that a source may hand over
// to the example bot; the builds are sandboxed all the same.) Its cases
// run beside each other and the other tests that wait for programs: the
// compilers' time is the test's.
func TestVersionsBuiltFromSources(t *testing.T) {
	t.Parallel()
	protocoltest.NeedSandbox(t)
	bot, err := exampleBot()
	if err != nil {
		t.Fatal(err)
	}
	type source struct {
		name, file, compiler, source string
		refused                      string // "" for a version that enters
		log                          string // what its build log holds
	}
	java := source{"java that says nonsense", "Main.java", "javac", "public class Main { public static void main(String[] a) { System.out.println(\"nonsense\"); } }\n", `in seat 1 against builtin:random, notation ("nonsense")`, ""}
	for _, tc := range append([]source{
		{"c", "bot.c", "cc", fmt.Sprintf("#include <unistd.h>\nint main(void) { execl(%q, \"alqbot\", \"-bot\", \"random\", (char *)0); return 1; }\n", bot), "", ""},
		{"python", "bot.py", "python3", fmt.Sprintf("import os\nos.execv(%q, [\"alqbot\", \"-bot\", \"random\"])\n", bot), "", ""},
		{"c that does not compile", "bot.c", "cc", "int main(void) { return nope; }\n", "its c build failed: exit status 1 (its log: versions/bob/", "nope"},
	}, []source{java}[:long.Size(0, 1)]...) { // javac takes seconds: the long series'

		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if _, err := exec.LookPath(tc.compiler); err != nil {
				t.Skipf("no %s here", tc.compiler)
			}
			l := newLeague(t, alquerque.Game())
			must(t, firstErr(l.Add("ann", "builtin:random")))
			src := programFile(t, tc.file, tc.source, 0o644)
			v, added, err := l.Add("bob", src)
			if tc.refused == "" {
				if err != nil || !added || !v.Active || !strings.Contains(v.Runs, "{dir}") {
					t.Fatalf("version %+v, added %v, error %v: want it built and playing", v, added, err)
				}
				return
			}
			var refused *RefusedError
			if !errors.As(err, &refused) || !strings.Contains(err.Error(), tc.refused) || v.Active {
				t.Fatalf("error %v: want it refused, saying %q", err, tc.refused)
			}
			if tc.log != "" {
				b, err := os.ReadFile(filepath.Join(l.Dir(), VersionsDir, "bob", v.ID, "build.log"))
				if err != nil || !strings.Contains(string(b), tc.log) {
					t.Errorf("build.log holds %q (%v), want the compiler's words on %q", b, err, tc.log)
				}
			}
		})
	}
}

// A file that is neither a program nor a source of the league's
// languages is refused in one line that names them.
func TestNeitherProgramNorSource(t *testing.T) {
	t.Parallel()
	l := newLeague(t, alquerque.Game())
	_, _, err := l.Add("bob", programFile(t, "bot.txt", "hello", 0o644))
	if err == nil || !strings.Contains(err.Error(), "nor a source of c, c++, go, python, java") {
		t.Errorf("error %v, want one naming the languages", err)
	}
}
