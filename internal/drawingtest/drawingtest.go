// Package drawingtest helps the game packages' tests of their replay drawings
// ([games.Drawing]): it tells a test when a viewer would take a frame of a
// match that is being played, reads a frame back as the page reads it, and
// builds the replay page's frames of a match a test plays.
package drawingtest

import (
	"encoding/json"
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/record"
	"github.com/contestgames/games/protocol/view"
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

// A PageFrame is a frame as the page reads it back from JSON, the game's
// drawing decoded into a D: what [games.Frame] holds for every game, with
// the drawing as the game's own page code reads it.
type PageFrame[D any] struct {
	Scores []float64         `json:"scores"`
	Facts  map[string]string `json:"facts"`
	Draw   D                 `json:"draw"`
}

// Frame returns the frame that picture gives as the page reads it, its JSON
// decoded into an F (a PageFrame, say), and the size of that JSON.
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

// A Recorder is a referee that keeps what passes through it as the events
// of a match record, in record order, so that a test that plays a game
// with players of its own (the scripted players of an official game, say)
// can build the game's replay page from it, as "referee view" does.
type Recorder struct {
	games.Referee
	Events []record.Event
}

// Next starts the referee's next step and records the messages it sends.
func (r *Recorder) Next() games.Step {
	s := r.Referee.Next()
	for _, m := range s.Send {
		r.add(record.Event{Kind: record.Sent, Player: m.To, Text: m.Text})
	}
	return s
}

// Reply records the line and passes it on.
func (r *Recorder) Reply(p int, line string) error {
	r.add(record.Event{Kind: record.Received, Player: p, Text: line})
	return r.Referee.Reply(p, line)
}

// Fault records the fault and passes it on.
func (r *Recorder) Fault(p int, f games.FaultKind) error {
	r.add(record.Event{Kind: record.Faulted, Player: p, Fault: f})
	return r.Referee.Fault(p, f)
}

func (r *Recorder) add(ev record.Event) {
	ev.Line = len(r.Events) + 2 // the header is line 1
	r.Events = append(r.Events, ev)
}

// Replay returns the replay page's frames of the match recorded, played
// to its end, for g's match of seed and complete options.
func (r *Recorder) Replay(t testing.TB, g games.Game, seed uint64, options map[string]string) *view.Replay {
	t.Helper()
	res := r.Referee.Result()
	rec := &record.Record{
		Header: record.Header{Game: g.Name, Seed: seed, Options: options, Players: make([]string, len(g.Seats))},
		Events: r.Events,
		Result: &res,
	}
	rp, err := view.Build(g, rec)
	if err != nil {
		t.Fatal(err)
	}
	return rp
}
