package langwars

import (
	"fmt"
	"strings"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
)

// ReadyLine is what a program writes first, in any letter case.
const ReadyLine = "READY"

// A Referee runs one game of Lang Wars as the organisers' engine did; it
// satisfies [games.Referee], with seats 0 to 3 for players 0 to 3. It does
// no I/O: a runner such as package protocol delivers its messages and
// hands over the players' lines.
//
// The dialogue: the referee first waits for every program's READY line
// (see [IsReady]: any letter case; the lines before it are ignored) under
// the clock's Handshake limit. Once every player is ready (or has failed),
// each is sent the settings ([AppendSettings]) together with the first
// turn message, and then one turn message at the start of each turn
// ([State.View]). All four are awaited at once; the turn is played when
// the last has answered. Nothing is sent after the tenth turn.
//
// A reply is read with [ReadReply], so no line is ever refused: what
// cannot be read is language 0. A line is first split at carriage returns,
// as the engine's line reader ended lines at LF, CR or CRLF (the runner
// splits at LF and strips one CR before it): the first piece is the reply,
// and each further piece is one of the player's next lines, the reply of
// a later turn, taken then without waiting for the player. A player the runner reports as failed
// (timed out, ended, a line too long) is never awaited or sent anything
// again, and picks language 0 in every later turn, the turn it failed in
// included; the first failure is the Result's Fault, but the game goes on
// and the failed player keeps its believers and its score.
//
// The [games.Result] has each player's victory points ([Points.Float64]) in
// seat order, and says who won or that the game is a draw.
//
// A Reply or Fault for a player that is not awaited, or was answered for
// already, is refused with an error wrapping [games.ErrNotAwaited].
//
// Create a Referee with [NewReferee]; the zero value is not ready for use.
type Referee struct {
	st    State
	phase phase
	ready [Players]bool
	dead  [Players]bool
	// rest holds the pieces after a carriage return of a player's last
	// line, still to be read, when queued is set (an empty piece is a
	// line too).
	rest    [Players]string
	queued  [Players]bool
	picks   [Players]Picks // this turn's picks, as they come in
	waiting [Players]bool  // awaited, and not answered yet
	await   [Players]int   // backs the Await slices
	timer   games.Timer
	faults  []games.Fault // each fault, in order: the first is the result's
	buf     []byte
}

type phase uint8

const (
	handshake phase = iota
	playing
	finished
)

var _ games.Referee = (*Referee)(nil)

// NewReferee returns a referee for a game from the set-up s, or an error
// if an attention degree is outside 3 to 6. For the organisers' game of a
// seed, pass [RandomSetup] of it.
func NewReferee(s Setup) (*Referee, error) {
	st, err := NewState(s)
	if err != nil {
		return nil, err
	}
	return &Referee{st: st}, nil
}

// Players returns 4.
func (r *Referee) Players() int { return Players }

// Clock returns the match's time rules, [DefaultClock].
func (r *Referee) Clock() games.Clock { return DefaultClock() }

// Setup returns the set-up the game started from, whose attention
// degrees a record's header keeps.
func (r *Referee) Setup() Setup { return Setup{Attention: r.st.attention} }

// State returns a copy of the game as it stands: the turns played so far.
func (r *Referee) State() State { return r.st }

// IsReady reports whether a line is the READY line: "READY" in any letter
// case, once the characters up to U+0020 are trimmed from both ends, as
// [ReadReply] trims a reply. (The trimming is this package's choice.)
func IsReady(line string) bool {
	s := text.TrimControl(line)
	if len(s) != len(ReadyLine) {
		return false
	}
	for i := range len(s) {
		if c := s[i] &^ ('a' - 'A'); c != ReadyLine[i] {
			return false
		}
	}
	return true
}

// Next returns what the runner must do next. The Await slice is shared by
// the referee's steps: read it, do not write it.
func (r *Referee) Next() games.Step {
	if n := r.awaiting(); n > 0 {
		return games.Step{Await: r.await[:n], Timer: r.timer}
	}
	var send []games.Message
	for {
		switch r.phase {
		case handshake:
			n := 0
			for p := range Players {
				if !r.ready[p] && !r.dead[p] {
					r.await[n] = p
					r.waiting[p] = true
					n++
				}
			}
			if n > 0 {
				r.timer = games.Handshake
				return games.Step{Send: send, Await: r.await[:n], Timer: games.Handshake}
			}
			r.phase = playing
			send = r.beginTurn(send)
		case playing:
			if n := r.awaiting(); n > 0 {
				r.timer = games.TurnStart
				return games.Step{Send: send, Await: r.await[:n], Timer: games.TurnStart}
			}
			// Every pick is in: play the turn. It cannot fail, as
			// every Picks came from ReadReply with the turn's count.
			_ = r.st.PlayTurn(r.picks)
			if r.st.Over() {
				r.phase = finished
				return games.Step{Send: send, Done: true}
			}
			send = r.beginTurn(send)
		default:
			return games.Step{Send: send, Done: true}
		}
	}
}

// awaiting fills r.await with the players awaited and not answered yet, in
// seat order, and returns how many there are.
func (r *Referee) awaiting() int {
	n := 0
	for p := range Players {
		if r.waiting[p] {
			r.await[n] = p
			n++
		}
	}
	return n
}

// beginTurn appends the messages of the turn to play to send, and takes
// the picks that need no wait: language 0 for failed players, and a line
// already read for players that have one.
func (r *Referee) beginTurn(send []games.Message) []games.Message {
	t := r.st.Turn()
	n := PicksIn(t)
	for p := range Players {
		if r.dead[p] {
			r.picks[p] = Picks{0: uint8(n)}
			continue
		}
		b := r.buf[:0]
		if t == 1 {
			b = AppendSettings(b, r.st.attention)
		}
		v := r.st.View(p)
		b = v.AppendText(b)
		r.buf = b
		send = append(send, games.Message{To: p, Text: string(b[:len(b)-1])})
		if line, ok := r.next(p); ok {
			r.picks[p] = ReadReply(line, n)
		} else {
			r.waiting[p] = true
		}
	}
	return send
}

// next takes the next piece of a line that player p wrote, if one is
// queued.
func (r *Referee) next(p int) (string, bool) {
	if !r.queued[p] {
		return "", false
	}
	line, rest, more := strings.Cut(r.rest[p], "\r")
	r.rest[p], r.queued[p] = rest, more
	return line, true
}

// Reply hands over the line that player p wrote, without its line ending.
// While the referee waits for READY, the line is READY or ignored; in a
// turn it is read with [ReadReply]. A line from a player that is not
// awaited is refused with an error wrapping [games.ErrNotAwaited].
func (r *Referee) Reply(p int, line string) error {
	if err := r.awaited(p); err != nil {
		return fmt.Errorf("langwars: reply from %w", err)
	}
	r.waiting[p] = false
	r.rest[p], r.queued[p] = line, true
	if r.phase == handshake {
		for !r.ready[p] {
			piece, ok := r.next(p)
			if !ok {
				break
			}
			r.ready[p] = IsReady(piece)
		}
		return nil
	}
	piece, _ := r.next(p)
	r.picks[p] = ReadReply(piece, PicksIn(r.st.Turn()))
	return nil
}

// Fault tells the referee that player p failed while it was awaited: it
// is never awaited or sent anything again, and picks language 0 in this
// turn and every later one. The first fault is the Result's Fault. A
// fault of a player that is not awaited is refused with an error wrapping
// [games.ErrNotAwaited].
func (r *Referee) Fault(p int, f games.FaultKind) error {
	if err := r.awaited(p); err != nil {
		return fmt.Errorf("langwars: fault of %w", err)
	}
	r.dead[p] = true
	r.rest[p], r.queued[p] = "", false
	r.waiting[p] = false
	r.picks[p] = Picks{0: uint8(PicksIn(r.st.Turn()))}
	r.faults = append(r.faults, games.Fault{Player: p, Rule: f.String()})
	return nil
}

// awaited returns an error naming player p, wrapping
// [games.ErrNotAwaited], unless the referee waits for p's line.
func (r *Referee) awaited(p int) error {
	switch {
	case p < 0 || p >= Players:
		return fmt.Errorf("player %d: there are players 0 to %d: %w", p, Players-1, games.ErrNotAwaited)
	case r.phase == finished:
		return fmt.Errorf("player %d: the game is over: %w", p, games.ErrNotAwaited)
	case !r.waiting[p]:
		return fmt.Errorf("player %d: %w", p, games.ErrNotAwaited)
	}
	return nil
}

// Result returns each player's victory points in seat order (as they stand,
// and with the Reason "not over", before the game ends), who won, and the
// first failure, if any (Faults: all, when several). The winner is
// [State.Winner]'s: the one player with the most victory points once the
// game is over, or [games.NoWinner] in a draw and while the game goes on. A player that failed keeps its
// believers and its points, so it may still win. The Result is the
// caller's to keep.
func (r *Referee) Result() games.Result {
	sc := r.st.Score()
	res := games.Result{Scores: make([]float64, Players), Winner: games.NoWinner}
	if w, ok := r.st.Winner(); ok {
		res.Winner = w
	}
	for p, s := range sc {
		res.Scores[p] = s.Float64()
	}
	switch w, ok := best(sc); {
	case !r.st.Over():
		res.Reason = "not over"
	case ok:
		res.Reason = fmt.Sprintf("player %d wins with %v victory points", w, sc[w])
	default:
		best := max(sc[0], sc[1], sc[2], sc[3])
		var who []string
		for p, s := range sc {
			if s == best {
				who = append(who, fmt.Sprint(p))
			}
		}
		res.Reason = fmt.Sprintf("draw: players %s share the most victory points, %v", strings.Join(who, " and "), best)
	}
	return res.WithFaults(r.faults)
}
