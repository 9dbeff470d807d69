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
// Every game package has the same shape: a small value type for the game
// state (copying it clones it), a move type with the contest's notation and a
// parser, move generation that appends into the caller's buffer, a checked
// Play next to an unchecked fast path, the contest's end and score, and a
// Referee that speaks the contest's dialogue.
//
// This package holds only what the games share: the [Referee] contract, by
// which a game's rules drive a match as a pure state machine, and the small
// types around it ([Step], [Clock], [Result], [Bot]). It imports nothing but
// the standard library, so a bot that imports one game package pulls in no
// process or I/O code. Package [github.com/contestgames/games/protocol] runs
// any Referee against programs or Go bots, with the contests' clocks, and
// records the match; its protocoltest checks a Referee in many matches.
//
// To start, read the Alquerque package: its Example plays a game in a few
// lines. The examples directory holds runnable programs, among them the
// referee; see README.md.
package games
