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
//	strength [-pairs N] [-seed N] [-gauntlet] [-slack N] [-concurrency N] [-dir DIR] GAME BOT BOT ...
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
// games among themselves do not count, nor those of a bot named twice
// against itself (below).
//
// Two bots that met the same opponent are also compared pair by pair, as
// OpenBench and fastchess pair their games: for each seat, a "paired"
// line gives the first bot's share less the second's, set-up by set-up,
// with its 95% interval, and how many of those games were the same game
// move for move. The set-up's luck cancels out of each difference, so
// where the set-up decides much of a game the interval is narrower than
// the two shares' apart (Amazes below: ± 3.7 paired, about ± 4.1 apart).
// To set a new bot
// against an old one, name the old one twice: "newbot oldbot oldbot"
// plays newbot against oldbot and oldbot against itself (a pairing named
// twice is played once), and the paired lines say by how much newbot
// does better than oldbot, seat by seat, on the same set-ups against the
// same opponent.
//
// Bots that think with a fixed budget of work (pvs, planner, evade,
// montecarlo) play the same games from the same seeds on any machine, so
// each figure below comes back exactly from its command, unless a loaded
// machine pushes a bot over the contest's clock (the table counts faults,
// and a line after it names each): -slack N gives every player N times
// the contest's clock, so that a budget bot plays its own games there
// too. Bots on the clock (pvs-clock,
// strongest) play the contest's clock out and depend on the machine:
// measure them at -concurrency no higher than the idle CPUs. -dir DIR
// keeps each pairing's records in DIR/BOT-vs-OPPONENT, a tournament's
// directory that referee table, view and replay read; the same command
// started again plays only the games that are missing.
//
// # Figures
//
// Measured on the project's 2-core machine, budget bots, -slack 3, so that
// each line comes back exactly from its command (after go run
// ./examples/strength -slack 3); the bot's share in each of its seats,
// games, and the 95% interval:
//
//	-pairs 40 alquerque pvs search                  pvs: white 91.6% of 40 (85.7-97.5), black 85.1% of 40 (77.7-92.5)
//	-pairs 1000 amazes rival planner planner        rival against planner: red 62.6% of 1000 (59.7-65.4),
//	                                                blue 63.5% of 1000 (60.7-66.3); planner against
//	                                                itself: red 52.1% (49.1-55.1), blue 47.9%
//	                                                (44.9-50.9); paired, rival less planner: red
//	                                                +10.4 ± 3.6, blue +15.6 ± 3.6 (about 7 minutes
//	                                                with -concurrency 2)
//	-pairs 50 amazes rival planner explore          rival against explore 95.0% and 95.0%; against
//	                                                planner on these 50 mazes red 64.0%, blue 61.0%
//	-gauntlet -pairs 50 ontherun shadow evade chase shadow against evade: fugitive 89.6% of 50 (82.0-97.2)
//	                                                (against cordon's detectives, evade's other role),
//	                                                detectives 60.3% of 50 (49.3-71.3); against chase:
//	                                                fugitive 93.8%, detectives 86.5%
//	-pairs 20 blockdrop montecarlo hunter           montecarlo against 3 hunters, seats 0 to 3: 90.0, 90.0,
//	                                                70.0, 80.0% of 20 each; 82.5% of 80 (77.2-87.8)
//	-pairs 20 langwars montecarlo greedy            montecarlo against 3 greedy, seats 0 to 3: 99.2, 90.8,
//	                                                92.5, 96.7% of 20 each; 94.8% of 80 (92.2-97.4)
//
// From these, builtin:strongest is the clock twin of pvs, montecarlo,
// rival (Amazes, both seats), and cordon (detectives) and shadow
// (fugitive).
//
// The clock twins against their budget twins want an idle machine (a bot
// on the clock thinks less on a busy one); on this one, with other work
// beside, few games said little: pvs-clock against pvs 62.5% of 4
// (22.7-100), and montecarlo-clock in block drop 37.5% of 4, in Lang Wars
// 75.0% of 4, where in 2 games budget copies ran out of their time.
//
// The series of -pairs 40 in Alquerque took about 8 minutes of CPU; the
// others a few minutes or less.
package main
