// Package league runs a league that never ends: bots are added, as
// versions named by their content, while it plays; it plays them
// against each other in game pairs, as a tournament does, favouring the
// versions with the fewest games; and it rates every version on one
// logistic Elo scale with 95% intervals, over all its games. Its state is
// a directory: a judge author embeds the package, and the referee
// program's "referee league" commands are thin over it.
//
//	league.Init(dir, league.NewSettings("alquerque"))
//	l, err := league.Open(dir, bots.Game())
//	...
//	l.Add("mine", "./mybot")            // a program file, copied in: a version
//	l.Add("base", "builtin:search")     // a built-in bot of the game
//	go l.Run(ctx)                       // plays until ctx ends
//	s, err := l.Standings()             // at any time, from another process too
//	fmt.Print(s)
//
// # The directory
//
// A league's directory holds league.json (its [Settings]: the game, its
// options and clock, how many games at once, the programs' memory limit
// and sandbox, on by default), versions/NAME/ID/ for each version (its
// version.json and its program, a copy, immutable), versions/NAME/current
// (the ID of the version of NAME that plays, empty once retired),
// games/KEY.jsonl (the record of every game, an ordinary record that
// "referee replay" and "referee view" read) and league.db, a SQLite
// database (through the pure-Go modernc.org/sqlite: no C compiler) in WAL
// mode, so that "league show" and "league add" work while "league run"
// plays. Its tables:
//
//	versions (seq, name, id, runs, added, active)       every version, in the order added
//	games    (key, pairing, setup, rotation, seating, seed, status)   every game chosen: playing or done
//	results  (key, ended, result, digest)               the result of every game done, in JSON
//
// The files are the truth and the database their index: [Rebuild] makes
// it again from the version directories and the records alone.
// Package live serves its live page, updated as games end ("referee league
// run DIR -http ADDR"): the leaderboard, the ratings over time, each bot's
// page and each game's replay; live.WritePages writes the same pages to
// publish, without what is private to an entrant ("referee league pages
// DIR").
//
// # Versions
//
// [League.Add] makes a version of a name from a program file (copied into
// the league), a source file, or a built-in bot. A source is built by the
// league's [Profile] for its extension (C, C++, Go, Python and Java by
// default, each a build and a run command the organiser may change in
// league.json), as a [program.Job]: in the sandbox, under limits of time
// and memory, in a directory of its own, what it made then copied into the
// version's directory without following a link; its log is kept there, as
// build.log, and a build that fails refuses the version. its ID is the first 12 hex digits of the
// SHA-256 of the program's bytes (or of "builtin:BOT"). Adding the same
// bytes under the same name again does nothing, and says so; other bytes
// make a new version, which plays in place of the older ones, which stay
// listed, retired, with their games. A program's new version enters only
// once it has played a smoke game in each seat against a built-in bot
// (Settings.SmokeBot, random by default) without a fault; one that
// faulted is kept, refused, with the records of its smoke games beside
// its program, and never plays ([RefusedError]). [League.Retire] stops a
// name from playing. Both work while another process runs the league: Run reads
// the versions that play from the database before choosing each game.
//
// # Scheduling
//
// A game is a set-up of a pairing in one seating: its key, such as
// "ann@266c9de2d73e,bob@4d0e1f2a3b4c.s3.r1", names the pairing's
// versions, the set-up (its seed is the settings' Seed plus the set-up's
// index, the same in every pairing) and the rotation of the seats. Each
// set-up is played in every rotation, both seatings in a 2-player game,
// four in a 4-player game, so that the luck of the set-up cancels out.
// The next pairing has the version with the fewest games, then each time
// the version that has met those chosen the least and has the fewest
// games; its set-up is the first it has not begun. The choice counts
// games chosen, never results: the interval of a rating narrows as one
// over the root of its games, so the fewest games are the widest
// intervals; and the games chosen do not depend on the order games end
// in, so a league killed and started again plays the same games, with the
// same seeds and seats, as an unkilled one.
//
// # Duels
//
// [League.RunDuel] tests a candidate as OpenBench tests a change: the
// version of a [Duel]'s Candidate meets the Best strongest other versions
// (by the rating list when it starts), and only them, in game pairs,
// until its SPRT (package stats) decides whether it is better. Its game
// pairs are counted from the store, so a duel killed and run again goes
// on where it stood; its games are the league's. "referee league run DIR
// -vs NAME" runs one.
//
// # Competitions
//
// [League.Compete] plays a contest as CodeCup ran its own, from the same
// folder: the versions that play when it starts, frozen, meet in Swiss
// rounds, then the best play a double all-play-all final ([Competition]).
// Its games are the league's, with keys and seeds of their own; its page
// is compete/NAME/index.html. A stage's games may be played by many
// machines at once ([PlayShard], [Competition.Merge]): "referee league
// compete DIR -shard K/N" and "-merge", which examples/arena runs as a
// Kubernetes Indexed Job or a Slurm array.
//
// # Entrants
//
// [League.Token] makes the secret token of an entrant, of which only the
// hash is kept (tokens.json). With it, on the live page of package live,
// a stranger uploads sources of their own bot, which are built and
// smoke-tested in the sandbox, retires it, and alone reads its build logs
// and its programs' standard error.
//
// # A kill at any moment
//
// A game's record is written to games/KEY.jsonl.tmp, synced and renamed,
// and only then is its result committed to the database, keyed by KEY:
// a game is counted once, or not at all. (Games that end close together,
// up to 16 within 20 ms, commit in one transaction, for a league of quick
// games.) Killed (even with SIGKILL), a
// league loses the games in flight: started again, Run forgets the games
// marked playing, imports any record whose result did not reach the
// database, and plays first the seatings missing from set-ups begun.
// TestKilledLeagueEqualsUnkilled (in examples/referee) kills "referee
// league run" at random moments and compares with an unkilled run.
package league
