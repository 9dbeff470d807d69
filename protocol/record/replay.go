package record

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
	"github.com/contestgames/games/protocol/internal/steps"
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
// as a timeout. Nor does what the players wrote to their standard error:
// Replay passes over [Stderr] events.
//
// It returns nil if the record and the replay agree, a [*ReplayError] at the
// first line where they differ, a [*ReadError] if the record cannot be
// read, or the error of newReferee. An interrupted record (one that ends
// with an "interrupted" line, as protocol.Match.Run writes when its context ends)
// agrees when every line before the interruption does: it is the true
// record of a match stopped halfway, which has no result to compare. A
// record that just ends, without a result or an interruption, does not
// replay: the referee does not end where the record does.
func Replay(r io.Reader, newReferee func(Header) (games.Referee, error)) error {
	rec, end, err := readRecord(r)
	if err != nil {
		return err
	}
	rec.Events = slices.DeleteFunc(rec.Events, func(ev Event) bool { return ev.Kind == Stderr })
	ref, err := newReferee(rec.Header)
	if err != nil {
		return fmt.Errorf("protocol: replay: make the referee: %w", err)
	}
	n := len(rec.Header.Players)
	if ref.Players() != n {
		return &ReplayError{Line: 1, Recorded: fmt.Sprintf("a header with %d players", n),
			Replayed: fmt.Sprintf("has %d players", ref.Players())}
	}
	rp := &replayer{rec: rec, end: end, ref: ref, faulted: make([]bool, n)}
	for {
		step := ref.Next()
		if err := steps.Check(step, n, rp.hasFaulted); err != nil {
			line, _ := rp.here()
			return fmt.Errorf("protocol: replay, at record line %d: %w", line, err)
		}
		if stop, err := rp.sends(step.Send); stop || err != nil {
			return err
		}
		if step.Done {
			break
		}
		if stop, err := rp.answers(step.Await); stop || err != nil {
			return err
		}
	}
	res := ref.Result()
	if rp.i < len(rec.Events) || rec.Result == nil || !sameResult(*rec.Result, res) {
		return rp.differ("ends with the result " + describeResult(res))
	}
	return nil
}

// A replayer holds a replay's place in its record: the next event.
type replayer struct {
	rec     *Record
	end     recordEnd
	ref     games.Referee
	faulted []bool // by seat
	i       int    // the next event
}

// hasFaulted reports whether player p has faulted in the record so far.
func (rp *replayer) hasFaulted(p int) bool { return rp.faulted[p] }

// stops reports whether the record was interrupted here: every event has
// been replayed, and what the referee asks next never happened.
func (rp *replayer) stops() bool { return rp.i >= len(rp.rec.Events) && rp.end.interruptedLine != 0 }

// here returns the record's line where the replay stands, and what the
// record has there.
func (rp *replayer) here() (line int, what string) {
	evs, end := rp.rec.Events, rp.end
	switch {
	case rp.i < len(evs):
		return evs[rp.i].Line, describeEvent(evs[rp.i])
	case end.resultLine != 0:
		return end.resultLine, "the result " + describeResult(*rp.rec.Result)
	case end.interruptedLine != 0:
		return end.interruptedLine, "the interruption " + text.Quote(rp.rec.Interrupted, maxQuote)
	}
	return end.lastLine + 1, "nothing more (the record ends)"
}

// differ returns the error of a replay that does what replayed says where
// the record has something else.
func (rp *replayer) differ(replayed string) error {
	line, what := rp.here()
	return &ReplayError{Line: line, Recorded: what, Replayed: replayed}
}

// sends checks the step's messages against the record's, and reports
// whether the record stops here.
func (rp *replayer) sends(msgs []games.Message) (stop bool, err error) {
	evs := rp.rec.Events
	for _, msg := range msgs {
		if rp.faulted[msg.To] {
			continue
		}
		if rp.stops() {
			return true, nil
		}
		if rp.i >= len(evs) || evs[rp.i].Kind != Sent || evs[rp.i].Player != msg.To || evs[rp.i].Text != msg.Text {
			return false, rp.differ(fmt.Sprintf("sends to %d: %s", msg.To, text.Quote(msg.Text, maxQuote)))
		}
		rp.i++
	}
	return false, nil
}

// answers hands the awaited players' recorded lines and faults to the
// referee, and reports whether the record stops here.
func (rp *replayer) answers(await []int) (stop bool, err error) {
	evs := rp.rec.Events
	for _, p := range await {
		if rp.stops() {
			return true, nil
		}
		if rp.i >= len(evs) || evs[rp.i].Player != p || evs[rp.i].Kind == Sent {
			return false, rp.differ(fmt.Sprintf("awaits player %d", p))
		}
		what := "line"
		if evs[rp.i].Kind == Faulted {
			rp.faulted[p] = true
			what = "fault"
			err = rp.ref.Fault(p, evs[rp.i].Fault)
		} else {
			err = rp.ref.Reply(p, evs[rp.i].Text)
		}
		if err != nil {
			return false, rp.differ(fmt.Sprintf("refuses player %d's %s: %v", p, what, err))
		}
		rp.i++
	}
	return false, nil
}

func sameResult(a, b games.Result) bool {
	if a.Winner != b.Winner || a.Reason != b.Reason || !slices.Equal(a.Scores, b.Scores) || (a.Fault == nil) != (b.Fault == nil) {
		return false
	}
	// The runner's detail of a fault is no part of the rules.
	return a.Fault == nil || a.Fault.Player == b.Fault.Player && a.Fault.Move == b.Fault.Move && a.Fault.Rule == b.Fault.Rule
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
