package live_test

import (
	"encoding/json"
	"net/http/httptest"
	"os"
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

// In a browser, the page fits a phone's width and a desktop's, without
// sideways scrolling and with a row for each version.
func TestBrowserPageFits(t *testing.T) {
	c := chrometest.Shared(t)
	srv := httptest.NewServer(&live.Server{League: newLeague(t, 4)})
	t.Cleanup(srv.Close) // after the tabs are released: a page open on the stream holds a request
	for _, size := range []string{"360,740", "768,1024", "1280,900"} {
		tb := c.Open(t, size)
		tb.Navigate(t, srv.URL+"/")
		var got struct{ Page, Window, Rows, Recent int }
		tb.Eval(t, `({page: document.documentElement.scrollWidth, window: window.innerWidth,
			rows: document.querySelectorAll("#board tbody tr").length, recent: document.querySelectorAll("#recent li").length})`, &got)
		if got.Page > got.Window || got.Rows != 3 || got.Recent != 4 {
			t.Errorf("at %s: the page is %d px wide in a window of %d, with %d rows and %d games; want no wider, 3 and 4", size, got.Page, got.Window, got.Rows, got.Recent)
		}
		tb.Screenshot(t, t.TempDir()+"/live.png")
	}
}

// An open page takes the games that end while it is open, played by
// another handle on the league (as by another process), without a
// reload.
func TestBrowserPageUpdatesLive(t *testing.T) {
	c := chrometest.Shared(t)
	l := newLeague(t, 2)
	srv := httptest.NewServer(&live.Server{League: l, Poll: 20 * time.Millisecond})
	t.Cleanup(srv.Close) // after the tabs are released: a page open on the stream holds a request
	tb := c.Open(t, "1280,900")
	tb.Navigate(t, srv.URL+"/")
	// Once the stream is open, the server has read the count it compares
	// with: a game kept after that is told.
	await(t, tb, `new Promise(function (ok) {
		if (window.liveEvents.readyState === 1) ok(true); else window.liveEvents.addEventListener("open", function () { ok(true); });
	})`, nil)
	tb.Eval(t, `window.changed = new Promise(function (ok) {
		new MutationObserver(function () { ok(document.getElementById("kept").textContent); })
			.observe(document.getElementById("live"), {childList: true});
	}); true`, nil)
	playElsewhere(t, l, 4)
	var kept string
	await(t, tb, `window.changed`, &kept)
	if kept != "3" && kept != "4" {
		t.Errorf("the page shows %q games kept, want the new count", kept)
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
