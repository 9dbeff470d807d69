// Package arena_test checks that the referee's image (Containerfile)
// holds every program the league's default build profiles run, so that a
// profile added to protocol/league is not forgotten in the image. Whether
// the sandbox runs in the image is podman-check.sh's to show: it needs
// podman, which tests do not.
package arena_test

import (
	"os"
	"strings"
	"testing"

	"github.com/contestgames/games/protocol/league"
)

// provides says, for each program a profile runs, what in the
// Containerfile provides it: a Debian package it installs, or the path
// it links.
var provides = map[string]string{
	"cc":      " gcc ",
	"c++":     " g++ ",
	"go":      "/usr/local/bin/go",
	"python3": " python3 ",
	"javac":   " openjdk-17-jdk-headless",
	"jar":     " openjdk-17-jdk-headless",
	"java":    " openjdk-17-jdk-headless",
}

// programs returns the programs a profile's command runs: the first word
// of each of its && steps, past its variables; {dir}/... is the version's
// own, not the image's.
func programs(command string) []string {
	var out []string
	for _, step := range strings.Split(command, "&&") {
		for _, w := range strings.Fields(step) {
			if strings.Contains(w, "=") {
				continue
			}
			if !strings.HasPrefix(w, "{dir}") {
				out = append(out, w)
			}
			break
		}
	}
	return out
}

func TestContainerfileHoldsTheProfilesPrograms(t *testing.T) {
	b, err := os.ReadFile("Containerfile")
	if err != nil {
		t.Fatal(err)
	}
	// Its instructions alone: its comments name the programs too.
	var image string
	for _, line := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(strings.TrimSpace(line), "#") {
			image += line + "\n"
		}
	}
	seen := 0
	for _, p := range league.DefaultProfiles() {
		for _, prog := range programs(p.Build + " && " + p.Run) {
			seen++
			what, ok := provides[prog]
			if !ok {
				t.Errorf("profile %s runs %s, which nothing here says how the Containerfile provides: install it there and name it in provides", p.Name, prog)
				continue
			}
			if !strings.Contains(image, what) {
				t.Errorf("profile %s runs %s, but the Containerfile has no %q", p.Name, prog, strings.TrimSpace(what))
			}
		}
	}
	if seen < len(provides) {
		t.Errorf("the default profiles run %d programs, fewer than the %d provides names: is programs right?", seen, len(provides))
	}
}

func TestPrograms(t *testing.T) {
	for _, c := range []struct{ command, want string }{
		{"cc -O2 -o {name} {src}", "cc"},
		{"GOCACHE=/tmp/go-cache GOTELEMETRY=off go build -o {name} {src}", "go"},
		{"javac {src} && jar cfe {name}.jar {name} *.class", "javac jar"},
		{"{dir}/{name}", ""},
		{"", ""},
	} {
		if got := strings.Join(programs(c.command), " "); got != c.want {
			t.Errorf("programs(%q) = %q, want %q", c.command, got, c.want)
		}
	}
}
