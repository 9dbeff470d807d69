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
//     default bots are never the clock twins. The descriptor's
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
// referee; see README.md.
package games
