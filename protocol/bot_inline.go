package protocol

import (
	"strings"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol/internal/linecut"
)

// The inline mode of a BotPlayer (see BotPlayer.Inline): Line hears the
// queued lines itself, one Hear at a time, until the bot has said
// something, and the bot's lines wait in a queue of their own, outq, which
// the goroutine that calls Line alone touches.

// lineInline is Line for an inline bot, with a deadline of end after base
// when timed. When a Hear in this call said the line, it keeps the clock
// reading of the deadline check in b.late, how long after the deadline it
// was (negative if before), from which the runner takes the time of the
// answer rather than read the clock again.
func (b *BotPlayer) lineInline(base time.Time, end time.Duration, timed bool) (string, games.FaultKind) {
	b.timed = false
	for {
		if it, ok := b.outq.Lines.Pop(); ok {
			return it.Line, it.Fault
		}
		if b.outq.Ended {
			return "", games.Exited
		}
		line, ok := b.in.Pop()
		if !ok {
			return "", games.Timeout // nothing to hear: no answer will come
		}
		said, only := b.hear(line)
		if timed {
			// The clock is read once, monotonic only against the
			// runner's deadlines, at half the price of time.Now (see
			// run.since): a reading costs as much as a small bot's move.
			b.late, b.timed = time.Since(base)-end, true
			if b.late > 0 {
				return "", games.Timeout
			}
		}
		if only {
			return said, 0
		}
	}
}

// hear has the bot hear line, when nothing it said waits to be read. When
// the bot says one line that a pipe would pass as it is, that line is
// returned with true, to be answered at once: the turn of nearly every
// bot. Anything else is queued, as say queues it.
func (b *BotPlayer) hear(line string) (answer string, only bool) {
	defer b.survive()
	said := b.bot.Hear(line)
	if len(said) == 1 && plain(said[0], b.MaxLine) {
		return said[0], true
	}
	b.queue(said)
	return "", false
}

// plain reports whether line passes a pipe unchanged: no line break within
// it or carriage return at its end, and no longer than max allows.
func plain(line string, max int) bool {
	n := len(line)
	return n <= linecut.Limit(max) && strings.IndexByte(line, '\n') < 0 && (n == 0 || line[n-1] != '\r')
}

// say calls speak (the bot's Start) and queues what it says, as the bot's
// goroutine does in the other mode.
func (b *BotPlayer) say(speak func() []string) {
	if b.outq.Ended {
		return
	}
	defer b.survive()
	b.queue(speak())
}

// survive, deferred by a call of the bot, ends the bot when the call
// panics, as a crash ends a program.
func (b *BotPlayer) survive() {
	if r := recover(); r != nil {
		b.crashed(r)
		b.outq.End(games.Exited)
	}
}

// queue queues the lines the bot said, cut and checked as a pipe would
// (see linecut.Splitter.Say).
func (b *BotPlayer) queue(lines []string) {
	sp := linecut.Splitter{Max: linecut.Limit(b.MaxLine)}
	if !sp.Say(lines, b.outq.Emit) {
		b.outq.End(games.LineTooLong)
	}
}
