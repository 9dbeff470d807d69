package live_test

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/contestgames/games/protocol/league"
	"github.com/contestgames/games/protocol/league/live"
)

// The secrets of the bot cat: its build log (written in by the test:
// its program is not built) and its standard error (its program writes
// it as it exits, which refuses it).
const (
	buildSecret  = "build-secret-words"
	stderrSecret = "cat-stderr-secret"
)

// catVersion returns the version of cat, refused at its smoke game, and
// gives it a build log.
func catVersion(t *testing.T, l *league.League) league.Version {
	t.Helper()
	vs, err := l.Versions()
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		if v.Name == "cat" {
			if err := os.WriteFile(filepath.Join(l.VersionDir(v), "build.log"), []byte(buildSecret+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			return v
		}
	}
	t.Fatal("no version of cat")
	return league.Version{}
}

// hrefs returns the links of a page.
var hrefRE = regexp.MustCompile(`href="([^"#]*)`)

func hrefs(page string) []string {
	var out []string
	for _, m := range hrefRE.FindAllStringSubmatch(page, -1) {
		out = append(out, strings.ReplaceAll(m[1], "&#43;", "+"))
	}
	return out
}

// A bot's page shows its versions, the rating of the one that plays with
// its results by opponent, its smoke games and its last games, each
// link served; its build log and the standard error of its smoke games
// are there for its entrant alone.
func TestBotPage(t *testing.T) {
	l := newLeague(t, 4)
	cat := catVersion(t, l)
	for _, private := range []bool{false, true} {
		s := &live.Server{League: l}
		live.SetOwner(s, func(r *http.Request, name string) bool { return private && name == "cat" })
		srv := httptest.NewServer(s)
		defer srv.Close()
		wants := map[string][]string{
			"/bots/ann": {`id="shown" data-version="ann@`, `<tr data-version="bob@`, `href="../games/`, `class="line" data-version="ann@`, `href="bob"`, `href="../"`},
			"/bots/cat": {`data-version="` + cat.Label(), "refused: in seat 1 against builtin:random", `href="cat/` + cat.ID + `/smoke-1.html"`},
		}
		for path, want := range wants {
			page := get(t, srv.URL+path, http.StatusOK)
			for _, w := range want {
				if !strings.Contains(page, w) {
					t.Errorf("private %v: %s lacks %q:\n%s", private, path, w, page)
				}
			}
			for _, secret := range []string{buildSecret, stderrSecret} {
				if strings.Contains(page, secret) != (private && path == "/bots/cat") {
					t.Errorf("private %v: %s shows %q: %v", private, path, secret, !private)
				}
			}
			for _, h := range hrefs(page) {
				u, err := url.Parse(srv.URL + path)
				if err != nil {
					t.Fatal(err)
				}
				linked := get(t, u.ResolveReference(&url.URL{Path: h}).String(), http.StatusOK)
				if strings.Contains(linked, stderrSecret) != (private && strings.Contains(h, "smoke")) {
					t.Errorf("private %v: %s, linked from %s, shows cat's stderr: %v", private, h, path, !private)
				}
			}
		}
	}
	srv := httptest.NewServer(&live.Server{League: l})
	defer srv.Close()
	for _, path := range []string{"/bots/nosuch", "/bots/cat/" + cat.ID + "/smoke-9.html", "/bots/cat/" + cat.ID + "/smoke-01.html",
		"/bots/cat/" + cat.ID + "/build.log", "/bots/cat/000000000000/smoke-1.html", "/bots/ann/" + cat.ID + "/smoke-1.html"} {
		get(t, srv.URL+path, http.StatusNotFound)
	}
}

// The main page's names link to the bots' pages, and it draws the chart
// of the ratings, a line for each version that plays.
func TestPageLinksBotsAndDrawsChart(t *testing.T) {
	l := newLeague(t, 4)
	srv := httptest.NewServer(&live.Server{League: l})
	defer srv.Close()
	page := get(t, srv.URL+"/", http.StatusOK)
	for _, want := range []string{`href="bots/ann"`, `href="bots/bob"`, `href="bots/cat"`, `id="chart"`, `class="line" data-version="ann@`, `class="line" data-version="bob@`,
		`<li data-version="ann@`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q:\n%s", want, page)
		}
	}
	if strings.Contains(page, stderrSecret) {
		t.Errorf("the page shows cat's standard error")
	}
	if board := get(t, srv.URL+"/board", http.StatusOK); !strings.Contains(board, `id="chart"`) {
		t.Errorf("the board that a page refetches has no chart:\n%s", board)
	}
}

// The pages written to publish are the served ones: every link leads to
// a file written, every file written is linked from another (the
// replay of every game from the list of all games), and no build log, no
// standard error and no live update is anywhere.
func TestWritePages(t *testing.T) {
	l := newLeague(t, 4)
	catVersion(t, l)
	out := t.TempDir()
	if err := live.WritePages(l, out); err != nil {
		t.Fatal(err)
	}
	var files []string
	filepath.WalkDir(out, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, path)
		}
		return err
	})
	linked := map[string]bool{filepath.Join(out, "index.html"): true}
	games := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		page := string(b)
		if strings.Contains(page, buildSecret) || strings.Contains(page, stderrSecret) || strings.Contains(page, "EventSource") {
			t.Errorf("%s shows a secret, or listens for events", f)
		}
		for _, h := range hrefs(page) {
			name, err := url.PathUnescape(h)
			if err != nil {
				t.Fatal(err)
			}
			target := filepath.Join(filepath.Dir(f), filepath.FromSlash(name))
			if _, err := os.Stat(target); err != nil {
				t.Errorf("%s links %s: %v", f, h, err)
			}
			linked[target] = true
		}
		if strings.HasPrefix(f, filepath.Join(out, "games")+"/") && !strings.HasSuffix(f, "index.html") {
			games++
		}
	}
	for _, f := range files {
		if !linked[f] {
			t.Errorf("no page links %s", f)
		}
	}
	if games != 4 {
		t.Errorf("%d replay pages written, want 4: %q", games, files)
	}
	index, _ := os.ReadFile(filepath.Join(out, "index.html"))
	for _, want := range []string{`href="bots/ann.html"`, `id="chart"`, `href="games/`, `href="games/index.html"`} {
		if !strings.Contains(string(index), want) {
			t.Errorf("the index lacks %q", want)
		}
	}
}

// The list of all games links each to its replay page, the last first.
func TestGamesPage(t *testing.T) {
	l := newLeague(t, 4)
	srv := httptest.NewServer(&live.Server{League: l})
	defer srv.Close()
	if page := get(t, srv.URL+"/", http.StatusOK); !strings.Contains(page, `<a href="games/" id="all">All 4 games</a>`) {
		t.Errorf("the main page does not link the list of all games:\n%s", page)
	}
	page := get(t, srv.URL+"/games/", http.StatusOK)
	recent, err := l.Recent(10)
	if err != nil {
		t.Fatal(err)
	}
	links := hrefs(page)
	if len(links) != 1+4 || links[0] != "../" {
		t.Fatalf("the list of games links %q, want the main page and 4 games", links)
	}
	for i, f := range recent {
		if links[1+i] != f.Key+".html" {
			t.Errorf("link %d is %s, want game %s", i+1, links[1+i], f.Key)
		}
		get(t, srv.URL+"/games/"+links[1+i], http.StatusOK)
	}
}

// BenchmarkBotPage serves a bot's page of a league of 4 games.
func BenchmarkBotPage(b *testing.B) {
	benchmarkGet(b, "/bots/ann")
}

// BenchmarkBoard serves the board a page refetches as games end, the chart
// included, of a league of 4 games.
func BenchmarkBoard(b *testing.B) {
	benchmarkGet(b, "/board")
}

// benchmarkGet serves path of a league of 4 games.
func benchmarkGet(b *testing.B, path string) {
	l := newLeague(b, 4)
	h := &live.Server{League: l}
	b.ReportAllocs()
	for b.Loop() {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", path, nil))
		if w.Code != http.StatusOK {
			b.Fatalf("GET %s: %d", path, w.Code)
		}
	}
}
