package chrometest

import (
	"bufio"
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

// A Chrome is a headless Chromium driven over its DevTools pipe. Its
// methods may be called from parallel tests.
type Chrome struct {
	cmd     *exec.Cmd
	profile string   // its user data directory, removed on close
	send    *os.File // the browser's file 3
	sendMu  sync.Mutex

	mu     sync.Mutex
	nextID int64
	calls  map[int64]chan cdpMessage
	tabs   map[string]*Tab // by session
	idle   []*Tab          // tabs no test is using
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

// start starts bin headless with its DevTools pipe.
func start(bin string) (*Chrome, error) {
	profile, err := os.MkdirTemp("", "chrometest-")
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
	c := &Chrome{cmd: cmd, profile: profile, send: cmdW, calls: map[int64]chan cdpMessage{},
		tabs: map[string]*Tab{}, dead: make(chan struct{})}
	go c.read(outR)
	if _, err := c.call("", "Browser.getVersion", nil); err != nil {
		c.close()
		return nil, fmt.Errorf("%s --remote-debugging-pipe: %w", bin, err)
	}
	return c, nil
}

// read hands each message from the browser to the call it answers or to
// the tab whose event it is, until the pipe ends.
func (c *Chrome) read(r io.ReadCloser) {
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
func (c *Chrome) call(session, method string, params any) (json.RawMessage, error) {
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
	case <-time.After(Timeout):
		return nil, fmt.Errorf("%s: no reply after %v", method, Timeout)
	}
}

// close ends the browser: politely, else by a kill.
func (c *Chrome) close() {
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

// Call calls the DevTools method with params on the browser itself (not
// on a tab) and decodes its result into out (out may be nil), or fails t.
func (c *Chrome) Call(t testing.TB, method string, params, out any) {
	t.Helper()
	c.must(t, "", method, params, out)
}

// must calls method on the session and decodes its result into out, or
// fails the test.
func (c *Chrome) must(t testing.TB, session, method string, params, out any) {
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

// Open returns a tab of the browser whose viewport is size ("W,H"), for
// the test alone until it ends. Tabs are reused: a new one costs the
// browser a renderer process, a third of a second of CPU, and the pages
// keep nothing (no storage, no cookies). A tab comes back blank, its page
// unloaded, with nothing of it kept.
func (c *Chrome) Open(t testing.TB, size string) *Tab {
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
	tb.Call(t, "Emulation.setDeviceMetricsOverride", map[string]any{"width": width, "height": height, "deviceScaleFactor": 1, "mobile": false}, nil)
	return tb
}

// idleTab returns a tab no test is using, or nil.
func (c *Chrome) idleTab() *Tab {
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
func (c *Chrome) newTab(t testing.TB) *Tab {
	t.Helper()
	var ctx struct{ BrowserContextID string }
	c.Call(t, "Target.createBrowserContext", nil, &ctx)
	var target struct{ TargetID string }
	c.Call(t, "Target.createTarget", map[string]any{"url": "about:blank", "browserContextId": ctx.BrowserContextID}, &target)
	var attached struct{ SessionID string }
	c.Call(t, "Target.attachToTarget", map[string]any{"targetId": target.TargetID, "flatten": true}, &attached)
	tb := &Tab{c: c, session: attached.SessionID, wake: make(chan struct{}, 1)}
	c.mu.Lock()
	c.tabs[tb.session] = tb
	c.mu.Unlock()
	tb.Call(t, "Page.enable", nil, nil)
	tb.Call(t, "Runtime.enable", nil, nil)
	return tb
}

// release blanks the tab a test used and keeps it for another.
func (c *Chrome) release(t testing.TB, tb *Tab) {
	tb.Navigate(t, "about:blank")
	c.mu.Lock()
	defer c.mu.Unlock()
	tb.url, tb.loaded, tb.thrown = "", nil, nil
	select {
	case <-tb.wake:
	default:
	}
	c.idle = append(c.idle, tb)
}

// PageDOM opens url in a tab of its own with a viewport of size and
// returns its HTML once it has loaded, as chromium --dump-dom prints it.
func (c *Chrome) PageDOM(t testing.TB, url, size string) string {
	t.Helper()
	tb := c.Open(t, size)
	tb.Navigate(t, url)
	return tb.DOM(t)
}
