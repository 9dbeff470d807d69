package alquerque

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The C reference: testdata/perft.c is a plain bitboard perft of the same
// rules, built with the system's cc where there is one. It is the yardstick
// for the Go perft's speed (BenchmarkPerftC beside BenchmarkPerft), and its
// counts must match the golden table like the Go ones.

// buildPerftC compiles testdata/perft.c with cc -O2 into a temporary
// directory, or skips the test when no C compiler is installed.
func buildPerftC(tb testing.TB) string {
	tb.Helper()
	cc, err := exec.LookPath("cc")
	if err != nil {
		tb.Skip("no C compiler (cc) on this machine: the C reference perft is not built")
	}
	bin := filepath.Join(tb.TempDir(), "perft")
	out, err := exec.Command(cc, "-O2", "-o", bin, "testdata/perft.c").CombinedOutput()
	if err != nil {
		tb.Fatalf("cc -O2 testdata/perft.c: %v\n%s", err, out)
	}
	return bin
}

// runPerftC runs the C perft to depth and returns its count and the
// nanoseconds it measured itself (process start-up left out).
func runPerftC(tb testing.TB, bin string, depth int) (leaves, ns uint64) {
	tb.Helper()
	out, err := exec.Command(bin, fmt.Sprint(depth)).Output()
	if err != nil {
		tb.Fatalf("%s %d: %v", bin, depth, err)
	}
	var d int
	if _, err := fmt.Sscan(strings.TrimSpace(string(out)), &d, &leaves, &ns); err != nil || d != depth {
		tb.Fatalf("%s %d: want \"DEPTH LEAVES NANOSECONDS\", got %q (%v)", bin, depth, out, err)
	}
	return leaves, ns
}

// TestPerftCGolden checks that the C reference counts what the golden table
// says, so that its speed is the speed of the same work.
func TestPerftCGolden(t *testing.T) {
	bin := buildPerftC(t)
	table := readPerftTable(t, "testdata/perft.txt")
	for depth := 1; depth <= 10; depth++ {
		if got, _ := runPerftC(t, bin, depth); got != table[depth-1] {
			t.Errorf("C perft(start, %d) = %d, want %d", depth, got, table[depth-1])
		}
	}
}

// BenchmarkPerftC runs the C reference at perftBenchDepth and reports its
// leaves/s as it timed them, to set beside BenchmarkPerft's.
func BenchmarkPerftC(b *testing.B) {
	bin := buildPerftC(b)
	want := readPerftTable(b, "testdata/perft.txt")[perftBenchDepth-1]
	var leaves, ns uint64
	for b.Loop() {
		n, t := runPerftC(b, bin, perftBenchDepth)
		if n != want {
			b.Fatalf("C perft(start, %d) = %d, want %d", perftBenchDepth, n, want)
		}
		leaves, ns = leaves+n, ns+t
	}
	b.ReportMetric(float64(leaves)/(float64(ns)/1e9), "leaves/s")
}
