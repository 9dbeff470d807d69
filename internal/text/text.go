// Package text holds the small string helpers that the game packages share
// for their error messages and their contests' lenient line reading, and
// that the referee uses to print what programs wrote.
package text

import (
	"fmt"
	"strconv"
)

// Clip returns s cut to its first max bytes followed by "...", or s itself
// if it is no longer than max: for quoting what a player wrote in an error
// without copying a megabyte line into it.
func Clip(s string, max int) string {
	if len(s) > max {
		return s[:max] + "..."
	}
	return s
}

// Quote returns s quoted as Go quotes it, cut to its first max bytes and
// followed by its length when it is longer: "\"abc\"... (1000 bytes)".
func Quote(s string, max int) string {
	if len(s) > max {
		return strconv.Quote(s[:max]) + fmt.Sprintf("... (%d bytes)", len(s))
	}
	return strconv.Quote(s)
}

// TrimControl removes the bytes 0x00 to 0x20 from both ends of s, as Java's
// String.trim does. Bytes of multi-byte UTF-8 characters are all 0x80 or
// more, so trimming these bytes is trimming characters.
func TrimControl(s string) string {
	i, j := 0, len(s)
	for i < j && s[i] <= ' ' {
		i++
	}
	for j > i && s[j-1] <= ' ' {
		j--
	}
	return s[i:j]
}

// Name returns names[v], the name of an enumeration's value v, or
// "Type(v)" for a value without one: the String method of a small
// enumeration in one line, with its names in a table beside it.
func Name[T ~uint8](v T, names []string, typ string) string {
	if int(v) < len(names) && names[v] != "" {
		return names[v]
	}
	return fmt.Sprintf("%s(%d)", typ, uint8(v))
}
