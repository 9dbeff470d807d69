// Package games is the root of contestgames: exact, fast rules of five games
// from AI programming contests, and the plumbing to play them.
//
// Each game lives in its own package, pure (no I/O, no global state) and
// allocation-free on its hot paths, so that a bot can search millions of
// positions and a judge can embed the rules:
//
//   - [github.com/contestgames/games/alquerque]: Alquerque, CodeCup 2008.
//     Two players on a 7x7 board of lines, forced capture chains.
//   - [github.com/contestgames/games/amazes]: Amazes, CodeCup 2010. Two
//     explorers in an unknown 25x25 maze, scored by what they discover.
//   - [github.com/contestgames/games/ontherun]: On The Run, CodeCup 2007. A
//     fugitive against four detectives on a city map, with hidden moves.
//   - [github.com/contestgames/games/blockdrop]: JavaChallenge 2015. Four
//     players drop board blocks under each other.
//   - [github.com/contestgames/games/langwars]: JavaChallenge 2014. Four
//     players spread eight languages with hidden holiday moves.
//
// # One shape
//
// Every game package has the same shape, so that a reader who knows one
// knows all five. Below, P is the package, S its state type (Position in
// alquerque, State in the others) and M its move type.
//
//   - The state S is a value made of arrays and integers: copying it
//     clones it. Moves are small values with String in the contest's
//     notation and a Parse function that returns an error, never panics.
//     *S satisfies [State] of its move type, as the compiler checks in
//     each package: S.Moves(buf) appends the legal moves of the seat to
//     move (a buffer of MoveListSize moves needs no allocation), S.Play(m)
//     checks and plays a move, S.ToMove() int is the seat to move, -1 once
//     the game is over. A move that breaks a rule is refused with a
//     *MoveError whose Rule field (type Rule, constants RuleXxx) names the
//     rule, and the state does not change.
//   - What a player knows, in the games of hidden information: type View,
//     and the state's method View (Amazes and Lang Wars: View(p int) View;
//     On The Run: View() View, the detectives', as the fugitive knows all).
//   - The end: type End (its zero value NotOver, its String the reason in
//     words), S.End() End, S.Over() bool, S.Score() with the contest's
//     scoring, and S.Winner() (seat int, ok bool): the seat that won by
//     the contest's rules, false while the game goes on and for a tie or
//     a shared first place.
//   - The set-up: type Setup holds everything a match starts from besides
//     the players (a maze, a map, a placement; for Alquerque the starting
//     position). RandomSetup(seed uint64) Setup draws one as the contest
//     did, and NewState(Setup) (State, error) starts its game (in
//     Alquerque, the Setup holds the starting Position itself); the three
//     live in game.go, with Game and DefaultClock. Seeds are uint64
//     everywhere; a function that draws from a stream the caller already
//     has takes a *rand.Rand of math/rand/v2.
//   - The match: NewReferee(s Setup) (*Referee, error) makes the contest
//     jury's half of the dialogue for one match, and refuses a bad set-up.
//     DefaultClock() returns the contest's time rules, which the Referee's
//     Clock reports; to play with other rules, give the runner a clock
//     (protocol.Match.Clock). Beside the [Referee] methods, every Referee
//     has Setup() Setup and State() S, which return copies.
//   - Misuse: no function of a game package panics on any input a player
//     or a runner can give. Reply and Fault for a seat that is not awaited
//     return an error wrapping [ErrNotAwaited] and change nothing.
//   - The host's side: Game() returns the game's [Game] descriptor, whose
//     NewReferee takes the seed and options by name, as a command line or
//     a record header gives them. The bots package P/bots has Names(),
//     New(name, seed, seat, options) and Game(), the descriptor with the
//     bots filled in; its bots have constructors of their own for Go
//     users. A bot that thinks with a fixed budget of work (positions,
//     playouts), and so plays the same game from the same seed on any
//     machine, has a twin that thinks on the contest's clock, named as it
//     is with "-clock" after and paired with it in [Bots].WallClock; the
//     default bots are never the clock twins. A clock twin is a
//     [ClockedBot]: told a match's clock shorter than the contest's, it
//     thinks [Clock.Share] of its time. The descriptor's
//     [Openings] say how a tournament starts a match elsewhere: the option
//     that holds a set-up written on one line, and plies played from it
//     (at random, [RandomPlies]) before the players take over, where the
//     players can be told of them (Alquerque only).
//   - Errors begin with the package's name and say what was wrong and
//     where: `alquerque: move "c3*a5": capture chain can continue to a3`.
//
// This package holds only what the games share: the [State] shape, the
// [Referee] contract, by which a game's rules drive a match as a pure
// state machine, the small types around it ([Step], [Clock], [Result], [Bot]), and the [Game]
// descriptor by which tools host any game without knowing it. It imports nothing but
// the standard library, so a bot that imports one game package pulls in no
// process or I/O code. Package [github.com/contestgames/games/protocol] runs
// any Referee against programs or Go bots, with the contests' clocks, and
// records the match; its protocoltest checks a Referee in many matches.
//
// To start, read the Alquerque package: its Example plays a game in a few
// lines. The examples directory holds runnable programs, among them the
// referee, whose package doc is the referee's manual; README.md is the
// five-minute tour.
//
// # The one shape, package by package
//
// Every game package and its bots package have the same names for the same
// ideas, so a reader who knows one knows all five (One shape above says it in
// full, and shape_test.go checks it from the source of each package):
//
//   - alquerque: state *Position; move: Move; what a player knows: (all seen);
//     descriptor: Game(); set-up: Setup, RandomSetup(seed); referee:
//     NewReferee(Setup)
//   - amazes: state *State; move: Turn; what a player knows: View(p); descriptor:
//     Game(); set-up: Setup, RandomSetup(seed); referee: NewReferee(Setup)
//   - blockdrop: state *State; move: Action; what a player knows: (all seen);
//     descriptor: Game(); set-up: Setup, RandomSetup(seed); referee:
//     NewReferee(Setup)
//   - langwars: state *State; move: Picks; what a player knows: View(p); descriptor:
//     Game(); set-up: Setup, RandomSetup(seed); referee: NewReferee(Setup)
//   - ontherun: state *State; move: Move; what a player knows: View(); descriptor:
//     Game(); set-up: Setup, RandomSetup(seed); referee: NewReferee(Setup)
//
// Across all five:
//
//   - Every state satisfies games.State[M], and the compiler checks it in each
//     package: Moves(buf) appends the legal moves of the seat to move (with a
//     buffer of MoveListSize, no allocation), Play(m) checks and plays one,
//     ToMove() is the seat to move (-1 once over), Over(), Winner(). Where
//     the moves are too many to list, Moves says which it lists: Amazes the
//     four one-letter turns (any 1 to 256 letters is a turn), On The Run none
//     for the detectives' start (about 1.5 billion on a 200-city map). Lang
//     Wars' picks, which the contest took from all four players at once, are
//     played one seat after another, and PlayTurn plays the four together.
//   - A refused move is a *MoveError in every game, its Rule field (type
//     Rule, constants RuleXxx) naming the rule; the state does not change.
//   - Beside these: End(), Score() in the contest's form, DefaultClock(),
//     and in each bots package Names(), New(name, seed, seat, options),
//     Game(). Setup, RandomSetup, NewState, Game and DefaultClock
//     live in each package's game.go.
//   - internal/gametest drives any game through games.State alone: random
//     playouts that check the contract above, a perft count (which agrees with
//     Alquerque's own Perft), a benchmark and an allocation count; the root's
//     shape_kit_test.go runs them for all five.
//   - Seeds are uint64 everywhere; the same seed gives the same set-up and the
//     same bots.
//   - Every Referee also has Setup() and State(), which return copies. Reply
//     and Fault for a seat that is not awaited return an error wrapping
//     games.ErrNotAwaited and change nothing; nothing in a game package panics
//     on what a player or a runner sends.
//   - A games.Game descriptor is all a host needs: name, seats, options (with
//     their help, and whether a value is a file), NewReferee(seed, options),
//     which also returns the complete options that make the same match again
//     (a record keeps them in its header), the files programs need, and the
//     built-in bots. The referee program knows no game by name beyond its list of
//     five descriptors.
//   - protocol.Serve(bot, os.Stdin, os.Stdout) turns any games.Bot into a
//     contest program. The five examples/*/bot programs share one main
//     (examples/internal/botmain): -bot NAME (each game's default thinks on
//     the contest's clock), -seed N (default 1), a game's own flags (Alquerque
//     -depth, On The Run -map); exit status 0 when the game ended, 1 when the
//     dialogue broke, 2 for a bad command line or an unknown bot, with one line
//     GAME bot: what is wrong on standard error.
//
// # Using a game package
//
//	p := alquerque.Start()
//	var buf [alquerque.MoveListSize]alquerque.Move
//	for !p.Over() {
//		moves := p.Moves(buf[:0])   // appends into your buffer, no allocation
//		p.PlayUnchecked(moves[0])   // or p.Play(m), which explains an illegal move
//	}
//	fmt.Println(p.End(), p.Score())
//
// The whole Alquerque API: Start, ParsePosition, Position (Moves,
// CountMoves, Play, PlayUnchecked, End, Over, Winner, Score,
// Hash, ToMove, Side, Ply, Pieces, At, Forbidden, String, Diagram),
// Move (From, To, Path, Captured, Len, IsCapture, String),
// ParseMove, Square, ParseSquare, Squares, Color, MoveError with its
// Rule, End, Perft, PerftPlayed, and for a match Game, Setup,
// RandomSetup, NewReferee, DefaultClock and Referee. Package
// alquerque/bots: Random, Search, the searcher itself as Engine, and
// Names, New, Game.
//
// # Layout
//
//	doc.go, referee.go,  package games: the overview and the one shape, the
//	game.go              Referee contract every game's referee satisfies, and
//	                     the Game descriptor by which tools host any game (no I/O)
//	shape_test.go        checks the one shape and the API size of every package
//	alquerque/           CodeCup 2008: rules, notation, referee
//	alquerque/bots/      built-in players: random, alpha-beta search, principal variation search
//	amazes/              CodeCup 2010: maze files, views, discovery, referee, bot map
//	amazes/bots/         built-in players: random, explore, planner
//	blockdrop/           JavaChallenge 2015: state, messages, referee
//	blockdrop/bots/      built-in players: random, hunter, Monte Carlo
//	langwars/            JavaChallenge 2014: attention draws, views, beliefs, referee
//	langwars/bots/       built-in players: random, greedy, Monte Carlo over beliefs
//	ontherun/            CodeCup 2007: maps, planarity, the game, suspects, referee
//	ontherun/bots/       built-in players: random, chase, flee, cordon, evade
//	protocol/            runs a Referee against programs (child processes, with
//	                     their watchdog) and Go bots: clocks, faults, records,
//	                     replay, Walker (a record stepped through a referee);
//	                     sandboxes for strangers' programs (sandbox*.go,
//	                     cgroup_linux.go, seccomp_linux*.go); Serve runs a Go
//	                     bot as a program
//	protocol/protocoltest/  checks any Referee in many seeded matches;
//	                     NeedSandbox for sandbox tests
//	protocol/internal/toy/  two toy games for the protocol's own tests
//	internal/linediff/   the first differing line, for the golden tests
//	internal/text/       clipping and quoting for error messages, enum names, scores
//	internal/drawingtest/  test helpers for the games' replay drawings
//	internal/gametest/   one kit over games.State: playouts that check the contract, perft, benchmark
//	examples/referee/    the referee program: main.go (exit statuses, signals),
//	                     args.go (flags, checks), match.go (games, series table),
//	                     replay.go, view.go, tournament.go (tournament, table),
//	                     games.go (the five descriptors)
//	examples/*/bot/      stand-alone bot programs, one per game
//	examples/internal/botmain/  their one main: flags, exit statuses, error line
//	examples/*/skeleton/ a small program per game on the game package alone, to
//	                     start a bot from: choose is the reader's to write
//	examples/internal/skeletontest/  the skeletons' tests: build, play every seat, lines
//	examples/arena/      a tournament in shards: Kubernetes Indexed Job, Slurm array
//	protocol/arena/      tournaments: schedules of game pairs, concurrency,
//	                     record directories that survive a kill, shards, tables
//	protocol/arena/stats/  Elo, pentanomial intervals, LOS, SPRT, means of series; Tally, the one count
//	                     of a player's games (series table, tournament, bots' strength series)
//	protocol/view/       replay pages: frames from the rules, drawn in the browser;
//	                     index pages of series and tournaments (index.go, graph.go)
//	protocol/view/screenshots/  the replay pages' screenshots, listed in view's doc
//	.ci/run              what CI runs
//
// Every game package reads the same way: doc.go (the rules in our words),
// RULINGS.md (how it settles what the contest's page leaves open, in
// numbered rulings that comments cite as RULINGS.md 2.3), game.go (the
// descriptor, the set-up, the clock), the state in position.go or
// state.go, referee.go, board.go (the text board; Alquerque's is
// Position.Diagram), drawing.go (what a replay page draws), tests beside each
// file, example_test.go, testdata/ with the official games, and a bots
// package beside it. Where a game's moves and their text need files of their
// own, they are moves.go and notation.go.
// TestRulingsShipWithEachGame checks that every ruling a comment cites is
// in its package's RULINGS.md.
//
// # Tests
//
//   - Golden games: the official games of Amazes, block drop and Lang Wars, from
//     the contests' own engines, replay byte for byte through each referee, with
//     scripted players that answer exactly as the contest's programs did.
//   - Rule tests, one per rule of the contest's page and of the package's
//     RULINGS.md, named after it (*/rules_test.go).
//   - A naive reference move generator (plain arrays) checked against the
//     bitboard one at every step of random games (rapid), and by perft.
//   - Golden perft table in alquerque/testdata/perft.txt; the default run checks
//     depths 1-10, ALQUERQUE_PERFT_DEPTH=14 go test ./alquerque -run Perft
//     checks all 14 depths (about 30 s).
//   - Fuzz targets for every parser of outside input: go test ./alquerque -run '^$' -fuzz FuzzParseMove
//     (likewise each game's FuzzParse… and FuzzReferee…, FuzzReadRecord in
//     protocol, FuzzReadIndex and FuzzParseShard in arena, for the
//     record directories a killed tournament leaves, FuzzReadBook there for
//     openings files, and FuzzSeedFlag and FuzzParseSPRT in
//     examples/referee).
//   - Allocation tests that fail if a hot path allocates, a bot's move after
//     warm-up among them.
//   - The one shape (shape_test.go, shape_kit_test.go): every game package
//     has the names doc.go promises, declares its set-up in game.go, exports at
//     most 100 names, and plays random games through games.State alone with
//     the shared contract checked at every move (internal/gametest).
//   - Code measures (measures_test.go): no function outside tests longer than
//     60 lines or with cyclomatic complexity above 15. repeats_test.go: no six
//     lines of Go code (read as tokens, imports aside, tests included) stand in
//     two places, but for three deliberate copies it names with their reasons
//     (a page's JSON contract spelled out in its test; runnable examples that
//     each read alone).
//   - Built-in bots: each plays the same game from the same seed
//     (protocoltest.CheckBots), beats random play in a short series, and
//     keeps inside a small clock; the long strength series of the table in
//     the referee's doc, Built-in bots, run with CONTESTGAMES_STRENGTH=1.
//   - protocoltest.Check runs each game's referee through many seeded matches
//     with random and garbage players; the referee program's tests play every
//     Alquerque verdict (wins, tie, each illegal move, timeout, crash, garbage,
//     a 100 MB line, a stderr flood, grandchildren) with scripted shell players
//     in examples/referee/testdata/, and replay every record. Every mistake
//     of the command line is one line on stderr with exit status 2, each in a
//     table (TestUsageErrorsAreOneLineAndStatus2,
//     TestInputErrorsAreOneLineAndStatus2), and each subcommand's help lists
//     only the flags it takes.
//   - Fault details (protocol/program/detail_test.go): a program that exits 3 after a
//     line on stderr, one killed by SIGKILL, one that never flushes its output,
//     one that writes no line ending, one that cannot load under a 1 MiB limit
//     (skipped, saying so, where RLIMIT_DATA does not bind), one that could not
//     start, a bot that panics: each fault's detail, in the result and the
//     record, which still replays.
//   - The skeletons: each examples/GAME/skeleton is built and plays a whole
//     game in every seat against a built-in random bot through the runner,
//     with no fault and nothing on its standard error; and on lines of the
//     test's own it ends at Quit and at the end of its input with status 0,
//     and on a line it cannot follow with status 1 and one line naming it.
//   - Figures in the docs that the code can check: Amazes' state size in its
//     doc and here (unsafe.Sizeof), and the record in the protocol doc,
//     which a test plays again as the referee program does and compares line
//     by line, times and usage aside.
//   - CPU affinity (Linux): a match on a CPU starts its programs there, reads
//     back from /proc what each program may use, and gives its thread back
//     with the CPUs it had (protocol/affinity_linux_test.go); -affinity
//     gives the same table as a run without it, every game's program on one CPU
//     (TestAffinity); a cancelled match ends at once even while a process that
//     left the program's group holds its output open
//     (TestProgramCancelWithEscapedChild).
//   - The sandbox (Linux, bubblewrap; protocol/program/sandbox_linux_test.go,
//     examples/referee/sandbox_test.go): a hostile program for each escape
//     (see the sandbox's section of protocol/program's doc), real programs
//     in C, C++, Python and Java, and every example bot under -memory 64, each
//     limit's verdict, a tournament's table, -affinity inside it, the one-line
//     exit 2 where bwrap is missing, and SIGTERM and SIGKILL of the referee with
//     sandboxed programs (no process, directory or cgroup left). Without bwrap
//     they are skipped with a line saying how to get it; .ci/run installs it
//     and sets CONTESTGAMES_SANDBOX_TESTS=1, which makes them required, and
//     runs protocol's tests a second time as a plain user (uid 2000000, with
//     setpriv), so that every wall is tried as root and as a plain user.
//     CONTESTGAMES_STRESS=300 go test ./protocol -run PausedStartUnderLoad -v
//     plays 300 sandboxed matches under a pausing clock while busy loops hold
//     every CPU: none lost on time, as root and as a plain user (11 did before
//     the first pause waited for the program's start, see Program.Pause).
//
// # Performance
//
// Measured on this project's CI machine: 2 cores of an AMD EPYC ("Oxide Virtual
// Turin-like Processor"), Go 1.26.8, linux/amd64, one core per benchmark.
//
// Alquerque, go test ./alquerque -run '^$' -bench . -count 6, medians:
//
//   - Perft from the start, depth 11, bulk counting at the last ply and the
//     replies to normal moves counted without playing them at the ply
//     before: 11.9 ms; rate: 331 M leaves/s (310-333 in six runs); allocs:
//     0 (251 M leaves/s before the changes of the last paragraph below, in
//     the same interleaved runs: go test -c of both versions, -test.bench
//     'Perft$|PerftC$' 6 times each in turn, benchstat: -24% time,
//     p=0.002; 113 M leaves/s before bulk counting of the replies)
//   - PerftPlayed, depth 11, every leaf generated and played: 93 ms; rate: 42
//     M leaves/s; allocs: 0
//   - PerftC, the plain C bitboard perft of testdata/perft.c (cc -O2, bulk
//     counting too) on the same tree: 37 ms; rate: 119 M leaves/s in the
//     same runs, so the Go perft runs 2.6x to 2.8x the C one, 2.78x in
//     the median run (it was 1.65x, then 2.2x). The issue asks 4x: not
//     reached; see below. The ratio moves with the machine: on another
//     VM of the same kind (2026-11-29), six runs of each, interleaved and
//     pinned to one core (taskset -c 0), gave 306-329 M against the C's
//     99-107 M leaves/s, 2.9x to 3.3x, 3.05x in the median. Deeper
//     trees do not close the gap: there, one run each pinned to one
//     core, the C perft took 101, 103 and 133 M leaves/s at depths 11,
//     12 and 13 (./perft DEPTH) and Perft 314, 341 and 431, 3.1x to 3.3x.
//   - Moves (50 sampled positions, a third with captures): 37 ns; allocs: 0
//   - CountMoves: 20 ns; allocs: 0
//   - Play (checked) of a legal move: 20 ns; allocs: 0
//   - PlayUnchecked: 7.3 ns; allocs: 0
//   - ParseMove: 11 ns; allocs: 0
//
// Deeper perft runs faster per leaf (the opening is narrow): checking the whole
// golden table, depths 1 to 14 (3.2 billion leaves in all), takes 7.7 s, about
// 415 M leaves/s: ALQUERQUE_PERFT_DEPTH=14 go test ./alquerque -run TestPerftGolden -v.
//
// What made it fast, measured with benchstat: the perft recursion shares one
// move stack, each ply listing its moves after its parent's, instead of a
// zeroed [256]Move array per ply; that took PerftPlayed from about 19 to
// 38 M leaves/s. Normal moves are generated eight directions at a time with
// shifts and masks, and so are first hops: CountMoves counts by popcount the
// hops whose landing point no hop could start from, and walks only the
// others, visiting just the enemy pieces a hop can take. With a shift that
// needs no branch, that took Perft from 84 to 119 M leaves/s.
//
// Then Perft stopped playing the moves of the next-to-last ply. A normal
// move changes two points, so the opponent's normal moves after it are
// those of the position, plus its steps onto the point left, less those
// onto the point taken; and it can have a capture it had not only by a hop
// over the piece moved or onto the point it left, which two sets made once
// per position tell. Only those moves, and positions where the opponent
// could capture already, count captures on the new board. After a capture
// chain, the replies are counted as the chains are walked, without building
// moves; and the capture tests use constant shifts (CountMoves 32 -> 24 ns,
// Play 25 -> 20 ns, PlayUnchecked unchanged). That took Perft from 113 to
// 178 M leaves/s. It falls short of 4x the C perft because at depth 11
// 58% of the last ply's positions have a capture to make, and chains must
// be walked to be counted exactly: walking them, and the positions after
// captures, which change too much to update, take most of the time left.
// Perft keeps no table of positions seen, which would measure caching
// rather than move generation.
//
// Then the hop tests lost their branches: the loops over the neighbours of a
// point, one unpredictable test each, led the profile. A chain step finds
// every open hop from its point at once, eight constant shifts masked once
// by the landing points on the board's lines (each direction has its own
// distance, so the mask drops every shift that ran off a line), small enough
// for the compiler to inline; the replier's hops over a moved piece and onto
// the point it left come the same way from eight sets made once per
// position; CountMoves keeps the first landings in registers and counts them
// by popcount alone when no chain goes on; and the forbidden reverse is one
// popcount. That took Perft from 187 to 236 M leaves/s (the golden table to
// depth 14: 10 s, 12 s before).
//
// Then the plies above the last two stopped listing moves: Perft walks them
// straight from the bitboards and makes each child as a node of five words
// (the side to move's pieces and the other's, their forbidden reverses, the
// ply), which Go passes in registers where a Position goes through memory;
// PerftPlayed keeps Moves and PlayUnchecked, and a property test holds the
// two equal in random positions, near the ply limit too. A chain with one
// way on is followed in a loop; a hop's landing points come from two
// 256-entry tables, indexed by the byte of enemy pieces above the point and
// the one below; the replies to a normal move keep no sets per direction;
// and CountMoves finds the hops' starts before their landings. That took
// Perft from 251 to 331 M leaves/s (the golden table to depth 14: 7.7 s).
// What is left is spread thin, and most of it is sequential: walking the
// chains (61% of the positions two plies from the end must capture, 47% of
// the normal moves there give the replier a capture, and 83% of the hops
// over the piece moved go on), and counting the replies after each chain,
// which needs the board the chain leaves. 4x the C perft would need about
// 2.1 ns a leaf, against 3.0 ns now; a third ply counted without playing
// would save about a twentieth (the plies above the last two cost 0.6 ms of
// the 12, and setting up each two-ply count 1.9 ms, which it would share
// only in part), so the gap would need the replies of many sibling
// positions counted together, a different design.
//
// Where the 12 ms go, counted on the depth-11 tree: of the 73,087
// positions two plies from the end, 44,657 must capture (88,770 chains,
// 139,387 hops, 600 k leaves, about a third of the time) and 28,430 do not
// (401 k normal moves: 163 k leave the replier only normal moves and give
// 2.69 M leaves, counted by popcount in a few ns each; 188 k give it
// chains, 340 k leaves; 50 k meet a replier that could capture already,
// 306 k leaves). The chains, a ninth of the leaves, take more than half of
// the time: 0.94 M hop lookups, each waiting on the one before. Halving
// the cost of both chain parts would still leave the perft near 3.7x the
// C one. Of the 88,770 chain ends, 61,105 (69%) leave the replier a
// capture of its own (133 k leaves), so counting the replies after a chain
// mostly walks chains again. Measured no faster in interleaved runs: the
// geometry tables sized 64 and indexed modulo 64, which drops their bounds
// checks (1% slower), and ending the mover's chain after its first hop
// without a look where no hop could start in the position, as CountMoves
// does (0.7% slower).
//
// Amazes, go test ./amazes -run '^$' -bench . -count 6:
//
//   - a full game of 300 turns between two random bots, with all discovery
//     inference: 72-91 µs (250-300 ns a turn; the higher figures with other
//     work running); allocs: 0
//   - a discovery update after one turn: 0.2 µs; allocs: 0
//   - rendering a view: 58 ns; allocs: 0
//   - NewState (validation and per-maze tables): 7.8 µs; allocs: 0
//   - Map.SureAfter, whether the next view will tell where a random turn
//     of 1 to 12 letters ended: 280 ns; allocs: 0
//   - the whole game state of both players, knowledge included: 3,796 bytes
//     (unsafe.Sizeof, tested ≤ 4 KB)
//
// The three official games in amazes/testdata/games replay byte for byte:
// every line each program read, every running total, the final scores.
//
// Block drop, go test ./blockdrop -run '^$' -bench . -count 6:
//
//   - a full 1000-turn game between four random bots: 13 µs (16-24 µs with
//     other work running); allocs: 0
//   - Step, one global turn: 11-17 ns; allocs: 0
//   - rendering a message (AppendMessage): 185-400 ns; allocs: 0
//   - State: 72 bytes (unsafe.Sizeof, tested ≤ 128)
//
// The four official games in blockdrop/testdata/games replay byte for byte:
// every message each program was sent, the engine's command each turn, the
// result. Counters are kept eight to a machine word, which took the full game
// from 32 to 13 µs.
//
// All five through the one shape, go test . -run '^$' -bench Playout -count 6:
// a random game played with Moves and Play alone (games.State, driven by
// internal/gametest), medians with other work running on the machine:
//
//   - Alquerque: 19 µs; moves a second: 6.1 M; allocs: 0
//   - Amazes (one-letter turns): 72 µs; moves a second: 4.2 M; allocs: 0
//   - block drop (1000 turns): 27 µs; moves a second: 23 M; allocs: 0
//   - Lang Wars (each move lists all 792 or 36 picks): 182 µs; moves a second:
//     0.24 M; allocs: 0
//   - On The Run (from the detectives' start; the detectives' moves listed in
//     full): 129 µs; moves a second: 0.44 M; allocs: 0
//
// TestNoGameAllocatesThroughOneShape fails if a playout through the shape
// allocates.
//
// Lang Wars, go test ./langwars -run '^$' -bench . -count 6:
//
//   - a full 10-turn game between four random bots, each shown its view:
//     1.45-1.89 µs; allocs: 0
//   - the same without building views: 0.7-0.9 µs; allocs: 0
//   - one turn's Play: 13 ns; allocs: 0
//   - reading a reply with the contest server's leniency: 45 ns; allocs: 0
//
// The four official games in langwars/testdata/games replay byte for byte,
// and every final score equals the engine's printed figure to the last bit
// (points are kept exactly, in 24ths) and is written as it printed it.
//
// On The Run, go test ./ontherun -run '^$' -bench . -count 5, 200-city maps:
//
//   - a suspect-set update (sets from random games, 17 cities on average): 29
//     ns; allocs: 0
//   - a suspect-set update with all 200 cities suspect: 250 ns; allocs: 0
//   - a whole random game, played to its end: 6.8 µs; allocs: 0
//   - one checked turn, both sides: 36 ns; allocs: 0
//   - Validate (connectivity, subsets, the left-right planarity test per
//     transport): 135 µs
//   - Generate: 6.9 ms
//
// The strong built-in bots, each with 0 allocations a move (a test in each
// bots package fails if a move after warm-up allocates), on a quiet machine:
//
//   - Alquerque pvs, positions a second at depths 4, 6, 8 and 10 (go test
//     ./alquerque/bots -run '^$' -bench PVS -benchtime 20x): 6.2, 5.6, 4.3,
//     3.8 M (the plain search: 8.2 M at depth 6); one pvs move of 150,000
//     positions 32 ms; an evaluation 48 ns on a quiet machine (-bench
//     Evaluate; 92-160 ns under load, before the review built each line's
//     landing mask once)
//   - Amazes planner, a turn at turn 40 (go test ./amazes/bots -run '^$'
//     -bench Planner): 0.44-0.47 ms, 323 views weighed, 690,000-740,000
//     views/s (0.48 ms before the review's mends)
//   - On The Run (go test ./ontherun/bots -run '^$' -bench . -benchtime 50x):
//     an evade move 7.1-7.2 ms, 40,205 positions, 5.6 M positions/s; a cordon
//     move 0.23-0.24 ms, 1,323 joint moves scored (the benchmarks now replay a
//     position as a game reaches it: one belief update a turn)
//   - block drop montecarlo (go test ./blockdrop/bots -run '^$' -bench
//     'Playout|MonteCarloTurn'): a 28-turn playout 35 µs (28,500 a second); a
//     turn of 600 playouts 21-24 ms
//   - Lang Wars montecarlo (go test ./langwars/bots -run '^$' -bench .): a
//     playout to the end of the game 4.0 µs (250,000 a second); a whole turn
//     (turn 5) 72 ms
//
// To compare a change: go test ./alquerque -run '^$' -bench . -count 10 > old.txt,
// change, the same into new.txt, then
// go run golang.org/x/perf/cmd/benchstat@latest old.txt new.txt.
package games
