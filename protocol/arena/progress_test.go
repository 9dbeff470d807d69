package arena

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/contestgames/games/amazes/bots"
	"github.com/contestgames/games/protocol/arena/standings"
	"github.com/contestgames/games/protocol/arena/stats"
)

// explorerAndRandom are two built-in Amazes bots.
var explorerAndRandom = []PlayerSpec{{Builtin: "explore"}, {Builtin: "random"}}

// Progress is one line refreshed in place on a terminal, and whole lines
// elsewhere, ending with all the games done and the Elo estimate.
func TestProgress(t *testing.T) {
	for _, terminal := range []bool{false, true} {
		var out bytes.Buffer
		tr := &Tournament{Game: bots.Game(), Players: explorerAndRandom, Sets: 3,
			Runner: Runner{Progress: &out, Terminal: terminal}}
		if _, err := tr.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		last := regexp.MustCompile(`games 6/6  [0-9.]+ games/s  ETA 0s  Elo \+Inf ± NaN`)
		got := out.String()
		switch {
		case !last.MatchString(got):
			t.Errorf("terminal %v: progress %q lacks the last state", terminal, got)
		case terminal && (!strings.HasPrefix(got, "\r") || !strings.Contains(got, "\x1b[K") || !strings.HasSuffix(got, "\n") || strings.Count(got, "\n") != 1):
			t.Errorf("terminal: progress %q, want one line refreshed in place", got)
		case !terminal && (strings.Contains(got, "\r") || !strings.HasSuffix(got, "\n")):
			t.Errorf("not a terminal: progress %q, want plain lines", got)
		}
	}
}

// With an SPRT, progress shows the LLR and its bounds.
func TestProgressSPRT(t *testing.T) {
	var out bytes.Buffer
	tr := &Tournament{Game: bots.Game(), Players: explorerAndRandom, Sets: 2,
		SPRT: &stats.SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}, Runner: Runner{Progress: &out}}
	if _, err := tr.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`  LLR -?[0-9.]+ \(-2\.94, 2\.94\)\n$`).MatchString(out.String()) {
		t.Errorf("progress %q, want the LLR and the bounds (-2.94, 2.94)", out.String())
	}
}

// An SPRT stops the tournament once it decides, counting the game pairs
// as they end, and the same tournament started again on its directory
// plays no more: the pairs kept there have decided already.
func TestSPRTStops(t *testing.T) {
	dir := t.TempDir()
	sprt := &stats.SPRT{Elo0: 0, Elo1: 50, Alpha: 0.05, Beta: 0.05}
	tr := &Tournament{Game: bots.Game(), Players: explorerAndRandom, Sets: 200, SPRT: sprt, Dir: dir, Runner: Runner{Concurrency: 2}}
	done, err := tr.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	pairs := standings.Meet(done, 0, 1).Pairs()
	if len(done) >= 400 || sprt.Decide(sprt.LLR(pairs)) != stats.AcceptH1 {
		t.Fatalf("%d games of 400, pairs %v: want H1 accepted before the end", len(done), pairs)
	}
	again, err := tr.Run(context.Background())
	if err != nil || len(again) != len(done) {
		t.Errorf("again: %d games, %v; want the %d kept", len(again), err, len(done))
	}
}
