// Package record reads, writes and replays match records: the JSON Lines a
// protocol.Match writes as it plays, one line per message, answer, fault
// and line of standard error, then the result. [Read] gives a record as Go
// values; [Replay] checks one against the game's referee, made afresh from
// its header; a [Walker] steps through one, frame by frame, for pages and
// tools; a [Writer] writes one, for a judge of one's own.
//
// # Records
//
// A record is JSON Lines, one line per Write, flushed as the match goes.
// This is the record the referee program writes for
// "referee -time 1s -record r.jsonl alquerque builtin:random ./sleepy",
// where ./sleepy reads a line, writes on its standard error that it is
// thinking about it, and sleeps past its clock:
//
//	{"game":"alquerque","seed":1,"options":{},"players":["builtin:random","./sleepy"],"clock":{"total":1000000000,"pause":true},"stderr":{"step":2048,"game":65536},"version":"devel"}
//	{"to":0,"text":"Start"}
//	{"from":0,"text":"e3-d4","ms":0.008}
//	{"to":1,"text":"e3-d4"}
//	{"stderr":1,"text":"thinking about e3-d4"}
//	{"fault":"timeout","player":1,"detail":"its last stderr line: \"thinking about e3-d4\"; it was asleep, neither running nor reading its input"}
//	{"to":0,"text":"Quit"}
//	{"scores":[12,0],"winner":0,"reason":"black: timeout","fault":{"player":1,"move":"","rule":"timeout","detail":"its last stderr line: \"thinking about e3-d4\"; it was asleep, neither running nor reading its input"}}
//	{"usage":[{},{"peak_memory":6180864,"cpu_ns":9213000}]}
//
// that is a [Header] (the seed, a uint64, and the complete options: what
// makes the referee again, and the clock when it is not the game's own;
// the players' names, and their "commands" when the names are short ones;
// the "opening" a tournament started the match from; the module's
// "version" that wrote it, [Version]: a reader refuses a record of another
// major version, naming it), then one line per message sent ("to"), per
// line received ("from", with the thinking time in milliseconds, left out
// when Match.NoTimes is set), per line a program wrote to its standard
// error ("stderr"), per fault the runner saw ("fault", with "detail" when the
// player could say more of it), then the [games.Result], whose "winner" is
// the seat that won by the rules or -1 ([games.NoWinner]) and whose fault
// has the same "detail"; and last, when a player is a program, what each
// player used of the machine ([Usage]; {} for a bot).
//
// A program's standard error is kept line by line ([Stderr] events), in
// the step it was written in: what a program writes while it is awaited
// comes just before its answer (or its fault), what it writes while others
// are awaited before their answers, what it writes after the last answer
// just before the result. At most [StderrStepCap] bytes (2 KiB) of each
// program's standard error are kept a step and [StderrGameCap] (64 KiB) a
// game, whole lines while they fit, each counted with its line ending;
// once a line does not fit, the rest of the step is dropped, and one line
// after the step's lines says how many bytes were, with the cap:
//
//	{"stderr":1,"text":"… 1234 bytes of stderr dropped (cap 2048 a step)","dropped":1234}
//
// The header states the caps ([Header].Stderr) when a player is a
// program; bots have no standard error, and records of bots alone have
// neither the caps nor such lines, as records from before standard error
// was kept.
//
// A match stopped halfway because its context ended has no result: its
// record ends instead with why, the context's cause, after the lines of
// standard error read so far,
//
//	{"interrupted":"interrupt signal received"}
//
// Lines are bytes: a text that is not valid UTF-8, which a JSON string
// cannot hold, is written twice, as a JSON string in which each bad byte
// is U+FFFD (for people) and exactly in base64 in the field "b64" (for
// programs); likewise "reason_b64", "move_b64" and "rule_b64" in the
// result, and "interrupted_b64". [Read] reads a record back;
// [Replay] checks it against a referee made afresh from its header,
// passing over the lines of standard error, and reports a line that
// referee refuses (its Reply or Fault returns an error) as a
// [*ReplayError]. An interrupted record replays when every
// line before the interruption agrees with the referee.
package record
