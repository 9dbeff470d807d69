package protocol

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol/internal/steps"
	"github.com/contestgames/games/protocol/record"
)

// A run is one call of Match.Run: what its steps share from the players'
// start to their stop. It is made once a match, with room for the seats of
// most games, so that a match of in-process bots allocates little beyond
// its players.
type run struct {
	m      *Match
	clock  games.Clock    // the time rules the match is played under
	rec    *record.Writer // nil when the match has no record: it writes nothing
	seats  []seat
	wait   waiter
	base   time.Time // when the run began: see since
	faults int       // how many seats have faulted

	room   [4]seat   // the seats' array, for games of up to four
	stderr [4]string // m.Stderr's, likewise
}

// newRun returns the run of a match of n seats.
func (m *Match) newRun(n int) *run {
	r := &run{m: m, clock: m.timeRules(), base: time.Now()}
	if m.Record != nil {
		r.rec = record.NewWriter(m.Record, m.NoTimes)
	}
	if n <= len(r.room) {
		r.seats, m.Stderr = r.room[:n], r.stderr[:n]
	} else {
		r.seats, m.Stderr = make([]seat, n), make([]string, n)
	}
	r.wait.n = n
	return r
}

// since reads the clock: the time since base. It reads the monotonic clock
// alone, which costs half of what time.Now does (on Linux, one call to
// the kernel's clock instead of two), and it is read twice a ply.
func (r *run) since() time.Duration {
	return time.Since(r.base)
}

// start starts every player. A player that cannot start is kept as one
// that ended at once, to be faulted at its first wait. Under a pausing
// clock, every player is paused from its start until it is first awaited.
// It also notes, once for the match, what each seat's player is beyond a
// Player, so that a ply asserts no interface, and tells each bot that
// thinks on the wall clock the match's time rules before its start.
func (r *run) start() {
	for p, pl := range r.m.Players {
		s := &r.seats[p]
		s.bot, _ = pl.(*BotPlayer)
		if s.bot != nil {
			s.bot.setClock(r.clock)
		}
		if err := pl.Start(); err != nil {
			s.startErr = err
			s.stderr = err.Error()
			continue
		}
		s.pauser, _ = pl.(Pauser)
		if k, ok := pl.(StderrKeeper); ok && r.rec != nil {
			s.keep = k // the record keeps its standard error
		}
	}
	if r.clock.Pause {
		for p := range r.seats {
			if pp := r.seats[p].pauser; pp != nil {
				pp.Pause()
			}
		}
	}
}

// faulted reports whether the player at seat p has faulted.
func (r *run) faulted(p int) bool { return r.seats[p].faulted }

// play follows the referee's steps until one is Done: it delivers each
// step's messages, then awaits its players.
func (r *run) play(ctx context.Context) error {
	for {
		if r.wait.cancellable && ctx.Err() != nil {
			return fmt.Errorf("protocol: match stopped: %w", ctx.Err())
		}
		step := r.m.Referee.Next()
		var faulted func(int) bool // nil while no seat has faulted: nothing to look up
		if r.faults > 0 {
			faulted = r.faulted
		}
		if err := steps.Check(step, len(r.seats), faulted); err != nil {
			return err
		}
		if err := r.deliver(step.Send); err != nil {
			return err
		}
		if step.Done {
			return nil
		}
		if err := r.await(ctx, step); err != nil {
			return err
		}
	}
}

// deliver records each message and hands it to its player, in order. A
// message to a player that has faulted is dropped, unrecorded; one to a
// player that could not start or was stopped is recorded only.
func (r *run) deliver(send []games.Message) error {
	for _, msg := range send {
		s := &r.seats[msg.To]
		if s.faulted {
			continue
		}
		if err := r.rec.Send(msg); err != nil {
			return err
		}
		if s.startErr == nil && !s.stopped {
			r.m.Players[msg.To].Send(msg.Text)
		}
	}
	return nil
}

// recordStderr records what the players wrote to their standard error
// since it was last recorded. The players of await are about to answer,
// one by one, and are left to that; nil awaits nobody, and records
// everything every player has written so far.
func (r *run) recordStderr(await []int) error {
	if r.rec == nil {
		return nil
	}
	for p := range r.seats {
		if !slices.Contains(await, p) {
			if err := r.seats[p].recordStderr(r.rec, p, await == nil); err != nil {
				return err
			}
		}
	}
	return nil
}

// interrupt returns err, the error that stopped the match, after ending the
// record with what the players last wrote to their standard error and an
// "interrupted" line if ctx ending was the cause. Other failures leave the
// record as it is: a record that failed to be written may not take another
// line, and the runner's own mistakes are no interruption.
func (r *run) interrupt(ctx context.Context, err error) error {
	if ctx.Err() == nil || !errors.Is(err, ctx.Err()) || r.rec == nil {
		return err
	}
	if rerr := r.recordStderr(nil); rerr != nil {
		return errors.Join(err, rerr)
	}
	if rerr := r.rec.Interrupted(context.Cause(ctx).Error()); rerr != nil {
		return errors.Join(err, rerr)
	}
	return err
}

// explain returns res with the detail of its fault, when the fault is one
// the runner saw (its Rule the fault's name, no move) and the player said
// more of it.
func (r *run) explain(res games.Result) games.Result {
	f := res.Fault
	if f == nil || f.Player < 0 || f.Player >= len(r.seats) || f.Detail != "" {
		return res
	}
	s := &r.seats[f.Player]
	if s.kind == 0 || s.detail == "" || f.Move != "" || f.Rule != s.kind.String() {
		return res
	}
	g := *f
	g.Detail = s.detail
	res.Fault = &g
	return res
}

// finish stops every player still running, with the grace for programs to
// end by themselves when graceful, and keeps what they wrote to their
// standard error in m.Stderr.
func (r *run) finish(graceful bool) {
	grace := time.Duration(0)
	if graceful {
		grace = r.m.graceTime()
	}
	r.stopAll(grace)
	for p := range r.seats {
		r.m.Stderr[p] = r.seats[p].stderr
	}
}

// usage sets m.Usage from the players that measure what they use, and
// reports whether any did.
func (m *Match) usage() bool {
	m.Usage = nil
	for p, pl := range m.Players {
		u, ok := pl.(UsageReporter)
		if !ok {
			continue
		}
		if v := u.Usage(); v != (record.Usage{}) {
			if m.Usage == nil {
				m.Usage = make([]record.Usage, len(m.Players))
			}
			m.Usage[p] = v
		}
	}
	return m.Usage != nil
}

// stopAll stops every player not yet stopped, all at once, so that the
// grace periods run side by side. An in-process bot stops at once, grace
// or not, so it is stopped here rather than on a goroutine of its own.
func (r *run) stopAll(grace time.Duration) {
	others := false
	for p := range r.seats {
		s := &r.seats[p]
		if s.stopped || s.startErr != nil {
			continue
		}
		if s.bot != nil {
			s.stopped = true
			s.stderr = s.bot.Stop(grace)
			continue
		}
		others = true
	}
	if others {
		r.stopTogether(grace)
	}
}

// stopTogether stops every player not yet stopped, each on a goroutine of
// its own, and waits for them all.
func (r *run) stopTogether(grace time.Duration) {
	var wg sync.WaitGroup
	for p := range r.seats {
		s := &r.seats[p]
		if s.stopped || s.startErr != nil {
			continue
		}
		s.stopped = true
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.stderr = r.m.Players[p].Stop(grace)
		}()
	}
	wg.Wait()
}
