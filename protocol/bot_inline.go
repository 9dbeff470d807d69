package protocol

import (
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol/internal/linecut"
)

// The inline mode of a BotPlayer (see BotPlayer.Inline): Line hears the
// queued lines itself, one Hear at a time, until the bot has said
// something, and the bot's lines wait in a queue of their own, outq, which
// the goroutine that calls Line alone touches.

// lineInline is Line for an inline bot. When a Hear in this call said the
// line, it keeps the clock reading of the deadline check in b.late, from
// which the runner takes the time of the answer rather than read the
// clock again.
func (b *BotPlayer) lineInline(deadline time.Time) (string, games.FaultKind) {
	b.timed = false
	for {
		if it, ok := b.outq.Lines.Pop(); ok {
			return it.Line, it.Fault
		}
		if b.outq.Ended {
			return "", games.Exited
		}
		line, ok := b.pending()
		if !ok {
			return "", games.Timeout // nothing to hear: no answer will come
		}
		b.say(func() []string { return b.bot.Hear(line) })
		if !deadline.IsZero() {
			// The clock is read once, monotonic only against the
			// runner's deadlines, at half the price of time.Now (see
			// run.since): a reading costs as much as a small bot's move.
			b.late, b.timed = time.Since(deadline), true
			if b.late > 0 {
				return "", games.Timeout
			}
		}
	}
}

// say calls speak (the bot's Start or Hear) and queues what it says, cut
// and checked as a pipe would (see splitter.say), as the bot's goroutine
// does in the other mode. A panic ends the bot, as a crash ends a program.
func (b *BotPlayer) say(speak func() []string) {
	if b.outq.Ended {
		return
	}
	defer func() {
		if r := recover(); r != nil {
			b.crashed(r)
			b.outq.End(games.Exited)
		}
	}()
	sp := linecut.Splitter{Max: linecut.Limit(b.MaxLine)}
	if !sp.Say(speak(), b.outq.Emit) {
		b.outq.End(games.LineTooLong)
	}
}
