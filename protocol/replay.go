package protocol

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
)

// A ReplayError reports the first point where a record and its replay part.
type ReplayError struct {
	// Line is the record's line where they part, from 1; one past the last
	// line when the record ends too soon.
	Line int
	// Recorded is what the record has there.
	Recorded string
	// Replayed is what the referee does instead.
	Replayed string
}

// Error says where the record and the replay part, and how.
func (e *ReplayError) Error() string {
	return fmt.Sprintf("protocol: replay differs at record line %d: the record has %s, but the referee %s",
		e.Line, e.Recorded, e.Replayed)
}

// Replay plays a record again through a fresh referee, made by newReferee
// from the record's header, and checks that the referee sends exactly the
// recorded messages and ends with the recorded result, given the recorded
// lines and faults. The clock plays no part: a recorded timeout is replayed
// as a timeout.
//
// It returns nil if the record and the replay agree, a [*ReplayError] at the
// first line where they differ, a [*RecordError] if the record cannot be
// read, or the error of newReferee. An interrupted record (one that ends
// with an "interrupted" line, as [Match.Run] writes when its context ends)
// agrees when every line before the interruption does: it is the true
// record of a match stopped halfway, which has no result to compare. A
// record that just ends, without a result or an interruption, does not
// replay: the referee does not end where the record does.
func Replay(r io.Reader, newReferee func(Header) (games.Referee, error)) error {
	rec, end, err := readRecord(r)
	if err != nil {
		return err
	}
	ref, err := newReferee(rec.Header)
	if err != nil {
		return fmt.Errorf("protocol: replay: make the referee: %w", err)
	}
	n := len(rec.Header.Players)
	if ref.Players() != n {
		return &ReplayError{Line: 1, Recorded: fmt.Sprintf("a header with %d players", n),
			Replayed: fmt.Sprintf("has %d players", ref.Players())}
	}
	seats := make([]seat, n)
	evs := rec.Events
	i := 0 // the next event
	// stops reports whether the record was interrupted here: every event
	// has been replayed, and what the referee asks next never happened.
	stops := func() bool { return i >= len(evs) && end.interruptedLine != 0 }
	here := func() (line int, what string) {
		switch {
		case i < len(evs):
			return evs[i].Line, describeEvent(evs[i])
		case end.resultLine != 0:
			return end.resultLine, "the result " + describeResult(*rec.Result)
		case end.interruptedLine != 0:
			return end.interruptedLine, "the interruption " + text.Quote(rec.Interrupted, maxQuote)
		}
		return end.lastLine + 1, "nothing more (the record ends)"
	}
	differ := func(replayed string) error {
		line, what := here()
		return &ReplayError{Line: line, Recorded: what, Replayed: replayed}
	}
	for {
		step := ref.Next()
		if err := checkStep(step, n, seats); err != nil {
			line, _ := here()
			return fmt.Errorf("protocol: replay, at record line %d: %w", line, err)
		}
		for _, msg := range step.Send {
			if seats[msg.To].faulted {
				continue
			}
			if stops() {
				return nil
			}
			if i >= len(evs) || evs[i].Kind != Sent || evs[i].Player != msg.To || evs[i].Text != msg.Text {
				return differ(fmt.Sprintf("sends to %d: %s", msg.To, text.Quote(msg.Text, maxQuote)))
			}
			i++
		}
		if step.Done {
			break
		}
		for _, p := range step.Await {
			if stops() {
				return nil
			}
			if i >= len(evs) || evs[i].Player != p || evs[i].Kind == Sent {
				return differ(fmt.Sprintf("awaits player %d", p))
			}
			what := "line"
			if evs[i].Kind == Faulted {
				seats[p].faulted = true
				what = "fault"
				err = ref.Fault(p, evs[i].Fault)
			} else {
				err = ref.Reply(p, evs[i].Text)
			}
			if err != nil {
				return differ(fmt.Sprintf("refuses player %d's %s: %v", p, what, err))
			}
			i++
		}
	}
	res := ref.Result()
	if i < len(evs) || rec.Result == nil || !sameResult(*rec.Result, res) {
		return differ("ends with the result " + describeResult(res))
	}
	return nil
}

func sameResult(a, b games.Result) bool {
	if a.Winner != b.Winner || a.Reason != b.Reason || !slices.Equal(a.Scores, b.Scores) || (a.Fault == nil) != (b.Fault == nil) {
		return false
	}
	return a.Fault == nil || *a.Fault == *b.Fault
}

// maxQuote is how much of a text a replay error quotes.
const maxQuote = 200

func describeEvent(ev Event) string {
	switch ev.Kind {
	case Sent:
		return fmt.Sprintf("a message to %d: %s", ev.Player, text.Quote(ev.Text, maxQuote))
	case Received:
		return fmt.Sprintf("a line from %d: %s", ev.Player, text.Quote(ev.Text, maxQuote))
	case Faulted:
		return fmt.Sprintf("a fault of %d: %s", ev.Player, ev.Fault)
	}
	return ev.Kind.String()
}

func describeResult(r games.Result) string {
	scores := make([]string, len(r.Scores))
	for i, s := range r.Scores {
		scores[i] = strconv.FormatFloat(s, 'g', -1, 64)
	}
	d := fmt.Sprintf("%s (%s)", strings.Join(scores, "-"), text.Quote(r.Reason, maxQuote))
	if r.Winner == games.NoWinner {
		d += ", no winner"
	} else {
		d += fmt.Sprintf(", winner %d", r.Winner)
	}
	if f := r.Fault; f != nil {
		d += fmt.Sprintf(", fault of %d: rule %s, move %s", f.Player, text.Quote(f.Rule, maxQuote), text.Quote(f.Move, maxQuote))
	}
	return d
}
