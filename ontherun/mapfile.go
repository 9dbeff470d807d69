package ontherun

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/contestgames/games/internal/text"
)

// The map file, connect.txt: the number of cities N on the first line,
// then one connection a line, "C 1-2" (the transport's letter, a space,
// two city labels joined by '-'), then a line "END". Whatever follows the
// END line is ignored: the contest's sample files keep a drawing of the
// map there.

// endLine is the line that ends the map file's connections.
const endLine = "END"

// ParseMap reads a map file. It is lenient about spacing, as a contest
// program reading with scanf would be: a line may end in "\r\n", spaces
// and tabs around a line and around its parts are ignored, and so are
// empty lines. It is strict about the rest: the transport letters are the
// upper-case C, T and P, the labels are decimal numbers of cities of the
// map, a connection joins two different cities, and the END line must be
// there. A connection listed twice is the same connection. ParseMap checks
// the form only; [Map.Validate] checks the rules of a valid map.
//
// Errors name the line, counted from 1, and what is wrong with it.
func ParseMap(text []byte) (*Map, error) {
	var m *Map
	lineNo := 0
	for len(text) > 0 {
		var line []byte
		line, text, _ = bytes.Cut(text, []byte{'\n'})
		lineNo++
		line = bytes.Trim(line, " \t\r")
		if len(line) == 0 {
			continue
		}
		fail := func(format string, args ...any) (*Map, error) {
			return nil, errorf("map line %d %q: %s", lineNo, clip(line), fmt.Sprintf(format, args...))
		}
		if m == nil {
			n, err := parseNumber(line)
			if err != nil {
				return fail("want the number of cities first: %v", err)
			}
			if n < 1 || n > MaxCities {
				return fail("%d cities; want 1 to %d", n, MaxCities)
			}
			m, _ = newMap(n)
			continue
		}
		if string(line) == endLine {
			return m, nil
		}
		t, ok := transportOf(line[0])
		if !ok {
			return fail("want a connection such as \"C 1-2\" (transport C, T or P, upper case) or %q", endLine)
		}
		rest := line[1:]
		if len(rest) == 0 || rest[0] != ' ' && rest[0] != '\t' {
			return fail("want a space after the transport letter %q", line[0])
		}
		as, bs, found := bytes.Cut(rest, []byte{'-'})
		if !found {
			return fail("want two cities joined by '-', such as \"%c 1-2\"", line[0])
		}
		var ends [2]City
		for i, s := range [2][]byte{as, bs} {
			n, err := parseNumber(bytes.Trim(s, " \t"))
			if err != nil {
				return fail("the %s city: %v", [2]string{"first", "second"}[i], err)
			}
			if n < 1 || n > int(m.n) {
				return fail("no city %d on a map of cities 1 to %d", n, m.n)
			}
			ends[i] = City(n)
		}
		if ends[0] == ends[1] {
			return fail("a connection joins two different cities")
		}
		_ = m.connect(t, ends[0], ends[1]) // cannot fail: checked above
	}
	if m == nil {
		return nil, errorf("map: empty; want the number of cities, the connections and %q", endLine)
	}
	return nil, errorf("map: no %q line after the connections (the file has %d lines)", endLine, lineNo)
}

// parseNumber reads a decimal number of at most 9 digits, leading zeros
// allowed, without a sign.
func parseNumber(s []byte) (int, error) {
	if len(s) == 0 {
		return 0, fmt.Errorf("no number")
	}
	n := 0
	for i, ch := range s {
		if ch < '0' || ch > '9' {
			return 0, fmt.Errorf("%q is not a decimal number", clip(s))
		}
		if i >= 9 {
			return 0, fmt.Errorf("%q is too long a number", clip(s))
		}
		n = n*10 + int(ch-'0')
	}
	return n, nil
}

// clip cuts an unreadable input short for an error message.
func clip(b []byte) string { return text.Clip(string(b[:min(len(b), 41)]), 40) }

// appendText appends the map file of m to b, as String returns it.
func (m *Map) appendText(b []byte) []byte {
	b = strconv.AppendInt(b, int64(m.n), 10)
	b = append(b, '\n')
	for _, t := range transports {
		for a := City(1); a <= City(m.n); a++ {
			for c := range m.adj[t][a].All() {
				if c > a {
					b = append(b, t.letter(), ' ')
					b = strconv.AppendInt(b, int64(a), 10)
					b = append(b, '-')
					b = strconv.AppendInt(b, int64(c), 10)
					b = append(b, '\n')
				}
			}
		}
	}
	return append(b, endLine+"\n"...)
}

// String returns the map file of m: the number of cities, the car
// connections, then the train and the plane ones, each in increasing
// order of the lower city and then the other, and the END line, each line
// ending in "\n". [ParseMap] reads it back to an equal map. It is the
// text of the "map" option in a [Game]'s complete options.
func (m *Map) String() string { return string(m.appendText(nil)) }
