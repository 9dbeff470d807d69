//go:build linux

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/long"
	"github.com/contestgames/games/protocol/protocoltest"
)

// The example bot programs of every game play a whole game in a sandbox
// under CodeCup's 64 MiB, On The Run's reading the map they are given.
// By default only Alquerque's and On The Run's, which other tests build
// too: the other three are more programs of the same kind (package
// botmain's main, a built-in bot), each a second of CPU to link, and
// the long series plays them.
func TestSandboxRunsTheExampleBots(t *testing.T) {
	protocoltest.NeedSandbox(t)
	for _, g := range []struct{ game, bot string }{
		{"alquerque", "random"}, {"amazes", "random"}, {"blockdrop", "random"}, {"langwars", "random"}, {"ontherun", "random"},
	} {
		if !long.Enabled && g.game != "alquerque" && g.game != "ontherun" {
			continue
		}
		t.Run(g.game, func(t *testing.T) {
			t.Parallel()
			bin := exampleBot(t, g.game)
			reg := registry(builtinGames())
			game, _ := reg.find(g.game)
			args := []string{"-sandbox", "-memory", "64", "-record", filepath.Join(t.TempDir(), "game.jsonl"), g.game}
			for range game.Players() {
				args = append(args, bin+" -bot "+g.bot)
			}
			out := referee(t, args...)
			if !strings.HasPrefix(lastLine(out), "result: ") || regexp.MustCompile(`timeout|exited|limit|memory|full`).MatchString(lastLine(out)) {
				t.Errorf("result %q, want a game played to its end\n%s", lastLine(out), out)
			}
			replay(t, args[4])
		})
	}
}

// Each limit the sandbox sets is named in the verdict, with its size.
func TestSandboxVerdicts(t *testing.T) {
	protocoltest.NeedSandbox(t)
	for _, tc := range []struct {
		flags  []string
		player string
		want   string
	}{
		{[]string{"-processes", "12"}, `sh -c 'for i in $(seq 100); do sleep 100 & done; exit 1'`,
			"white: process limit: at most 12 processes and threads"},
		{[]string{"-filesize", "1"}, `python3 -c "open('f', 'wb').write(bytes(3 << 20))"`,
			"white: file size limit: files of at most 1 MiB"},
		{[]string{"-dirsize", "1"}, `sh -c 'head -c 3000000 /dev/zero > /tmp/f'`,
			"white: directory full: its directory and /tmp hold at most 1 MiB each"},
		{[]string{"-dirfiles", "100"}, `sh -c 'for i in $(seq 300); do : > /tmp/$i; done; sleep 5'`,
			"white: file count limit: its directory, /tmp and /dev/shm hold at most 100 files together"},
		{[]string{"-openfiles", "20"}, `python3 -c "fs = [open('/dev/null') for _ in range(50)]"`,
			"white: open file limit: at most 20 open files"},
	} {
		if strings.HasPrefix(tc.player, "python3") {
			if _, err := exec.LookPath("python3"); err != nil {
				t.Logf("no python3: %q not tried", tc.player)
				continue
			}
		}
		args := append(append([]string{"-sandbox"}, tc.flags...), "alquerque", tc.player, "builtin:random")
		out := referee(t, args...)
		// The verdict, then what the referee knew of it.
		if !strings.Contains(out, "     "+tc.want+" (") || !strings.HasPrefix(lastLine(out), "result: 0-12 (white: ") {
			t.Errorf("%v: output\n%s\nwant the verdict %q", tc.flags, out, tc.want)
		}
	}
}

// Where no sandbox can be made (here: bwrap is not on PATH), -sandbox
// stops the referee before any program runs, with one line that says why
// and what to install, and exit status 2.
func TestSandboxUnavailable(t *testing.T) {
	mark := filepath.Join(t.TempDir(), "ran")
	all, _ := json.Marshal([]string{"referee", "-sandbox", "alquerque", "/bin/touch " + mark, "builtin:random"})
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "REFEREE_TEST_ARGS="+string(all), "PATH=/nonexistent")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 2 {
		t.Errorf("referee ended with %v, want exit status 2\n%s", err, out.String())
	}
	want := "referee: -sandbox: bwrap not found: install bubblewrap (Debian, Ubuntu: apt-get install bubblewrap) (run 'referee -h' for usage)\n"
	if out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}
	if _, err := os.Stat(mark); err == nil {
		t.Errorf("the program ran")
	}
}

// A tournament in sandboxes: a program that hits a limit loses each of
// its games with that verdict, which the table names; the others play on.
func TestSandboxTournament(t *testing.T) {
	protocoltest.NeedSandbox(t)
	forker := `sh -c 'for i in $(seq 100); do sleep 100 & done; exit 1'`
	out := tourney(t, "tournament", "-sandbox", "-processes", "12", "-pairs", "1", "alquerque",
		exampleBot(t, "alquerque")+" -depth 1", "builtin:random", forker)
	if !regexp.MustCompile(`(?m)^3 sh .* 4 \(process limit\)$`).MatchString(out) ||
		!regexp.MustCompile(`(?m)^1 alqbot .* 0$`).MatchString(out) {
		t.Errorf("table:\n%s", out)
	}
}

// A program whose directory the sandbox hides, as the referee's working
// directory, is told so in the match's opening lines, and in a
// tournament's, with what it sees instead; one whose directory is shown
// is not.
func TestSandboxSaysWhatItHides(t *testing.T) {
	protocoltest.NeedSandbox(t)
	dir := protocoltest.ReadableTempDir(t)
	bot := filepath.Join(dir, "bot.sh")
	if err := os.WriteFile(bot, []byte("while read -r l; do echo x; done\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	note := fmt.Sprintf("bot: the sandbox hides its directory %s (it is the runner's working directory) and shows it %s; -readonly shows it more\n", dir, bot)
	out, _, _ := runStatus(t, "-sandbox", "-record", "", "alquerque", "./bot.sh", "builtin:random")
	if !strings.HasPrefix(out, note) {
		t.Errorf("a match's output begins %q, want %q", out[:min(len(out), 300)], note)
	}
	_, errOut, _ := runStatus(t, "tournament", "-sandbox", "-pairs", "1", "alquerque", "./bot.sh", "builtin:random")
	if !strings.Contains(errOut, note) {
		t.Errorf("a tournament's stderr %q does not say %q", errOut, note)
	}
	t.Chdir(t.TempDir())
	if out, _, _ := runStatus(t, "-sandbox", "-record", "", "alquerque", bot, "builtin:random"); strings.Contains(out, "hides") {
		t.Errorf("a match's output says a directory is hidden where none is: %q", out)
	}
}
