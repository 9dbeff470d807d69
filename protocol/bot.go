package protocol

import (
	"fmt"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/text"
	"github.com/contestgames/games/protocol/internal/linecut"
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
// program's error output. A [Match] tells a bot that is a
// [games.ClockedBot] the match's time rules before its Start, so that a bot
// that thinks on the wall clock plans for a clock shorter than the
// contest's (Match.Clock) instead of losing on time.
//
// Past Start, a line to the bot and back allocates nothing: it costs the
// bot's own work and, unless Inline, two hand-overs between goroutines.
type BotPlayer struct {
	// MaxLine is the longest line accepted, in bytes before the line
	// ending; 0 means DefaultMaxLine. Set it before the match starts.
	MaxLine int
	// Inline runs the bot on the goroutine that calls Line, several times
	// faster for a fast bot. A Hear that returns after the deadline is a
	// Timeout, but one that never returns hangs the match, and a bot
	// awaited with nothing left to hear is a Timeout at once: for bots
	// that return, such as the built-in ones. Set it before the start.
	Inline bool

	bot  games.Bot
	out  chan linecut.Item
	stop chan struct{}
	wake chan struct{} // has a value when in has lines for the bot

	// timer is Line's, reused from one wait to the next: Line is called
	// by one goroutine at a time, so only that goroutine touches it.
	timer *time.Timer

	// outq is an inline bot's output, touched only by the goroutine that
	// calls Start, then Line.
	outq linecut.Output
	// late is how long after the deadline (negative: before) the bot
	// said the line the last Line returned, as Line read the clock to
	// check the deadline; timed says that it did.
	late  time.Duration
	timed bool

	// in holds the lines for the bot, still to be heard. An inline bot's
	// is touched only by the goroutine that calls Send and Line, one at a
	// time; the other's is shared with the bot's goroutine, under mu.
	in      linecut.Queue[string]
	mu      sync.Mutex
	panicky string // the panic that ended the bot, with its stack
	started atomic.Bool
	once    sync.Once
}

// NewBot returns a player that runs b in-process.
func NewBot(b games.Bot) *BotPlayer {
	return &BotPlayer{bot: b}
}

// setClock tells the bot the match's time rules when it is a
// [games.ClockedBot], so that it plans for them rather than the contest's.
func (b *BotPlayer) setClock(c games.Clock) {
	if cb, ok := b.bot.(games.ClockedBot); ok {
		cb.SetClock(c)
	}
}

// String returns the bot's Go type, which a [Match] uses as the player's
// name when the header names none.
func (b *BotPlayer) String() string { return fmt.Sprintf("bot %T", b.bot) }

// Start implements [Player]: it starts the bot's goroutine, which calls the
// bot's Start. It never fails.
func (b *BotPlayer) Start() error {
	b.mu.Lock()
	if b.started.Load() {
		b.mu.Unlock()
		return fmt.Errorf("protocol: %s started twice", b)
	}
	// Room for the lines of a few messages ahead: the queue is emptied
	// as the bot hears it, and then reused from its start.
	b.in.Grow(8)
	if !b.Inline {
		// The channel holds a few lines written ahead; a bot that
		// writes more waits, as a program would on a full pipe.
		b.out = make(chan linecut.Item, 16)
		b.wake = make(chan struct{}, 1)
		b.stop = make(chan struct{})
	}
	b.started.Store(true)
	b.mu.Unlock()
	// Unlocked: a bot that panics in Start takes the lock to leave its
	// panic for Stop.
	if b.Inline {
		b.say(b.bot.Start)
	} else {
		go b.run()
	}
	return nil
}

// panicKept is how many bytes of a panic and its stack Stop returns, as
// much as a program's standard error keeps by default.
const panicKept = 10000

// crashed keeps r, the panic that ended the bot, with its stack, for Stop
// to return in place of a program's error output.
func (b *BotPlayer) crashed(r any) {
	panicky := fmt.Sprintf("panic: %v\n\n%s", r, debug.Stack())
	if len(panicky) > panicKept {
		panicky = panicky[:panicKept]
	}
	b.mu.Lock()
	b.panicky = panicky
	b.mu.Unlock()
}

// run is the bot's goroutine: it gives the bot its lines, one Hear each,
// and passes on what the bot says, until the bot is stopped or done for.
func (b *BotPlayer) run() {
	o := botOutput{sp: linecut.Splitter{Max: linecut.Limit(b.MaxLine)}, out: b.out, stop: b.stop}
	defer func() {
		if r := recover(); r != nil {
			b.crashed(r)
			linecut.EndWith(b.out, b.stop, games.Exited)
		}
	}()
	if !o.say(b.bot.Start()) {
		return
	}
	for {
		line, ok := b.next()
		if !ok {
			return
		}
		if !o.say(b.bot.Hear(line)) {
			return
		}
	}
}

// botOutput passes a bot's lines on to Line, cut as a pipe would cut them.
type botOutput struct {
	sp   linecut.Splitter
	out  chan<- linecut.Item
	stop <-chan struct{}
}

// line passes on one line; false means the bot was stopped.
func (o *botOutput) line(l string) bool {
	select {
	case o.out <- linecut.Item{Line: l}:
		return true
	case <-o.stop:
		return false
	}
}

// say passes on the lines the bot returned (see splitter.say); false means
// the bot is done for, and the fault, if any, has been passed on.
func (o *botOutput) say(lines []string) bool {
	if o.sp.Say(lines, o.line) {
		return true
	}
	if o.sp.TooLong {
		linecut.EndWith(o.out, o.stop, games.LineTooLong)
	}
	return false
}

// next waits for the next line sent to the bot; false means it was stopped.
func (b *BotPlayer) next() (string, bool) {
	for {
		if line, ok := b.pending(); ok {
			return line, true
		}
		select {
		case <-b.wake:
		case <-b.stop:
			return "", false
		}
	}
}

// pending returns the next line queued for the bot, if there is one.
func (b *BotPlayer) pending() (string, bool) {
	if b.Inline {
		return b.in.Pop()
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.in.Pop()
}

// Send implements [Player]: each line of text is queued for one call of
// Hear. The lines are the text cut at each "\n", unchanged otherwise.
func (b *BotPlayer) Send(text string) {
	if !b.started.Load() {
		return
	}
	if b.Inline {
		b.push(text)
		return
	}
	b.mu.Lock()
	b.push(text)
	b.mu.Unlock()
	select {
	case b.wake <- struct{}{}:
	default:
	}
}

// push queues the lines of text for the bot.
func (b *BotPlayer) push(text string) {
	// Cut at each "\n" by hand: strings.Split would allocate a slice per
	// message, and the lines are appended one by one anyway.
	for {
		i := strings.IndexByte(text, '\n')
		if i < 0 {
			break
		}
		b.in.Push(text[:i])
		text = text[i+1:]
	}
	b.in.Push(text)
}

// Line implements [Player].
func (b *BotPlayer) Line(deadline time.Time) (string, games.FaultKind) {
	if !b.started.Load() {
		return "", games.Exited
	}
	if b.Inline {
		return b.lineInline(deadline, 0, !deadline.IsZero())
	}
	return b.wait(deadline)
}

// wait returns the bot's next line, preferring one that is already there,
// or a timeout at deadline, or Exited once the bot is stopped. Its timer is
// reused from one wait to the next: a bot's game has as many waits as
// lines, and a timer each would be most of what a fast bot's match
// allocates. Since Go 1.23 a stopped or reset timer never delivers a stale
// value, so a reused timer fires only for its current deadline.
func (b *BotPlayer) wait(deadline time.Time) (string, games.FaultKind) {
	select {
	case it, ok := <-b.out:
		return linecut.Got(it, ok)
	default:
	}
	var timeout <-chan time.Time
	if !deadline.IsZero() {
		d := time.Until(deadline)
		if b.timer == nil {
			b.timer = time.NewTimer(d)
		} else {
			b.timer.Reset(d)
		}
		defer b.timer.Stop()
		timeout = b.timer.C
	}
	select {
	case it, ok := <-b.out:
		return linecut.Got(it, ok)
	case <-timeout:
		// A line that arrived at the same moment still counts.
		select {
		case it, ok := <-b.out:
			return linecut.Got(it, ok)
		default:
		}
		return "", games.Timeout
	case <-b.stop:
		return "", games.Exited
	}
}

// Stop implements [Player]. The grace is not needed: the bot is stopped at
// once, and its goroutine ends at its next line, or never if it hangs.
func (b *BotPlayer) Stop(time.Duration) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.once.Do(func() {
		if b.stop != nil {
			close(b.stop)
		}
	})
	return b.panicky
}

// FaultDetail returns what the runner knows of fault f beyond its kind,
// as [games.Fault].Detail keeps it: for a bot that panicked, the panic's
// first line ("panic: runtime error: index out of range [3] with length
// 3"); "" otherwise.
func (b *BotPlayer) FaultDetail(f games.FaultKind, _ bool) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	if f != games.Exited || b.panicky == "" {
		return ""
	}
	first, _, _ := strings.Cut(b.panicky, "\n")
	return text.Clip(first, 200)
}
