package program

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/contestgames/games/protocol/record"
)

// A stderrLog cuts a program's standard error into lines, as the splitter
// cuts its output (at LF, less one CR before it, bytes unchanged), and
// keeps the lines of the current step within the caps: whole lines while
// they fit, and once one does not, none for the rest of the step, only
// the count of the bytes dropped. It holds at most a step's cap of text,
// however much the program writes.
type stderrLog struct {
	caps        record.StderrCaps
	cur         []byte // the unfinished line, while it is kept
	curSize     int    // its bytes so far, kept or not
	dropLine    bool   // the unfinished line is dropped
	lineGameCap bool   // by the game's cap
	full        bool   // a line did not fit: the rest of the step is dropped
	gameCap     bool   // the game's cap dropped it, not the step's
	lines       []string
	kept        int // bytes of lines kept this step
	game        int // bytes kept in earlier steps
	dropped     int // bytes dropped this step
}

// left returns how many bytes the step may still keep.
func (l *stderrLog) left() int {
	return min(l.caps.Step-l.kept, l.caps.Game-l.game-l.kept)
}

// write takes bytes the program wrote.
func (l *stderrLog) write(b []byte) {
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		chunk := b
		if i >= 0 {
			chunk = b[:i+1]
		}
		b = b[len(chunk):]
		l.curSize += len(chunk)
		switch {
		case l.dropLine:
			l.dropped += len(chunk)
		case l.full || l.curSize > l.left():
			l.drop()
		default:
			l.cur = append(l.cur, chunk...)
		}
		if i >= 0 {
			l.endLine()
		}
	}
}

// drop drops the unfinished line, and with it the rest of the step.
func (l *stderrLog) drop() {
	gameCap := l.caps.Game-l.game-l.kept < l.caps.Step-l.kept
	if !l.full {
		l.full, l.gameCap = true, gameCap
	}
	l.dropLine, l.lineGameCap = true, gameCap
	l.dropped += l.curSize
	l.cur = l.cur[:0]
}

// endLine ends the unfinished line, keeping it unless it is dropped.
func (l *stderrLog) endLine() {
	if !l.dropLine && l.curSize > 0 {
		line := l.cur
		line = bytes.TrimSuffix(line, []byte{'\n'})
		line = bytes.TrimSuffix(line, []byte{'\r'})
		l.lines = append(l.lines, string(line))
		l.kept += l.curSize
	}
	l.cur, l.curSize, l.dropLine = l.cur[:0], 0, false
}

// take returns the step's lines and drops, and starts a new step; with
// flush, the unfinished line ends first.
func (l *stderrLog) take(flush bool) record.StderrStep {
	if flush {
		l.endLine()
	}
	t := record.StderrStep{Lines: l.lines, Dropped: l.dropped, Cap: l.caps.Step, GameCap: l.gameCap}
	if t.GameCap {
		t.Cap = l.caps.Game
	}
	l.lines, l.game, l.kept, l.dropped, l.full, l.gameCap = nil, l.game+l.kept, 0, 0, false, false
	switch {
	case l.dropLine:
		// The rest of a dropped line is dropped for the same cap.
		l.gameCap = l.lineGameCap
	case l.curSize > l.left():
		// An unfinished line counts in the step it ends in.
		l.drop()
	}
	return t
}

// tailMax is how much of a line of a program's standard error a
// stderrTail keeps.
const tailMax = 200

// A stderrTail keeps the line of a program's standard error that a
// fault's detail quotes, cut as the stderrLog cuts lines, its first
// tailMax bytes and its length: the last line that is neither blank nor
// indented (the frames of a stack trace are, in Go, Java and Python, and
// the error comes before or after them), or failing that the last line
// that is not blank; but once Go's runtime has said "panic: " or "fatal
// error: " at the start of a line, that line, which its dying program's
// stack trace follows.
type stderrTail struct {
	cur, plain tailLine
	any        tailLine // the last indented line, while no plain one has come
	panicked   bool     // plain is a Go panic's line: it stays
}

// A tailLine is the start of a line, and its length.
type tailLine struct {
	b []byte
	n int
}

// set makes l a copy of m.
func (l *tailLine) set(m tailLine) {
	l.b, l.n = append(l.b[:0], m.b...), m.n
}

// blank reports whether l is empty or white space: a line cut short is
// not.
func (l tailLine) blank() bool {
	return l.n == len(l.b) && len(bytes.TrimSpace(l.b)) == 0
}

// write takes bytes the program wrote.
func (t *stderrTail) write(b []byte) {
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			t.add(b)
			return
		}
		t.add(b[:i])
		t.end()
		b = b[i+1:]
	}
}

// add adds b to the unfinished line.
func (t *stderrTail) add(b []byte) {
	c := &t.cur
	if room := tailMax - len(c.b); room > 0 {
		c.b = append(c.b, b[:min(len(b), room)]...)
	}
	c.n += len(b)
}

// end ends the unfinished line.
func (t *stderrTail) end() {
	c := &t.cur
	if c.n == len(c.b) && bytes.HasSuffix(c.b, []byte{'\r'}) {
		c.b, c.n = c.b[:len(c.b)-1], c.n-1
	}
	t.keep(*c)
	c.b, c.n = c.b[:0], 0
}

// keep takes a line as the last one, as it deserves. Once a plain line
// has come, pick never quotes an indented one before it: any is no longer
// copied.
func (t *stderrTail) keep(l tailLine) {
	switch {
	case l.blank() || t.panicked:
	case l.b[0] == ' ' || l.b[0] == '\t':
		if t.plain.n == 0 {
			t.any.set(l)
		}
	default:
		t.plain.set(l)
		t.panicked = bytes.HasPrefix(l.b, []byte("panic: ")) || bytes.HasPrefix(l.b, []byte("fatal error: "))
	}
}

// quoted returns the line a fault's detail quotes, quoted as Go quotes
// strings, with its length after it when it was cut; an unfinished last
// line counts. It returns "" when there is none.
func (t *stderrTail) quoted() string {
	l := t.pick()
	if l.n == 0 {
		return ""
	}
	q := strconv.Quote(string(l.b))
	if l.n > len(l.b) {
		q += fmt.Sprintf("... (%d bytes)", l.n)
	}
	return q
}

// pick returns the line to quote, the unfinished one counting as the last.
func (t *stderrTail) pick() tailLine {
	c := t.cur
	indented := !c.blank() && (c.b[0] == ' ' || c.b[0] == '\t')
	switch {
	case t.panicked || c.blank():
	case !indented || t.plain.n == 0:
		return c
	}
	if t.plain.n > 0 {
		return t.plain
	}
	return t.any
}
