package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tableDir writes a tournament directory of about n synthetic Alquerque
// games (four players, round robin in game pairs, each game's digest in
// the index, no records) and returns it.
func tableDir(tb testing.TB, n int) string {
	dir := tb.TempDir()
	players := []string{"builtin:search", "builtin:random", "builtin:pvs", "./bot -x"}
	groups := [][2]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}
	sets := (n + 2*len(groups) - 1) / (2 * len(groups))
	desc := map[string]any{"game": "alquerque", "players": players, "names": []string{"search", "random", "pvs", "bot"},
		"format": "round-robin", "sets": sets, "seed": 1, "options": map[string]string{}}
	data, _ := json.Marshal(desc)
	if err := os.WriteFile(filepath.Join(dir, "tournament.json"), data, 0o644); err != nil {
		tb.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "records"), 0o755); err != nil {
		tb.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	var index strings.Builder
	for g, pair := range groups {
		for s := range sets {
			for rot := range 2 {
				seating := []int{pair[rot], pair[1-rot]}
				winner := r.IntN(3) - 1 // -1 a tie
				scores := []float64{6, 5}
				if winner >= 0 {
					scores = []float64{0, 0}
					scores[winner] = 12
				}
				fmt.Fprintf(&index, `{"id":"g%04d-s%05d-r%d","group":%d,"set":%d,"rotation":%d,"seating":[%d,%d],"seed":%d,"scores":[%g,%g],"winner":%d,"reason":"synthetic","fault":null,"digest":"%016x"}`+"\n",
					g, s, rot, g, s, rot, seating[0], seating[1], 1+s, scores[0], scores[1], winner, r.Uint64())
			}
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "index.jsonl"), []byte(index.String()), 0o644); err != nil {
		tb.Fatal(err)
	}
	return dir
}

// BenchmarkTableJSON is "referee table -json" of a directory of 10,008
// games (four players, 834 game pairs a pairing).
func BenchmarkTableJSON(b *testing.B) {
	dir := tableDir(b, 10000)
	for b.Loop() {
		if err := run(context.Background(), builtinGames(), []string{"table", "-json", dir}, io.Discard, io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

// "referee table -json" of a 10,000-game directory counts every game.
// How long it takes is BenchmarkTableJSON's to say: a time limit here
// failed on a machine busy with other tests (4.4 s against 0.3 s alone).
func TestTableJSONOfTenThousandGames(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("a directory of 10,000 games")
	}
	dir := tableDir(t, 10000)
	var out strings.Builder
	if err := run(context.Background(), builtinGames(), []string{"table", "-json", dir}, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `"games": 10008,`) || !strings.Contains(out.String(), `"distinct": 10008,`) {
		t.Errorf("report:\n%.400s", out.String())
	}
}
