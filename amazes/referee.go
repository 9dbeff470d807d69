package amazes

import (
	"fmt"

	games "github.com/contestgames/games"
)

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
	setup   Setup
	st      State
	started bool // Red has been sent "Start"
	pending bool // the last step's Await has not been answered
	done    bool
	await   [1]int
	faults  []games.Fault // each player's fault, in order: the first is the result's
}

var _ games.Referee = (*Referee)(nil)

// NewReferee returns a referee for a game on setup s, or the first rule s
// breaks ([Setup.validate]).
func NewReferee(s Setup) (*Referee, error) {
	st, err := NewState(s)
	if err != nil {
		return nil, err
	}
	return &Referee{setup: s, st: st}, nil
}

// Setup returns the setup the game started from.
func (r *Referee) Setup() Setup { return r.setup }

// State returns a copy of the game as it stands.
func (r *Referee) State() State { return r.st }

// Players returns 2.
func (r *Referee) Players() int { return 2 }

// Clock returns [DefaultClock].
func (r *Referee) Clock() games.Clock { return DefaultClock() }

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
	for !r.st.Over() && r.st.disqualified(r.st.ToMove()) {
		r.st.playJury()
	}
	if r.st.Over() {
		r.done = true
		step := games.Step{Done: true}
		if r.st.End() == SuddenDeath {
			for p := range 2 {
				if !r.st.disqualified(p) {
					step.Send = append(step.Send, games.Message{To: p, Text: "Quit"})
				}
			}
		}
		return step
	}
	p := r.st.ToMove()
	var b []byte
	if p == 0 && !r.started {
		b = append(b, "Start\n"...)
		r.started = true
	}
	v := r.st.View(p)
	b = v.appendText(b)
	r.pending = true
	r.await[0] = p
	return games.Step{
		Send:  []games.Message{{To: int(p), Text: string(b)}},
		Await: r.await[:],
		Timer: games.TurnStart,
	}
}

// awaited returns an error wrapping [games.ErrNotAwaited] unless p is the
// player the last step waits for.
func (r *Referee) awaited(method string, p int) error {
	switch {
	case r.done:
		return fmt.Errorf("amazes: %s from player %d after the game ended: %w", method, p, games.ErrNotAwaited)
	case !r.pending:
		return fmt.Errorf("amazes: %s from player %d before Next asked for one: %w", method, p, games.ErrNotAwaited)
	case p != r.await[0]:
		return fmt.Errorf("amazes: %s from player %d: it is player %d's turn: %w", method, p, r.await[0], games.ErrNotAwaited)
	}
	return nil
}

// Reply plays the line the player to move wrote, or disqualifies it if the
// line is not a turn. A reply from a player that is not awaited is an
// error wrapping [games.ErrNotAwaited], and changes nothing.
func (r *Referee) Reply(p int, line string) error {
	if err := r.awaited("reply", p); err != nil {
		return err
	}
	r.pending = false
	t, err := ParseTurn(line)
	if err != nil {
		r.disqualify(p, line, err.(*MoveError).Rule.String())
		return nil
	}
	_ = r.st.Play(t) // cannot fail: the game is not over and t has letters
	return nil
}

// Fault disqualifies the player to move, and the jury plays its turn. A
// fault of a player that is not awaited is an error wrapping
// [games.ErrNotAwaited], and changes nothing.
func (r *Referee) Fault(p int, f games.FaultKind) error {
	if err := r.awaited("fault", p); err != nil {
		return err
	}
	r.pending = false
	r.disqualify(p, "", f.String())
	return nil
}

// disqualify ends p's part in the game and plays the jury's T for the
// turn p failed in.
func (r *Referee) disqualify(p int, line, rule string) {
	r.st.disqualify(p)
	r.faults = append(r.faults, games.Fault{Player: p, Move: line, Rule: rule})
	r.st.playJury()
}

// Result returns the scores, Red's then Blue's, the winner, why the game
// ended, and the first fault, if any (Faults: both, when both faulted).
// The winner is [State.Winner]'s: the better score once the game is over,
// and [games.NoWinner] for equal scores or a game that goes on. A
// disqualified player scores 0, so it cannot win; its opponent wins unless
// it scores 0 too.
func (r *Referee) Result() games.Result {
	sc := r.st.Score()
	res := games.Result{Scores: []float64{float64(sc[0]), float64(sc[1])}, Winner: games.NoWinner}
	if w, ok := r.st.Winner(); ok {
		res.Winner = w
	}
	switch r.st.End() {
	case SuddenDeath:
		w, _ := r.st.suddenWinner()
		res.Reason = fmt.Sprintf("sudden death: %s discovered all %d squares and ended its turn on %s's square",
			seatName(w), numSquares, seatName(w^1))
	case TurnLimit:
		res.Reason = fmt.Sprintf("%d turns each", MaxTurns)
	default:
		res.Reason = "not over"
	}
	return res.WithFaults(r.faults)
}
