package protocol

import (
	"fmt"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol/internal/cpus"
	"github.com/contestgames/games/protocol/internal/linecut"
	"github.com/contestgames/games/protocol/record"
)

// DefaultMaxLine is the longest line, in bytes before its line ending, that a
// player may write unless its options say otherwise: 1 MiB. A longer line
// ends in [games.LineTooLong] as soon as its first MaxLine+1 bytes have
// arrived, so a runaway program never makes the runner buffer more.
const DefaultMaxLine = linecut.DefaultMax

// A Player is one seat of a match as the runner sees it: something that is
// sent text and writes lines. A program run by package program, a
// [BotPlayer] running a [games.Bot] in-process, or a Player of one's own (a
// program on another machine, say) can sit side by side.
//
// A [Match] calls Start once, then Send and Line, one at a time, then Stop.
// Stop is the exception to "one at a time": when a match is cancelled it may
// come from another goroutine during Line, or during another Stop, and it
// must then make Line return at once; a second Stop waits for the first and
// returns the same text.
//
// A Player may do more by implementing the optional interfaces [Pauser],
// [FaultDetailer], [InputWaiter], [StderrKeeper] and [UsageReporter]; a
// Match looks for each with a type assertion.
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
	// Stop ends the player for good. Its input is closed after any queued
	// text; it is given up to grace to end by itself, and is then killed,
	// with every process it started. Stop returns what the player wrote to
	// its error output, up to its limit (for a bot, the panic that ended it,
	// if any).
	Stop(grace time.Duration) (stderr string)
}

// A Pauser is a player whose computation can be stopped while it is not on
// move, as the contests' juries stopped programs (see [games.Clock].Pause).
// Under a pausing clock, a Match pauses every Pauser from its start until
// it is awaited, and again once it has answered.
type Pauser interface {
	// Pause stops the player's computation; Resume lets it go on. Both
	// are called between the Player's other calls, one at a time.
	Pause()
	Resume()
}

// A FaultDetailer is a player that can say more of a fault it gave than its
// kind. A Match calls FaultDetail after stopping the player, on the
// goroutine that called Line, and keeps what it says in the record and in
// [games.Fault].Detail. handshake says that the fault came in a handshake
// wait ([games.Handshake]), where a program's silence is a missing first
// line rather than a missing answer.
type FaultDetailer interface {
	FaultDetail(f games.FaultKind, handshake bool) string
}

// An InputWaiter is a player that can tell whether it waits for input. A
// Match with a Notice calls Line with deadlines earlier than its clock's,
// and asks between them whether the player waits for input (see
// [Match].Notice); such a player's Line must return games.Timeout at such a
// deadline and read on at the next call.
type InputWaiter interface {
	WaitingForInput() bool
}

// A StderrKeeper is a player whose standard error the record keeps, line by
// line, within the caps of [record.StderrCaps]. A Match with a record
// writes the caps in its header when a player is a StderrKeeper.
type StderrKeeper interface {
	// TakeStderr returns what the player wrote to its standard error
	// since the last call, within the caps, and starts a new step. With
	// all, it first reads everything the player has written to it so
	// far, and takes an unfinished last line as a line: what the player
	// wrote before its answer is then all there.
	TakeStderr(all bool) record.StderrStep
}

// A UsageReporter is a player that measures what it used of the machine. A
// Match asks it once the player has stopped, and keeps the answers in
// [Match].Usage and in the record's line after the result.
type UsageReporter interface {
	Usage() record.Usage
}

// AllowedCPUs returns the CPUs this process may run on, for [Match].CPUs
// (Linux only; elsewhere it fails, as Match.CPUs does).
func AllowedCPUs() ([]int, error) {
	c, err := cpus.Allowed()
	if err != nil {
		return nil, fmt.Errorf("protocol: %w", err)
	}
	return c, nil
}
