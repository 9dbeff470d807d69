package view_test

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"testing"

	"github.com/contestgames/games/internal/allgames"

	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/record"
	"github.com/contestgames/games/protocol/view"
)

// A replay has a frame before the first step and one after each step
// whose answers are all in and that changed the picture (and one more when
// the referee ends the match without a line), each frame holds the lines
// of its steps, and every line of the record is in exactly one frame.
func TestFramesFollowTheSteps(t *testing.T) {
	for _, g := range allgames.Games() {
		t.Run(g.Name, func(t *testing.T) {
			rec := play(t, g, 3, nil)
			r, err := view.Build(g, rec)
			if err != nil {
				t.Fatal(err)
			}
			lines := 0
			for _, f := range r.Frames {
				lines += len(f.Lines)
			}
			if lines != len(rec.Events) {
				t.Errorf("%d lines in the frames, %d in the record", lines, len(rec.Events))
			}
			if len(r.Frames[0].Lines) != 0 {
				t.Errorf("frame 0 has lines %v", r.Frames[0].Lines)
			}
			// Only the last frame may have no answer: a referee may
			// end the match in its Next after the last line.
			for i, f := range r.Frames[1 : len(r.Frames)-1] {
				if !slicesContainsKind(f.Lines, "received", "faulted") {
					t.Errorf("frame %d has no answer: %v", i+1, f.Lines)
					break
				}
			}
			for i, f := range r.Frames {
				if f.ScoreText != g.FormatScores(f.Scores) {
					t.Errorf("frame %d: score line %q for scores %v", i, f.ScoreText, f.Scores)
				}
			}
			if g.Drawing.Frames != nil && !equalScores(r.Frames[len(r.Frames)-1].Scores, rec.Result.Scores) {
				t.Errorf("last frame's scores %v, result %v", r.Frames[len(r.Frames)-1].Scores, rec.Result.Scores)
			}
			if !strings.Contains(r.Verdict.Text, rec.Result.Reason) {
				t.Errorf("verdict %q", r.Verdict.Text)
			}
		})
	}
}

// No two frames in a row show the same picture: a step that changes
// nothing drawn (Lang Wars' and block drop's handshake, the first three of
// On The Run's four detective lines) gives its lines to the next frame
// instead of repeating the picture with them. The fault this prevents: a
// Lang Wars page whose frame 1 repeated frame 0.
func TestNoFrameRepeatsTheOneBefore(t *testing.T) {
	for _, g := range allgames.Games() {
		t.Run(g.Name, func(t *testing.T) {
			for seed := range uint64(3) {
				rec := play(t, g, seed, nil)
				r, err := view.Build(g, rec)
				if err != nil {
					t.Fatal(err)
				}
				var prev []byte
				for i, f := range r.Frames {
					pic, err := json.Marshal(f.Frame)
					if err != nil {
						t.Fatal(err)
					}
					if bytes.Equal(pic, prev) {
						t.Errorf("seed %d: frame %d repeats frame %d's picture, with lines %v", seed, i, i-1, f.Lines)
					}
					prev = pic
				}
			}
		})
	}
}

func slicesContainsKind(lines []view.Line, kinds ...string) bool {
	for _, l := range lines {
		for _, k := range kinds {
			if l.Kind == k {
				return true
			}
		}
	}
	return false
}

func equalScores(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// The page opens from disk: no address of the network anywhere in a
// src or href, no external resource at all, and the page's own code (all
// but the data) stays under 150 KB for every game.
func TestPageIsSelfContained(t *testing.T) {
	external := regexp.MustCompile(`(?i)(src|href)\s*=\s*["']?\s*(https?:)?//|@import|url\(\s*["']?(https?:)?//`)
	for _, g := range allgames.Games() {
		rec := play(t, g, 1, nil)
		_, p := page(t, g, rec)
		if m := external.Find(p); m != nil {
			t.Errorf("%s: the page refers outside itself: %q", g.Name, m)
		}
		code := bytes.Index(p, []byte(`<script type="application/json" id="data">`))
		end := bytes.Index(p[code:], []byte("</script>"))
		if size := len(p) - end; size > 150<<10 {
			t.Errorf("%s: the page's code is %d bytes, want at most 150 KB", g.Name, size)
		}
	}
}

// A record of an interrupted match draws up to its last step and says it
// was interrupted.
func TestInterruptedRecord(t *testing.T) {
	g := allgames.Games()[0]
	rec := play(t, g, 1, nil)
	rec.Events = rec.Events[:len(rec.Events)/2]
	rec.Result, rec.Interrupted = nil, "stopped by SIGTERM"
	r, err := view.Build(g, rec)
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict.Text != "interrupted: stopped by SIGTERM" || len(r.Frames) < 2 {
		t.Errorf("verdict %q, %d frames", r.Verdict.Text, len(r.Frames))
	}
}

// A record whose lines the rules do not take names the line.
func TestBadRecord(t *testing.T) {
	g := allgames.Games()[0]
	rec := play(t, g, 1, nil)
	for i, ev := range rec.Events {
		if ev.Kind == record.Received {
			rec.Events[i].Player = 1 - ev.Player // an answer from the wrong seat
			_, err := view.Build(g, rec)
			if err == nil || !strings.Contains(err.Error(), "line ") {
				t.Errorf("error %v, want one naming the line", err)
			}
			return
		}
	}
}

// BenchmarkView measures what "referee view" costs for the longest game of
// the tests: a block drop game of 1000 turns, built and written.
func BenchmarkView(b *testing.B) {
	g := allgames.Games()[2]
	rec := longBlockdrop(b)
	b.ReportAllocs()
	var size int
	for b.Loop() {
		_, p := page(b, g, rec)
		size = len(p)
	}
	b.ReportMetric(float64(size)/1024, "KB/page")
}

// longBlockdrop returns a block drop game of random players that lasts to
// the turn limit.
func longBlockdrop(t testing.TB) *record.Record {
	g := allgames.Games()[2]
	for seed := uint64(1); seed < 50; seed++ {
		var players []protocol.Player
		for seat := range 4 {
			b, err := g.NewBot("random", seed, seat, nil)
			if err != nil {
				t.Fatal(err)
			}
			players = append(players, protocol.NewBot(b))
		}
		rec := play(t, g, seed, nil, players...)
		if strings.Contains(rec.Result.Reason, "1000") {
			return rec
		}
	}
	t.Fatal("no block drop game of random players lasted 1000 turns")
	return nil
}

// The page of the longest game stays under 2 MB.
func TestLongestPage(t *testing.T) {
	g := allgames.Games()[2]
	_, p := page(t, g, longBlockdrop(t))
	if len(p) > 2<<20 {
		t.Errorf("the page of a 1000-turn game is %d bytes, want at most 2 MB", len(p))
	}
	t.Logf("a 1000-turn block drop page: %d KB", len(p)>>10)
}

// The page of a whole Amazes game, 300 turns, each frame with both
// players' knowledge of the maze, stays under 600 KB: each frame's
// drawing is sent as what changed.
func TestAmazesPage(t *testing.T) {
	g := allgames.Games()[1]
	rec := play(t, g, 1, nil)
	r, p := page(t, g, rec)
	if len(r.Frames) < 300 {
		t.Fatalf("the game has %d frames, want a whole game of 300 turns", len(r.Frames))
	}
	if len(p) > 600<<10 {
		t.Errorf("the page of a 300-turn Amazes game is %d bytes, want at most 600 KB", len(p))
	}
	t.Logf("a 300-turn Amazes page: %d KB", len(p)>>10)
}
