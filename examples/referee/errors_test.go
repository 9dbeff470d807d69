package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/stats"
)

// runStatus runs the command line as main does and returns what it printed
// and its exit status.
func runStatus(t *testing.T, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	return runWith(t, builtinGames(), args...)
}

// Every mistake in the command line is one line on stderr that names the
// flag or argument and what was wrong, and points to the help, with exit
// status 2 and nothing played.
func TestUsageErrorsAreOneLineAndStatus2(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, text string, mode os.FileMode) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), mode); err != nil {
			t.Fatal(err)
		}
		return path
	}
	maze, err := os.ReadFile("testdata/amazes/maze01.txt")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(maze), "\n")
	lines[2] = "this is no line of walls"
	badMaze := write("bad.txt", strings.Join(lines, "\n"), 0o644)
	empty := write("empty.txt", "", 0o644)
	huge := filepath.Join(dir, "huge.txt")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(1 << 30); err != nil { // sparse: no disk used
		t.Fatal(err)
	}
	f.Close()
	notExec := write("bot.sh", "#!/bin/sh\n", 0o644)
	book := write("book.txt", "# a start, then a bad line\nbbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 - -\nbbbbbbb w 0 - -\n", 0o644)
	goodBook := write("good.txt", "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 - -\n", 0o644)
	recordDir := filepath.Join(dir, "records")
	if err := os.Mkdir(recordDir, 0o755); err != nil {
		t.Fatal(err)
	}

	for _, tc := range []struct {
		name string
		args []string
		want string // part of the line
	}{
		{"bad maze names its line", []string{"-maze", badMaze, "amazes"}, "line 3"},
		{"empty maze file", []string{"-maze", empty, "amazes"}, "-maze: " + empty + " is empty"},
		{"1 GiB maze file", []string{"-maze", huge, "amazes"}, "larger than 10 MiB"},
		{"missing maze file", []string{"-maze", filepath.Join(dir, "nosuch.txt"), "amazes"}, "-maze: open"},
		{"directory as maze", []string{"-maze", dir, "amazes"}, "is a directory"},
		{"bad duration", []string{"-time", "abc", "alquerque"}, `-time abc: want a duration such as 10s or 500ms`},
		{"empty duration", []string{"-turntime", "", "alquerque"}, `-turntime "": want a duration such as 10s or 500ms`},
		{"no time at all", []string{"-time", "0s", "alquerque"}, "-time 0s: want a positive duration, such as 10s"},
		{"no time a turn", []string{"-turntime", "0", "alquerque"}, "-turntime 0s: want a positive duration, such as 10s"},
		{"no time for the handshake", []string{"-handshake", "0s", "blockdrop"}, "-handshake 0s: want a positive duration, such as 10s"},
		{"no CPU time beyond the clock", []string{"-cpu", "0s", "alquerque"}, "-cpu 0s: want a positive duration, such as 5s"},
		{"bad seed", []string{"-seed", "x", "alquerque"}, `-seed x: want a whole number from -9223372036854775808 to 18446744073709551615, such as 7 or -1`},
		{"games not a number", []string{"-games", "ten", "alquerque"}, "-games ten: want a whole number"},
		{"games beyond an int", []string{"-games", "99999999999999999999", "alquerque"}, "-games 99999999999999999999: want a whole number, not so large"},
		{"memory not a whole number", []string{"-memory", "1.5", "alquerque"}, "-memory 1.5: want a whole number"},
		{"bool flag neither true nor false", []string{"-v=maybe", "alquerque"}, "-v maybe: want true or false"},
		{"record in no directory", []string{"-record", filepath.Join(dir, "no", "such", "g.jsonl"), "alquerque"}, "no directory"},
		{"directory as record", []string{"-record", recordDir, "alquerque"}, "is a directory"},
		{"directory as record, with slash", []string{"-record", recordDir + "/", "alquerque"}, "want a file name"},
		{"duplicate flag", []string{"-seed", "1", "-seed", "2", "alquerque"}, "-seed: given twice"},
		{"duplicate game option", []string{"-turns", "5", "-turns", "6", "blockdrop"}, "-turns: given twice"},
		{"variable unset", []string{"-env", "CONTESTGAMES_NO_SUCH_VARIABLE", "alquerque"}, "-env CONTESTGAMES_NO_SUCH_VARIABLE: CONTESTGAMES_NO_SUCH_VARIABLE is not set in the referee's environment (give -env CONTESTGAMES_NO_SUCH_VARIABLE=VALUE to set it)"},
		{"variable without a name", []string{"-env", "=3", "alquerque"}, "-env =3: want NAME or NAME=VALUE, with a name"},
		{"variable twice", []string{"-env", "DEPTH=3", "-env", "DEPTH=4", "alquerque"}, "-env DEPTH=4: DEPTH given twice"},
		{"no game", nil, "no game named"},
		{"unknown game", []string{"chess"}, `unknown game "chess"; want one of: alquerque, amazes, blockdrop, langwars, ontherun`},
		{"flag after the game", []string{"alquerque", "-seed", "3"}, "looks like a flag: flags come before the game"},
		{"one player too few", []string{"alquerque", "builtin:random"}, "alquerque takes 2 players (white, black), got 1"},
		{"one player too many", []string{"alquerque", "builtin:random", "builtin:random", "builtin:random"}, "got 3"},
		{"no such built-in bot", []string{"alquerque", "builtin:random", "builtin:stockfish"}, `no built-in bot "stockfish"`},
		{"no such program", []string{"alquerque", "./nosuchbot", "builtin:random"}, `player "./nosuchbot": ./nosuchbot: no such file or directory`},
		{"no such command", []string{"alquerque", "nosuchbot-xyz --fast", "builtin:random"}, "nosuchbot-xyz is not a program on PATH nor a word of the shell"},
		{"player is a directory", []string{"alquerque", dir, "builtin:random"}, "is a directory"},
		{"player not executable", []string{"alquerque", notExec, "builtin:random"}, "is not executable"},
		{"empty player", []string{"alquerque", " ", "builtin:random"}, `player " ": no command to run`},
		{"no games", []string{"-games", "0", "alquerque"}, "-games 0: want at least 1"},
		{"negative memory", []string{"-memory", "-1", "alquerque"}, "-memory -1"},
		{"negative time", []string{"-time", "-1s", "alquerque"}, "-time -1s"},
		{"pause neither on nor off", []string{"-pause", "maybe", "alquerque"}, `-pause "maybe"`},
		{"handshake on a game without one", []string{"-handshake", "1s", "alquerque"}, "-handshake does not apply to alquerque"},
		{"option of another game", []string{"-maze", "x", "alquerque"}, "-maze does not apply to alquerque"},
		{"bad option value", []string{"-start", "0,0,D", "blockdrop"}, "option start"},
		{"unknown flag", []string{"-bogus", "alquerque"}, "flag provided but not defined: -bogus"},
		{"replay of nothing", []string{"replay"}, "replay: no record named"},
		{"view of nothing", []string{"view"}, "view: no record named"},
		{"view of two records into one file", []string{"view", "a.jsonl", "b.jsonl", "-o", "x.html"}, "want a directory"},
		{"view into a directory that cannot be made", []string{"view", "a.jsonl", "b.jsonl", "-o", notExec + "/out/"}, "view: -o " + notExec + "/out/: not a directory"},
		{"view of a tournament into one file", []string{"view", recordDir, "-o", filepath.Join(dir, "x.html")}, "with a tournament's directory, want a directory"},
		{"view of two tournaments into one directory", []string{"view", recordDir, dir, "-o", dir}, "with 2 tournament directories, their pages would meet"},
		{"html without a record", []string{"-html", "alquerque"}, "-html: the page is made from the record"},
		{"tournament of too few players", []string{"tournament", "blockdrop", "builtin:random", "builtin:hunter"}, "a tournament needs at least that many, got 2"},
		{"tournament players named alike", []string{"tournament", "alquerque", "a=builtin:random", "builtin:search", "a=builtin:random"}, `tournament: players 1 and 3 are both named "a": give them different names, as NAME=COMMAND`},
		{"a variable read as a name", []string{"alquerque", "DEPTH=2 ./nosuchbot", "builtin:random"}, `(DEPTH= before it names the player; to set a variable for a command, name the player first: NAME=DEPTH=2 ./nosuchbot)`},
		{"openings with a bad line", []string{"tournament", "-openings", book, "alquerque", "builtin:random", "builtin:search"}, book + `:3: alquerque: option position: position "bbbbbbb w 0 - -"`},
		{"openings of a game without one-line set-ups", []string{"tournament", "-openings", book, "amazes", "builtin:random", "builtin:explore"}, "tournament: -openings: amazes has no set-up written on one line: a set-up is a maze file"},
		{"openings beside the option", []string{"-openings", goodBook, "-position", "bbbbbbb/bbbbbbb/bbbbbbb/bbbw.ww/wwwwwww/wwwwwww/wwwwwww b 1 e4-d4 -", "alquerque"}, "-openings: the option position and an openings book both set the set-up"},
		{"random plies in a game without them", []string{"tournament", "-random-plies", "4", "blockdrop", "builtin:random", "builtin:hunter", "builtin:random", "builtin:hunter"}, "tournament: -random-plies: blockdrop cannot start after random plies: a match cannot start after plies"},
		{"random plies below 0", []string{"-random-plies", "-1", "alquerque"}, "-random-plies -1: want 0 or more"},
		{"sprt elo0 above elo1", []string{"tournament", "-sprt", "elo0=5,elo1=0", "alquerque", "builtin:random", "builtin:search"}, "-sprt: stats: SPRT elo0 = 5"},
		{"sprt alpha outside (0,1)", []string{"tournament", "-sprt", "alpha=1.5", "alquerque", "builtin:random", "builtin:search"}, "alpha"},
		{"sprt infinite elo1", []string{"tournament", "-sprt", "elo1=Inf", "alquerque", "builtin:random", "builtin:search"}, `"elo1=Inf": want NAME=NUMBER, the number finite`},
		{"sprt unknown parameter", []string{"tournament", "-sprt", "gamma=1", "alquerque", "builtin:random", "builtin:search"}, `unknown parameter "gamma"`},
		{"sprt of three players", []string{"tournament", "-sprt", "elo1=5", "alquerque", "builtin:random", "builtin:search", "builtin:search-clock"}, "-sprt needs two players"},
		{"shard beyond its count", []string{"tournament", "-shard", "3/2", "alquerque", "builtin:random", "builtin:search"}, `shard "3/2": want K/N with 1 <= K <= N`},
		{"tournament format", []string{"tournament", "-format", "swiss", "alquerque", "builtin:random", "builtin:search"}, `-format "swiss"`},
		{"tournament handshake on a game without one", []string{"tournament", "-handshake", "1s", "alquerque", "builtin:random", "builtin:search"}, "tournament: -handshake does not apply to alquerque"},
		{"tournament with -games", []string{"tournament", "-games", "3", "alquerque", "builtin:random", "builtin:search"}, "-games is a flag of a match ('referee'), not of a tournament"},
		{"tournament of no games at once", []string{"tournament", "-concurrency", "0", "alquerque", "builtin:random", "builtin:search"}, "tournament: -concurrency 0: want at least 1"},
		{"tournament of a bad duration", []string{"tournament", "-time", "soon", "alquerque", "builtin:random", "builtin:search"}, "tournament: -time soon: want a duration such as 10s or 500ms"},
		{"tournament of no time", []string{"tournament", "-time", "0s", "alquerque", "builtin:random", "builtin:search"}, "tournament: -time 0s: want a positive duration"},
		{"sprt of an unknown model", []string{"tournament", "-sprt", "model=bayes", "alquerque", "builtin:random", "builtin:search"}, `-sprt: model "bayes": want normalized (the default) or logistic`},
		{"table of nothing", []string{"table"}, "table: no directory named"},
		{"replay with an unknown flag", []string{"replay", "-x", "f"}, "flag provided but not defined: -x"},
		// A flag of another command names the commands that take it.
		{"tournament flag on a match", []string{"-concurrency", "2", "alquerque"}, "-concurrency is a flag of 'referee tournament', not of 'referee'"},
		{"-pairs on a match", []string{"-pairs", "4", "alquerque"}, "-pairs is a flag of 'referee tournament', not of 'referee'"},
		{"-json on a match", []string{"-json", "alquerque"}, "-json is a flag of 'referee tournament' and 'referee table', not of 'referee'"},
		{"view's flag on replay", []string{"replay", "-o", "x", "f"}, "replay: -o is a flag of 'referee view', not of 'referee replay'"},
		{"replay's flag on view", []string{"view", "-v", "f"}, "view: -v is a flag of 'referee' and 'referee replay', not of 'referee view'"},
		{"view's flag on a tournament", []string{"tournament", "-o", "x", "alquerque", "builtin:random", "builtin:search"}, "tournament: -o is a flag of 'referee view', not of 'referee tournament'"},
		{"a match's flag on table", []string{"table", "-v", "d"}, "-v is a flag of 'referee' and 'referee replay', not of 'referee table'"},
		{"an option on view", []string{"view", "-maze", "x", "f"}, "view: -maze is a flag of 'referee' and 'referee tournament', not of 'referee view'"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, status := runStatus(t, tc.args...)
			if status != 2 {
				t.Errorf("exit status %d, want 2", status)
			}
			if stdout != "" {
				t.Errorf("printed %q on stdout, want nothing", stdout)
			}
			if strings.Count(stderr, "\n") != 1 || !strings.HasSuffix(stderr, " (run 'referee -h' for usage)\n") ||
				!strings.HasPrefix(stderr, "referee: ") || !strings.Contains(stderr, tc.want) {
				t.Errorf("stderr %q, want one line saying %q and pointing to -h", stderr, tc.want)
			}
		})
	}
}

// A shell word is a program as good as any on PATH; a missing one is
// caught before the first game.
func TestCheckPlayer(t *testing.T) {
	t.Parallel()
	g, _ := registry(builtinGames()).find("alquerque")
	for _, tc := range []struct {
		player string
		ok     bool
	}{
		{"builtin:random", true},
		{"sh bot.sh", true},
		{"exec cat", true},
		{"FOO=1 cat", true},
		{"'/bin/cat' -u", true},
		{"/bin/cat", true},
		{"/bin", false},
		{"./nosuch", false},
		{"nosuch-command-xyz", false},
		{"FOO=1 nosuch-command-xyz", false},
		{"builtin:nosuch", false},
	} {
		if err := checkPlayer(g, tc.player); (err == nil) != tc.ok {
			t.Errorf("checkPlayer(%q) = %v, want ok %v", tc.player, err, tc.ok)
		}
	}
}

// Help is no error: it goes to stdout, with the exit statuses.
func TestHelp(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"-h"}, {"replay", "-h"}} {
		stdout, stderr, status := runStatus(t, args...)
		if status != 0 || stderr != "" || !strings.Contains(stdout, "Exit status: 0") {
			t.Errorf("%q: status %d, stderr %q, stdout %q", args, status, stderr, stdout)
		}
	}
}

// The help names every built-in bot of every game, so that a user can find
// builtin:NAME without reading the source.
func TestHelpListsEveryBuiltInBot(t *testing.T) {
	t.Parallel()
	stdout, _, _ := runStatus(t, "-h")
	for _, g := range builtinGames() {
		line := fmt.Sprintf("  %-10s %s\n", g.Name, strings.Join(g.Bots.Names, " "))
		if !strings.Contains(stdout, line) {
			t.Errorf("help lacks the line %q:\n%s", line, stdout)
		}
	}
}

// A program that dies of the memory limit gets a verdict that says so,
// with the limit, rather than looking like any crash.
func TestMemoryLimitVerdict(t *testing.T) {
	t.Parallel()
	const grow = `awk 'BEGIN { s = "x"; while (length(s) < 100000000) s = s s; print "grew" }'`
	out := referee(t, "-memory", "16", "alquerque", grow, "builtin:random")
	if !strings.Contains(out, "     white: out of memory: exceeded 16 MiB (exit status 2; ") ||
		!strings.Contains(out, "result: 0-12 (white: out of memory; exceeded 16 MiB; exit status 2; ") {
		t.Errorf("output:\n%s", out)
	}
}

// In a series, a game the rules decide is a win and a loss, and a game
// they do not (an Alquerque tie at 200 plies, scored 6-5 by the tie rule) is
// a draw for both, whatever its points.
func TestTableCountsTiesAsDraws(t *testing.T) {
	t.Parallel()
	tb := newTable(games.Game{}, []string{"a", "b"})
	tb.add(games.Result{Scores: []float64{12, 0}, Winner: 0}, nil, 0)             // a white, wins
	tb.add(games.Result{Scores: []float64{12, 0}, Winner: 0}, nil, 1)             // b white, wins
	tb.add(games.Result{Scores: []float64{6, 5}, Winner: games.NoWinner}, nil, 0) // tie rule
	var b strings.Builder
	tb.print(&b)
	want := "player  wins  draws  losses  points  faults\n1 a     1     1      1       18      0\n2 b     1     1      1       17      0\n"
	if b.String() != want {
		t.Errorf("table:\n%s\nwant:\n%s", b.String(), want)
	}
}

// -wallclock seats a built-in bot's wall-clock twin, and leaves the other
// players as they are.
func TestWallClockSeatsTheTwin(t *testing.T) {
	t.Parallel()
	rec := filepath.Join(t.TempDir(), "game.jsonl")
	// A clock so short that the twin may lose on time: only the header
	// is asked for, which any result keeps, so a loaded machine cannot
	// fail the test, and the game costs a tenth of the 2 s one.
	referee(t, "-wallclock", "-record", rec, "-time", "300ms", "alquerque", "builtin:search", "builtin:random")
	if h := header(t, rec); !slices.Equal(h.Commands, []string{"builtin:search-clock", "builtin:random"}) || !slices.Equal(h.Players, []string{"search-clock", "random"}) {
		t.Errorf("commands %q, players %q; want search-clock and random", h.Commands, h.Players)
	}
}

// A file named on the command line that is no match record, or that cannot
// be read, is one line on stderr naming it and what is wrong, with exit
// status 2, whether it is replayed or viewed; it is no usage error, so no
// pointer to -h.
func TestInputErrorsAreOneLineAndStatus2(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	readme := write("README.md", "# contestgames\n\nExact, fast rules.\n")
	empty := write("empty.jsonl", "")
	object := write("object.json", `{"name":"x"}`+"\n")
	missing := filepath.Join(dir, "nosuch.jsonl")
	for _, tc := range []struct {
		name string
		args []string
		want string // the whole line, after "referee: "
	}{
		{"view of a README", []string{"view", readme}, "view: " + readme + ": not a match record (line 1: invalid character '#' looking for beginning of value)"},
		{"replay of a README", []string{"replay", readme}, "replay: " + readme + ": not a match record (line 1: invalid character '#' looking for beginning of value)"},
		{"view of an empty file", []string{"view", empty}, "view: " + empty + ": not a match record (line 1: no header: the record is empty)"},
		{"replay of an empty file", []string{"replay", empty}, "replay: " + empty + ": not a match record (line 1: no header: the record is empty)"},
		{"replay of JSON of another kind", []string{"replay", object}, "replay: " + object + `: not a match record (line 1: the first line is not a header: field "game" is missing)`},
		{"view of a missing file", []string{"view", missing}, "view: " + missing + ": no such file or directory"},
		{"replay of a missing file", []string{"replay", missing}, "replay: " + missing + ": no such file or directory"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, status := runStatus(t, tc.args...)
			if status != 2 || stdout != "" || stderr != "referee: "+tc.want+"\n" {
				t.Errorf("status %d, stdout %q, stderr %q; want 2, nothing and the line %q", status, stdout, stderr, tc.want)
			}
		})
	}
}

// Each subcommand's help lists the flags it takes, and no flag it refuses.
func TestHelpListsOnlyTheFlagsTaken(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args       []string
		want, none []string
	}{
		{[]string{"-h"}, []string{"-games", "-record", "-html", "-v", "-time", "-sandbox", "-env"}, []string{"-pairs", "-sprt", "-o "}},
		{[]string{"tournament", "-h"}, []string{"-pairs", "-concurrency", "-dir", "-sprt", "-time", "-sandbox", "-env", "-seed"},
			[]string{"-games", "-record", "-html", "-v"}},
		{[]string{"replay", "-h"}, []string{"-v"}, []string{"-games", "-time", "-o "}},
		{[]string{"view", "-h"}, []string{"-o"}, []string{"-games", "-time", "-v"}},
	} {
		stdout, stderr, status := runStatus(t, tc.args...)
		if status != 0 || stderr != "" {
			t.Errorf("%q: status %d, stderr %q", tc.args, status, stderr)
		}
		flags := regexp.MustCompile(`(?m)^  (-\w+)`).FindAllStringSubmatch(stdout, -1)
		var listed []string
		for _, f := range flags {
			listed = append(listed, f[1])
		}
		for _, f := range tc.want {
			if !slices.Contains(listed, strings.TrimSpace(f)) {
				t.Errorf("%q: the help lacks %s; it lists %q", tc.args, f, listed)
			}
		}
		for _, f := range tc.none {
			if slices.Contains(listed, strings.TrimSpace(f)) {
				t.Errorf("%q: the help lists %s, which it refuses", tc.args, f)
			}
		}
	}
	stdout, _, _ := runStatus(t, "tournament", "-h")
	if !strings.Contains(stdout, "elo0 and elo1 are normalized Elo (nElo) by default, logistic Elo with model=logistic") {
		t.Errorf("tournament -h does not say in which Elo -sprt's bounds are:\n%s", stdout)
	}
}

// -sprt takes the models of package stats by name: normalized Elo by
// default, logistic Elo when asked.
func TestSPRTModels(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		arg  string
		want stats.Model
	}{
		{"elo0=0,elo1=5", stats.Normalized},
		{"elo0=0,elo1=5,model=normalized", stats.Normalized},
		{"model=logistic,elo1=10", stats.Logistic},
	} {
		s, err := parseSPRT(tc.arg)
		if err != nil || s.Model != tc.want {
			t.Errorf("parseSPRT(%q) = %+v, %v; want model %v", tc.arg, s, err, tc.want)
		}
	}
	tr, _, err := parseTournament(builtinGames(), []string{"-sprt", "elo1=10,model=logistic", "alquerque", "builtin:random", "builtin:search"}, io.Discard)
	if err != nil || tr.SPRT == nil || tr.SPRT.Model != stats.Logistic || tr.SPRT.Elo1 != 10 {
		t.Errorf("tournament -sprt elo1=10,model=logistic: %+v, %v", tr, err)
	}
}

// view -o makes the directory it names when it must be one: it ends with
// a slash, or several records are named.
func TestViewMakesItsOutputDirectory(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	lines := recordLines(t, "-seed", "5", "alquerque", "builtin:random", "builtin:random")
	var recs []string
	for _, name := range []string{"a.jsonl", "b.jsonl"} {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(strings.Join(lines, "")), 0o644); err != nil {
			t.Fatal(err)
		}
		recs = append(recs, f)
	}
	for _, tc := range []struct {
		out   string
		recs  []string
		pages []string
	}{
		{filepath.Join(dir, "out") + "/", recs, []string{"out/a.html", "out/b.html"}},
		{filepath.Join(dir, "deep", "er"), recs, []string{"deep/er/a.html", "deep/er/b.html"}},
		{filepath.Join(dir, "one") + "/", recs[:1], []string{"one/a.html"}},
		{filepath.Join(dir, "page.html"), recs[:1], []string{"page.html"}},
	} {
		args := append(append([]string{"view"}, tc.recs...), "-o", tc.out)
		stdout, stderr, status := runStatus(t, args...)
		if status != 0 || stderr != "" || strings.Count(stdout, "\n") != len(tc.recs) {
			t.Errorf("%q: status %d, stdout %q, stderr %q", args, status, stdout, stderr)
		}
		for _, p := range tc.pages {
			if _, err := os.Stat(filepath.Join(dir, p)); err != nil {
				t.Errorf("%q: %v", args, err)
			}
		}
	}
}

// A series' table counts each player's faults, all of them, not only the
// first of each game, and names the most common kind, as the tournament
// table does: a bot that faulted in every game shows it in the table.
func TestTableCountsFaults(t *testing.T) {
	t.Parallel()
	fault := func(seat int, rule string) placedFault {
		return placedFault{Fault: games.Fault{Player: seat, Rule: rule}}
	}
	tb := newTable(games.Game{}, []string{"a", "b"})
	// Round 0: a is red (seat 0); round 1: a is blue (seat 1).
	tb.add(games.Result{Scores: []float64{0, 0}, Winner: games.NoWinner}, []placedFault{fault(0, "illegal character"), fault(1, "timeout")}, 0)
	tb.add(games.Result{Scores: []float64{0, 0}, Winner: games.NoWinner}, []placedFault{fault(1, "illegal character")}, 1)
	tb.add(games.Result{Scores: []float64{0, 0}, Winner: games.NoWinner}, []placedFault{fault(0, "exited")}, 0)
	var b strings.Builder
	tb.print(&b)
	for _, want := range []string{
		"player  wins  draws  losses  points  faults\n",
		"1 a     0     3      0       0       3 (illegal character)\n",
		"2 b     0     3      0       0       1 (timeout)\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}
}
