package alquerque

import (
	"errors"
	"fmt"
	"strings"

	"github.com/contestgames/games"
)

// The jury's lines besides moves.
const (
	StartLine = "Start" // White's first line
	QuitLine  = "Quit"  // tells a player to stop: it has lost, or a player was disqualified
	// SetupLine begins the first line of both players in a match that
	// does not start from [Start]: "Setup " and the starting position as
	// [Position.String] writes it. The contest had no such line.
	SetupLine = "Setup"
)

// A Referee runs one match of Alquerque as the CodeCup 2008 jury did; it
// satisfies [games.Referee]. It does no I/O: a runner such as package
// protocol, or a loop of one's own, delivers its lines and hands over the
// players' answers.
//
// The dialogue (RULINGS.md 5.1-5.4): White first reads "Start", Black
// first reads White's first move, and then each player reads its
// opponent's last move and answers with its own, one move per line. The
// move a player is sent is the opponent's move as [Move.String] writes it.
//
// A match from a [Setup] other than [Start] (an opening, which the contest
// never had) first tells both players the position: each first reads
// "Setup " and the position as [Position.String] writes it, such as
// "Setup bbbbbbb/bbbbbbb/bbbbbbb/bbbw.ww/wwwwwww/wwwwwww/wwwwwww b 1 e4-d4 -";
// then the side to move reads "Start" and the other its move, as above.
// A contest program that does not know the line cannot play such a match;
// the built-in bots (package bots) do.
// When a move wins, the winner is sent nothing (it stops by itself) and the
// loser is sent "Quit". After an illegal move both players are sent "Quit".
// When the 200th ply ends the game in a tie, nobody is sent anything: both
// programs stop after their last move. When the runner reports a fault
// (timeout, exit, a line too long), the other player is sent "Quit".
//
// Scores are the contest's: 12-0 for a win; in a tie, 7 minus the
// opponent's pieces left, never below 0; 12-0 for the opponent of a player
// that makes an illegal move, runs out of time, or fails.
//
// One leniency: before a line is read as a move, a trailing carriage return
// and any spaces or tabs around the move are removed, so "c3-d4\r\n" and
// "c3-d4 " are accepted as "c3-d4". The contest's jury most likely read
// moves this way (its rule page shows none of these cases); anything else
// that is not a move in the contest's notation is an illegal move.
//
// A Referee is deterministic and cheap: [NewReferee] makes room for the
// moves of the rest of the game, and after that a ply costs the checks of
// the move and allocates nothing. The zero value is not ready for use.
type Referee struct {
	setup  Setup
	pos    Position
	played []Move
	// send holds the messages of the next step; Next hands them out once.
	// It is a slice of sendBuf, reused from step to step as the Referee
	// contract allows, so that a ply allocates nothing.
	send    []games.Message
	sendBuf [3]games.Message
	done    bool
	res     games.Result
	// seats backs the Await slices: seats[p:p+1] is []int{p}, shared by
	// every step and never written, so that Next allocates nothing for it.
	seats [2]int
}

// NewReferee returns a Referee for a new match from s. White is seat 0 and
// Black seat 1 (the numbers of the Colors); the side to move in s.Start
// moves first and reads "Start". It refuses a starting position in which
// the game is already over, the zero Position among them. From any other
// position than Start, both players first read the SetupLine. The clock is
// [DefaultClock]; a runner that plays under other rules gives its own.
func NewReferee(s Setup) (*Referee, error) {
	p := s.Start
	if e := p.End(); e != NotOver {
		return nil, fmt.Errorf("alquerque: set-up: the starting position %q is over (%s)", p.String(), p.describe(e))
	}
	r := &Referee{
		setup:  s,
		pos:    p,
		played: make([]Move, 0, MaxPlies-p.Ply()),
		seats:  [2]int{int(White), int(Black)},
	}
	start := games.Message{To: int(p.Side()), Text: StartLine}
	if p != Start() {
		setup := SetupLine + " " + p.String()
		r.sends(games.Message{To: int(White), Text: setup}, games.Message{To: int(Black), Text: setup}, start)
		return r, nil
	}
	r.sends(start)
	return r, nil
}

// sends makes msgs, one to three, the messages of the next step.
func (r *Referee) sends(msgs ...games.Message) {
	r.send = r.sendBuf[:copy(r.sendBuf[:], msgs)]
}

// Players returns 2: White is seat 0 and Black seat 1.
func (r *Referee) Players() int { return 2 }

// Clock returns the match's time rules: [DefaultClock], the CodeCup's.
func (r *Referee) Clock() games.Clock { return DefaultClock() }

// Next returns what the runner must do next: deliver the step's messages,
// then, unless the step is Done, wait for the line of the player on move.
// Every wait starts a new turn ([games.TurnStart]). A second call without
// a Reply or Fault in between returns the same step without its messages.
//
// The Await slice is shared by all the steps of the referee: read it, do
// not write it.
func (r *Referee) Next() games.Step {
	step := games.Step{Send: r.send, Done: r.done}
	r.send = nil
	if !r.done {
		p := int(r.pos.Side())
		step.Await = r.seats[p : p+1 : p+1]
		step.Timer = games.TurnStart
	}
	return step
}

// Reply hands over the line that player p wrote, without its line ending.
// A legal move is played and sent on to the opponent; anything else ends
// the match with p's illegal move (see the type's documentation for the
// whitespace that is tolerated).
//
// Reply returns an error wrapping [games.ErrNotAwaited], and changes
// nothing, if the match is over or it is not p's turn: that is a bug in the
// runner, which must answer only the Await of the last step.
func (r *Referee) Reply(p int, line string) error {
	if err := r.awaits("Reply", p); err != nil {
		return err
	}
	text := strings.Trim(line, " \t\r")
	m, err := parse(line, text)
	if err == nil {
		err = r.pos.Play(m)
	}
	if err != nil {
		var me *MoveError
		if !errors.As(err, &me) { // ParseMove and Play return only *MoveError
			me = &MoveError{Move: line, Rule: RuleNotation, Detail: err.Error()}
		}
		me.Seat = p
		r.illegal(p, line, m, me)
		return nil
	}
	r.played = append(r.played, m)
	switch e := r.pos.End(); e {
	case NotOver:
		// text is m.String(), as the notation has one text per move
		// (FuzzParseMove checks it), and passing it on saves building it.
		r.sends(games.Message{To: 1 - p, Text: text})
	case MoveLimit:
		// A tie by the rules, whatever the scores: Position.Winner
		// crowns nobody, and neither does the result.
		s := r.pos.Score()
		w, b := r.pos.Pieces(White).Count(), r.pos.Pieces(Black).Count()
		r.finish(float64(s[White]), float64(s[Black]), games.NoWinner,
			fmt.Sprintf("200 plies: tie, white has %d %s left and black %d", w, pieces(w), b), nil)
	default:
		seat, _ := r.pos.Winner() // the game is over and not a tie
		winner := Color(seat)
		loser := winner.Other()
		reason := fmt.Sprintf("%s took %s's last piece", winner, loser)
		if e == NoLegalMove {
			reason = fmt.Sprintf("%s cannot move", loser)
		}
		r.win(winner, reason, nil)
		r.sends(games.Message{To: int(loser), Text: QuitLine})
	}
	return nil
}

func pieces(n int) string {
	if n == 1 {
		return "piece"
	}
	return "pieces"
}

// parse reads text, which is line with the tolerated whitespace trimmed,
// as a move.
func parse(line, text string) (Move, error) {
	if text == "" {
		return Move{}, &MoveError{Seat: -1, Move: line, Rule: RuleNotation,
			Detail: "an empty line; want a move such as \"c3-d4\" or \"e5*c3\""}
	}
	return ParseMove(text)
}

// maxQuoted is how much of an unreadable line a Result's Reason quotes.
const maxQuoted = 40

// illegal ends the match because player p wrote line, which is refused
// with err; m is the move it was read as, or the zero Move if it was not
// read as one.
func (r *Referee) illegal(p int, line string, m Move, err *MoveError) {
	shown := m.String()
	if m.IsZero() {
		// Quoted, so that an empty or unprintable line shows as such, and
		// cut short, so that a flood does not become the Reason.
		q := line
		if len(q) > maxQuoted {
			q = q[:maxQuoted]
		}
		shown = fmt.Sprintf("%q", q)
		if len(line) > maxQuoted {
			shown += fmt.Sprintf(" (%d bytes)", len(line))
		}
	}
	c := Color(p)
	r.win(c.Other(), fmt.Sprintf("%s: illegal move %s: %s", c, shown, err.Detail),
		&games.Fault{Player: p, Move: line, Rule: err.Rule.String()})
	r.sends(games.Message{To: int(White), Text: QuitLine}, games.Message{To: int(Black), Text: QuitLine})
}

// Fault tells the referee that player p failed while it was on move: its
// time ran out, its program ended, or it wrote a line too long. The
// opponent wins 12-0 and is sent "Quit".
//
// Fault returns an error, and changes nothing, if the match is over or it
// is not p's turn, as Reply does.
func (r *Referee) Fault(p int, f games.FaultKind) error {
	if err := r.awaits("Fault", p); err != nil {
		return err
	}
	c := Color(p)
	r.win(c.Other(), fmt.Sprintf("%s: %s", c, f), &games.Fault{Player: p, Rule: f.String()})
	r.sends(games.Message{To: 1 - p, Text: QuitLine})
	return nil
}

// awaits returns an error wrapping games.ErrNotAwaited unless the referee
// waits for player p's line.
func (r *Referee) awaits(method string, p int) error {
	switch {
	case r.done:
		return fmt.Errorf("alquerque: %s from player %d after the match ended (%s): %w", method, p, r.res.Reason, games.ErrNotAwaited)
	case p != int(r.pos.Side()):
		return fmt.Errorf("alquerque: %s from player %d: it is %s's turn (player %d): %w", method, p, r.pos.Side(), r.pos.Side(), games.ErrNotAwaited)
	}
	return nil
}

// win ends the match with a 12-0 win for c: c took the last piece, left
// its opponent without a move, or saw its opponent forfeit.
func (r *Referee) win(c Color, reason string, f *games.Fault) {
	var s [2]float64
	s[c] = WinScore
	r.finish(s[White], s[Black], int(c), reason, f)
}

func (r *Referee) finish(white, black float64, winner int, reason string, f *games.Fault) {
	r.done = true
	r.res = games.Result{Scores: []float64{white, black}, Winner: winner, Reason: reason, Fault: f}
}

// Result returns the match's result once it is over, with the scores in
// seat order (White, Black), and while it goes on a Result with no scores
// and no winner. Its Winner is the side that took the last piece or left
// its opponent without a move, the opponent of a player that forfeited, or
// [games.NoWinner] after 200 plies, a tie by the rules even when the tie
// rule scores it, say, 6-5. The Result is the caller's: changing it does
// not change the referee's.
func (r *Referee) Result() games.Result {
	if !r.done {
		return games.Result{Winner: games.NoWinner}
	}
	return r.res.Clone()
}

// Setup returns the set-up the match started from.
func (r *Referee) Setup() Setup { return r.setup }

// State returns the position of the match so far: after the last legal
// move, and so before an illegal one. It is a copy, as every Position is.
func (r *Referee) State() Position { return r.pos }

// Played returns the legal moves played so far, in order; an illegal move
// that ended the match is not among them. The slice is the caller's.
func (r *Referee) Played() []Move { return append([]Move(nil), r.played...) }
