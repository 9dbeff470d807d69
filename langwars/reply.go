package langwars

import (
	"fmt"
	"strings"

	"github.com/contestgames/games/internal/text"
)

// ReadReply reads a player's reply line of a turn with n picks (5 on a
// workday, 2 on a holiday) as the organisers' engine read it, leniently:
// it never fails, and whatever it cannot read is language 0.
//
//   - Every character up to U+0020 is trimmed from both ends: spaces,
//     tabs, carriage returns and the other control characters, but not
//     DEL (U+007F).
//   - The rest is split on single spaces: two spaces in a row make an
//     empty token between them.
//   - The first n tokens are the picks; tokens after them are ignored.
//   - A token is read as an optional '+' or '-' and one or more ASCII
//     digits, whose value must fit in 32 bits: "+3" is 3, "007" is 7,
//     "-0" is 0.
//   - A pick whose token is missing, empty, anything else ("3x", "1.5",
//     "0x3", "-"), or outside 0 to 7 is language 0.
//
// The line is one line as the engine split its input: without its line
// ending, and without a carriage return inside (the [Referee] splits a
// line at carriage returns before it reads each piece). ReadReply never
// allocates.
func ReadReply(line string, n int) Picks {
	s := text.TrimControl(line)
	var p Picks
	for range n {
		tok := s
		if i := strings.IndexByte(s, ' '); i >= 0 {
			tok, s = s[:i], s[i+1:]
		} else {
			s = "" // no tokens left after this one: language 0
		}
		p[readLanguage(tok)]++
	}
	return p
}

// readLanguage reads one token as ReadReply does: the language it names,
// or 0.
func readLanguage(tok string) int {
	neg := false
	if tok != "" && (tok[0] == '+' || tok[0] == '-') {
		neg = tok[0] == '-'
		tok = tok[1:]
	}
	if tok == "" {
		return 0
	}
	// v stays within 2^31, past which the token no longer fits in 32
	// bits and is language 0 anyway.
	v := int64(0)
	for i := 0; i < len(tok); i++ {
		c := tok[i]
		if c < '0' || c > '9' {
			return 0
		}
		if v = v*10 + int64(c-'0'); v > 1<<31 {
			return 0
		}
	}
	if neg {
		v = -v
	}
	if v < 0 || v >= Languages {
		return 0
	}
	return int(v)
}

// ParsePicks reads a reply strictly: exactly n languages from 0 to 7, each
// a single digit, separated by single spaces, nothing else ("0 3 3 7 1"
// for a workday). It is for tools and tests that want to know a line is
// exactly right; the [Referee] reads replies with [ReadReply]. The error
// says what is wrong and where.
func ParsePicks(s string, n int) (Picks, error) {
	var p Picks
	i := 0
	for k := range n {
		if k > 0 {
			if i < len(s) && s[i] != ' ' {
				return Picks{}, fmt.Errorf("langwars: picks %q: byte %d is %q, want a space", text.Clip(s, clipLen), i+1, s[i])
			}
			i++
		}
		if i >= len(s) {
			return Picks{}, fmt.Errorf("langwars: picks %q: %d picks, want %d", text.Clip(s, clipLen), k, n)
		}
		if s[i] < '0' || s[i] > '7' {
			return Picks{}, fmt.Errorf("langwars: picks %q: byte %d is %q, want a language from 0 to 7", text.Clip(s, clipLen), i+1, s[i])
		}
		p[s[i]-'0']++
		i++
	}
	if i < len(s) {
		return Picks{}, fmt.Errorf("langwars: picks %q: something after pick %d, at byte %d", text.Clip(s, clipLen), n, i+1)
	}
	return p, nil
}
