// Package linediff helps the game packages' golden tests, which compare what
// a referee sent with what a contest's own engine sent, byte for byte.
package linediff

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// First describes the first line where got and want differ, or returns
// "" if they are equal, so that a failing golden test points at the line.
func First(got, want string) string {
	if got == want {
		return ""
	}
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range max(len(g), len(w)) {
		gl, wl := "<none>", "<none>"
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("line %d: got %q, want %q", i+1, gl, wl)
		}
	}
	return "same lines, different bytes"
}

// A TB is the part of testing.TB that Golden uses.
type TB interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
	Errorf(format string, args ...any)
}

// Golden compares got, a text without its final newline, with the golden
// file, or writes it there when update is set (a test's -update flag).
func Golden(t TB, file, got string, update bool) {
	t.Helper()
	if update {
		if err := os.WriteFile(file, []byte(got+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if d := First(got, strings.TrimSuffix(string(want), "\n")); d != "" {
		t.Errorf("the text differs from %s (run with -update to accept): %s\ngot:\n%s", file, d, got)
	}
}

// Update is the -update flag of every test that reads golden files: with
// it, they write their golden files instead of comparing, as in
// "go test . -run Golden -update".
var Update = flag.Bool("update", false, "rewrite the golden files in testdata")

// Testdata compares got with the golden file testdata/name, or writes it
// there with -update.
func Testdata(t TB, name, got string) {
	t.Helper()
	Golden(t, filepath.Join("testdata", name), got, *Update)
}
