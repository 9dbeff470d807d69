// Package arena plays tournaments between bots: many games at once, each
// pairing played as game pairs on the same set-ups with the seats swapped
// (or rotated, in 4-player games) so that the luck of a set-up cancels out,
// every finished game's record kept on disk as it ends, so that a killed
// tournament started again loses only the games in flight, and a schedule
// that splits into shards for many machines, whose record directories
// merge into one table.
//
// This package runs the games: it starts programs. What reads and counts
// them is package [standings] (a game's [standings.Result], the schedule,
// a record directory read back, the table and its JSON [standings.Report]),
// which starts nothing, so that a page (package view) or a judge's own
// table never links a sandbox; the statistics (Elo with intervals from
// game pairs, LOS, SPRT) are package [stats]'s. The referee program's
// "referee tournament" and "referee table" are these packages' commands.
//
// A player is a [PlayerSpec]: a built-in bot or a program's command, named
// or not, as [ParsePlayer] reads the command line's NAME=COMMAND. Every
// program runs under the tournament's [program.Options] (its memory limit
// in bytes, its sandbox, its variables); how the games share the machine
// is its [Runner].
//
//	t := &arena.Tournament{Game: bots.Game(), Players: []arena.PlayerSpec{{Builtin: "search"}, {Builtin: "random"}}, Sets: 10}
//	results, err := t.Run(ctx)
//	...
//	fmt.Print(standings.Table(t.Game, t.PlayerNames(), results, nil))
//
// # Tournaments from the command line: referee tournament
//
// referee tournament [flags] GAME PLAYER PLAYER ... plays more players than
// a game has seats, several games at once, and prints a table:
//
//	go run ./examples/referee tournament -pairs 50 -dir runs/t1 alquerque ./new ./old builtin:search
//	go run ./examples/referee tournament -sprt elo0=0,elo1=5 -pairs 2000 -dir runs/t2 alquerque ./new ./old
//	go run ./examples/referee tournament -random-plies 8 -pairs 100 alquerque new=./bot old=./bot-v1 builtin:search builtin:search
//	go run ./examples/referee table -json runs/t1
//
// The example bot at three depths, named, each set-up after 8 random plies
// (the table goes on with each pairing's statistics):
//
//	$ referee tournament -random-plies 8 -pairs 8 alquerque d2='./alqbot -depth 2' d3='./alqbot -depth 3' d4='./alqbot -depth 4'
//	alquerque: 48 games
//	distinct games: 48 of 48
//	player  games  wins  draws  losses  points  faults
//	1 d2    32     0     22     10      65      0
//	2 d3    32     8     16     8       148     0
//	3 d4    32     12    18     2       220     0
//
//	rating list: logistic Elo, the maximum-likelihood fit of all games (draws half points), mean 0:
//	rank  player  Elo    95%     games  score
//	1     d4      +75.7  ± 51.7  32     65.6%
//	2     d3      +0.0   ± 50.4  32     50.0%
//	3     d2      -75.7  ± 41.3  32     34.4%
//
// What a tournament does:
//
//   - Formats: -format round-robin (the default: every pairing, or in a
//     4-player game every group of four) or gauntlet (the first player against
//     each of the others, or with each group of three others).
//   - Game pairs: every pairing plays -pairs N set-ups (seeds -seed,
//     -seed+1, …; the same set-ups for every pairing), each in every rotation of
//     its seats: both seatings in a 2-player game, four in a 4-player game, so
//     that the luck of a maze, a map or a start cancels out.
//   - Openings (as cutechess-cli's and fastchess's -openings and random
//     plies): two programs that play the same move in the same position play
//     one game over and over from one start, and the statistics count copies.
//     -openings FILE starts set-up s from the s-th set-up of the file
//     (round again when the file is shorter), one a line in the game's own
//     notation, blank lines and # comments skipped: for Alquerque a position
//     as a record's position option writes it
//     (bbbbbbb/bbbbbbb/bbbbbbb/bbbw.ww/wwwwwww/wwwwwww/wwwwwww b 1 e4-d4 -,
//     alquerque.ParsePosition), for block drop a start placement
//     (0,14,D 14,17,L 17,3,U 3,0,R), for Lang Wars attention degrees
//     (5 5 5 6 5 6 5 6); each line is checked first, and a bad one is named
//     by file and line. Amazes and On The Run refuse it: their set-ups are
//     files of many lines (give one with -maze, -map). -random-plies N
//     plays N random legal plies (the game's Moves and Play) from each
//     set-up before the players take over, drawn from the set-up's seed, so
//     that both seatings start from the same place, and drawn again (up to 100
//     times) when they lead where an earlier set-up starts: Alquerque has 20
//     starts after 4 plies, 352 after 6 and 8,700 after 8, so more set-ups
//     than starts repeat starts (the table says so). Only Alquerque takes
//     it; the others refuse it in one line saying why (their programs could
//     not be told of moves played for them, or their set-up holds nothing
//     moves change). A match from any start but the contest's tells both
//     Alquerque players the position first, in a line the contest never had:
//     Setup POSITION; the built-in bots and the example bot read it, a
//     contest program that does not will lose its games. The record's header
//     keeps the start in its options ("position") and where it came from
//     ("opening": {"file", "line", "setup", "plies", "random"}), so replay
//     and view play it from there; a game's page says so under the seed. A
//     series (-games N) takes both flags too, each start in every seating in
//     turn.
//   - Distinct games: the table says distinct games: D of N, games told
//     apart move for move from their start (each game's digest is in the
//     index), and warns when game pairs repeat an earlier pair of the same
//     players (two deterministic programs over -pairs 3 from the start give
//     2 distinct games of 6, and with -random-plies 4 6 of 6:
//     TestRandomPliesBetweenDeterministicPrograms) or a pair of other
//     players (a program listed twice plays the same games against a third).
//   - Players' names: NAME=COMMAND names a player (new=./bot -x,
//     base=builtin:search); an unnamed one is named after its program's base
//     name (./bots/new -x is new, builtin:search is search), made
//     different with -2, -3. Tables, records ("players", beside
//     "commands") and pages show the names. The same program may play
//     twice, as a baseline of self-play (builtin:search builtin:search are
//     search and search-2); two players given one name are refused. A
//     command that starts by setting a variable must be named
//     (deep=DEPTH=9 ./bot): otherwise its variable reads as its name.
//   - Rating list: every player on one logistic Elo scale, the
//     maximum-likelihood fit of all games as Ordo and BayesElo compute it
//     (stats.Ratings: draws half points, no prior), the mean anchored at 0,
//     with 95% intervals from the games' own variance (for two players, the
//     difference is the pairwise Elo of the score, and the interval its
//     delta-method one). In a game of four seats each pair of seats counts,
//     head to head by points. When no finite fit exists, the list says why in
//     one line: a player (or group) that scored every point against the rest,
//     or groups that never met.
//   - -json: referee tournament -json and referee table -json DIR ...
//     print everything the text table shows as one JSON object, documented in
//     standings.Report (go doc github.com/contestgames/games/protocol/arena/standings.Report):
//     game, seats, games, distinct, pairs, repeated_pairs,
//     copied_pairs, warning; players (name, command, games, wins, draws, losses, points,
//     faults; mean points and rank with four seats); ratings (anchor,
//     players ranked with elo as {estimate, lower, upper, margin}, or
//     none and why); pairings (record, score, pentanomial, elo,
//     nelo, los, draw_ratio, pairs_ratio, sprt). Numbers that are
//     not finite are the strings "+Inf", "-Inf", "NaN". table -json of
//     a directory of 10,000 games takes about 0.1 s (BenchmarkTableJSON,
//     TestTableJSONOfTenThousandGames).
//   - -concurrency N: games at once, at least 1 (default, without the
//     flag: the number of CPUs). Each
//     program keeps the contest's clock, which counts only while it is awaited;
//     results do not depend on N (with deterministic players, the table is the
//     same byte for byte).
//   - -affinity (Linux; for a single match too): pins game slot K to the
//     K-th CPU, the referee's thread of the game and the programs it starts, as
//     fastchess's -use-affinity does. Between single-threaded programs in a
//     turn-based game, a ply through the referee then costs half as much (a line
//     no longer wakes an idle CPU: 10 µs instead of 18-20, see
//     Performance in protocol/program's doc), and games at once stay out of each other's way. Not for
//     programs that think with several threads, ponder, or move at the same time
//     (blockdrop, langwars): they would share one CPU.
//   - Statistics (package protocol/arena/stats, every formula checked
//     against figures published by fastchess, cutechess-cli and OpenBench): for
//     2-player games, per pairing wins - losses - draws, the pentanomial count of
//     game pairs, Elo and normalized Elo with 95% intervals from the pairs, LOS,
//     draw ratio; with -sprt elo0=0,elo1=5,alpha=0.05,beta=0.05 (two players)
//     the tournament stops once the log-likelihood ratio crosses a bound, and
//     prints LLR and bounds. elo0 and elo1 are normalized Elo (nElo, the
//     default of fastchess and OpenBench's pentanomial test: the same effort
//     whatever the draw rate), or logistic Elo with model=logistic
//     (-sprt elo0=0,elo1=5,model=logistic; model=normalized is the default). For 4-player games: mean points and mean rank per
//     player with 95% Student-t intervals, and each pair's head-to-head record
//     (who scored more in the games they shared). Wins, draws and losses follow
//     the rules' winner, so a tie is never a win.
//   - Progress on stderr: one line refreshed in place on a terminal (games
//     done/total, games/s, ETA, the Elo estimate with its interval, and the LLR
//     with its bounds), a line every 5 s otherwise.
//   - Every kept record is an ordinary record: referee replay DIR/records/*.jsonl
//     checks them, referee view DIR/records/ID.jsonl draws one, and
//     referee view DIR draws them all with DIR/index.html, which links them
//     beside the table and the Elo estimate (or the LLR) over the games (see
//     package view).
//   - Nothing lost: with -dir DIR, each finished game's record is written
//     to DIR/records/ID.jsonl and synced, then its result to DIR/index.jsonl,
//     as the game ends; DIR/tournament.json describes the tournament. Killed
//     (even with SIGKILL) and started again with the same command, the tournament
//     plays only what the index lacks: the games in flight. A different command
//     on an existing directory is refused with one line naming what differs.
//   - Many machines: -shard K/N plays share K of N (whole set-ups, so pairs
//     stay together); referee table DIR ... merges the directories of all the
//     shards into the table one run gives. examples/arena
//     has a Kubernetes Indexed Job and a Slurm job array.
//
// TestTournamentSurvivesAKillAndSplitsIntoShards kills a tournament with
// SIGKILL halfway, starts it again, and compares its table with an
// uninterrupted run's (at another concurrency), then plays the same
// tournament as three shard processes and compares the merged table.
package arena
