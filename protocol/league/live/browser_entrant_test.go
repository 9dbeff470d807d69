package live_test

import (
	"cmp"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/chrometest"
)

// In a browser, the entrants' page fits a phone's width and a desktop's;
// its form sends the file and the token as an upload (here refused, for
// its extension, without a build) and a retirement, and shows each
// answer. LIVE_SCREENSHOTS names a directory to keep the screenshots in.
func TestBrowserEntrantForm(t *testing.T) {
	c := chrometest.Shared(t)
	e := newEntrants(t, true, "ann")
	must(t, firstErr(e.l.Add("ann", "builtin:random")))
	shots := cmp.Or(os.Getenv("LIVE_SCREENSHOTS"), t.TempDir())
	for _, size := range []string{"360,740", "768,1024", "1280,900"} {
		tb := c.Open(t, size)
		tb.Navigate(t, e.srv.URL+"/entrant")
		var got struct{ Page, Window, Forms int }
		tb.Eval(t, `({page: document.documentElement.scrollWidth, window: window.innerWidth, forms: document.forms.length})`, &got)
		if got.Page > got.Window || got.Forms != 2 {
			t.Errorf("at %s: the page is %d px wide in a window of %d, with %d forms; want no wider, and 2", size, got.Page, got.Window, got.Forms)
		}
		if size != "360,740" {
			continue
		}
		tb.Eval(t, `(function () {
			var f = document.getElementById("upload"), dt = new DataTransfer();
			f.name.value = "ann"; f.token.value = `+"`"+e.tokens["ann"]+"`"+`;
			dt.items.add(new File(["print(1)\n"], "bot.txt"));
			f.file.files = dt.files;
			f.querySelector("button[value=upload]").click();
			return true;
		})()`, nil)
		if text := answer(t, tb); !strings.HasPrefix(text, `400: file name "bot.txt": want a source`) {
			t.Errorf("the upload's answer: %q, want its refusal", text)
		}
		tb.Screenshot(t, filepath.Join(shots, "entrant-360.png"))
		tb.Eval(t, `document.getElementById("result").textContent = ""; document.querySelector("#upload button[value=retire]").click(); true`, nil)
		if text := answer(t, tb); text != "200: ann retired\n" {
			t.Errorf("the retirement's answer: %q", text)
		}
	}
	if active, _ := labels(t, e.l); len(active) != 0 {
		t.Errorf("versions %v still play after the retirement", active)
	}
}

// answer waits for the page's answer to its form, and returns it.
func answer(t *testing.T, tb *chrometest.Tab) string {
	t.Helper()
	var text string
	await(t, tb, `new Promise(function (ok) {
		var r = document.getElementById("result");
		(function look() { if (/^\d{3}: /.test(r.textContent)) ok(r.textContent); else setTimeout(look, 20); })();
	})`, &text)
	return text
}
