// Package langwars holds the rules of Lang Wars as played in
// JavaChallenge 2014: the attention degrees drawn from a game's seed as
// the organisers' engine drew them, the game as a small value, the exact
// score, the messages each player is sent and the replies it writes, a
// [Referee] that runs the contest's dialogue, and [Beliefs] that let a bot
// bound what its rivals hide. It is pure (no I/O, no global state) and its
// hot paths allocate nothing.
//
// Start a game from its set-up, the organisers' one for a seed, and play
// the four players' picks of each turn at once:
//
//	s, err := langwars.NewState(langwars.RandomSetup(seed))
//	if err != nil { ... }
//	for !s.Over() {
//		var picks [langwars.Players]langwars.Picks
//		for p := range langwars.Players {
//			v := s.View(p)         // what player p is told
//			picks[p] = choose(&v)  // how many times it picks each language
//		}
//		if err := s.Play(picks); err != nil { ... }
//	}
//	fmt.Println(s.Score(), s.Winner())
//
// A bot reads the jury's lines with a [Reader] and keeps [Beliefs]; its
// picks are a [Picks], written with [Picks.String]. Built-in bots are in
// package github.com/contestgames/games/langwars/bots.
//
// A match with programs or bots is run by a [Referee], made with
// [NewReferee] from a [Setup]; [Game] describes the game to a host such as
// the referee program, whose "attention" option sets the degrees.
//
// # The game
//
// Four players compete for the believers of eight programming languages,
// numbered 0 to 7. Each language has an attention degree from 3 to 6,
// drawn at the start and known to all ([Attention]). The game lasts ten
// turns. Odd turns are workdays, on which every player picks languages
// five times; even turns are holidays, with two picks each. The players
// pick at the same time, without seeing each other's picks of the turn.
// Every pick wins the player one believer of the language picked; a player
// may pick the same language several times, and picks of the same language
// by different players do not interfere. In which order a player lists its
// picks does not matter, so a turn's picks are just how many times each
// language was picked ([Picks]).
//
// What becomes known: a workday's picks are revealed to everybody, player
// by player. A holiday's picks are not: each player knows its own, and on
// the next workday everybody learns only how many times each language was
// picked in the holiday by the four together. The picks of the last
// holiday, turn 10, are never shown to anyone.
//
// After the tenth turn the real believers (workdays and holidays together)
// decide. For each language of attention degree A, the players with the
// most believers share +A victory points equally, and the players with the
// fewest share -A. When all four have the same number, each gains A/4 and
// loses A/4, which is nothing. The player with the most victory points
// wins; when the best total is shared, the game is a draw. The points of
// the four always sum to zero.
//
// Shares of 3, 4, 5 or 6 points among 1 to 4 players are whole numbers of
// 24ths, so this package counts [Points] in 24ths: totals are exact, and
// equal totals compare equal, as floating-point sums of thirds would not
// ([State.Score], [Award], [State.Winner]). The game always ends after
// the tenth turn ([State.End] is then [TenTurns]).
//
// # Attention degrees
//
// The organisers' engine drew the eight degrees, language 0 first, each as
// 3 plus the top two bits of the next 32-bit output of a Mersenne Twister
// (MT19937) seeded with init_genrand(seed mod 2^32). [RandomSetup] does
// the same, so that a seed gives the official game: seed 0 gives 5 5 5 6
// 5 6 5 6, seed 1 gives 4 6 5 6 3 3 4 6. The engine's seeds were Java
// longs; a negative one is the uint64 of the same bits (-1 is
// 18446744073709551615, the same game as 4294967295).
//
// # The dialogue
//
// Every program first writes READY. Once all four have, each is sent the
// settings, once ([AppendSettings]):
//
//	10 4 8            turns, players, languages
//	A0 A1 ... A7      the attention degrees
//
// and then, at the start of every turn, a turn message ([State.View],
// [View.AppendText]):
//
//	T D               the turn, 1 to 10, and W (workday) or H (holiday)
//	B0 B1 B2 B3       8 lines, one per language: the revealed believers,
//	                  the receiving player's own column first, then the
//	                  three others in ascending player order
//	R0 R1 ... R7      the player's own real believers, holidays included
//	P0 P1 ... P7      on workdays only: how many times each language was
//	                  picked by all four in the turn before (zeros on turn 1)
//
// A program never learns its own player number. It answers each turn with
// one line: its five (workday) or two (holiday) languages separated by
// spaces, such as "0 3 3 7 1". After the tenth turn nothing more is sent.
//
// The contest's server read replies leniently, and so does [ReadReply]: it
// trims the characters up to U+0020 from both ends (control characters
// too, but not DEL), splits the rest at single spaces (two spaces make an
// empty token), and reads the first five or two tokens, each an optional
// sign and decimal digits within 32 bits ("+3" is 3, "007" is 7, "-0" is
// 0); a token that is missing, empty, anything else ("3x", "1.5", "0x3")
// or outside 0 to 7 is language 0. Lines end at LF, CR or CRLF, and each
// line is one turn's reply: a program that writes two lines in a turn has
// written its next turn's reply too. Time: 5 seconds to write READY, 1
// second per turn for the reply ([DefaultClock]). A program that runs out
// of time is stopped, and a program that ends stops too; either way it
// picks language 0 in every later turn (and in the turn it failed in),
// keeps its believers, and is scored like the others.
//
// # Choices
//
// RULINGS.md, in this package, settles the rule page's open points,
// and the four reference games of testdata/games, made by the organisers'
// engine, replay exactly: every byte each player read, the attention
// degrees, the final victory points. Where neither says, this package
// chooses (RULINGS.md lists these too, marked "our choice"):
//
//   - (choice) READY is recognised in any letter case once the characters
//     up to U+0020 are trimmed from both ends, as a reply is: " ready\r"
//     is READY, "READY!" is not (and is ignored, as any line before READY
//     is) ([IsReady]).
//   - (choice) A reply's digits are ASCII digits. Java's Integer.parseInt,
//     which the engine most likely used, also takes other Unicode decimal
//     digits (such as the fullwidth '３'); whether they reached it depends
//     on how the engine decoded its input, which no source says. Here such
//     a token is language 0.
//   - (choice) Nothing is sent before all four players have written READY
//     or failed; then everybody gets the settings and the first turn
//     message at once. A program that never writes READY within the time
//     is stopped, is sent nothing, and picks language 0 throughout.
//   - (choice) A line longer than the runner accepts (see package
//     protocol) stops the program like a timeout: language 0 from then on.
//     The engine had no such limit; the runner needs one.
//   - (choice) The [github.com/contestgames/games.Result] reports the first failure (timeout, end,
//     line too long) as its Fault, though the game goes on and the failed
//     player is scored; its scores are the victory points as float64, the
//     nearest to the exact 24ths (the engine printed the same figures).
//
// # Values and speed
//
// A [State] is a value of 114 bytes without pointers: copy it to keep it,
// compare it with ==. [State.PlayTurn], [State.Score], [State.View],
// [View.AppendText], [ParseView], [ReadReply] and [Beliefs.Observe]
// allocate nothing. On one core of the project's machine (a virtual AMD
// EPYC of the Turin generation, shared, Go 1.26), a whole game between
// four random bots, each shown its view and choosing its picks every turn,
// and the final score, takes 1.5 to 1.9 µs (BenchmarkGame); a turn's Play
// about 13 ns, a view about 25 ns and its text about 0.2 µs, the score
// about 0.1 µs, and reading a reply about 45 ns.
package langwars
