// Command strength measures how strong the built-in bots are, seat by
// seat, with the referee's own games: for a game and two or more of its
// bots, it plays each pairing as a tournament of package
// protocol/arena (the same set-ups in every seating, so that the luck of
// a set-up cancels out, under the contest's clock), and prints for each
// pairing and each seat of its first bot the games, the mean points, the
// bot's share of the points with its 95% interval, and the games with a
// fault; then the rating list of all the bots (package
// protocol/arena/stats's maximum-likelihood Elo, as referee tournament
// prints it).
//
//	go run ./examples/strength -pairs 10 alquerque pvs search
//	go run ./examples/strength -gauntlet -pairs 10 ontherun evade cordon chase
//	go run ./examples/strength -pairs 2 -concurrency 2 -dir runs/s1 alquerque strongest pvs
//
// Usage:
//
//	strength [-pairs N] [-seed N] [-gauntlet] [-concurrency N] [-dir DIR] GAME BOT BOT ...
//
// Every two bots meet, the earlier one named first ("the bot"), or with
// -gauntlet the first with each other; in a game of more than two seats
// (block drop, Lang Wars) a pairing seats the bot against copies of the
// other in the other seats. Each pairing plays -pairs N set-ups (seeds
// -seed, -seed+1, …), each in every rotation of the seats, so the bot sits
// in each seat N times. A BOT is a built-in bot's name as the referee
// takes it after builtin:, strongest included.
//
// The share is what a bot author spars for: in a game of two seats, the
// bot's points over both players' points in each game (Alquerque 12-0, On
// The Run's 20 points split by the announcements, Amazes' discovery
// points); in one of more, the bot head to head against each opponent in
// each game, 1 when it scored more, 1/2 as many, as a tournament's table
// counts pairs of seats. The table gives its mean over the games with the
// 95% Student t interval of package stats (stats.Series): an interval of
// no width means that every game gave the same share, not certainty. The
// rating list counts the bot's games against its opponent only, by the
// rules' winner in a game of two seats and head to head in one of more
// (three head-to-heads a game in block drop and Lang Wars); the copies'
// games among themselves do not count.
//
// Bots that think with a fixed budget of work (pvs, planner, evade,
// montecarlo) play the same games from the same seeds on any machine, so
// each figure below comes back exactly from its command, unless a loaded
// machine pushes a bot over the contest's clock (the table counts faults,
// and a line after it names each). Bots on the clock (pvs-clock,
// strongest) play the contest's clock out and depend on the machine:
// measure them at -concurrency no higher than the idle CPUs. -dir DIR
// keeps each pairing's records in DIR/BOT-vs-OPPONENT, a tournament's
// directory that referee table, view and replay read; the same command
// started again plays only the games that are missing.
//
// # Figures
//
// Measured on the project's 2-core machine, shared with other work,
// -concurrency 1, budget bots:
//
//	FIGURES
package main
