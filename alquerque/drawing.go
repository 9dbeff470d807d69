package alquerque

import (
	"strconv"

	"github.com/contestgames/games"
)

// newDrawing returns what a replay page draws of an Alquerque match.
//
// Its Match holds the board's lines, every segment between two
// neighbouring points that a piece may travel, from the package's own
// geometry; points are numbered as [Square] numbers them (a1 is 0, b1 is
// 1, g7 is 48).
//
// Its Frame's scores are 0-0 while the game goes on, since the contest
// scores only a finished game, as its score note says, and the result's
// once it is over. Its facts are:
//
//   - "board": the 49 points as 'w', 'b' or '.', rank 7 down to rank 1
//     and files a to g in each, as [Position.String] writes them without
//     the '/' between ranks.
//   - "ply": the plies played so far, "0" to "200".
//   - "tomove": "white" or "black" while the game goes on, "" once over.
//   - "last": the last legal move in the contest's notation, "" before
//     the first.
//
// Its drawing holds the last move's path and the points it took, the
// pieces each side has lost, the tie rule's score once 200 plies are
// played, and the result's reason once the match is over.
func newDrawing() games.Drawing {
	return games.Drawing{Match: viewMatch, Frames: func(r games.Referee) func() games.Frame {
		return func() games.Frame { return viewFrame(r) }
	}}
}

// alquerqueMatch is what a viewer draws all match long.
type alquerqueMatch struct {
	// Lines holds each segment of the board's lines once, as the two
	// points it joins.
	Lines [][2]int `json:"lines"`
}

// alquerqueDraw is one frame's drawing beside its facts.
type alquerqueDraw struct {
	// Path is the last move: the point it started on, then each point it
	// landed on; empty before the first move.
	Path []int `json:"path,omitempty"`
	// Taken holds the points whose pieces the last move took.
	Taken []int `json:"taken,omitempty"`
	// Lost is how many pieces White and Black have lost so far.
	Lost [2]int `json:"lost"`
	// Tie is the tie rule's score, White's and Black's, once 200 plies
	// are played.
	Tie []int `json:"tie,omitempty"`
	// End says how the match ended, once it has.
	End string `json:"end,omitempty"`
}

// viewMatch returns the board's lines. The first four directions, north
// to south-east, reach every segment from exactly one of its ends.
func viewMatch(games.Referee) any {
	var m alquerqueMatch
	for s := range Square(NumSquares) {
		for d := north; d <= southEast; d++ {
			if t := step[s][d]; t != noSquare {
				m.Lines = append(m.Lines, [2]int{int(s), int(t)})
			}
		}
	}
	return m
}

// viewFrame returns the match as it stands in r, an Alquerque *Referee.
func viewFrame(r games.Referee) games.Frame {
	ref := r.(*Referee)
	pos := ref.State()
	board := make([]byte, 0, NumSquares)
	for rank := 6; rank >= 0; rank-- {
		for file := range 7 {
			board = append(board, pos.pieceChar(SquareAt(file, rank)))
		}
	}
	tomove := pos.Side().String()
	if ref.done {
		tomove = ""
	}
	d := alquerqueDraw{Lost: [2]int{MaxPieces - pos.Pieces(White).Count(), MaxPieces - pos.Pieces(Black).Count()}}
	last := ""
	if n := len(ref.played); n > 0 {
		m := ref.played[n-1]
		last = m.String()
		d.Path = append(d.Path, int(m.From()))
		var buf [MaxHops]Square
		for _, s := range m.Path(buf[:0]) {
			d.Path = append(d.Path, int(s))
		}
		for s := range m.Captured().All() {
			d.Taken = append(d.Taken, int(s))
		}
	}
	if pos.End() == MoveLimit {
		s := pos.Score()
		d.Tie = []int{s[White], s[Black]}
	}
	scores, note := []float64{0, 0}, "scored when the game ends: 12-0 for a win"
	if ref.done {
		res := ref.Result()
		scores, d.End, note = res.Scores, res.Reason, ""
	}
	return games.Frame{
		Scores:    scores,
		ScoreNote: note,
		Facts: map[string]string{
			"board":  string(board),
			"ply":    strconv.Itoa(pos.Ply()),
			"tomove": tomove,
			"last":   last,
		},
		Draw: d,
	}
}
