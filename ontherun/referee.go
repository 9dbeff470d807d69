package ontherun

import (
	"errors"
	"fmt"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
)

// A Referee runs one game of On The Run as the CodeCup 2007 jury did, as a
// [games.Referee]: seat 0 is the fugitive and seat 1 the detectives (the
// numbers of the [Role]s), and scores come in that order. It does no I/O:
// a runner such as package protocol delivers its lines and hands over the
// players' answers. Each program must find the map itself, in a file
// connect.txt of its working directory (see [Game]); the referee only
// judges.
//
// The dialogue, one line each unless said otherwise:
//
//  1. The fugitive is sent "Fugitive" and the detectives "Detectives".
//  2. The detectives write their four start cities, one a line.
//  3. The fugitive is sent those four lines and writes its start city.
//  4. The detectives are sent the fugitive's start city.
//  5. Each turn, 1 to 50: the fugitive writes its move, "C 17"; the
//     detectives are sent its transport, "C", or on turns 5, 10, ..., 50
//     its transport and city, "C 17"; the detectives write their four new
//     cities, one a line, detective 1's first; and, except after turn 50,
//     the fugitive is sent those four lines.
//
// A game that ends before turn 50 is over (a catch, an illegal move, a
// crash or a timeout) ends with "Quit" to both programs; so does a
// fugitive that moves onto a detective in turn 50, since the detectives
// still wait for its move. After the detectives' move of turn 50 nothing
// more is sent, whether they caught the fugitive or not: both programs
// have made their last move and stop by themselves. On a catch neither
// program is sent the move that made it.
//
// Each of the four lines of the detectives is judged as it comes: a line
// that is not a city, a city not on the map, a detective staying, a
// detective going where no connection leads, or two detectives on one
// city, ends the game at that line. The first of the four lines starts a
// new turn on the clock ([games.TurnStart]); the other three go on with
// it ([games.TurnGoesOn]).
//
// An illegal move, a crash or a timeout loses 0-20: the opponent scores
// 20. Otherwise the score is [State.Score]'s.
//
// A Referee is deterministic: the same lines give the same game. Create it
// with [NewReferee]; the zero value is not ready for use.
type Referee struct {
	setup Setup
	st    State
	send  []games.Message
	await int // the seat awaited, or -1
	// answered is set by a Reply or Fault and cleared by Next: a second
	// answer within one wait is the runner's mistake.
	answered bool
	timer    games.Timer
	line     int   // the detectives' line awaited, 0 to 3
	next     Squad // the detectives' lines read so far
	done     bool
	res      games.Result
	// seats backs the Await slices: seats[p:p+1] is []int{p}.
	seats [2]int
}

var _ games.Referee = (*Referee)(nil)

// NewReferee returns a referee for a game on the set-up's map, which must
// be valid ([Map.Validate]). The referee shares the map, which never
// changes, with the Setup and with the States it hands out.
func NewReferee(s Setup) (*Referee, error) {
	if s.Map == nil {
		return nil, errors.New("ontherun: NewReferee: the set-up has no map")
	}
	if err := s.Map.Validate(); err != nil {
		return nil, err
	}
	r := &Referee{setup: s, st: newState(s.Map), seats: [2]int{0, 1}}
	r.send = []games.Message{{To: int(Fugitive), Text: fugitiveLine}, {To: int(Detectives), Text: detectivesLine}}
	r.awaitSeat(Detectives, games.TurnStart)
	return r, nil
}

// Players returns 2: the fugitive is seat 0, the detectives seat 1.
func (r *Referee) Players() int { return 2 }

// Clock returns the match's time rules: [DefaultClock].
func (r *Referee) Clock() games.Clock { return DefaultClock() }

// Setup returns what the match started from: its map.
func (r *Referee) Setup() Setup { return r.setup }

// State returns a copy of the game as it stands: after the last legal
// move.
func (r *Referee) State() State { return r.st }

func (r *Referee) awaitSeat(p Role, t games.Timer) {
	r.await, r.timer = int(p), t
}

// Next returns what the runner must do next: deliver the step's
// messages, then, unless the step is Done, wait for one line of the
// awaited player. A second call without a Reply or Fault in between
// returns the same step without its messages. The Await slice is shared
// by the referee's steps: read it, do not write it.
func (r *Referee) Next() games.Step {
	step := games.Step{Send: r.send, Done: r.done}
	r.send = nil
	r.answered = false
	if !r.done {
		step.Await = r.seats[r.await : r.await+1 : r.await+1]
		step.Timer = r.timer
	}
	return step
}

// Reply hands over one line that player p wrote. For a player that is
// not awaited, a second answer within one wait, or a reply after the end,
// it returns an error wrapping [games.ErrNotAwaited] and changes nothing.
func (r *Referee) Reply(p int, line string) error {
	if err := r.check(p, "reply"); err != nil {
		return err
	}
	r.answered = true
	if Role(p) == Detectives {
		r.judgeDetectives(line)
	} else {
		r.judgeFugitive(line)
	}
	return nil
}

// check returns the error for an answer of player p that the referee does
// not wait for.
func (r *Referee) check(p int, what string) error {
	switch {
	case r.done:
		return fmt.Errorf("ontherun: %s from player %d after the end of the game: %w", what, p, games.ErrNotAwaited)
	case p != r.await:
		return fmt.Errorf("ontherun: %s from player %d while player %d is awaited: %w", what, p, r.await, games.ErrNotAwaited)
	case r.answered:
		return fmt.Errorf("ontherun: a second %s from player %d in one wait: %w", what, p, games.ErrNotAwaited)
	}
	return nil
}

// judgeFugitive judges the fugitive's line: its start, or a move.
func (r *Referee) judgeFugitive(line string) {
	switch r.st.phase {
	case placeFugitive:
		c, err := ParseCity(line)
		if err != nil {
			r.illegal(Fugitive, line, RuleNotation, fmt.Sprintf("start: %v", text.Detail(err)))
			return
		}
		if err := r.st.placeFugitive(c); err != nil {
			r.refuse(line, err)
			return
		}
		r.send = []games.Message{{To: int(Detectives), Text: c.String()}}
		r.awaitSeat(Fugitive, games.TurnStart)
	case fugitiveToMove:
		mv, err := parseFugitiveMove(line)
		if err != nil {
			r.illegal(Fugitive, line, RuleNotation, fmt.Sprintf("turn %d: %v", r.st.Turn(), text.Detail(err)))
			return
		}
		if err := r.st.playFugitive(mv); err != nil {
			r.refuse(line, err)
			return
		}
		if r.st.Over() {
			q := r.st.Squad()
			r.caught(fmt.Sprintf("the fugitive moved onto detective %d in city %v on turn %d", q.index(mv.To)+1, mv.To, r.st.Turn()))
			return
		}
		r.send = []games.Message{{To: int(Detectives), Text: r.st.clue(r.st.Turn()).String()}}
		r.line = 0
		r.awaitSeat(Detectives, games.TurnStart)
	}
}

// judgeDetectives judges one of the detectives' four lines, and plays
// their move after the fourth.
func (r *Referee) judgeDetectives(line string) {
	k := r.line
	c, err := ParseCity(line)
	if err != nil {
		r.illegal(Detectives, line, RuleNotation, fmt.Sprintf("%s, detective %d: %v", r.where(), k+1, text.Detail(err)))
		return
	}
	r.next[k] = c
	placing := r.st.phase == placeDetectives
	var me *MoveError
	if placing {
		me = r.setup.Map.checkStart(r.next, k)
	} else {
		me = r.st.checkDetective(r.next, k)
	}
	if me != nil {
		r.refuse(line, me)
		return
	}
	if k < NumDetectives-1 {
		r.line++
		r.awaitSeat(Detectives, games.TurnGoesOn)
		return
	}
	r.line = 0
	if placing {
		_ = r.st.placeDetectives(r.next) // cannot fail: each line was checked
		r.send = []games.Message{{To: int(Fugitive), Text: r.next.text()}}
		r.awaitSeat(Fugitive, games.TurnStart)
		return
	}
	_ = r.st.playDetectives(r.next) // cannot fail: each line was checked
	switch r.st.End() {
	case Arrested:
		f := r.st.Fugitive()
		r.caught(fmt.Sprintf("detective %d caught the fugitive in city %v on turn %d", r.next.index(f)+1, f, r.st.Turn()))
	case Escaped:
		sc := r.st.Score()
		r.finish(sc, r.ruleWinner(), fmt.Sprintf("the fugitive escaped: not caught in %d turns", MaxTurns), nil)
	default:
		r.send = []games.Message{{To: int(Fugitive), Text: r.next.text()}}
		r.awaitSeat(Fugitive, games.TurnStart)
	}
}

// where says which move the detectives' lines are: their start or a
// turn's.
func (r *Referee) where() string {
	if p := r.st.phase; p == placeDetectives || p == placeFugitive {
		return "start"
	}
	return fmt.Sprintf("turn %d", r.st.Turn())
}

// caught ends the game with a catch. Both programs are sent "Quit", except
// after the detectives' move of the last turn.
func (r *Referee) caught(how string) {
	sc := r.st.Score()
	n := r.st.announcements()
	r.finish(sc, r.ruleWinner(), fmt.Sprintf("%s, after %d %s: %d-%d", how, n, plural(n, "announcement"), sc[Fugitive], sc[Detectives]), nil)
	if r.st.End() == Surrendered || r.st.Turn() < MaxTurns {
		r.quitBoth()
	}
}

// refuse ends the game for a move that the State refused with err, a
// *MoveError.
func (r *Referee) refuse(line string, err error) {
	var me *MoveError
	if !errors.As(err, &me) {
		me = &MoveError{Seat: r.await, Rule: RuleNotation, Detail: err.Error()}
	}
	r.illegal(Role(me.Seat), line, me.Rule, r.where()+": "+me.Detail)
}

// illegal ends the game because p wrote line, which breaks rule.
func (r *Referee) illegal(p Role, line string, rule Rule, detail string) {
	var sc [2]int
	sc[p.other()] = totalScore
	r.finish(sc, int(p.other()), fmt.Sprintf("%s: illegal move %s: %s", p, quote(line), detail),
		&games.Fault{Player: int(p), Move: line, Rule: rule.String()})
	r.quitBoth()
}

// Fault tells the referee that player p failed while it was awaited: its
// time ran out, its program ended, or it wrote a line too long. The
// opponent wins 20-0, and both are sent "Quit" (a runner drops the
// message to the player that failed). A fault of a player that is not
// awaited, or after the end, is the runner's mistake: Fault returns an
// error wrapping [games.ErrNotAwaited] and changes nothing.
func (r *Referee) Fault(p int, f games.FaultKind) error {
	if err := r.check(p, "fault"); err != nil {
		return err
	}
	r.answered = true
	var sc [2]int
	sc[Role(p).other()] = totalScore
	r.finish(sc, int(Role(p).other()), fmt.Sprintf("%s: %s", Role(p), f), &games.Fault{Player: p, Rule: f.String()})
	r.quitBoth()
	return nil
}

func (r *Referee) quitBoth() {
	r.send = []games.Message{{To: int(Fugitive), Text: QuitLine}, {To: int(Detectives), Text: QuitLine}}
}

// ruleWinner returns the winner of a game the State ended: the seat of
// [State.Winner], or [games.NoWinner] for a 10-10 catch.
func (r *Referee) ruleWinner() int {
	if w, ok := r.st.Winner(); ok {
		return w
	}
	return games.NoWinner
}

func (r *Referee) finish(sc [2]int, winner int, reason string, f *games.Fault) {
	r.done = true
	r.await = -1
	r.res = games.Result{Scores: []float64{float64(sc[Fugitive]), float64(sc[Detectives])},
		Winner: winner, Reason: reason, Fault: f}
}

// Result returns the match's result once it is over, with the scores in
// seat order (the fugitive's, the detectives'), and while it goes on a
// Result with no scores and no winner. The winner is [State.Winner]'s
// when the game ends by the rules, nobody after a 10-10 catch, and the
// opponent of a player that forfeits by an illegal move or a fault. The
// Result is the caller's to change.
func (r *Referee) Result() games.Result {
	if !r.done {
		return games.Result{Winner: games.NoWinner}
	}
	return r.res.Clone()
}
