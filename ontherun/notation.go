package ontherun

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/contestgames/games/internal/text"
)

// QuitLine is what the jury sends both programs when the game ends
// before turn 50: a program stops when it reads it.
const QuitLine = "Quit"

// The lines that tell each program its role, its first line.
const (
	fugitiveLine   = "Fugitive"
	detectivesLine = "Detectives"
)

// Every parser here reads one line, without its line ending, and is
// lenient the way the contest's jury, reading numbers with a Pascal
// readln or a C scanf, most likely was: spaces, tabs and a carriage
// return around the line are ignored, and so are extra spaces or tabs
// between a transport letter and its city. Numbers are plain decimal
// digits, leading zeros allowed, without a sign. Transport letters are
// upper case. Anything else is an error that quotes the line and says
// what was expected.

// trim removes what the parsers ignore around a line.
func trim(line string) string { return strings.Trim(line, " \t\r") }

// quote quotes a line for an error message, cut short if it is long.
func quote(line string) string { return text.Quote(line, 40) }

// line returns the line that tells a program its role: "Fugitive" or
// "Detectives".
func (r Role) line() string {
	if r == Detectives {
		return detectivesLine
	}
	return fugitiveLine
}

// ParseRole reads the first line a program is sent: "Fugitive" or
// "Detectives".
func ParseRole(line string) (Role, error) {
	switch trim(line) {
	case fugitiveLine:
		return Fugitive, nil
	case detectivesLine:
		return Detectives, nil
	}
	return 0, errorf("role line %s: want %q or %q", quote(line), fugitiveLine, detectivesLine)
}

// ParseCity reads a line that holds a city's label alone, 1 to
// [MaxCities]: a detective's city, or the fugitive's start. Whether the
// city is on a given map is for the game to check.
func ParseCity(line string) (City, error) {
	c, err := parseCity(trim(line))
	if err != nil {
		return NoCity, errorf("city line %s: %v", quote(line), err)
	}
	return c, nil
}

func parseCity(s string) (City, error) {
	if s == "" {
		return NoCity, fmt.Errorf("no city; want a city's number, 1 to %d", MaxCities)
	}
	n := 0
	for i := range len(s) {
		ch := s[i]
		if ch < '0' || ch > '9' {
			return NoCity, fmt.Errorf("%s is not a city's number (decimal digits, 1 to %d)", quote(s), MaxCities)
		}
		if n = n*10 + int(ch-'0'); n > MaxCities {
			return NoCity, fmt.Errorf("%s is not a city: the cities are numbered 1 to at most %d", strings.Trim(quote(s), `"`), MaxCities)
		}
	}
	if n == 0 {
		return NoCity, fmt.Errorf("%s is not a city: the cities are numbered from 1", s)
	}
	return City(n), nil
}

// String writes the move in the dialogue's notation: a detectives' move
// or start (a Move with a Squad) as their four lines, detective 1's city
// first, joined by "\n" without a final one; a fugitive's move as it
// writes it, "C 17"; and a move as the detectives are told it, without
// its city, as "C". The fugitive's start is its city alone: m.To.String().
func (m Move) String() string {
	switch {
	case m.Squad != Squad{}:
		return m.Squad.text()
	case m.To == NoCity:
		return m.Transport.String()
	}
	return m.Transport.String() + " " + m.To.String()
}

// parseFugitiveMove reads the fugitive's move: a transport letter, a
// space and a city, "C 17".
func parseFugitiveMove(line string) (Move, error) {
	t, c, err := parseTransportCity(trim(line))
	if err == nil && c == NoCity {
		err = fmt.Errorf("no city after the transport; want a move such as \"%v 17\"", t)
	}
	if err != nil {
		return Move{}, errorf("fugitive's move %s: %v", quote(line), err)
	}
	return Move{Transport: t, To: c}, nil
}

// parseTransportCity reads "C" or "C 17"; the city is NoCity in the first
// case.
func parseTransportCity(s string) (Transport, City, error) {
	if s == "" {
		return 0, NoCity, fmt.Errorf("an empty line; want a transport letter C, T or P")
	}
	t, ok := transportOf(s[0])
	if !ok {
		return 0, NoCity, fmt.Errorf("%q is not a transport; want C, T or P (upper case)", s[:1])
	}
	rest := s[1:]
	if rest == "" {
		return t, NoCity, nil
	}
	if rest[0] != ' ' && rest[0] != '\t' {
		return 0, NoCity, fmt.Errorf("want a space after the transport letter %v", t)
	}
	c, err := parseCity(strings.TrimLeft(rest, " \t"))
	if err != nil {
		return 0, NoCity, err
	}
	return t, c, nil
}

// ParseClue reads what the detectives are told of the fugitive's move: a
// transport letter, "C", or on an announcement turn a transport letter, a
// space and a city, "C 17". It returns the clue as a Move: its Transport,
// and its To on an announcement turn, NoCity otherwise.
func ParseClue(line string) (Move, error) {
	t, c, err := parseTransportCity(trim(line))
	if err != nil {
		return Move{}, errorf("clue %s: %v", quote(line), err)
	}
	return Move{Transport: t, To: c}, nil
}

// text returns the four lines the detectives write and the fugitive reads,
// detective 1's city first, joined by "\n" without a final one.
func (q Squad) text() string {
	b := make([]byte, 0, 16)
	for i, c := range q {
		if i > 0 {
			b = append(b, '\n')
		}
		b = strconv.AppendInt(b, int64(c), 10)
	}
	return string(b)
}

// parseSquad reads the four lines of a detectives' move or start, one city
// a line, detective 1's first.
func parseSquad(lines [NumDetectives]string) (Squad, error) {
	var q Squad
	for i, l := range lines {
		c, err := ParseCity(l)
		if err != nil {
			return Squad{}, errorf("detective %d: %s", i+1, text.Detail(err))
		}
		q[i] = c
	}
	return q, nil
}

// errorf returns an error of this package other than a move's: a line or
// a map file it cannot read, an option it refuses. It keeps the package's
// name apart from the rest ([text.Error]), so that a message that names
// the package already, such as a referee's reason or the error of the map
// option, quotes the rest alone (text.Detail, text.Within).
func errorf(format string, args ...any) error { return text.Errorf("ontherun", format, args...) }
