//go:build linux

package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/contestgames/games/internal/long"
)

// tournamentPlayers are three deterministic players, two of them programs
// slow enough to start that a tournament can be killed halfway.
func tournamentPlayers(t *testing.T) []string {
	bin := exampleBot(t, "alquerque")
	return []string{"sh -c 'sleep 0.1; exec " + bin + " -depth 2'", "builtin:random", bin + " -depth 1"}
}

// tourney runs a command line to its end and returns what it printed.
func tourney(t *testing.T, args ...string) string {
	t.Helper()
	var out, errOut bytes.Buffer
	if err := run(context.Background(), builtinGames(), args, &out, &errOut); err != nil {
		t.Fatalf("referee %q: %v\n%s", args, err, errOut.String())
	}
	return out.String()
}

// A tournament killed with SIGKILL and started again with the same command
// loses only the games in flight: its table equals that of a run never
// killed, whatever the number of games played at once. Three shards of the
// same tournament, played by three processes, merge into that table too.
func TestTournamentSurvivesAKillAndSplitsIntoShards(t *testing.T) {
	t.Parallel()
	players := tournamentPlayers(t)
	// Two game pairs of each pairing in the long series, one by default:
	// 6 games, the kill once 2 are kept. The 4 games left take two rounds
	// of games at once, each a few hundred milliseconds of process starts
	// and plies (and 0.1 s of the first player's sleep), against a poll
	// every 20 ms: a loaded machine slows the games as much as the poll.
	pairs := long.Size(1, 2)
	games := 6 * pairs
	flags := []string{"-pairs", strconv.Itoa(pairs), "-seed", "4"}
	whole := tourney(t, append(append(append([]string{"tournament"}, flags...), "-concurrency", "1", "-dir", t.TempDir(), "alquerque"), players...)...)
	if !strings.Contains(whole, fmt.Sprintf("alquerque: %d games", games)) {
		t.Fatalf("the whole tournament:\n%s", whole)
	}

	dir := t.TempDir()
	args := append(append(append([]string{"tournament"}, flags...), "-concurrency", "2", "-dir", dir, "alquerque"), players...)
	cmd, out := startReferee(t, "tournament-kill", t.TempDir(), args...)
	index := filepath.Join(dir, "index.jsonl")
	if !waitFor(60*time.Second, func() bool { b, _ := os.ReadFile(index); return bytes.Count(b, []byte("\n")) >= 2*pairs }) {
		t.Fatalf("no %d games kept in a minute:\n%s", 2*pairs, out)
	}
	cmd.Process.Kill()
	cmd.Wait()
	b, _ := os.ReadFile(index)
	if n := bytes.Count(b, []byte("\n")); n >= games {
		t.Fatalf("the tournament ended (%d games) before the kill", n)
	}
	resumed := tourney(t, args...)
	if diff := cmp.Diff(whole, resumed); diff != "" {
		t.Errorf("the resumed tournament's table differs from the whole one's (-whole +resumed):\n%s", diff)
	}

	var shards []string
	var cmds []*exec.Cmd
	for k := 1; k <= 3; k++ {
		d := t.TempDir()
		shards = append(shards, d)
		c, _ := startReferee(t, "tournament-shard", t.TempDir(), append(append(append([]string{"tournament"}, flags...),
			"-shard", string(rune('0'+k))+"/3", "-dir", d, "alquerque"), players...)...)
		cmds = append(cmds, c)
	}
	for _, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Fatalf("a shard: %v", err)
		}
	}
	merged := tourney(t, append([]string{"table"}, shards...)...)
	if diff := cmp.Diff(whole, merged); diff != "" {
		t.Errorf("the shards' merged table differs from the whole one's (-whole +merged):\n%s", diff)
	}
}

// A player that crashes in every game does not stop the tournament: it
// loses its games, and the table says why.
func TestTournamentCrashingPlayer(t *testing.T) {
	t.Parallel()
	out := tourney(t, "tournament", "-pairs", "2", "alquerque", "builtin:random", "crash=sh -c 'exit 1'")
	if !strings.Contains(out, "2 crash   4      0     0      4       0       4 (exited)") {
		t.Errorf("table:\n%s", out)
	}
}

// A record directory of another tournament is refused, and so are
// directories of different tournaments given to table: one line each,
// exit status 2.
func TestTournamentRefusesOtherDirectories(t *testing.T) {
	t.Parallel()
	a, b := t.TempDir(), t.TempDir()
	// Two random players: who plays is no matter to what a directory
	// holds, and builtin:search would cost seconds of CPU.
	tourney(t, "tournament", "-pairs", "1", "-dir", a, "alquerque", "builtin:random", "other=builtin:random")
	tourney(t, "tournament", "-pairs", "1", "-dir", b, "amazes", "builtin:random", "builtin:explore")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"tournament", "-pairs", "2", "-dir", a, "alquerque", "builtin:random", "other=builtin:random"}, "holds another tournament: -pairs 1 there, -pairs 2 here"},
		{[]string{"table", a, b}, "are of different tournaments: the game: \"alquerque\" there, \"amazes\" here"},
		{[]string{"table", t.TempDir()}, "not a tournament's directory"},
	} {
		stdout, stderr, status := runStatus(t, tc.args...)
		if status != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%q: status %d, stdout %q, stderr %q; want 2 and one line saying %q", tc.args, status, stdout, stderr, tc.want)
		}
	}
}

// An SPRT stops the tournament once it decides: a bot that wins every game
// is accepted as better long before the schedule's end.
func TestTournamentSPRTStops(t *testing.T) {
	t.Parallel()
	stdout, stderr, status := runStatus(t, "tournament", "-pairs", "500", "-sprt", "elo0=0,elo1=100", "amazes", "builtin:explore", "builtin:random")
	if status != 0 || !strings.Contains(stdout, ": H1 accepted\n") {
		t.Fatalf("status %d, stderr %q, table:\n%s", status, stderr, stdout)
	}
	var games int
	fmt.Sscanf(stdout, "amazes: %d games", &games)
	if games == 0 || games >= 1000 {
		t.Errorf("%d games played; want the test to stop well before 1000", games)
	}
}

// More games at once than CPUs is allowed, with a warning: programs would
// share the CPUs and could lose on time.
func TestTournamentWarnsAboveTheCPUs(t *testing.T) {
	t.Parallel()
	_, stderr, status := runStatus(t, "tournament", "-pairs", "1", "-concurrency", "1000", "amazes", "builtin:explore", "builtin:random")
	if status != 0 || !strings.Contains(stderr, "referee: warning: -concurrency 1000 is above the") {
		t.Errorf("status %d, stderr %q", status, stderr)
	}
}

// With -affinity, each game runs on one CPU, programs and all, in a match
// and in a tournament alike, and the results are those of a run without
// it. The program writes the CPUs it may use to a file before it plays.
func TestAffinity(t *testing.T) {
	bin := exampleBot(t, "alquerque")
	cpusFile := filepath.Join(t.TempDir(), "cpus")
	reporter := "sh -c 'grep Cpus_allowed_list /proc/self/status >>" + cpusFile + "; exec " + bin + " -depth 1'"
	players := []string{reporter, "builtin:random", bin + " -depth 2"}
	pairs := long.Size(1, 2) // one game pair shows the pinning as well as two
	args := []string{"tournament", "-pairs", strconv.Itoa(pairs), "-concurrency", "2", "alquerque"}
	free := tourney(t, append(args, players...)...)
	os.Remove(cpusFile)
	pinned := tourney(t, append(append(args[:1:1], "-affinity"), append(args[1:], players...)...)...)
	if diff := cmp.Diff(free, pinned); diff != "" {
		t.Errorf("the table with -affinity differs (-without +with):\n%s", diff)
	}
	tourney(t, "-affinity", "alquerque", reporter, "builtin:random")
	b, err := os.ReadFile(cpusFile)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if want := 2*2*pairs + 1; len(lines) != want { // 2 opponents x pairs x 2 seatings, with -affinity, and the match
		t.Errorf("the program started %d times, want %d:\n%s", len(lines), want, b)
	}
	for _, line := range lines {
		f := strings.Fields(line)
		if len(f) != 2 || strings.ContainsAny(f[1], ",-") {
			t.Errorf("a game's program may run on %q, want one CPU", line)
		}
	}
}
