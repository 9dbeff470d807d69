package blockdrop_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/internal/drawingtest"
	"github.com/contestgames/games/protocol/protocoltest"
)

// maxFrameJSON is the budget of one frame's JSON, so that the page of a
// 1000-turn game stays under 2 MB with its dialogue.
const maxFrameJSON = 1500

// viewFrame is a frame as the page reads it back from JSON.
type viewFrame = drawingtest.PageFrame[struct {
	Blocks  []int  `json:"blocks"`
	Marks   string `json:"marks"`
	Players []struct {
		X, Y    int
		F       string
		W       int
		Last    string
		Att     int
		Fell    int
		Kills   int
		Out     int
		Stopped bool
	} `json:"players"`
	End string `json:"end"`
}]

// silent writes READY and then nothing, so that the runner stops it.
type silent struct{}

func (silent) Start() []string      { return []string{"READY"} }
func (silent) Hear(string) []string { return nil }

// Every frame of a game shows the State as the referee holds it, and from
// one global turn to the next the drawing keeps the players' records as
// the rules say: an attack counts once and marks the blocks it sets
// counting down with the attacker; a block that falls counts for the
// player who marked it, with every other player standing in it; a player
// that falls is out at the turn's T.
func TestViewFramesFollowTheGame(t *testing.T) {
	tests := []struct {
		name    string
		seed    uint64
		players []games.Bot
		stopped int // the player whose program is stopped, or -1
	}{
		{"hunter and random bots", 1, []games.Bot{bots.NewHunter(1), bots.NewRandom(2), bots.NewRandom(3), bots.NewRandom(4)}, -1},
		{"two hunters", 2, []games.Bot{bots.NewHunter(5), bots.NewRandom(6), bots.NewHunter(7), bots.NewRandom(8)}, -1},
		{"random bots to the turn limit", 10, []games.Bot{bots.NewRandom(40), bots.NewRandom(41), bots.NewRandom(42), bots.NewRandom(43)}, -1},
		{"a program stopped", 3, []games.Bot{bots.NewHunter(9), bots.NewRandom(10), bots.NewRandom(11), silent{}}, 3},
	}
	felled, kills, falls := 0, 0, 0
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ref, err := blockdrop.NewReferee(blockdrop.RandomSetup(tt.seed))
			if err != nil {
				t.Fatal(err)
			}
			picture := blockdrop.Game().Drawing.Frames(ref)
			var prev viewFrame
			total := 0
			seen := func() {
				f, size := drawingtest.Frame[viewFrame](t, picture)
				total += size
				st := ref.State()
				at := fmt.Sprintf("T=%d", st.Turn())
				if size > maxFrameJSON {
					t.Errorf("%s: frame JSON is %d bytes, over the budget of %d", at, size, maxFrameJSON)
				}
				checkFrame(t, at, ref, &f, tt.stopped)
				if prev.Facts != nil && st.Turn() == atoi(t, prev.Facts["turn"])+1 {
					checkTurn(t, at, &prev, &f)
				}
				prev = f
			}
			w := &drawingtest.Watched{Referee: ref, Seen: seen}
			seen() // before the first step
			res := protocoltest.Play(t, w, tt.players)
			// The turns of stopped programs are played in Next, so the
			// last of them, and the end, may come after the last answer.
			seen()
			if !slices.Equal(prev.Scores, res.Scores) || prev.Draw.End != res.Reason {
				t.Errorf("the last frame has scores %v and end %q; the result is %v %q", prev.Scores, prev.Draw.End, res.Scores, res.Reason)
			}
			if tt.stopped >= 0 && !prev.Draw.Players[tt.stopped].Stopped {
				t.Errorf("player %d, whose program was stopped, is not drawn stopped", tt.stopped)
			}
			for _, p := range prev.Draw.Players {
				felled += p.Fell
				kills += p.Kills
				if p.Out > 0 {
					falls++
				}
			}
			st := ref.State()
			t.Logf("%d global turns, %d bytes of frames, %q", st.Turn(), total, res.Reason)
		})
	}
	if felled == 0 || kills == 0 || falls == 0 {
		t.Errorf("the games felled %d blocks and %d players, %d of them by others' attacks: too few to check the records", felled, falls, kills)
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// checkFrame checks f against the state of ref.
func checkFrame(t *testing.T, at string, ref *blockdrop.Referee, f *viewFrame, stopped int) {
	t.Helper()
	st := ref.State()
	var players, alive []string
	for p := range blockdrop.NumPlayers {
		pl := st.Player(p)
		players = append(players, "-")
		if pl.Alive() {
			players[p] = fmt.Sprintf("%d,%d,%v", pl.X, pl.Y, pl.Facing)
			alive = append(alive, strconv.Itoa(p))
		}
		got := f.Draw.Players[p]
		if got.X != int(pl.X) || got.Y != int(pl.Y) || got.F != pl.Facing.String() || got.W != int(pl.Wait) {
			t.Errorf("%s: player %d drawn at %d,%d facing %s waiting %d; it is at %d,%d facing %v waiting %d",
				at, p, got.X, got.Y, got.F, got.W, pl.X, pl.Y, pl.Facing, pl.Wait)
		}
		if got.Stopped && p != stopped {
			t.Errorf("%s: player %d is drawn stopped", at, p)
		}
		if (got.Out > 0) == pl.Alive() {
			t.Errorf("%s: player %d is out at T=%d, and alive: %v", at, p, got.Out, pl.Alive())
		}
	}
	want := map[string]string{
		"turn":    strconv.Itoa(st.Turn()),
		"tomove":  strconv.Itoa(st.ToMove()),
		"players": strings.Join(players, " "),
		"alive":   strings.Join(alive, ""),
		"last":    "",
	}
	if played := ref.Played(); len(played) > 0 {
		want["last"] = played[len(played)-1].String()
	}
	if st.Over() {
		want["tomove"] = ""
	}
	for k, v := range want {
		if f.Facts[k] != v {
			t.Errorf("%s: fact %s is %q, want %q", at, k, f.Facts[k], v)
		}
	}
	if len(f.Draw.Blocks) != blockdrop.NumBlocks || len(f.Draw.Marks) != blockdrop.NumBlocks {
		t.Fatalf("%s: %d block counters and %d marks, want %d", at, len(f.Draw.Blocks), len(f.Draw.Marks), blockdrop.NumBlocks)
	}
	for i, c := range f.Draw.Blocks {
		if c != st.Counter(i) {
			t.Errorf("%s: block %d drawn with counter %d, want %d", at, i, c, st.Counter(i))
		}
		if (c > 0) != (f.Draw.Marks[i] != '.') {
			t.Errorf("%s: block %d with counter %d has mark %q: want a player's digit exactly while it counts down", at, i, c, f.Draw.Marks[i])
		}
	}
}

// checkTurn checks the players' records from prev to f, one global turn
// later.
func checkTurn(t *testing.T, at string, prev, f *viewFrame) {
	t.Helper()
	p := atoi(t, prev.Facts["tomove"])
	want := make([]int, 3*blockdrop.NumPlayers) // attacks, felled, kills of each player
	for q, pl := range prev.Draw.Players {
		want[3*q], want[3*q+1], want[3*q+2] = pl.Att, pl.Fell, pl.Kills
	}
	if f.Facts["last"] == "A" {
		want[3*p]++
		for i, c := range f.Draw.Blocks {
			if prev.Draw.Blocks[i] == 0 && c > 0 && f.Draw.Marks[i] != byte('0'+p) {
				t.Errorf("%s: block %d set counting by player %d's attack is marked %q", at, i, p, f.Draw.Marks[i])
			}
		}
	}
	for i, c := range f.Draw.Blocks {
		if prev.Draw.Blocks[i] <= 0 || c > 0 {
			continue
		}
		m := int(prev.Draw.Marks[i] - '0')
		want[3*m+1]++
		for q, pl := range prev.Draw.Players {
			if q != m && pl.X >= 0 && blockdrop.BlockOf(pl.X, pl.Y) == i {
				want[3*m+2]++
			}
		}
	}
	turn := atoi(t, f.Facts["turn"])
	for q, pl := range f.Draw.Players {
		got := []int{pl.Att, pl.Fell, pl.Kills}
		if !slices.Equal(got, want[3*q:3*q+3]) {
			t.Errorf("%s: player %d has attacks, blocks felled and kills %v, want %v", at, q, got, want[3*q:3*q+3])
		}
		if fell := prev.Draw.Players[q].X >= 0 && pl.X < 0; fell && pl.Out != turn {
			t.Errorf("%s: player %d fell this turn and is out at T=%d", at, q, pl.Out)
		}
	}
	if q := p; f.Draw.Players[q].Last != f.Facts["last"] {
		t.Errorf("%s: player %d's last action is %q; the turn's is %q", at, q, f.Draw.Players[q].Last, f.Facts["last"])
	}
}

// The match's drawing is the board's size and the turn limit, the same
// JSON for the same referee and for another of the same set-up.
func TestViewMatch(t *testing.T) {
	g := blockdrop.Game()
	tests := []struct {
		options map[string]string
		want    string
	}{
		{nil, `{"size":18,"block":3,"turns":1000}`},
		{map[string]string{"turns": "40"}, `{"size":18,"block":3,"turns":40}`},
	}
	for _, tt := range tests {
		var got [3][]byte
		for i := range got {
			ref, _, err := g.NewReferee(uint64(i/2), tt.options)
			if err != nil {
				t.Fatal(err)
			}
			if got[i], err = json.Marshal(g.Drawing.Match(ref)); err != nil {
				t.Fatal(err)
			}
		}
		for i := range got {
			if !bytes.Equal(got[i], []byte(tt.want)) {
				t.Errorf("options %v: match %d is %s, want %s", tt.options, i, got[i], tt.want)
			}
		}
	}
}
