package toy

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/record"
)

// A Played is what Play gives: the result, the record, read back, and
// what the players wrote to their standard error.
type Played struct {
	Res    games.Result
	Data   []byte
	Rec    *record.Record
	Stderr []string
}

// Play runs m with a record and a safety limit, failing the test on an
// error of Run or an unreadable record.
func Play(t testing.TB, m *protocol.Match) Played {
	t.Helper()
	var buf SyncBuffer
	m.Record = &buf
	if m.Header.Game == "" {
		m.Header.Game = "toy"
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res, err := m.Run(ctx)
	if err != nil {
		t.Fatalf("Run: %v\nrecord:\n%s", err, buf.Bytes())
	}
	data := buf.Bytes()
	rec, err := record.Read(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("record.Read: %v\nrecord:\n%s", err, data)
	}
	return Played{Res: res, Data: data, Rec: rec, Stderr: m.Stderr}
}

// A SyncBuffer is a bytes.Buffer that a test may read while a match
// writes.
type SyncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

// Write appends p.
func (b *SyncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// Bytes returns a copy of what was written.
func (b *SyncBuffer) Bytes() []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return bytes.Clone(b.buf.Bytes())
}

// Replays checks that a record of a toy game replays.
func Replays(t testing.TB, data []byte, newRef func() games.Referee) {
	t.Helper()
	if err := record.Replay(bytes.NewReader(data), AnyHeader(newRef)); err != nil {
		t.Errorf("Replay: %v\nrecord:\n%s", err, data)
	}
}

// AnyHeader returns a newReferee for Replay that makes newRef's referee,
// whatever the header.
func AnyHeader(newRef func() games.Referee) func(record.Header) (games.Referee, error) {
	return func(record.Header) (games.Referee, error) { return newRef(), nil }
}

// Counts returns a maker of Count referees of n turns under clock c.
func Counts(n int, c games.Clock) func() games.Referee {
	return func() games.Referee { return NewCount(n, c) }
}

// Sims returns a maker of Sim referees of n players and rounds rounds
// under clock c.
func Sims(n, rounds int, c games.Clock) func() games.Referee {
	return func() games.Referee { return NewSim(n, rounds, c) }
}

// Bots seats each bot in-process, in order.
func Bots(bs ...games.Bot) []protocol.Player {
	ps := make([]protocol.Player, len(bs))
	for i, b := range bs {
		ps[i] = protocol.NewBot(b)
	}
	return ps
}

// Refusing is a Count referee that, after a number of answers, refuses the
// next one as not awaited: a referee out of step with its own Next, or a
// runner's mistake, which Run must report as an error, not a panic.
type Refusing struct {
	*Count
	After int // answers to take before Refusing
}

// Reply refuses the answer once After answers have been taken.
func (r *Refusing) Reply(p int, line string) error {
	if r.After--; r.After < 0 {
		return fmt.Errorf("refusing: reply of %d: %w", p, games.ErrNotAwaited)
	}
	return r.Count.Reply(p, line)
}

// Fault refuses the fault once After answers have been taken.
func (r *Refusing) Fault(p int, f games.FaultKind) error {
	if r.After--; r.After < 0 {
		return fmt.Errorf("refusing: fault of %d: %w", p, games.ErrNotAwaited)
	}
	return r.Count.Fault(p, f)
}

// BotFunc is a games.Bot made of two functions; nil ones do nothing.
type BotFunc struct {
	StartFunc func() []string
	HearFunc  func(string) []string
}

// Start calls StartFunc, if any.
func (b BotFunc) Start() []string {
	if b.StartFunc == nil {
		return nil
	}
	return b.StartFunc()
}

// Hear calls HearFunc, if any.
func (b BotFunc) Hear(line string) []string {
	if b.HearFunc == nil {
		return nil
	}
	return b.HearFunc(line)
}

// CheckFaults checks the runner faults in a record, each written as
// "kind of player", such as "timeout of 1"; no wants means none.
func CheckFaults(t testing.TB, rec *record.Record, want ...string) {
	t.Helper()
	var got []string
	for _, ev := range rec.Events {
		if ev.Kind == record.Faulted {
			got = append(got, ev.Fault.String()+" of "+string(rune('0'+ev.Player)))
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("runner faults %q, want %q", got, want)
	}
}

// LinesOf returns the text of each event of the kind by player p in a
// record, in order: the lines it wrote (record.Received), or those of its
// standard error (record.Stderr).
func LinesOf(rec *record.Record, kind record.EventKind, p int) []string {
	var ls []string
	for _, ev := range rec.Events {
		if ev.Kind == kind && ev.Player == p {
			ls = append(ls, ev.Text)
		}
	}
	return ls
}

// CheckReceived checks the lines that player p wrote, in order.
func CheckReceived(t testing.TB, rec *record.Record, p int, want ...string) {
	t.Helper()
	if got := LinesOf(rec, record.Received, p); !slices.Equal(got, want) {
		t.Errorf("player %d wrote %q, want %q", p, got, want)
	}
}

// Msg is the message text to player to, as a referee step sends it.
func Msg(to int, text string) games.Message { return games.Message{To: to, Text: text} }

// A Scripted referee is one that follows a fixed list of steps, whatever the
// players answer, and reports every answer in its result's Reason, as
// "p:line" or "p!fault", in the order it was handed over.
type Scripted struct {
	n       int
	clock   games.Clock
	steps   []games.Step
	i       int
	sent    bool
	pending int
	log     []string
}

// Scripts returns a maker of Scripted referees of n players under clock c.
func Scripts(n int, c games.Clock, steps ...games.Step) func() games.Referee {
	return func() games.Referee { return &Scripted{n: n, clock: c, steps: steps} }
}

// Players returns the number of players.
func (s *Scripted) Players() int { return s.n }

// Clock returns the clock.
func (s *Scripted) Clock() games.Clock { return s.clock }

// Next returns the current step, its messages only once.
func (s *Scripted) Next() games.Step {
	if s.i >= len(s.steps) {
		return games.Step{Done: true}
	}
	st := s.steps[s.i]
	if s.sent {
		st.Send = nil
	}
	s.sent = true
	return st
}

// Reply logs the line.
func (s *Scripted) Reply(p int, line string) error {
	if err := s.awaits(p); err != nil {
		return err
	}
	s.log = append(s.log, fmt.Sprintf("%d:%s", p, line))
	s.answered()
	return nil
}

// Fault logs the fault.
func (s *Scripted) Fault(p int, f games.FaultKind) error {
	if err := s.awaits(p); err != nil {
		return err
	}
	s.log = append(s.log, fmt.Sprintf("%d!%s", p, f))
	s.answered()
	return nil
}

// awaits refuses any player but the next one the current step awaits, so
// that a runner that hands answers over out of seat order fails the test.
func (s *Scripted) awaits(p int) error {
	if s.i >= len(s.steps) || s.steps[s.i].Await[s.pending] != p {
		return fmt.Errorf("scripted: player %d: %w", p, games.ErrNotAwaited)
	}
	return nil
}

func (s *Scripted) answered() {
	s.pending++
	if s.pending == len(s.steps[s.i].Await) {
		s.i, s.sent, s.pending = s.i+1, false, 0
	}
}

// Result reports every answer in its Reason.
func (s *Scripted) Result() games.Result {
	return games.Result{Scores: make([]float64, s.n), Winner: games.NoWinner, Reason: strings.Join(s.log, "|")}
}

// A FailWriter fails from its N-th write on, as a full disk would.
type FailWriter struct{ N int }

// Write fails once N writes have been made.
func (w *FailWriter) Write(p []byte) (int, error) {
	if w.N--; w.N < 0 {
		return 0, errors.New("disk full")
	}
	return len(p), nil
}
