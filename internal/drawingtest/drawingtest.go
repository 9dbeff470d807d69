// Package drawingtest helps the game packages' tests of their replay drawings
// ([games.Drawing]): it tells a test when a viewer would take a frame of a
// match that is being played, and reads a frame back as the page reads it.
package drawingtest

import (
	"encoding/json"
	"testing"

	"github.com/contestgames/games"
)

// A Watched referee calls Seen after each step whose awaited players have
// all answered: where a viewer takes frames. A test takes the first frame
// itself, before the first step.
type Watched struct {
	games.Referee
	// Seen is called after the last awaited answer of each step.
	Seen    func()
	waiting int
}

// Next starts the referee's next step and notes how many answers it awaits.
func (w *Watched) Next() games.Step {
	s := w.Referee.Next()
	w.waiting = len(s.Await)
	return s
}

// Reply passes the line on, then calls Seen if it was the last awaited.
func (w *Watched) Reply(p int, line string) error {
	err := w.Referee.Reply(p, line)
	w.answered()
	return err
}

// Fault passes the fault on, then calls Seen if it was the last awaited.
func (w *Watched) Fault(p int, f games.FaultKind) error {
	err := w.Referee.Fault(p, f)
	w.answered()
	return err
}

func (w *Watched) answered() {
	if w.waiting--; w.waiting == 0 {
		w.Seen()
	}
}

// Frame returns the frame that picture gives as the page reads it, its JSON
// decoded into an F, and the size of that JSON.
func Frame[F any](t testing.TB, picture func() games.Frame) (F, int) {
	t.Helper()
	var f F
	data, err := json.Marshal(picture())
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	return f, len(data)
}
