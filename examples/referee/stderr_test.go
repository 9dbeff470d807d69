package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/contestgames/games/protocol/record"
	"github.com/google/go-cmp/cmp"
)

// A program's debugging lines on standard error are in the record, each
// just before the move it explains, and on the replay page; -v prints them
// after the game, as it always did; and nothing else changes: the dialogue
// and the result that -v prints, the replay, and replay -v.
func TestStderrInTheRecord(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	black := scripted("white-takes-all", "black")
	plain, debug := filepath.Join(dir, "plain.jsonl"), filepath.Join(dir, "debug.jsonl")
	outPlain := referee(t, "-v", "-record", plain, "alquerque", scripted("white-takes-all", "white"), black)
	outDebug := referee(t, "-v", "-record", debug, "alquerque", "sh "+td+"debug.sh "+td+"white-takes-all/white.txt", black)

	moves, err := os.ReadFile(td + "white-takes-all/white.txt")
	if err != nil {
		t.Fatal(err)
	}
	white := strings.Fields(string(moves))
	rec := readRecord(t, debug)
	var wrote []string // white's stderr, as it wrote it
	for i, ev := range rec.Events {
		if ev.Kind != record.Received || ev.Player != 0 {
			continue
		}
		n := len(wrote)/2 + 1
		want := []string{fmt.Sprintf("move %d: read %s", n, rec.Events[i-3].Text), fmt.Sprintf("move %d: play %s", n, white[n-1])}
		if i < 3 || rec.Events[i-2].Kind != record.Stderr || rec.Events[i-1].Kind != record.Stderr ||
			!cmp.Equal([]string{rec.Events[i-2].Text, rec.Events[i-1].Text}, want) {
			t.Fatalf("line %d: white's move %d, after events %+v; want its stderr %q just before it", ev.Line, n, rec.Events[max(i-3, 0):i], want)
		}
		wrote = append(wrote, want...)
	}
	if len(wrote) != 2*len(white) || rec.Header.Stderr == nil || *rec.Header.Stderr != (record.StderrCaps{Step: 2048, Game: 65536}) {
		t.Errorf("%d lines of stderr for %d moves, header's caps %+v", len(wrote), len(white), rec.Header.Stderr)
	}

	// The first lines name the players, which differ.
	_, outPlain, _ = strings.Cut(outPlain, "\n")
	_, outDebug, _ = strings.Cut(outDebug, "\n")
	result := strings.LastIndex(outPlain, "result: ")
	want := outPlain[:result] + "white wrote to stderr:\n    " + strings.Join(wrote, "\n    ") + "\n" + outPlain[result:]
	if diff := cmp.Diff(strings.Split(want, "\n"), strings.Split(outDebug, "\n")); diff != "" {
		t.Errorf("-v (-want +got):\n%s", diff)
	}

	var replays [2]string
	for i, name := range []string{plain, debug} {
		stdout, stderr, status := runStatus(t, "replay", "-v", name)
		if status != 0 || stderr != "" || !strings.HasSuffix(stdout, name+": ok\n") {
			t.Fatalf("replay -v %s: status %d, stderr %q, stdout ends %q", name, status, stderr, stdout[max(len(stdout)-100, 0):])
		}
		replays[i] = strings.TrimSuffix(stdout, name+": ok\n")
	}
	if replays[0] != replays[1] {
		t.Errorf("replay -v shows the game otherwise with stderr in the record:\n%s\nwithout:\n%s", replays[1], replays[0])
	}

	if _, stderr, status := runStatus(t, "view", debug); status != 0 || stderr != "" {
		t.Fatalf("view: status %d, stderr %q", status, stderr)
	}
	page, err := os.ReadFile(filepath.Join(dir, "debug.html"))
	if err != nil || !strings.Contains(string(page), `{"kind":"stderr","player":0,"text":"move 1: read Start"}`) {
		t.Errorf("the page lacks white's first line of stderr: %v", err)
	}
}

// A record written before records kept standard error still replays and
// views.
func TestOldRecordReplaysAndViews(t *testing.T) {
	t.Parallel()
	old := "../../protocol/record/testdata/alquerque-before-stderr.jsonl"
	if stdout, stderr, status := runStatus(t, "replay", old); status != 0 || stdout != old+": ok\n" || stderr != "" {
		t.Errorf("replay: status %d, stdout %q, stderr %q", status, stdout, stderr)
	}
	page := filepath.Join(t.TempDir(), "old.html")
	if _, stderr, status := runStatus(t, "view", old, "-o", page); status != 0 || stderr != "" {
		t.Errorf("view: status %d, stderr %q", status, stderr)
	}
	if b, err := os.ReadFile(page); err != nil || !strings.Contains(string(b), `"verdict":{"text":"12-0 (white took black's last piece)"`) {
		t.Errorf("page %s: %v", page, err)
	}
}
