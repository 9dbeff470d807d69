package blockdrop

import (
	"strings"
	"testing"
)

// The fuzz targets check the codecs against themselves: nothing panics,
// whatever parses renders to text that parses to the same value, and the
// reply parser agrees with a plain statement of the engine's rule.
//
//	go test -run=^$ -fuzz=FuzzParseMessage -fuzztime=15s ./blockdrop

func FuzzParseMessage(f *testing.F) {
	for _, m := range goldenMessages(f)[:20] {
		f.Add(m)
	}
	f.Add(msg(5, "3:-4 35:19 0:20", "1 2 U 0", "-1 -1 L 2", "16 17 D 1", "9 9 R 0"))
	f.Add("")
	f.Add("0\n0\nEOD\n")
	f.Add(strings.ReplaceAll(msg(1, "", "1 2 U 0", "-1 -1 L 2", "16 17 D 1", "9 9 R 0"), "\n", "\r\n"))
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseMessage(text)
		if err != nil {
			if _, ok := err.(*MessageError); !ok {
				t.Fatalf("ParseMessage(%q): error %T, want *MessageError", text, err)
			}
			return
		}
		out := s.Message()
		back, err := ParseMessage(out)
		if err != nil {
			t.Fatalf("ParseMessage(%q) gives a state whose message %q does not parse: %v", text, out, err)
		}
		if back != s {
			t.Fatalf("ParseMessage(%q): its message %q parses to another state", text, out)
		}
		// Reading it line by line gives the same.
		var r MessageReader
		var got State
		n := 0
		for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
			st, done, err := r.Line(line)
			if err != nil {
				t.Fatalf("MessageReader on %q: %v", out, err)
			}
			if done {
				got = st
				n++
			}
		}
		if n != 1 || got != s {
			t.Fatalf("MessageReader on %q: %d messages, another state", out, n)
		}
		// Any game can be played on from it without a panic.
		for _, a := range []Action{A, U, R, D, L, N, A} {
			s.Step(a)
		}
	})
}

func FuzzParseReply(f *testing.F) {
	for _, s := range []string{"U", "D", "L", "R", "A", "N", " U ", "U D", "u", "", "\t", "READY", "A\r", "\x00N", "NN", "U\tD", "\xffA"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		a := ParseReply(line)
		if a >= numActions {
			t.Fatalf("ParseReply(%q) = %v, not an action", line, a)
		}
		// The rule, said plainly: trim bytes up to 0x20 at both ends,
		// take what comes before the first space, and it must be one of
		// the six letters.
		word := strings.TrimFunc(line, func(r rune) bool { return r >= 0 && r <= ' ' })
		word, _, _ = strings.Cut(word, " ")
		want := N
		if i := strings.Index("NURDLA", word); len(word) == 1 && i >= 0 {
			want = Action(i)
		}
		if a != want {
			t.Fatalf("ParseReply(%q) = %v, want %v", line, a, want)
		}
		if isReady(line) != (strings.TrimFunc(line, func(r rune) bool { return r >= 0 && r <= ' ' }) == ReadyLine) {
			t.Fatalf("IsReady(%q) = %v", line, isReady(line))
		}
	})
}

func FuzzParsePlacement(f *testing.F) {
	for _, s := range []string{"0,14,D 14,17,L 14,10,U 2,5,R", "3,4,L 0,2,L 13,6,L 8,16,D", "", "1,1,U", "0,0,U 0,0,U 0,0,U 0,0,U", "17,17,R 0,0,L 17,0,D 0,17,U"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		pl, err := ParsePlacement(text)
		if err != nil {
			return
		}
		if err := pl.check(); err != nil {
			t.Fatalf("ParsePlacement(%q) accepted an invalid placement: %v", text, err)
		}
		back, err := ParsePlacement(pl.String())
		if err != nil || back != pl {
			t.Fatalf("ParsePlacement(%q).String() = %q does not read back: %v", text, pl.String(), err)
		}
		if _, err := NewState(Setup{Start: pl, Turns: DefaultTurns}); err != nil {
			t.Fatal(err)
		}
	})
}

func FuzzParseAction(f *testing.F) {
	fuzzLetter(f, ParseAction, A, "N", "U", "D", "L", "R", "A", "", "n", "UU", " U")
}

func FuzzParseDir(f *testing.F) {
	fuzzLetter(f, ParseDir, Left, "U", "R", "D", "L", "", "u", "UU", " U", "N", "\xff")
}

// fuzzLetter checks that whatever parse accepts is a value up to last
// that writes as the very text it was read from.
func fuzzLetter[T interface {
	~uint8
	String() string
}](f *testing.F, parse func(string) (T, error), last T, seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := parse(s)
		if err != nil {
			return
		}
		if v > last || v.String() != s {
			t.Fatalf("parsing %q gives %v, which writes as %q", s, v, v.String())
		}
	})
}
