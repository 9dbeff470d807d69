package linecut

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSplitter(t *testing.T) {
	tests := []struct {
		name    string
		max     int
		chunks  []string
		lines   []string
		rest    string // the unfinished line at the end of output
		tooLong bool
	}{
		{name: "lines", max: 10, chunks: []string{"a\nbc\n"}, lines: []string{"a", "bc"}},
		{name: "line across chunks", max: 10, chunks: []string{"ab", "c", "d\ne"}, lines: []string{"abcd"}, rest: "e"},
		{name: "CRLF", max: 10, chunks: []string{"a\r\nb\r", "\n"}, lines: []string{"a", "b"}},
		{name: "only one CR stripped", max: 10, chunks: []string{"a\r\r\n"}, lines: []string{"a\r"}},
		{name: "CR inside kept", max: 10, chunks: []string{"a\rb\n"}, lines: []string{"a\rb"}},
		{name: "empty lines", max: 10, chunks: []string{"\n\n"}, lines: []string{"", ""}},
		{name: "invalid UTF-8 unchanged", max: 10, chunks: []string{"\xff\xfe\n"}, lines: []string{"\xff\xfe"}},
		{name: "exactly max", max: 3, chunks: []string{"abc\n"}, lines: []string{"abc"}},
		{name: "max plus one", max: 3, chunks: []string{"ab", "cd"}, tooLong: true},
		{name: "too long after good lines", max: 3, chunks: []string{"ab\nabcd\n"}, lines: []string{"ab"}, tooLong: true},
		{name: "CR counts against max", max: 3, chunks: []string{"abc\r\n"}, tooLong: true},
		{name: "rest with CR", max: 10, chunks: []string{"a\r"}, rest: "a"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := Splitter{Max: tt.max}
			var lines []string
			emit := func(l string) bool { lines = append(lines, l); return true }
			for _, c := range tt.chunks {
				if !s.Write([]byte(c), emit) {
					break
				}
			}
			if s.TooLong != tt.tooLong {
				t.Errorf("tooLong = %v, want %v", s.TooLong, tt.tooLong)
			}
			if diff := cmp.Diff(tt.lines, lines); diff != "" {
				t.Errorf("lines (-want +got):\n%s", diff)
			}
			rest, ok := s.Rest()
			if rest != tt.rest || ok != (tt.rest != "") {
				t.Errorf("rest() = %q, %v; want %q", rest, ok, tt.rest)
			}
		})
	}
}

// The splitter holds at most max bytes of an unfinished line, however much
// comes without a line ending.
func TestSplitterBounded(t *testing.T) {
	s := Splitter{Max: 1000}
	chunk := []byte(strings.Repeat("x", 300))
	n := 0
	for s.Write(chunk, func(string) bool { return true }) {
		n++
		if cap(s.cur) > 2048 {
			t.Fatalf("the splitter holds %d bytes for a limit of 1000", cap(s.cur))
		}
	}
	if !s.TooLong || n != 3 {
		t.Errorf("after %d chunks of 300: tooLong = %v, want true after 3", n, s.TooLong)
	}
}

func TestSplitterStops(t *testing.T) {
	s := Splitter{Max: 10}
	var lines []string
	ok := s.Write([]byte("a\nb\nc\n"), func(l string) bool { lines = append(lines, l); return len(lines) < 2 })
	if ok || len(lines) != 2 {
		t.Errorf("write = %v after lines %q; want false after 2 lines", ok, lines)
	}
}
