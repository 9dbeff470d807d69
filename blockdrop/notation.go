package blockdrop

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/contestgames/games/internal/text"
)

// The dialogue's fixed lines.
const (
	ReadyLine = "READY" // what a program writes first
	EndLine   = "EOD"   // the last line of every message
)

// MessageLines is the number of lines of a message: id, T, six block rows,
// four players and EOD.
const MessageLines = 13

// ParseDir reads a facing letter: "U", "R", "D" or "L".
func ParseDir(s string) (Dir, error) {
	if len(s) == 1 {
		switch s[0] {
		case 'U':
			return Up, nil
		case 'R':
			return Right, nil
		case 'D':
			return Down, nil
		case 'L':
			return Left, nil
		}
	}
	return 0, text.Errorf("blockdrop", "facing %q: want U, R, D or L", text.Clip(s, clipLen))
}

// ParseAction reads exactly one of the six action letters, "N", "U",
// "R", "D", "L" or "A", and nothing else. A referee reads replies with the
// engine's leniency instead: see [ParseReply].
func ParseAction(s string) (Action, error) {
	if a, ok := actionOf(s); ok {
		return a, nil
	}
	return N, text.Errorf("blockdrop", "action %q: want one of N, U, R, D, L, A", text.Clip(s, clipLen))
}

func actionOf(s string) (Action, bool) {
	if len(s) != 1 {
		return N, false
	}
	switch s[0] {
	case 'N':
		return N, true
	case 'U':
		return U, true
	case 'R':
		return R, true
	case 'D':
		return D, true
	case 'L':
		return L, true
	case 'A':
		return A, true
	}
	return N, false
}

// ParseReply reads a program's reply as the organisers' engine did, and
// never fails: the line is trimmed of every byte up to the space (0x00 to
// 0x20, as Java's String.trim does) at both ends, cut at its first space,
// and the first piece must be exactly one of the six letters; anything
// else ("u", "UP", "X", "", "\tA\tB") is N. So "U", " U\r" and "U D" are U.
func ParseReply(line string) Action {
	line = text.TrimControl(line)
	if i := strings.IndexByte(line, ' '); i >= 0 {
		line = line[:i]
	}
	a, _ := actionOf(line)
	return a
}

// isReady reports whether a line a program wrote is its READY: exactly
// "READY" once trimmed as [ParseReply] trims.
func isReady(line string) bool { return text.TrimControl(line) == ReadyLine }

// clipLen is how much of a bad text an error quotes.
const clipLen = 40

// String returns the placement's text, as in "0,14,D 14,17,L 14,10,U
// 2,5,R".
func (pl Placement) String() string { return string(pl.appendText(nil)) }

// appendText appends the placement's text to b.
func (pl *Placement) appendText(b []byte) []byte {
	for p, a := range pl {
		if p > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64(a.X), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(a.Y), 10)
		b = append(b, ',')
		b = append(b, a.Facing.String()...)
	}
	return b
}

// MarshalText writes the placement as [Placement.String] does.
func (pl Placement) MarshalText() ([]byte, error) { return pl.appendText(nil), nil }

// UnmarshalText reads a placement as [ParsePlacement] does.
func (pl *Placement) UnmarshalText(text []byte) error {
	p, err := ParsePlacement(string(text))
	if err != nil {
		return err
	}
	*pl = p
	return nil
}

// ParsePlacement reads a placement: four "x,y,D" items (x the column, y the
// row, 0..17, D the facing U, R, D or L) for players 0..3, separated by
// spaces or tabs. It checks the placement as [Placement.check] does.
func ParsePlacement(s string) (Placement, error) {
	var pl Placement
	items := strings.Fields(s)
	if len(items) != NumPlayers {
		return pl, text.Errorf("blockdrop", "placement %q: %d items; want 4 of the form x,y,D", text.Clip(s, clipLen), len(items))
	}
	for p, item := range items {
		parts := strings.Split(item, ",")
		if len(parts) != 3 {
			return pl, text.Errorf("blockdrop", "placement: player %d: %q is not x,y,D", p, text.Clip(item, clipLen))
		}
		x, err1 := strconv.Atoi(parts[0])
		y, err2 := strconv.Atoi(parts[1])
		if err1 != nil || err2 != nil {
			return pl, text.Errorf("blockdrop", "placement: player %d: %q: x and y must be numbers 0 to 17", p, text.Clip(item, clipLen))
		}
		d, err := ParseDir(parts[2])
		if err != nil {
			return pl, text.Within(err, fmt.Sprintf("placement: player %d: %q", p, text.Clip(item, clipLen)))
		}
		pl[p] = Pose{X: x, Y: y, Facing: d}
	}
	if err := pl.check(); err != nil {
		return pl, err
	}
	return pl, nil
}

// AppendMessage appends the message the player to move is sent at the
// start of the global turn, byte for byte as the engine sent it: 13
// lines, each ended by "\n":
//
//	id                 the player to move, T mod 4
//	T                  the global turn counter
//	c c c c c c        six lines of six block counters, block rows top to
//	...                bottom, columns left to right
//	x y D S            four lines, players 0..3: column, row, facing and
//	...                wait counter; "-1 -1 D S" for a fallen player
//	EOD
//
// It never allocates when b has room (a message is at most 250 bytes).
func (s *State) AppendMessage(b []byte) []byte {
	b = appendSmall(b, int(s.turn&3))
	b = append(b, '\n')
	b = strconv.AppendInt(b, int64(s.turn), 10)
	b = append(b, '\n')
	for r := range BlocksSide {
		for c := range BlocksSide {
			if c > 0 {
				b = append(b, ' ')
			}
			i := r*BlocksSide + c
			b = append(b, counterText[uint8(s.blocks[i>>3]>>(i&7*8))]...)
		}
		b = append(b, '\n')
	}
	for _, p := range s.players {
		b = appendSmall(b, int(p.X))
		b = append(b, ' ')
		b = appendSmall(b, int(p.Y))
		b = append(b, ' ', "URDL"[p.Facing&3], ' ')
		b = appendSmall(b, int(p.Wait))
		b = append(b, '\n')
	}
	return append(b, EndLine+"\n"...)
}

// maxMessageLen bounds the length of a message in bytes.
const maxMessageLen = 256

// Message returns the message as [State.AppendMessage] writes it.
func (s *State) Message() string {
	var buf [maxMessageLen]byte
	return string(s.AppendMessage(buf[:0]))
}

// counterText holds the text of each byte of State.blocks: the counter
// it stands for, in decimal.
var counterText = func() (t [256]string) {
	for b := range t {
		var s State
		s.blocks[0] = uint64(b)
		t[b] = string(appendSmall(nil, int(s.counter(0))))
	}
	return t
}()

// appendSmall appends the decimal form of n, which is in -99..99.
func appendSmall(b []byte, n int) []byte {
	if n < 0 {
		b = append(b, '-')
		n = -n
	}
	if n >= 10 {
		b = append(b, byte('0'+n/10))
	}
	return append(b, byte('0'+n%10))
}

// A MessageError says why a message does not parse: the line (1..13) and
// its text, and what is wrong with it.
type MessageError struct {
	Line int    // 1 for the id line, 13 for EOD; 14 for text after EOD
	Text string // the line, cut to 40 bytes
	Err  string
}

// Error names the line, quotes it, and says what is wrong.
func (e *MessageError) Error() string {
	return fmt.Sprintf("blockdrop: message line %d (%s) %q: %s", e.Line, lineName(e.Line), e.Text, e.Err)
}

// lineName says what line n of a message holds.
func lineName(n int) string {
	switch {
	case n == 1:
		return "id"
	case n == 2:
		return "T"
	case n <= 8:
		return fmt.Sprintf("block row %d", n-3)
	case n <= 12:
		return fmt.Sprintf("player %d", n-9)
	case n == 13:
		return "EOD"
	}
	return "after EOD"
}

// ParseMessage reads a message as [State.AppendMessage] writes it (the
// final line ending may be left out, and a "\r" before each "\n" and
// spaces at the end are allowed) and returns the game it shows, with the contest's turn limit,
// [DefaultTurns]; set another with [State.setTurnLimit]. Numbers may be
// separated by several spaces or tabs. It checks the form and the range
// of every number (counters −19..20, squares 0..17 or both −1, wait
// counters 0..2) and that the id is T mod 4, and returns a
// [*MessageError] naming the first bad line; it does not check that the
// game could have been reached in play. It allocates nothing unless it
// fails.
func ParseMessage(text string) (State, error) {
	var r MessageReader
	text = strings.TrimRight(text, " \t\r\n")
	for {
		line, rest, more := strings.Cut(text, "\n")
		if err := r.line(line); err != nil {
			return State{}, err
		}
		if !more {
			break
		}
		text = rest
	}
	if r.n < MessageLines {
		return State{}, &MessageError{Line: r.n + 1, Err: fmt.Sprintf("the message ends after %d lines; want %d", r.n, MessageLines)}
	}
	return r.s, nil
}

// A MessageReader puts a message together from its lines as a program
// reads them one at a time, for a bot that is handed lines (such as a
// games.Bot). Its zero value expects the first line of a message.
type MessageReader struct {
	s   State
	n   int   // lines of the current message taken so far
	err error // the first error of the current message
}

// Line takes the next line of the dialogue, without its line ending. It
// returns done = true at a message's EOD line, with the game the message
// shows (as [ParseMessage] returns it) or the first error in the message.
// After an error the reader skips lines up to the next EOD, so that a bot
// answers once per message whatever it is sent. Other lines return done =
// false.
func (r *MessageReader) Line(line string) (s State, done bool, err error) {
	if r.err == nil {
		r.err = r.line(line)
	}
	if r.err == nil && r.n < MessageLines {
		return State{}, false, nil
	}
	if r.err != nil && r.n < MessageLines && strings.TrimRight(line, " \t\r") != EndLine {
		return State{}, false, nil
	}
	s, err = r.s, r.err
	*r = MessageReader{}
	if err != nil {
		return State{}, true, err
	}
	return s, true, nil
}

// line parses line r.n+1 of a message into r.s.
func (r *MessageReader) line(line string) error {
	r.n++
	line = strings.TrimSuffix(line, "\r")
	f := fields{s: line}
	if err := r.parseLine(r.n, &f); err != nil {
		return &MessageError{Line: r.n, Text: text.Clip(line, clipLen), Err: err.Error()}
	}
	return nil
}

// parseLine parses f, line n of a message, into r.s. Its errors say what is
// wrong with the line; [MessageReader.line] says which line it is.
func (r *MessageReader) parseLine(n int, f *fields) error {
	switch {
	case n == 1:
		id, ok := f.int(0, NumPlayers-1)
		if !ok || !f.end() {
			return errors.New("want the id of the player to move, 0 to 3")
		}
		r.s = State{limit: DefaultTurns, turn: int32(id)}
		return nil
	case n == 2:
		return r.parseTurn(f)
	case n <= 8:
		return r.parseBlockRow(n-3, f)
	case n <= 12:
		return r.parsePlayer(n-9, f)
	case n == 13:
		if f.next() != EndLine || !f.end() {
			return fmt.Errorf("want %s", EndLine)
		}
		return nil
	}
	return errors.New("text after EOD")
}

// parseTurn parses the turn line, which must agree with the id line before it.
func (r *MessageReader) parseTurn(f *fields) error {
	t, ok := f.int(0, MaxTurnLimit)
	if !ok || !f.end() {
		return fmt.Errorf("want the turn T, 0 to %d", MaxTurnLimit)
	}
	if t&3 != int(r.s.turn) {
		return fmt.Errorf("turn %d is player %d's, but the id line says %d", t, t&3, r.s.turn)
	}
	r.s.turn = int32(t)
	return nil
}

// parseBlockRow parses the counters of the blocks of one row.
func (r *MessageReader) parseBlockRow(row int, f *fields) error {
	for c := range BlocksSide {
		v, ok := f.int(Fallen, MaxCounter)
		if !ok {
			return fmt.Errorf("block %d: want 6 counters, each %d to %d", c, Fallen, MaxCounter)
		}
		i := row*BlocksSide + c
		r.s.setCounter(i, int8(v))
	}
	if !f.end() {
		return errors.New("more than 6 counters")
	}
	return nil
}

// parsePlayer parses the line of player p.
func (r *MessageReader) parsePlayer(p int, f *fields) error {
	x, ok1 := f.int(-1, Size-1)
	y, ok2 := f.int(-1, Size-1)
	if !ok1 || !ok2 || (x < 0) != (y < 0) {
		return errors.New("want the column and row, each 0 to 17, or -1 -1 for a fallen player")
	}
	d, err := ParseDir(f.next())
	if err != nil {
		return errors.New("want the facing U, R, D or L")
	}
	w, ok := f.int(0, AttackWait-1)
	if !ok || !f.end() {
		return fmt.Errorf("want the wait counter, 0 to %d, last", AttackWait-1)
	}
	r.s.players[p] = Player{X: int8(x), Y: int8(y), Facing: d, Wait: int8(w)}
	if x >= 0 {
		r.s.alive |= 1 << p
	}
	return nil
}

// fields cuts a line into numbers and words separated by spaces or tabs.
type fields struct{ s string }

func (f *fields) next() string {
	i := 0
	for i < len(f.s) && (f.s[i] == ' ' || f.s[i] == '\t') {
		i++
	}
	j := i
	for j < len(f.s) && f.s[j] != ' ' && f.s[j] != '\t' {
		j++
	}
	w := f.s[i:j]
	f.s = f.s[j:]
	return w
}

func (f *fields) end() bool { return f.next() == "" }

// int reads the next word as a decimal number in [lo, hi]: an optional
// '-' and at most 8 digits.
func (f *fields) int(lo, hi int) (int, bool) {
	w := f.next()
	neg := strings.HasPrefix(w, "-")
	if neg {
		w = w[1:]
	}
	if w == "" || len(w) > 8 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	if neg {
		v = -v
	}
	return v, v >= lo && v <= hi
}
