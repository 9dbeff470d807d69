package protocol

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol/internal/cpus"
	"github.com/contestgames/games/protocol/internal/steps"
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
	// Run fills it with each player's String, if it has one. Run sets
	// Header.Stderr in the record: the caps on standard error when a
	// player is a program.Program, nil otherwise.
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
	// players and the runner's helper goroutines do not.
	//
	// Pinned to one CPU, a turn-based match between single-threaded
	// programs costs half as much a ply (see BenchmarkRelay), because a
	// line passes from one program to the runner and on without waking
	// another CPU, and its timings no longer depend on where the kernel
	// puts the processes. Give a match as many CPUs as it has programs
	// thinking at once: programs that ponder, think with several threads,
	// or move at the same time (block drop, Lang Wars) would otherwise
	// share the CPU and lose time on their clocks.
	CPUs []int

	// Notice, when not nil, hears at once of what the runner sees of a
	// player that is no fault, with the player's seat: a player (such as
	// a program.Program) that can tell that it waits for input, and has waited
	// through two looks half a second apart while it was awaited, after
	// it was sent its turn (or in a handshake, before its first line). It
	// is told once per wait, with waitNotice or handshakeNotice, and
	// keeps its whole clock: this is only a notice, for its author, of an
	// answer that may sit in a buffer never flushed. Run calls it on the
	// goroutine that waits for the player, so it must be safe for
	// concurrent use when several players are awaited at once.
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

// A seat is the runner's view of one player during a match.
type seat struct {
	startErr  error         // it could not start: it is Exited at its first wait
	faulted   bool          // the referee was told of a fault: never await or send again
	stopped   bool          // Stop has been called
	total     time.Duration // time used, counted against Clock.Total
	turn      time.Duration // time used in the current turn, against Clock.PerTurn
	handshake time.Duration // time used in Handshake waits, against Clock.Handshake
	stderr    string
	keep      StderrKeeper    // the player, when the record keeps its stderr lines; nil otherwise
	kind      games.FaultKind // the fault the runner saw, if any
	detail    string          // what the player said of it (see faultDetailer)
}

// An answer is what one awaited player gave.
type answer struct {
	i      int // index in the step's Await
	line   string
	fault  games.FaultKind
	at     time.Time
	stderr string // when the player was stopped after a fault
	detail string // what the player said of its fault (see faultDetailer)
}

// detailIn returns what pl says of its fault f, in the handshake or not.
func detailIn(pl Player, f games.FaultKind, handshake bool) string {
	if d, ok := pl.(FaultDetailer); ok {
		return d.FaultDetail(f, handshake)
	}
	return ""
}

// The texts Match.Notice hears.
const (
	waitNotice      = "waiting for input while on move: its answer may sit in an unflushed buffer"
	handshakeNotice = "waiting for input in the handshake: its first line may be missing, or sit in an unflushed buffer"
)

// noticeLook is how often a player that can tell whether it waits for
// input is looked at while it is awaited, when Match.Notice is set; it is
// noticed when two looks in a row find it waiting.
const noticeLook = 500 * time.Millisecond

// lineOf returns player p's line, awaited from t0 until deadline, as
// pl.Line does. When Match.Notice is set and pl can tell, it waits in
// steps of noticeLook instead, and between two steps looks whether pl
// waits for input (see Match.Notice). A line that comes within the first
// step costs nothing more.
func (m *Match) lineOf(pl Player, p int, t0, deadline time.Time, handshake bool) (string, games.FaultKind) {
	if m.Notice == nil {
		return pl.Line(deadline) // the path of every ply, kept bare
	}
	w, ok := pl.(InputWaiter)
	if !ok {
		return pl.Line(deadline)
	}
	waited := false // the last look found it waiting
	for next := t0.Add(noticeLook); deadline.IsZero() || next.Before(deadline); next = next.Add(noticeLook) {
		line, f := pl.Line(next)
		if f != games.Timeout {
			return line, f
		}
		now := w.WaitingForInput()
		if now && waited {
			m.Notice(p, noticeText(handshake))
			break
		}
		waited = now
	}
	return pl.Line(deadline)
}

// noticeText returns what Match.Notice hears of a player waiting for
// input.
func noticeText(handshake bool) string {
	if handshake {
		return handshakeNotice
	}
	return waitNotice
}

// startFault returns the answer of a player that could not start, the
// i-th awaited: it ended at once, before the wait began at t0.
func (s *seat) startFault(i int, t0 time.Time) answer {
	return answer{i: i, fault: games.Exited, at: t0, detail: "it did not start: " + s.startErr.Error()}
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
// players (and, when the clock pauses programs, once the awaited ones have
// been let go on) and ends when the line arrives. Total is charged with
// every wait, PerTurn with the waits of one turn (it starts afresh on
// TurnStart), and Handshake with all the Handshake waits of the match
// together, so that a program that writes other lines before its READY,
// which a referee may ignore and wait again, still has to write READY within
// the limit. Handshake waits are charged to Total too, but not to PerTurn.
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
	clock := m.timeRules()
	rec := record.NewWriter(m.Record, m.NoTimes)
	if err := rec.Header(hdr); err != nil {
		return res, err
	}
	seats := make([]seat, n)
	m.Stderr = make([]string, n)
	finished := false
	defer func() {
		// On any way out, a panic of the referee included, no process
		// is left behind; only a match that ended well gets its grace.
		m.finish(seats, finished && ctx.Err() == nil)
		if finished && err == nil && m.usage() {
			err = rec.Usage(m.Usage)
		}
	}()
	m.start(seats, clock.Pause)
	if m.Record != nil {
		m.keepStderr(seats)
	}
	w := newWaiter(n)
	if ctx.Done() != nil {
		// Deferred after finish, so run before it: no Stop of the
		// cancellation is started once the players are being stopped.
		defer context.AfterFunc(ctx, w.cancel)()
	}
	if err := m.play(ctx, clock, seats, w, rec); err != nil {
		return games.Result{}, m.interrupt(ctx, rec, seats, err)
	}
	res = explain(m.Referee.Result(), seats)
	finished = true
	if err := recordStderr(rec, seats, nil); err != nil {
		return res, err
	}
	return res, rec.Result(res)
}

// keepStderr marks the seats whose players' standard error the record
// keeps: the programs that started.
func (m *Match) keepStderr(seats []seat) {
	for p, pl := range m.Players {
		if k, ok := pl.(StderrKeeper); ok && seats[p].startErr == nil {
			seats[p].keep = k
		}
	}
}

// recordStderr records what the players of seats wrote to their standard
// error since it was last recorded. The players of await are about to
// answer, one by one, and are left to that; nil awaits nobody, and
// records everything every player has written so far.
func recordStderr(rec *record.Writer, seats []seat, await []int) error {
	for p := range seats {
		if !slices.Contains(await, p) {
			if err := seats[p].recordStderr(rec, p, await == nil); err != nil {
				return err
			}
		}
	}
	return nil
}

// recordStderr records what the player at seat p wrote to its standard
// error since it was last recorded, as its record's step (see
// stderrKeeper.takeStderr for all).
func (s *seat) recordStderr(rec *record.Writer, p int, all bool) error {
	if s.keep == nil {
		return nil
	}
	t := s.keep.TakeStderr(all)
	for _, line := range t.Lines {
		if err := rec.Stderr(p, line, 0); err != nil {
			return err
		}
	}
	if t.Dropped > 0 {
		return rec.Stderr(p, t.Note(), t.Dropped)
	}
	return nil
}

// interrupt returns err, the error that stopped the match, after ending the
// record with what the players last wrote to their standard error and an
// "interrupted" line if ctx ending was the cause. Other failures leave the
// record as it is: a record that failed to be written may not take another
// line, and the runner's own mistakes are no interruption.
func (m *Match) interrupt(ctx context.Context, rec *record.Writer, seats []seat, err error) error {
	if ctx.Err() == nil || !errors.Is(err, ctx.Err()) {
		return err
	}
	if rerr := recordStderr(rec, seats, nil); rerr != nil {
		return errors.Join(err, rerr)
	}
	if rerr := rec.Interrupted(context.Cause(ctx).Error()); rerr != nil {
		return errors.Join(err, rerr)
	}
	return err
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

// start starts every player. A player that cannot start is kept as one
// that ended at once, to be faulted at its first wait. Under a pausing
// clock, every player is paused from its start until it is first awaited.
func (m *Match) start(seats []seat, pause bool) {
	for p, pl := range m.Players {
		if err := pl.Start(); err != nil {
			seats[p].startErr = err
			seats[p].stderr = err.Error()
		}
	}
	if pause {
		for p, pl := range m.Players {
			if pp, ok := pl.(Pauser); ok && seats[p].startErr == nil {
				pp.Pause()
			}
		}
	}
}

// play follows the referee's steps until one is Done: it delivers each
// step's messages, then awaits its players.
func (m *Match) play(ctx context.Context, clock games.Clock, seats []seat, wt *waiter, rec *record.Writer) error {
	faulted := func(p int) bool { return seats[p].faulted }
	for {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("protocol: match stopped: %w", err)
		}
		step := m.Referee.Next()
		if err := steps.Check(step, len(seats), faulted); err != nil {
			return err
		}
		if err := m.deliver(step.Send, seats, rec); err != nil {
			return err
		}
		if step.Done {
			return nil
		}
		if err := m.await(ctx, step, clock, seats, wt, rec); err != nil {
			return err
		}
	}
}

// deliver records each message and hands it to its player, in order. A
// message to a player that has faulted is dropped, unrecorded; one to a
// player that could not start or was stopped is recorded only.
func (m *Match) deliver(send []games.Message, seats []seat, rec *record.Writer) error {
	for _, msg := range send {
		s := &seats[msg.To]
		if s.faulted {
			continue
		}
		if err := rec.Send(msg); err != nil {
			return err
		}
		if s.startErr == nil && !s.stopped {
			m.Players[msg.To].Send(msg.Text)
		}
	}
	return nil
}

// finish stops every player still running, with the grace for programs to
// end by themselves when graceful, and keeps what they wrote to their
// standard error in m.Stderr.
func (m *Match) finish(seats []seat, graceful bool) {
	grace := time.Duration(0)
	if graceful {
		grace = m.graceTime()
	}
	m.stopAll(seats, grace)
	for p := range seats {
		m.Stderr[p] = seats[p].stderr
	}
}

// usage sets m.Usage from the players that measure what they use, and
// reports whether any did.
func (m *Match) usage() bool {
	m.Usage = make([]record.Usage, len(m.Players))
	any := false
	for p, pl := range m.Players {
		if u, ok := pl.(UsageReporter); ok {
			m.Usage[p] = u.Usage()
			any = any || m.Usage[p] != record.Usage{}
		}
	}
	if !any {
		m.Usage = nil
	}
	return any
}

// limit returns how long player s may be awaited in a wait with timer t,
// and false if nothing limits it.
func (s *seat) limit(c games.Clock, t games.Timer) (time.Duration, bool) {
	var limit time.Duration
	has := false
	bound := func(d time.Duration) {
		if !has || d < limit {
			limit, has = d, true
		}
	}
	if t == games.Handshake {
		if c.Handshake > 0 {
			bound(c.Handshake - s.handshake)
		}
	} else if c.PerTurn > 0 {
		bound(c.PerTurn - s.turn)
	}
	if c.Total > 0 {
		bound(c.Total - s.total)
	}
	return max(limit, 0), has
}

// An awaiting is one step's wait: the answers it awaits and the clocks
// they run under.
type awaiting struct {
	step  games.Step
	clock games.Clock
	seats []seat
	t0    time.Time // when the clocks started
}

// A waiter holds what the waits of a match reuse, so that a wait allocates
// nothing, and the means to end a wait when the match's context ends.
//
// A step that awaits one player, as in every turn-based game, is waited
// for on the runner's own goroutine: Line is called directly, and it keeps
// the player's clock itself, as every Player's Line must. Only a context
// that ends could leave such a wait hanging (a player with no deadline, or
// a bot that hangs in Hear), so the waiter stops the player in Line when
// the context ends, as Player allows: Line then returns at once. A step
// that awaits several players reads each on a goroutine of its own, so
// that they are awaited at once, and gathers their answers on ch.
type waiter struct {
	// Made at the first step that awaits several players, what the
	// readers of such steps share: ch, their answers, with room for every
	// seat, and answers and have, the answers by index in Await and which
	// have come.
	n       int
	ch      chan answer
	answers []answer
	have    []bool

	mu        sync.Mutex
	cancelled bool   // the context ended: no Line is to start
	inLine    Player // the player in Line on the runner's goroutine
}

func newWaiter(n int) *waiter {
	return &waiter{n: n}
}

// several makes, once, what a step that awaits several players needs.
func (wt *waiter) several() {
	if wt.ch == nil {
		wt.ch, wt.answers, wt.have = make(chan answer, wt.n), make([]answer, wt.n), make([]bool, wt.n)
	}
}

// cancel stops the player in Line, if any, and keeps Line from being
// called again; it is called, once, when the match's context ends.
func (wt *waiter) cancel() {
	wt.mu.Lock()
	defer wt.mu.Unlock()
	wt.cancelled = true
	if wt.inLine != nil {
		wt.inLine.Stop(0)
	}
}

// line reads the line of player p, awaited from t0 until deadline, on
// the runner's goroutine (see Match.lineOf); false means the context
// ended, before the call or during it.
func (wt *waiter) line(m *Match, p int, t0, deadline time.Time, handshake bool) (line string, fault games.FaultKind, ok bool) {
	pl := m.Players[p]
	wt.mu.Lock()
	if wt.cancelled {
		wt.mu.Unlock()
		return "", 0, false
	}
	wt.inLine = pl
	wt.mu.Unlock()
	line, fault = m.lineOf(pl, p, t0, deadline, handshake)
	wt.mu.Lock()
	wt.inLine = nil
	ok = !wt.cancelled
	wt.mu.Unlock()
	return line, fault, ok
}

// await waits for one line or fault from every player of step.Await, records
// them in seat order as soon as every seat before them has answered, and
// hands them to the referee in seat order once all have answered.
func (m *Match) await(ctx context.Context, step games.Step, clock games.Clock, seats []seat, wt *waiter, rec *record.Writer) error {
	if clock.Pause {
		m.resume(step.Await, seats)
	}
	w := &awaiting{step: step, clock: clock, seats: seats, t0: time.Now()}
	if len(step.Await) == 1 {
		a, err := m.listenHere(ctx, w, wt)
		if err != nil {
			return err
		}
		if err := w.record(rec, 0, a); err != nil {
			return err
		}
		return m.handOver(w, []answer{a})
	}
	wt.several()
	m.ask(w, wt.ch)
	answers := wt.answers[:len(step.Await)]
	if err := m.gather(ctx, w, wt, rec); err != nil {
		return err
	}
	err := m.handOver(w, answers)
	clear(answers) // let go of the lines
	return err
}

// resume lets the awaited players that are running go on.
func (m *Match) resume(await []int, seats []seat) {
	for _, p := range await {
		if pp, ok := m.Players[p].(Pauser); ok && seats[p].startErr == nil {
			pp.Resume()
		}
	}
}

// deadline starts the clock of the i-th awaited player and returns when
// its time runs out, or the zero time if nothing limits it.
func (w *awaiting) deadline(i int) time.Time {
	s := &w.seats[w.step.Await[i]]
	if w.step.Timer == games.TurnStart {
		s.turn = 0
	}
	if limit, ok := s.limit(w.clock, w.step.Timer); ok {
		return w.t0.Add(limit)
	}
	return time.Time{}
}

// listenHere reads the answer of the only awaited player on the runner's
// goroutine, as listen would on its own. A player that could not start
// answers Exited at once.
func (m *Match) listenHere(ctx context.Context, w *awaiting, wt *waiter) (answer, error) {
	deadline := w.deadline(0)
	p := w.step.Await[0]
	if w.seats[p].startErr != nil {
		return w.seats[p].startFault(0, w.t0), nil
	}
	pl := m.Players[p]
	var a answer
	var ok bool
	a.line, a.fault, ok = wt.line(m, p, w.t0, deadline, w.step.Timer == games.Handshake)
	a.at = answeredAt(pl)
	if !ok {
		m.stopAll(w.seats, 0)
		return answer{}, fmt.Errorf("protocol: match stopped: %w", ctx.Err())
	}
	a.settle(pl, w.clock.Pause, w.step.Timer == games.Handshake)
	return a, nil
}

// ask starts the clock of every awaited player and reads its answer on a
// goroutine of its own, each sent on ch, which has room for them all. A
// player that could not start answers Exited at once.
func (m *Match) ask(w *awaiting, ch chan<- answer) {
	for i, p := range w.step.Await {
		deadline := w.deadline(i)
		if w.seats[p].startErr != nil {
			ch <- w.seats[p].startFault(i, w.t0)
			continue
		}
		go m.listen(i, p, w.t0, deadline, w.step.Timer == games.Handshake, w.clock.Pause, ch)
	}
}

// listen reads the line of player p, the i-th awaited since t0, and
// sends it on ch.
func (m *Match) listen(i, p int, t0, deadline time.Time, handshake, pause bool, ch chan<- answer) {
	pl := m.Players[p]
	a := answer{i: i}
	a.line, a.fault = m.lineOf(pl, p, t0, deadline, handshake)
	a.at = answeredAt(pl)
	a.settle(pl, pause, handshake)
	ch <- a
}

// settle deals with player pl once it has given answer a. A player that
// faulted is stopped at once, keeping what it left on its standard error
// and what it can say of its fault: the runner never reads from it again,
// so it need not run until the end of the match. Under a pausing clock, a
// player that answered is paused again.
func (a *answer) settle(pl Player, pause, handshake bool) {
	if a.fault != 0 {
		a.stderr = pl.Stop(0)
		a.detail = detailIn(pl, a.fault, handshake)
	} else if pp, ok := pl.(Pauser); ok && pause {
		pp.Pause()
	}
}

// gather receives every awaited answer into wt.answers, in whatever order
// they come, in seat order. Each is recorded as soon as the seats before
// it have answered, so that a record shows a slow player's wait as it
// happens. When ctx ends, every player is stopped and gather returns once
// all the readers have.
func (m *Match) gather(ctx context.Context, w *awaiting, wt *waiter, rec *record.Writer) error {
	n := len(w.step.Await)
	answers, have := wt.answers[:n], wt.have[:n]
	clear(have)
	next := 0 // answers before next have been recorded
	var recErr error
	for left := n; left > 0; left-- {
		var a answer
		select {
		case a = <-wt.ch:
		case <-ctx.Done():
			m.stopAll(w.seats, 0)
			for ; left > 0; left-- {
				<-wt.ch
			}
			return fmt.Errorf("protocol: match stopped: %w", ctx.Err())
		}
		answers[a.i], have[a.i] = a, true
		for ; next < n && have[next] && recErr == nil; next++ {
			recErr = w.record(rec, next, answers[next])
		}
	}
	return recErr
}

// record writes the answer of the i-th awaited player to the record,
// after what it wrote to its standard error in the step; before the first
// answer of the step, what the players that are not awaited wrote there.
func (w *awaiting) record(rec *record.Writer, i int, a answer) error {
	p := w.step.Await[i]
	if i == 0 {
		if err := recordStderr(rec, w.seats, w.step.Await); err != nil {
			return err
		}
	}
	if err := w.seats[p].recordStderr(rec, p, true); err != nil {
		return err
	}
	if a.fault != 0 {
		return rec.Fault(p, a.fault, a.detail)
	}
	return rec.Recv(p, a.line, w.used(a))
}

// used is the time an answer is charged with. A line that Line accepted
// came within the limit, even if its reader saw it a little late (on a
// loaded machine), so it is charged at most the limit: a player is never
// charged, or recorded as thinking, more than its clock allowed.
func (w *awaiting) used(a answer) time.Duration {
	d := a.at.Sub(w.t0)
	if a.fault == 0 {
		if limit, ok := w.seats[w.step.Await[a.i]].limit(w.clock, w.step.Timer); ok && d > limit {
			d = limit
		}
	}
	return d
}

// handOver charges each awaited player's clock and hands its answer to the
// referee, in seat order.
func (m *Match) handOver(w *awaiting, answers []answer) error {
	for i, p := range w.step.Await {
		a := answers[i]
		s := &w.seats[p]
		s.charge(w.used(a), w.step.Timer)
		var err error
		if a.fault != 0 {
			s.fault(a)
			err = m.Referee.Fault(p, a.fault)
		} else {
			err = m.Referee.Reply(p, a.line)
		}
		if err != nil {
			return fmt.Errorf("protocol: %w", err)
		}
	}
	return nil
}

// charge counts d against the player's clock: against Total always, and
// against Handshake or the turn's PerTurn as the timer says.
func (s *seat) charge(d time.Duration, t games.Timer) {
	s.total += d
	if t == games.Handshake {
		s.handshake += d
	} else {
		s.turn += d
	}
}

// fault marks the player as faulted with answer a, never to be awaited or
// sent to again. A running player was stopped by its reader; a.stderr is
// what that left.
func (s *seat) fault(a answer) {
	s.faulted, s.kind, s.detail = true, a.fault, a.detail
	if s.startErr == nil {
		s.stopped = true
		s.stderr = a.stderr
	}
}

// explain returns res with the detail of its fault, when the fault is one
// the runner saw (its Rule the fault's name, no move) and the player said
// more of it.
func explain(res games.Result, seats []seat) games.Result {
	f := res.Fault
	if f == nil || f.Player < 0 || f.Player >= len(seats) || f.Detail != "" {
		return res
	}
	s := &seats[f.Player]
	if s.kind == 0 || s.detail == "" || f.Move != "" || f.Rule != s.kind.String() {
		return res
	}
	g := *f
	g.Detail = s.detail
	res.Fault = &g
	return res
}

// stopAll stops every player not yet stopped, all at once, so that the
// grace periods run side by side. An in-process bot stops at once, grace
// or not, so it is stopped here rather than on a goroutine of its own.
func (m *Match) stopAll(seats []seat, grace time.Duration) {
	others := false
	for p := range seats {
		s := &seats[p]
		if s.stopped || s.startErr != nil {
			continue
		}
		if b, ok := m.Players[p].(*BotPlayer); ok {
			s.stopped = true
			s.stderr = b.Stop(grace)
			continue
		}
		others = true
	}
	if others {
		m.stopTogether(seats, grace)
	}
}

// stopTogether stops every player not yet stopped, each on a goroutine of
// its own, and waits for them all.
func (m *Match) stopTogether(seats []seat, grace time.Duration) {
	var wg sync.WaitGroup
	for p := range seats {
		s := &seats[p]
		if s.stopped || s.startErr != nil {
			continue
		}
		s.stopped = true
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.stderr = m.Players[p].Stop(grace)
		}()
	}
	wg.Wait()
}
