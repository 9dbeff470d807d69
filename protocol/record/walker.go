package record

import (
	"errors"

	"github.com/contestgames/games"
)

// A Walker hands the lines of a match record to a fresh referee step by
// step, for a tool that shows a record that has replayed (with [Replay]):
// the referee program's "replay -v" and the replay pages. It keeps the one
// rule they must follow: the referee's Next opens a step, whose awaited
// players' lines or faults then follow one by one.
type Walker struct {
	// Ref is the referee, made from the record's header and not yet
	// stepped.
	Ref     games.Referee
	awaited int // answers still due in the referee's step
}

// Play hands ev, a line a player wrote or a fault, to the referee, and
// reports whether it was the last answer of the referee's step. A line
// the referee sent, or one a player wrote to its standard error, is not
// handed: Play returns false and nil.
func (w *Walker) Play(ev Event) (stepDone bool, err error) {
	if ev.Kind == Sent || ev.Kind == Stderr {
		return false, nil
	}
	if w.awaited == 0 {
		step := w.Ref.Next()
		if step.Done {
			return false, errors.New("the match was over before it")
		}
		w.awaited = len(step.Await)
	}
	if ev.Kind == Faulted {
		err = w.Ref.Fault(ev.Player, ev.Fault)
	} else {
		err = w.Ref.Reply(ev.Player, ev.Text)
	}
	if err != nil {
		return false, err
	}
	w.awaited--
	return w.awaited == 0, nil
}

// InStep reports whether the referee awaits more answers of its step.
func (w *Walker) InStep() bool { return w.awaited > 0 }
