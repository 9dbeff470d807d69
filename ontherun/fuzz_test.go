package ontherun

import (
	"os"
	"strings"
	"testing"
)

// The fuzz targets check the codecs against themselves: nothing panics,
// whatever parses is written back as the canonical text of its value,
// which parses to the same value; and the referee survives any lines.
//
//	go test ./ontherun -run='^$' -fuzz=FuzzParseMap -fuzztime=15s

func FuzzParseMap(f *testing.F) {
	example, err := os.ReadFile("testdata/example.txt")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(example)
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
		} else if _, ok := err.(*mapError); !ok {
			t.Fatalf("Validate returned %T, not a *mapError", err)
		}
	})
}

func FuzzParseCity(f *testing.F) {
	for _, s := range []string{"1", "200", "201", "0", "007", " 17\r", "", "-3", "+3", "1 2", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		c, err := ParseCity(line)
		if err != nil {
			if c != NoCity {
				t.Fatal("a city returned with an error")
			}
			return
		}
		if c == NoCity || c > MaxCities {
			t.Fatalf("ParseCity(%q) = %d", line, c)
		}
		if back, err := ParseCity(c.String()); err != nil || back != c {
			t.Fatalf("%v does not read back: %v", c, err)
		}
	})
}

func FuzzParseFugitiveMove(f *testing.F) {
	for _, s := range []string{"C 17", "T 1", "P 200", "C  7\t", "c 7", "C7", "C", "X 1", "C 0", "C 201", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		mv, err := ParseFugitiveMove(line)
		if err != nil {
			if mv != (FugitiveMove{}) {
				t.Fatal("a move returned with an error")
			}
			return
		}
		if mv.Transport >= numTransports || mv.To == NoCity || mv.To > MaxCities {
			t.Fatalf("ParseFugitiveMove(%q) = %+v", line, mv)
		}
		if back, err := ParseFugitiveMove(mv.String()); err != nil || back != mv {
			t.Fatalf("%v does not read back: %v", mv, err)
		}
	})
}

func FuzzParseClue(f *testing.F) {
	for _, s := range []string{"C", "T", "P 5", "C 17", " P\r", "c", "CC", "C x", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		c, err := ParseClue(line)
		if err != nil {
			if c != (Clue{}) {
				t.Fatal("a clue returned with an error")
			}
			return
		}
		if c.Transport >= numTransports || c.City > MaxCities {
			t.Fatalf("ParseClue(%q) = %+v", line, c)
		}
		if back, err := ParseClue(c.String()); err != nil || back != c {
			t.Fatalf("%v does not read back: %v", c, err)
		}
	})
}

func FuzzParseRole(f *testing.F) {
	for _, s := range []string{"Fugitive", "Detectives", " Fugitive\r", "fugitive", "Quit", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		r, err := ParseRole(line)
		if err != nil {
			return
		}
		if back, err := ParseRole(r.line()); err != nil || back != r {
			t.Fatalf("%v does not read back: %v", r, err)
		}
	})
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
		lines := strings.Split(q.Text(), "\n")
		if len(lines) != NumDetectives {
			t.Fatalf("Text of %v has %d lines", q, len(lines))
		}
		back, err := parseSquad([NumDetectives]string(lines))
		if err != nil || back != q {
			t.Fatalf("%q reads back as %v, %v; want %v", q.Text(), back, err, q)
		}
	})
}
