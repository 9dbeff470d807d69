// Package protocol plays matches: it runs any [games.Referee] against one
// [Player] per seat, with the contest's time rules, and writes a record from
// which the match can be replayed. It is the small core that a judge of
// one's own embeds; what surrounds it lives in packages of their own:
//
//   - protocol/program runs a player as a child process, in a sandbox for
//     strangers' programs;
//   - protocol/record reads, writes and replays records;
//   - protocol/arena plays tournaments, protocol/arena/stats counts them
//     (Elo, SPRT, tables), and protocol/view draws records and tables as
//     pages, without linking anything that starts a process.
//
// # The contract
//
// A [Match] calls each [Player]'s Start once, then Send and Line, one at a
// time, then Stop. Send never blocks; Line returns the player's next line or
// the fault that came first ([games.Timeout], [games.Exited],
// [games.LineTooLong]); Stop ends the player and everything it started.
// [NewBot] seats a [games.Bot] in-process, with its lines cut and checked
// exactly as a program's would be, so the same bot gives the same match
// in-process or behind a pipe; [Serve] is the other side, running a Go bot
// as a contest program. A player may do more through the optional
// interfaces [Pauser], [FaultDetailer], [InputWaiter], [StderrKeeper] and
// [UsageReporter], as a program does.
//
// [Match.Run] follows the referee's steps to the letter: it delivers each
// step's messages in order, waits for every awaited player at once, and
// hands the answers to the referee in seat order, so a match depends only on
// what the players wrote. Run never hangs or dies because of a player: the
// referee judges the fault the runner saw, and every player is stopped when
// Run returns. Run's error is kept for failures of the runner itself or of
// the referee (a step that breaks the [games.Referee] contract, an answer
// the referee refuses), and for a context that ended: the record then ends
// with an "interrupted" line and replays up to it.
//
// # Time
//
// Time counts only while a player is awaited: from when the lines before
// the wait have been handed over to when the reply arrives. The referee's
// [games.Clock] says how it is charged: a Total budget per match (CodeCup),
// a PerTurn limit (JavaChallenge), a Handshake limit for the first line, and
// whether players that are not awaited are paused ([Pauser]) so that they
// cannot think on their opponent's time (CodeCup); with Pause, a player is
// paused from its start until it is first awaited, so its start-up counts as
// thinking time. [Match].Clock replaces the referee's clock. Text is
// "handed over" when it is queued for the player: a program that leaves its
// input unread is not waited for.
//
// # CPUs
//
// [Match].CPUs pins a match to CPUs (Linux): the runner's thread of the
// match and every program it starts. Between single-threaded programs in a
// turn-based game, a line then passes from one program to the runner and on
// without waking an idle CPU, and a ply costs half as much; programs that
// think at the same time, or with several threads, need a CPU each.
// [AllowedCPUs] lists the CPUs there are to choose from.
//
// # Performance
//
// An Alquerque game between two random bots through the runner, bots
// inline as the arena runs them, against the referee alone driven by a
// loop, in turn (go test ./protocol -run '^$' -bench
// 'AlquerqueInProcess|BareLoop' -count 6, then benchstat): see README.md
// for the figures of the project's machine.
//
// # Non-goals
//
// The package does not judge lines (that is the referee's job), and starts
// no process itself.
package protocol
