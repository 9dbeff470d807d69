package standings

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/arena/stats"
)

// Every pairing plays each set-up in both seatings, with the same seed;
// in 4-player games every rotation of each group.
func TestSchedule(t *testing.T) {
	for _, tc := range []struct {
		name                 string
		format               Format
		players, seats, sets int
		games, groups        int
	}{
		{"round robin of 3, 2 seats", RoundRobin, 3, 2, 4, 24, 3},
		{"gauntlet of 4, 2 seats", Gauntlet, 4, 2, 2, 12, 3},
		{"round robin of 5, 4 seats", RoundRobin, 5, 4, 1, 20, 5},
		{"gauntlet of 5, 4 seats", Gauntlet, 5, 4, 1, 16, 4},
		{"two players", RoundRobin, 2, 2, 10, 20, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := Schedule(tc.format, tc.players, tc.seats, tc.sets, 100, Shard{})
			if len(s) != tc.games {
				t.Fatalf("%d games, want %d", len(s), tc.games)
			}
			if g := len(Groups(tc.format, tc.players, tc.seats)); g != tc.groups {
				t.Errorf("%d groups, want %d", g, tc.groups)
			}
			seats := map[string][]int{} // per group and set: who sat in seat 0
			for _, g := range s {
				if g.Seed != 100+uint64(g.Set) {
					t.Errorf("%s: seed %d", g.ID, g.Seed)
				}
				if tc.format == Gauntlet && !slices.Contains(g.Seating, 0) {
					t.Errorf("%s: the gauntlet's first player does not play", g.ID)
				}
				k := fmt.Sprint(g.Group, g.Set)
				seats[k] = append(seats[k], g.Seating[0])
			}
			for k, first := range seats {
				sorted := slices.Sorted(slices.Values(first))
				if len(slices.Compact(sorted)) != tc.seats {
					t.Errorf("group and set %s: seat 0 held by %v; want each player of the group once", k, first)
				}
			}
		})
	}
}

// Shards split the schedule into parts that together are the whole, and
// keep the games of a set-up together.
func TestShards(t *testing.T) {
	whole := Schedule(RoundRobin, 4, 2, 5, 1, Shard{})
	var ids []string
	for k := 1; k <= 3; k++ {
		part := Schedule(RoundRobin, 4, 2, 5, 1, Shard{k, 3})
		for i := 0; i < len(part); i += 2 {
			if part[i].Group != part[i+1].Group || part[i].Set != part[i+1].Set {
				t.Errorf("shard %d/3 splits the pair %s, %s", k, part[i].ID, part[i+1].ID)
			}
		}
		for _, g := range part {
			ids = append(ids, g.ID)
		}
	}
	var want []string
	for _, g := range whole {
		want = append(want, g.ID)
	}
	slices.Sort(ids)
	if !slices.Equal(ids, want) {
		t.Errorf("the shards' games %v, want %v", ids, want)
	}
	for _, bad := range []string{"3/2", "0/2", "1/0", "x/2", "2", ""} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q) took it", bad)
		}
	}
}

// Pairs are counted from the first player's side, seats swapped: a win
// and a loss of the same set-up is one pair scoring 1.
func TestPentanomialFromResults(t *testing.T) {
	res := func(set, first, winner int) Result {
		seating := []int{first, 1 - first}
		return Result{Fixture: Fixture{ID: fmt.Sprintf("g0000-s%05d-r%d", set, first), Set: set, Seating: seating},
			Result: games.Result{Scores: []float64{1, 0}, Winner: winner}}
	}
	results := []Result{
		res(0, 0, 0), res(0, 1, 0), // player 0 wins as seat 0, loses as seat 1: 1 point
		res(1, 0, 0), res(1, 1, 1), // player 0 wins both: 2
		res(2, 0, games.NoWinner), res(2, 1, 0), // a draw, a loss: 0.5
		res(3, 0, 0), // half a pair: not counted
	}
	want := stats.Pentanomial{0, 1, 1, 0, 1}
	if got := Meet(results, 0, 1).Pairs(); got != want {
		t.Errorf("pentanomial %v, want %v", got, want)
	}
	if got := Meet(results, 0, 1).games; got != (stats.WDL{Wins: 4, Draws: 1, Losses: 2}) {
		t.Errorf("wdl %+v", got)
	}
}

// Ranks share a tie: scores 5, 3, 3, 1 rank 1, 2.5, 2.5, 4.
func TestRank(t *testing.T) {
	r := Result{Result: games.Result{Scores: []float64{5, 3, 3, 1}}}
	for s, want := range []float64{1, 2.5, 2.5, 4} {
		if got := Rank(r.Scores, s); got != want {
			t.Errorf("rank of seat %d = %v, want %v", s, got, want)
		}
	}
}

// An index whose last line a kill cut short keeps its whole lines only.
func TestIndexCutShort(t *testing.T) {
	name := filepath.Join(t.TempDir(), "index.jsonl")
	text := `{"id":"a","seating":[0,1],"scores":[1,0],"winner":0}` + "\n" + `{"id":"b","scor`
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	done, good, err := ReadIndex(name)
	if err != nil || len(done) != 1 || good != int64(strings.Index(text, "\n")+1) {
		t.Errorf("done %v, good %d, err %v", done, good, err)
	}
}

// An index line that no game could have written is an error naming the
// line, not a table that trips over it.
func TestIndexRefusesNonsense(t *testing.T) {
	for _, line := range []string{
		`{"id":"a","seating":[0,1],"scores":[1],"winner":0}`,
		`{"id":"a","seating":[0,1],"scores":[1,0],"winner":2}`,
		`{"seating":[0,1],"scores":[1,0],"winner":0}`,
		`{"id":"a","seating":[0,-1],"scores":[1,0],"winner":0}`,
		`{"id":"a","seating":[0,1],"scores":[1,0],"winner":0,"fault":{"player":5}}`,
	} {
		name := filepath.Join(t.TempDir(), "index.jsonl")
		if err := os.WriteFile(name, []byte(line+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, _, err := ReadIndex(name); err == nil || !strings.Contains(err.Error(), "line 1") {
			t.Errorf("%s: error %v, want one naming line 1", line, err)
		}
	}
}

// A record directory refuses another tournament by naming the first field
// that differs, with both values, by the flag that sets it where one flag
// does ("-pairs 1", not "sets is 1"): seeds that only 64 bits tell apart,
// too.
func TestDescriptionDiffers(t *testing.T) {
	base := Description{Game: "alquerque", Players: []string{"a", "b"}, Format: RoundRobin, Sets: 1, Seed: 1 << 63, Options: map[string]string{}}
	with := func(change func(*Description)) Description {
		d := base
		change(&d)
		return d
	}
	for _, tc := range []struct {
		name string
		here Description
		want string
	}{
		{"alike", base, ""},
		{"sets", with(func(d *Description) { d.Sets = 2 }), "-pairs 1 there, -pairs 2 here"},
		{"seed by one", with(func(d *Description) { d.Seed++ }), "-seed 9223372036854775808 there, -seed 9223372036854775809 here"},
		{"format", with(func(d *Description) { d.Format = Gauntlet }), "-format round-robin there, -format gauntlet here"},
		{"shard", with(func(d *Description) { d.Shard = "1/2" }), "no -shard there, -shard 1/2 here"},
		{"options", with(func(d *Description) { d.Options = map[string]string{"turns": "5"} }), `the game's options: {} there, {"turns":"5"} here`},
		{"memory set here", with(func(d *Description) { d.Memory = 64 }), "no -memory there, -memory 64 here"},
		{"players", with(func(d *Description) { d.Players = []string{"a", "c"} }), `the players: ["a","b"] there, ["a","c"] here`},
		{"clock", with(func(d *Description) { d.Clock = &games.Clock{Pause: true} }), `the clock (-time, -turntime, -handshake, -pause): not set there, {"pause":true} here`},
	} {
		if got := base.Differs(tc.here); got != tc.want {
			t.Errorf("%s: Differs = %q, want %q", tc.name, got, tc.want)
		}
	}
}
