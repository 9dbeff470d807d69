// Package bots holds built-in players for On The Run, as [games.Bot]
// values that read and write exactly the lines a contest program would.
// Each plays either role: it learns which from its first line, "Fugitive"
// or "Detectives".
//
//   - random plays legal moves drawn at random: the detectives start on
//     random cities from which they can move, and each turn every
//     detective picks a random city one connection away that no other has
//     picked; the fugitive starts on a random free city and picks
//     uniformly among all its moves, by any transport, even onto a
//     detective.
//   - chase, with the detectives, closes in on the suspects: it keeps the
//     detectives' view ([ontherun.DetectivesView]) and, on top of the
//     exact set of cities where the fugitive can be, a weight for each,
//     the chance that a fugitive moving at random is there. Each turn it
//     moves the detectives to catch as much weight as it can now, and
//     otherwise to bring the weighted suspects as close as it can to the
//     nearest detective.
//   - flee, with the fugitive, keeps away from the detectives: it starts
//     as far from them as it can, and each turn moves where the nearest
//     detective is furthest away (at least two moves, if it can), with as
//     many ways on from there as it can find, avoiding a detective's city.
//
// Chase and flee are the same bot under two names: with the detectives it
// plays chase, with the fugitive flee, so that a command line names what
// it means to watch ("builtin:flee builtin:chase").
//
// A bot needs the game's map, as a contest program reads connect.txt
// itself. A host makes bots by name with [Game] or [New], which read the
// map from the match's "map" option; a Go program that has the *Map at
// hand calls the constructors, and seats the bot with a runner such as
// package protocol, or drives it by hand:
//
//	b := bots.NewChase(m, 1)
//	for _, out := range b.Hear("Detectives") {
//		fmt.Println(out) // the four start cities
//	}
//
// A bot stops answering after "Quit", after its last move of turn 50, and
// after a line it cannot follow (a program would stop there too); it
// never writes an illegal move into a game it follows.
package bots
