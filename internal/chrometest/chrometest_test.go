package chrometest_test

import (
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/chrometest"
)

// TestMain closes the shared browser, as every user of the package must.
func TestMain(m *testing.M) {
	code := m.Run()
	chrometest.Close()
	os.Exit(code)
}

// writePage writes an HTML page into dir and returns its URL.
func writePage(t *testing.T, dir, name, html string) string {
	t.Helper()
	file := filepath.Join(dir, name)
	if err := os.WriteFile(file, []byte(html), 0o644); err != nil {
		t.Fatal(err)
	}
	return "file://" + file
}

// A page loads, shows its script's work in its DOM, answers an
// expression, and is photographed at the viewport's size, in its colour.
func TestTabShowsAPage(t *testing.T) {
	c := chrometest.Shared(t)
	url := writePage(t, t.TempDir(), "page.html", `<!DOCTYPE html>
<html><body style="margin:0;background:#ff0000"><p id="p"></p>
<script>document.getElementById("p").textContent = "drawn " + (6 * 7);</script></body></html>`)
	tb := c.Open(t, "320,200")
	tb.Navigate(t, url+"#frag")
	if dom := tb.DOM(t); !strings.Contains(dom, `<p id="p">drawn 42</p>`) {
		t.Errorf("the page's DOM does not show its script's work:\n%s", dom)
	}
	var got struct {
		W, H int
		Text string
	}
	tb.Eval(t, `({w: innerWidth, h: innerHeight, text: document.getElementById("p").textContent})`, &got)
	if got.W != 320 || got.H != 200 || got.Text != "drawn 42" {
		t.Errorf("Eval: %+v, want a 320x200 window and \"drawn 42\"", got)
	}
	tb.Eval(t, "undefined", nil)
	shot := filepath.Join(t.TempDir(), "shot.png")
	tb.Screenshot(t, shot)
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("the screenshot: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 320 || b.Dy() != 200 {
		t.Errorf("the screenshot is %v, want 320x200", b)
	}
	if r, g, bl, _ := img.At(160, 100).RGBA(); r>>8 != 0xff || g>>8 != 0 || bl>>8 != 0 {
		t.Errorf("the screenshot's middle is (%d,%d,%d), want the page's red", r>>8, g>>8, bl>>8)
	}
}

// A page that opens another on its load: NavigateAway waits for the other.
func TestTabNavigatesAway(t *testing.T) {
	c := chrometest.Shared(t)
	dir := t.TempDir()
	writePage(t, dir, "b.html", `<html><body><p id="where">b</p></body></html>`)
	a := writePage(t, dir, "a.html", `<html><body><script>
addEventListener("load", function () { location.href = "b.html"; });</script></body></html>`)
	tb := c.Open(t, "800,600")
	tb.NavigateAway(t, a)
	if dom := tb.DOM(t); !strings.Contains(dom, `<p id="where">b</p>`) {
		t.Errorf("after a's load the tab does not show b:\n%s", dom)
	}
}

// A recorder is a test whose Errorf and Fatalf failures are kept, not
// reported, so that a test may check that the package fails tests when it
// should; any other failure (a DevTools call's) fails the real test.
type recorder struct {
	*testing.T
	failed []string
}

func (r *recorder) Errorf(format string, args ...any) {
	r.failed = append(r.failed, format)
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.failed = append(r.failed, format)
	runtime.Goexit()
}

// failures runs fn with a recorder and returns what failed it.
func failures(t *testing.T, fn func(r *recorder)) []string {
	r := &recorder{T: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		fn(r)
	}()
	<-done
	return r.failed
}

// A page's console error, an exception in an evaluated expression, and a
// bad viewport fail the test; a page without them does not.
func TestTabFailsOnErrors(t *testing.T) {
	c := chrometest.Shared(t)
	dir := t.TempDir()
	bad := writePage(t, dir, "bad.html", `<html><body><script>console.error("broken");</script></body></html>`)
	good := writePage(t, dir, "good.html", `<html><body>fine</body></html>`)
	for _, tc := range []struct {
		name string
		fn   func(r *recorder)
		want int
	}{
		{"clean page", func(r *recorder) { c.PageDOM(r, good, "800,600") }, 0},
		{"console error", func(r *recorder) { c.PageDOM(r, bad, "800,600") }, 1},
		{"throwing expression", func(r *recorder) {
			c.Open(r, "800,600").Eval(r, "null.x", nil)
		}, 1},
		{"bad size", func(r *recorder) { c.Open(r, "800x600") }, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := failures(t, tc.fn); len(got) != tc.want {
				t.Errorf("%d failures %q, want %d", len(got), got, tc.want)
			}
		})
	}
}

// Call reaches the browser itself.
func TestChromeCall(t *testing.T) {
	c := chrometest.Shared(t)
	var v struct{ Product string }
	c.Call(t, "Browser.getVersion", nil, &v)
	if v.Product == "" {
		t.Error("Browser.getVersion: no product")
	}
}
