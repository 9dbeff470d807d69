package amazes

import (
	"fmt"
	"time"

	games "github.com/contestgames/games"
)

// DefaultClock is the time rule of CodeCup 2010 as this package plays it:
// 30 seconds per player for the whole game, counted only while the player
// is awaited, and the player not on move paused.
var DefaultClock = games.Clock{Total: 30 * time.Second, Pause: true}

// A Referee runs one game of Amazes as a [games.Referee]: seat 0 is Red,
// seat 1 Blue. It sends each player its view at the start of each of its
// turns (Red's first one preceded by "Start"), reads one line of letters
// back, and plays it. Both players are sent "Quit" after sudden death;
// after 150 turns each nobody is.
//
// A line that is not a turn ([ParseTurn]: empty, a character other than F,
// L, R, T, more than 256 letters), a timeout, a crash or any other fault
// disqualifies the player: its score is 0, it is sent nothing more, and the
// jury plays a single uncharged T for it in that turn and every later one,
// so that the opponent can finish its game. The first fault is reported in
// the [games.Result].
//
// A Referee is pure: it does no I/O and keeps no time. Create it with
// [NewReferee].
type Referee struct {
	st      State
	clock   games.Clock
	started bool // Red has been sent "Start"
	pending bool // the last step's Await has not been answered
	done    bool
	await   [1]int
	fault   *games.Fault
}

var _ games.Referee = (*Referee)(nil)

// NewReferee returns a referee for a game on setup s, which must be valid,
// with [DefaultClock].
func NewReferee(s Setup) (*Referee, error) {
	st, err := NewState(s)
	if err != nil {
		return nil, err
	}
	return &Referee{st: st, clock: DefaultClock}, nil
}

// SetClock replaces the time rules the referee reports from Clock.
func (r *Referee) SetClock(c games.Clock) { r.clock = c }

// State returns the game as it stands.
func (r *Referee) State() *State { return &r.st }

// Players returns 2.
func (r *Referee) Players() int { return 2 }

// Clock returns the match's time rules, [DefaultClock] unless SetClock
// changed them.
func (r *Referee) Clock() games.Clock { return r.clock }

// Next returns the next step: the view for the player to move and a wait
// for its line, or the end, with "Quit" for both players after sudden
// death. Turns of disqualified players are played by the jury on the way.
func (r *Referee) Next() games.Step {
	if r.pending {
		return games.Step{Await: r.await[:], Timer: games.TurnStart}
	}
	if r.done {
		return games.Step{Done: true}
	}
	for !r.st.Over() && r.st.Disqualified(r.st.ToMove()) {
		_ = r.st.PlayJury() // cannot fail: the game is not over
	}
	if r.st.Over() {
		r.done = true
		step := games.Step{Done: true}
		if r.st.End() == SuddenDeath {
			for p := range Player(2) {
				if !r.st.Disqualified(p) {
					step.Send = append(step.Send, games.Message{To: int(p), Text: "Quit"})
				}
			}
		}
		return step
	}
	p := r.st.ToMove()
	var b []byte
	if p == Red && !r.started {
		b = append(b, "Start\n"...)
		r.started = true
	}
	v := r.st.View()
	b = v.AppendText(b)
	r.pending = true
	r.await[0] = int(p)
	return games.Step{
		Send:  []games.Message{{To: int(p), Text: string(b)}},
		Await: r.await[:],
		Timer: games.TurnStart,
	}
}

// awaited reports whether p is the player the last step waits for.
func (r *Referee) awaited(p int) bool { return r.pending && p == r.await[0] }

// Reply plays the line the player to move wrote, or disqualifies it if the
// line is not a turn. A reply from a player that is not awaited is ignored.
func (r *Referee) Reply(p int, line string) {
	if !r.awaited(p) {
		return
	}
	r.pending = false
	t, err := ParseTurn(line)
	if err != nil {
		r.disqualify(Player(p), line, err.(*TurnError).Rule.String())
		return
	}
	_ = r.st.Play(t) // cannot fail: the game is not over and t has letters
}

// Fault disqualifies player p; if it was awaited, the jury plays its turn.
func (r *Referee) Fault(p int, f games.FaultKind) {
	if p != 0 && p != 1 || r.st.Disqualified(Player(p)) {
		return
	}
	if !r.awaited(p) {
		r.st.Disqualify(Player(p))
		r.recordFault(Player(p), "", f.String())
		return
	}
	r.pending = false
	r.disqualify(Player(p), "", f.String())
}

// disqualify ends p's part in the game and plays the jury's T for the
// turn p failed in.
func (r *Referee) disqualify(p Player, line, rule string) {
	r.st.Disqualify(p)
	r.recordFault(p, line, rule)
	_ = r.st.PlayJury()
}

func (r *Referee) recordFault(p Player, line, rule string) {
	if r.fault == nil {
		r.fault = &games.Fault{Player: int(p), Move: line, Rule: rule}
	}
}

// Result returns the scores, Red's then Blue's, why the game ended, and
// the first fault, if any.
func (r *Referee) Result() games.Result {
	sc := r.st.Score()
	res := games.Result{Scores: []float64{float64(sc[0]), float64(sc[1])}, Fault: r.fault}
	switch r.st.End() {
	case SuddenDeath:
		w, _ := r.st.Winner()
		res.Reason = fmt.Sprintf("sudden death: %s discovered all %d squares and ended its turn on %s's square",
			w, NumSquares, w.Other())
	case TurnLimit:
		res.Reason = fmt.Sprintf("%d turns each", MaxTurns)
	default:
		res.Reason = "not over"
	}
	return res
}
