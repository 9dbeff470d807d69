package bots

import "testing"

func TestIsqrt(t *testing.T) {
	for _, c := range []struct {
		n, root int
		ok      bool
	}{{0, 0, true}, {1, 1, true}, {2, 1, false}, {288, 16, false}, {289, 17, true}, {2304, 48, true}, {-1, 0, false}} {
		if root, ok := isqrt(c.n); root != c.root || ok != c.ok {
			t.Errorf("isqrt(%d) = %d, %v; want %d, %v", c.n, root, ok, c.root, c.ok)
		}
	}
}

// The mirror's chances: with no belief of the bot yet, the opponent
// takes every square at the distance alike, so that the chance of each
// square is the bot's certainty of where the opponent stands over the
// squares of the maze at that distance, and the opponent's own square is
// safe.
func TestMirrorSeen(t *testing.T) {
	b := NewRival(plannerBeam, 0, 3)
	midgame(t, b, 40)
	hx, hy, _ := b.m.Here()
	// The bot is sure the opponent stands two squares to its right.
	from := index(hx+2, hy)
	b.nBelief, b.beliefSquares[0] = 1, int16(from)
	b.belief[from] = 0.8
	w := &mirror{from: -1}
	w.prepare(b, hx, hy)
	if w.from != from || w.sure != 0.8 {
		t.Fatalf("prepare: opponent on %d (chance %v); want %d (0.8)", w.from, w.sure, from)
	}
	if got := w.seen(b, from); got != 0 {
		t.Errorf("seen(opponent's square) = %v; want 0", got)
	}
	fx, fy := hx+2, hy
	for _, d := range [][2]int{{0, 0}, {-1, 0}, {3, 4}, {0, 5}} {
		x, y := hx+d[0], hy+d[1]
		if !b.m.Inside(x, y) {
			continue
		}
		d2 := (x-fx)*(x-fx) + (y-fy)*(y-fy)
		ring := 0
		for ry := -half; ry <= half; ry++ {
			for rx := -half; rx <= half; rx++ {
				if (rx-fx)*(rx-fx)+(ry-fy)*(ry-fy) == d2 && b.m.Inside(rx, ry) {
					ring++
				}
			}
		}
		want := 0.8 / float32(ring)
		if got := w.seen(b, index(x, y)); got < want*0.999 || got > want*1.001 {
			t.Errorf("seen(%d, %d) = %v; want 0.8 over the %d squares at squared distance %d, %v", x, y, got, ring, d2, want)
		}
	}
}
