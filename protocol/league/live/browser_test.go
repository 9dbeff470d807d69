package live_test

import (
	"cmp"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/contestgames/games/internal/chrometest"
	"github.com/contestgames/games/protocol/league/live"
)

// TestMain closes the browser the tests share.
func TestMain(m *testing.M) {
	code := m.Run()
	chrometest.Close()
	os.Exit(code)
}

// layout is what a browser test reads of a page's layout: its width and
// its window's, its chart's box and lines, and its tables' rows.
type layout struct {
	Page, Window               int
	ChartWidth, ChartHeight    float64
	ChartLeft, ChartRight      float64
	Lines, Rows, Recent, Smoke int
	Versions                   int
}

// layoutJS reads a layout.
const layoutJS = `(function () {
	var svg = document.querySelector("#chart svg"), box = svg ? svg.getBoundingClientRect() : {width: 0, height: 0, left: 0, right: 0};
	return {page: document.documentElement.scrollWidth, window: window.innerWidth,
		chartWidth: box.width, chartHeight: box.height, chartLeft: box.left, chartRight: box.right,
		lines: document.querySelectorAll("#chart svg polyline.line").length,
		rows: document.querySelectorAll("table tbody tr").length, recent: document.querySelectorAll("#recent li").length,
		smoke: document.querySelectorAll("#smoke li").length, versions: document.querySelectorAll("#versions li").length};
})()`

// shots returns where a browser test keeps its screenshots: the directory
// $CONTESTGAMES_SHOTS names, to look at them, else a temporary one.
func shots(t *testing.T) string {
	if dir := os.Getenv("CONTESTGAMES_SHOTS"); dir != "" {
		return dir
	}
	return t.TempDir()
}

// In a browser, the main page and a bot's page fit a phone's width and a
// desktop's, without sideways scrolling, with a row for each version,
// the chart in view with a line for each version that plays, and a
// refused bot's long reason wrapped.
func TestBrowserPagesFit(t *testing.T) {
	c := chrometest.Shared(t)
	srv := httptest.NewServer(&live.Server{League: newLeague(t, 4)})
	t.Cleanup(srv.Close) // after the tabs are released: a page open on the stream holds a request
	dir := shots(t)
	pages := []struct {
		path       string
		want       layout // its lines, rows, games and smoke games
		narrowOnly bool
	}{
		{"/", layout{Lines: 2, Rows: 3, Recent: 4}, false},
		{"/bots/ann", layout{Lines: 1, Rows: 1, Recent: 4, Versions: 1}, false},
		{"/bots/cat", layout{Smoke: 1, Versions: 1}, true},
	}
	for _, size := range []string{"360,740", "768,1024", "1280,900"} {
		tb := c.Open(t, size)
		for _, p := range pages {
			if p.narrowOnly && size != "360,740" {
				continue
			}
			tb.Navigate(t, srv.URL+p.path)
			var got layout
			tb.Eval(t, layoutJS, &got)
			if got.Page > got.Window || got.Lines != p.want.Lines || got.Rows != p.want.Rows || got.Recent != p.want.Recent || got.Smoke != p.want.Smoke || got.Versions != p.want.Versions {
				t.Errorf("%s at %s: %+v; want no wider than the window, and %+v", p.path, size, got, p.want)
			}
			if p.want.Lines > 0 && (got.ChartWidth < 200 || got.ChartHeight < 100 || got.ChartLeft < 0 || got.ChartRight > float64(got.Window)) {
				t.Errorf("%s at %s: the chart's box is %+v, want it in the window and at least 200×100", p.path, size, got)
			}
			tb.Screenshot(t, filepath.Join(dir, strings.ReplaceAll(cmp.Or(strings.Trim(p.path, "/"), "index")+"-"+size, "/", "-")+".png"))
		}
	}
}

// An open page takes the games that end while it is open, played by
// another handle on the league (as by another process), without a
// reload: the main page and a bot's page redraw their charts to the new
// count of games.
func TestBrowserPageUpdatesLive(t *testing.T) {
	c := chrometest.Shared(t)
	l := newLeague(t, 2)
	srv := httptest.NewServer(&live.Server{League: l, Poll: 20 * time.Millisecond})
	t.Cleanup(srv.Close) // after the tabs are released: a page open on the stream holds a request
	tabs := map[string]*chrometest.Tab{"/": c.Open(t, "1280,900"), "/bots/ann": c.Open(t, "360,740")}
	for path, tb := range tabs {
		tb.Navigate(t, srv.URL+path)
		// Once the stream is open, the server has read the count it
		// compares with: a game kept after that is told.
		await(t, tb, `new Promise(function (ok) {
			if (window.liveEvents.readyState === 1) ok(true); else window.liveEvents.addEventListener("open", function () { ok(true); });
		})`, nil)
		tb.Eval(t, `window.oldChart = document.querySelector("#chart svg");
		window.changed = new Promise(function (ok) {
			new MutationObserver(function () {
				var svg = document.querySelector("#chart svg"), kept = document.getElementById("kept");
				ok({kept: kept ? kept.textContent : "", chartGames: svg ? svg.dataset.games : "",
					redrawn: svg !== window.oldChart, lines: document.querySelectorAll("#chart svg polyline.line").length});
			}).observe(document.getElementById("live"), {childList: true});
		}); window.oldChart !== null`, nil)
	}
	playElsewhere(t, l, 4)
	for path, tb := range tabs {
		var got struct {
			Kept, ChartGames string
			Redrawn          bool
			Lines            int
		}
		await(t, tb, `window.changed`, &got)
		lines := map[string]int{"/": 2, "/bots/ann": 1}[path]
		if (got.ChartGames != "3" && got.ChartGames != "4") || (path == "/" && got.Kept != got.ChartGames) || !got.Redrawn || got.Lines != lines {
			t.Errorf("%s shows %+v; want the new count of games kept, and the chart redrawn to it with %d lines", path, got, lines)
		}
	}
}

// await evaluates expression, a promise, in the tab's page, and decodes
// the value it settles with into out (out may be nil).
func await(t *testing.T, tb *chrometest.Tab, expression string, out any) {
	t.Helper()
	var res struct {
		Result           struct{ Value json.RawMessage }
		ExceptionDetails *struct{ Text string }
	}
	tb.Call(t, "Runtime.evaluate", map[string]any{"expression": expression, "awaitPromise": true, "returnByValue": true}, &res)
	if res.ExceptionDetails != nil {
		t.Fatalf("%s: %s", expression, res.ExceptionDetails.Text)
	}
	if out != nil {
		if err := json.Unmarshal(res.Result.Value, out); err != nil {
			t.Fatalf("%s: %v", expression, err)
		}
	}
}
