package alquerque

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestPerftGolden checks Perft and PerftPlayed from the start against
// testdata/perft.txt. The default depth keeps the test quick; set
// ALQUERQUE_PERFT_DEPTH=14 to check the whole table (about 30 s).
func TestPerftGolden(t *testing.T) {
	limit := 10
	if s := os.Getenv("ALQUERQUE_PERFT_DEPTH"); s != "" {
		var err error
		if limit, err = strconv.Atoi(s); err != nil {
			t.Fatalf("ALQUERQUE_PERFT_DEPTH=%q: %v", s, err)
		}
	}
	table := readPerftTable(t, "testdata/perft.txt")
	if len(table) < 11 {
		t.Fatalf("testdata/perft.txt has %d depths, want at least 11", len(table))
	}
	for depth := 1; depth <= min(limit, len(table)); depth++ {
		if got := Perft(Start(), depth); got != table[depth-1] {
			t.Errorf("Perft(start, %d) = %d, want %d", depth, got, table[depth-1])
		}
		if depth <= 8 {
			if got := PerftPlayed(Start(), depth); got != table[depth-1] {
				t.Errorf("PerftPlayed(start, %d) = %d, want %d", depth, got, table[depth-1])
			}
		}
	}
}

// readPerftTable reads lines "depth count", skipping blank lines and '#'
// comments; the depths must run 1, 2, 3, ….
func readPerftTable(t testing.TB, name string) []uint64 {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var counts []uint64
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Fields(text)
		if len(fields) != 2 {
			t.Fatalf("%s:%d: want \"depth count\", got %q", name, line, text)
		}
		depth, err1 := strconv.Atoi(fields[0])
		n, err2 := strconv.ParseUint(fields[1], 10, 64)
		if err1 != nil || err2 != nil || depth != len(counts)+1 {
			t.Fatalf("%s:%d: bad line %q", name, line, text)
		}
		counts = append(counts, n)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return counts
}
