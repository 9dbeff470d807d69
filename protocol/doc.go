// Package protocol plays matches: it runs any [games.Referee] against
// programs that speak the contest's stdin/stdout dialogue, against Go bots
// in-process, or a mix, with the contest's time rules, and writes a record
// from which the match can be replayed.
//
// To start, make the match's referee with the game's [games.Game], one
// [Player] per seat ([NewProgram] for a program run with "sh -c", [NewBot]
// for a [games.Bot]), put them in a [Match], and call [Match.Run]:
//
//	ref, options, err := game.NewReferee(seed, nil) // game: a games.Game
//	...
//	m := &protocol.Match{
//		Referee: ref,
//		Players: []protocol.Player{
//			protocol.NewProgram("./mybot", protocol.ProgramOptions{}),
//			protocol.NewBot(myGoBot), // a games.Bot
//		},
//		Header: protocol.Header{Game: game.Name, Seed: seed, Options: options},
//		Record: file, // an io.Writer, nil for none
//	}
//	result, err := m.Run(ctx)
//
// Run never hangs or dies because of a player: a program that crashes,
// hangs, quits early, closes its output, writes a line without end or
// floods its standard error gets the fault the runner saw
// ([games.Timeout], [games.Exited], [games.LineTooLong]), the referee judges
// it, and every process the program started is gone when Run returns.
// The fault says what the runner knew beyond its kind, for the program's
// author ([games.Fault].Detail, from [Program.FaultDetail]): how the
// program ended ("exit status 2", "killed by signal 9 (SIGKILL)"), its
// last line on standard error, what the runner saw of it when its time
// ran out (on Linux, from /proc: waiting for input, which is an answer
// never flushed or a first line such as READY never written, still
// running, asleep, or refused a process by its sandbox's limit), and a
// hint where the fault looks like a common mistake (a memory limit too
// small for the program to load). A [Match] with a Notice hears at once,
// without a change to the clock, of a program that waits for input while
// on move. Run's error is kept for failures of the runner itself or of the referee:
// a step that breaks the [games.Referee] contract, or an answer that the
// referee refuses although its last step awaited it (its Reply or Fault
// returns an error wrapping [games.ErrNotAwaited]), which Run returns
// wrapped.
//
// Programs do not outlive the runner either: should the runner itself be
// killed, even with SIGKILL, a watchdog process that it starts with its
// first program kills every program still running and removes their
// working directories ([ProgramOptions].Files); see [Program]. A program
// under a [ProgramOptions].MemoryLimit that fails for want of memory ends
// in [games.OutOfMemory].
//
// # Sandboxes
//
// A program runs with every right of the runner. For programs that
// strangers wrote, set [ProgramOptions].Sandbox: the program then runs in
// namespaces of its own under bubblewrap (Linux), sees the system's
// programs and its own files read-only, one private capped directory, a
// /proc of its own processes and no network, and loses with a verdict of
// its own when it hits a limit ([games.ProcessLimit],
// [games.FileSizeLimit], [games.DirectoryFull], [games.FileCountLimit],
// [games.OpenFileLimit], [games.CPULimit]); see [Sandbox]. It gets a clean
// environment, PATH, HOME, TMPDIR and LANG alone, where a program outside
// a sandbox inherits the runner's whole environment;
// [ProgramOptions].ExtraEnv passes more to either. [CheckSandbox] says
// whether this system can make one. Without a sandbox, on Linux, a program's first
// process is still the init of a process namespace of its own, so that
// whatever it starts dies with it, even what left its process group.
// [Match].Usage, and a record's last line, say what each program used:
// its peak memory and CPU time ([Usage]).
//
// [Serve] is the other side of the dialogue: it runs a Go bot as a contest
// program, reading the referee's lines from standard input and writing the
// bot's answers to standard output, so that the same bot plays in-process
// and as a program under any jury.
//
// # Time
//
// Time counts only while a player is awaited: from when the lines before
// the wait have been handed over to when the reply arrives. The referee's
// [games.Clock] says how it is charged: a Total budget per match (CodeCup),
// a PerTurn limit (JavaChallenge) and a Handshake limit for the first line,
// and whether programs that are not awaited are paused with SIGSTOP so that
// they cannot think on their opponent's time (CodeCup); with Pause, a
// program is paused from its start until it is first awaited, so its
// start-up counts as thinking time. Match.Clock replaces the referee's
// clock. Text is "handed over" when it is queued for the player: a program
// that leaves its input unread is not waited for, and the time its input
// sits unread counts against it.
//
// # CPUs
//
// [Match].CPUs pins a match to CPUs (Linux): the runner's thread of the
// match and every program it starts. Between single-threaded programs in a
// turn-based game, a line then passes from one program to the runner and
// on without waking an idle CPU, and a ply costs half as much; programs
// that think at the same time, or with several threads, need a CPU each.
// [AllowedCPUs] lists the CPUs there are to choose from.
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
// result, and "interrupted_b64". [ReadRecord] reads a record back;
// [Replay] checks it against a referee made afresh from its header,
// passing over the lines of standard error, and reports a line that
// referee refuses (its Reply or Fault returns an error) as a
// [*ReplayError]. An interrupted record replays when every
// line before the interruption agrees with the referee.
//
// # Non-goals
//
// The package does not judge lines (that is the referee's job), sandboxes
// programs on Linux only (with bubblewrap, which it does not replace), and
// runs programs only on unix systems.
package protocol
