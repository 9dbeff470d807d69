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
// games among themselves do not count.
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
// Measured on the project's 2-core machine while other work kept it busy
// (load average 7 to 9), -concurrency 1, budget bots, so that each line
// comes back exactly from its command (after go run ./examples/strength);
// the bot's share in each of its seats, games, and the 95% interval:
//
//	-pairs 10 alquerque pvs search                  pvs: white 90.0% of 10 (74.9-100), black 85.0% of 10 (67.7-100)
//	-pairs 20 amazes planner explore                planner: red 100% of 20, blue 100% of 20
//	-pairs 20 amazes planner planner                red 55.0% of 20 (31.1-78.9), blue 45.0% of 20 (21.1-68.9)
//	-gauntlet -pairs 10 ontherun evade cordon chase evade against chase: fugitive 85.0% of 10 (61.4-100),
//	                                                detectives 84.5% of 10 (75.3-93.7); against cordon, the
//	                                                same bot: fugitive 46.0% (16.3-75.7), detectives 54.0%
//	-pairs 5 blockdrop montecarlo hunter            montecarlo against 3 hunters: 80.0% of 20 (68.2-91.8);
//	                                                seats 0 to 3: 80, 100, 60, 80% of 5 each
//	-slack 3 -pairs 5 langwars montecarlo greedy    montecarlo against 3 greedy: 93.3% of 20 (86.9-99.7);
//	                                                seats 0 to 3: 100, 80, 93.3, 100% of 5 each
//
// Without -slack 3, one game of that Lang Wars series had a fault on the
// busy machine (four bots think at once there; seat 1 fell to 66.7%), and
// montecarlo's share to 90.0% (78.6-100): a budget bot's figure is the
// bot's own only while nothing faults.
//
// The strongest (builtin:strongest, the clock twins) against their budget
// twins, few games, on the same busy machine, where a bot on the clock
// gets a fraction of a CPU and so thinks less than it would alone: these
// say little yet, and want an idle machine:
//
//	-pairs 2 alquerque strongest pvs                62.5% of 4 (22.7-100); pvs-clock thinks up to 30 s a game
//	-pairs 20 amazes strongest planner              50.0% of 40 (33.8-66.2): red 55.0%, blue 45.0%
//	-pairs 10 ontherun strongest evade              fugitive 38.0% of 10 (6.9-69.1), detectives 69.5% (42.6-96.4)
//	-pairs 1 blockdrop strongest montecarlo         37.5% of 4 (24.2-50.8) against 3 montecarlo
//	-pairs 1 langwars strongest montecarlo          75.0% of 4 (24.2-100); in 2 games budget copies ran out of time
//
// The series took, in CPU time: Alquerque 129 s (20 games), Amazes 5 s
// (40), On The Run 9 s (40), block drop 76 s (20), Lang Wars 20 s (20).
package main
