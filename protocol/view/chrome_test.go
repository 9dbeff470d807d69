package view_test

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The browser tests share one headless Chromium, started by the first
// that needs it and closed by TestMain: starting one per page took most
// of the package's test time. A test takes a tab for itself, blank, from
// those earlier tests left (see chrome.open), and drives it over
// the DevTools protocol on a pipe (--remote-debugging-pipe: the browser
// reads commands on its file 3 and writes replies and events on its file
// 4, each message ended by a NUL byte), with the standard library alone.

// cdpTimeout is how long a command or a page's load may take before the
// test fails: the machine may be shared and slow, never that slow.
const cdpTimeout = 60 * time.Second

var shared struct {
	once   sync.Once
	chrome *chrome
	err    error
}

// TestMain closes the shared browser, if a test started it.
func TestMain(m *testing.M) {
	code := m.Run()
	if shared.chrome != nil {
		shared.chrome.close()
	}
	os.Exit(code)
}

// sharedChrome returns the package's browser, started at its first call,
// or skips the test when there is none (see browser).
func sharedChrome(t *testing.T) *chrome {
	t.Helper()
	bin := browser(t)
	shared.once.Do(func() { shared.chrome, shared.err = startChrome(bin) })
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.chrome
}

// A chrome is a headless Chromium driven over its DevTools pipe.
type chrome struct {
	cmd     *exec.Cmd
	profile string   // its user data directory, removed on close
	send    *os.File // the browser's file 3
	sendMu  sync.Mutex

	mu     sync.Mutex
	nextID int64
	calls  map[int64]chan cdpMessage
	tabs   map[string]*tab // by session
	idle   []*tab          // tabs no test is using
	dead   chan struct{}   // closed when the browser's pipe ends
	deadOf error
}

// A cdpMessage is a command, a reply or an event of the DevTools protocol.
type cdpMessage struct {
	ID        int64           `json:"id,omitempty"`
	Method    string          `json:"method,omitempty"`
	Params    json.RawMessage `json:"params,omitempty"`
	SessionID string          `json:"sessionId,omitempty"`
	Result    json.RawMessage `json:"result,omitempty"`
	Error     *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error,omitempty"`
}

// startChrome starts bin headless with its DevTools pipe.
func startChrome(bin string) (*chrome, error) {
	profile, err := os.MkdirTemp("", "view-chrome-")
	if err != nil {
		return nil, err
	}
	cmdR, cmdW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
		"--remote-debugging-pipe", "--user-data-dir="+profile, "about:blank")
	cmd.ExtraFiles = []*os.File{cmdR, outW} // its files 3 and 4
	cmd.Stderr = io.Discard
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %w", bin, err)
	}
	cmdR.Close()
	outW.Close()
	c := &chrome{cmd: cmd, profile: profile, send: cmdW, calls: map[int64]chan cdpMessage{},
		tabs: map[string]*tab{}, dead: make(chan struct{})}
	go c.read(outR)
	if _, err := c.call("", "Browser.getVersion", nil); err != nil {
		c.close()
		return nil, fmt.Errorf("%s --remote-debugging-pipe: %w", bin, err)
	}
	return c, nil
}

// read hands each message from the browser to the call it answers or to
// the tab whose event it is, until the pipe ends.
func (c *chrome) read(r io.ReadCloser) {
	defer r.Close()
	in := bufio.NewReaderSize(r, 1<<20)
	var err error
	for {
		var raw []byte
		if raw, err = in.ReadBytes(0); err != nil {
			break
		}
		var m cdpMessage
		if err = json.Unmarshal(raw[:len(raw)-1], &m); err != nil {
			break
		}
		c.mu.Lock()
		if m.ID != 0 {
			if ch := c.calls[m.ID]; ch != nil {
				ch <- m
				delete(c.calls, m.ID)
			}
		} else if tb := c.tabs[m.SessionID]; tb != nil {
			tb.event(m)
		}
		c.mu.Unlock()
	}
	c.mu.Lock()
	c.deadOf = fmt.Errorf("the browser's DevTools pipe ended: %v", err)
	c.mu.Unlock()
	close(c.dead)
}

// call sends the command method with params to the session (the browser
// itself for "") and returns its result.
func (c *chrome) call(session, method string, params any) (json.RawMessage, error) {
	p, err := json.Marshal(params)
	if err != nil {
		return nil, err
	}
	reply := make(chan cdpMessage, 1)
	c.mu.Lock()
	c.nextID++
	id := c.nextID
	c.calls[id] = reply
	c.mu.Unlock()
	msg, err := json.Marshal(cdpMessage{ID: id, Method: method, Params: p, SessionID: session})
	if err != nil {
		return nil, err
	}
	c.sendMu.Lock()
	_, err = c.send.Write(append(msg, 0))
	c.sendMu.Unlock()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", method, err)
	}
	select {
	case m := <-reply:
		if m.Error != nil {
			return nil, fmt.Errorf("%s: %s (%d)", method, m.Error.Message, m.Error.Code)
		}
		return m.Result, nil
	case <-c.dead:
		return nil, fmt.Errorf("%s: %w", method, c.deadOf)
	case <-time.After(cdpTimeout):
		return nil, fmt.Errorf("%s: no reply after %v", method, cdpTimeout)
	}
}

// close ends the browser: politely, else by a kill.
func (c *chrome) close() {
	done := make(chan error, 1)
	go func() { done <- c.cmd.Wait() }()
	c.call("", "Browser.close", nil)
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		c.cmd.Process.Kill()
		<-done
	}
	c.send.Close()
	os.RemoveAll(c.profile)
}

// A tab is one page of the browser, in a browser context of its own,
// used by one test at a time.
type tab struct {
	c       *chrome
	session string
	url     string   // of the page shown, or being loaded
	loaded  []string // the URLs of the pages loaded since the last wait
	wake    chan struct{}
	thrown  []string // the page's uncaught exceptions and console errors
}

// open returns a tab of the browser whose viewport is size ("W,H"), for
// the test alone until it ends. Tabs are reused: a new one costs the
// browser a renderer process, a third of a second of CPU, and the pages
// keep nothing (no storage, no cookies). A tab comes back blank, its page
// unloaded, with nothing of it kept.
func (c *chrome) open(t *testing.T, size string) *tab {
	t.Helper()
	w, h, _ := strings.Cut(size, ",")
	width, err1 := strconv.Atoi(w)
	height, err2 := strconv.Atoi(h)
	if err1 != nil || err2 != nil {
		t.Fatalf("window size %q, want W,H", size)
	}
	tb := c.idleTab()
	if tb == nil {
		tb = c.newTab(t)
	}
	t.Cleanup(func() { c.release(t, tb) })
	tb.must(t, "Emulation.setDeviceMetricsOverride", map[string]any{"width": width, "height": height, "deviceScaleFactor": 1, "mobile": false}, nil)
	return tb
}

// idleTab returns a tab no test is using, or nil.
func (c *chrome) idleTab() *tab {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := len(c.idle)
	if n == 0 {
		return nil
	}
	tb := c.idle[n-1]
	c.idle = c.idle[:n-1]
	return tb
}

// newTab opens a tab in a browser context of its own.
func (c *chrome) newTab(t *testing.T) *tab {
	t.Helper()
	var ctx struct{ BrowserContextID string }
	c.must(t, "", "Target.createBrowserContext", nil, &ctx)
	var target struct{ TargetID string }
	c.must(t, "", "Target.createTarget", map[string]any{"url": "about:blank", "browserContextId": ctx.BrowserContextID}, &target)
	var attached struct{ SessionID string }
	c.must(t, "", "Target.attachToTarget", map[string]any{"targetId": target.TargetID, "flatten": true}, &attached)
	tb := &tab{c: c, session: attached.SessionID, wake: make(chan struct{}, 1)}
	c.mu.Lock()
	c.tabs[tb.session] = tb
	c.mu.Unlock()
	tb.must(t, "Page.enable", nil, nil)
	tb.must(t, "Runtime.enable", nil, nil)
	return tb
}

// release blanks the tab a test used and keeps it for another.
func (c *chrome) release(t *testing.T, tb *tab) {
	tb.navigate(t, "about:blank")
	c.mu.Lock()
	defer c.mu.Unlock()
	tb.url, tb.loaded, tb.thrown = "", nil, nil
	select {
	case <-tb.wake:
	default:
	}
	c.idle = append(c.idle, tb)
}

// must calls method and decodes its result into out, or fails the test.
func (c *chrome) must(t *testing.T, session, method string, params, out any) {
	t.Helper()
	res, err := c.call(session, method, params)
	if err != nil {
		t.Fatal(err)
	}
	if out != nil {
		if err := json.Unmarshal(res, out); err != nil {
			t.Fatalf("%s: %v", method, err)
		}
	}
}

func (tb *tab) must(t *testing.T, method string, params, out any) {
	t.Helper()
	tb.c.must(t, tb.session, method, params, out)
}

// event keeps an event of the tab; the browser's reader calls it, under
// the browser's lock.
func (tb *tab) event(m cdpMessage) {
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
func (tb *tab) waitLoad(t *testing.T, want func(url string) bool) {
	t.Helper()
	deadline := time.After(cdpTimeout)
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
			t.Fatalf("no page loaded in %v", cdpTimeout)
		}
	}
}

// navigate opens url in the tab and waits for its load.
func (tb *tab) navigate(t *testing.T, url string) {
	t.Helper()
	tb.goTo(t, url)
	page, _, _ := strings.Cut(url, "#")
	tb.waitLoad(t, func(u string) bool { return u == page })
}

// navigateAway opens url in the tab, a page that opens another itself,
// and waits for the other's load.
func (tb *tab) navigateAway(t *testing.T, url string) {
	t.Helper()
	tb.goTo(t, url)
	page, _, _ := strings.Cut(url, "#")
	tb.waitLoad(t, func(u string) bool { return u != page })
}

func (tb *tab) goTo(t *testing.T, url string) {
	t.Helper()
	var nav struct{ ErrorText string }
	tb.must(t, "Page.navigate", map[string]any{"url": url}, &nav)
	if nav.ErrorText != "" {
		t.Fatalf("%s: %s", url, nav.ErrorText)
	}
}

// dom returns the tab's page as HTML, as --dump-dom prints it, and fails
// the test if the page threw an exception or wrote a console error.
func (tb *tab) dom(t *testing.T) string {
	t.Helper()
	var res struct{ Result struct{ Value string } }
	tb.must(t, "Runtime.evaluate", map[string]any{"expression": "document.documentElement.outerHTML", "returnByValue": true}, &res)
	tb.checkThrown(t)
	return res.Result.Value
}

// checkThrown fails the test with the page's errors, if it had any.
func (tb *tab) checkThrown(t *testing.T) {
	t.Helper()
	tb.c.mu.Lock()
	thrown := tb.thrown
	tb.c.mu.Unlock()
	for _, e := range thrown {
		t.Errorf("the page's script failed: %s", e)
	}
}

// screenshot writes a PNG of the tab's viewport to file.
func (tb *tab) screenshot(t *testing.T, file string) {
	t.Helper()
	var shot struct{ Data string }
	// Encoded for speed: the default compression costs the browser a
	// third of a second of CPU a shot.
	tb.must(t, "Page.captureScreenshot", map[string]any{"format": "png", "optimizeForSpeed": true}, &shot)
	png, err := base64.StdEncoding.DecodeString(shot.Data)
	if err != nil {
		t.Fatalf("the screenshot's data: %v", err)
	}
	if err := os.WriteFile(file, png, 0o644); err != nil {
		t.Fatal(err)
	}
	tb.checkThrown(t)
}

// pageDOM opens url in a new tab with a viewport of size and returns its
// HTML once it has loaded, as chromium --dump-dom prints it.
func (c *chrome) pageDOM(t *testing.T, url, size string) string {
	t.Helper()
	tb := c.open(t, size)
	tb.navigate(t, url)
	return tb.dom(t)
}
