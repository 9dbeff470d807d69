package standings

import (
	"fmt"
	"strconv"
	"strings"
)

// A Format says which groups of players meet.
type Format string

// The formats of a tournament.
const (
	// RoundRobin: every pairing of the players (for 2-player games), or
	// every group of as many players as the game has seats.
	RoundRobin Format = "round-robin"
	// Gauntlet: the first player against each of the others (in 4-player
	// games, the first player with each group of three others).
	Gauntlet Format = "gauntlet"
)

// A Fixture is one game of a tournament's schedule.
type Fixture struct {
	// ID names the game in the record directory: "g0012-s00003-r1", its
	// group, set-up and rotation.
	ID string `json:"id"`
	// Group is the index of the group of players that meet, Set that of
	// the set-up they play (the same for every group), Rotation which
	// seating of the group.
	Group    int `json:"group"`
	Set      int `json:"set"`
	Rotation int `json:"rotation"`
	// Seating holds, for each seat, the index of the player who sits
	// there.
	Seating []int `json:"seating"`
	// Seed is the seed of the set-up: the same in every rotation, so that
	// the luck of the set-up cancels out.
	Seed uint64 `json:"seed"`
}

// A Shard is the share of a schedule one process plays: the units (a
// group's set-up, in all its rotations) whose index modulo N is K-1.
type Shard struct{ K, N int }

// ParseShard reads "K/N", with 1 <= K <= N.
func ParseShard(s string) (Shard, error) {
	a, b, ok := strings.Cut(s, "/")
	k, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || k < 1 || k > n {
		return Shard{}, fmt.Errorf("shard %q: want K/N with 1 <= K <= N, such as 2/5", s)
	}
	return Shard{k, n}, nil
}

// String returns "K/N", or "" for the whole schedule.
func (s Shard) String() string {
	if s.N <= 1 {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.K, s.N)
}

// Groups returns the groups of players that meet, as player indices in
// the order of their first seating: for seats players among n, under
// format f.
func Groups(f Format, n, seats int) [][]int {
	var out [][]int
	var pick func(start int, group []int)
	pick = func(start int, group []int) {
		if len(group) == seats {
			out = append(out, append([]int(nil), group...))
			return
		}
		for i := start; i < n; i++ {
			pick(i+1, append(group, i))
		}
	}
	switch f {
	case Gauntlet:
		for _, rest := range Groups(RoundRobin, n-1, seats-1) {
			group := []int{0}
			for _, p := range rest {
				group = append(group, p+1)
			}
			out = append(out, group)
		}
	default:
		pick(0, nil)
	}
	return out
}

// Schedule returns the games of a tournament: for each group, each of sets
// set-ups (seeds seed, seed+1, …), played in every rotation of the group's
// seats, so that each player takes each seat once per set-up. With a shard,
// only its share.
func Schedule(f Format, players, seats, sets int, seed uint64, shard Shard) []Fixture {
	var out []Fixture
	unit := 0
	for g, group := range Groups(f, players, seats) {
		for s := range sets {
			mine := shard.N <= 1 || unit%shard.N == shard.K-1
			unit++
			if !mine {
				continue
			}
			for r := range seats {
				seating := make([]int, seats)
				for i := range seating {
					seating[i] = group[(i+r)%seats]
				}
				out = append(out, Fixture{
					ID:    fmt.Sprintf("g%04d-s%05d-r%d", g, s, r),
					Group: g, Set: s, Rotation: r,
					Seating: seating,
					Seed:    seed + uint64(s),
				})
			}
		}
	}
	return out
}
