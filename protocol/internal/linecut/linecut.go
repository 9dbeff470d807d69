// Package linecut cuts a player's output into lines, as the runner and every
// player see them: at LF, less one CR before it, bytes unchanged, no line
// longer than a limit; and queues what a player wrote until the runner
// asks for it.
package linecut

import (
	"bytes"
	"strings"

	games "github.com/contestgames/games"
)

// DefaultMax is the longest line accepted when a player's options set no
// limit: 1 MiB.
const DefaultMax = 1 << 20

// An Item is what a player's output yields: a line, or a fault after which
// nothing more comes.
type Item struct {
	Line  string
	Fault games.FaultKind
}

// An Output is a player's output as Line returns it: the lines cut
// from it and not yet returned, then the fault that ends it.
type Output struct {
	Lines Queue[Item]
	Ended bool // a fault is queued, or was returned: nothing more comes
}

// Emit queues a line cut from the output. It returns true, to go on, as a
// Splitter's emit does.
func (q *Output) Emit(line string) bool {
	q.Lines.Push(Item{Line: line})
	return true
}

// End queues the fault that ends the output.
func (q *Output) End(f games.FaultKind) {
	q.Lines.Push(Item{Fault: f})
	q.Ended = true
}

// Limit returns the longest line accepted under a MaxLine of n: n, or
// DefaultMax when n is 0 or less.
func Limit(n int) int {
	if n <= 0 {
		return DefaultMax
	}
	return n
}

// A Splitter cuts a stream of bytes into lines at LF, strips one CR before
// the LF, and refuses a line longer than max bytes (its CR, if any,
// counted). Bytes are kept unchanged: invalid UTF-8 goes through as it is.
type Splitter struct {
	Max     int
	cur     []byte
	TooLong bool
}

// Write feeds b to the Splitter and calls emit with each complete line. It
// stops and returns false when emit returns false or a line is too long
// (then s.TooLong is set).
func (s *Splitter) Write(b []byte, emit func(string) bool) bool {
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		chunk := b
		if i >= 0 {
			chunk = b[:i]
		}
		if len(s.cur)+len(chunk) > s.Max {
			s.TooLong = true
			s.cur = nil
			return false
		}
		if i < 0 {
			s.cur = append(s.cur, chunk...)
			return true
		}
		var line string
		if len(s.cur) == 0 {
			line = string(chunk)
		} else {
			line = string(append(s.cur, chunk...))
			s.cur = s.cur[:0]
		}
		if n := len(line); n > 0 && line[n-1] == '\r' {
			line = line[:n-1]
		}
		if !emit(line) {
			return false
		}
		b = b[i+1:]
	}
	return true
}

// Pending returns the bytes of the unfinished line so far, for a look;
// the Splitter keeps them.
func (s *Splitter) Pending() []byte { return s.cur }

// Rest returns the bytes after the last line ending, an unfinished line that
// the player ended without a line ending, with a trailing CR stripped.
func (s *Splitter) Rest() (string, bool) {
	if len(s.cur) == 0 {
		return "", false
	}
	line := string(s.cur)
	s.cur = nil
	if n := len(line); line[n-1] == '\r' {
		line = line[:n-1]
	}
	return line, true
}

// Say passes on the lines a bot returned, each cut and checked as the
// Splitter would cut it followed by "\n", so that a bot's lines are those of
// a program that wrote them: a line with "\n" in it makes several lines, a
// trailing "\r" is stripped, a line longer than max is refused. It stops
// and returns false when emit returns false or a line is too long (then
// s.TooLong is set).
//
// A line without "\n" in it, which is nearly every line, is passed on as it
// is, less one trailing "\r", without a copy: that is what the Splitter
// would make of it, since it holds nothing between two lines that each end
// in "\n". Other lines go through the Splitter.
func (s *Splitter) Say(lines []string, emit func(string) bool) bool {
	for _, l := range lines {
		if strings.IndexByte(l, '\n') >= 0 {
			if !s.Write([]byte(l+"\n"), emit) {
				return false
			}
			continue
		}
		if len(l) > s.Max {
			s.TooLong = true
			return false
		}
		if !emit(strings.TrimSuffix(l, "\r")) {
			return false
		}
	}
	return true
}

// A Queue is a first-in, first-out Queue that reuses its array: once
// emptied, it starts again at the array's front, so that a Queue that is
// emptied as fast as it is filled stops allocating.
type Queue[T any] struct {
	items []T // items[head:] are queued
	head  int
}

// Grow makes room for n values, so that the first n queued allocate
// nothing.
func (q *Queue[T]) Grow(n int) { q.items = make([]T, 0, n) }

// Push queues v.
func (q *Queue[T]) Push(v T) { q.items = append(q.items, v) }

// Len returns how many values are queued.
func (q *Queue[T]) Len() int { return len(q.items) - q.head }

// Pop returns the first value queued, if there is one.
func (q *Queue[T]) Pop() (T, bool) {
	var zero T
	if q.head == len(q.items) {
		return zero, false
	}
	v := q.items[q.head]
	q.items[q.head] = zero // let go of what v holds
	if q.head++; q.head == len(q.items) {
		q.items, q.head = q.items[:0], 0
	}
	return v, true
}

// EndWith passes on the fault that ends a player's output, unless stop is
// closed first.
func EndWith(ch chan<- Item, stop <-chan struct{}, f games.FaultKind) {
	select {
	case ch <- Item{Fault: f}:
	case <-stop:
	}
}

// Got returns the line and fault of it, as a Queue or channel gave it: ok
// false, nothing more to come, is games.Exited.
func Got(it Item, ok bool) (string, games.FaultKind) {
	if !ok {
		return "", games.Exited
	}
	return it.Line, it.Fault
}
