package ontherun

import (
	"bytes"
	"errors"
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
		var err error
		switch {
		case len(line) == 0:
			continue
		case m == nil:
			m, err = parseCityCount(line)
		case string(line) == endLine:
			return m, nil
		default:
			err = m.parseConnection(line)
		}
		if err != nil {
			return nil, errorf("map line %d %q: %v", lineNo, clip(line), err)
		}
	}
	if m == nil {
		return nil, errorf("map: empty; want the number of cities, the connections and %q", endLine)
	}
	return nil, errorf("map: no %q line after the connections (the file has %d lines)", endLine, lineNo)
}

// parseCityCount reads a map file's first line, the number of cities, and
// returns the map of that many cities without connections.
func parseCityCount(line []byte) (*Map, error) {
	n, err := parseNumber(line)
	if err != nil {
		return nil, fmt.Errorf("want the number of cities first: %v", err)
	}
	if n < 1 || n > MaxCities {
		return nil, fmt.Errorf("%d cities; want 1 to %d", n, MaxCities)
	}
	m, _ := newMap(n)
	return m, nil
}

// parseConnection reads a connection line, such as "C 1-2", into m.
func (m *Map) parseConnection(line []byte) error {
	t, ok := transportOf(line[0])
	if !ok {
		return fmt.Errorf("want a connection such as \"C 1-2\" (transport C, T or P, upper case) or %q", endLine)
	}
	rest := line[1:]
	if len(rest) == 0 || rest[0] != ' ' && rest[0] != '\t' {
		return fmt.Errorf("want a space after the transport letter %q", line[0])
	}
	as, bs, found := bytes.Cut(rest, []byte{'-'})
	if !found {
		return fmt.Errorf("want two cities joined by '-', such as \"%c 1-2\"", line[0])
	}
	var ends [2]City
	for i, s := range [2][]byte{as, bs} {
		n, err := parseNumber(bytes.Trim(s, " \t"))
		if err != nil {
			return fmt.Errorf("the %s city: %v", [2]string{"first", "second"}[i], err)
		}
		if n < 1 || n > int(m.n) {
			return fmt.Errorf("no city %d on a map of cities 1 to %d", n, m.n)
		}
		ends[i] = City(n)
	}
	if ends[0] == ends[1] {
		return errors.New("a connection joins two different cities")
	}
	_ = m.connect(t, ends[0], ends[1]) // cannot fail: checked above
	return nil
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
