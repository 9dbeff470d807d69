package amazes

import (
	"fmt"
	"strconv"

	games "github.com/contestgames/games"
)

// newDrawing returns what a replay page draws of a match of Amazes, for
// [Game]. Its Match is the maze; its Frame, the explorers, the squares
// discovered and what each player knows, with the facts:
//
//   - "red", "blue": where each stands and faces, as in "r14c3N";
//   - "turn": the turns played so far, both players together, 0 to 300;
//   - "points": the running points, Red's and Blue's, comma-separated, as
//     in "57,41" or "3707,-534" ([State.pointsOf]; they may be negative);
//   - "squares": the squares each has discovered, as in "120,98".
//
// The frame's scores are the running points during play and [State.Score]
// once the game is over; its score note says which, and at the end how
// the points became the score (doubled, set to 0, capped at 1000, raised
// to 0).
//
// A referee does not remember where the players walked, so the pictures
// of a match do: they keep the squares each player stood on after each
// step and who discovered each square first. They must therefore be taken
// before the first step and after every step, as package view does; a
// frame missed leaves a gap in the trails.
func newDrawing() games.Drawing {
	return games.Drawing{
		Match: func(r games.Referee) any { return viewMatch(r.(*Referee)) },
		Frames: func(gr games.Referee) func() games.Frame {
			r, h := gr.(*Referee), &history{played: -1}
			return func() games.Frame { return h.frame(r) }
		},
	}
}

// A mazeDraw is the maze, for the page: Walls has a character per cell of
// a 26 by 26 grid, row by row, whose digit holds the wall north of the
// cell (1) and the wall west of it (2); the 26th row and column carry the
// outer walls south and east of the maze.
type mazeDraw struct {
	Size  int    `json:"size"`
	Walls string `json:"walls"`
}

// viewMatch returns the maze the game is played in.
func viewMatch(r *Referee) mazeDraw {
	m := r.setup.Maze
	return mazeDraw{Size: Size, Walls: string(gridOf(func(h bool, line, bit int) byte {
		if (h && m.walls.h[line]>>bit&1 != 0) || (!h && m.walls.v[bit]>>line&1 != 0) {
			return 1
		}
		return 0
	}, func(int, int) byte { return 0 }, 2))}
}

// gridOf returns the 26 by 26 grid of characters that the page reads for
// walls and knowledge: each cell's character is a digit or letter of the
// number edge(north)*base^0 + edge(west)*base + square(row, col)*base^2,
// where edge gives the state of an edge (in sideLine's terms) and square
// that of a square; the cells of the 26th row and column have only their
// north or west edge.
func gridOf(edge func(horizontal bool, line, bit int) byte, square func(row, col int) byte, base byte) []byte {
	const digits = "0123456789ABCDEFGHIJKLMNOPQ"
	g := make([]byte, 0, (Size+1)*(Size+1))
	for r := range Size + 1 {
		for c := range Size + 1 {
			var v byte
			if c < Size {
				v += edge(true, r, c)
			}
			if r < Size {
				v += edge(false, c, r) * base
			}
			if r < Size && c < Size {
				v += square(r, c) * base * base
			}
			g = append(g, digits[v])
		}
	}
	return g
}

// A frameDraw is one frame for the page.
type frameDraw struct {
	// Pos is each player's row, column (from 0) and facing (0 north to 3
	// west).
	Pos [2][3]int `json:"pos"`
	// Squares has a character per square, row by row: '.' undiscovered,
	// 'r' or 'b' discovered by Red or Blue alone, 'R' or 'B' by both,
	// Red or Blue first, '*' by both in an order Frame did not see.
	Squares string `json:"squares"`
	// Trail lists the squares (row*25+col) each player stood on after
	// each step, in order, its start first, a square not repeated while
	// the player stays on it.
	Trail [2][]int `json:"trail"`
	// Know is what each player knows, as gridOf writes it with base 3:
	// edges 0 unknown, 1 wall, 2 opening; squares 0 unknown, 1
	// discovered, 2 a known dead end. It is the knowledge the jury
	// credits, which is the player's own [Map] in the maze's frame (less
	// the openings it walked through, which credit nothing).
	Know [2]string `json:"know"`
	// Out marks a disqualified player.
	Out [2]bool `json:"out"`
}

// A history is what the pictures of one match keep of it.
type history struct {
	played int // turns played at the last frame
	first  [numSquares]byte
	trail  [2][]int
}

// frame returns the picture of r's match as it stands, after adding to
// the history what changed since the frame before.
func (h *history) frame(r *Referee) games.Frame {
	st := r.State()
	h.update(&st)
	return games.Frame{Scores: viewScores(&st), ScoreNote: scoreNote(r, &st), Facts: viewFacts(&st), Draw: viewDraw(&st, h)}
}

// scoreNote says what a frame's scores count: the points so far during
// play; at the end, why the game ended and how each player's points made
// its score, as [State.Score] makes it.
func scoreNote(r *Referee, st *State) string {
	if !st.Over() {
		return "points so far; the final score is 0 to 1000"
	}
	w, sudden := st.suddenWinner()
	var how [2]string
	for p := range 2 {
		pts := st.pointsOf(p)
		how[p] = fmt.Sprintf("%s's %d points", seatName(p), pts)
		switch {
		case sudden && p == w:
			pts *= 2
			how[p] += fmt.Sprintf(" doubled to %d", pts)
		case sudden:
			pts = 0
			how[p] += " set to 0"
		}
		switch {
		case st.disqualified(p):
			how[p] += " count as 0: out of the game"
		case pts > 1000:
			how[p] += " capped at 1000"
		case pts < 0:
			how[p] += " raised to 0"
		}
	}
	return r.Result().Reason + ": " + how[0] + ", " + how[1]
}

// update adds to h what changed since the frame before.
func (h *history) update(st *State) {
	if st.turnsPlayed() == h.played {
		return
	}
	h.played = st.turnsPlayed()
	for p := range 2 {
		q := int(st.pose[p].Square)
		if n := len(h.trail[p]); n == 0 || h.trail[p][n-1] != q {
			h.trail[p] = append(h.trail[p], q)
		}
	}
	for q := range Square(numSquares) {
		if h.first[q] == 0 {
			h.first[q] = st.discoverers(q)
		}
	}
}

// viewScores returns the running points during play, the final scores at
// the end.
func viewScores(st *State) []float64 {
	if st.Over() {
		sc := st.Score()
		return []float64{float64(sc[0]), float64(sc[1])}
	}
	return []float64{float64(st.pointsOf(0)), float64(st.pointsOf(1))}
}

// viewFacts returns the frame's facts, as newView lists them.
func viewFacts(st *State) map[string]string {
	pose := func(p int) string { return st.pose[p].Square.String() + st.pose[p].Facing.String() }
	return map[string]string{
		"red":     pose(0),
		"blue":    pose(1),
		"turn":    strconv.Itoa(st.turnsPlayed()),
		"points":  fmt.Sprintf("%d,%d", st.pointsOf(0), st.pointsOf(1)),
		"squares": fmt.Sprintf("%d,%d", st.Discovered(0), st.Discovered(1)),
	}
}

// viewDraw returns the frame's drawing.
func viewDraw(st *State, h *history) frameDraw {
	d := frameDraw{Out: st.out}
	for p := range 2 {
		q := st.pose[p].Square
		d.Pos[p] = [3]int{q.row(), q.col(), int(st.pose[p].Facing)}
		d.Trail[p] = append([]int(nil), h.trail[p]...)
		d.Know[p] = knowledgeGrid(&st.know[p])
	}
	sq := make([]byte, numSquares)
	for q := range Square(numSquares) {
		sq[q] = squareMark(h.first[q], st.discoverers(q))
	}
	d.Squares = string(sq)
	return d
}

// squareMark returns a square's character in frameDraw.Squares, from who
// discovered it first and who has, as [State.discoverers] writes both.
func squareMark(first, now byte) byte {
	switch {
	case now == '*' && (first == 'r' || first == 'b'):
		return first - 'a' + 'A'
	case now == 0:
		return '.'
	}
	return now
}

// knowledgeGrid returns what k knows as frameDraw.Know writes it.
func knowledgeGrid(k *juryKnowledge) string {
	edge := func(h bool, line, bit int) byte { return edgeState(k, h, line, bit) }
	square := func(r, c int) byte { return squareState(k, r, c) }
	return string(gridOf(edge, square, 3))
}

// edgeState is what k knows of an edge, as the knowledge grid draws it:
// 1 a wall, 2 open, 0 unknown.
func edgeState(k *juryKnowledge, h bool, line, bit int) byte {
	switch {
	case k.wallKnown(h, line, bit):
		return 1
	case k.open.has(h, line, bit):
		return 2
	}
	return 0
}

// squareState is what k knows of the square at row r, column c, as the
// knowledge grid draws it: 2 a dead end, 1 discovered, 0 neither.
func squareState(k *juryKnowledge, r, c int) byte {
	switch {
	case k.isDead(c, r):
		return 2
	case k.discovered(c, r):
		return 1
	}
	return 0
}
