package league

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	blockdrop "github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/internal/chrometest"
)

// newLeague makes and opens a league of game g in a temporary directory,
// its programs unsandboxed (the tests' programs are their own).
func newLeague(t *testing.T, g games.Game) *League {
	t.Helper()
	return newLeagueClocked(t, g, nil)
}

// newLeagueClocked is newLeague with clock in place of the game's time
// rules, when it is not nil.
func newLeagueClocked(t *testing.T, g games.Game, clock *games.Clock) *League {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "league")
	s := NewSettings(g.Name)
	s.Program.Sandbox, s.Clock = nil, clock
	if err := Init(dir, s); err != nil {
		t.Fatal(err)
	}
	l, err := Open(dir, g)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

// programFile writes an executable file of content in a temporary directory.
func programFile(t *testing.T, name, content string, mode os.FileMode) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), mode); err != nil {
		t.Fatal(err)
	}
	return path
}

// builtDir is the directory of the example bot, once a test has built it.
var builtDir string

// exampleBot builds the example Alquerque bot program, once.
var exampleBot = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "league-test-")
	if err != nil {
		return "", err
	}
	builtDir = dir
	bin := filepath.Join(dir, "alqbot")
	if out, err := exec.Command("go", "build", "-o", bin, "../../examples/alquerque/bot").CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build ../../examples/alquerque/bot: %v\n%s", err, out)
	}
	return bin, nil
})

// TestMain removes the example bot, if a test built it, and closes the
// browser of the browser tests.
func TestMain(m *testing.M) {
	code := m.Run()
	chrometest.Close()
	if builtDir != "" {
		os.RemoveAll(builtDir)
	}
	os.Exit(code)
}

// botFile writes a program that plays Alquerque: a script that runs the
// example bot with args (-bot random, -depth 2), the same bytes for the
// same args.
func botFile(t *testing.T, name, args string) string {
	t.Helper()
	bin, err := exampleBot()
	if err != nil {
		t.Fatal(err)
	}
	return programFile(t, name, "#!/bin/sh\nexec "+bin+" "+args+"\n", 0o755)
}

// versions returns the labels of the versions that play, and of all.
func versions(t *testing.T, l *League) (active, all []string) {
	t.Helper()
	vs, err := l.Versions()
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		all = append(all, v.Label())
		if v.Active {
			active = append(active, v.Label())
		}
	}
	return active, all
}

func TestAddRetireAndAddAgain(t *testing.T) {
	l := newLeague(t, alquerque.Game())
	v1 := botFile(t, "bot", "-depth 1")
	v2 := botFile(t, "bot", "-depth 2")
	steps := []struct {
		do          string // add NAME PATH, or retire NAME
		added       bool
		err         string
		active, all int
	}{
		{do: "add ann builtin:random", added: true, active: 1, all: 1},
		{do: "add ann builtin:random", added: false, active: 1, all: 1},
		{do: "add bob " + v1, added: true, active: 2, all: 2},
		{do: "add bob " + v1, added: false, active: 2, all: 2},
		{do: "add bob " + v2, added: true, active: 2, all: 3},
		{do: "add bob " + v1, added: true, active: 2, all: 3}, // the older version plays again
		{do: "retire bob", active: 1, all: 3},
		{do: "retire bob", active: 1, all: 3},
		{do: "retire nobody", err: `no bot "nobody"`, active: 1, all: 3},
		{do: "add bob " + v2, added: true, active: 2, all: 3},
		{do: "add cat builtin:random", added: true, active: 3, all: 4},    // the same bot under another name
		{do: "add eve builtin:strongest", added: true, active: 4, all: 5}, // the game's strongest, by its alias
		{do: "add -x builtin:random", err: `name "-x"`, active: 4, all: 5},
		{do: "add a/b builtin:random", err: `name "a/b"`, active: 4, all: 5},
		{do: "add " + strings.Repeat("x", 41) + " builtin:random", err: "want 1 to 40", active: 4, all: 5},
		{do: "add dan builtin:nosuch", err: `no built-in bot "nosuch"`, active: 4, all: 5},
		{do: "add dan /no/such/bot", err: "program /no/such/bot: no such file or directory", active: 4, all: 5},
		{do: "add dan " + filepath.Dir(v1), err: "not a file", active: 4, all: 5},
		{do: "add dan " + programFile(t, "plain", "x", 0o644), err: "not executable", active: 4, all: 5},
	}
	for _, s := range steps {
		f := strings.Fields(s.do)
		var added bool
		var err error
		if f[0] == "add" {
			_, added, err = l.Add(f[1], f[2])
		} else {
			err = l.Retire(f[1])
		}
		switch {
		case s.err == "" && err != nil:
			t.Errorf("%s: %v", s.do, err)
		case s.err != "" && (err == nil || !strings.Contains(err.Error(), s.err)):
			t.Errorf("%s: got error %v, want one saying %q", s.do, err, s.err)
		case added != s.added:
			t.Errorf("%s: added %v, want %v", s.do, added, s.added)
		}
		if active, all := versions(t, l); len(active) != s.active || len(all) != s.all {
			t.Errorf("%s: %d active of %d versions %v, want %d of %d", s.do, len(active), len(all), all, s.active, s.all)
		}
	}
}

// A version is a copy: the program changed or removed after it was
// added changes nothing, and its label names its content.
func TestVersionIsACopyNamedByContent(t *testing.T) {
	l := newLeague(t, alquerque.Game())
	path := botFile(t, "bot", "-depth 1")
	v, _, err := l.Add("bob", path)
	if err != nil {
		t.Fatal(err)
	}
	os.Remove(path)
	b, err := os.ReadFile(filepath.Join(l.Dir(), v.Runs))
	if want, _ := os.ReadFile(botFile(t, "bot", "-depth 1")); err != nil || string(b) != string(want) {
		t.Fatalf("the version's copy holds %q (%v)", b, err)
	}
	if _, err := hex.DecodeString(v.ID); err != nil || len(v.ID) != IDLength {
		t.Errorf("ID %q: want %d hex digits", v.ID, IDLength)
	}
	other := newLeague(t, alquerque.Game())
	w, _, err := other.Add("bob", botFile(t, "elsewhere", "-depth 1"))
	if err != nil || w.ID != v.ID {
		t.Errorf("the same bytes elsewhere: ID %s (%v), want %s", w.ID, err, v.ID)
	}
}

func TestInitAndOpenRefuse(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "l")
	if err := Init(dir, NewSettings("alquerque")); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		err  error
		want string
	}{
		{"init again", Init(dir, NewSettings("alquerque")), "holds a league already"},
		{"bad settings", Init(t.TempDir(), Settings{Game: "alquerque", Concurrency: -1}), "concurrency -1"},
		{"open elsewhere", open(t.TempDir()), "holds no league"},
		{"open another game", open(dir, blockdrop.Game()), `game "alquerque" is not one of this program's (blockdrop)`},
	}
	for _, c := range cases {
		if c.err == nil || !strings.Contains(c.err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error saying %q", c.name, c.err, c.want)
		}
	}
}

// open opens a league and returns only the error.
func open(dir string, gs ...games.Game) error {
	if gs == nil {
		gs = []games.Game{alquerque.Game()}
	}
	l, err := Open(dir, gs...)
	if err == nil {
		l.Close()
	}
	return err
}

// play adds the bots, each "NAME=builtin:BOT", and plays n games.
func play(t *testing.T, l *League, n int, bots ...string) {
	t.Helper()
	for _, b := range bots {
		name, path, _ := strings.Cut(b, "=")
		if _, _, err := l.Add(name, path); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.RunUntil(context.Background(), n); err != nil {
		t.Fatal(err)
	}
}

// keys returns the keys of the games done and their results, as JSON.
func keys(t *testing.T, l *League) []string {
	t.Helper()
	rows, err := l.db.Query(`SELECT key || ' ' || result || ' ' || digest FROM results ORDER BY key`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		rows.Scan(&s)
		out = append(out, s)
	}
	return out
}

// The games a league plays depend on the games chosen before, not on
// how many run at once nor on the order they end in.
func TestGamesDoNotDependOnConcurrency(t *testing.T) {
	var got [][]string
	for _, c := range []int{1, 3} {
		l := newLeague(t, alquerque.Game())
		l.Concurrency = c
		play(t, l, 30, "ann=builtin:random", "bob=builtin:random", "cat=builtin:random")
		got = append(got, keys(t, l))
	}
	if len(got[0]) != 30 || !slices.Equal(got[0], got[1]) {
		t.Errorf("concurrency 1 and 3 played different games:\n%s\n---\n%s", strings.Join(got[0], "\n"), strings.Join(got[1], "\n"))
	}
}

// A league that lost games in flight, and results whose records were
// written, plays the first again, imports the second, and ends with the
// games an unharmed league has.
func TestRunRecoversWhatAKillLeaves(t *testing.T) {
	l := newLeague(t, alquerque.Game())
	play(t, l, 12, "ann=builtin:random", "bob=builtin:random", "cat=builtin:random")
	want := keys(t, l)
	lost := strings.Fields(want[3])[0]      // in flight: no record, no result
	unindexed := strings.Fields(want[8])[0] // its record written, its result not committed
	must(t, os.Remove(l.recordFile(lost)))
	for _, k := range []string{lost, unindexed} {
		_, err := l.db.Exec(`DELETE FROM results WHERE key = ?`, k)
		must(t, err)
		_, err = l.db.Exec(`UPDATE games SET status = 'playing' WHERE key = ?`, k)
		must(t, err)
	}
	must(t, os.WriteFile(l.recordFile("half")+".tmp", []byte("{"), 0o644))
	if err := l.RunUntil(context.Background(), 12); err != nil {
		t.Fatal(err)
	}
	if got := keys(t, l); !slices.Equal(got, want) {
		t.Errorf("after the kill:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if _, err := os.Stat(l.recordFile("half") + ".tmp"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a half-written record is left: %v", err)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// Rebuild makes from the versions and the records a database whose
// standings equal the original's, in a game of two seats and of four.
func TestRebuildEqualsOriginal(t *testing.T) {
	crash := flakyBot(t, 2) // a program's fault, in a program's version that passed its smoke games
	for _, c := range []struct {
		g    games.Game
		n    int
		bots []string
	}{
		{alquerque.Game(), 24, []string{"ann=builtin:random", "bob=builtin:random", "cat=builtin:random", "bad=" + crash}},
		{blockdrop.Game(), 16, []string{"a=builtin:random", "b=builtin:random", "c=builtin:random", "d=builtin:random", "e=builtin:random"}},
	} {
		l := newLeague(t, c.g)
		play(t, l, c.n, c.bots...)
		must(t, l.Retire(strings.Split(c.bots[0], "=")[0]))
		before, err := l.Standings()
		must(t, err)
		l.Close()
		must(t, Rebuild(l.Dir(), c.g))
		again, err := Open(l.Dir(), c.g)
		must(t, err)
		after, err := again.Standings()
		again.Close()
		must(t, err)
		if before.Games != c.n || before.String() != after.String() || c.g.Name == "alquerque" && !strings.Contains(before.String(), "exited") {
			t.Errorf("%s: rebuilt standings differ:\n%s\nwant\n%s", c.g.Name, after, before)
		}
	}
}

// A second Run on a league is refused while one runs.
func TestOneRunAtATime(t *testing.T) {
	l := newLeague(t, alquerque.Game())
	unlock, err := lockRun(l.Dir())
	must(t, err)
	defer unlock()
	if err := l.RunUntil(context.Background(), 2); err == nil || !strings.Contains(err.Error(), "is run by another process") {
		t.Errorf("got %v, want a refusal", err)
	}
}

// A version added while Run plays, through another handle on the league
// (as another process would), gets games.
func TestVersionAddedWhileRunning(t *testing.T) {
	l := newLeague(t, alquerque.Game())
	must(t, firstErr(l.Add("ann", "builtin:random")))
	must(t, firstErr(l.Add("bob", "builtin:random")))
	other, err := Open(l.Dir(), alquerque.Game())
	must(t, err)
	defer other.Close()
	w := newWatch("ann@", "cat@")
	l.Progress = w
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { done <- l.Run(ctx) }()
	<-w.seen[0] // playing
	must(t, firstErr(other.Add("cat", "builtin:random")))
	<-w.seen[1]
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("Run returned %v, want context.Canceled", err)
	}
}

func firstErr(_ Version, _ bool, err error) error { return err }

// A watch closes seen[i] once a line written to it holds words[i].
// Run writes to it one game at a time.
type watch struct {
	words []string
	seen  []chan struct{}
}

func newWatch(words ...string) *watch {
	w := &watch{words: words}
	for range words {
		w.seen = append(w.seen, make(chan struct{}))
	}
	return w
}

func (w *watch) Write(p []byte) (int, error) {
	for i, word := range w.words {
		if word != "" && strings.Contains(string(p), word) {
			close(w.seen[i])
			w.words[i] = ""
		}
	}
	return len(p), nil
}

// The schedule skips the queued seatings of a version retired, and
// chooses first the version with the fewest games, then the one it met
// least.
func TestScheduleSkipsRetiredAndFavoursFewGames(t *testing.T) {
	v := func(name string) Version { return Version{Name: name, ID: "000000000000"} }
	a, b, c := v("a"), v("b"), v("c")
	s := newSchedule(2)
	steps := []struct {
		active []Version
		want   string
	}{
		{[]Version{a, b}, "a@000000000000,b@000000000000.s0.r0"},
		{[]Version{b, c}, "b@000000000000,c@000000000000.s0.r0"}, // a retired: a-b's second seating is not played
		{[]Version{b, c}, "b@000000000000,c@000000000000.s0.r1"},
		{[]Version{a, b, c}, "a@000000000000,c@000000000000.s0.r0"}, // a and c have 2 games, b 3; a and c never met
		{[]Version{a, b, c}, "a@000000000000,c@000000000000.s0.r1"},
		{[]Version{a, b, c}, "a@000000000000,b@000000000000.s1.r0"}, // a-b's set-up 0 is begun: the next is 1
	}
	for i, st := range steps {
		g, ok := s.next(st.active, 0)
		if !ok || g.key() != st.want {
			t.Errorf("step %d: got %s (%v), want %s", i+1, g.key(), ok, st.want)
		}
	}
	if _, ok := s.next([]Version{a}, 0); ok {
		t.Error("a game with one version active")
	}
}

// A sandboxed league whose path the sandbox cannot show a program at
// refuses program versions at once, in one line, and built-in bots not.
func TestSandboxedLeagueAtAPathWithASpace(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my league")
	must(t, Init(dir, NewSettings("alquerque")))
	l, err := Open(dir, alquerque.Game())
	must(t, err)
	defer l.Close()
	_, _, err = l.Add("bob", programFile(t, "bot", "#!/bin/sh\n", 0o755))
	if err == nil || !strings.Contains(err.Error(), "has a space or a shell's character") || strings.Contains(err.Error(), "\n") {
		t.Errorf("got %v, want one line saying why", err)
	}
	must(t, firstErr(l.Add("ann", "builtin:random")))
}

// flakyBot writes a program that plays Alquerque in its first good
// games, then crashes in every game: it passes the smoke games of a
// 2-seat game with good = 2, and faults in the league's.
func flakyBot(t *testing.T, good int) string {
	t.Helper()
	bin, err := exampleBot()
	if err != nil {
		t.Fatal(err)
	}
	count := filepath.Join(t.TempDir(), "count")
	return programFile(t, "flaky", fmt.Sprintf(`#!/bin/sh
n=$(cat %[1]s 2>/dev/null || echo 0)
echo $((n + 1)) > %[1]s
[ "$n" -lt %[2]d ] && exec %[3]s -bot random
echo oops >&2
exit 3
`, count, good, bin), 0o755)
}

// A program's version enters the league only after a smoke game in each
// seat against the smoke bot without a fault. One that faults in either
// is kept, refused, with the record of the game that refused it; it
// never plays, adding it again refuses it again, and the league's table
// says why. It runs beside the other tests that wait for programs (the
// builds, the browser), each case beside the others: its programs mostly
// sleep, where the league's other tests compute, and would only contend
// for the CPUs.
func TestSmokeGamesRefuseABrokenVersion(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, program string
		refused       string // what the refusal says; "" for a version that enters
	}{
		{"plays", "", ""},
		{"says nothing a pipe would pass", "#!/bin/sh\necho a1-a1\nsleep 1\n", "in seat 1 against builtin:random, notation (\"a1-a1\")"},
		{"crashes", "#!/bin/sh\necho oops >&2\nexit 3\n", `in seat 1 against builtin:random, exited: exit status 3; its last stderr line: "oops"`},
		{"crashes in the second seat", "flaky", "in seat 2 against builtin:random, exited"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			l := newLeague(t, alquerque.Game())
			must(t, firstErr(l.Add("ann", "builtin:random")))
			var path string
			switch tc.program {
			case "":
				path = botFile(t, "bot", "-bot random")
			case "flaky":
				path = flakyBot(t, 1)
			default:
				path = programFile(t, "bot", tc.program, 0o755)
			}
			v, added, err := l.Add("bob", path)
			var refused *RefusedError
			if tc.refused == "" {
				if err != nil || !added || !v.Active {
					t.Fatalf("added %v, active %v, error %v: want it to enter", added, v.Active, err)
				}
				return
			}
			if !errors.As(err, &refused) || !strings.Contains(err.Error(), tc.refused) || added || v.Active {
				t.Fatalf("added %v, active %v, error %v: want it refused, saying %q", added, v.Active, err, tc.refused)
			}
			if _, _, again := l.Add("bob", path); !errors.As(again, &refused) {
				t.Errorf("added again: error %v, want it refused again", again)
			}
			record := filepath.Join(l.Dir(), VersionsDir, "bob", v.ID, "smoke-1.jsonl")
			if _, err := os.Stat(record); err != nil {
				t.Errorf("the smoke game's record: %v", err)
			}
			if active, _ := versions(t, l); !slices.Equal(active, []string{"ann@" + mustVersion(t, l, "ann").ID}) {
				t.Errorf("active versions %v, want ann's alone", active)
			}
			s, err := l.Standings()
			must(t, err)
			if !strings.Contains(s.String(), "refused: "+tc.refused) {
				t.Errorf("the standings do not say why bob is refused:\n%s", s)
			}
		})
	}
}

// mustVersion returns the version of name that the league lists last.
func mustVersion(t *testing.T, l *League, name string) Version {
	t.Helper()
	vs, err := l.Versions()
	must(t, err)
	for i := len(vs) - 1; i >= 0; i-- {
		if vs[i].Name == name {
			return vs[i]
		}
	}
	t.Fatalf("no version of %s", name)
	return Version{}
}
