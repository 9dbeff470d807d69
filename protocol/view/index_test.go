package view_test

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/allgames"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/arena"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/arena/stats"
	"github.com/contestgames/games/protocol/record"
	"github.com/contestgames/games/protocol/view"
)

// randoms returns g with n players that are its random bot under the
// names random1 … randomN, each drawing from seeds of its own, so that a
// test's tournament between them plays in milliseconds, and a game pair
// is not one game mirrored.
func randoms(g games.Game, n int) (games.Game, []string) {
	g.Bots.Names = slices.Clone(g.Bots.Names)
	var players []string
	for i := 1; i <= n; i++ {
		name := fmt.Sprint("random", i)
		g.Bots.Names = append(g.Bots.Names, name)
		players = append(players, "builtin:"+name)
	}
	newBot := g.Bots.New
	g.Bots.New = func(name string, seed uint64, seat int, options map[string]string) (games.Bot, error) {
		if k, ok := strings.CutPrefix(name, "random"); ok && k != "" {
			n, _ := strconv.Atoi(k)
			name, seed = "random", seed+uint64(n)<<20
		}
		return newBot(name, seed, seat, options)
	}
	return g, players
}

// tournament plays a tournament of n random players of g, sets set-ups,
// in a directory of its own, and returns the directory read back and its
// results in game order.
func tournament(t testing.TB, g games.Game, n, sets int, sprt *stats.SPRT) (*standings.Dir, []standings.Result) {
	t.Helper()
	g, players := randoms(g, n)
	specs, err := arena.ParsePlayers(players)
	if err != nil {
		t.Fatal(err)
	}
	tt := &arena.Tournament{Game: g, Players: specs, Sets: sets, Seed: 3, Dir: t.TempDir(), SPRT: sprt, Runner: arena.Runner{Concurrency: 2}}
	if _, err := tt.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	d, err := standings.ReadDir(tt.Dir)
	if err != nil {
		t.Fatal(err)
	}
	results, err := standings.Merge([]*standings.Dir{d})
	if err != nil {
		t.Fatal(err)
	}
	return d, results
}

// indexPage writes the index of the results with a link to
// records/ID.html for each game.
func indexPage(t testing.TB, g games.Game, players []string, results []standings.Result, sprt *stats.SPRT) string {
	t.Helper()
	x := view.NewIndex(g, players, results, sprt)
	for i := range x.Games {
		x.Games[i].Page = "records/" + x.Games[i].ID + ".html"
	}
	var b bytes.Buffer
	if err := x.WritePage(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

var (
	tagRE   = regexp.MustCompile(`<[^>]*>`)
	cellRE  = regexp.MustCompile(`(?s)<td>(.*?)</td>`)
	rowRE   = regexp.MustCompile(`(?s)<tr>(.*?)</tr>`)
	pointRE = regexp.MustCompile(`<circle class="pt[^"]*" data-game="(\d+)"`)
)

// between returns the part of page from the first start to the next end.
func between(t *testing.T, page, start, end string) string {
	t.Helper()
	i := strings.Index(page, start)
	if i < 0 {
		t.Fatalf("no %q in the page", start)
	}
	j := strings.Index(page[i:], end)
	if j < 0 {
		t.Fatalf("no %q after %q in the page", end, start)
	}
	return page[i : i+j]
}

// textOf returns the text of an HTML fragment.
func textOf(s string) string { return html.UnescapeString(tagRE.ReplaceAllString(s, "")) }

// The index of a real tournament holds one link per game, in order; its
// table shows the text table's cells and its pairings the text table's
// lines; its graph has one point per game (per player and game in a game
// of four seats), each game's number once; it refers to nothing outside.
func TestIndexOfATournament(t *testing.T) {
	sprt := &stats.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	for _, tc := range []struct {
		name       string
		game       games.Game
		players    int
		sets       int
		sprt       *stats.SPRT
		graphs     int    // one per pairing, or one for all; none without an SPRT in a game of two
		graphTitle string // the heading of the graphs
	}{
		{"two players", allgames.Games()[0], 2, 2, nil, 0, ""},
		{"an SPRT", allgames.Games()[0], 2, 3, sprt, 1, "SPRT: log-likelihood ratio over the games"},
		{"three players", allgames.Games()[0], 3, 1, nil, 0, ""},
		{"four seats", allgames.Games()[2], 4, 1, nil, 1, "mean rank over the games"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, results := tournament(t, tc.game, tc.players, tc.sets, tc.sprt)
			page := indexPage(t, tc.game, d.Players, results, d.SPRT)

			// One link per game, in order.
			var links []string
			for _, m := range regexp.MustCompile(`<a href="([^"]*)"`).FindAllStringSubmatch(between(t, page, `<ol id="games">`, `</ol>`), -1) {
				links = append(links, m[1])
			}
			var want []string
			for _, r := range results {
				want = append(want, "records/"+r.ID+".html")
			}
			if !slices.Equal(links, want) {
				t.Errorf("links %q, want %q", links, want)
			}

			// The table, cell by cell, as the text table prints it.
			text := standings.Table(tc.game, d.Players, results, d.SPRT)
			lines := strings.Split(text, "\n")
			head := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "player ") })
			rows := rowRE.FindAllStringSubmatch(between(t, page, `<tbody>`, `</tbody>`), -1)
			if len(rows) != len(d.Players) {
				t.Fatalf("%d rows in the table, want %d", len(rows), len(d.Players))
			}
			for p, row := range rows {
				var cells []string
				for _, c := range cellRE.FindAllStringSubmatch(row[1], -1) {
					cells = append(cells, textOf(c[1]))
				}
				textCells := regexp.MustCompile(`\s{2,}`).Split(strings.TrimSpace(lines[head+1+p]), -1)
				if len(cells) < len(textCells) || !slices.Equal(cells[:len(textCells)], textCells) {
					t.Errorf("row %d: %q; the text table has %q", p+1, cells, textCells)
				}
				if tc.players == 2 && tc.game.Players() == 2 {
					// The last cell: the pairing's Elo, from the first
					// player's side, as the text's "Elo: X +/- Y".
					m := regexp.MustCompile(`\nElo: ([^\s,]+) \+/- ([^\s,]+)`).FindStringSubmatch(text)
					if m == nil {
						t.Fatalf("no Elo in the text table:\n%s", text)
					}
					x, _ := strconv.ParseFloat(m[1], 64)
					if p == 1 {
						x = -x
					}
					if got, want := cells[len(cells)-1], fmt.Sprintf("%.2f ± %s", x, m[2]); got != want {
						t.Errorf("row %d: Elo %q, the text table has %q", p+1, got, want)
					}
				}
			}

			// The pairings, line by line.
			var got []string
			for _, m := range regexp.MustCompile(`<div>([^<]*)</div>`).FindAllStringSubmatch(between(t, page, `<div id="pairings">`, `</section>`), -1) {
				got = append(got, html.UnescapeString(m[1]))
			}
			// The lines above the table, and the rating list below
			// it, as the text has them.
			divs := func(id string) []string {
				var out []string
				for _, m := range regexp.MustCompile(`<div[^>]*>([^<]*)</div>`).FindAllStringSubmatch(between(t, page, `<div id="`+id+`"`, `</div></div>`)+"</div>", -1) {
					out = append(out, html.UnescapeString(m[1]))
				}
				return out
			}
			if got, want := divs("distinct"), lines[1:head]; !slices.Equal(got, want) {
				t.Errorf("distinct %q; the text table has %q", got, want)
			}
			var ratings, wantLines []string
			inRatings := false
			for _, l := range lines[head+1+len(d.Players):] {
				switch {
				case strings.HasPrefix(l, "rating list: "):
					inRatings = true
				case l == "":
					inRatings = false
				}
				switch {
				case inRatings:
					ratings = append(ratings, l)
				case l != "":
					wantLines = append(wantLines, l)
				}
			}
			if !slices.Equal(got, wantLines) {
				t.Errorf("pairings %q; the text table has %q", got, wantLines)
			}
			// The rating list, or why there is none.
			if st := standings.New(tc.game, d.Players, results, d.SPRT); st.Ratings == nil {
				if want := `<p id="norating" class="note">` + html.EscapeString("no rating: "+st.NoRatings) + `</p>`; !strings.Contains(page, want) {
					t.Errorf("no ratings, and the page does not say %s", want)
				}
			} else if got := divs("ratings"); !slices.Equal(got, ratings) || len(ratings) == 0 {
				t.Errorf("rating list %q; the text table has %q", got, ratings)
			}

			// The graph: one point per game (per seat and game with four
			// seats), each game's number as often.
			if n := strings.Count(page, `<svg class="course"`); n != tc.graphs {
				t.Errorf("%d graphs, want %d", n, tc.graphs)
			}
			// Offline: nothing outside the page but the games' pages.
			external := regexp.MustCompile(`(?i)(src|href)\s*=\s*["']?\s*(https?:)?//|@import|url\(|<script|<link`)
			if m := external.FindString(page); m != "" {
				t.Errorf("the index refers outside itself, or runs a script: %q", m)
			}
			// The ratings on one axis: a row per player, or why none.
			st := standings.New(tc.game, d.Players, results, d.SPRT)
			if rows := strings.Count(page, `<g class="rating"`); st.Ratings != nil && rows != len(d.Players) {
				t.Errorf("%d rows in the rating chart, want %d", rows, len(d.Players))
			}
			if st.Ratings == nil && !strings.Contains(page, `<p id="norating" class="note">no rating: `) {
				t.Errorf("no ratings (%s), and the page does not say why", st.NoRatings)
			}
			if tc.graphs == 0 {
				return
			}
			if !strings.Contains(page, "<h2>"+tc.graphTitle+"</h2>") {
				t.Errorf("no graph titled %q", tc.graphTitle)
			}
			// A graph a pairing, each headed by its players, so that
			// the graphs of three players tell themselves apart.
			for i, a := range d.Players {
				for _, b := range d.Players[i+1:] {
					if h := "<h3>" + html.EscapeString(a+" vs "+b) + "</h3>"; tc.game.Players() == 2 && !strings.Contains(page, h) {
						t.Errorf("no graph headed %s", h)
					}
				}
			}
			count := map[int]int{}
			for _, m := range pointRE.FindAllStringSubmatch(page, -1) {
				k, _ := strconv.Atoi(m[1])
				count[k]++
			}
			for k := 1; k <= len(results); k++ {
				if count[k] != tc.game.Players()-boolInt(tc.game.Players() == 2) {
					t.Errorf("game %d has %d points in the graph, want %d", k, count[k], tc.game.Players()-boolInt(tc.game.Players() == 2))
				}
			}
			if len(count) != len(results) {
				t.Errorf("points for %d games, want %d", len(count), len(results))
			}
			t.Logf("%d games: an index page of %d bytes", len(results), len(page))
		})
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Names from a directory are text, never markup: a player named with
// tags and quotes shows as it is written, in the title, the table, the
// graph's legend and the list of games; a link is a URL, not a script.
func TestIndexEscapes(t *testing.T) {
	g := allgames.Games()[0]
	players := []string{`<script>alert(1)</script>`, `"a" & 'b'`}
	results := []standings.Result{
		{Fixture: standings.Fixture{ID: "1", Seating: []int{0, 1}}, Result: games.Result{Scores: []float64{12, 0}, Winner: 0, Reason: "<b>why</b>"}},
		{Fixture: standings.Fixture{ID: "2", Set: 1, Seating: []int{1, 0}}, Result: games.Result{Scores: []float64{3, 3}, Winner: -1, Reason: "a tie"}},
	}
	x := view.NewIndex(g, players, results, nil)
	x.Games[0].Page = "javascript:alert(1)"
	x.Games[1].Missing = "<i>bad</i>"
	var b bytes.Buffer
	if err := x.WritePage(&b); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, bad := range []string{"<script>alert", "<b>why", "<i>bad", `href="javascript:`} {
		if strings.Contains(page, bad) {
			t.Errorf("the page holds %q", bad)
		}
	}
	if !strings.Contains(page, "&lt;script&gt;alert(1)&lt;/script&gt;") {
		t.Error("the first player's name is not in the page as text")
	}
}

// A game's page in a series says "game k of N" and links to the previous
// game, the next and the index in its nav; a page outside a series has no
// nav. RelativeURL makes the links.
func TestSeriesNav(t *testing.T) {
	g := allgames.Games()[0]
	var players []protocol.Player
	for seat := range 2 {
		b, err := g.NewBot("random", 1, seat, nil)
		if err != nil {
			t.Fatal(err)
		}
		players = append(players, protocol.NewBot(b))
	}
	rec := play(t, g, 1, nil, players...)
	dir := t.TempDir()
	link := func(from, to string) string {
		u, err := view.RelativeURL(filepath.Join(dir, from), filepath.Join(dir, to))
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	for _, tc := range []struct {
		name   string
		series *view.Series
		want   string
	}{
		{"none", nil, ""},
		{"first", &view.Series{Game: 1, Games: 3, Index: link("records", "index.html"), Next: link("records", "records/b c.html")},
			`<nav id="series"><span>game 1 of 3</span> <a href="../index.html" rel="index">all games</a> <a href="b%20c.html" rel="next">next &#x2192;</a></nav>`},
		{"middle", &view.Series{Game: 2, Games: 3, Index: "s.html", Prev: "s-1.html", Next: "s-3.html"},
			`<nav id="series"><span>game 2 of 3</span> <a href="s-1.html" rel="prev">&#x2190; previous</a> <a href="s.html" rel="index">all games</a> <a href="s-3.html" rel="next">next &#x2192;</a></nav>`},
		{"last", &view.Series{Game: 3, Games: 3, Index: link(".", "a:b.html"), Prev: "s-2.html"},
			`<nav id="series"><span>game 3 of 3</span> <a href="s-2.html" rel="prev">&#x2190; previous</a> <a href="./a:b.html" rel="index">all games</a></nav>`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := view.Build(g, rec)
			if err != nil {
				t.Fatal(err)
			}
			r.Series = tc.series
			var b bytes.Buffer
			if err := r.WritePage(&b); err != nil {
				t.Fatal(err)
			}
			nav := regexp.MustCompile(`<nav id="series">.*</nav>`).FindString(b.String())
			if nav != tc.want {
				t.Errorf("nav %q, want %q", nav, tc.want)
			}
		})
	}
}

// writeTournament writes the page of every game of a tournament's
// directory beside its record, each in the series of the games, and the
// index page in the directory, as "referee view DIR" does, and returns
// the index's file.
func writeTournament(t *testing.T, g games.Game, d *standings.Dir, results []standings.Result) string {
	t.Helper()
	index := filepath.Join(d.Path, "index.html")
	x := view.NewIndex(g, d.Players, results, d.SPRT)
	page := func(k int) string { return strings.TrimSuffix(d.RecordFile(results[k].ID), ".jsonl") + ".html" }
	url := func(from, to string) string {
		u, err := view.RelativeURL(filepath.Dir(from), to)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	for k, res := range results {
		f, err := os.Open(d.RecordFile(res.ID))
		if err != nil {
			t.Fatal(err)
		}
		rec, err := record.Read(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		r, err := view.Build(g, rec)
		if err != nil {
			t.Fatal(err)
		}
		r.Series = &view.Series{Game: k + 1, Games: len(results), Index: url(page(k), index)}
		if k > 0 {
			r.Series.Prev = url(page(k), page(k-1))
		}
		if k < len(results)-1 {
			r.Series.Next = url(page(k), page(k+1))
		}
		var b bytes.Buffer
		if err := r.WritePage(&b); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(page(k), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		x.Games[k].Page = url(index, page(k))
	}
	var b bytes.Buffer
	if err := x.WritePage(&b); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(index, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return index
}

// BenchmarkIndex measures the index page of a tournament of 1000 games
// between two players: its table, graph and list, built and written.
func BenchmarkIndex(b *testing.B) {
	g := allgames.Games()[0]
	d, results := tournament(b, g, 2, 500, nil)
	b.ReportAllocs()
	var size int
	for b.Loop() {
		size = len(indexPage(b, g, d.Players, results, nil))
	}
	b.ReportMetric(float64(size)/1024, "KB/page")
}

// When one player won every game the games admit no rating: the index
// draws none and says why. Each game is listed by who played it and how
// it ended, with its fault and why.
func TestIndexSaysWhyNoRating(t *testing.T) {
	g := allgames.Games()[0]
	players := []string{"strong", "weak"}
	var results []standings.Result
	for k := range 4 {
		seating := []int{k % 2, 1 - k%2}
		r := standings.Result{Fixture: standings.Fixture{ID: fmt.Sprintf("g%04d-s00001-r%d", k+1, k%2), Seating: seating},
			Result: games.Result{Scores: []float64{12, 0}, Winner: 0, Reason: "all pieces taken"}}
		if seating[0] != 0 { // the strong player sits second
			r.Scores, r.Winner = []float64{0, 12}, 1
			r.Reason = "black: exited"
			r.Fault = &games.Fault{Player: 0, Rule: "exited", Detail: "exit status 3"}
		}
		results = append(results, r)
	}
	page := indexPage(t, g, players, results, nil)
	if strings.Contains(page, `<svg class="ratings"`) || !strings.Contains(page, `<p id="norating" class="note">no rating: `) {
		t.Errorf("one player won every game, and the page draws ratings or does not say why it has none:\n%s", between(t, page, "<section>", "</section>"))
	}
	list := textOf(between(t, page, `<ol id="games">`, `</ol>`))
	for _, want := range []string{"white: strong", "black: weak", "white: weak", "12-0 (all pieces taken)", "fault of white: exited: exit status 3"} {
		if !strings.Contains(list, want) {
			t.Errorf("the list of games does not say %q:\n%s", want, list)
		}
	}
}
