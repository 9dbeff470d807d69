package protocol_test

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
)

// botFunc is a games.Bot made of two functions; nil ones do nothing.
type botFunc struct {
	start func() []string
	hear  func(string) []string
}

func (b botFunc) Start() []string {
	if b.start == nil {
		return nil
	}
	return b.start()
}

func (b botFunc) Hear(line string) []string {
	if b.hear == nil {
		return nil
	}
	return b.hear(line)
}

// played is what a test match left: its result, its record as bytes and
// as values, and the players' standard error.
type played struct {
	res    games.Result
	data   []byte
	rec    *protocol.Record
	stderr []string
}

// play runs m with a record and a safety limit, failing the test on an
// error of Run or an unreadable record.
func play(t *testing.T, m *protocol.Match) played {
	t.Helper()
	var buf syncBuffer
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
	rec, err := protocol.ReadRecord(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("ReadRecord: %v\nrecord:\n%s", err, data)
	}
	return played{res: res, data: data, rec: rec, stderr: m.Stderr}
}

// replays checks that a record of a toy game replays.
func replays(t *testing.T, data []byte, newRef func() games.Referee) {
	t.Helper()
	if err := protocol.Replay(bytes.NewReader(data), anyHeader(newRef)); err != nil {
		t.Errorf("Replay: %v\nrecord:\n%s", err, data)
	}
}

// anyHeader returns a newReferee for Replay that makes newRef's referee,
// whatever the header.
func anyHeader(newRef func() games.Referee) func(protocol.Header) (games.Referee, error) {
	return func(protocol.Header) (games.Referee, error) { return newRef(), nil }
}

// checkFaults checks the runner faults in a record, each written as
// "kind of player", such as "timeout of 1"; no wants means none.
func checkFaults(t *testing.T, rec *protocol.Record, want ...string) {
	t.Helper()
	var got []string
	for _, ev := range rec.Events {
		if ev.Kind == protocol.Faulted {
			got = append(got, ev.Fault.String()+" of "+string(rune('0'+ev.Player)))
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("runner faults %q, want %q", got, want)
	}
}

// linesOf returns the text of each event of the kind by player p in a
// record, in order: the lines it wrote (protocol.Received), or those of its
// standard error (protocol.Stderr).
func linesOf(rec *protocol.Record, kind protocol.EventKind, p int) []string {
	var ls []string
	for _, ev := range rec.Events {
		if ev.Kind == kind && ev.Player == p {
			ls = append(ls, ev.Text)
		}
	}
	return ls
}

// checkReceived checks the lines that player p wrote, in order.
func checkReceived(t *testing.T, rec *protocol.Record, p int, want ...string) {
	t.Helper()
	if got := linesOf(rec, protocol.Received, p); !slices.Equal(got, want) {
		t.Errorf("player %d wrote %q, want %q", p, got, want)
	}
}

// syncBuffer is a bytes.Buffer that a test may read while a match writes.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) Bytes() []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return bytes.Clone(b.buf.Bytes())
}

func newCount(n int, c games.Clock) func() games.Referee {
	return func() games.Referee { return toy.NewCount(n, c) }
}

func newSim(n, rounds int, c games.Clock) func() games.Referee {
	return func() games.Referee { return toy.NewSim(n, rounds, c) }
}

func bots(bs ...games.Bot) []protocol.Player {
	ps := make([]protocol.Player, len(bs))
	for i, b := range bs {
		ps[i] = protocol.NewBot(b)
	}
	return ps
}

// scripted is a referee that follows a fixed list of steps, whatever the
// players answer, and reports every answer in its result's Reason, as
// "p:line" or "p!fault", in the order it was handed over.
type scripted struct {
	n       int
	clock   games.Clock
	steps   []games.Step
	i       int
	sent    bool
	pending int
	log     []string
}

func newScripted(n int, c games.Clock, steps ...games.Step) func() games.Referee {
	return func() games.Referee { return &scripted{n: n, clock: c, steps: steps} }
}

func (s *scripted) Players() int       { return s.n }
func (s *scripted) Clock() games.Clock { return s.clock }

func (s *scripted) Next() games.Step {
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

func (s *scripted) Reply(p int, line string) error {
	if err := s.awaits(p); err != nil {
		return err
	}
	s.log = append(s.log, fmt.Sprintf("%d:%s", p, line))
	s.answered()
	return nil
}

func (s *scripted) Fault(p int, f games.FaultKind) error {
	if err := s.awaits(p); err != nil {
		return err
	}
	s.log = append(s.log, fmt.Sprintf("%d!%s", p, f))
	s.answered()
	return nil
}

// awaits refuses any player but the next one the current step awaits, so
// that a runner that hands answers over out of seat order fails the test.
func (s *scripted) awaits(p int) error {
	if s.i >= len(s.steps) || s.steps[s.i].Await[s.pending] != p {
		return fmt.Errorf("scripted: player %d: %w", p, games.ErrNotAwaited)
	}
	return nil
}

func (s *scripted) answered() {
	s.pending++
	if s.pending == len(s.steps[s.i].Await) {
		s.i, s.sent, s.pending = s.i+1, false, 0
	}
}

func (s *scripted) Result() games.Result {
	return games.Result{Scores: make([]float64, s.n), Winner: games.NoWinner, Reason: strings.Join(s.log, "|")}
}

func msg(to int, text string) games.Message { return games.Message{To: to, Text: text} }

// hostPID is sh that prints its own process id as the runner sees it: a
// program may run in a process namespace of its own, where $$ and $! are
// that namespace's ids, but /proc is the runner's.
const hostPID = `read p _ </proc/self/stat; echo $p`

// sleeper is a command that prints the id of its process, as the runner
// sees it, and then sleeps in it for 1000 s.
const sleeper = `sh -c "read p _ </proc/self/stat; echo \$p; exec sleep 1000"`
