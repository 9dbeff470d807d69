package view_test

import (
	"encoding/json"
	"flag"
	"fmt"
	"html"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/contestgames/games/internal/allgames"

	"github.com/contestgames/games/internal/long"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/chrometest"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/program"
	"github.com/contestgames/games/protocol/view"
)

// screenshots, when set, keeps each game's screenshot there, as
// GAME.png: go test ./protocol/view -run Browser -screenshots screenshots.
var screenshots = flag.String("screenshots", "", "keep the screenshots of the browser tests in this directory")

// TestMain closes the shared browser, if a test started it.
func TestMain(m *testing.M) {
	code := m.Run()
	chrometest.Close()
	os.Exit(code)
}

// defaultSize is the viewport of a page a test opens without saying
// which: headless Chromium's default window.
const defaultSize = "800,600"

// element returns the start tag's attributes and the text of the element
// with the id in a dumped page.
func element(t *testing.T, dom, id string) (attrs map[string]string, text string) {
	t.Helper()
	re := regexp.MustCompile(`<(\w+) ([^>]*\bid="` + id + `"[^>]*)>([^<]*)`)
	m := re.FindStringSubmatch(dom)
	if m == nil {
		t.Fatalf("no element with id %q in the page", id)
	}
	attrs = map[string]string{}
	for _, a := range regexp.MustCompile(`([\w-]+)="([^"]*)"`).FindAllStringSubmatch(m[2], -1) {
		attrs[a[1]] = html.UnescapeString(a[2])
	}
	return attrs, html.UnescapeString(m[3])
}

// tabParts returns the HTML of the elements of ids in the page a tab
// shows, and the body's tag with its attributes: what element and a look
// at the body need, without the whole page (its record, a megabyte in a
// long game, would cross the pipe and the regular expressions each time).
func tabParts(t *testing.T, tb *chrometest.Tab, ids ...string) string {
	t.Helper()
	list, err := json.Marshal(ids)
	if err != nil {
		t.Fatal(err)
	}
	var html string
	tb.Eval(t, `(function () {
  var out = `+string(list)+`.map(function (id) { var e = document.getElementById(id); return e ? e.outerHTML : ""; });
  out.push(document.body.cloneNode(false).outerHTML);
  return out.join("\n");
})()`, &html)
	return html
}

// checkFrame opens the page at the fragment and checks that it shows frame
// n of r: its number, score, facts and the verdict.
func checkFrame(t *testing.T, c *chrometest.Chrome, file, fragment string, r *view.Replay, n int) {
	t.Helper()
	tb := c.Open(t, defaultSize)
	tb.Navigate(t, "file://"+file+fragment)
	checkFrameIn(t, tb, fragment, r, n)
}

// checkFrameIn is checkFrame of the page a tab shows, opened at fragment.
func checkFrameIn(t *testing.T, tb *chrometest.Tab, fragment string, r *view.Replay, n int) {
	t.Helper()
	dom := tabParts(t, tb, "frame", "score", "scorenote", "verdicttext")
	attrs, number := element(t, dom, "frame")
	if number != strconv.Itoa(n) {
		t.Errorf("%s: frame %q, want %d", fragment, number, n)
	}
	f := r.Frames[n]
	for k, v := range f.Facts {
		if attrs["data-"+k] != v {
			t.Errorf("%s: data-%s = %q, want %q", fragment, k, attrs["data-"+k], v)
		}
	}
	if _, score := element(t, dom, "score"); score != f.ScoreText {
		t.Errorf("%s: score %q, want %q", fragment, score, f.ScoreText)
	}
	want := ""
	if f.ScoreNote != "" {
		want = "(" + f.ScoreNote + ")"
	}
	if _, note := element(t, dom, "scorenote"); note != want {
		t.Errorf("%s: score note %q, want %q", fragment, note, want)
	}
	// The verdict waits for the last frame: no spoiler.
	want = ""
	if n == len(r.Frames)-1 {
		want = r.Verdict.Text
	}
	if _, verdict := element(t, dom, "verdicttext"); verdict != want {
		t.Errorf("%s: verdict %q, want %q", fragment, verdict, want)
	}
	ms := regexp.MustCompile(`<body data-drawms="([0-9.]+)"`).FindStringSubmatch(dom)
	if ms == nil {
		t.Fatalf("%s: the page did not finish drawing (no data-drawms on its body)", fragment)
	}
	t.Logf("%s %s: drawn in %s ms", r.Game, fragment, ms[1])
}

// Every game's page, in a real browser: frame 0, a middle frame and the
// end show what Go computed, and the end's screenshot is a picture, not a
// blank; so is a phone's screenshot of the middle frame. The middle frame
// and the phone are the long series' (TestBrowserLayoutFitsPhoneAndDesktop
// holds the phone's layout in every run). The end is checked in the
// desktop's window its screenshot is taken of: one page opened, not two.
func TestBrowserShowsEveryGame(t *testing.T) {
	c := chrometest.Shared(t)
	for _, g := range allgames.Games() {
		t.Run(g.Name, func(t *testing.T) {
			t.Parallel()
			rec := play(t, g, 2, nil)
			r, p := page(t, g, rec)
			file := filepath.Join(t.TempDir(), g.Name+".html")
			if err := os.WriteFile(file, p, 0o644); err != nil {
				t.Fatal(err)
			}
			last := len(r.Frames) - 1
			checkFrame(t, c, file, "#frame=0", r, 0)
			if long.Enabled {
				checkFrame(t, c, file, fmt.Sprintf("#frame=%d", last/2), r, last/2)
			}
			// A desktop's window at the end, and a phone's in the middle of
			// the game: the board, where the game is drawn, is a picture.
			for _, sc := range []struct {
				name, size, fragment string
				board                image.Rectangle
			}{
				{g.Name + ".png", "1280,900", "#end", image.Rect(20, 110, 650, 600)},
				{g.Name + "-phone.png", "360,740", fmt.Sprintf("#frame=%d", last/2), image.Rect(10, 150, 350, 500)},
			}[:long.Size(1, 2)] {
				tb := c.Open(t, sc.size)
				tb.Navigate(t, "file://"+file+sc.fragment)
				if sc.fragment == "#end" {
					checkFrameIn(t, tb, "#end", r, last)
				}
				checkScreenshot(t, tb, p, sc.name, sc.board)
			}
		})
	}
}

// checkScreenshot takes a screenshot of the page p that tab shows, kept as
// name under -screenshots, and fails unless the board, where the game is
// drawn, is a picture there, not a blank: of 8 colours at least.
func checkScreenshot(t *testing.T, tb *chrometest.Tab, p []byte, name string, board image.Rectangle) {
	t.Helper()
	shot := filepath.Join(t.TempDir(), name)
	if *screenshots != "" {
		shot, _ = filepath.Abs(filepath.Join(*screenshots, name))
	}
	tb.Screenshot(t, shot)
	if !strings.Contains(string(p), "registerGame(") {
		return // no drawing module: the dialogue alone
	}
	if n := colours(t, shot, board); n < 8 {
		t.Errorf("the board in the screenshot %s has %d colours: blank?", name, n)
	}
}

// colours counts the distinct colours of a PNG file within r.
func colours(t *testing.T, file string, r image.Rectangle) int {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[[4]uint32]bool{}
	b := img.Bounds().Intersect(r)
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, a := img.At(x, y).RGBA()
			seen[[4]uint32{r, g, bl, a}] = true
		}
	}
	return len(seen)
}

// A match that ends in a fault shows it at the end, highlighted: a
// timeout, an illegal move, a program that ended.
func TestBrowserShowsFaults(t *testing.T) {
	c := chrometest.Shared(t)
	g := allgames.Games()[0]
	for _, tc := range []struct {
		name    string
		command string
		clock   *games.Clock
		rule    string
	}{
		{"timeout", "sleep 10", &games.Clock{Total: 200 * time.Millisecond}, "timeout"},
		{"illegal move", "echo a1-a1; sleep 10", nil, ""},
		{"program ended", "exit 3", nil, "exited"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			bot, err := g.NewBot("random", 1, 1, nil)
			if err != nil {
				t.Fatal(err)
			}
			rec := playClock(t, g, tc.clock, program.New(tc.command, program.Options{}), protocol.NewBot(bot))
			if rec.Result.Fault == nil || rec.Result.Fault.Rule != tc.rule && tc.rule != "" {
				t.Fatalf("result %+v, want a fault %q", rec.Result, tc.rule)
			}
			r, p := page(t, g, rec)
			file := filepath.Join(t.TempDir(), "fault.html")
			if err := os.WriteFile(file, p, 0o644); err != nil {
				t.Fatal(err)
			}
			dom := c.PageDOM(t, "file://"+file+"#end", defaultSize)
			attrs, _ := element(t, dom, "verdict")
			if _, verdict := element(t, dom, "verdicttext"); verdict != r.Verdict.Text || !strings.Contains(attrs["class"], "fault") {
				t.Errorf("verdict %q (class %q), want %q highlighted", verdict, attrs["class"], r.Verdict.Text)
			}
		})
	}
}

// The page of the longest game in the tests, a block drop game of 1000
// turns, opens at its end: the time it takes is printed (the target is
// 200 ms; a test on a shared machine does not enforce it).
func TestBrowserLongestGame(t *testing.T) {
	c := chrometest.Shared(t)
	g := allgames.Games()[2]
	r, p := page(t, g, longBlockdrop(t))
	file := filepath.Join(t.TempDir(), "long.html")
	if err := os.WriteFile(file, p, 0o644); err != nil {
		t.Fatal(err)
	}
	checkFrame(t, c, file, "#end", r, len(r.Frames)-1)
}

// The index page of a tournament, in a real browser: at 360x740 the page
// does not overflow sideways (its tables may scroll in their own boxes),
// and a click on a game's link opens that game's page, which says where it
// stands in the series (checked on the two-player index).
func TestBrowserIndex(t *testing.T) {
	c := chrometest.Shared(t)
	for _, tc := range []struct {
		name    string
		game    games.Game
		players int
		click   bool
	}{
		{"two players", allgames.Games()[0], 2, true},
		{"four seats", allgames.Games()[2], 4, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			d, results := tournament(t, tc.game, tc.players, 1, nil)
			index := writeTournament(t, tc.game, d, results)
			page, err := os.ReadFile(index)
			if err != nil {
				t.Fatal(err)
			}
			// probe writes a copy of the index beside it, with a script
			// before the end of its body, and returns its URL.
			probe := func(name, script string) string {
				file := filepath.Join(filepath.Dir(index), name)
				p := strings.Replace(string(page), "</body>", "<script>"+script+"</script></body>", 1)
				if err := os.WriteFile(file, []byte(p), 0o644); err != nil {
					t.Fatal(err)
				}
				return "file://" + file
			}
			overflow := probe("overflow.html", `var d = document.documentElement;
				document.body.setAttribute("data-overflow", d.scrollWidth - d.clientWidth);`)
			dom := c.PageDOM(t, overflow, "360,740")
			m := regexp.MustCompile(`<body data-overflow="(-?\d+)"`).FindStringSubmatch(dom)
			if m == nil {
				t.Fatal("the probe did not run")
			}
			if m[1] != "0" {
				t.Errorf("at 360x740 the page overflows by %s px", m[1])
			}
			if !tc.click {
				return
			}
			click := probe("click.html", `window.addEventListener("load", function () {
				document.querySelector("#games a").click(); });`)
			tb := c.Open(t, "360,740")
			tb.NavigateAway(t, click) // to the game's page it opens
			dom = tb.DOM(t)
			want := fmt.Sprintf(`<nav id="series"><span>game 1 of %d</span>`, len(results))
			if !strings.Contains(dom, want) || !strings.Contains(dom, "data-drawms=") {
				t.Errorf("after a click on the first game, the browser shows no drawn page with %q:\n%.300s", want, dom)
			}
		})
	}
}

// faultsJS opens frame AT and returns the text of its dialogue, then the
// verdict at the last frame.
const faultsJS = `
go(AT);
var step = $("dialogue").innerText;
go(N - 1);
return {step: step, verdict: $("verdicttext").textContent};
`

// Every game's page says why a player faulted, not only how: at the step
// where it did and in the verdict. The player is a program in seat 0 that
// ends at once ("exit status 3"), or one that writes a line the rules
// judge illegal (which of the games judge "xyz" at once: Alquerque and
// Amazes; the others wait for more lines, until the clock runs out).
func TestBrowserSaysWhyPlayersFaulted(t *testing.T) {
	c := chrometest.Shared(t)
	for _, g := range allgames.Games() {
		for _, tc := range []struct{ name, command string }{
			{"exited", "exit 3"},
			{"illegal", "echo xyz; sleep 10"},
		} {
			if tc.name == "illegal" && g.Name != "alquerque" && g.Name != "amazes" {
				continue
			}
			t.Run(g.Name+"/"+tc.name, func(t *testing.T) {
				t.Parallel()
				_, complete, err := g.NewReferee(1, nil)
				if err != nil {
					t.Fatal(err)
				}
				players := []protocol.Player{program.New(tc.command, program.Options{})}
				for seat := 1; seat < len(g.Bots.Defaults); seat++ {
					b, err := g.NewBot(g.Bots.Defaults[seat], 1, seat, complete)
					if err != nil {
						t.Fatal(err)
					}
					players = append(players, protocol.NewBot(b))
				}
				rec := play(t, g, 1, nil, players...)
				f := rec.Result.Fault
				if f == nil || f.Player != 0 {
					t.Fatalf("result %+v, want a fault of seat 0", rec.Result)
				}
				// why is what the kind alone does not say: the runner's
				// detail, or the rule broken, which the referee's reason
				// may say at more length after the line it quotes.
				why := f.Detail
				if f.Move != "" {
					why = f.Rule
					if _, more, ok := strings.Cut(rec.Result.Reason, strconv.Quote(f.Move)+": "); ok {
						why = more
					}
				}
				if why == "" {
					t.Fatalf("fault %+v: nothing to say beyond its kind", f)
				}
				r, p := page(t, g, rec)
				at := -1
				for n, fr := range r.Frames {
					for _, l := range fr.Lines {
						if l.Kind == "faulted" && at < 0 {
							at = n
						}
					}
				}
				if at < 0 {
					t.Fatal("no frame holds the fault")
				}
				var got struct{ Step, Verdict string }
				probe(t, c, p, "", "1280,900", fmt.Sprintf("var AT = %d;", at)+faultsJS, &got)
				if !strings.Contains(got.Step, "FAULT: ") || !strings.Contains(got.Step, why) {
					t.Errorf("frame %d, the fault's step, does not say %q:\n%s", at, why, got.Step)
				}
				if !strings.Contains(got.Verdict, why) {
					t.Errorf("the verdict %q does not say %q", got.Verdict, why)
				}
			})
		}
	}
}
