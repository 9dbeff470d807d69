package view_test

import (
	"os"
	"slices"
	"testing"

	"github.com/contestgames/games/internal/allgames"

	"github.com/contestgames/games/protocol/record"
	"github.com/contestgames/games/protocol/view"
	"github.com/google/go-cmp/cmp"
)

// oldRecord reads the record that the referee program wrote before
// records kept standard error: a game of Alquerque between two scripted
// programs, 93 plies.
func oldRecord(t *testing.T) *record.Record {
	t.Helper()
	f, err := os.Open("../record/testdata/alquerque-before-stderr.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := record.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// A record written before records kept standard error still views: a
// frame before the first move and one after each, each with its two
// lines, and none of stderr.
func TestOldRecordViews(t *testing.T) {
	g := allgames.Games()[0]
	r, err := view.Build(g, oldRecord(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Frames) != 94 || r.Verdict.Text != "12-0 (white took black's last piece)" {
		t.Errorf("%d frames, verdict %q; want 94 and white's win", len(r.Frames), r.Verdict.Text)
	}
	for i, f := range r.Frames[1:] {
		if got := kinds(f.Lines); !slices.Equal(got, []string{"sent", "received"}) && !(i == 92 && slices.Equal(got, []string{"sent", "received", "sent"})) {
			t.Errorf("frame %d has lines %v", i+1, got)
		}
	}
}

func kinds(lines []view.Line) []string {
	var ks []string
	for _, l := range lines {
		ks = append(ks, l.Kind)
	}
	return ks
}

// Stderr lines become lines of kind "stderr" in the frame of the step
// they were written in, in record order, whatever comes before or after
// them: a line before a player's answer is in the frame of that answer,
// and the lines after the last answer in the last frame.
func TestStderrLinesInTheirFrame(t *testing.T) {
	g := allgames.Games()[0]
	stderr := func(p int, text string) record.Event {
		return record.Event{Kind: record.Stderr, Player: p, Text: text}
	}
	// The record's events: 0 "to 0: Start", 1 "from 0: e4-d4", 2 "to 1:
	// e4-d4", 3 "from 1: c4*e4", ..., 185 "from 0: e3*c5" and, last, 186
	// "to 1: Quit".
	for _, tt := range []struct {
		name   string
		at     int // insert before this event
		ev     record.Event
		frame  int
		window []string // the frame's lines, as "KIND PLAYER TEXT"
	}{
		{"before the first answer", 1, stderr(0, "depth 1"), 1,
			[]string{"sent 0 Start", "stderr 0 depth 1", "received 0 e4-d4"}},
		{"before the first message", 0, stderr(1, "ready"), 1,
			[]string{"stderr 1 ready", "sent 0 Start", "received 0 e4-d4"}},
		{"before black's answer", 3, stderr(1, "thinking"), 2,
			[]string{"sent 1 e4-d4", "stderr 1 thinking", "received 1 c4*e4"}},
		{"a dropped note", 3, record.Event{Kind: record.Stderr, Player: 1, Text: "… 9 bytes of stderr dropped (cap 2048 a step)", Dropped: 9}, 2,
			[]string{"sent 1 e4-d4", "stderr 1 … 9 bytes of stderr dropped (cap 2048 a step)", "received 1 c4*e4"}},
		{"after the last answer", 186, stderr(1, "bye"), 93,
			[]string{"sent 0 d5-d4", "received 0 e3*c5", "stderr 1 bye", "sent 1 Quit"}},
		{"last of all", 187, stderr(0, "won"), 93,
			[]string{"sent 0 d5-d4", "received 0 e3*c5", "sent 1 Quit", "stderr 0 won"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rec := oldRecord(t)
			rec.Events = slices.Insert(rec.Events, tt.at, tt.ev)
			r, err := view.Build(g, rec)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Frames) != 94 {
				t.Fatalf("%d frames, want 94 as without the line", len(r.Frames))
			}
			var got []string
			for _, l := range r.Frames[tt.frame].Lines {
				got = append(got, l.Kind+" "+string(rune('0'+l.Player))+" "+l.Text)
			}
			if diff := cmp.Diff(tt.window, got); diff != "" {
				t.Errorf("frame %d (-want +got):\n%s", tt.frame, diff)
			}
		})
	}
}
