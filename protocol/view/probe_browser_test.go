package view_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/allgames"

	"github.com/contestgames/games/internal/long"

	"github.com/contestgames/games"
	"github.com/contestgames/games/internal/chrometest"
	"github.com/contestgames/games/protocol/view"
)

// probe opens page p in the browser at fragment in a window of size
// ("W,H"), runs js there after the page has drawn, and decodes into out
// what js returns. js is a function body; it sees the page's own globals
// (R, N, cur, go, setSeat, draw, $).
func probe(t *testing.T, c *chrometest.Chrome, p []byte, fragment, size, js string, out any) {
	t.Helper()
	script := `<pre id="probe"></pre><script>(function () {
var out;
try { out = (function () {` + js + `})(); } catch (e) { out = {error: String(e && e.stack || e)}; }
document.getElementById("probe").textContent = JSON.stringify(out);
})();</script></body>`
	page := bytes.Replace(p, []byte("</body>"), []byte(script), 1)
	file := filepath.Join(t.TempDir(), "probe.html")
	if err := os.WriteFile(file, page, 0o644); err != nil {
		t.Fatal(err)
	}
	tb := c.Open(t, size)
	tb.Navigate(t, "file://"+file+fragment)
	var text string
	tb.Eval(t, `document.getElementById("probe").textContent`, &text)
	var e struct{ Error string }
	if json.Unmarshal([]byte(text), &e) == nil && e.Error != "" {
		t.Fatalf("%s at %s: the probe failed: %s", fragment, size, e.Error)
	}
	if err := json.Unmarshal([]byte(text), out); err != nil {
		t.Fatalf("%s at %s: the probe wrote %q: %v", fragment, size, text, err)
	}
}

// layoutJS checks the page as it stands: no sideways scrolling, the board
// and the controls on screen, a move-list entry for each frame, a graph
// point for each frame at the last frame and one at the first (the graph
// draws up to the frame shown: it gives away nothing of what follows);
// then it clicks the entry of the middle frame.
const layoutJS = `
var W = window.innerWidth, H = window.innerHeight, problems = [];
var page = document.documentElement.scrollWidth;
if (page > W) problems.push("the page is " + page + " px wide in a window of " + W);
function onScreen(el, what) {
  var r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) problems.push(what + " is not shown");
  if (r.left < -0.5 || r.right > W + 0.5) problems.push(what + " spans x " + r.left + " to " + r.right);
  if (r.top < -0.5 || r.top >= H) problems.push(what + " starts at y " + r.top + ", off the screen");
}
onScreen($("stage"), "the board");
Array.prototype.forEach.call($("controls").children, function (b) {
  onScreen(b, "control " + b.id);
  var r = b.getBoundingClientRect();
  if (r.bottom > H + 0.5) problems.push("control " + b.id + " ends at y " + r.bottom);
});
var moves = $("moves").children, wrong = 0;
for (var i = 0; i < moves.length; i++) if (moves[i].getAttribute("data-frame") !== String(i)) wrong++;
function graphPoints() {
  return Array.prototype.map.call($("graph").querySelectorAll("svg polyline"), function (l) { return l.points.numberOfItems; });
}
go(0);
var atStart = graphPoints();
go(N - 1);
var lines = $("graph").querySelectorAll("svg polyline"), points = graphPoints();
var heights = {};
for (var j = 0; j < lines.length; j++) {
  for (var q = 0; q < lines[j].points.numberOfItems; q++) heights[lines[j].points.getItem(q).y] = true;
}
if (Object.keys(heights).length < 2) problems.push("the graph is flat: its lines say nothing");
var list = $("moves").getBoundingClientRect(), last = moves[N - 1].getBoundingClientRect();
if (last.top < list.top - 0.5 || last.bottom > list.bottom + 0.5) problems.push("the last move's entry is out of the list's view at the last frame");
var k = Math.floor(N / 2);
moves[k].click();
return {width: W, problems: problems, frames: N, moves: moves.length, wrongFrames: wrong,
  graphPoints: points, graphAtStart: atStart, clicked: k, shown: +$("frame").textContent, hash: location.hash};
`

// At a phone's width, a tablet's and a desktop's, every game's page fits
// the window: no sideways scrolling, the board and every control on
// screen; its move list has an entry for each frame, its graph a point for
// each frame up to the one shown, and a click on a move opens its frame
// and puts it in the URL.
func TestBrowserLayoutFitsPhoneAndDesktop(t *testing.T) {
	c := chrometest.Shared(t)
	for _, g := range allgames.Games() {
		t.Run(g.Name, func(t *testing.T) {
			t.Parallel()
			_, p := page(t, g, play(t, g, 3, nil))
			for _, size := range []string{"360,740", "768,1024", "1280,900"} {
				var got struct {
					Width                      int
					Problems                   []string
					Frames, Moves, WrongFrames int
					GraphPoints, GraphAtStart  []int
					Clicked, Shown             int
					Hash                       string
				}
				probe(t, c, p, "#frame=1", size, layoutJS, &got)
				if want, _, _ := strings.Cut(size, ","); fmt.Sprint(got.Width) != want {
					t.Errorf("%s: the window is %d px wide, want %s", size, got.Width, want)
				}
				for _, pr := range got.Problems {
					t.Errorf("%s: %s", size, pr)
				}
				if got.Moves != got.Frames || got.WrongFrames != 0 {
					t.Errorf("%s: %d moves listed (%d with the wrong data-frame) for %d frames", size, got.Moves, got.WrongFrames, got.Frames)
				}
				if len(got.GraphPoints) == 0 {
					t.Errorf("%s: the graph has no line", size)
				}
				for _, n := range got.GraphPoints {
					if n != got.Frames {
						t.Errorf("%s: a graph line has %d points for %d frames", size, n, got.Frames)
					}
				}
				for _, n := range got.GraphAtStart {
					if n != 1 {
						t.Errorf("%s: at frame 0 a graph line has %d points, want 1: the graph gives away the game", size, n)
					}
				}
				if len(got.GraphAtStart) != len(got.GraphPoints) {
					t.Errorf("%s: the graph has %d lines at frame 0, %d at the end", size, len(got.GraphAtStart), len(got.GraphPoints))
				}
				if want := fmt.Sprintf("#frame=%d", got.Clicked); got.Shown != got.Clicked || got.Hash != want {
					t.Errorf("%s: a click on move %d shows frame %d at %q, want it at %q", size, got.Clicked, got.Shown, got.Hash, want)
				}
			}
		})
	}
}

// secretsJS steps, for each seat of SECRETS, through every STRIDE-th frame
// and the last as that seat knew it and reports the forbidden texts it finds on the page, in
// its visible text or in the board's drawn text, and any dialogue line of
// another seat; then it returns the frames' drawings as the page rebuilt
// them. Each of SECRETS holds the seat, and by frame the texts that seat
// may not see there (a text of the board to match whole starts with
// "svg:", a line of the page to match whole, or with its thinking time,
// with "line:").
const secretsJS = `
var found = [];
function texts() {
  var svg = Array.prototype.map.call($("stage").querySelectorAll("text"), function (t) { return t.textContent; });
  var page = document.body.innerText + "\n" + svg.join("\n");
  return {page: page, lines: page.split("\n"), svg: svg};
}
var frames = [];
for (var n = 0; n < N; n += STRIDE) frames.push(n);
if (frames[frames.length - 1] !== N - 1) frames.push(N - 1);
SECRETS.forEach(function (S) {
  setSeat(S.seat);
  frames.forEach(function (n) {
    if (found.length >= 20) return;
    draw(n, false);
    var t = texts(), secrets = (S.always || []).concat(S.frames[n] || []);
    var at = "seat " + S.seat + ", frame " + n + ": ";
    secrets.forEach(function (s) {
      var hit = s.indexOf("svg:") === 0 ? t.svg.indexOf(s.slice(4)) >= 0
        : s.indexOf("line:") === 0 ? t.lines.some(function (l) { l = l.trim(); return l === s.slice(5) || l.indexOf(s.slice(5) + "  (") === 0; })
        : t.page.indexOf(s) >= 0;
      if (hit) found.push(at + JSON.stringify(s));
    });
    Array.prototype.forEach.call($("dialogue").children, function (l) {
      if (l.getAttribute("data-player") !== String(S.seat)) found.push(at + "a line of player " + l.getAttribute("data-player") + ": " + l.textContent);
    });
    if (S.hideScore && /\bpoints? [0-9]|[0-9] points?\b/.test(t.svg.join("\n"))) found.push(at + "points on the board: " + t.svg.join(" | "));
    var score = R.frames[n].scoreText || "";
    if (S.hideScore && /[1-9]/.test(score) && $("score").textContent.indexOf(score) >= 0) found.push(at + "the score " + score);
  });
});
return {found: found, draws: R.frames.map(function (f) { return f.draw; })};
`

// secrets says what a seat may not see, for secretsJS.
type secrets struct {
	Seat int `json:"seat"`
	// HideScore: the score line may not show the scores.
	HideScore bool             `json:"hideScore"`
	Always    []string         `json:"always"`
	Frames    map[int][]string `json:"frames"`
}

// othersLines are the dialogue's lines of every other seat, as the page
// writes them, which seat may never see: what the others wrote is theirs
// (what seat was told of it, it was sent).
func othersLines(r *view.Replay, seat int) []string {
	var out []string
	for _, f := range r.Frames {
		for _, l := range f.Lines {
			if l.Player != seat && l.Kind == "received" && strings.TrimSpace(l.Text) != "" {
				out = append(out, "line:"+r.Seats[l.Player]+": "+l.Text)
			}
		}
	}
	return out
}

// Each view of one seat shows only what that seat knew: never another
// seat's lines, and, game by game, what the rules keep from it (the
// fugitive's city from the detectives, the other explorer's count of
// squares, the real victory points of Lang Wars). And the page rebuilds
// every frame's drawing from the deltas it is sent (see delta.go) as the
// drawing Go computed.
func TestBrowserSeatViewsLeakNothing(t *testing.T) {
	c := chrometest.Shared(t)
	all := allgames.Games()
	cases := []struct {
		game  games.Game
		seats []int
		extra func(r *view.Replay, s *secrets)
	}{
		{all[0], []int{1}, nil},
		{all[1], []int{0, 1}, amazesSecrets},
		{all[2], []int{2}, nil},
		{all[3], []int{0, 3}, langwarsSecrets},
		{all[4], []int{1}, ontherunSecrets},
	}
	for _, tc := range cases {
		t.Run(tc.game.Name, func(t *testing.T) {
			t.Parallel()
			r, p := page(t, tc.game, play(t, tc.game, 5, nil))
			var all []secrets
			for _, seat := range tc.seats {
				s := secrets{Seat: seat, Always: othersLines(r, seat), Frames: map[int][]string{}}
				if tc.extra != nil {
					tc.extra(r, &s)
				}
				all = append(all, s)
			}
			data, err := json.Marshal(all)
			if err != nil {
				t.Fatal(err)
			}
			var got struct {
				Found []string
				Draws []any
			}
			// Every frame in the long series, every eighth (and the
			// last) outside it.
			stride := long.Size(8, 1)
			probe(t, c, p, "", "1280,900", fmt.Sprintf("var SECRETS = %s, STRIDE = %d;", data, stride)+secretsJS, &got)
			for _, f := range got.Found {
				t.Errorf("seen as a seat knew it: %s", f)
			}
			checkDraws(t, r, got.Draws)
		})
	}
}

// checkDraws checks the drawings a page rebuilt against r's.
func checkDraws(t *testing.T, r *view.Replay, draws []any) {
	t.Helper()
	if len(draws) != len(r.Frames) {
		t.Fatalf("the page has %d frames, want %d", len(draws), len(r.Frames))
	}
	for i, f := range r.Frames {
		raw, err := json.Marshal(f.Draw)
		if err != nil {
			t.Fatal(err)
		}
		var want any
		if err := json.Unmarshal(raw, &want); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(draws[i], want) {
			t.Fatalf("frame %d: the page drew from\n%v\nwant\n%v", i, draws[i], want)
		}
	}
}

// ontherunSecrets: the detectives never see the fugitive's token, nor its
// city in the status line, except where they were told it and at the end,
// where they caught it (or it escaped).
func ontherunSecrets(r *view.Replay, s *secrets) {
	for n, f := range r.Frames {
		if f.Facts["outcome"] == "" { // at the end, the catch shows where it was
			s.Frames[n] = append(s.Frames[n], "svg:F")
		}
		c := f.Facts["fugitive"]
		if c != "" && c != "0" && c != f.Facts["revealed"] {
			s.Frames[n] = append(s.Frames[n], "in city "+c+" \u00b7")
		}
	}
}

// amazesSecrets: an explorer does not know how many squares the other has
// discovered, nor the score.
func amazesSecrets(r *view.Replay, s *secrets) {
	s.HideScore = true
	other := r.Seats[1-s.Seat]
	for n, f := range r.Frames {
		sq := strings.Split(f.Facts["squares"], "-")
		if len(sq) == 2 {
			s.Frames[n] = append(s.Frames[n], other+": "+sq[1-s.Seat]+" square") // "1 square", "2 squares"
		}
	}
}

// langwarsSecrets: the victory points count the real believers, which
// holidays hide: no view of a seat shows them, in the score line or in the
// table of points after each turn (as two decimals or as a fraction).
func langwarsSecrets(r *view.Replay, s *secrets) {
	s.HideScore = true
	for _, f := range r.Frames {
		for _, x := range f.Scores {
			if x != math.Trunc(x) {
				s.Always = append(s.Always, "svg:"+strconv.FormatFloat(x, 'f', 2, 64), "svg:"+strconv.FormatFloat(math.Round(x*100)/100, 'f', -1, 64))
				s.Always = append(s.Always, "svg:"+fmt.Sprintf("%d/6", int(math.Round(x*6))), "svg:"+fmt.Sprintf("%d/3", int(math.Round(x*3))))
			}
		}
	}
}
