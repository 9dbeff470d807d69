package langwars

import (
	"strings"
	"testing"
)

// Each case of the reply rule, RULINGS.md 4.2 to 4.7: trim characters up to
// U+0020 (not DEL), split on single spaces, the first 5 or 2 tokens, an
// optional sign and digits within 32 bits, anything else or outside 0..7
// is language 0.
func TestReadReply(t *testing.T) {
	for _, c := range []struct {
		name string
		line string
		n    int
		want string // the picks, as Picks.String writes them
	}{
		{"plain workday", "1 2 3 4 5", 5, "1 2 3 4 5"},
		{"plain holiday", "7 6", 2, "6 7"},
		{"order does not matter", "5 4 3 2 1", 5, "1 2 3 4 5"},
		{"the same language five times", "7 7 7 7 7", 5, "7 7 7 7 7"},
		{"spaces around are trimmed", "  1 2 3 4 5  ", 5, "1 2 3 4 5"},
		{"tabs around are trimmed", "\t1 2\t", 2, "1 2"},
		{"control characters around are trimmed", "\x00\x01\x1f1 2\x0b\x0c", 2, "1 2"},
		{"a carriage return at the end is trimmed", "6 6\r", 2, "6 6"},
		{"DEL is not trimmed", "\x7f1 2", 2, "0 2"},
		{"DEL at the end is not trimmed", "1 2\x7f", 2, "0 1"},
		{"a non-breaking space is not trimmed", "\u00a01 2", 2, "0 2"},
		{"a double space makes an empty token", "1  2 3 4 5", 5, "0 1 2 3 4"},
		{"a tab between is not a separator", "1\t2 3 4 5 6", 5, "0 3 4 5 6"},
		{"tokens after the first 5 are ignored", "1 2 3 4 5 6 7", 5, "1 2 3 4 5"},
		{"tokens after the first 2 are ignored", "3 4 junk", 2, "3 4"},
		{"missing tokens are 0", "3", 5, "0 0 0 0 3"},
		{"an empty line is all 0", "", 5, "0 0 0 0 0"},
		{"a blank line is all 0", " \t ", 2, "0 0"},
		{"a plus sign", "+3 +7", 2, "3 7"},
		{"leading zeros", "007 0003", 2, "3 7"},
		{"minus zero", "-0 5", 2, "0 5"},
		{"a negative number", "-1 5", 2, "0 5"},
		{"out of range", "8 9 10 100 6", 5, "0 0 0 0 6"},
		{"out of 32 bits", "4294967299 99999999999999999999", 2, "0 0"},
		{"a letter after digits", "3x 2", 2, "0 2"},
		{"a decimal point", "1.5 2", 2, "0 2"},
		{"hexadecimal", "0x3 2", 2, "0 2"},
		{"a sign alone", "+ -", 2, "0 0"},
		{"two signs", "+-3 --3", 2, "0 0"},
		{"a sign after the digits", "3- 4", 2, "0 4"},
		{"letters", "a b c d e", 5, "0 0 0 0 0"},
		{"commas", "1,2,3,4,5", 5, "0 0 0 0 0"},
		{"fullwidth digits are not digits", "\uff13 2", 2, "0 2"},
		{"invalid UTF-8", "\xff 2", 2, "0 2"},
		{"the examples of RULINGS.md 4.5 and 4.6", "+3 007 -0 3x 1.5", 5, "0 0 0 3 7"},
		{"the golden game's first holiday", "9 9", 2, "0 0"},
		{"the golden game's mixed signs", "8 -8 -0 0 -7", 5, "0 0 0 0 0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := ReadReply(c.line, c.n)
			if got.String() != c.want {
				t.Errorf("ReadReply(%q, %d) = %q, want %q", c.line, c.n, got.String(), c.want)
			}
			if got.Count() != c.n {
				t.Errorf("ReadReply(%q, %d) has %d picks", c.line, c.n, got.Count())
			}
		})
	}
}

func TestParsePicks(t *testing.T) {
	for _, c := range []struct {
		in    string
		n     int
		picks string // the picks read, when there is no error
		err   string // the end of the error, if one is wanted
	}{
		{"1 2 3 4 5", 5, "1 2 3 4 5", ""},
		{"7 0", 2, "0 7", ""},
		{"", 0, "", ""},
		{"1 2 3 4", 5, "", `picks "1 2 3 4": 4 picks, want 5`},
		{"1 2 3 4 5 6", 5, "", `picks "1 2 3 4 5 6": something after pick 5, at byte 10`},
		{"1 2 3 4 5 ", 5, "", `something after pick 5, at byte 10`},
		{"1  2", 2, "", `picks "1  2": byte 3 is ' ', want a language from 0 to 7`},
		{"12", 2, "", `picks "12": byte 2 is '2', want a space`},
		{"1 8", 2, "", `byte 3 is '8', want a language from 0 to 7`},
		{" 1 2", 2, "", `byte 1 is ' ', want a language from 0 to 7`},
		{"+1 2", 2, "", `byte 1 is '+', want a language from 0 to 7`},
		{"1 2\r", 2, "", `something after pick 2, at byte 4`},
		{"1", 0, "", `something after pick 0, at byte 1`},
	} {
		p, err := ParsePicks(c.in, c.n)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("ParsePicks(%q, %d): %v", c.in, c.n, err)
		case c.err == "" && p.String() != c.picks:
			t.Errorf("ParsePicks(%q, %d) = %q, want %q", c.in, c.n, p.String(), c.picks)
		case c.err != "" && (err == nil || !strings.HasSuffix(err.Error(), c.err)):
			t.Errorf("ParsePicks(%q, %d): error %v, want one ending %q", c.in, c.n, err, c.err)
		case c.err != "" && p != (Picks{}):
			t.Errorf("ParsePicks(%q, %d): picks %v with an error", c.in, c.n, p)
		}
	}
}
