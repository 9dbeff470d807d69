package main

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games"
)

// referee view writes a page beside the record, in the file or directory
// -o names, and -html writes one beside each record of a series.
func TestViewWritesPages(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	rec := filepath.Join(dir, "game.jsonl")
	referee(t, "-record", rec, "alquerque", "builtin:random", "builtin:random")
	for _, tc := range []struct {
		args []string
		page string
	}{
		{[]string{"view", rec}, filepath.Join(dir, "game.html")},
		{[]string{"view", rec, "-o", filepath.Join(dir, "other.html")}, filepath.Join(dir, "other.html")},
		{[]string{"view", "-o", t.TempDir() + "/", rec}, ""},
	} {
		stdout, stderr, status := runStatus(t, tc.args...)
		if status != 0 || stderr != "" {
			t.Fatalf("%q: status %d, stderr %q", tc.args, status, stderr)
		}
		page := tc.page
		if page == "" {
			page = strings.TrimSpace(strings.TrimPrefix(stdout, rec+": "))
		}
		b, err := os.ReadFile(page)
		if err != nil || !strings.HasPrefix(string(b), "<!DOCTYPE html>") {
			t.Errorf("%q: page %s: %v", tc.args, page, err)
		}
	}
	series := filepath.Join(dir, "s.jsonl")
	referee(t, "-html", "-games", "2", "-record", series, "alquerque", "builtin:random", "builtin:random")
	for _, name := range []string{"s-1.html", "s-2.html"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("-html: %v", err)
		}
	}
}

// A record that the rules reject, or that cannot be read, gives one line
// naming the record's line, exit status 2, and no page.
func TestViewRefusesBadRecords(t *testing.T) {
	t.Parallel()
	lines := recordLines(t, "-seed", "5", "alquerque", "builtin:random", "builtin:random")
	n := len(lines)
	for _, tc := range []struct {
		name   string
		record []string
		want   string
	}{
		{"cut short", append(append([]string(nil), lines[:n-1]...), lines[n-1][:10]), fmt.Sprintf("line %d:", n)},
		{"a move changed", append(append(append([]string(nil), lines[:2]...), `{"from":0,"text":"a1-a1"}`+"\n"), lines[3:]...), "line 3:"},
		{"garbage", append([]string{"garbage\n"}, lines[1:]...), "line 1:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			rec := filepath.Join(dir, "bad.jsonl")
			if err := os.WriteFile(rec, []byte(strings.Join(tc.record, "")), 0o644); err != nil {
				t.Fatal(err)
			}
			stdout, stderr, status := runStatus(t, "view", rec)
			if status != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.want) {
				t.Errorf("status %d, stdout %q, stderr %q; want 2 and one line saying %q", status, stdout, stderr, tc.want)
			}
			if _, err := os.Stat(filepath.Join(dir, "bad.html")); err == nil {
				t.Error("a page was written")
			}
		})
	}
}

// randomGames returns the referee's games with alquerque's random bot
// under two more names, random1 and random2, each drawing from seeds of
// its own: a tournament between them plays in milliseconds.
func randomGames() registry {
	reg := registry(builtinGames())
	g := &reg[0]
	g.Bots.Names = append(slices.Clone(g.Bots.Names), "random1", "random2")
	newBot := g.Bots.New
	g.Bots.New = func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
		switch name {
		case "random1", "random2":
			seed += uint64(name[6]-'0') << 20
			name = "random"
		}
		return newBot(name, seed, seat, options)
	}
	return reg
}

// runWith runs the command line with the games of reg, as main does, and
// returns what it printed and its exit status. The status comes first:
// exitStatus prints the error it is for.
func runWith(t *testing.T, reg registry, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errOut bytes.Buffer
	ctx := context.Background()
	err := run(ctx, reg, args, &out, &errOut)
	status = exitStatus(ctx, err, &errOut)
	return out.String(), errOut.String(), status
}

// links returns the URLs of the links of an HTML page, by their rel (""
// for none), in order.
func links(t *testing.T, page string) map[string][]string {
	t.Helper()
	b, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, m := range regexp.MustCompile(`<a href="([^"]*)"(?: rel="(\w+)")?`).FindAllStringSubmatch(string(b), -1) {
		out[m[2]] = append(out[m[2]], m[1])
	}
	return out
}

// resolve returns the file a relative link of the page names.
func resolve(t *testing.T, page, link string) string {
	t.Helper()
	p, err := url.PathUnescape(link)
	if err != nil {
		t.Fatalf("%s: link %q: %v", page, link, err)
	}
	return filepath.Join(filepath.Dir(page), filepath.FromSlash(p))
}

// checkSeries checks that the index page links each of pages, in order,
// and that from the first page, the next links visit every page in order,
// the previous links come back, and each page links the index.
func checkSeries(t *testing.T, index string, pages []string) {
	t.Helper()
	var got []string
	for _, l := range links(t, index)[""] {
		got = append(got, resolve(t, index, l))
	}
	if !slices.Equal(got, pages) {
		t.Fatalf("the index %s links %q, want %q", index, got, pages)
	}
	for k, page := range pages {
		l := links(t, page)
		if len(l["index"]) != 1 || resolve(t, page, l["index"][0]) != index {
			t.Errorf("%s: index link %q, want one to %s", page, l["index"], index)
		}
		var next, prev []string
		if k+1 < len(pages) {
			next = []string{pages[k+1]}
		}
		if k > 0 {
			prev = []string{pages[k-1]}
		}
		for rel, want := range map[string][]string{"next": next, "prev": prev} {
			var got []string
			for _, u := range l[rel] {
				got = append(got, resolve(t, page, u))
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: %s links %q, want %q", page, rel, got, want)
			}
		}
		if _, err := os.Stat(page); err != nil {
			t.Error(err)
		}
		b, _ := os.ReadFile(page)
		if want := fmt.Sprintf("<span>game %d of %d</span>", k+1, len(pages)); !strings.Contains(string(b), want) {
			t.Errorf("%s does not say %q", page, want)
		}
	}
}

// tableCells returns the cells of the rows of the index page's table.
func tableCells(t *testing.T, index string) [][]string {
	t.Helper()
	b, err := os.ReadFile(index)
	if err != nil {
		t.Fatal(err)
	}
	body := regexp.MustCompile(`(?s)<tbody>(.*?)</tbody>`).FindStringSubmatch(string(b))
	if body == nil {
		t.Fatalf("%s: no table", index)
	}
	var rows [][]string
	for _, r := range regexp.MustCompile(`(?s)<tr>(.*?)</tr>`).FindAllStringSubmatch(body[1], -1) {
		var cells []string
		for _, c := range regexp.MustCompile(`(?s)<td>(.*?)</td>`).FindAllStringSubmatch(r[1], -1) {
			cells = append(cells, html.UnescapeString(c[1]))
		}
		rows = append(rows, cells)
	}
	return rows
}

// referee view DIR writes the page of every game of a tournament beside
// its record, or in the directory -o names, and DIR/index.html (or one
// there): the index links every game in order, each page links the one
// before, the one after and the index, and the index's table shows the
// cells of "referee table DIR".
func TestViewTournamentDirectory(t *testing.T) {
	t.Parallel()
	reg := randomGames()
	dir := t.TempDir()
	if _, stderr, status := runWith(t, reg, "tournament", "-pairs", "2", "-dir", dir, "alquerque", "builtin:random1", "builtin:random2"); status != 0 {
		t.Fatalf("tournament: status %d: %s", status, stderr)
	}
	table, _, _ := runWith(t, reg, "table", dir)
	ids := []string{"g0000-s00000-r0", "g0000-s00000-r1", "g0000-s00001-r0", "g0000-s00001-r1"}
	out := t.TempDir()
	for _, tc := range []struct {
		name         string
		args         []string
		index, pages string // the index, and the directory of the pages
	}{
		{"beside the records", []string{"view", dir}, filepath.Join(dir, "index.html"), filepath.Join(dir, "records")},
		{"-o a directory", []string{"view", "-o", out, dir}, filepath.Join(out, "index.html"), out},
	} {
		t.Run(tc.name, func(t *testing.T) {
			stdout, stderr, status := runWith(t, reg, tc.args...)
			if status != 0 || stderr != "" {
				t.Fatalf("status %d, stderr %q", status, stderr)
			}
			if want := fmt.Sprintf("%s: %s, and 4 of 4 game pages\n", dir, tc.index); stdout != want {
				t.Errorf("stdout %q, want %q", stdout, want)
			}
			var pages []string
			for _, id := range ids {
				pages = append(pages, filepath.Join(tc.pages, id+".html"))
			}
			checkSeries(t, tc.index, pages)
			rows := tableCells(t, tc.index)
			if len(rows) != 2 {
				t.Fatalf("%d rows in the index's table, want 2", len(rows))
			}
			lines := strings.Split(table, "\n")
			head := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "player ") })
			for p, row := range rows {
				want := regexp.MustCompile(`\s{2,}`).Split(strings.TrimSpace(lines[head+1+p]), -1)
				if len(row) < len(want) || !slices.Equal(row[:len(want)], want) {
					t.Errorf("row %d: %q; referee table prints %q", p+1, row, want)
				}
			}
		})
	}
}

// -html on a series writes each game's page beside its record, each
// saying "game k of N" with links to the games before and after it and to
// the series' index, FILE.html beside FILE-1.html …, whose table shows the
// series' table.
func TestViewSeriesIndex(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	out := referee(t, "-html", "-games", "3", "-record", filepath.Join(dir, "s.jsonl"), "alquerque", "builtin:random", "builtin:random")
	index := filepath.Join(dir, "s.html")
	checkSeries(t, index, []string{filepath.Join(dir, "s-1.html"), filepath.Join(dir, "s-2.html"), filepath.Join(dir, "s-3.html")})
	// The series' table: player, wins, draws, losses, points, faults;
	// the index's: player, games, wins, draws, losses, points, faults.
	lines := strings.Split(strings.TrimSpace(out), "\n")
	rows := tableCells(t, index)
	if len(rows) != 2 {
		t.Fatalf("%d rows in the index's table, want 2", len(rows))
	}
	for p, row := range rows {
		text := regexp.MustCompile(`\s{2,}`).Split(lines[len(lines)-2+p], -1)
		if len(row) < 7 || !slices.Equal(append(row[:1:1], row[2:7]...), text) {
			t.Errorf("row %d: %q; the series' table has %q", p+1, row, text)
		}
	}
	// Each game's moves are digested, so the index counts the distinct
	// games (built-in bots drawing from each game's seed: all of them).
	page, _ := os.ReadFile(index)
	if !bytes.Contains(page, []byte(`<div id="distinct"><div>distinct games: 3 of 3</div></div>`)) {
		t.Errorf("the index does not count 3 distinct games of 3:\n%s", page)
	}
}

// A bad record among good ones gets no page and one line on stderr, the
// others get theirs, and the exit status is 2; in a tournament's
// directory, the index lists the bad game without a link, and the pages
// around it link past it.
func TestViewBadRecordAmongGood(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	good := recordLines(t, "-seed", "5", "alquerque", "builtin:random", "builtin:random")
	write := func(name string, lines []string) string {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(strings.Join(lines, "")), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	a := write("a.jsonl", good)
	bad := write("bad.jsonl", append([]string{"garbage\n"}, good[1:]...))
	c := write("c.jsonl", good)
	stdout, stderr, status := runStatus(t, "view", a, bad, c)
	if status != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "bad.jsonl: not a match record (line 1: invalid character") {
		t.Errorf("status %d, stderr %q; want 2 and one line naming bad.jsonl's line 1", status, stderr)
	}
	if want := a + ": " + pageName(a) + "\n" + c + ": " + pageName(c) + "\n"; stdout != want {
		t.Errorf("stdout %q, want %q", stdout, want)
	}
	for _, f := range []string{a, c} {
		if _, err := os.Stat(pageName(f)); err != nil {
			t.Error(err)
		}
	}
	if _, err := os.Stat(pageName(bad)); err == nil {
		t.Error("a page was written for the bad record")
	}

	reg := randomGames()
	tdir := t.TempDir()
	if _, stderr, status := runWith(t, reg, "tournament", "-pairs", "2", "-dir", tdir, "alquerque", "builtin:random1", "builtin:random2"); status != 0 {
		t.Fatalf("tournament: status %d: %s", status, stderr)
	}
	broken := filepath.Join(tdir, "records", "g0000-s00000-r1.jsonl")
	if err := os.WriteFile(broken, []byte("garbage\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, status = runWith(t, reg, "view", tdir)
	if status != 2 || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, broken+": not a match record (line 1:") {
		t.Errorf("status %d, stderr %q; want 2 and one line naming %s", status, stderr, broken)
	}
	if !strings.Contains(stdout, "3 of 4 game pages") {
		t.Errorf("stdout %q", stdout)
	}
	index := filepath.Join(tdir, "index.html")
	var pages []string
	for _, id := range []string{"g0000-s00000-r0", "g0000-s00001-r0", "g0000-s00001-r1"} {
		pages = append(pages, filepath.Join(tdir, "records", id+".html"))
	}
	b, _ := os.ReadFile(index)
	_, item, _ := strings.Cut(string(b), `<li class="missing">`)
	item, _, _ = strings.Cut(item, "</li>")
	if !strings.HasPrefix(item, "<b>2. ") || !strings.Contains(item, "g0000-s00000-r1") || !strings.Contains(item, "no page: not a match record (line 1:") {
		t.Error("the index does not list the bad game without a link, saying why")
	}
	// The pages say game 1, 3 and 4 of 4; checkSeries wants 1, 2 and 3
	// of 3, so check the links alone.
	for k, page := range pages {
		l := links(t, page)
		if k+1 < len(pages) && (len(l["next"]) != 1 || resolve(t, page, l["next"][0]) != pages[k+1]) {
			t.Errorf("%s: next %q, want %s", page, l["next"], pages[k+1])
		}
	}
	if got := links(t, index)[""]; len(got) != 3 {
		t.Errorf("the index links %q, want the 3 good games", got)
	}
	if _, err := os.Stat(pageName(broken)); err == nil {
		t.Error("a page was written for the bad record")
	}
}

// A directory that is not a tournament's is one line, exit status 2.
func TestViewRefusesOtherDirectories(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	stdout, stderr, status := runStatus(t, "view", dir)
	if status != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, "not a tournament's directory") {
		t.Errorf("status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
}
