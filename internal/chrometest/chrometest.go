// Package chrometest drives a headless Chromium for the module's browser
// tests: one browser a test binary shares, started by the first test that
// needs it, and tabs that a test takes for itself and drives over the
// DevTools protocol, with the standard library alone. A test binary that
// uses it must call Close from its TestMain, after m.Run: else the browser
// outlives the tests.
//
// The browser is shared because starting one per page took most of a
// package's test time. It is driven on a pipe (--remote-debugging-pipe:
// the browser reads commands on its file 3 and writes replies and events
// on its file 4, each message ended by a NUL byte), which needs no port.
package chrometest

import (
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"
)

// Timeout is how long a command or a page's load may take before the test
// fails: the machine may be shared and slow, never that slow.
const Timeout = 60 * time.Second

var shared struct {
	once   sync.Once
	chrome *Chrome
	err    error
}

// Shared returns the test binary's browser, started at its first call, or
// skips t when there is none: none is found on $PATH
// (chromium-headless-shell, chromium, chromium-browser, google-chrome) and
// $CONTESTGAMES_BROWSER names none. Under CONTESTGAMES_BROWSER_TESTS=1 (CI
// sets it) it fails t instead, the browser tests being required there.
func Shared(t testing.TB) *Chrome {
	t.Helper()
	bin := browser(t)
	shared.once.Do(func() { shared.chrome, shared.err = start(bin) })
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.chrome
}

// Close closes the shared browser if a test started it: call it from
// TestMain after m.Run.
func Close() {
	if shared.chrome != nil {
		shared.chrome.close()
		shared.chrome = nil
	}
}

// browser returns the command of a headless Chromium, or skips the test
// when there is none, unless CONTESTGAMES_BROWSER_TESTS=1 (CI sets it)
// makes the browser tests required.
func browser(t testing.TB) string {
	t.Helper()
	if b := os.Getenv("CONTESTGAMES_BROWSER"); b != "" {
		return b
	}
	for _, name := range []string{"chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if os.Getenv("CONTESTGAMES_BROWSER_TESTS") == "1" {
		t.Fatal("no browser, and CONTESTGAMES_BROWSER_TESTS=1 requires one: apt-get install chromium-headless-shell")
	}
	t.Skip("no browser for the page tests: apt-get install chromium-headless-shell (or set CONTESTGAMES_BROWSER)")
	return ""
}
