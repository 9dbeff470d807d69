package league

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/contestgames/games/internal/chrometest"
)

// In a browser, a competition's page fits a phone's width and a
// desktop's without sideways scrolling (its wide tables scroll in their
// own box), with a row for each version in the ranking and each
// finalist in the cross table, a section for each round and the final,
// and a link to every game's replay page. With CONTESTGAMES_SHOTS=DIR,
// its screenshots are kept in DIR, to look at.
func TestBrowserCompetePage(t *testing.T) {
	t.Parallel()
	c := chrometest.Shared(t)
	l := newCompeteLeague(t, bots5...)
	cup, err := l.Compete("cup", 2, 4)
	must(t, err)
	must(t, cup.Play(context.Background()))
	shots := os.Getenv("CONTESTGAMES_SHOTS")
	if shots == "" {
		shots = t.TempDir()
	}
	for _, size := range []string{"360,740", "1280,900"} {
		tb := c.Open(t, size)
		tb.Navigate(t, "file://"+filepath.Join(cup.Dir(), PageFile))
		var got struct{ Page, Window, Ranking, Cross, Rounds, Games int }
		tb.Eval(t, `({page: document.documentElement.scrollWidth, window: window.innerWidth,
			ranking: document.querySelectorAll("#ranking tbody tr").length,
			cross: document.querySelectorAll("#cross tbody tr").length,
			rounds: document.querySelectorAll("section.round").length,
			games: document.querySelectorAll(".games a[href^='games/']").length})`, &got)
		want := struct{ Page, Window, Ranking, Cross, Rounds, Games int }{got.Window, got.Window, 5, 4, 3, 2*2*2 + 6*4}
		if got.Page > got.Window || got != want {
			t.Errorf("at %s: %+v; want %+v (the page no wider than the window)", size, got, want)
		}
		tb.Screenshot(t, filepath.Join(shots, "compete-"+size[:len(size)-4]+".png"))
	}
}
