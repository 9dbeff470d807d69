package amazes

import (
	"errors"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The fuzz targets check the codecs against themselves: nothing panics,
// and whatever parses is written back as the canonical text of its value,
// which parses to the same value.
//
//	go test -run='^$' -fuzz=FuzzParseMaze -fuzztime=20s ./amazes

// fuzzStrings fuzzes check with the seeds as the first inputs: the shape
// of every target below that reads a line of text.
func fuzzStrings(f *testing.F, seeds []string, check func(t *testing.T, s string)) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(check)
}

func FuzzParseMaze(f *testing.F) {
	// Two sample mazes and a recorded game's setup, each also as written
	// back and cut in half.
	for _, name := range []string{"mazes/maze01.txt", "mazes/maze05.txt", "games/g01/maze.txt"} {
		data := readFile(f, filepath.Join("testdata", filepath.FromSlash(name)))
		f.Add(data)
		m, _ := ParseMaze(data)
		f.Add(m.appendText(nil))
		f.Add(data[:len(data)/2])
	}
	f.Add([]byte(""))
	f.Add([]byte("\n\n\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, parse := range []func([]byte) (Maze, error){
			ParseMaze,
			func(b []byte) (Maze, error) { s, err := ParseSetup(b); return s.Maze, err },
		} {
			m, err := parse(data)
			if err != nil {
				if m != (Maze{}) {
					t.Fatal("a maze returned with an error")
				}
				continue
			}
			for _, text := range []string{string(m.appendText(nil)), m.art()} {
				back, err := ParseMaze([]byte(text))
				if err != nil || back != m {
					t.Fatalf("written maze does not read back: %v\n%s", err, text)
				}
			}
			_ = m.validate() // must not panic
		}
		if s, err := ParseSetup(data); err == nil {
			back, err := ParseSetup([]byte(s.String()))
			if err != nil || back != s {
				t.Fatalf("written setup does not read back: %v", err)
			}
			if s.validate() == nil {
				if _, err := NewState(s); err != nil {
					t.Fatalf("a valid setup makes no state: %v", err)
				}
			}
		}
	})
}

func FuzzParseSightLine(f *testing.F) {
	fuzzStrings(f, []string{"W", "BRNBLW", "LLBNW", "", "B", "WW", "BXW", strings.Repeat("N", 24) + "W", strings.Repeat("N", 25) + "W"}, func(t *testing.T, s string) {
		l, err := parseSightLine(s)
		if err != nil {
			return
		}
		if l.string() != s || l.Len() > maxSight || l.Len() != len(s)-1 {
			t.Fatalf("ParseSightLine(%q) = %q with %d squares", s, l.string(), l.Len())
		}
	})
}

func FuzzParseTurn(f *testing.F) {
	fuzzStrings(f, []string{"F", "TFFR", "", "FFX", "F F", "FR\r", strings.Repeat("L", 256), strings.Repeat("L", 257)}, func(t *testing.T, s string) {
		tn, err := ParseTurn(s)
		if err != nil {
			var te *MoveError
			if !errors.As(err, &te) || te.Move != s || tn != (Turn{}) {
				t.Fatalf("ParseTurn(%q): %v", s, err)
			}
			if te.Rule == RuleBadCharacter && strings.IndexByte("FLRT", s[te.Index]) >= 0 {
				t.Fatalf("ParseTurn(%q): character %d reported illegal", s, te.Index)
			}
			_ = err.Error()
			return
		}
		if tn.String() != s || tn.Len() < 1 || tn.Len() > MaxLetters {
			t.Fatalf("ParseTurn(%q) = %q", s, tn.String())
		}
	})
}

func FuzzParseView(f *testing.F) {
	fuzzStrings(f, []string{"BRNBLW\nW\nNW\nW\n298", "W\nW\nW\nW\n0", "W\nW\nW\nW\n1152\n", "W\nW\nW\nW", "Start\nW\nW\nW\nW\n5"}, func(t *testing.T, s string) {
		v, err := ParseView(s)
		if err != nil {
			return
		}
		if v.String() != strings.TrimSuffix(s, "\n") {
			t.Fatalf("ParseView(%q).String() = %q", s, v.String())
		}
		// Whatever a bot reads, its map must take it without panicking.
		var m Map
		_ = m.Look(v)
		tn, _ := ParseTurn("FLFRFTF")
		m.Walk(tn)
		_ = m.Look(v)
	})
}

func FuzzParsePose(f *testing.F) {
	fuzzStrings(f, []string{"18 5 E", "1 1 N", "25 25 W", " 3  4 S ", "0 1 N", "26 1 N", "1 1 X", "1 1", "1 1 N N", "+1 01 E"}, func(t *testing.T, s string) {
		p, err := parsePose(s)
		if err != nil {
			if p != (Pose{}) || !strings.HasPrefix(err.Error(), "amazes: pose ") || len(err.Error()) > 1000 {
				t.Fatalf("ParsePose(%q) = %v, %v", s, p, err)
			}
			return
		}
		if !p.Square.valid() || p.Facing > West {
			t.Fatalf("ParsePose(%q) = %+v, not a pose in the maze", s, p)
		}
		if back, err := parsePose(p.String()); err != nil || back != p {
			t.Fatalf("ParsePose(%q) = %v, which reads back as %v, %v", s, p, back, err)
		}
	})
}

// FuzzParseDistance checks the reader of a view's fifth line, which
// ParseView and the bots use.
func FuzzParseDistance(f *testing.F) {
	fuzzStrings(f, []string{"0", "298", "1152", "1153", "-1", "01", "+5", " 5", "", "x"}, func(t *testing.T, s string) {
		n, err := parseDistance(s)
		if err != nil {
			if n != 0 || len(err.Error()) > 400 {
				t.Fatalf("parseDistance(%q) = %d, %v", s, n, err)
			}
			return
		}
		if n < 0 || n > maxDistance2 || strconv.Itoa(n) != s {
			t.Fatalf("parseDistance(%q) = %d", s, n)
		}
		if v, err := ParseView("W\nW\nW\nW\n" + s); err != nil || v.Distance2 != n {
			t.Fatalf("ParseView with distance %q: %v, %v", s, v.Distance2, err)
		}
	})
}
