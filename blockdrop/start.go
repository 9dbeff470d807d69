package blockdrop

import (
	"math/rand/v2"

	"github.com/contestgames/games/internal/text"
)

// A Pose is a player's square and facing at the start of a game.
type Pose struct {
	X, Y   int // column and row, 0..17
	Facing Dir
}

// A Placement is where the four players start, players 0..3 in order. Its
// text, read by [ParsePlacement] and written by [Placement.String], is the
// form of the published games: "x,y,D" per player, separated by spaces, as
// in "0,14,D 14,17,L 14,10,U 2,5,R".
type Placement [NumPlayers]Pose

// check reports whether the placement is one the game can start from:
// every square on the board, every facing one of the four, and every two
// players at least [MinDistance] apart (so on distinct squares). The
// error names the first player at fault.
func (pl *Placement) check() error {
	for p, a := range pl {
		if a.X < 0 || a.X >= Size || a.Y < 0 || a.Y >= Size {
			return text.Errorf("blockdrop", "placement: player %d at (%d, %d) is off the 18x18 board", p, a.X, a.Y)
		}
		if a.Facing > Left {
			return text.Errorf("blockdrop", "placement: player %d faces %v, not U, R, D or L", p, a.Facing)
		}
		for q, b := range pl[:p] {
			if d := Distance(a.X, a.Y, b.X, b.Y); d < MinDistance {
				return text.Errorf("blockdrop", "placement: players %d (%d,%d) and %d (%d,%d) are %d apart; want at least %d",
					q, b.X, b.Y, p, a.X, a.Y, d, MinDistance)
			}
		}
	}
	return nil
}

// RandomPlacement draws a placement from r: each player in turn on a
// square drawn uniformly from those at least [MinDistance] from the
// players already placed (x, then y, drawn again until they fit), with a
// facing drawn uniformly. The official engine's placement depended on the
// iteration order of a Java hash set and cannot be reproduced; this
// generator is the package's own, and the same r gives the same
// placement.
func RandomPlacement(r *rand.Rand) Placement { return place(r.IntN) }

// seededPlacement draws a placement from a PCG generator seeded with seed
// and 2015, each number in [0, n) taken as the top 32 bits of the
// generator's next output times n, over 2³². It must not change: records
// and tests name their placements by seed.
func seededPlacement(seed uint64) Placement {
	g := rand.NewPCG(seed, 2015)
	return place(func(n int) int { return int((g.Uint64() >> 32) * uint64(n) >> 32) })
}

// place draws a placement with intN, which returns a number in [0, n).
func place(intN func(n int) int) Placement {
	var pl Placement
	for p := range pl {
		x, y := intN(Size), intN(Size)
		for !farFrom(pl[:p], x, y) {
			x, y = intN(Size), intN(Size)
		}
		pl[p] = Pose{X: x, Y: y, Facing: Dir(intN(4))}
	}
	return pl
}

// farFrom reports whether (x, y) is at least MinDistance from every pose.
func farFrom(poses []Pose, x, y int) bool {
	for _, b := range poses {
		if Distance(x, y, b.X, b.Y) < MinDistance {
			return false
		}
	}
	return true
}
