package ontherun

import (
	"strings"
	"testing"
)

func TestNewMapAndConnect(t *testing.T) {
	if _, err := newMap(0); err == nil {
		t.Error("newMap(0): no error")
	}
	if _, err := newMap(201); err == nil {
		t.Error("newMap(201): no error")
	}
	m, err := newMap(5)
	must(t, err)
	for _, tc := range []struct {
		t    Transport
		a, b City
		err  string
	}{
		{Car, 1, 2, ""},
		{Car, 2, 1, ""}, // the same connection again
		{Car, 1, 6, "no city 6 on a map of cities 1 to 5"},
		{Car, 0, 2, "no city 0"},
		{Train, 3, 3, "a connection joins two different cities"},
		{Transport(5), 1, 2, "is not a transport"},
	} {
		err := m.connect(tc.t, tc.a, tc.b)
		if tc.err == "" && err != nil || tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("Connect(%v, %d, %d): %v, want %q", tc.t, tc.a, tc.b, err, tc.err)
		}
	}
	if m.numConnections(Car) != 1 || !m.connected(Car, 2, 1) || m.connected(Train, 1, 2) {
		t.Error("the connection 1-2 by car is not there, both ways and by car only")
	}
	if m.Reach(1) != CitiesOf(2) || m.Neighbors(Car, 2) != CitiesOf(1) || !m.Neighbors(Transport(7), 1).empty() {
		t.Error("Reach or Neighbors")
	}
	if m.All() != CitiesOf(1, 2, 3, 4, 5) || m.has(0) || m.has(6) || !m.has(5) {
		t.Error("All or Has")
	}
}

func TestMapFileRoundTrip(t *testing.T) {
	m := exampleMap(t)
	if got, want := m.String(), string(exampleText(t)); got != want {
		t.Errorf("the example map writes as\n%s\nwant\n%s", got, want)
	}
	var conns []string
	for _, c := range m.connections(nil) {
		conns = append(conns, c.String())
	}
	if got := strings.Join(conns, ";"); got != "C 1-2;C 1-5;C 2-5;C 3-4;C 3-6;C 4-7;C 5-8;C 6-7;C 6-8;T 1-8;T 2-3;T 3-4;T 3-8;P 1-4" {
		t.Errorf("connections: %s", got)
	}
}

func TestParseMapLenience(t *testing.T) {
	m, err := ParseMap([]byte("  8\r\n\r\nC 2-1\nC   1 - 5 \n\tC 2-5\r\nC 3-4\nC 3-6\nC 4-7\nC 5-8\nC 6-7\nC 6-8\nC 6-8\nT 1-8\nT 2-3\nT 3-4\nT 3-8\nP 1-4\n END \nanything"))
	must(t, err)
	if *m != *exampleMap(t) {
		t.Error("the lenient spelling of the example map reads as another map")
	}
}

func TestParseMapErrors(t *testing.T) {
	for _, tc := range []struct{ text, err string }{
		{"", "map: empty"},
		{"\n\n", "map: empty"},
		{"x\nEND", `line 1 "x": want the number of cities first: "x" is not a decimal number`},
		{"5\nC 1-2", `no "END" line after the connections (the file has 2 lines)`},
		{"5\nc 1-2\nEND", `line 2 "c 1-2": want a connection such as "C 1-2" (transport C, T or P, upper case) or "END"`},
		{"5\nC1-2\nEND", `line 2 "C1-2": want a space after the transport letter 'C'`},
		{"5\nC 1 2\nEND", `want two cities joined by '-'`},
		{"5\nC 1-x\nEND", `the second city: "x" is not a decimal number`},
		{"5\nC -2\nEND", `the first city: no number`},
		{"5\nC 1-2-3\nEND", `the second city: "2-3" is not a decimal number`},
		{"5\nC 1-1234567890\nEND", `is too long a number`},
		{"5\nEND x\n", `line 2 "END x"`},
	} {
		m, err := ParseMap([]byte(tc.text))
		if err == nil || m != nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("ParseMap(%q): %v, want an error saying %q", tc.text, err, tc.err)
		}
	}
}

func TestGenerateRefusesBadSizes(t *testing.T) {
	for _, n := range []int{-1, 0, 4, 201} {
		if _, err := Generate(nil, n); err == nil || !strings.Contains(err.Error(), "want 5 to 200") {
			t.Errorf("Generate(%d): %v", n, err)
		}
	}
}
