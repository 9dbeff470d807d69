package live_test

import (
	"context"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/internal/chrometest"
	"github.com/contestgames/games/protocol/league"
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
	defer srv.Close()
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
	defer srv.Close()
	tb := c.Open(t, "1280,900")
	tb.Navigate(t, srv.URL+"/")
	// Once the stream is open, the server has read the count it compares
	// with: a game kept after that is told.
	tb.Eval(t, `new Promise(function (ok) {
		if (window.liveEvents.readyState === 1) ok(true); else window.liveEvents.addEventListener("open", function () { ok(true); });
	})`, nil)
	tb.Eval(t, `window.changed = new Promise(function (ok) {
		new MutationObserver(function () { ok(document.getElementById("kept").textContent); })
			.observe(document.getElementById("live"), {childList: true});
	}); true`, nil)
	other, err := league.Open(l.Dir(), alquerque.Game())
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if err := other.RunUntil(context.Background(), 4); err != nil {
		t.Fatal(err)
	}
	var kept string
	tb.Eval(t, `window.changed`, &kept)
	if kept != "3" && kept != "4" {
		t.Errorf("the page shows %q games kept, want the new count", kept)
	}
}
