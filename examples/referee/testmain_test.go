package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// Most tests call t.Parallel: each runs the referee in its own temporary
// directories, and mostly waits on the programs it starts, so the package
// uses both cores of a small machine. The serial ones have a reason:
// TestEnvPassesWhatIsNamed sets the environment the others' programs
// inherit, the sandbox tests change directory and measure limits,
// TestAffinity pins CPUs, TestSignalsStopEveryProcess counts processes and
// TestStrongestKeepsAShortClock plays on short clocks.
// Go runs every serial test before the parallel ones start.
//
// TestMain lets the test binary run as the referee program itself, for the
// tests that signal a real process: with REFEREE_TEST_ARGS set (a JSON
// list of arguments) it runs main. It removes the example bots the tests
// built.
func TestMain(m *testing.M) {
	if args := os.Getenv("REFEREE_TEST_ARGS"); args != "" {
		os.Args = []string{"referee"}
		if err := json.Unmarshal([]byte(args), &os.Args); err != nil {
			panic(err)
		}
		main()
		return
	}
	code := m.Run()
	if dir != "" {
		os.RemoveAll(dir)
	}
	os.Exit(code)
}

// The example bot programs, each built once per test binary at its first
// use (linking one costs about a second of CPU), into one directory that
// TestMain removes.
var (
	dirOnce sync.Once
	dir     string // the bots' directory, once made
	dirErr  error
	builds  = map[string]func() (string, error){}
)

func init() {
	for _, game := range []string{"alquerque", "amazes", "blockdrop", "langwars", "ontherun"} {
		builds[game] = sync.OnceValues(func() (string, error) { return buildBot(game) })
	}
}

// exampleBot returns the path of game's example bot program, examples/GAME/bot.
func exampleBot(t *testing.T, game string) string {
	t.Helper()
	build, ok := builds[game]
	if !ok {
		t.Fatalf("no example bot for %q", game)
	}
	bin, err := build()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// buildBot builds game's example bot into the bots' directory, which it
// makes at the first build, readable by all: a sandboxed program runs as
// another user when the tests run as root.
func buildBot(game string) (string, error) {
	dirOnce.Do(func() {
		dir, dirErr = os.MkdirTemp("", "referee-bots-")
		if dirErr == nil {
			dirErr = os.Chmod(dir, 0o755)
		}
	})
	if dirErr != nil {
		return "", dirErr
	}
	name := game + "bot"
	if game == "alquerque" {
		name = "alqbot" // the name the tests' tables show
	}
	bin := filepath.Join(dir, name)
	if out, err := exec.Command("go", "build", "-o", bin, "../"+game+"/bot").CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build ../%s/bot: %v\n%s", game, err, out)
	}
	return bin, nil
}
