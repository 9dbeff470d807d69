package program

import (
	"strings"
	"testing"

	"github.com/contestgames/games/protocol/record"
	"github.com/google/go-cmp/cmp"
)

// A program's standard error is cut into lines as its output is, and each
// step keeps whole lines within the caps, here 10 bytes a step and 25 a
// game, and says how many bytes it dropped.
func TestStderrLogCaps(t *testing.T) {
	// Each op writes its text, or takes the step ("|"), or takes it
	// with the unfinished line ("|!"); want has one entry a take: the
	// lines kept, then the note of what was dropped, if anything was.
	for _, tt := range []struct {
		name string
		ops  []string
		want [][]string
	}{
		{"lines", []string{"ab\ncd\r\n", "|"}, [][]string{{"ab", "cd"}}},
		{"nothing", []string{"|"}, [][]string{nil}},
		{"a line across writes", []string{"a", "b\nc", "|", "d\n", "|"}, [][]string{{"ab"}, {"cd"}}},
		{"empty lines count their line ending", []string{"\n\n\n", "|"}, [][]string{{"", "", ""}}},
		{"bytes as they are", []string{"\xff\xfe\n", "|"}, [][]string{{"\xff\xfe"}}},
		{"exactly the step's cap", []string{"1234\n5678\n", "|"}, [][]string{{"1234", "5678"}}},
		{"over the step's cap", []string{"1234\n5678\n9\n", "|"},
			[][]string{{"1234", "5678", "… 2 bytes of stderr dropped (cap 10 a step)"}}},
		{"once a line does not fit, the rest of the step is dropped", []string{"1234567\n", "abc\n", "d\n", "|", "d\n", "|"},
			[][]string{{"1234567", "… 6 bytes of stderr dropped (cap 10 a step)"}, {"d"}}},
		{"a line longer than the cap", []string{"0123456789abcdef\n", "|"},
			[][]string{{"… 17 bytes of stderr dropped (cap 10 a step)"}}},
		{"a dropped line goes on into the next step", []string{"0123456789abc", "|", "def\nok\n", "|"},
			[][]string{{"… 13 bytes of stderr dropped (cap 10 a step)"}, {"ok", "… 4 bytes of stderr dropped (cap 10 a step)"}}},
		{"an unfinished line waits for its end", []string{"abc", "|", "d\n", "|"}, [][]string{nil, {"abcd"}}},
		{"an unfinished line ends with the step when asked", []string{"thinking", "|!", "...\n", "|"},
			[][]string{{"thinking"}, {"..."}}},
		{"the game's cap", []string{"123456789\n", "|", "123456789\n", "|", "123456789\n", "|", "abc\n", "|", "ab\n", "|"},
			[][]string{{"123456789"}, {"123456789"}, {"… 10 bytes of stderr dropped (cap 25 a game)"}, {"abc"},
				{"… 3 bytes of stderr dropped (cap 25 a game)"}}},
		{"an unfinished line that the game's cap leaves no room for", []string{"123456789\n", "|", "123456789\n", "|", "1234", "|", "56\n", "|"},
			[][]string{{"123456789"}, {"123456789"}, nil, {"… 7 bytes of stderr dropped (cap 25 a game)"}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			l := stderrLog{caps: record.StderrCaps{Step: 10, Game: 25}}
			var got [][]string
			for _, op := range tt.ops {
				switch op {
				case "|", "|!":
					got = append(got, took(l.take(op == "|!")))
				default:
					l.write([]byte(op))
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("steps (-want +got):\n%s", diff)
			}
		})
	}
}

// took returns a step's lines and its note, as a record has them.
func took(t record.StderrStep) []string {
	lines := t.Lines
	if t.Dropped > 0 {
		lines = append(lines, t.Note())
	}
	return lines
}

// However much a program writes, and however long its lines, a step
// holds no more than its cap.
func TestStderrLogHoldsOnlyItsCap(t *testing.T) {
	l := stderrLog{caps: record.StderrCaps{Step: record.StderrStepCap, Game: record.StderrGameCap}}
	chunk := []byte(strings.Repeat("e", 1<<20))
	for range 20 {
		l.write(chunk)
	}
	l.write([]byte("\n"))
	if cap(l.cur) > record.StderrStepCap || len(l.lines) != 0 {
		t.Errorf("holds %d bytes and %d lines after a 20 MiB line", cap(l.cur), len(l.lines))
	}
	if got := took(l.take(false)); !cmp.Equal(got, []string{"… 20971521 bytes of stderr dropped (cap 2048 a step)"}) {
		t.Errorf("took %q", got)
	}
}

// The last line of standard error that is not blank is kept however the
// writes cut it, an unfinished one counting, a long one cut with its
// length.
func TestStderrTail(t *testing.T) {
	long := strings.Repeat("x", tailMax+50)
	for _, tc := range []struct {
		writes []string
		want   string
	}{
		{nil, ""},
		{[]string{"\n\n  \n"}, ""},
		{[]string{"one\ntwo\n"}, `"two"`},
		{[]string{"one\ntw", "o\n"}, `"two"`},
		{[]string{"one\r\n", "\n", "   \n"}, `"one"`},
		{[]string{"one\nunfinished"}, `"unfinished"`},
		{[]string{"one\n", "   "}, `"one"`},
		{[]string{"\xff\n"}, `"\xff"`},
		{[]string{long[:100], long[100:] + "\n"}, `"` + long[:tailMax] + `"... (250 bytes)`},
		{[]string{long + "\nshort\n"}, `"short"`},
		{[]string{"  indented\n\tonly\n"}, `"\tonly"`},
		{[]string{"ZeroDivisionError: division by zero\n\tat frame\n  frame\n"}, `"ZeroDivisionError: division by zero"`},
		{[]string{"Traceback:\n  File x\nValueError: bad\n"}, `"ValueError: bad"`},
		{[]string{"log\npanic: boom\n\ngoroutine 1 [running]:\nmain.main()\n\t/x.go:5 +0x1d\n"}, `"panic: boom"`},
		{[]string{"fatal error: out of memory\n\nruntime stack:\nruntime.throw()\n"}, `"fatal error: out of memory"`},
		{[]string{"one\n", "\tunfinished"}, `"one"`},
	} {
		var l stderrTail
		for _, w := range tc.writes {
			l.write([]byte(w))
		}
		if got := l.quoted(); got != tc.want {
			t.Errorf("%q: %s, want %s", tc.writes, got, tc.want)
		}
	}
}
