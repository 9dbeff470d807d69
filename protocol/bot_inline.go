package protocol

import (
	"fmt"
	"runtime/debug"
	"strings"
	"time"

	games "github.com/contestgames/games"
)

// The inline mode of a BotPlayer (see BotPlayer.Inline): Line hears the
// queued lines itself, one Hear at a time, until the bot has said
// something, and the bot's lines wait in a queue of their own, outq, which
// the goroutine that calls Line alone touches.

// lineInline is Line for an inline bot.
func (b *BotPlayer) lineInline(deadline time.Time) (string, games.FaultKind) {
	for {
		if b.outHead < len(b.outq) {
			it := b.outq[b.outHead]
			b.outq[b.outHead] = item{}
			if b.outHead++; b.outHead == len(b.outq) {
				b.outq, b.outHead = b.outq[:0], 0
			}
			return it.line, it.fault
		}
		if b.ended {
			return "", games.Exited
		}
		line, ok := b.pending()
		if !ok {
			return "", games.Timeout // nothing to hear: no answer will come
		}
		b.say(func() []string { return b.bot.Hear(line) })
		if !deadline.IsZero() && time.Now().After(deadline) {
			return "", games.Timeout
		}
	}
}

// pending returns the next line queued for the bot, if there is one.
func (b *BotPlayer) pending() (string, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.head == len(b.in) {
		return "", false
	}
	line := b.in[b.head]
	b.in[b.head] = ""
	if b.head++; b.head == len(b.in) {
		b.in, b.head = b.in[:0], 0
	}
	return line, true
}

// say calls speak (the bot's Start or Hear) and queues what it says, cut
// and checked as a pipe would: the same rules as botOutput.say. A panic
// ends the bot, as a crash ends a program.
func (b *BotPlayer) say(speak func() []string) {
	if b.ended {
		return
	}
	defer func() {
		if r := recover(); r != nil {
			panicky := fmt.Sprintf("panic: %v\n\n%s", r, debug.Stack())
			if len(panicky) > DefaultStderrLimit {
				panicky = panicky[:DefaultStderrLimit]
			}
			b.mu.Lock()
			b.panicky = panicky
			b.mu.Unlock()
			b.end(games.Exited)
		}
	}()
	max := b.MaxLine
	if max <= 0 {
		max = DefaultMaxLine
	}
	for _, l := range speak() {
		if strings.IndexByte(l, '\n') < 0 {
			if len(l) > max {
				b.end(games.LineTooLong)
				return
			}
			b.outq = append(b.outq, item{line: strings.TrimSuffix(l, "\r")})
			continue
		}
		sp := splitter{max: max}
		if !sp.write([]byte(l+"\n"), func(line string) bool { b.outq = append(b.outq, item{line: line}); return true }) {
			b.end(games.LineTooLong)
			return
		}
	}
}

// end queues the fault that ends the bot's output.
func (b *BotPlayer) end(f games.FaultKind) {
	b.outq = append(b.outq, item{fault: f})
	b.ended = true
}
