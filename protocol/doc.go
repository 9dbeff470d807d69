// Package protocol plays matches: it runs any [games.Referee] against one
// [Player] per seat, with the contest's time rules, and writes a record from
// which the match can be replayed. It is the small core that a judge of
// one's own embeds (see examples/judge).
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
// as a contest program.
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
// # Around it
//
// Package protocol/program runs players as processes, sandboxed for
// strangers' programs; protocol/record reads, writes and replays records;
// protocol/arena plays tournaments, protocol/arena/stats counts them, and
// protocol/view draws records and tables as pages.
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
// # Non-goals
//
// The package does not judge lines (that is the referee's job), and starts
// no process itself.
package protocol
