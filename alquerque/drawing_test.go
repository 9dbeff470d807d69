package alquerque_test

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/internal/drawingtest"
	"github.com/contestgames/games/protocol/protocoltest"
)

// maxFrameJSON is the budget of one frame's JSON: a replay page holds at
// most 201 of them.
const maxFrameJSON = 1024

// viewFrame is a frame as the page reads it back from JSON.
type viewFrame = drawingtest.PageFrame[struct {
	Path  []int  `json:"path"`
	Taken []int  `json:"taken"`
	Lost  [2]int `json:"lost"`
	Tie   []int  `json:"tie"`
	End   string `json:"end"`
}]

// boardOf returns the 49 points of p as the "board" fact writes them.
func boardOf(p alquerque.Position) string {
	return strings.ReplaceAll(strings.Fields(p.String())[0], "/", "")
}

// index returns where square s is in the "board" fact: rank 7 first.
func index(s int) int { return (6-s/7)*7 + s%7 }

// Every frame of a game between bots shows the position as the referee
// holds it, and its drawing of the last move turns the previous frame's
// board into this one's: the piece leaves the first point of the path,
// lands on the last, and the taken points are emptied.
func TestViewFramesFollowTheGame(t *testing.T) {
	ref, err := alquerque.NewReferee(alquerque.RandomSetup(1))
	if err != nil {
		t.Fatal(err)
	}
	w := &drawingtest.Watched{Referee: ref}
	picture := alquerque.Game().Drawing.Frames(ref)
	var prev *viewFrame
	frames, captures := 0, 0
	w.Seen = func() {
		f, size := drawingtest.Frame[viewFrame](t, picture)
		frames++
		pos, played := ref.State(), ref.Played()
		at := "ply " + f.Facts["ply"]
		if size > maxFrameJSON {
			t.Errorf("%s: frame JSON is %d bytes, over the budget of %d", at, size, maxFrameJSON)
		}
		if got, want := f.Facts["board"], boardOf(pos); got != want {
			t.Errorf("%s: board %q, want %q", at, got, want)
		}
		if got, want := f.Facts["ply"], strconv.Itoa(pos.Ply()); got != want {
			t.Errorf("ply %q, want %q", got, want)
		}
		wantToMove := pos.Side().String()
		if res := ref.Result(); res.Scores != nil {
			wantToMove = ""
			if !slices.Equal(f.Scores, res.Scores) || f.Draw.End != res.Reason {
				t.Errorf("%s: the last frame has scores %v and end %q; the result is %v %q", at, f.Scores, f.Draw.End, res.Scores, res.Reason)
			}
		} else if !slices.Equal(f.Scores, []float64{0, 0}) || f.Draw.End != "" {
			t.Errorf("%s: scores %v and end %q during play, want 0-0 and none", at, f.Scores, f.Draw.End)
		}
		if got := f.Facts["tomove"]; got != wantToMove {
			t.Errorf("%s: tomove %q, want %q", at, got, wantToMove)
		}
		lost := [2]int{alquerque.MaxPieces - strings.Count(f.Facts["board"], "w"), alquerque.MaxPieces - strings.Count(f.Facts["board"], "b")}
		if f.Draw.Lost != lost {
			t.Errorf("%s: lost %v, want %v from the board", at, f.Draw.Lost, lost)
		}
		if len(played) == 0 {
			if f.Facts["last"] != "" || f.Draw.Path != nil {
				t.Errorf("%s: before any move, last is %q and the path %v", at, f.Facts["last"], f.Draw.Path)
			}
		} else {
			last := played[len(played)-1]
			if got := f.Facts["last"]; got != last.String() {
				t.Errorf("%s: last %q, want %q", at, got, last)
			}
			if last.IsCapture() {
				captures++
			}
			checkMoveDrawn(t, at, prev, &f)
		}
		prev = &f
	}
	w.Seen() // before the first step
	players := []games.Bot{bots.NewSearch(bots.Options{Depth: 2, TableBits: 10}), bots.NewRandom(3)}
	res := protocoltest.Play(t, w, players)
	if want := len(ref.Played()) + 1; frames != want {
		t.Errorf("%d frames for %d moves; want one before the first move and one after each", frames, want-1)
	}
	if captures == 0 {
		t.Errorf("the game (%q) had no capture, so taken points went unchecked", res.Reason)
	}
}

// checkMoveDrawn checks that the last move of f, as drawn, turns the board
// of prev into that of f.
func checkMoveDrawn(t *testing.T, at string, prev, f *viewFrame) {
	t.Helper()
	path, taken := f.Draw.Path, f.Draw.Taken
	if len(path) < 2 || len(taken) > 0 && len(taken) != len(path)-1 {
		t.Errorf("%s: path %v with %d taken points: want a step, or one taken point per hop", at, path, len(taken))
		return
	}
	board := []byte(prev.Facts["board"])
	mover := board[index(path[0])]
	board[index(path[0])] = '.'
	for _, s := range taken {
		board[index(s)] = '.'
	}
	board[index(path[len(path)-1])] = mover
	if string(board) != f.Facts["board"] {
		t.Errorf("%s: the move drawn as path %v taking %v turns the board into\n%s, want\n%s", at, path, taken, board, f.Facts["board"])
	}
}

// The frame of a position reached by given moves: the path of a capture
// chain and the points it took, and the tie rule's score once 200 plies
// are played, which is then also the match's score.
func TestViewFrame(t *testing.T) {
	tests := []struct {
		name  string
		start string
		moves []string
		facts map[string]string
		path  []int
		taken []int
		lost  [2]int
		tie   []int
	}{{
		name:  "start",
		start: "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 - -",
		facts: map[string]string{"board": ranks("bbbbbbb", "bbbbbbb", "bbbbbbb", "bbb.www", "wwwwwww", "wwwwwww", "wwwwwww"), "ply": "0", "tomove": "white", "last": ""},
	}, {
		name:  "a normal move",
		start: "bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 - -",
		moves: []string{"c3-d4"},
		facts: map[string]string{"board": ranks("bbbbbbb", "bbbbbbb", "bbbbbbb", "bbbwwww", "ww.wwww", "wwwwwww", "wwwwwww"), "ply": "1", "tomove": "black", "last": "c3-d4"},
		path:  []int{16, 24},
	}, {
		// a1 hops over a2 to a3, then, a3 having diagonals, over b4 to c5.
		name:  "a capture chain changes direction",
		start: "......b/......./......./.b...../......./b....../w...... w 10 - -",
		moves: []string{"a1*a3*c5"},
		facts: map[string]string{"board": ranks("......b", ".......", "..w....", ".......", ".......", ".......", "......."), "ply": "11", "tomove": "black", "last": "a1*a3*c5"},
		path:  []int{0, 14, 30},
		taken: []int{7, 22},
		lost:  [2]int{23, 23},
	}, {
		// White keeps 7 pieces and Black 1: White scores 7-1, Black 7-7.
		name:  "the tie rule after 200 plies",
		start: "b....../......./......./......./......./......./wwwwwww b 199 - -",
		moves: []string{"a7-a6"},
		facts: map[string]string{"board": ranks(".......", "b......", ".......", ".......", ".......", ".......", "wwwwwww"), "ply": "200", "tomove": "", "last": "a7-a6"},
		path:  []int{42, 35},
		lost:  [2]int{17, 23},
		tie:   []int{6, 0},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := alquerque.ParsePosition(tt.start)
			if err != nil {
				t.Fatal(err)
			}
			ref, err := alquerque.NewReferee(alquerque.Setup{Start: p})
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range tt.moves {
				step := ref.Next()
				if err := ref.Reply(step.Await[0], m); err != nil {
					t.Fatal(err)
				}
			}
			f, _ := drawingtest.Frame[viewFrame](t, alquerque.Game().Drawing.Frames(ref))
			if !maps.Equal(f.Facts, tt.facts) {
				t.Errorf("facts %v, want %v", f.Facts, tt.facts)
			}
			if !slices.Equal(f.Draw.Path, tt.path) || !slices.Equal(f.Draw.Taken, tt.taken) || f.Draw.Lost != tt.lost {
				t.Errorf("path %v taken %v lost %v, want %v %v %v", f.Draw.Path, f.Draw.Taken, f.Draw.Lost, tt.path, tt.taken, tt.lost)
			}
			if !slices.Equal(f.Draw.Tie, tt.tie) {
				t.Errorf("tie %v, want %v", f.Draw.Tie, tt.tie)
			}
			if tt.tie != nil && !slices.Equal(f.Scores, []float64{float64(tt.tie[0]), float64(tt.tie[1])}) {
				t.Errorf("scores %v after a tie, want the tie rule's %v", f.Scores, tt.tie)
			}
		})
	}
}

// ranks joins the ranks of a "board" fact, rank 7 first.
func ranks(r ...string) string { return strings.Join(r, "") }

// The match's lines are the board's: every orthogonal segment between
// neighbours (2 x 7 x 6 of them) and, in each of the 36 unit squares of
// the grid, the one diagonal whose ends have an even sum of file and rank;
// each once, and the same JSON for every match.
func TestViewMatchLines(t *testing.T) {
	g := alquerque.Game()
	var data [2][]byte
	for i := range data {
		ref, err := alquerque.NewReferee(alquerque.RandomSetup(uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		if data[i], err = json.Marshal(g.Drawing.Match(ref)); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(data[0], data[1]) {
		t.Errorf("two matches have different lines:\n%s\n%s", data[0], data[1])
	}
	var m struct{ Lines [][2]int }
	if err := json.Unmarshal(data[0], &m); err != nil {
		t.Fatal(err)
	}
	seen := map[[2]int]bool{}
	orth, diag := 0, 0
	for _, l := range m.Lines {
		a, b := min(l[0], l[1]), max(l[0], l[1])
		df, dr := b%7-a%7, b/7-a/7
		switch {
		case a < 0 || b >= alquerque.NumSquares || seen[[2]int{a, b}]:
			t.Errorf("line %v is off the board or drawn twice", l)
		case df*df+dr*dr == 1:
			orth++
		case df*df == 1 && dr == 1 && (a%7+a/7)%2 == 0:
			diag++
		default:
			t.Errorf("line %v joins points that no line of the board joins", l)
		}
		seen[[2]int{a, b}] = true
	}
	if orth != 84 || diag != 36 {
		t.Errorf("%d orthogonal and %d diagonal segments, want 84 and 36", orth, diag)
	}
}
