package standings

import (
	"math"
	"os"
	"path/filepath"
	"testing"
)

// ParseShard reads any text without panicking, and what it takes prints
// back as it was read.
func FuzzParseShard(f *testing.F) {
	for _, s := range []string{"1/1", "2/5", "3/2", "0/1", "x", "1/", "/3", "-1/2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sh, err := ParseShard(s)
		if err != nil {
			return
		}
		if sh.K < 1 || sh.K > sh.N {
			t.Fatalf("ParseShard(%q) = %+v", s, sh)
		}
		if again, err := ParseShard(sh.String()); sh.N > 1 && (err != nil || again != sh) {
			t.Fatalf("ParseShard(%q) = %+v, printed %q, read back %+v, %v", s, sh, sh.String(), again, err)
		}
	})
}

// An index file, which a kill may have cut anywhere or a disk may have
// spoiled, is read without panicking: its good part is a prefix of it.
func FuzzReadIndex(f *testing.F) {
	f.Add([]byte(`{"id":"g0000-s00000-r0","seating":[0,1],"scores":[12,0],"winner":0,"reason":"x","fault":null}` + "\n"))
	f.Add([]byte(`{"id":"a"}` + "\n" + `{"id":"b","sc`))
	f.Add([]byte("\n\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		name := filepath.Join(t.TempDir(), "index.jsonl")
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
		done, good, err := ReadIndex(name)
		if err != nil {
			return
		}
		if good < 0 || good > int64(len(data)) || (good > 0 && data[good-1] != '\n') {
			t.Fatalf("good part %d of %d bytes", good, len(data))
		}
		_ = done
	})
}

// A command line, outside input, always gives a valid name (MakeName
// keeps what ValidName takes), and the same command listed twice two
// different names.
func FuzzNames(f *testing.F) {
	for _, s := range []string{"./bot -x", "./bots/new -depth 3", "builtin:search", "DEPTH=2 /usr/bin/old", "'./my bot'", "#!", "=x", ".a", "é", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if n := MakeName(s); !ValidName(n) {
			t.Fatalf("MakeName(%q) = %q, not a valid name", s, n)
		}
		if err := CheckNames(Names(nil, []string{s, s})); err != nil {
			t.Fatalf("%q twice: %v", s, err)
		}
	})
}

// A report's number, read from JSON that another program may have
// written, is read without panicking, and what it takes writes back as
// JSON that reads as the same number.
func FuzzNumber(f *testing.F) {
	for _, s := range []string{`1.5`, `-0`, `1e308`, `"NaN"`, `"+Inf"`, `"-Inf"`, `"Infinity"`, `"1"`, `null`, `[1]`, `1e999`, `"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var n Number
		if n.UnmarshalJSON(data) != nil {
			return
		}
		out, err := n.MarshalJSON()
		if err != nil {
			t.Fatalf("%s read as %v, which does not write: %v", data, n, err)
		}
		var back Number
		if err := back.UnmarshalJSON(out); err != nil || back != n && !(math.IsNaN(float64(n)) && math.IsNaN(float64(back))) {
			t.Fatalf("%s read as %v, written %s, read back as %v, %v", data, n, out, back, err)
		}
	})
}

// A tournament's description, a file a person may have edited, is read
// without panicking, and one that reads names every player: its names
// are as many as its players when it has them, and made from the
// players' commands when it has none.
func FuzzReadDescription(f *testing.F) {
	f.Add([]byte(`{"game":"alquerque","players":["./a","builtin:random"],"format":"round-robin","sets":1,"seed":3,"options":{},"memory":64}`))
	f.Add([]byte(`{"game":"g","players":["x"],"names":["x"],"memory_bytes":1000,"sandbox":{"processes":2}}`))
	f.Add([]byte(`{"players":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, DescriptionFile), data, 0o644); err != nil {
			t.Fatal(err)
		}
		d, err := ReadDescription(dir)
		if err != nil {
			return
		}
		if d.Names == nil && len(d.Players) > 0 {
			t.Fatalf("players %q read with no names", d.Players)
		}
	})
}
