package text

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Escape returns s with each character that a terminal would act on,
// rather than show, written as Go writes it in a quoted string: the
// control characters but tab (ESC as \x1b, CR as \r, LF as \n), DEL, the
// C1 controls and the other characters Go does not count printable (the
// bidirectional overrides, U+202E as \u202e), and each byte that is not
// UTF-8 (\xff). The rest, backslashes too, is kept as it is, so that a
// text with none of these, as every legal move is, comes back unchanged:
// for printing on a terminal what a program wrote, which may be anything.
func Escape(s string) string {
	if !strings.ContainsFunc(s, unsafeRune) && utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case unsafeRune(r):
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1]) // without its quotes
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// unsafeRune reports whether Escape escapes r.
func unsafeRune(r rune) bool {
	return r != '\t' && !strconv.IsPrint(r)
}
