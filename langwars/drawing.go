package langwars

import (
	"strconv"
	"strings"

	games "github.com/contestgames/games"
)

// newDrawing returns what a replay page draws of a match of Lang Wars,
// for [Game]: its Match is the attention degrees; its Frame, the game once
// the step's turn is played (a step ends when the last pick of a turn is
// in, before the referee plays it, so Frame plays it on a copy): each
// player's believers and picks, as they are and as each player knows
// them, and the points after each turn so far. The facts:
//
//   - "turn": the turns played, 0 to 10;
//   - "holiday": "1" when the last turn played is a holiday, else "0";
//   - "points": each player's victory points as they stand
//     ([State.Score]), as the engine printed them ([Points.String]),
//     comma-separated, as in "4.5,-3.0,0.0,-1.5".
//
// The frame's scores are the same points, as the referee's Result gives
// them: the final ones after the tenth turn, as its score note says.
//
// A referee does not remember past turns, and what a player knows
// depends on them, so the pictures of a match keep the state after each
// turn. They must therefore be taken before the first step and after every
// step, as package view does.
func newDrawing() games.Drawing {
	return games.Drawing{
		Match: func(r games.Referee) any {
			a := r.(*Referee).st.attention
			m := matchDraw{Attention: make([]int, Languages)}
			for l, deg := range a {
				m.Attention[l] = int(deg)
			}
			return m
		},
		Frames: func(gr games.Referee) func() games.Frame {
			r, h := gr.(*Referee), &history{}
			return func() games.Frame { return h.frame(r) }
		},
	}
}

// A matchDraw is what holds all match long, for the page.
type matchDraw struct {
	Attention []int `json:"attention"`
}

// A frameDraw is one frame for the page. Tables of believers and picks
// are indexed by player, then language.
type frameDraw struct {
	// Turn is the turns played: the frame's picks are turn Turn's.
	Turn    int  `json:"turn"`
	Holiday bool `json:"holiday"`
	// Real are the believers each player has; Revealed, those everybody
	// sees (won on workdays).
	Real     [Players][Languages]uint8 `json:"real"`
	Revealed [Players][Languages]uint8 `json:"revealed"`
	// Picks are each player's picks in the frame's turn, all zero before
	// the first.
	Picks [Players][Languages]uint8 `json:"picks"`
	// Rounds are the points after each turn played, Rounds[t-1] after
	// turn t, in victory points as the engine printed them
	// ([Points.String]).
	Rounds [][Players]string `json:"rounds"`
	// Sees is what each player knows once it is told of the frame's
	// turn, as its next view tells it. After the tenth turn it is what
	// the tenth view told, with the player's own last picks, and each
	// rival's bounds widened by the two picks it made unseen.
	Sees [Players]seesDraw `json:"sees"`
}

// A seesDraw is what one player knows of the others.
type seesDraw struct {
	// Lo and Hi bound each player's real believers: every count between
	// is possible. For the player itself they are its own, exactly.
	Lo [Players][Languages]uint8 `json:"lo"`
	Hi [Players][Languages]uint8 `json:"hi"`
	// Picks are the frame's turn's picks as the player knows them: its
	// own, and the others' on a workday; Hidden is set when the others'
	// are not shown (a holiday).
	Picks  [Players][Languages]uint8 `json:"picks"`
	Hidden bool                      `json:"hidden"`
}

// A history is what the pictures of one match keep of it: the state after each
// turn, states[t] after t turns, and the picks of each turn, picks[t] turn
// t's, for the turns Frame saw.
type history struct {
	states [Turns + 1]State
	known  [Turns + 1]bool
	picks  [Turns + 1][Players]Picks
}

// frame returns the picture of r's match as it stands, after keeping the
// states of the turns so far. A frame taken once the referee has played a
// turn itself (the end, after the tenth) shows that turn's picks, as the
// frame taken when they came in did.
func (h *history) frame(r *Referee) games.Frame {
	before, after := r.State(), r.State()
	if r.phase == playing && !after.Over() && r.waiting == [Players]bool{} {
		_ = after.PlayTurn(r.picks) // cannot fail: the referee's picks are read for the turn
		h.picks[after.Played()] = r.picks
	}
	picks := h.picks[after.Played()]
	for _, st := range []State{before, after} {
		h.states[st.Played()], h.known[st.Played()] = st, true
	}
	sc := after.Score()
	f := games.Frame{Scores: make([]float64, Players), Facts: viewerFacts(&after, sc), ScoreNote: "victory points as the believers stand"}
	if after.Over() {
		f.ScoreNote = "the final victory points"
	}
	for p, s := range sc {
		f.Scores[p] = s.Float64()
	}
	f.Draw = h.draw(&after, picks)
	return f
}

// viewerFacts returns the frame's facts, as newViewer lists them.
func viewerFacts(st *State, sc [Players]Points) map[string]string {
	pts := make([]string, Players)
	for p, s := range sc {
		pts[p] = s.String()
	}
	holiday := "0"
	if st.Played() > 0 && Holiday(st.Played()) {
		holiday = "1"
	}
	return map[string]string{
		"turn":    strconv.Itoa(st.Played()),
		"holiday": holiday,
		"points":  strings.Join(pts, ","),
	}
}

// draw returns the frame's drawing, from the state after the frame's
// turn and that turn's picks.
func (h *history) draw(st *State, picks [Players]Picks) frameDraw {
	t := st.Played()
	d := frameDraw{Turn: t, Holiday: t > 0 && Holiday(t), Real: st.real, Revealed: st.revealed, Rounds: [][Players]string{}}
	for p := range Players {
		d.Picks[p] = picks[p]
	}
	for i := 1; i <= t; i++ {
		if !h.known[i] {
			continue
		}
		var row [Players]string
		for p, s := range h.states[i].Score() {
			row[p] = s.String()
		}
		d.Rounds = append(d.Rounds, row)
	}
	for p := range Players {
		d.Sees[p] = h.sees(st, p, &d)
	}
	return d
}

// sees returns what player p knows after the frame's turn, from the views
// it has been sent and will be sent before its next picks.
func (h *history) sees(st *State, p int, d *frameDraw) seesDraw {
	var b Beliefs
	last := min(st.Turn(), Turns) // the last view p is told
	for turn := 1; turn <= last; turn++ {
		if !h.known[turn-1] || Holiday(turn) && turn != last {
			continue
		}
		v := h.states[turn-1].View(p)
		if b.Observe(&v) != nil {
			break // a turn Frame did not see: what came before still holds
		}
	}
	var s seesDraw
	for q := range Players {
		c := Column(p, q)
		for l := range Languages {
			lo, hi := b.Believers(c, l)
			switch {
			case q == p:
				lo, hi = int(st.real[p][l]), int(st.real[p][l])
			case st.Over():
				hi += HolidayPicks // the last holiday, never shown
			}
			s.Lo[q][l], s.Hi[q][l] = uint8(lo), uint8(hi)
		}
		if q == p || !d.Holiday {
			s.Picks[q] = d.Picks[q]
		}
	}
	s.Hidden = d.Holiday
	return s
}
