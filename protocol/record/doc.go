// Package record is the format of match records, the JSON Lines a
// protocol.Match writes as it plays, and what writes, reads and replays
// them. A judge of one's own writes its records with a [Writer], so that
// the tools read them; [Read] reads a record back as Go values, checking
// it; [Replay] checks one against the game's referee, made afresh from its
// header; a [Walker] steps through one that has replayed, frame by frame,
// for pages and tools.
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
// Each line is one JSON object, of a kind told by a key of its own,
// written first:
//
//   - "game": the [Header], first and once: the "seed", a uint64 (the
//     seed and the complete "options" make the referee again), the
//     "players"' names, one a seat; when they apply, the "clock" when it is not the
//     game's own, the caps on standard error ("stderr"), the players'
//     "commands" when their names are short ones, the "opening" a
//     tournament started the match from, and the module's "version" that
//     wrote the record ([Version]);
//   - "to": a message the runner delivered to a seat, its "text";
//   - "from": the "text" a seat wrote, with the thinking time in
//     milliseconds, "ms", left out when Match.NoTimes is set;
//   - "stderr": a line ("text") a seat wrote to its standard error, or the
//     note of what the caps "dropped" of it;
//   - "fault": a fault the runner saw ([games.FaultKind], by name) of a
//     "player", with its "detail" when the runner knew more of it;
//   - "scores": the [games.Result], last: the "winner", the seat that won
//     by the rules or -1 ([games.NoWinner]), the "reason", and the "fault"
//     that ended the match (null if none): its "player", "move", "rule" and
//     "detail";
//   - "interrupted": why a match stopped halfway, which has no result, in
//     its stead: the context's cause, after the lines of standard error
//     read so far;
//   - "usage": after the result, when a player is a program, what each
//     player used of the machine ([Usage]; {} for a bot).
//
// A Writer always writes the fields named here but the optional ones
// ("ms", "dropped", "detail", and the header's after "players"), and a
// reader requires them, but in the header, which needs only its "game"
// and one player. A reader refuses, besides, a field it does not know,
// null after the header (but in the "fault" of a result without one), a
// seat that is not one of the header's, and a line after the interruption, or after the
// result but the usage. A record that ends without either is not wrong:
// it is that of a match cut short, or one still being written.
//
// A record is of the version of the module that wrote it: a reader
// refuses a record of another major version, naming it ([CheckVersion]),
// and names the version that wrote a header it cannot read.
//
// # Texts
//
// Lines are bytes: a text that is not valid UTF-8, which a JSON string
// cannot hold, is written twice, as a JSON string in which each bad byte
// is U+FFFD (for people) and exactly in base64 in a field of its own (for
// programs): "b64" beside "text", and "reason_b64", "move_b64",
// "rule_b64", "detail_b64" and "interrupted_b64" beside the others. A
// reader takes the base64 when it is there.
//
// # Standard error
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
// # Replays
//
// [Replay] checks a record against a referee made afresh from its header,
// passing over the lines of standard error, and reports a line that
// referee refuses (its Reply or Fault returns an error) as a
// [*ReplayError]. An interrupted record, such as
//
//	{"interrupted":"interrupt signal received"}
//
// at its end, replays when every line before the interruption agrees with
// the referee.
package record
