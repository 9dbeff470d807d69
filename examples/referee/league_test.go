//go:build linux

package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/contestgames/games/internal/long"

	"github.com/contestgames/games/protocol/league"
	"github.com/contestgames/games/protocol/record"
)

// leagueCmd runs the referee in this process and returns what it printed,
// failing the test on an error.
func leagueCmd(t *testing.T, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	if err := run(context.Background(), registry(builtinGames()), args, &out, &errs); err != nil {
		t.Fatalf("referee %s: %v\n%s", strings.Join(args, " "), err, errs.String())
	}
	return out.String()
}

// newBotLeague makes a league of alquerque in a temporary directory, its
// bots built-in random players.
func newBotLeague(t *testing.T, names ...string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "league")
	leagueCmd(t, "league", "init", dir, "-game", "alquerque", "-sandbox=false")
	for _, n := range names {
		leagueCmd(t, "league", "add", dir, n, "builtin:random")
	}
	return dir
}

// A running league is a "referee league run" process, its progress lines
// read as they come.
type runningLeague struct {
	cmd   *exec.Cmd
	lines chan string // closed at the end of its output
}

// startLeague starts "referee league run" with args, as a process of its
// own.
func startLeague(t *testing.T, args ...string) *runningLeague {
	t.Helper()
	all, _ := json.Marshal(append([]string{"referee", "league", "run"}, args...))
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "REFEREE_TEST_ARGS="+string(all))
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := &runningLeague{cmd: cmd, lines: make(chan string)}
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			r.lines <- sc.Text()
		}
		close(r.lines)
	}()
	t.Cleanup(func() { cmd.Process.Kill(); r.drain(); cmd.Wait() })
	return r
}

// await waits for a line that holds word, and returns false when the
// output ends first.
func (r *runningLeague) await(word string) bool {
	for line := range r.lines {
		if strings.Contains(line, word) {
			return true
		}
	}
	return false
}

// drain reads the rest of the output.
func (r *runningLeague) drain() {
	for range r.lines {
	}
}

// A version added by another process while "referee league run" plays
// gets games, and SIGTERM stops the league with the status of a signal.
func TestLeagueVersionAddedWhileRunning(t *testing.T) {
	t.Parallel()
	dir := newBotLeague(t, "ann", "bob")
	r := startLeague(t, dir)
	if !r.await("ann@") {
		t.Fatal("the league played no game")
	}
	leagueCmd(t, "league", "add", dir, "cat", "builtin:random")
	if !r.await("cat@") {
		t.Fatal("the version added played no game")
	}
	r.cmd.Process.Signal(syscall.SIGTERM)
	r.drain()
	if err := r.cmd.Wait(); r.cmd.ProcessState.ExitCode() != 128+int(syscall.SIGTERM) {
		t.Errorf("league run ended with %v, want exit status %d", err, 128+int(syscall.SIGTERM))
	}
	if show := leagueCmd(t, "league", "show", dir); !strings.Contains(show, "cat@") {
		t.Errorf("league show names no cat:\n%s", show)
	}
}

// "referee league run" killed with SIGKILL at random moments and started
// again each time ends with the games and results of an unkilled run:
// none lost but those in flight, played again, none counted twice.
// CONTESTGAMES_LONG=1 kills it more often.
func TestKilledLeagueEqualsUnkilled(t *testing.T) {
	t.Parallel()
	kills := long.Size(4, 30)
	games := 10 * kills // about 1.5 games a kill: the league is not done before the last
	bots := []string{"ann", "bob", "cat"}
	want := newBotLeague(t, bots...)
	leagueCmd(t, "league", "run", want, "-games", fmt.Sprint(games), "-concurrency", "2")

	got := newBotLeague(t, bots...)
	rng := rand.New(rand.NewPCG(33, uint64(kills)))
	for k := range kills {
		r := startLeague(t, got, "-games", fmt.Sprint(games), "-concurrency", "2")
		// Kill it after 0 to 3 more games, while the next ones play.
		after := rng.IntN(4)
		for range after {
			if !r.await("@") {
				t.Fatalf("kill %d: the league ended before its game %d", k+1, after)
			}
		}
		r.cmd.Process.Kill()
		r.drain()
		r.cmd.Wait()
	}
	leagueCmd(t, "league", "run", got, "-games", fmt.Sprint(games), "-concurrency", "2")
	gotGames, wantGames := leagueGames(t, got), leagueGames(t, want)
	if len(wantGames) != games || !slices.Equal(gotGames, wantGames) {
		t.Errorf("after %d kills, the games are\n%s\nwant\n%s", kills, strings.Join(gotGames, "\n"), strings.Join(wantGames, "\n"))
	}
	if g, w := leagueTable(t, got), leagueTable(t, want); g != w {
		t.Errorf("after %d kills, the table is\n%s\nwant\n%s", kills, g, w)
	}
}

// leagueGames returns the games whose records the league keeps, with
// their results as the records say, and the results as its database
// holds them.
func leagueGames(t *testing.T, dir string) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, league.GamesDir, "*"))
	var out []string
	for _, f := range files {
		file, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := record.Read(file)
		file.Close()
		if err != nil || rec.Result == nil {
			t.Fatalf("%s: %v (a record without a result: %v)", f, err, rec.Result == nil)
		}
		out = append(out, fmt.Sprintf("%s %v %d", filepath.Base(f), rec.Result.Scores, rec.Result.Winner))
	}
	return out
}

// leagueTable returns the table of the league's games as "league show -json"
// prints it, without the versions (their times of adding differ).
func leagueTable(t *testing.T, dir string) string {
	t.Helper()
	var r struct{ Table json.RawMessage }
	if err := json.Unmarshal([]byte(leagueCmd(t, "league", "show", dir, "-json")), &r); err != nil {
		t.Fatal(err)
	}
	return string(r.Table)
}

// Each mistake on the command line of "referee league" is one line that
// names it.
func TestLeagueCommandLineMistakes(t *testing.T) {
	t.Parallel()
	dir := newBotLeague(t, "ann")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"league", "nosuch", dir}, `league: no command "nosuch"`},
		{[]string{"league", "init", dir, "-game", "alquerque"}, "holds a league already"},
		{[]string{"league", "init", t.TempDir() + "/x", "-game", "chess"}, `-game "chess": want one of`},
		{[]string{"league", "init", "-game", "alquerque"}, "no directory named"},
		{[]string{"league", "add", dir, "bob"}, "want DIR NAME PATH"},
		{[]string{"league", "add", dir, "bob", "/no/such/bot"}, "program /no/such/bot: no such file or directory"},
		{[]string{"league", "add", dir, "b o b", "builtin:random"}, `name "b o b"`},
		{[]string{"league", "retire", dir, "nobody"}, `no bot "nobody"`},
		{[]string{"league", "show", t.TempDir()}, "holds no league"},
		{[]string{"league", "run", dir, "-concurrency", "0"}, "-concurrency 0: want at least 1"},
		{[]string{"league", "run", dir, "-vs", "ann", "-best", "0"}, "-best 0: want at least 1"},
		{[]string{"league", "run", dir, "-http", "256.1.1.1:80"}, "league run: -http: listen tcp"},
		{[]string{"league", "run", dir, "-vs", "ann", "-sprt", "elo0=x"}, "-sprt: "},
		{[]string{"league", "pages"}, "league pages: no directory named: want DIR [-o OUT]"},
		{[]string{"league", "pages", dir, "-x"}, "league pages: flag provided but not defined: -x"},
		{[]string{"league", "pages", dir, "other"}, `league pages: "other" after the directory`},
		{[]string{"league", "pages", t.TempDir()}, "holds no league"},
	}
	for _, c := range cases {
		var out, errs bytes.Buffer
		err := run(context.Background(), registry(builtinGames()), c.args, &out, &errs)
		status := exitStatus(context.Background(), err, &errs)
		msg := errs.String()
		if status != 2 || !strings.Contains(msg, c.want) || strings.Count(msg, "\n") != 1 {
			t.Errorf("%s: exit status %d, stderr %q; want 2 and one line saying %q", strings.Join(c.args, " "), status, msg, c.want)
		}
	}
}

// "league pages" writes a league's pages to publish, those of the live
// page: an index that links every bot's page, the list of all games and
// the last games' replay pages, each there; "referee view" on the league's directory writes the
// same pages, byte for byte.
func TestLeaguePages(t *testing.T) {
	t.Parallel()
	dir := newBotLeague(t, "ann", "bob")
	leagueCmd(t, "league", "run", dir, "-games", "4")
	out, again := filepath.Join(t.TempDir(), "pages"), filepath.Join(t.TempDir(), "again")
	if said := leagueCmd(t, "league", "pages", dir, "-o", out); said != dir+": "+filepath.Join(out, "index.html")+"\n" {
		t.Errorf("league pages said %q", said)
	}
	index, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	links := regexp.MustCompile(`href="([^"#]+\.html)"`).FindAllStringSubmatch(string(index), -1)
	if len(links) != 2+2+1+4 { // each bot from the board and the chart's legend
		t.Fatalf("the index links %d pages, want 2 bots', the list of games and 4 games': %q", len(links), links)
	}
	for _, l := range links {
		name, err := url.PathUnescape(l[1])
		if err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(filepath.Join(out, name)); err != nil {
			t.Errorf("the index links %s: %v", l[1], err)
		}
	}
	leagueCmd(t, "view", dir, "-o", again+"/")
	for _, name := range []string{"index.html", "bots/ann.html", "games/" + filepath.Base(links[len(links)-1][1])} {
		a, errA := os.ReadFile(filepath.Join(out, name))
		b, errB := os.ReadFile(filepath.Join(again, name))
		if errA != nil || errB != nil || !bytes.Equal(a, b) {
			t.Errorf("league pages and view wrote %s otherwise (%v, %v)", name, errA, errB)
		}
	}
}
