//go:build linux

package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/record"
)

// Two deterministic programs (the example bot at depths 1 and 2, seeded
// alike in every game) play the same game in every pair from the
// contest's start: 2 distinct games of 6, and the table warns. With
// -random-plies 4 every pair starts elsewhere: 6 distinct games of 6.
// Every record keeps its opening, tells the programs the position, and
// replays from it; the same tournament as JSON holds the same numbers,
// and "referee table -json" of its directory prints the same JSON.
func TestRandomPliesBetweenDeterministicPrograms(t *testing.T) {
	t.Parallel()
	bin := exampleBot(t, "alquerque")
	players := []string{"d1=" + bin + " -depth 1", "d2=" + bin + " -depth 2"}
	same := tourney(t, append([]string{"tournament", "-pairs", "3", "-concurrency", "2", "alquerque"}, players...)...)
	if !strings.Contains(same, "alquerque: 6 games\ndistinct games: 2 of 6\nwarning: 2 of 3 game pairs repeat an earlier pair of the same players move for move") {
		t.Errorf("from the start:\n%s", same)
	}

	dir := t.TempDir()
	args := append([]string{"tournament", "-pairs", "3", "-concurrency", "2", "-random-plies", "4", "-dir", dir, "alquerque"}, players...)
	varied := tourney(t, args...)
	if !strings.Contains(varied, "alquerque: 6 games\ndistinct games: 6 of 6\nplayer") || strings.Contains(varied, "warning") {
		t.Errorf("after 4 random plies:\n%s", varied)
	}
	if !strings.Contains(varied, "1 d1 ") || !strings.Contains(varied, "\nd1 vs d2, wins - losses - draws: ") {
		t.Errorf("the players' names:\n%s", varied)
	}
	records, _ := filepath.Glob(filepath.Join(dir, "records", "*.jsonl"))
	if len(records) != 6 {
		t.Fatalf("%d records", len(records))
	}
	out := tourney(t, append([]string{"replay"}, records...)...)
	if strings.Count(out, ": ok\n") != 6 {
		t.Errorf("replay:\n%s", out)
	}
	for _, name := range records {
		rec := readRecord(t, name)
		h := rec.Header
		if h.Opening == nil || len(h.Opening.Plies) != 4 || h.Options["position"] == "" || h.Version == "" ||
			!slices.Contains(h.Players, "d1") || !slices.Contains(h.Commands, bin+" -depth 1") {
			t.Errorf("%s: header %+v", name, h)
		}
		setup := "Setup " + h.Options["position"]
		if rec.Events[0].Text != setup || rec.Events[1].Text != setup {
			t.Errorf("%s: the programs were not told the position first: %+v", name, rec.Events[:2])
		}
	}
	// The page of a record replays from its start, and says where it
	// came from.
	page := filepath.Join(t.TempDir(), "game.html")
	tourney(t, "view", records[0], "-o", page)
	data, err := os.ReadFile(page)
	plies, _ := json.Marshal(readRecord(t, records[0]).Header.Opening.Plies)
	if err != nil || !bytes.Contains(data, []byte(`"opening":{"plies":`+string(plies)+`,"random":4}`)) || !bytes.Contains(data, []byte(`<div id="opening">`)) {
		t.Errorf("the page: %v", err)
	}

	asJSON := tourney(t, append([]string{"tournament", "-json"}, args[1:]...)...)
	var r standings.Report
	if err := json.Unmarshal([]byte(asJSON), &r); err != nil {
		t.Fatalf("%v:\n%s", err, asJSON)
	}
	if r.Games != 6 || r.Distinct != 6 || r.RepeatedPairs != 0 || len(r.Players) != 2 || r.Players[0].Name != "d1" || r.Players[0].Command != bin+" -depth 1" || len(r.Pairings) != 1 {
		t.Errorf("report %+v", r)
	}
	back, _ := json.MarshalIndent(&r, "", "  ")
	if string(back)+"\n" != asJSON {
		t.Errorf("the JSON does not read back as it was:\n%s\n%s", asJSON, back)
	}
	table := tourney(t, "table", "-json", dir)
	if table != asJSON {
		t.Errorf("table -json:\n%s\ntournament -json:\n%s", table, asJSON)
	}
	if text := tourney(t, "table", dir); text != varied {
		t.Errorf("table:\n%s\ntournament:\n%s", text, varied)
	}
}

// A series with -random-plies plays each start in both seatings, games 1
// and 2 from one, 3 and 4 from another; named players keep their names.
func TestSeriesWithRandomPlies(t *testing.T) {
	t.Parallel()
	bin := exampleBot(t, "alquerque")
	rec := filepath.Join(t.TempDir(), "s.jsonl")
	out := referee(t, "-games", "4", "-random-plies", "6", "-record", rec, "alquerque", "one="+bin+" -depth 1", bin+" -depth 2")
	if !strings.Contains(out, "game 1 (one vs alqbot): ") || !strings.Contains(out, "game 2 (alqbot vs one): ") {
		t.Errorf("series:\n%s", out)
	}
	var starts []string
	for i := 1; i <= 4; i++ {
		name := filepath.Join(filepath.Dir(rec), "s-"+string(rune('0'+i))+".jsonl")
		replay(t, name)
		starts = append(starts, header(t, name).Options["position"])
	}
	if starts[0] != starts[1] || starts[2] != starts[3] || starts[0] == starts[2] || starts[0] == "" {
		t.Errorf("starts %q", starts)
	}
}

// An openings file's set-ups start the set-ups in turn, each in both
// seatings; its line is in the record.
func TestOpeningsFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	book := filepath.Join(dir, "book.txt")
	lines := "# two starts\nbbbbbbb/bbbbbbb/bbbbbbb/bbbw.ww/wwwwwww/wwwwwww/wwwwwww b 1 e4-d4 -\n\nbbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 - -\n"
	if err := os.WriteFile(book, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	out := tourney(t, "tournament", "-pairs", "2", "-openings", book, "-dir", filepath.Join(dir, "t"), "alquerque", "builtin:random", "r=builtin:random")
	if !strings.Contains(out, "2 r ") || !strings.Contains(out, "1 random ") {
		t.Errorf("table:\n%s", out)
	}
	for _, tc := range []struct {
		id         string
		line       int
		hasOption  bool
		setupFirst bool
	}{{"g0000-s00000-r0", 2, true, true}, {"g0000-s00000-r1", 2, true, true}, {"g0000-s00001-r0", 4, false, false}} {
		rec := readRecord(t, filepath.Join(dir, "t", "records", tc.id+".jsonl"))
		h := rec.Header
		_, has := h.Options["position"]
		if h.Opening == nil || h.Opening.Line != tc.line || h.Opening.File != book || has != tc.hasOption {
			t.Errorf("%s: opening %+v, options %v", tc.id, h.Opening, h.Options)
		}
		if first := strings.HasPrefix(rec.Events[0].Text, "Setup "); first != tc.setupFirst {
			t.Errorf("%s: first line %q", tc.id, rec.Events[0].Text)
		}
	}
}

// -version prints the module's version, which every record's header
// keeps; a record whose version and fields this referee cannot read is
// refused, naming the version that wrote it.
func TestVersion(t *testing.T) {
	t.Parallel()
	out := referee(t, "-version")
	if !strings.HasPrefix(out, "referee "+record.Version()+" (github.com/contestgames/games, go") || strings.Count(out, "\n") != 1 {
		t.Errorf("-version: %q", out)
	}
	if tourney(t, "tournament", "-version") != out {
		t.Errorf("tournament -version differs")
	}
	dir := t.TempDir()
	rec := filepath.Join(dir, "g.jsonl")
	referee(t, "-record", rec, "alquerque", "new=builtin:random", "builtin:random")
	h := header(t, rec)
	if h.Version != record.Version() || !slices.Equal(h.Players, []string{"new", "random"}) || !slices.Equal(h.Commands, []string{"builtin:random", "builtin:random"}) {
		t.Errorf("header %+v", h)
	}
	data, _ := os.ReadFile(rec)
	first, rest, _ := bytes.Cut(data, []byte("\n"))
	newer := bytes.Replace(first, []byte(`"version":"`+h.Version+`"`), []byte(`"version":"v99.1.0","ratings":{}`), 1)
	bad := filepath.Join(dir, "newer.jsonl")
	if err := os.WriteFile(bad, append(append(newer, '\n'), rest...), 0o644); err != nil {
		t.Fatal(err)
	}
	// A record the referee cannot read is a mistake of the command line:
	// one line on stderr, exit status 2.
	_, stderr, status := runStatus(t, "replay", bad)
	if status != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "newer.jsonl") || !strings.Contains(stderr, "written by version v99.1.0") {
		t.Errorf("replay of a newer record: status %d, %q", status, stderr)
	}
}
