package games

import (
	"time"

	"github.com/contestgames/games/internal/text"
)

// A Referee runs one match of a game as a pure state machine: it says which
// lines to send to which player and whose answer it waits for, takes the
// answers, and gives the result. It does no I/O and keeps no time; package
// protocol runs a Referee against programs or in-process bots, and a judge
// of one's own can drive it just as well.
//
// The runner's loop is:
//
//	for {
//		step := ref.Next()
//		deliver step.Send, in order
//		if step.Done {
//			break
//		}
//		wait for one line (or a fault) from each player in step.Await,
//		then hand them over in seat order with Reply or Fault,
//		stopping on an error (a mistake of the runner's own)
//	}
//	result := ref.Result()
//
// A Referee must be deterministic: the same replies and faults in the same
// order give the same sends and the same result. That is what makes a match
// record replayable.
type Referee interface {
	// Players returns the number of seats, numbered from 0.
	Players() int
	// Clock returns the match's time rules.
	Clock() Clock
	// Next returns what the runner must do next. Calling it again without
	// a Reply or Fault in between returns the same step with no Send.
	Next() Step
	// Reply hands over one line that player p wrote, without its line
	// ending. An illegal line is no error: the referee judges it, and the
	// next step or the result says what followed. The error, which wraps
	// [ErrNotAwaited], is for a p that is not in the Await of the last
	// step or was already answered for; the referee then changes nothing.
	Reply(p int, line string) error
	// Fault tells the referee that player p failed while it was awaited:
	// it ran out of time, its program ended, or it wrote a line longer than
	// the runner accepts. The runner has stopped the player for good; the
	// referee must not await it again. The error is as for Reply.
	Fault(p int, f FaultKind) error
	// Result returns the match's result once a step has been Done.
	Result() Result
}

// A Step is what a [Referee] asks of the runner next.
type Step struct {
	// Send lists the messages to deliver, in order, before waiting. A
	// message to a player that has failed is dropped. The runner must not
	// change or keep Send or Await: a referee may reuse them.
	Send []Message
	// Await lists the players whose next line the referee waits for, in
	// seat order. Several players are awaited at once when they move
	// simultaneously.
	Await []int
	// Timer tells how the clocks treat this wait.
	Timer Timer
	// Done is set when the match is over: deliver Send, then read Result.
	Done bool
}

// A Message is text for one player: one or more lines, without the final
// line ending, which the runner adds.
type Message struct {
	To   int
	Text string
}

// A Timer tells the runner how a wait counts against a player's clock.
type Timer uint8

const (
	// TurnStart starts a new turn: a per-turn limit starts afresh.
	TurnStart Timer = iota
	// TurnGoesOn waits for a further line of the same turn, such as the
	// second of four lines: a per-turn limit keeps what was used.
	TurnGoesOn
	// Handshake waits for the first line a program writes, such as READY,
	// under the clock's Handshake limit.
	Handshake
)

// Clock holds a match's time rules. A zero limit means no limit. A record
// writes its durations in nanoseconds. Time counts
// only while a player is awaited: from when the lines before the wait have
// been delivered to when its reply arrives.
type Clock struct {
	// Total is each player's budget for the whole match, as in CodeCup.
	Total time.Duration `json:"total,omitempty"`
	// PerTurn is the limit for each turn, as in JavaChallenge.
	PerTurn time.Duration `json:"perturn,omitempty"`
	// Handshake is the limit for a player's Handshake waits, all of them
	// together, so that a program cannot put off its READY by writing
	// other lines first. Handshake waits count against Total, not PerTurn.
	Handshake time.Duration `json:"handshake,omitempty"`
	// Pause stops a program while it is not awaited (SIGSTOP and SIGCONT),
	// so that it cannot think on its opponent's time, as the CodeCup jury
	// did.
	Pause bool `json:"pause,omitempty"`
}

// A FaultKind says how a player failed, as the runner saw it. Illegal moves
// are not among them: judging lines is the referee's job.
type FaultKind uint8

const (
	// Timeout: the player's clock ran out before its line arrived.
	Timeout FaultKind = iota + 1
	// Exited: the program closed its output or ended (crashed, or quit
	// early) before its line arrived.
	Exited
	// LineTooLong: the program wrote more than the runner accepts in one
	// line.
	LineTooLong
	// OutOfMemory: the program ended because it needed more memory than
	// the runner allows it (CodeCup gave 64 MiB). The rules treat it as
	// any other program that ended; the runner names it so that its author
	// knows why.
	OutOfMemory
	// ProcessLimit: the program, run in a sandbox, ended or went on while
	// it held as many processes and threads as it may.
	ProcessLimit
	// FileSizeLimit: the program, run in a sandbox, was killed for
	// writing a file larger than it may.
	FileSizeLimit
	// DirectoryFull: the program, run in a sandbox, ended after filling
	// its private directory (or /tmp) to the cap.
	DirectoryFull
	// OpenFileLimit: the program, run in a sandbox, ended after opening
	// as many files as it may at once.
	OpenFileLimit
	// CPULimit: the program, run in a sandbox, used more CPU time than
	// its clock allowed it, by more than the sandbox's margin: it thought
	// while it was not awaited (a process that spins while its program is
	// paused, say).
	CPULimit
	// FileCountLimit: the program, run in a sandbox, held more files in
	// its private directory, /tmp and /dev/shm than it may; numbered after
	// the others, which keep their values, but a limit of the directories
	// like DirectoryFull.
	FileCountLimit
)

// faultKindNames are the faults' names, by value; 0 is no fault.
var faultKindNames = [...]string{
	Timeout: "timeout", Exited: "exited", LineTooLong: "line too long", OutOfMemory: "out of memory",
	ProcessLimit: "process limit", FileSizeLimit: "file size limit", DirectoryFull: "directory full",
	OpenFileLimit: "open file limit", CPULimit: "cpu time limit", FileCountLimit: "file count limit",
}

// String returns the fault's name as records and results write it:
// "timeout", "exited", "line too long", "out of memory", or one of the
// sandbox's limits: "process limit", "file size limit", "directory full",
// "open file limit", "cpu time limit", "file count limit".
func (f FaultKind) String() string { return text.Name(f, faultKindNames[:], "FaultKind") }

// A Result is the end of a match: each player's score, in seat order, who
// won, why the match ended, and the first fault, if one decided it.
type Result struct {
	Scores []float64 `json:"scores"`
	// Winner is the seat that won by the game's rules, or NoWinner when
	// none did: a tie, or a game whose rules crown nobody (an Alquerque
	// game that reached the move limit is undecided, though the tie rule
	// scores it 6-5). Tables count wins from Winner, never from the
	// scores alone.
	Winner int    `json:"winner"`
	Reason string `json:"reason"`
	Fault  *Fault `json:"fault"`
	// Faults lists every fault, in the order they happened, when there
	// were several: in games where play goes on after a fault (Amazes,
	// Block Drop, Lang Wars), more than one player may fault, and a table
	// or a result line must show each. The first is Fault. Nil for one
	// fault or none; records do not keep it (their fault lines do, but
	// for the rules' faults after the first).
	Faults []Fault `json:"faults,omitempty"`
}

// WithFaults returns r with a game's faults, in the order they happened,
// as its Fault and Faults: the first, and all of them when there are
// several. The referees of games where play goes on after a fault give
// their results with it; r keeps none of faults' backing array.
func (r Result) WithFaults(faults []Fault) Result {
	r.Fault, r.Faults = nil, nil
	if len(faults) > 0 {
		f := faults[0]
		r.Fault = &f
	}
	if len(faults) > 1 {
		r.Faults = append([]Fault(nil), faults...)
	}
	return r
}

// AllFaults returns every fault of the game, in the order they happened:
// Faults when there were several, or the one Fault, or none. It undoes
// [Result.WithFaults], for a table or a result line that shows each.
func (r Result) AllFaults() []Fault {
	switch {
	case len(r.Faults) > 0:
		return r.Faults
	case r.Fault != nil:
		return []Fault{*r.Fault}
	}
	return nil
}

// NoWinner is a [Result]'s Winner when no player won.
const NoWinner = -1

// Clone returns a copy of r that shares nothing with it, so that a referee
// can hand out its result without letting the caller change it.
func (r Result) Clone() Result {
	r.Scores = append([]float64(nil), r.Scores...)
	if r.Faults != nil {
		r.Faults = append([]Fault(nil), r.Faults...)
	}
	if r.Fault != nil {
		f := *r.Fault
		r.Fault = &f
	}
	return r
}

// A Fault is a player's failure as the rules judge it: an illegal move, a
// timeout, a crash.
type Fault struct {
	Player int    `json:"player"`
	Move   string `json:"move"` // the text the player wrote; empty if none
	Rule   string `json:"rule"` // the rule broken, such as "no move back" or "timeout"
	// Detail is what the runner knew of a fault of its own (Rule is then
	// a FaultKind's name) beyond its kind, for the program's author: how
	// the program ended ("exit status 2", "killed by signal 9
	// (SIGKILL)"), its last line on standard error, a hint ("no line
	// read: does the program flush its output after each line?"), each
	// part after the first joined by "; ". Referees never set it and
	// never read it: package protocol fills it in once the referee has
	// given its result, and a replay ignores it. Empty when the runner
	// knew no more, for faults the rules judged, and in records written
	// before it was kept.
	Detail string `json:"detail,omitempty"`
}

// A Bot is a player written in Go that the runner can seat beside programs:
// it sees exactly the lines a program would read and writes what a program
// would write. A Bot need not be safe for concurrent use; the runner calls
// it from one goroutine.
type Bot interface {
	// Start returns the lines the bot writes before reading anything (the
	// READY of the JavaChallenge games); most bots return none.
	Start() []string
	// Hear is given one line the bot reads, without its line ending, and
	// returns the lines the bot writes in answer, possibly none. A bot that
	// answers nothing while it is awaited is waited for until its clock
	// runs out, as a program that writes nothing would be. The caller is
	// done with the slice before it calls Start or Hear again, so a bot may
	// reuse it (and the strings in it may be kept).
	Hear(line string) []string
}

// A ClockedBot is a [Bot] that thinks on the wall clock, as a contest
// program does, and plans its time for the contest's clock. A runner
// tells it the match's time rules with SetClock before its Start (package
// protocol's Match does), so that a match on a shorter clock than the
// contest's, such as referee -time 1s, does not find it planning for the
// contest's and losing on time: it thinks [Clock.Share] of what it would
// on the contest's clock ([Clock.Scale]), each turn under [Clock.TurnCap]
// ([Clock.ScaleTurn] does both).
type ClockedBot interface {
	Bot
	// SetClock gives the match's time rules. A bot that is never told
	// plans for the contest's clock; told again, it plans for the last
	// rules told, as the built-in bots do.
	SetClock(match Clock)
}

// Share returns the part of the contest's time that c gives a player, for
// a bot that plans for the contest's clock: the smaller of c's Total to
// the contest's and c's PerTurn to the contest's, counting only the limits
// both set, and never more than 1, so that a longer clock leaves a bot as
// it was. It is 1 when c shares no limit with the contest: a per-turn
// limit on a game that the contest timed as a whole bounds a bot's turns
// only through its cap on a move ([Clock.TurnCap]).
func (c Clock) Share(contest Clock) float64 {
	share := 1.0
	for _, l := range [...][2]time.Duration{{c.Total, contest.Total}, {c.PerTurn, contest.PerTurn}} {
		if l[0] > 0 && l[1] > 0 {
			share = min(share, float64(l[0])/float64(l[1]))
		}
	}
	return share
}

// Scale returns d, a time a bot plans for on the contest's clock, as it
// plans for it under c: d times [Clock.Share].
func (c Clock) Scale(contest Clock, d time.Duration) time.Duration {
	return time.Duration(c.Share(contest) * float64(d))
}

// ScaleTurn returns d, the most a bot plans for a turn on the contest's
// clock, as it plans for it under c: [Clock.Scale] of it, under
// [Clock.TurnCap].
func (c Clock) ScaleTurn(contest Clock, d time.Duration) time.Duration {
	return c.TurnCap(c.Scale(contest, d))
}

// TurnCap returns the most a bot that plans at most d for a turn may plan
// under c: d, or half of c's PerTurn when that is less, leaving the other
// half for what its plan does not see (its last look at the clock, the
// runner's measurement, a busy machine).
func (c Clock) TurnCap(d time.Duration) time.Duration {
	if c.PerTurn > 0 {
		return min(d, c.PerTurn/2)
	}
	return d
}
