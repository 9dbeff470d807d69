package protocol

import (
	"context"
	"fmt"
	"sync"
	"time"

	games "github.com/contestgames/games"
)

// An answer is what one awaited player gave.
type answer struct {
	i      int // index in the step's Await
	line   string
	fault  games.FaultKind
	took   time.Duration // from the start of the wait to the answer
	limit  time.Duration // how long the wait could last, when limited
	timed  bool          // the wait had a limit
	stderr string        // when the player was stopped after a fault
	detail string        // what the player said of its fault (see FaultDetailer)
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

	// cancellable says that the match's context can end, and cancel be
	// called: only then do the waits on the runner's goroutine take mu.
	cancellable bool
	mu          sync.Mutex
	cancelled   bool   // the context ended: no Line is to start
	inLine      Player // the player in Line on the runner's goroutine
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

// enter notes that pl is about to be in Line on the runner's goroutine;
// false means the context has ended. It is inlined, as leave is: a match
// that cannot be cancelled takes no lock a ply.
func (wt *waiter) enter(pl Player) bool {
	return !wt.cancellable || wt.hold(pl)
}

// hold is enter for a match that can be cancelled.
func (wt *waiter) hold(pl Player) bool {
	wt.mu.Lock()
	defer wt.mu.Unlock()
	if wt.cancelled {
		return false
	}
	wt.inLine = pl
	return true
}

// leave notes that Line has returned; false means the context ended
// during it.
func (wt *waiter) leave() bool {
	return !wt.cancellable || wt.release()
}

// release is leave for a match that can be cancelled.
func (wt *waiter) release() bool {
	wt.mu.Lock()
	defer wt.mu.Unlock()
	wt.inLine = nil
	return !wt.cancelled
}

// An awaiting is one step's wait: the answers it awaits and the clocks
// they run under.
type awaiting struct {
	r    *run
	step games.Step
	t0   time.Duration // when the clocks started, since the run's base
}

// A span is one player's wait: when it began, since the run's base, and
// how long it may last, if anything limits it.
type span struct {
	t0, limit time.Duration
	timed     bool // limit holds: false when nothing limits the wait
}

// deadline returns when the wait ends, the zero time if nothing limits it.
func (r *run) deadline(sp span) time.Time {
	if !sp.timed {
		return time.Time{}
	}
	return r.base.Add(sp.t0 + sp.limit)
}

// lineOf returns player p's line, awaited in sp, as its Line does, or as
// lineNoticed does when Match.Notice is set and the player can tell
// whether it waits for input.
func (r *run) lineOf(p int, sp span, handshake bool) (string, games.FaultKind) {
	if b := r.seats[p].bot; b != nil && b.Inline {
		// The path of every ply between inline bots, kept bare: the
		// deadline stays a reading of the run's clock, which costs less
		// than a time.Time's.
		return b.lineInline(r.base, sp.t0+sp.limit, sp.timed)
	}
	pl := r.m.Players[p]
	if r.m.Notice != nil {
		if w, ok := pl.(InputWaiter); ok {
			return r.lineNoticed(p, w, sp, handshake)
		}
	}
	return pl.Line(r.deadline(sp))
}

// lineNoticed returns player p's line, awaited in sp, in steps of
// noticeLook, and between two steps looks whether the player, w, waits
// for input (see Match.Notice). A line that comes within the first step
// costs nothing more.
func (r *run) lineNoticed(p int, w InputWaiter, sp span, handshake bool) (string, games.FaultKind) {
	pl, deadline := r.m.Players[p], r.deadline(sp)
	waited := false // the last look found it waiting
	for next := r.base.Add(sp.t0 + noticeLook); deadline.IsZero() || next.Before(deadline); next = next.Add(noticeLook) {
		line, f := pl.Line(next)
		if f != games.Timeout {
			return line, f
		}
		now := w.WaitingForInput()
		if now && waited {
			r.m.Notice(p, noticeText(handshake))
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

// took returns how long the player at seat p took to give the answer its
// last Line returned, in wait sp: from the clock reading an inline bot
// made as its Hear returned, or else from the time now.
func (r *run) took(p int, sp span) time.Duration {
	if b := r.seats[p].bot; b != nil && b.timed {
		return sp.limit + b.late // the deadline is t0 + limit
	}
	return r.since() - sp.t0
}

// await waits for one line or fault from every player of step.Await, records
// them in seat order as soon as every seat before them has answered, and
// hands them to the referee in seat order once all have answered.
func (r *run) await(ctx context.Context, step games.Step) error {
	// The clock starts before paused players are let go on: a program
	// cannot run uncharged while the runner, resuming it, waits for a CPU.
	t0 := r.since()
	if r.clock.Pause {
		r.resume(step.Await)
	}
	w := &awaiting{r: r, step: step, t0: t0}
	if len(step.Await) == 1 {
		var one [1]answer
		if err := w.listenHere(ctx, &one[0]); err != nil {
			return err
		}
		if err := w.record(0, &one[0]); err != nil {
			return err
		}
		return w.handOver(one[:])
	}
	r.wait.several()
	w.ask(r.wait.ch)
	answers := r.wait.answers[:len(step.Await)]
	if err := w.gather(ctx); err != nil {
		return err
	}
	err := w.handOver(answers)
	clear(answers) // let go of the lines
	return err
}

// resume lets the awaited players that are running go on.
func (r *run) resume(await []int) {
	for _, p := range await {
		if pp := r.seats[p].pauser; pp != nil {
			pp.Resume()
		}
	}
}

// span starts the clock of the i-th awaited player and returns its wait.
func (w *awaiting) span(i int) span {
	s := &w.r.seats[w.step.Await[i]]
	if w.step.Timer == games.TurnStart {
		s.turn = 0
	}
	sp := span{t0: w.t0}
	if limit, ok := s.limit(&w.r.clock, w.step.Timer); ok {
		sp.limit, sp.timed = limit, true
	}
	return sp
}

// listenHere reads the answer of the only awaited player on the runner's
// goroutine, as listen would on its own. A player that could not start
// answers Exited at once.
func (w *awaiting) listenHere(ctx context.Context, a *answer) error {
	r := w.r
	sp := w.span(0)
	p := w.step.Await[0]
	if r.seats[p].startErr != nil {
		*a = r.seats[p].startFault(0)
		return nil
	}
	handshake := w.step.Timer == games.Handshake
	a.limit, a.timed = sp.limit, sp.timed
	ok := r.wait.enter(r.m.Players[p])
	if ok {
		a.line, a.fault = r.lineOf(p, sp, handshake)
		a.took = r.took(p, sp)
		ok = r.wait.leave()
	}
	if !ok {
		r.stopAll(0)
		return fmt.Errorf("protocol: match stopped: %w", ctx.Err())
	}
	r.settle(a, p, handshake)
	return nil
}

// ask starts the clock of every awaited player and reads its answer on a
// goroutine of its own, each sent on ch, which has room for them all. A
// player that could not start answers Exited at once.
func (w *awaiting) ask(ch chan<- answer) {
	for i, p := range w.step.Await {
		sp := w.span(i)
		if w.r.seats[p].startErr != nil {
			ch <- w.r.seats[p].startFault(i)
			continue
		}
		go w.r.listen(i, p, sp, w.step.Timer == games.Handshake, ch)
	}
}

// listen reads the line of player p, the i-th awaited, in wait sp, and
// sends it on ch.
func (r *run) listen(i, p int, sp span, handshake bool, ch chan<- answer) {
	a := answer{i: i, limit: sp.limit, timed: sp.timed}
	a.line, a.fault = r.lineOf(p, sp, handshake)
	a.took = r.took(p, sp)
	r.settle(&a, p, handshake)
	ch <- a
}

// settle deals with the player at seat p once it has given answer a. A
// player that faulted is stopped at once, keeping what it left on its
// standard error and what it can say of its fault: the runner never reads
// from it again, so it need not run until the end of the match. Under a
// pausing clock, a player that answered is paused again.
func (r *run) settle(a *answer, p int, handshake bool) {
	if a.fault != 0 {
		r.stopFaulted(a, p, handshake)
	} else if pp := r.seats[p].pauser; pp != nil && r.clock.Pause {
		pp.Pause()
	}
}

// stopFaulted stops the player at seat p, which faulted with answer a,
// keeping in a what it left on its standard error and what it can say of
// its fault.
func (r *run) stopFaulted(a *answer, p int, handshake bool) {
	pl := r.m.Players[p]
	a.stderr = pl.Stop(0)
	if d, ok := pl.(FaultDetailer); ok {
		a.detail = d.FaultDetail(a.fault, handshake)
	}
}

// gather receives every awaited answer into the waiter's answers, in
// whatever order they come, in seat order. Each is recorded as soon as
// the seats before it have answered, so that a record shows a slow
// player's wait as it happens. When ctx ends, every player is stopped and
// gather returns once all the readers have.
func (w *awaiting) gather(ctx context.Context) error {
	wt := &w.r.wait
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
			w.r.stopAll(0)
			for ; left > 0; left-- {
				<-wt.ch
			}
			return fmt.Errorf("protocol: match stopped: %w", ctx.Err())
		}
		answers[a.i], have[a.i] = a, true
		for ; next < n && have[next] && recErr == nil; next++ {
			recErr = w.record(next, &answers[next])
		}
	}
	return recErr
}

// record writes the answer of the i-th awaited player to the record,
// after what it wrote to its standard error in the step; before the first
// answer of the step, what the players that are not awaited wrote there.
func (w *awaiting) record(i int, a *answer) error {
	if w.r.rec == nil {
		return nil
	}
	return w.write(i, a)
}

// write is record for a match that has one.
func (w *awaiting) write(i int, a *answer) error {
	r := w.r
	p := w.step.Await[i]
	if i == 0 {
		if err := r.recordStderr(w.step.Await); err != nil {
			return err
		}
	}
	if err := r.seats[p].recordStderr(r.rec, p, true); err != nil {
		return err
	}
	if a.fault != 0 {
		return r.rec.Fault(p, a.fault, a.detail)
	}
	return r.rec.Recv(p, a.line, a.used())
}

// used is the time an answer is charged with. A line that Line accepted
// came within the limit, even if its reader saw it a little late (on a
// loaded machine), so it is charged at most the limit: a player is never
// charged, or recorded as thinking, more than its clock allowed.
func (a *answer) used() time.Duration {
	if a.fault == 0 && a.timed {
		return min(a.took, a.limit)
	}
	return a.took
}

// handOver charges each awaited player's clock and hands its answer to the
// referee, in seat order.
func (w *awaiting) handOver(answers []answer) error {
	for i, p := range w.step.Await {
		a := &answers[i]
		s := &w.r.seats[p]
		s.charge(a.used(), w.step.Timer)
		var err error
		if a.fault != 0 {
			s.fault(a)
			w.r.faults++
			err = w.r.m.Referee.Fault(p, a.fault)
		} else {
			err = w.r.m.Referee.Reply(p, a.line)
		}
		if err != nil {
			return fmt.Errorf("protocol: %w", err)
		}
	}
	return nil
}
