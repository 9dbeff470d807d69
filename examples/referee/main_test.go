package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/record"
)

const td = "testdata/alquerque/"

// scripted returns the command of a player that plays the moves of a file.
func scripted(game, color string) string {
	return "sh " + td + "scripted.sh " + td + game + "/" + color + ".txt"
}

// referee runs the command line and returns what it printed.
func referee(t *testing.T, args ...string) string {
	t.Helper()
	var out, errOut bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	if err := run(ctx, builtinGames(), args, &out, &errOut); err != nil {
		t.Fatalf("referee %q: %v\n%s", args, err, errOut.String())
	}
	return out.String()
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// replay replays the record in the file name through the referee that its
// game's descriptor makes from the record's header alone.
func replay(t *testing.T, name string) {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	err = record.Replay(f, func(h record.Header) (games.Referee, error) {
		g, ok := registry(builtinGames()).find(h.Game)
		if !ok {
			return nil, fmt.Errorf("no game %q", h.Game)
		}
		ref, _, err := g.NewReferee(h.Seed, h.Options)
		return ref, err
	})
	if err != nil {
		t.Errorf("replay of %s: %v", name, err)
	}
}

// readRecord reads the record in the file name, as the program reads
// one to replay or view it.
func readRecord(t *testing.T, name string) *record.Record {
	t.Helper()
	_, rec, err := readRecordFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// header returns the header of the record in the file name.
func header(t *testing.T, name string) record.Header {
	t.Helper()
	return readRecord(t, name).Header
}

// sentQuit returns which seats were sent Quit, from a record.
func sentQuit(t *testing.T, name string) [2]bool {
	t.Helper()
	var quit [2]bool
	for _, e := range readRecord(t, name).Events {
		if e.Kind == record.Sent && e.Text == "Quit" {
			quit[e.Player] = true
		}
	}
	return quit
}

// Every verdict of the Alquerque jury, played by programs run as separate
// processes: the dialogue, the result line, who is sent Quit, and a record
// that replays through the rules.
func TestAlquerqueVerdictsWithExternalPlayers(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name         string
		white, black string
		flags        []string
		result       string // the result line, a regular expression
		quit         [2]bool
	}{
		{"win by taking the last piece", scripted("white-takes-all", "white"), scripted("white-takes-all", "black"), nil,
			`^result: 12-0 \(white took black's last piece\)$`, [2]bool{false, true}},
		{"win by blocking", scripted("black-blocks", "white"), scripted("black-blocks", "black"), nil,
			`^result: 0-12 \(white cannot move\)$`, [2]bool{true, false}},
		{"win by blocking, white", scripted("white-blocks", "white"), scripted("white-blocks", "black"), nil,
			`^result: 12-0 \(black cannot move\)$`, [2]bool{false, true}},
		{"tie after 200 plies", scripted("tie", "white"), scripted("tie", "black"), nil,
			`^result: 3-6 \(.*200 plies.*\)$`, [2]bool{false, false}},
		{"chain stopped early", scripted("chain-stopped-early", "white"), scripted("chain-stopped-early", "black"), nil,
			`^result: 0-12 \(white: .*b2\*d4.*the chain must go on from d4 to d6, taking d5\)$`, [2]bool{true, true}},
		{"normal move when a capture is compulsory", scripted("capture-compulsory", "white"), scripted("capture-compulsory", "black"), nil,
			`^result: 0-12 \(white: .*'\*' was expected after b2, which can take c3 by jumping to d4\)$`, [2]bool{true, true}},
		{"move back", scripted("no-move-back", "white"), scripted("no-move-back", "black"), nil,
			`^result: 12-0 \(black: .*c5-c6.*reverses black's previous move c6-c5\)$`, [2]bool{true, true}},
		{"garbage", "sh " + td + "garbage.sh", scripted("tie", "black"), nil,
			`^result: 0-12 \(white: .*hello, jury.*\)$`, [2]bool{true, true}},
		{"timeout", scripted("tie", "white"), "sh " + td + "hang.sh", []string{"-time", "500ms"},
			`^result: 12-0 \(black.*time.*\)$`, [2]bool{true, false}},
		{"crash", "sh " + td + "crash.sh", scripted("tie", "black"), nil,
			`^result: 0-12 \(white.*\)$`, [2]bool{false, true}},
		{"early exit", scripted("tie", "white"), "sh " + td + "early-exit.sh", nil,
			`^result: 12-0 \(black.*\)$`, [2]bool{true, false}},
		{"100 MB line", "sh " + td + "flood.sh", scripted("tie", "black"), nil,
			`^result: 0-12 \(white.*line too long.*\)$`, [2]bool{false, true}},
		{"stderr flood", "sh " + td + "stderr-flood.sh " + td + "white-takes-all/white.txt", scripted("white-takes-all", "black"), nil,
			`^result: 12-0 \(white took black's last piece\)$`, [2]bool{false, true}},
		{"grandchildren", "sh " + td + "forker.sh " + td + "white-takes-all/white.txt", scripted("white-takes-all", "black"), nil,
			`^result: 12-0 \(white took black's last piece\)$`, [2]bool{false, true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := filepath.Join(t.TempDir(), "game.jsonl")
			args := append(append([]string{"-record", rec}, tc.flags...), "alquerque", tc.white, tc.black)
			out := referee(t, args...)
			if got := lastLine(out); !regexp.MustCompile(tc.result).MatchString(got) {
				t.Errorf("result line %q, want %s", got, tc.result)
			}
			if got := sentQuit(t, rec); got != tc.quit {
				t.Errorf("sent Quit to white, black: %v, want %v", got, tc.quit)
			}
			replay(t, rec)
		})
	}
	if pids := processesRunning("sleep", "1237"); len(pids) > 0 {
		t.Errorf("grandchildren left running: %v", pids)
	}
}

// processesRunning lists the processes whose command line is exactly args.
func processesRunning(args ...string) []string {
	want := strings.Join(args, "\x00") + "\x00"
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	var pids []string
	for _, d := range dirs {
		if b, err := os.ReadFile(d + "/cmdline"); err == nil && string(b) == want {
			pids = append(pids, filepath.Base(d))
		}
	}
	return pids
}

func TestVerbosePrintsTheDialogue(t *testing.T) {
	t.Parallel()
	out := referee(t, "-v", "alquerque", scripted("white-takes-all", "white"), scripted("white-takes-all", "black"))
	for _, want := range []string{"    > white: Start\n", "   1 white ", "    > black: Quit\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
}

func TestSeriesSwapsSeatsAndCountsWins(t *testing.T) {
	t.Parallel()
	rec := filepath.Join(t.TempDir(), "series.jsonl")
	out := referee(t, "-games", "4", "-seed", "3", "-record", rec, "amazes", "builtin:random", "builtin:explore")
	for i := 1; i <= 4; i++ {
		replay(t, filepath.Join(filepath.Dir(rec), "series-"+string(rune('0'+i))+".jsonl"))
	}
	if !strings.Contains(out, "game 2 (explore vs random): result: ") {
		t.Errorf("seats not swapped in game 2:\n%s", out)
	}
	// player, wins, draws, losses, points, faults: built-in bots make none.
	table := regexp.MustCompile(`(?m)^\d (random|explore) +(\d+) +(\d+) +(\d+) +(\d+) +0$`).FindAllStringSubmatch(out, -1)
	if len(table) != 2 {
		t.Fatalf("no table of two players without faults:\n%s", out)
	}
	if table[1][1] != "explore" || table[1][2] == "0" {
		t.Errorf("explore won no game of four against random:\n%s", out)
	}
}

// Every game's default game, played twice with the same seed: the first
// move and the result line are printed, the record replays, and the same
// seed and players give the same record, byte for byte but for the
// thinking times.
func TestDefaultGamesAreTheSameForTheSameSeed(t *testing.T) {
	t.Parallel()
	times := regexp.MustCompile(`,"ms":[0-9.e+-]+`)
	for _, g := range builtinGames() {
		t.Run(g.Name, func(t *testing.T) {
			var records [2]string
			for i := range records {
				rec := filepath.Join(t.TempDir(), "game.jsonl")
				// Clocks generous enough that a loaded machine (the
				// race detector slows the search tenfold) cannot make a
				// bot lose on time in one run and not the other.
				out := referee(t, "-seed", "7", "-time", "10m", "-turntime", "1m", "-record", rec, g.Name)
				seating := regexp.MustCompile(`^` + g.Name + `, seed 7: ` + g.Seats[0] + ` = ` + g.Bots.Defaults[0] + ` \(builtin:` + g.Bots.Defaults[0] + `\), .*\n   1 (` + strings.Join(g.Seats, "|") + `) `)
				if !seating.MatchString(out) || !strings.HasPrefix(lastLine(out), "result: ") {
					t.Errorf("first lines %q, last line %q", strings.SplitN(out, "\n", 3)[:2], lastLine(out))
				}
				if stdout, _, status := runStatus(t, "replay", rec); status != 0 || stdout != rec+": ok\n" {
					t.Errorf("replay: status %d, %q", status, stdout)
				}
				b, err := os.ReadFile(rec)
				if err != nil {
					t.Fatal(err)
				}
				records[i] = times.ReplaceAllString(string(b), "")
			}
			if diff := cmp.Diff(strings.Split(records[0], "\n"), strings.Split(records[1], "\n")); diff != "" {
				t.Errorf("two games with seed 7 differ (-first +second):\n%s", diff)
			}
		})
	}
}

// The example bot program, built and run as a separate process, plays a
// whole game through the referee, against a built-in bot, in both seats.
func TestExampleBotProgramPlaysAGame(t *testing.T) {
	t.Parallel()
	bin := exampleBot(t, "alquerque")
	for _, seats := range [][2]string{{bin + " -depth 2", "builtin:random"}, {"builtin:random", bin + " -depth 2"}} {
		rec := filepath.Join(t.TempDir(), "game.jsonl")
		// Within the contest's 64 MB, too.
		out := referee(t, "-memory", "64", "-record", rec, "alquerque", seats[0], seats[1])
		if !regexp.MustCompile(`^result: \d+-\d+ \((white|black) (took|cannot)|^result: \d+-\d+ \(200 plies`).MatchString(lastLine(out)) {
			t.Errorf("%v: result %q, want a game played to its end", seats, lastLine(out))
		}
		replay(t, rec)
	}
}

func TestAmazesOnAGeneratedAndAGivenMaze(t *testing.T) {
	t.Parallel()
	for _, flags := range [][]string{nil, {"-maze", "testdata/amazes/maze01.txt"}} {
		rec := filepath.Join(t.TempDir(), "game.jsonl")
		out := referee(t, append(append([]string{"-record", rec}, flags...), "amazes")...)
		if !regexp.MustCompile(`^result: \d+-\d+ \(.+\)$`).MatchString(lastLine(out)) {
			t.Errorf("%v: last line %q", flags, lastLine(out))
		}
		if !strings.HasPrefix(out, "amazes, seed 1: red = explore (builtin:explore), blue = random (builtin:random)\n   1 red ") {
			t.Errorf("%v: first lines %q", flags, strings.SplitN(out, "\n", 3)[:2])
		}
		replay(t, rec)
	}
}

// A maze file with a bad line: the error names the option and the line.
func TestAmazesBadMaze(t *testing.T) {
	t.Parallel()
	good, err := os.ReadFile("testdata/amazes/maze01.txt")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(good), "\n")
	lines[2] = "this is no line of walls"
	bad := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(bad, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	err = run(context.Background(), builtinGames(), []string{"-maze", bad, "amazes"}, &out, &errOut)
	var usage usageError
	if !errors.As(err, &usage) || !strings.Contains(err.Error(), "option maze") || !strings.Contains(err.Error(), "line 3") {
		t.Errorf("error %v, want a usage error naming the option and line 3", err)
	}
}

// A block drop game from an explicit start with a short turn limit: the
// record's header keeps both, and the record replays from it alone.
func TestBlockdropStartAndTurns(t *testing.T) {
	t.Parallel()
	rec := filepath.Join(t.TempDir(), "game.jsonl")
	out := referee(t, "-record", rec, "-start", "0,14,D 14,17,L 14,10,U 2,5,R", "-turns", "40", "blockdrop",
		"builtin:random", "builtin:random", "builtin:random", "builtin:random")
	if !regexp.MustCompile(`^result: [01]-[01]-[01]-[01] \(.+\)$`).MatchString(lastLine(out)) {
		t.Errorf("last line %q", lastLine(out))
	}
	if h := header(t, rec); h.Options["start"] != "0,14,D 14,17,L 14,10,U 2,5,R" || h.Options["turns"] != "40" {
		t.Errorf("header options %v", h.Options)
	}
	replay(t, rec)
}

// A Lang Wars game: the header keeps the attention degrees drawn from the
// seed (seed 1 gives 4 6 5 6 3 3 4 6), and the record replays.
func TestLangwarsGame(t *testing.T) {
	t.Parallel()
	rec := filepath.Join(t.TempDir(), "game.jsonl")
	out := referee(t, "-seed", "1", "-record", rec, "langwars")
	if !regexp.MustCompile(`^result: \(?-?[\d.]+\)?(-\(?-?[\d.]+\)?){3} \(.+\)$`).MatchString(lastLine(out)) {
		t.Errorf("last line %q", lastLine(out))
	}
	if h := header(t, rec); h.Options["attention"] != "4 6 5 6 3 3 4 6" {
		t.Errorf("header attention %q", h.Options["attention"])
	}
	replay(t, rec)
}

// On The Run's programs read the map from connect.txt in their working
// directory: the example bot, built and run as two programs, each in a
// fresh directory of its own, plays a whole game, and the record replays
// from the map its header keeps.
func TestOnTheRunProgramsReadConnectTxt(t *testing.T) {
	t.Parallel()
	bin := exampleBot(t, "ontherun")
	rec := filepath.Join(t.TempDir(), "game.jsonl")
	out := referee(t, "-record", rec, "-map", "../../ontherun/testdata/example.txt", "ontherun", bin+" -bot flee", bin+" -bot chase")
	if !regexp.MustCompile(`^result: (20-0|0-20|\d+-\d+) \((.*caught|.*escaped|.*50 turns).*\)$`).MatchString(lastLine(out)) {
		t.Errorf("last line %q", lastLine(out))
	}
	replay(t, rec)
}

// The official Lang Wars engine printed signed seeds: -seed -1 plays the
// game of its 64-bit two's complement, and the record keeps -1 as given
// and replays.
func TestSignedSeedPlaysItsTwosComplement(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	signed, unsigned := filepath.Join(dir, "signed.jsonl"), filepath.Join(dir, "unsigned.jsonl")
	a := referee(t, "-seed", "-1", "-record", signed, "langwars")
	b := referee(t, "-seed", "18446744073709551615", "-record", unsigned, "langwars")
	// The first line names the seed as given.
	seatsA, a, _ := strings.Cut(a, "\n")
	seatsB, b, _ := strings.Cut(b, "\n")
	if !strings.HasPrefix(seatsA, "langwars, seed -1: ") || !strings.HasPrefix(seatsB, "langwars, seed 18446744073709551615: ") {
		t.Errorf("first lines %q and %q, want each seed as given", seatsA, seatsB)
	}
	if a != b {
		t.Errorf("-seed -1 and -seed 18446744073709551615 play different games:\n%s\n%s", a, b)
	}
	data, err := os.ReadFile(signed)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(data, []byte(`{"game":"langwars","seed":-1,`)) {
		t.Errorf("the record does not keep the seed as given: %.80s", data)
	}
	replay(t, signed)
}
