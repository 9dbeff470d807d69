package protocol

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol/internal/cpus"
	"github.com/contestgames/games/protocol/record"
)

// DefaultGrace is how long a match waits, at its end, for programs to end by
// themselves before it kills them, unless Match.Grace says otherwise.
const DefaultGrace = time.Second

// A Match runs one match: a [games.Referee] against one [Player] per seat,
// with the referee's time rules, writing a record as it goes.
//
// Set Referee and Players (and usually Header and Record), then call Run
// once. The zero values of the other fields choose the defaults.
type Match struct {
	// Referee is the game. Required.
	Referee games.Referee
	// Players holds one player per seat of the referee, in seat order.
	Players []Player
	// Header is the record's first line. When Header.Players is empty,
	// Run fills it with each player's String, if it has one; it sets
	// Header.Stderr (see [StderrKeeper]).
	Header record.Header
	// Record receives the record, one JSON line per Write; when it has a
	// method Flush() error (as a *bufio.Writer has), that is called after
	// every line. Nil means no record.
	Record io.Writer
	// Clock replaces the referee's time rules when it is not nil: to give
	// more or less time than the contest did, or to turn pausing on or off.
	Clock *games.Clock
	// Grace is how long programs may take to end by themselves after the
	// last message; then they are killed. 0 means DefaultGrace, a negative
	// value no grace at all.
	Grace time.Duration
	// NoTimes leaves thinking times out of the record, so that the same
	// match, played twice, gives the same record byte for byte.
	NoTimes bool

	// CPUs, when not empty, are the CPUs the match runs on (Linux only:
	// elsewhere Run fails). Run locks its goroutine to its thread and
	// restricts the thread to these CPUs; the programs it starts inherit
	// the restriction, and pass it on to the processes they start. Bots
	// that run inline (see [BotPlayer].Inline) share the thread; other
	// players and the runner's helper goroutines do not. [AllowedCPUs]
	// lists the CPUs to choose from.
	//
	// Pinned to one CPU, a turn-based match between single-threaded
	// programs costs half as much a ply, and its timings no longer depend
	// on where the kernel puts the processes. Give a match a CPU for each
	// program thinking at once (pondering, with threads, or moving at the
	// same time), or they lose time on their clocks.
	CPUs []int

	// Notice, when not nil, hears with its seat of a player that is
	// awaited and waits for input (an [InputWaiter], such as a
	// program.Program, seen waiting at two looks half a second apart):
	// its answer may sit in a buffer never flushed. It is told once per
	// wait, with a text that says so, and keeps its clock. Notice must be
	// safe for concurrent use when several players are awaited at once.
	Notice func(player int, text string)

	// Stderr is set by Run: what each player wrote to its standard error,
	// up to its limit, or why it could not start, in seat order.
	Stderr []string
	// Usage is set by Run when the match ends with a result: what each
	// program used of the machine (program.Program.Usage), in seat order, the
	// zero Usage for players that do not measure it; nil when none does.
	// The record has it too, in the line after the result.
	Usage []record.Usage
}

// Run plays the match to its end and returns the referee's result.
//
// It follows the loop of [games.Referee] to the letter: it delivers each
// step's messages in order, then waits for every awaited player at once,
// each under its own clock, and hands the lines and faults to the referee in
// seat order, whatever order they came in, so that a match depends only on
// what the players wrote. A message to a player that has faulted is dropped,
// and not recorded.
//
// Clocks: a wait starts once the step's messages have been handed to the
// players (and, when the clock pauses programs, just before the awaited
// ones are let go on, so that none runs uncharged) and ends when the line
// arrives. Total is charged with every wait, PerTurn with the waits of one
// turn (it starts afresh on TurnStart), and Handshake with all the
// Handshake waits of the match together, so that a program that writes
// other lines before its READY, which a referee may ignore and wait again,
// still has to write READY within the limit. Handshake waits are charged
// to Total too, but not to PerTurn.
// A player whose time runs out is a [games.Timeout]; a line that came in
// time is charged at most the time that was left, however late the runner
// got to it. When Pause is set, every player that is not awaited is
// paused. A player that faults is stopped at once.
//
// A player whose Start fails is not an error of Run: it is a player that
// ended before its first line, [games.Exited] at its first wait, as a
// contest jury would judge a program that does not run; the reason is in
// Stderr. Run returns an error only for a failure of its own or of the
// referee: a Referee or Players that do not fit, a step that breaks the
// Referee contract, an answer the referee refuses (its Reply or Fault
// returns an error, which Run's wraps), a record that cannot be written,
// or ctx ending. Then the result is zero (except after a record error at
// the very end), and the record holds every line up to the failure,
// without a result. When ctx ended, the record's last line says so:
// {"interrupted":REASON}, where REASON is context.Cause(ctx)'s text, such
// as "interrupt signal received" for a context of signal.NotifyContext;
// such a record replays (record.Replay) up to where it stops.
//
// At the end, every player is stopped: its input is closed, programs get
// Grace to end by themselves, and are then killed with every process they
// started. When ctx ends, all players are killed at once and Run returns
// promptly.
func (m *Match) Run(ctx context.Context) (res games.Result, err error) {
	n, err := m.check()
	if err != nil {
		return res, err
	}
	if len(m.CPUs) > 0 {
		undo, err := cpus.Pin(m.CPUs)
		if err != nil {
			return res, fmt.Errorf("protocol: Match.Run: CPUs %v: %w", m.CPUs, err)
		}
		// Deferred first, so undone last: the players are stopped on
		// the thread that started them.
		defer undo()
	}
	hdr, err := m.header(n)
	if err != nil {
		return res, err
	}
	r := m.newRun(n)
	if err := r.rec.Header(hdr); err != nil {
		return res, err
	}
	finished := false
	defer func() {
		// On any way out, a panic of the referee included, no process
		// is left behind; only a match that ended well gets its grace.
		r.finish(finished && ctx.Err() == nil)
		if finished && err == nil && m.usage() {
			err = r.rec.Usage(m.Usage)
		}
	}()
	r.start()
	if ctx.Done() != nil {
		// Deferred after finish, so run before it: no Stop of the
		// cancellation is started once the players are being stopped.
		r.wait.cancellable = true
		defer context.AfterFunc(ctx, r.wait.cancel)()
	}
	if err := r.play(ctx); err != nil {
		return games.Result{}, r.interrupt(ctx, err)
	}
	res = r.explain(m.Referee.Result())
	finished = true
	if err := r.recordStderr(nil); err != nil {
		return res, err
	}
	return res, r.rec.Result(res)
}

// check returns the number of seats, or why the Referee and Players cannot
// play a match together.
func (m *Match) check() (int, error) {
	if m.Referee == nil {
		return 0, errors.New("protocol: Match.Run: no referee")
	}
	n := m.Referee.Players()
	if n < 1 {
		return 0, fmt.Errorf("protocol: Match.Run: the referee has %d players", n)
	}
	if len(m.Players) != n {
		return 0, fmt.Errorf("protocol: Match.Run: %d players for a game of %d", len(m.Players), n)
	}
	for p, pl := range m.Players {
		if pl == nil {
			return 0, fmt.Errorf("protocol: Match.Run: player %d is nil", p)
		}
	}
	return n, nil
}

// header returns the record's header: m.Header, with the version when it
// has none, each player named by its String (or its type) when m.Header
// names none, and the caps on
// standard error when a player is a program. Without a record the names
// are not made, as nobody would read them.
func (m *Match) header(n int) (record.Header, error) {
	hdr := m.Header
	if hdr.Version == "" {
		hdr.Version = record.Version()
	}
	if hdr.Commands != nil && len(hdr.Commands) != n {
		return hdr, fmt.Errorf("protocol: Match.Run: the header has %d commands for a game of %d", len(hdr.Commands), n)
	}
	if m.Clock != nil && hdr.Clock == nil {
		c := *m.Clock
		hdr.Clock = &c
	}
	hdr.Stderr = nil
	for _, pl := range m.Players {
		if _, ok := pl.(StderrKeeper); ok {
			hdr.Stderr = &record.StderrCaps{Step: record.StderrStepCap, Game: record.StderrGameCap}
			break
		}
	}
	switch len(hdr.Players) {
	case 0:
		if m.Record == nil {
			break
		}
		hdr.Players = make([]string, n)
		for p, pl := range m.Players {
			if s, ok := pl.(fmt.Stringer); ok {
				hdr.Players[p] = s.String()
			} else {
				hdr.Players[p] = fmt.Sprintf("%T", pl)
			}
		}
	case n:
	default:
		return hdr, fmt.Errorf("protocol: Match.Run: the header names %d players for a game of %d", len(hdr.Players), n)
	}
	return hdr, nil
}

// timeRules returns the clock the match is played under.
func (m *Match) timeRules() games.Clock {
	if m.Clock != nil {
		return *m.Clock
	}
	return m.Referee.Clock()
}

// graceTime returns how long programs may take to end by themselves.
func (m *Match) graceTime() time.Duration {
	switch {
	case m.Grace == 0:
		return DefaultGrace
	case m.Grace < 0:
		return 0
	}
	return m.Grace
}
