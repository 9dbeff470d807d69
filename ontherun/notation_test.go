package ontherun

import (
	"fmt"
	"strings"
	"testing"
)

func TestParseCity(t *testing.T) {
	for line, want := range map[string]City{"1": 1, "200": 200, " 17\r": 17, "\t007": 7} {
		if c, err := ParseCity(line); err != nil || c != want {
			t.Errorf("ParseCity(%q) = %v, %v; want %v", line, c, err, want)
		}
	}
	for line, want := range map[string]string{
		"":                        "no city; want a city's number, 1 to 200",
		"0":                       "0 is not a city: the cities are numbered from 1",
		"201":                     "201 is not a city: the cities are numbered 1 to at most 200",
		"99999999999999999999999": "is not a city",
		"-3":                      `"-3" is not a city's number`,
		"+3":                      `"+3" is not a city's number`,
		"1 2":                     `"1 2" is not a city's number`,
		"C 1":                     "is not a city's number",
	} {
		if _, err := ParseCity(line); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseCity(%q): error %v, want one saying %q", line, err, want)
		}
	}
	// The error quotes the line, cut short.
	_, err := ParseCity(strings.Repeat("x", 1000))
	if err == nil || len(err.Error()) > 200 {
		t.Errorf("a long line: %v", err)
	}
}

func TestParseFugitiveMoveAndClue(t *testing.T) {
	for _, tc := range []struct {
		line       string
		move, clue string // the canonical texts, or "" for an error
	}{
		{"C 17", "C 17", "C 17"},
		{"T 1", "T 1", "T 1"},
		{"P 200", "P 200", "P 200"},
		{" C  17 \r", "C 17", "C 17"},
		{"C\t5", "C 5", "C 5"},
		{"C", "", "C"},
		{"P", "", "P"},
		{"c 17", "", ""},
		{"C17", "", ""},
		{"X 1", "", ""},
		{"C 0", "", ""},
		{"C 201", "", ""},
		{"C 1 2", "", ""},
		{"", "", ""},
	} {
		mv, err := parseFugitiveMove(tc.line)
		if got := ""; err == nil {
			got = mv.String()
			if got != tc.move {
				t.Errorf("parseFugitiveMove(%q) = %q, want %q", tc.line, got, tc.move)
			}
		} else if tc.move != "" {
			t.Errorf("parseFugitiveMove(%q): %v", tc.line, err)
		}
		c, err := ParseClue(tc.line)
		if err == nil {
			if c.String() != tc.clue {
				t.Errorf("ParseClue(%q) = %q, want %q", tc.line, c, tc.clue)
			}
		} else if tc.clue != "" {
			t.Errorf("ParseClue(%q): %v", tc.line, err)
		}
	}
	_, err := parseFugitiveMove("C")
	if err == nil || !strings.Contains(err.Error(), `fugitive's move "C": no city after the transport; want a move such as "C 17"`) {
		t.Errorf("parseFugitiveMove(\"C\"): %v", err)
	}
}

func TestParseRoleAndSquad(t *testing.T) {
	for line, want := range map[string]Role{"Fugitive": Fugitive, "Detectives": Detectives, " Detectives\r": Detectives} {
		if r, err := ParseRole(line); err != nil || r != want || ParseRoleLine(t, r) != r.line() {
			t.Errorf("ParseRole(%q) = %v, %v", line, r, err)
		}
	}
	for _, line := range []string{"fugitive", "Detective", "Quit", ""} {
		if _, err := ParseRole(line); err == nil {
			t.Errorf("ParseRole(%q): no error", line)
		}
	}
	q, err := parseSquad([4]string{"1", "3", " 9", "10\r"})
	if err != nil || q != (Squad{1, 3, 9, 10}) || q.text() != "1\n3\n9\n10" || fmt.Sprint(q) != "[1 3 9 10]" {
		t.Errorf("parseSquad: %v, %v", q, err)
	}
	if _, err := parseSquad([4]string{"1", "3", "x", "10"}); err == nil || !strings.Contains(err.Error(), "detective 3: ") {
		t.Errorf("parseSquad with a bad third line: %v", err)
	}
}

// ParseRoleLine returns the role's line, for the round trip.
func ParseRoleLine(t *testing.T, r Role) string {
	t.Helper()
	back, err := ParseRole(r.line())
	if err != nil || back != r {
		t.Errorf("%v does not read back", r)
	}
	return r.line()
}
