package record

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"time"

	games "github.com/contestgames/games"
)

// A Writer writes a record, one line per Write to its io.Writer, flushing
// a writer that buffers, so that a match stopped at any point leaves every
// line so far. A judge calls Header first, then Send, Recv, Stderr and
// Fault as the match goes, then Result, or Interrupted if the match
// stopped halfway, and last Usage, if it has one: the order in which
// [Read] accepts the lines. The Writer checks none of it.
//
// A nil *Writer, or one without an io.Writer, does nothing, and costs
// nothing: each method returns before it builds its line, so that a match
// without a record allocates nothing per line.
type Writer struct {
	w       io.Writer
	noTimes bool
	buf     bytes.Buffer
	enc     *json.Encoder
	line    int
}

// NewWriter returns a Writer of a record to w, which may be nil (no record).
// With noTimes it leaves thinking times out, so that the same match,
// played twice, gives the same record byte for byte.
func NewWriter(w io.Writer, noTimes bool) *Writer {
	r := &Writer{w: w, noTimes: noTimes}
	if w == nil {
		return r
	}
	r.enc = json.NewEncoder(&r.buf)
	r.enc.SetEscapeHTML(false) // keep moves such as "a<b" readable
	return r
}

// off reports whether r writes nothing: it is nil, or has no io.Writer.
func (r *Writer) off() bool { return r == nil || r.w == nil }

func (r *Writer) put(v any) error {
	if r.off() {
		return nil
	}
	r.line++
	r.buf.Reset()
	if err := r.enc.Encode(v); err != nil {
		return fmt.Errorf("protocol: record line %d: %w", r.line, err)
	}
	if _, err := r.w.Write(r.buf.Bytes()); err != nil {
		return fmt.Errorf("protocol: write record line %d: %w", r.line, err)
	}
	if f, ok := r.w.(interface{ Flush() error }); ok {
		if err := f.Flush(); err != nil {
			return fmt.Errorf("protocol: flush record line %d: %w", r.line, err)
		}
	}
	return nil
}

// Header writes the record's first line.
func (r *Writer) Header(h Header) error {
	if r.off() {
		return nil
	}
	if h.Options == nil {
		h.Options = map[string]string{}
	}
	if h.Players == nil {
		h.Players = []string{}
	}
	if h.SignedSeed {
		// The header's own fields, in its order, with the seed signed.
		type header Header
		return r.put(struct {
			Game string `json:"game"`
			Seed int64  `json:"seed"`
			header
		}{h.Game, int64(h.Seed), header(h)})
	}
	return r.put(h)
}

// Send writes a message the runner delivered to player m.To.
func (r *Writer) Send(m games.Message) error {
	if r.off() {
		return nil
	}
	return r.put(sendLine{To: seat(m.To), Text: m.Text, B64: twinOf(m.Text)})
}

// Recv writes the line player p wrote, after thinking for think.
func (r *Writer) Recv(p int, line string, think time.Duration) error {
	if r.off() {
		return nil
	}
	l := recvLine{From: seat(p), Text: line, B64: twinOf(line)}
	if !r.noTimes {
		t := ms(think)
		l.MS = &t
	}
	return r.put(l)
}

// Stderr writes a line player p wrote to its standard error, or, when
// dropped is not 0, the note that the caps dropped that many bytes of it.
func (r *Writer) Stderr(p int, text string, dropped int) error {
	if r.off() {
		return nil
	}
	l := stderrLine{Stderr: seat(p), Text: text, B64: twinOf(text)}
	if dropped != 0 {
		d := dropped // on the heap only here
		l.Dropped = &d
	}
	return r.put(l)
}

// Fault writes player p's fault f, with what the runner knew of it
// beyond its kind (as [games.Fault].Detail has it), or "".
func (r *Writer) Fault(p int, f games.FaultKind, detail string) error {
	if r.off() {
		return nil
	}
	return r.put(faultLine{Fault: f.String(), Player: seat(p), Detail: detail, DetailB64: twinOf(detail)})
}

// Usage writes the line after the result: what each player used, in seat
// order, one entry a player.
func (r *Writer) Usage(u []Usage) error {
	if r.off() {
		return nil
	}
	return r.put(usageLine{Usage: u})
}

// Result writes the match's result: its scores, winner, reason and
// fault, but not res.Faults, which records do not keep.
func (r *Writer) Result(res games.Result) error {
	if r.off() {
		return nil
	}
	l := resultLine{Scores: res.Scores, Winner: res.Winner, Reason: res.Reason, ReasonB64: twinOf(res.Reason)}
	if l.Scores == nil {
		l.Scores = []float64{}
	}
	if f := res.Fault; f != nil {
		l.Fault = &faultJSON{Player: seat(f.Player), Move: f.Move, MoveB64: twinOf(f.Move),
			Rule: f.Rule, RuleB64: twinOf(f.Rule), Detail: f.Detail, DetailB64: twinOf(f.Detail)}
	}
	return r.put(l)
}

// Interrupted writes the line that ends the record of a match stopped
// halfway, with why it stopped. The reason is never empty, so that a
// reader can tell the line from a record without one.
func (r *Writer) Interrupted(reason string) error {
	if r.off() {
		return nil
	}
	if reason == "" {
		reason = "interrupted"
	}
	return r.put(interruptedLine{Interrupted: reason, B64: twinOf(reason)})
}
