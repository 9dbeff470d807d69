package live_test

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol/league"
	"github.com/contestgames/games/protocol/league/live"
)

// newLeague makes a league of Alquerque with two built-in bots and a
// program refused at its smoke games, its programs unsandboxed, and plays
// n games.
func newLeague(t testing.TB, n int) *league.League {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "league")
	s := league.NewSettings("alquerque")
	s.Program.Sandbox = nil
	if err := league.Init(dir, s); err != nil {
		t.Fatal(err)
	}
	l, err := league.Open(dir, alquerque.Game())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	for _, name := range []string{"ann", "bob"} {
		if _, _, err := l.Add(name, "builtin:random"); err != nil {
			t.Fatal(err)
		}
	}
	crash := filepath.Join(t.TempDir(), "crash")
	if err := os.WriteFile(crash, []byte("#!/bin/sh\necho cat-stderr-secret >&2\nexit 3\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, _, err := l.Add("cat", crash); err == nil {
		t.Fatal("a program that exits at once entered the league")
	}
	if err := l.RunUntil(context.Background(), n); err != nil {
		t.Fatal(err)
	}
	return l
}

// get returns the body of url, which must answer status.
func get(t *testing.T, url string, status int) string {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != status {
		t.Fatalf("GET %s: %s, want %d", url, res.Status, status)
	}
	return string(b)
}

// The page shows a row for every version, the refused one saying why,
// and the games kept, each linked to its replay page, which is served;
// a page of a game the league does not have is not.
func TestPage(t *testing.T) {
	l := newLeague(t, 4)
	srv := httptest.NewServer(&live.Server{League: l})
	defer srv.Close()
	page := get(t, srv.URL+"/", http.StatusOK)
	for _, want := range []string{`id="board"`, `data-version="ann@`, `data-version="bob@`, `data-version="cat@`,
		"refused: in seat 1 against builtin:random, exited", `<span id="kept">4</span>`, `new EventSource("events")`} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q:\n%s", want, page)
		}
	}
	recent, err := l.Recent(10)
	if err != nil || len(recent) != 4 {
		t.Fatalf("%d recent games (%v), want 4", len(recent), err)
	}
	for _, f := range recent {
		if !strings.Contains(page, `href="games/`+f.Key+`.html"`) {
			t.Errorf("the page does not link game %s", f.Key)
		}
	}
	replay := get(t, srv.URL+"/games/"+recent[0].Key+".html", http.StatusOK)
	if !strings.Contains(replay, `id="frame"`) {
		t.Errorf("the replay page of %s is not one:\n%.500s", recent[0].Key, replay)
	}
	get(t, srv.URL+"/games/nosuch.html", http.StatusNotFound)
	get(t, srv.URL+"/games/..%2f..%2fleague.json", http.StatusNotFound)
	if board := get(t, srv.URL+"/board", http.StatusOK); !strings.Contains(board, `id="board"`) || strings.Contains(board, "<html") {
		t.Errorf("the board alone:\n%s", board)
	}
}

// The events say "game" with the number of games kept once a game ends,
// even when another handle on the league (as another process would) plays
// it.
func TestEventsSayAGameEnded(t *testing.T) {
	l := newLeague(t, 2)
	srv := httptest.NewServer(&live.Server{League: l, Poll: 10 * time.Millisecond})
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/events", nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	in := bufio.NewReader(res.Body)
	if line, err := in.ReadString('\n'); err != nil || !strings.HasPrefix(line, "retry:") {
		t.Fatalf("the stream starts with %q (%v)", line, err)
	}
	playElsewhere(t, l, 4)
	for {
		line, err := in.ReadString('\n')
		if err != nil {
			t.Fatalf("no game event: %v", err)
		}
		if line == "event: game\n" {
			data, _ := in.ReadString('\n')
			if data != "data: 3\n" && data != "data: 4\n" {
				t.Errorf("the event's data %q, want the games kept", data)
			}
			return
		}
	}
}

// playElsewhere plays l until it has kept n games, through another handle
// on the league, as another process would.
func playElsewhere(t *testing.T, l *league.League, n int) {
	t.Helper()
	other, err := league.Open(l.Dir(), alquerque.Game())
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if err := other.RunUntil(context.Background(), n); err != nil {
		t.Fatal(err)
	}
}
