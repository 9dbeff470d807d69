package ontherun

import (
	"errors"
	"strings"
	"testing"
)

// The fuzz targets check the codecs against themselves: nothing panics,
// whatever parses is written back as the canonical text of its value,
// which parses to the same value; and the referee survives any lines.
//
//	go test ./ontherun -run='^$' -fuzz=FuzzParseMap -fuzztime=15s

func FuzzParseMap(f *testing.F) {
	f.Add(exampleText(f))
	f.Add([]byte(strings.ReplaceAll(wheelText, ";", "\n")))
	f.Add([]byte("5\nC 1-2\nC 2-3\nC 3-4\nC 4-5\nC 5-1\nEND\ntrailer"))
	f.Add([]byte("6\r\nC 1-2\r\n\r\nT  1 - 3\r\nEND\r\n"))
	f.Add([]byte("5\nC 1-2\nC 1-3\nC 1-4\nC 1-5\nC 2-3\nC 2-4\nC 2-5\nC 3-4\nC 3-5\nC 4-5\nEND"))
	f.Add([]byte(""))
	f.Add([]byte("201\nEND"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ParseMap(data)
		if err != nil {
			if m != nil {
				t.Fatal("a map returned with an error")
			}
			return
		}
		text := m.appendText(nil)
		back, err := ParseMap(text)
		if err != nil || *back != *m {
			t.Fatalf("the written map does not read back: %v\n%s", err, text)
		}
		if string(back.appendText(nil)) != string(text) {
			t.Fatal("writing the map again gave another text")
		}
		if err := m.Validate(); err == nil {
			if _, err := NewReferee(Setup{Map: m}); err != nil {
				t.Fatalf("a valid map makes no referee: %v", err)
			}
		} else if !errors.As(err, new(*mapError)) {
			t.Fatalf("Validate returned %v, which is no *mapError", err)
		}
	})
}

// fuzzLine fuzzes parse, a reader of one line of the dialogue, from
// seeds: a refused line gives the zero value; an accepted one gives a value
// that is valid and that reads back as itself from what write writes.
func fuzzLine[T comparable](f *testing.F, parse func(string) (T, error), write func(T) string, valid func(T) bool, seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		v, err := parse(line)
		if err != nil {
			if v != *new(T) {
				t.Fatalf("%+v returned with an error", v)
			}
			return
		}
		if !valid(v) {
			t.Fatalf("%q reads as %+v", line, v)
		}
		if back, err := parse(write(v)); err != nil || back != v {
			t.Fatalf("%v does not read back: %v", v, err)
		}
	})
}

func FuzzParseCity(f *testing.F) {
	fuzzLine(f, ParseCity, City.String, func(c City) bool { return c != NoCity && c <= MaxCities },
		"1", "200", "201", "0", "007", " 17\r", "", "-3", "+3", "1 2", "99999999999999999999")
}

func FuzzParseFugitiveMove(f *testing.F) {
	fuzzLine(f, parseFugitiveMove, Move.String, func(mv Move) bool {
		return mv.Transport < numTransports && mv.To != NoCity && mv.To <= MaxCities
	}, "C 17", "T 1", "P 200", "C  7\t", "c 7", "C7", "C", "X 1", "C 0", "C 201", "")
}

func FuzzParseClue(f *testing.F) {
	fuzzLine(f, ParseClue, Move.String, func(c Move) bool { return c.Transport < numTransports && c.To <= MaxCities },
		"C", "T", "P 5", "C 17", " P\r", "c", "CC", "C x", "")
}

func FuzzParseRole(f *testing.F) {
	fuzzLine(f, ParseRole, Role.line, func(r Role) bool { return r == Fugitive || r == Detectives },
		"Fugitive", "Detectives", " Fugitive\r", "fugitive", "Quit", "")
}

// FuzzReferee feeds the referee of the wheel any lines, each to whoever
// is awaited: it must not panic, must end within a line per step, and an
// ended game must share 20 points.
func FuzzReferee(f *testing.F) {
	sc, _ := idleScripts(f, wheel(f), 3)
	var all []string
	for len(sc[0])+len(sc[1]) > 0 {
		// Interleave roughly as the dialogue does; the order matters
		// little, the referee takes each line for whoever it awaits.
		if len(sc[1]) > 0 {
			n := min(4, len(sc[1]))
			all = append(all, sc[1][:n]...)
			sc[1] = sc[1][n:]
		}
		if len(sc[0]) > 0 {
			all = append(all, sc[0][0])
			sc[0] = sc[0][1:]
		}
	}
	f.Add(strings.Join(all, "\n"))
	f.Add("1\n3\n9\n10\n6\nC 7\n2\n1\n10\n11\nC 1")
	f.Add("1\n1\n")
	f.Add("")
	m := wheel(f)
	f.Fuzz(func(t *testing.T, text string) {
		ref, err := NewReferee(Setup{Map: m})
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(text, "\n")
		total := len(lines)
		for step := 0; ; step++ {
			s := ref.Next()
			if s.Done {
				res := ref.Result()
				if res.Scores[0]+res.Scores[1] != totalScore {
					t.Fatalf("scores %v", res.Scores)
				}
				return
			}
			if step > total+1 {
				t.Fatalf("the referee takes no line at step %d", step)
			}
			if len(lines) == 0 {
				ref.Fault(s.Await[0], 2)
				continue
			}
			ref.Reply(s.Await[0], lines[0])
			lines = lines[1:]
		}
	})
}

func FuzzParseSquad(f *testing.F) {
	f.Add("1", "2", "3", "4")
	f.Add(" 12", "007", "200\r", "5")
	f.Add("1", "1", "x", "")
	f.Fuzz(func(t *testing.T, a, b, c, d string) {
		q, err := parseSquad([NumDetectives]string{a, b, c, d})
		if err != nil {
			return
		}
		lines := strings.Split(q.text(), "\n")
		if len(lines) != NumDetectives {
			t.Fatalf("Text of %v has %d lines", q, len(lines))
		}
		back, err := parseSquad([NumDetectives]string(lines))
		if err != nil || back != q {
			t.Fatalf("%q reads back as %v, %v; want %v", q.text(), back, err, q)
		}
	})
}
