package blockdrop

import (
	"fmt"
	"strings"

	games "github.com/contestgames/games"
)

// A Referee runs one match of block drop as the organisers' engine did;
// it satisfies [games.Referee], with seats 0..3 for players 0..3. It does
// no I/O: a runner such as package protocol, or a loop of one's own,
// delivers its messages and hands over the programs' lines.
//
// The dialogue: first every program writes READY; lines before it are
// ignored (see [isReady]). Then, each global turn, the program of the
// player to move, and only it, is sent [State.AppendMessage]'s message and
// answers one line, read with [ParseReply]: anything but one of the six
// letters is N. A player that has fallen is still sent its messages and
// still answers, and its answer is ignored; so is the answer of a player
// that is waiting after an attack. When the game ends nobody is sent
// anything more.
//
// A program that does not write READY within the handshake limit, runs
// out of time on a reply, ends, or writes a line too long for the runner
// has been stopped by the runner: it is sent nothing more and the referee
// plays N for it every turn to the end; the player stays on the board
// until a block falls under it. The first such fault is reported in the
// result, which is otherwise not changed by it.
//
// Scores: [State.Score], [WinScore] for the last player standing, 0 for
// the others; 0 for all four in a draw (the turn limit reached with two or
// more players left, or with none).
//
// A Referee is deterministic. Make one with [NewReferee]; the zero value
// is not ready for use.
type Referee struct {
	st    State
	setup Setup

	playing bool             // the handshake is over
	ready   [NumPlayers]bool // wrote READY (or failed before it)
	stopped [NumPlayers]bool // the runner reported a fault
	pending [NumPlayers]bool // awaited in the last step, not yet answered
	await   [NumPlayers]int  // backs Step.Await
	nAwait  int

	played []Action      // the effective action of each global turn
	buf    []byte        // the message being built
	faults []games.Fault // each fault, in order: the first is the result's
	done   bool

	// wrote is the action each program's last line in play read as,
	// and wroteAt the global turn it answered, from 1; 0 before any.
	wrote   [NumPlayers]Action
	wroteAt [NumPlayers]int
}

var _ games.Referee = (*Referee)(nil)

// NewReferee returns a referee for a match from set-up s. It fails if the
// placement or the turn limit is not valid.
func NewReferee(s Setup) (*Referee, error) {
	st, err := NewState(s)
	if err != nil {
		return nil, err
	}
	return &Referee{
		st:     st,
		setup:  s,
		buf:    make([]byte, 0, maxMessageLen),
		played: make([]Action, 0, s.Turns),
	}, nil
}

// Players returns 4.
func (r *Referee) Players() int { return NumPlayers }

// Clock returns [DefaultClock]().
func (r *Referee) Clock() games.Clock { return DefaultClock() }

// Setup returns the set-up the match started from; the String of its
// placement is the text a record's header keeps ("0,14,D 14,17,L ...").
func (r *Referee) Setup() Setup { return r.setup }

// State returns a copy of the game as it stands.
func (r *Referee) State() State { return r.st }

// Played returns the effective action of each global turn played so far,
// in order: what the player did, or N when it had fallen, was waiting, or
// its program had been stopped. The slice is the caller's.
func (r *Referee) Played() []Action { return append([]Action(nil), r.played...) }

// Next returns what the runner must do next. During the handshake it
// awaits every program that has not written READY yet, all at once, under
// the handshake limit ([games.Handshake]). Then each step sends the
// message of one global turn to the program of the player to move and
// awaits its reply ([games.TurnStart]); the turns of stopped programs are
// played on the way, with N. A second call without a Reply or Fault in
// between returns the same step without its messages. The Await slice is
// the referee's: read it, do not keep it.
func (r *Referee) Next() games.Step {
	if r.nAwait > 0 {
		return r.awaitStep(nil)
	}
	if r.done {
		return games.Step{Done: true}
	}
	if !r.playing {
		for p := range NumPlayers {
			if !r.ready[p] {
				r.pending[p] = true
				r.nAwait++
			}
		}
		if r.nAwait > 0 {
			return r.awaitStep(nil)
		}
		r.playing = true
	}
	for !r.st.Over() && r.stopped[r.st.ToMove()] {
		r.played = append(r.played, r.st.Step(N))
	}
	if r.st.Over() {
		r.done = true
		return games.Step{Done: true}
	}
	p := r.st.ToMove()
	r.buf = r.st.AppendMessage(r.buf[:0])
	msg := []games.Message{{To: p, Text: string(r.buf[:len(r.buf)-1])}}
	r.pending[p] = true
	r.nAwait = 1
	return r.awaitStep(msg)
}

// awaitStep returns the step that sends msgs and awaits the pending
// players.
func (r *Referee) awaitStep(msgs []games.Message) games.Step {
	n := 0
	for p := range NumPlayers {
		if r.pending[p] {
			r.await[n] = p
			n++
		}
	}
	timer := games.TurnStart
	if !r.playing {
		timer = games.Handshake
	}
	return games.Step{Send: msgs, Await: r.await[:n:n], Timer: timer}
}

// Reply hands over a line that program p wrote. During the handshake,
// READY makes p ready and any other line is ignored (p is awaited again).
// In play, the line is p's action for the global turn, read with
// [ParseReply]. A line from a program that is not awaited changes nothing
// and is an error wrapping [games.ErrNotAwaited].
func (r *Referee) Reply(p int, line string) error {
	if uint(p) >= NumPlayers || !r.pending[p] {
		return fmt.Errorf("blockdrop: reply from player %d: %w", p, games.ErrNotAwaited)
	}
	r.pending[p] = false
	r.nAwait--
	if !r.playing {
		r.ready[p] = isReady(line)
		return nil
	}
	a := ParseReply(line)
	r.wrote[p], r.wroteAt[p] = a, r.st.Turn()+1
	r.play(a)
	return nil
}

// Fault tells the referee that program p failed while it was awaited: it
// has been stopped, and the referee plays N for it from now on. The first
// fault is kept for the result. A fault of a program that is not awaited
// changes nothing and is an error wrapping [games.ErrNotAwaited].
func (r *Referee) Fault(p int, f games.FaultKind) error {
	if uint(p) >= NumPlayers || !r.pending[p] {
		return fmt.Errorf("blockdrop: fault of player %d: %w", p, games.ErrNotAwaited)
	}
	r.stopped[p] = true
	r.ready[p] = true
	r.faults = append(r.faults, games.Fault{Player: p, Rule: f.String()})
	r.pending[p] = false
	r.nAwait--
	if r.playing {
		r.play(N)
	}
	return nil
}

// play plays the global turn with a as the action of the player to move.
func (r *Referee) play(a Action) {
	r.played = append(r.played, r.st.Step(a))
	if r.st.Over() {
		r.done = true
	}
}

// Result returns the match's result once it is over: the scores in seat
// order, the winner, why the game ended, and the first fault, if any
// (Faults: all, when several); while the match goes on, a Result with no
// scores and no winner. The winner is
// [State.Winner]'s, the last player standing, or [games.NoWinner] in a
// draw. A fault does not change it: a stopped program's player stays on
// the board, playing N, and wins if it is the last one standing, as in
// the organisers' engine. The Result is the caller's.
func (r *Referee) Result() games.Result {
	if !r.done {
		return games.Result{Winner: games.NoWinner}
	}
	res := games.Result{Scores: make([]float64, NumPlayers), Winner: games.NoWinner}
	if w, ok := r.st.Winner(); ok {
		res.Winner = w
	}
	for p, sc := range r.st.Score() {
		res.Scores[p] = float64(sc)
	}
	t := r.st.Turn()
	switch r.st.End() {
	case LastStanding:
		w, _ := r.st.Winner()
		res.Reason = fmt.Sprintf("player %d is the last one standing after %d turns", w, t)
	case NoneStanding:
		res.Reason = fmt.Sprintf("draw: the turn limit of %d turns, nobody left standing", t)
	default:
		var left []string
		for p := range NumPlayers {
			if r.st.Player(p).Alive() {
				left = append(left, fmt.Sprint(p))
			}
		}
		res.Reason = fmt.Sprintf("draw: the turn limit of %d turns, players %s left standing", t, strings.Join(left, ", "))
	}
	return res.WithFaults(r.faults)
}
