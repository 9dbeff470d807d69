package blockdrop

import (
	"strconv"
	"strings"

	games "github.com/contestgames/games"
)

// newDrawing returns what a replay page draws of a block drop match.
//
// Its Match holds the board's size in squares and in blocks and the turn
// limit. Its Frame's scores are [State.Score]'s while the game goes on (0
// for all) and the result's once it is over. Its facts are:
//
//   - "turn": the global turn counter T, "0" before the first turn.
//   - "tomove": the player to move, "0" to "3", or "" once the game is
//     over.
//   - "players": players 0 to 3, separated by spaces, each "x,y,D"
//     (column, row, facing as in the messages) while it stands, or "-"
//     once it has fallen.
//   - "alive": the players still on the board, as digits in order, such
//     as "023"; "" when nobody is left.
//   - "last": the action that took effect in the last global turn, one of
//     "NURDLA", or "" before the first.
//   - "wrote": players 0 to 3, separated by spaces, each the action its
//     program's last line read as (the record's last line of that
//     player, as [ParseReply] reads it), or "-" before its first: "R L N
//     A". The engine ignores a line of a player that waits or has
//     fallen, so "last" may be N where a player wrote R.
//
// Its drawing holds the 36 block counters; for each block counting down,
// the player whose attack set it off; and for each player its square,
// facing, wait counter, last action, what its last line read as and
// whether the engine ignored it, how many attacks it made, how many
// blocks those attacks made fall and how many other players fell with
// them, the turn it fell and the square it fell from, and whether its
// program was stopped. The pictures of a match find the attributions by
// replaying its effective actions from its set-up, each once: a frame
// replays those played since the frame before. Its score note says that
// the last player standing scores 1.
func newDrawing() games.Drawing {
	return games.Drawing{Match: viewMatch, Frames: func(r games.Referee) func() games.Frame {
		ref := r.(*Referee)
		h := newHistory(ref.setup)
		return func() games.Frame { return viewFrame(ref, h) }
	}}
}

// blockdropMatch is what a viewer draws all match long.
type blockdropMatch struct {
	Size  int `json:"size"`  // squares along each side of the board
	Block int `json:"block"` // squares along each side of a block
	Turns int `json:"turns"` // the turn limit in global turns
}

// blockdropDraw is one frame's drawing beside its facts.
type blockdropDraw struct {
	// Blocks holds the 36 block counters, as the messages show them: the
	// top row of blocks first, each row from the left.
	Blocks []int `json:"blocks"`
	// Marks has a character per block: the digit of the player whose
	// attack set its countdown going, or '.' for a block not counting down.
	Marks   string            `json:"marks"`
	Players []blockdropPlayer `json:"players"`
	// End says how the match ended, once it has.
	End string `json:"end,omitempty"`
}

// blockdropPlayer is one player in a frame's drawing.
type blockdropPlayer struct {
	X      int    `json:"x"` // column, or -1 once fallen
	Y      int    `json:"y"` // row, or -1 once fallen
	Facing string `json:"f"` // "U", "R", "D" or "L"
	Wait   int    `json:"w,omitempty"`
	// Last is the action that took effect in the player's last turn, ""
	// before its first.
	Last string `json:"last,omitempty"`
	// Wrote is the action the program's last line read as, "" before its
	// first; WroteAt the global turn it answered (T before that turn's
	// step). Ignored says why the engine played N instead of it in that
	// turn: "waiting" after an attack, or "fallen"; "" when it took effect.
	Wrote   string `json:"wrote,omitempty"`
	WroteAt int    `json:"wt,omitempty"`
	Ignored string `json:"ign,omitempty"`
	Attacks int    `json:"att,omitempty"`
	// Felled counts the blocks that fell from the player's attacks, and
	// Kills the other players who fell with them.
	Felled int `json:"fell,omitempty"`
	Kills  int `json:"kills,omitempty"`
	// Out is T after the global turn in which the player fell, 0 while it
	// stands; FellX and FellY the square it fell from, where the page
	// keeps drawing it, greyed.
	Out   int `json:"out,omitempty"`
	FellX int `json:"fx,omitempty"`
	FellY int `json:"fy,omitempty"`
	// Stopped is set once the player's program has been stopped for a
	// fault: the referee plays N for it.
	Stopped bool `json:"stopped,omitempty"`
}

// viewMatch returns the board's dimensions and the turn limit of r, a
// block drop *Referee.
func viewMatch(r games.Referee) any {
	return blockdropMatch{Size: Size, Block: BlockSize, Turns: r.(*Referee).setup.Turns}
}

// viewFrame returns the match as it stands in ref, after replaying in h,
// its history, the effective actions played since the frame before.
func viewFrame(ref *Referee, h *history) games.Frame {
	st := ref.st
	d := blockdropDraw{Blocks: make([]int, NumBlocks)}
	for i := range d.Blocks {
		d.Blocks[i] = st.Counter(i)
	}
	for _, a := range ref.played[h.played:] {
		h.step(a)
	}
	marks := make([]byte, NumBlocks)
	for i, m := range h.marks {
		marks[i] = '.'
		if m >= 0 {
			marks[i] = '0' + byte(m)
		}
	}
	d.Marks = string(marks)
	players := make([]string, NumPlayers)
	wrote := make([]string, NumPlayers)
	alive := make([]byte, 0, NumPlayers)
	for p := range NumPlayers {
		pl := st.Player(p)
		bp := h.player(ref, p)
		d.Players = append(d.Players, bp)
		wrote[p] = "-"
		if bp.Wrote != "" {
			wrote[p] = bp.Wrote
		}
		players[p] = "-"
		if pl.Alive() {
			players[p] = strconv.Itoa(int(pl.X)) + "," + strconv.Itoa(int(pl.Y)) + "," + pl.Facing.String()
			alive = append(alive, '0'+byte(p))
		}
	}
	facts := map[string]string{
		"turn":    strconv.Itoa(st.Turn()),
		"tomove":  strconv.Itoa(st.ToMove()),
		"players": strings.Join(players, " "),
		"alive":   string(alive),
		"last":    "",
		"wrote":   strings.Join(wrote, " "),
	}
	if n := len(ref.played); n > 0 {
		facts["last"] = ref.played[n-1].String()
	}
	var scores []float64
	for _, s := range st.Score() {
		scores = append(scores, float64(s))
	}
	note := "1 for the last one standing"
	if ref.done {
		res := ref.Result()
		scores, d.End, note = res.Scores, res.Reason, ""
		facts["tomove"] = ""
	}
	return games.Frame{Scores: scores, ScoreNote: note, Facts: facts, Draw: d}
}

// player returns player p as the frame of ref draws it: where it stands,
// its record in h, and its program's last line and why the engine ignored
// it, if it did.
func (h *history) player(ref *Referee, p int) blockdropPlayer {
	pl := ref.st.Player(p)
	bp := h.players[p]
	bp.X, bp.Y, bp.Facing, bp.Wait, bp.Stopped = int(pl.X), int(pl.Y), pl.Facing.String(), int(pl.Wait), ref.stopped[p]
	if t := ref.wroteAt[p] - 1; t >= 0 {
		bp.Wrote, bp.WroteAt = ref.wrote[p].String(), t
		if ref.played[t] != ref.wrote[p] {
			bp.Ignored = h.why[t]
		}
	}
	return bp
}

// A history is what a replay of a match's effective actions learns beside
// the State: who set off each countdown, and each player's record.
type history struct {
	st      State
	played  int             // the effective actions replayed
	marks   [NumBlocks]int8 // the attacker of each block counting down, or -1
	players [NumPlayers]blockdropPlayer
	// why holds, for each global turn replayed, why its player's action
	// could not take effect: "fallen", "waiting", or "".
	why []string
}

// newHistory returns the history of a match from set-up s, which a
// referee was made from, before its first turn.
func newHistory(s Setup) *history {
	h := &history{}
	h.st, _ = NewState(s) // it cannot fail: NewReferee made a State of s
	for i := range h.marks {
		h.marks[i] = -1
	}
	return h
}

// step plays one global turn with the effective action a.
func (h *history) step(a Action) {
	h.played++
	p := h.st.ToMove()
	before := h.st
	h.why = append(h.why, whyIgnored(before.players[p]))
	h.st.Step(a)
	h.players[p].Last = a.String()
	if a == A {
		h.players[p].Attacks++
		for i := range NumBlocks {
			if before.counter(i) == 0 && h.st.counter(i) > 0 {
				h.marks[i] = int8(p)
			}
		}
	}
	// Only a block counting down can fall, and every one has a mark.
	for i, m := range h.marks {
		if m < 0 || h.st.counter(i) > 0 {
			continue
		}
		h.marks[i] = -1
		h.players[m].Felled++
		for q := range NumPlayers {
			if int8(q) != m && before.players[q].Block() == i {
				h.players[m].Kills++
			}
		}
	}
	for q := range NumPlayers {
		if before.players[q].Alive() && !h.st.players[q].Alive() {
			h.players[q].Out = h.st.Turn()
			h.players[q].FellX, h.players[q].FellY = fellFrom(&before, q, a)
		}
	}
}

// whyIgnored says why the engine ignores the action of a player in the
// state pl at its turn: "fallen", "waiting" (after an attack), or "" when
// it does not.
func whyIgnored(pl Player) string {
	switch {
	case !pl.Alive():
		return "fallen"
	case pl.Wait > 0:
		return "waiting"
	}
	return ""
}

// fellFrom returns the square from which player q fell in the global turn
// played from before with the effective action a: where q stood once the
// player to move had acted, before the blocks ticked.
func fellFrom(before *State, q int, a Action) (x, y int) {
	pl := before.players[q]
	x, y = int(pl.X), int(pl.Y)
	if d, ok := a.Dir(); ok && before.ToMove() == q && before.CanStep(q, d) {
		x, y = x+int(dirDX[d]), y+int(dirDY[d])
	}
	return x, y
}
