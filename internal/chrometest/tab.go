package chrometest

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// A Tab is one page of the browser, in a browser context of its own,
// used by one test at a time (see Chrome.Open).
type Tab struct {
	c       *Chrome
	session string
	url     string   // of the page shown, or being loaded
	loaded  []string // the URLs of the pages loaded since the last wait
	wake    chan struct{}
	thrown  []string // the page's uncaught exceptions and console errors
}

// Call calls the DevTools method with params on the tab and decodes its
// result into out (out may be nil), or fails t.
func (tb *Tab) Call(t testing.TB, method string, params, out any) {
	t.Helper()
	tb.c.must(t, tb.session, method, params, out)
}

// event keeps an event of the tab; the browser's reader calls it, under
// the browser's lock.
func (tb *Tab) event(m cdpMessage) {
	switch m.Method {
	case "Runtime.exceptionThrown":
		var e struct {
			ExceptionDetails struct {
				Text      string
				Exception struct{ Description string }
			}
		}
		json.Unmarshal(m.Params, &e)
		tb.thrown = append(tb.thrown, e.ExceptionDetails.Text+" "+e.ExceptionDetails.Exception.Description)
	case "Runtime.consoleAPICalled":
		var e struct {
			Type string
			Args []struct {
				Value       any
				Description string
			}
		}
		json.Unmarshal(m.Params, &e)
		if e.Type == "error" || e.Type == "assert" {
			tb.thrown = append(tb.thrown, fmt.Sprintf("console.%s: %+v", e.Type, e.Args))
		}
	case "Page.frameNavigated":
		var e struct {
			Frame struct{ ParentID, URL string }
		}
		json.Unmarshal(m.Params, &e)
		if e.Frame.ParentID == "" {
			tb.url = e.Frame.URL
		}
	case "Page.loadEventFired":
		tb.loaded = append(tb.loaded, tb.url)
		select {
		case tb.wake <- struct{}{}:
		default:
		}
	}
}

// waitLoad waits for the load of a page whose URL, without its
// fragment, is one that want accepts.
func (tb *Tab) waitLoad(t testing.TB, want func(url string) bool) {
	t.Helper()
	deadline := time.After(Timeout)
	for {
		tb.c.mu.Lock()
		loaded := tb.loaded
		tb.loaded = nil
		tb.c.mu.Unlock()
		for _, url := range loaded {
			if want(url) {
				return
			}
		}
		select {
		case <-tb.wake:
		case <-tb.c.dead:
			t.Fatal(tb.c.deadOf)
		case <-deadline:
			t.Fatalf("no page loaded in %v", Timeout)
		}
	}
}

// Navigate opens url in the tab and waits for its load.
func (tb *Tab) Navigate(t testing.TB, url string) {
	t.Helper()
	tb.goTo(t, url)
	page, _, _ := strings.Cut(url, "#")
	tb.waitLoad(t, func(u string) bool { return u == page })
}

// NavigateAway opens url in the tab, a page that opens another itself,
// and waits for the other's load.
func (tb *Tab) NavigateAway(t testing.TB, url string) {
	t.Helper()
	tb.goTo(t, url)
	page, _, _ := strings.Cut(url, "#")
	tb.waitLoad(t, func(u string) bool { return u != page })
}

func (tb *Tab) goTo(t testing.TB, url string) {
	t.Helper()
	var nav struct{ ErrorText string }
	tb.Call(t, "Page.navigate", map[string]any{"url": url}, &nav)
	if nav.ErrorText != "" {
		t.Fatalf("%s: %s", url, nav.ErrorText)
	}
}

// DOM returns the tab's page as HTML, as --dump-dom prints it, and fails
// the test if the page threw an exception or wrote a console error.
func (tb *Tab) DOM(t testing.TB) string {
	t.Helper()
	var html string
	tb.Eval(t, "document.documentElement.outerHTML", &html)
	return html
}

// Eval evaluates the JavaScript expression in the tab's page and decodes
// its value, as JSON, into out (out may be nil). It fails the test if the
// expression threw, or if the page threw an exception or wrote a console
// error.
func (tb *Tab) Eval(t testing.TB, expression string, out any) {
	t.Helper()
	var res struct {
		Result           struct{ Value json.RawMessage }
		ExceptionDetails *struct {
			Text      string
			Exception struct{ Description string }
		}
	}
	tb.Call(t, "Runtime.evaluate", map[string]any{"expression": expression, "returnByValue": true}, &res)
	if e := res.ExceptionDetails; e != nil {
		t.Fatalf("evaluating %.200q: %s %s", expression, e.Text, e.Exception.Description)
	}
	tb.checkThrown(t)
	if out == nil {
		return
	}
	value := res.Result.Value
	if len(value) == 0 {
		value = json.RawMessage("null") // undefined: out is left as it was
	}
	if err := json.Unmarshal(value, out); err != nil {
		t.Fatalf("evaluating %.200q: its value %.200s: %v", expression, value, err)
	}
}

// checkThrown fails the test with the page's errors, if it had any.
func (tb *Tab) checkThrown(t testing.TB) {
	t.Helper()
	tb.c.mu.Lock()
	thrown := tb.thrown
	tb.c.mu.Unlock()
	for _, e := range thrown {
		t.Errorf("the page's script failed: %s", e)
	}
}

// Screenshot writes a PNG of the tab's viewport to file.
func (tb *Tab) Screenshot(t testing.TB, file string) {
	t.Helper()
	var shot struct{ Data string }
	// Encoded for speed: the default compression costs the browser a
	// third of a second of CPU a shot.
	tb.Call(t, "Page.captureScreenshot", map[string]any{"format": "png", "optimizeForSpeed": true}, &shot)
	png, err := base64.StdEncoding.DecodeString(shot.Data)
	if err != nil {
		t.Fatalf("the screenshot's data: %v", err)
	}
	if err := os.WriteFile(file, png, 0o644); err != nil {
		t.Fatal(err)
	}
	tb.checkThrown(t)
}
