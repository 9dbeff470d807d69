package protocol

import (
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol/record"
)

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
	detail    string          // what the player said of it (see FaultDetailer)
	pauser    Pauser          // the player, when it started and is a Pauser
	bot       *BotPlayer      // the player, when it is one
}

// startFault returns the answer of a player that could not start, the
// i-th awaited: it ended at once, before the wait began.
func (s *seat) startFault(i int) answer {
	return answer{i: i, fault: games.Exited, detail: "it did not start: " + s.startErr.Error()}
}

// recordStderr records what the player at seat p wrote to its standard
// error since it was last recorded, as its record's step (see
// StderrKeeper.TakeStderr for all).
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

// limit returns how long player s may be awaited in a wait with timer t,
// and false if nothing limits it: the least of what is left of the wait's
// own limit (Handshake, or PerTurn in a turn) and of Total.
func (s *seat) limit(c *games.Clock, t games.Timer) (time.Duration, bool) {
	limit, has := time.Duration(0), false
	if t == games.Handshake {
		limit, has = c.Handshake-s.handshake, c.Handshake > 0
	} else {
		limit, has = c.PerTurn-s.turn, c.PerTurn > 0
	}
	if c.Total > 0 && (!has || c.Total-s.total < limit) {
		limit, has = c.Total-s.total, true
	}
	if !has {
		return 0, false
	}
	return max(limit, 0), true
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
func (s *seat) fault(a *answer) {
	s.faulted, s.kind, s.detail = true, a.fault, a.detail
	if s.startErr == nil {
		s.stopped = true
		s.stderr = a.stderr
	}
}
