package amazes

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The fuzz targets check the codecs against themselves: nothing panics,
// and whatever parses is written back as the canonical text of its value,
// which parses to the same value.
//
//	go test -run='^$' -fuzz=FuzzParseMaze -fuzztime=20s ./amazes

func FuzzParseMaze(f *testing.F) {
	for _, name := range []string{"maze01.txt", "maze05.txt"} {
		data, err := os.ReadFile(filepath.Join("testdata", "mazes", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		m, _ := ParseMaze(data)
		f.Add(m.AppendText(nil))
		f.Add(data[:len(data)/2])
	}
	data, err := os.ReadFile(filepath.Join("testdata", "games", "g01", "maze.txt"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
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
			for _, text := range []string{m.String(), m.Art()} {
				back, err := ParseMaze([]byte(text))
				if err != nil || back != m {
					t.Fatalf("written maze does not read back: %v\n%s", err, text)
				}
			}
			_ = m.Validate() // must not panic
		}
		if s, err := ParseSetup(data); err == nil {
			back, err := ParseSetup([]byte(s.String()))
			if err != nil || back != s {
				t.Fatalf("written setup does not read back: %v", err)
			}
			if s.Validate() == nil {
				if _, err := NewState(s); err != nil {
					t.Fatalf("a valid setup makes no state: %v", err)
				}
			}
		}
	})
}

func FuzzParseSightLine(f *testing.F) {
	for _, s := range []string{"W", "BRNBLW", "LLBNW", "", "B", "WW", "BXW", strings.Repeat("N", 24) + "W", strings.Repeat("N", 25) + "W"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l, err := ParseSightLine(s)
		if err != nil {
			return
		}
		if l.String() != s || l.Len() > MaxSight || l.Len() != len(s)-1 {
			t.Fatalf("ParseSightLine(%q) = %q with %d squares", s, l.String(), l.Len())
		}
	})
}

func FuzzParseTurn(f *testing.F) {
	for _, s := range []string{"F", "TFFR", "", "FFX", "F F", "FR\r", strings.Repeat("L", 256), strings.Repeat("L", 257)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tn, err := ParseTurn(s)
		if err != nil {
			var te *TurnError
			if !errors.As(err, &te) || te.Line != s || tn != (Turn{}) {
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
	for _, s := range []string{"BRNBLW\nW\nNW\nW\n298", "W\nW\nW\nW\n0", "W\nW\nW\nW\n1152\n", "W\nW\nW\nW", "Start\nW\nW\nW\nW\n5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
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
