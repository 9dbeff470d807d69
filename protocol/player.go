package protocol

import (
	"bytes"
	"strings"
	"time"

	games "github.com/contestgames/games"
)

// DefaultMaxLine is the longest line, in bytes before its line ending, that a
// player may write unless its options say otherwise: 1 MiB. A longer line
// ends in [games.LineTooLong] as soon as its first MaxLine+1 bytes have
// arrived, so a runaway program never makes the runner buffer more.
const DefaultMaxLine = 1 << 20

// DefaultStderrLimit is how many bytes of a program's standard error are
// kept unless its options say otherwise; the rest is read and discarded.
const DefaultStderrLimit = 10000

// ProgramOptions are the settings of a [Program]. The zero value runs the
// program in the runner's working directory and its whole environment,
// with the default limits; a sandboxed program gets a clean environment
// instead (see Env). (Programs run only on unix systems; elsewhere no program
// starts, and the options go unused.)
type ProgramOptions struct {
	// Dir is the program's working directory; empty means the runner's.
	Dir string
	// Files, when not nil, gives the program a fresh working directory of
	// its own holding these files, by plain name (no "/", not "." or
	// ".."), so that no program can touch another's files: Start makes it
	// with os.MkdirTemp("", "referee-") and Stop removes it, after the
	// program's group is dead; so does the watchdog if the runner dies
	// first (see [Program]). An empty map makes an empty directory. Files
	// and Dir cannot both be set.
	Files map[string][]byte
	// Env is the program's whole environment, as "NAME=value" strings.
	// Nil means a default. Outside a sandbox, that is the runner's
	// environment, all of it (os.Environ at Start), whatever secrets it
	// holds. In a Sandbox it is a clean one, of four variables alone:
	// PATH=/usr/local/bin:/usr/bin:/bin (the system's program directories,
	// which every sandbox shows, rather than the runner's PATH, so that a
	// program finds the same programs whoever runs it), HOME=its own
	// working directory, TMPDIR=/tmp and LANG=C.UTF-8; nothing of the
	// runner's environment (a token, say) reaches the program, nor through
	// its standard error the record. ExtraEnv adds to either.
	Env []string
	// ExtraEnv are more variables, as "NAME=value" strings, set over Env
	// or over its default, each replacing a variable of the same name: the
	// few a program needs, without the rest of the runner's environment.
	// Start fails on one that is not NAME=value.
	ExtraEnv []string
	// StderrLimit is how many bytes of standard error are kept for
	// Stop (and [Match].Stderr): 0 means DefaultStderrLimit, a negative
	// value none. The rest is read and thrown away, so that a program
	// that floods its standard error never blocks on it. A record keeps
	// its lines within caps of its own ([StderrCaps]).
	StderrLimit int
	// MaxLine is the longest line accepted on standard output, in bytes
	// before the line ending; 0 means DefaultMaxLine.
	MaxLine int
	// MemoryLimit, if positive, bounds the program's writable memory, in
	// bytes (rounded up to KiB), as CodeCup's 64 MB did (in a Sandbox, 0
	// means DefaultSandboxMemory, and a memory cgroup holds the limit too,
	// for all the program's processes together, where there is one): the shell sets
	// RLIMIT_DATA ("ulimit -d") before it runs the command, so an
	// allocation beyond the limit fails in the program. RLIMIT_DATA rather
	// than the address-space limit, because runtimes such as Go's reserve
	// far more address space than they use and would not even start. Even
	// so, a Go program's runtime needs tens of MB of its own: a small Go
	// bot starts under 64 MB, a large one may not.
	//
	// A program under a limit whose output ends after it failed (a
	// nonzero exit status or a signal) and said so on its standard error,
	// in the words of the common runtimes ("out of memory", "MemoryError",
	// "std::bad_alloc", ...), ends in [games.OutOfMemory] rather than
	// [games.Exited]. Only the kept part of standard error is read (see
	// StderrLimit). A program that fails for want of memory before its
	// first line, soon after its start, is told in its fault's detail
	// that the limit may be too small for it to load (see
	// [Program.FaultDetail]).
	MemoryLimit int64
	// Sandbox, when not nil, runs the program behind the walls and
	// limits of a [Sandbox] (Linux only): Start fails, rather than run
	// the program without them, where they cannot be made. Dir cannot be
	// set with it: a sandboxed program always works in a directory of its
	// own, holding Files.
	Sandbox *Sandbox
}

// A Player is one seat of a match as the runner sees it: something that is
// sent text and writes lines. [Program] runs a program as a child process;
// [BotPlayer] runs a [games.Bot] in-process; a Player of one's own (a
// program on another machine, say) can sit beside them.
//
// A Player may also have a method FaultDetail(f games.FaultKind) string,
// as [Program] and [BotPlayer] have: a Match calls it after stopping a
// player that faulted, on the goroutine that called Line, and keeps what
// it says of the fault in the record and in [games.Fault].Detail. It may
// have a method WaitingForInput() bool, as [Program] has: a Match with a
// Notice then calls Line with deadlines earlier than its clock's, and asks
// between them whether the player waits for input (see [Match].Notice);
// such a player's Line must return Timeout at such a deadline and read on
// at the next call.
//
// A [Match] calls Start once, then Send, Line and Pause, one at a time, then
// Stop. Stop is the exception to "one at a time": when a match is cancelled
// it may come from another goroutine during Line or Pause, or during another
// Stop, and it must then make Line return at once; a second Stop waits for
// the first and returns the same text.
type Player interface {
	// Start starts the player. An error means that it could not start;
	// the match then treats it as a player that ended before its first
	// line (games.Exited) and calls no other method but Stop.
	Start() error
	// Send delivers text and a line ending after it. It must not block
	// while the player is busy or does not read: text that cannot be
	// delivered yet is queued. After the player has ended, Send drops the
	// text.
	Send(text string)
	// Line returns the player's next line, without its line ending, or
	// the fault that came first: games.Timeout when no line arrived before
	// deadline (the zero time means no deadline), games.Exited when the
	// player ended or closed its output (games.OutOfMemory when it is
	// known to have ended for want of memory), games.LineTooLong when the
	// line is longer than the player's limit. A line that had already arrived
	// is returned even when the deadline has passed: it cost no waiting.
	// The match calls Line no more after a fault.
	Line(deadline time.Time) (line string, fault games.FaultKind)
	// Pause stops the player's computation (stop true) or lets it go on
	// (stop false), where the player can be stopped; otherwise it does
	// nothing.
	Pause(stop bool)
	// Stop ends the player for good. Its input is closed after any queued
	// text; it is given up to grace to end by itself, and is then killed,
	// with every process it started. Stop returns what the player wrote to
	// its error output, up to its limit (for a bot, the panic that ended it,
	// if any).
	Stop(grace time.Duration) (stderr string)
}

// An item is what a player's output yields: a line, or a fault after which
// nothing more comes.
type item struct {
	line  string
	fault games.FaultKind
}

// An outputQueue is a player's output as Line returns it: the lines cut
// from it and not yet returned, then the fault that ends it.
type outputQueue struct {
	lines queue[item]
	ended bool // a fault is queued, or was returned: nothing more comes
}

// emit queues a line cut from the output. It returns true, to go on, as a
// splitter's emit does.
func (q *outputQueue) emit(line string) bool {
	q.lines.push(item{line: line})
	return true
}

// end queues the fault that ends the output.
func (q *outputQueue) end(f games.FaultKind) {
	q.lines.push(item{fault: f})
	q.ended = true
}

// lineLimit returns the longest line accepted under a MaxLine of n: n, or
// DefaultMaxLine when n is 0 or less.
func lineLimit(n int) int {
	if n <= 0 {
		return DefaultMaxLine
	}
	return n
}

// A splitter cuts a stream of bytes into lines at LF, strips one CR before
// the LF, and refuses a line longer than max bytes (its CR, if any,
// counted). Bytes are kept unchanged: invalid UTF-8 goes through as it is.
type splitter struct {
	max     int
	cur     []byte
	tooLong bool
}

// write feeds b to the splitter and calls emit with each complete line. It
// stops and returns false when emit returns false or a line is too long
// (then s.tooLong is set).
func (s *splitter) write(b []byte, emit func(string) bool) bool {
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		chunk := b
		if i >= 0 {
			chunk = b[:i]
		}
		if len(s.cur)+len(chunk) > s.max {
			s.tooLong = true
			s.cur = nil
			return false
		}
		if i < 0 {
			s.cur = append(s.cur, chunk...)
			return true
		}
		var line string
		if len(s.cur) == 0 {
			line = string(chunk)
		} else {
			line = string(append(s.cur, chunk...))
			s.cur = s.cur[:0]
		}
		if n := len(line); n > 0 && line[n-1] == '\r' {
			line = line[:n-1]
		}
		if !emit(line) {
			return false
		}
		b = b[i+1:]
	}
	return true
}

// rest returns the bytes after the last line ending, an unfinished line that
// the player ended without a line ending, with a trailing CR stripped.
func (s *splitter) rest() (string, bool) {
	if len(s.cur) == 0 {
		return "", false
	}
	line := string(s.cur)
	s.cur = nil
	if n := len(line); line[n-1] == '\r' {
		line = line[:n-1]
	}
	return line, true
}

// say passes on the lines a bot returned, each cut and checked as the
// splitter would cut it followed by "\n", so that a bot's lines are those of
// a program that wrote them: a line with "\n" in it makes several lines, a
// trailing "\r" is stripped, a line longer than max is refused. It stops
// and returns false when emit returns false or a line is too long (then
// s.tooLong is set).
//
// A line without "\n" in it, which is nearly every line, is passed on as it
// is, less one trailing "\r", without a copy: that is what the splitter
// would make of it, since it holds nothing between two lines that each end
// in "\n". Other lines go through the splitter.
func (s *splitter) say(lines []string, emit func(string) bool) bool {
	for _, l := range lines {
		if strings.IndexByte(l, '\n') >= 0 {
			if !s.write([]byte(l+"\n"), emit) {
				return false
			}
			continue
		}
		if len(l) > s.max {
			s.tooLong = true
			return false
		}
		if !emit(strings.TrimSuffix(l, "\r")) {
			return false
		}
	}
	return true
}

// A queue is a first-in, first-out queue that reuses its array: once
// emptied, it starts again at the array's front, so that a queue that is
// emptied as fast as it is filled stops allocating.
type queue[T any] struct {
	items []T // items[head:] are queued
	head  int
}

// push queues v.
func (q *queue[T]) push(v T) { q.items = append(q.items, v) }

// len returns how many values are queued.
func (q *queue[T]) len() int { return len(q.items) - q.head }

// pop returns the first value queued, if there is one.
func (q *queue[T]) pop() (T, bool) {
	var zero T
	if q.head == len(q.items) {
		return zero, false
	}
	v := q.items[q.head]
	q.items[q.head] = zero // let go of what v holds
	if q.head++; q.head == len(q.items) {
		q.items, q.head = q.items[:0], 0
	}
	return v, true
}

// endWith passes on the fault that ends a player's output, unless stop is
// closed first.
func endWith(ch chan<- item, stop <-chan struct{}, f games.FaultKind) {
	select {
	case ch <- item{fault: f}:
	case <-stop:
	}
}

func got(it item, ok bool) (string, games.FaultKind) {
	if !ok {
		return "", games.Exited
	}
	return it.line, it.fault
}
