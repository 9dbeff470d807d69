package protocol

import (
	"fmt"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	games "github.com/contestgames/games"
)

// A BotPlayer seats a [games.Bot] in a match, in-process, and makes it look
// like a program: each line of a message is given to Hear on its own, and the
// lines the bot returns are cut and checked exactly as a program's output
// would be (a returned string with a "\n" in it makes two lines, a trailing
// "\r" is stripped, a line longer than MaxLine is [games.LineTooLong]). The
// same bot therefore gives the same match in-process or behind a pipe.
//
// The bot runs on a goroutine of its own, so that the clock holds for it as
// for a program: a bot whose Hear takes too long is a [games.Timeout]. Go
// cannot stop a goroutine, so the goroutine of a bot that hangs in Hear is
// abandoned: it ends when Hear returns, if ever. A bot that panics has
// ended, as a program that crashes: its next awaited line is
// [games.Exited], and Stop returns the panic and its stack in place of a
// program's error output. Pause does nothing.
type BotPlayer struct {
	// MaxLine is the longest line accepted, in bytes before the line
	// ending; 0 means DefaultMaxLine. Set it before the match starts.
	MaxLine int

	bot  games.Bot
	out  chan item
	stop chan struct{}
	wake chan struct{} // has a value when in has lines for the bot

	mu      sync.Mutex
	in      []string
	panicky string // the panic that ended the bot, with its stack
	started bool
	once    sync.Once
}

// NewBot returns a player that runs b in-process.
func NewBot(b games.Bot) *BotPlayer {
	return &BotPlayer{bot: b}
}

// String returns the bot's Go type, which a [Match] uses as the player's
// name when the header names none.
func (b *BotPlayer) String() string { return fmt.Sprintf("bot %T", b.bot) }

// Start implements [Player]: it starts the bot's goroutine, which calls the
// bot's Start. It never fails.
func (b *BotPlayer) Start() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.started {
		return fmt.Errorf("protocol: %s started twice", b)
	}
	b.started = true
	// The channel holds a few lines written ahead; a bot that writes
	// more waits, as a program would on a full pipe.
	b.out = make(chan item, 16)
	b.stop = make(chan struct{})
	b.wake = make(chan struct{}, 1)
	go b.run()
	return nil
}

func (b *BotPlayer) run() {
	max := b.MaxLine
	if max <= 0 {
		max = DefaultMaxLine
	}
	sp := splitter{max: max}
	emit := emitTo(b.out, b.stop)
	// say cuts the bot's lines as a pipe would; false means the bot is
	// done for, and the fault, if any, has been emitted.
	say := func(lines []string) bool {
		for _, l := range lines {
			if !sp.write([]byte(l+"\n"), emit) {
				if sp.tooLong {
					endWith(b.out, b.stop, games.LineTooLong)
				}
				return false
			}
		}
		return true
	}
	defer func() {
		if r := recover(); r != nil {
			b.mu.Lock()
			b.panicky = fmt.Sprintf("panic: %v\n\n%s", r, debug.Stack())
			if len(b.panicky) > DefaultStderrLimit {
				b.panicky = b.panicky[:DefaultStderrLimit]
			}
			b.mu.Unlock()
			endWith(b.out, b.stop, games.Exited)
		}
	}()
	if !say(b.bot.Start()) {
		return
	}
	for {
		line, ok := b.next()
		if !ok {
			return
		}
		if !say(b.bot.Hear(line)) {
			return
		}
	}
}

// next waits for the next line sent to the bot; false means it was stopped.
func (b *BotPlayer) next() (string, bool) {
	for {
		b.mu.Lock()
		if len(b.in) > 0 {
			line := b.in[0]
			b.in[0] = ""
			b.in = b.in[1:]
			b.mu.Unlock()
			return line, true
		}
		b.mu.Unlock()
		select {
		case <-b.wake:
		case <-b.stop:
			return "", false
		}
	}
}

// Send implements [Player]: each line of text is queued for one call of
// Hear. The lines are the text cut at each "\n", unchanged otherwise.
func (b *BotPlayer) Send(text string) {
	b.mu.Lock()
	if !b.started {
		b.mu.Unlock()
		return
	}
	b.in = append(b.in, strings.Split(text, "\n")...)
	b.mu.Unlock()
	select {
	case b.wake <- struct{}{}:
	default:
	}
}

// isStarted reports whether Start has run.
func (b *BotPlayer) isStarted() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.started
}

// Line implements [Player].
func (b *BotPlayer) Line(deadline time.Time) (string, games.FaultKind) {
	if !b.isStarted() {
		return "", games.Exited
	}
	return wait(b.out, b.stop, deadline)
}

// Pause implements [Player]; it does nothing, as a goroutine cannot be
// stopped from outside.
func (b *BotPlayer) Pause(bool) {}

// Stop implements [Player]. The grace is not needed: the bot is stopped at
// once, and its goroutine ends at its next line, or never if it hangs.
func (b *BotPlayer) Stop(time.Duration) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.once.Do(func() {
		if b.started {
			close(b.stop)
		}
	})
	return b.panicky
}
