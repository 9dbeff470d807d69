package main

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games/protocol/record"
)

// rawControl matches what a terminal would act on: a control character
// but LF and tab, DEL, or a C1 control.
var rawControl = regexp.MustCompile("[\x00-\x08\x0b-\x1f\x7f\u0080-\u009f]")

// What a program writes reaches the terminal escaped: its move line, and
// with -v its standard error, in a match and in replay -v; the record
// keeps the bytes as they were.
func TestProgramTextIsPrintedEscaped(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	evil := filepath.Join(dir, "evil.sh")
	script := "read -r line\n" +
		`printf 'oops \033]0;pwned\007 \302\205 and a CR\r\n' >&2` + "\n" +
		`printf 'e3\033[2Jd4\n'` + "\n" +
		"read -r line\n"
	if err := os.WriteFile(evil, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	recordFile := filepath.Join(dir, "game.jsonl")
	move := `   1 white e3\x1b[2Jd4` + "\n"
	stderr := `    oops \x1b]0;pwned\a \u0085 and a CR` + "\n"
	for _, tc := range []struct {
		name      string
		args      []string
		want, not []string // lines the output has, and has not
	}{
		{"match", []string{"-record", recordFile, "alquerque", "sh " + evil, "builtin:random"}, []string{move}, []string{"wrote to stderr"}},
		{"match -v", []string{"-v", "alquerque", "sh " + evil, "builtin:random"}, []string{move, "white wrote to stderr:\n" + stderr}, nil},
		{"replay -v", []string{"replay", "-v", recordFile}, []string{move}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := referee(t, tc.args...)
			if loc := rawControl.FindStringIndex(out); loc != nil {
				t.Errorf("a raw control character %q at byte %d of\n%s", out[loc[0]:loc[1]], loc[0], out)
			}
			for _, w := range tc.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(out, w) {
					t.Errorf("output has %q:\n%s", w, out)
				}
			}
		})
	}
	var got []string
	for _, ev := range readRecord(t, recordFile).Events {
		if ev.Player == 0 && (ev.Kind == record.Received || ev.Kind == record.Stderr) {
			got = append(got, ev.Text)
		}
	}
	if want := []string{"oops \x1b]0;pwned\x07 \u0085 and a CR", "e3\x1b[2Jd4"}; !slices.Equal(got, want) {
		t.Errorf("the record has white's lines %q, want %q", got, want)
	}
}
