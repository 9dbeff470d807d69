package main

import (
	"strings"
	"testing"
	"time"
)

// A program that waits for input while on move, its answer in a buffer it
// never flushed, is told so on stderr at once, and still has its whole
// clock.
func TestNoticeOfAProgramWaitingForInput(t *testing.T) {
	t.Parallel()
	start := time.Now()
	stdout, stderr, _ := runStatus(t, "-turntime", "4s", "alquerque", `awk '{ print "a1-b2" }'`, "builtin:random")
	if want := "awk: waiting for input while on move: its answer may sit in an unflushed buffer\n"; stderr != want {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
	if !strings.Contains(stdout, "white: timeout") || time.Since(start) < 4*time.Second {
		t.Errorf("after %v, output:\n%s\nwant a timeout after the whole turn of 4s", time.Since(start), stdout)
	}
}
