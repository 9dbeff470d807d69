package langwars

import (
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The fuzz targets check the codecs: nothing panics; the lenient reply
// reader agrees with a plain reference built on the standard library;
// whatever the strict readers accept is written back as the same text.
//
//	go test -run='^$' -fuzz=FuzzReadReply -fuzztime=15s ./langwars

// readReplyReference is ReadReply written the obvious way, with
// strings.Split and strconv.ParseInt (which takes an optional sign and
// decimal digits, and refuses values outside 32 bits).
func readReplyReference(line string, n int) Picks {
	line = strings.TrimFunc(line, func(r rune) bool { return r <= ' ' })
	tokens := strings.Split(line, " ")
	var p Picks
	for i := range n {
		l := int64(0)
		if i < len(tokens) {
			v, err := strconv.ParseInt(tokens[i], 10, 32)
			if err == nil && v >= 0 && v < Languages {
				l = v
			}
		}
		p[l]++
	}
	return p
}

func FuzzReadReply(f *testing.F) {
	for _, s := range []string{"1 2 3 4 5", " +3 007 -0 3x 1.5 ", "", "\x7f1", "1  2", "\x00\t7 7\r", "4294967296 -2147483648 2147483647 -2147483649"} {
		f.Add(s, 5)
		f.Add(s, 2)
	}
	f.Fuzz(func(t *testing.T, line string, n int) {
		n = int(uint(n) % (WorkdayPicks + 1))
		got := ReadReply(line, n)
		if got.Count() != n {
			t.Fatalf("ReadReply(%q, %d) has %d picks", line, n, got.Count())
		}
		if want := readReplyReference(line, n); got != want {
			t.Fatalf("ReadReply(%q, %d) = %v, the reference reads %v", line, n, got, want)
		}
		if p, err := ParsePicks(line, n); err == nil {
			if p != got {
				t.Fatalf("ParsePicks(%q) = %v, ReadReply %v", line, p, got)
			}
			if back, err := ParsePicks(p.String(), n); err != nil || back != p {
				t.Fatalf("picks %v do not read back: %v", p, err)
			}
		}
	})
}

// seedViews adds every turn message of a golden game to the corpus.
func seedViews(f *testing.F) {
	data, err := os.ReadFile(filepath.Join("testdata", "games", "g14", "recv3.txt"))
	if err != nil {
		f.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	for i := 2; i < len(lines)-1; {
		t, _, _ := strings.Cut(lines[i], " ")
		n, _ := strconv.Atoi(t)
		k := ViewLines(n)
		f.Add(strings.Join(lines[i:i+k], "\n") + "\n")
		i += k
	}
	f.Add("")
	f.Add("1 W\n")
}

func FuzzParseView(f *testing.F) {
	seedViews(f)
	f.Fuzz(func(t *testing.T, text string) {
		v, err := ParseView(text)
		if err != nil {
			if v != (View{}) {
				t.Fatal("a view returned with an error")
			}
			return
		}
		out := v.String()
		if out != text && out != text+"\n" {
			t.Fatalf("ParseView(%q) is written back as %q", text, out)
		}
		// The line reader agrees.
		var r Reader
		for _, l := range []string{SettingsLine, "3 3 3 3 3 3 3 3"} {
			if _, err := r.Hear(l); err != nil {
				t.Fatal(err)
			}
		}
		lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
		for i, l := range lines {
			done, err := r.Hear(l)
			if err != nil || done != (i == len(lines)-1) {
				t.Fatalf("Reader at line %d: %v, %v", i+1, done, err)
			}
		}
		if got, _ := r.View(); got != v {
			t.Fatalf("Reader read %+v, ParseView %+v", got, v)
		}
		// Beliefs take any valid view without panicking.
		var b Beliefs
		_ = b.Observe(&v)
	})
}

func FuzzParseSettings(f *testing.F) {
	f.Add("10 4 8\n5 5 5 6 5 6 5 6\n")
	f.Add("10 4 8\n3 4 5 6 6 5 4 3")
	f.Add("10 4 8\n")
	f.Fuzz(func(t *testing.T, text string) {
		a, err := ParseSettings(text)
		if err != nil {
			return
		}
		out := string(AppendSettings(nil, a))
		if out != text && out != text+"\n" {
			t.Fatalf("ParseSettings(%q) is written back as %q", text, out)
		}
	})
}

// The referee takes any lines: the game ends, and the points sum to 0.
func FuzzRefereeReplies(f *testing.F) {
	f.Add("READY\n1 2 3 4 5\n6 7\n", uint64(0))
	f.Add("ready\rx\n\n\n", uint64(math.MaxUint64))
	f.Fuzz(func(t *testing.T, data string, seed uint64) {
		lines := strings.Split(data, "\n")
		ref := newReferee(seed)
		k := 0
		steps, _ := drive(t, ref, func(p, _ int) answer {
			if k >= len(lines) {
				return answer{line: "READY"}
			}
			k++
			return answer{line: lines[k-1]}
		})
		if len(steps) > 200 {
			t.Fatal("too many steps")
		}
		res := ref.Result()
		if sum := res.Scores[0] + res.Scores[1] + res.Scores[2] + res.Scores[3]; sum > 1e-9 || sum < -1e-9 {
			t.Fatalf("scores %v", res.Scores)
		}
	})
}

// ParseAttention takes what String writes and nothing else: a line it
// accepts is written back the same, and its degrees are valid.
func FuzzParseAttention(f *testing.F) {
	for _, s := range []string{"5 5 5 6 5 6 5 6", "3 4 5 6 6 5 4 3", "", "3 4 5 6 6 5 4 7", "03 4 5 6 6 5 4 3", "3  4 5 6 6 5 4 3", "6 6 6 6 6 6 6 6 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAttention(s)
		if err != nil {
			if a != (Attention{}) {
				t.Fatalf("ParseAttention(%q) = %v with error %v", s, a, err)
			}
			return
		}
		if err := a.Validate(); err != nil {
			t.Fatalf("ParseAttention(%q) = %v: %v", s, a, err)
		}
		if got := a.String(); got != s {
			t.Fatalf("ParseAttention(%q) = %v, written back as %q", s, a, got)
		}
	})
}
