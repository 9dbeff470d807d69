package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// referee view writes a page beside the record, in the file or directory
// -o names, and -html writes one beside each record of a series.
func TestViewWritesPages(t *testing.T) {
	dir := t.TempDir()
	rec := filepath.Join(dir, "game.jsonl")
	referee(t, "-record", rec, "alquerque", "builtin:random", "builtin:random")
	for _, tc := range []struct {
		args []string
		page string
	}{
		{[]string{"view", rec}, filepath.Join(dir, "game.html")},
		{[]string{"view", rec, "-o", filepath.Join(dir, "other.html")}, filepath.Join(dir, "other.html")},
		{[]string{"view", "-o", t.TempDir() + "/", rec}, ""},
	} {
		stdout, stderr, status := runStatus(t, tc.args...)
		if status != 0 || stderr != "" {
			t.Fatalf("%q: status %d, stderr %q", tc.args, status, stderr)
		}
		page := tc.page
		if page == "" {
			page = strings.TrimSpace(strings.TrimPrefix(stdout, rec+": "))
		}
		b, err := os.ReadFile(page)
		if err != nil || !strings.HasPrefix(string(b), "<!DOCTYPE html>") {
			t.Errorf("%q: page %s: %v", tc.args, page, err)
		}
	}
	series := filepath.Join(dir, "s.jsonl")
	referee(t, "-html", "-games", "2", "-record", series, "alquerque", "builtin:random", "builtin:random")
	for _, name := range []string{"s-1.html", "s-2.html"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("-html: %v", err)
		}
	}
}

// A record that the rules reject, or that cannot be read, gives one line
// naming the record's line, exit status 2, and no page.
func TestViewRefusesBadRecords(t *testing.T) {
	lines := recordLines(t, "-seed", "5", "alquerque", "builtin:random", "builtin:random")
	n := len(lines)
	for _, tc := range []struct {
		name   string
		record []string
		want   string
	}{
		{"cut short", append(append([]string(nil), lines[:n-1]...), lines[n-1][:10]), fmt.Sprintf("line %d:", n)},
		{"a move changed", append(append(append([]string(nil), lines[:2]...), `{"from":0,"text":"a1-a1"}`+"\n"), lines[3:]...), "line 3:"},
		{"garbage", append([]string{"garbage\n"}, lines[1:]...), "line 1:"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			rec := filepath.Join(dir, "bad.jsonl")
			if err := os.WriteFile(rec, []byte(strings.Join(tc.record, "")), 0o644); err != nil {
				t.Fatal(err)
			}
			stdout, stderr, status := runStatus(t, "view", rec)
			if status != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.want) {
				t.Errorf("status %d, stdout %q, stderr %q; want 2 and one line saying %q", status, stdout, stderr, tc.want)
			}
			if _, err := os.Stat(filepath.Join(dir, "bad.html")); err == nil {
				t.Error("a page was written")
			}
		})
	}
}
