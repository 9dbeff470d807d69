// Package bots holds built-in players for Amazes, as [games.Bot] values
// that read and write exactly the lines a contest program would:
//
//   - random writes 1 to 8 letters drawn uniformly from F, L, R and T each
//     turn, without looking at anything;
//   - explore keeps an [amazes.Map], walks through known openings to the
//     nearest square with a side it has not seen, and goes for the
//     opponent when the distance line says the chase pays: always once it
//     has discovered all 625 squares (sudden death), and for the 100
//     points when few squares lie at that distance within reach;
//   - planner races to discover the whole maze, planning each turn two
//     turns ahead, and tracks the opponent with a belief of where it
//     stands, to end the game by sudden death the turn it has seen every
//     square;
//   - planner-clock is planner thinking on the wall clock: as many plans a
//     turn as fit in its share of the contest's 30 seconds;
//   - rival is planner racing harder and striking a turn earlier, and as
//     Blue keeping clear of where the opponent will look for it (see
//     below), and rival-clock its twin on the wall clock, as planner-clock
//     is planner's.
//
// Start one with [New] or the constructors, and seat it with a runner such
// as package protocol, or drive it by hand:
//
//	b := bots.NewPlanner(8, 0, 1)
//	for _, line := range viewLines {
//		for _, out := range b.Hear(line) {
//			fmt.Println(out) // the bot's turn
//		}
//	}
//
// # How planner plays
//
// Amazes is decided by sudden death: the player that has discovered all
// 625 squares and ends a turn on its opponent's square doubles its points
// and leaves the opponent none. Points before that matter only through the
// doubling, and the score stops at 1000, so points beyond 500 are worth
// nothing to the winner. Planner therefore races: it spends letters freely
// (a tenth of a square each, a fifth while its points are short of 200, so
// that a sudden death leaves it points to double) to discover the maze in
// as few turns as it can, and goes for the 100 points of a catch on the
// way only where that costs the race little.
//
// Each turn it searches its [amazes.Map] breadth-first through the
// openings it knows, and scores every square it can walk to by the new
// squares the view from there is expected to show: along each of the four
// sight lines and through the side openings, each square counted with the
// chance that every side in the way is open (known openings certainly,
// sides not yet seen three times in five). A square is worth more the
// smaller the pocket of undiscovered squares it lies in: a pocket left
// behind costs a turn of its own at the end, when the race is decided, so
// the bot clears pockets on its way. It takes the best few of those
// squares (8 for planner, up to 64 for planner-clock), and for each plans
// the turn after too: the best such square from there, with what the
// first view will likely have shown already discounted. It walks to the
// square with the best sum, the second turn weighted a half.
//
// Walking through a square discovers it, so once there the bot may add up
// to four side trips to the turn: from a square it can reach through
// known openings, a step through a side it has not seen into a square not
// yet discovered that the coming view will likely not show (a pocket's
// square above all), and back the same way. A wall stops the rest of the
// turn where the bot stands, so a trip is taken only if what it likely
// discovers outweighs its letters and the view likely lost, and only if
// the next view will tell where the turn ended ([amazes.Map.SureAfter]):
// the bot never loses track of where it is. Other than that it walks only
// through openings it knows.
//
// The distance line says how far the opponent stands, not where. Planner
// keeps a belief, a chance for each square: the opponent stands on a square
// of the maze at that distance, and walked there from where the belief had
// it a turn before, a short walk more likely than a long one (six steps on
// average, through every side not known as a wall). A square where the
// bot ended a turn without ending the game is not where the opponent
// stood. Once it has discovered every square it walks, each turn, to the
// likeliest square of the belief; in series against explore that ends the
// game the turn the maze is complete, or the next, in most games. Before
// that, while its own points (as it can estimate them) are short of 500,
// the plan counts a square the opponent may stand on as three squares
// more, times the chance.
//
// planner plays the same game for the same seed on any machine, well inside
// the contest's clock (about a millisecond a turn). planner-clock plans to
// use at most 60% of the 30 seconds, spread over the turns left; it stops
// planning a turn when that turn's share is spent, having always planned
// at least one square.
//
// # How rival plays, and how strong it is
//
// Between two planners the game is a race: the first to have discovered
// all 625 squares ends the game, nearly always in that very turn, because
// its belief knows where the other stands (in series of planner against
// planner, the catch came less than a turn after the maze was complete,
// on average). Points matter only as what the winner doubles, and Red
// wins a tie in the race, since it moves first: Blue must complete the
// maze a turn sooner. Rival is planner with three changes for that race:
//
//   - It spends letters at the race's rate from the first turn, side trips
//     included, where planner saves them while its points are short of
//     200. Alone in a maze (against random, 40 mazes) that completes the
//     maze about two turns sooner, for about 200 points fewer.
//   - It strikes: when at most 8 squares are left to discover and the map
//     knows the maze's extent, it plans a walk into each of them (in and
//     back out, through the pocket each opens into) and on to the square
//     where its belief puts the opponent. The jury credits the squares a
//     turn walks through before it looks at where the turn ended, so that
//     is sudden death a turn before the view would have completed the
//     maze. It strikes when the chance that every side walked through is
//     open (three in five each, unless known) times the belief's chance
//     for the square is at least a fifth; a wall on the way only ends the
//     turn early, where the next view places the bot. It strikes only if
//     that view will tell where the strike ended, as side trips do.
//   - It clears fewer small pockets on its way: a pocket's weight is 6
//     squares spread over its squares, not planner's 8, which was tuned
//     against explore. A bot that races from the first turn does better
//     with less in both seats: as Blue it wins more races, as Red fewer
//     of its wins are 0 to 0 (see MEASUREMENTS.md).
//
// As Blue (it knows its seat: only Red is sent "Start") rival plays
// against the opponent's belief of it too. Its mirror models that belief
// as a planner holds it: the opponent hears the squared distance from
// where the bot's own belief puts it, and weighs each square at that
// distance by the walk from where it believed the bot stood before. Each
// square the plan may end the turn on costs two squares times the chance
// that the opponent will take the bot to stand there, the square the
// opponent stands on excepted (it cannot end a turn where it started).
// Blue also values a catch at four squares times the chance, not three,
// and strikes only at a chance of two fifths. But in the last 30 squares
// it has to discover, Blue only races: its plan gives a catch no value
// there, for a turn ended on the opponent's square is a turn lost in the
// race, and Red wins a tie. And while the estimate of its points is 200
// or more, Blue's plan takes a side it has not seen to be open seven
// times in ten, not three in five: hoping for more from each view, it
// goes further for it, and wins more of the race than the letters cost
// it; short of 200 points it hopes as planner does, so that its wins
// keep points to double.
//
// In either seat, once rival has discovered every square, its hunt also
// guesses what the opponent has not discovered: a planner that has not
// completed ends its turns where its view promises squares it has not
// seen, so of the squares at the heard distance it most likely stands on
// one that looks into such ground. The views the opponent had are not
// told, so a tracker keeps the bot's belief of every turn, weighs each
// turn's squares again by
// the distances heard since (the opponent walked from one of them to where
// those put it: a backward pass over the turns, with the belief's walk),
// and takes the opponent to have seen the view from each with that
// chance; the hunt weighs each square of the belief by one plus the
// squares its view shows, each counted with the square of the chance that
// the opponent has not seen it.
//
// Through the referee (go run ./examples/strength -slack 3 -pairs 1000
// -concurrency 2 amazes rival planner planner, 1000 mazes from seed 1,
// about 7 minutes on two cores), rival takes 62.6% (59.7-65.4) as Red and
// 63.5% (60.7-66.3) as Blue against planner, whose share against itself on
// the same mazes is 52.1% as Red and 47.9% as Blue. Paired maze by maze,
// rival in a seat takes 10.4 ± 3.6 points of share more than planner in it
// as Red, and 15.6 ± 3.6 more as Blue: so builtin:strongest is rival-clock
// in both seats. On the next three thousands (-seed 1001, -seed 2001 and
// -seed 3001, rival planner) rival takes 63.6%, 64.2% and 64.5% as Red
// and 60.9%, 62.5% and 60.4% as Blue (each within about 2.8 points): over
// the 4000 mazes, 63.7% ± 1.4 as Red and 61.8% ± 1.4 as Blue. (Over the
// first 200 mazes from seed 1, -pairs 200, rival took 55.7% and 54.8%
// before its Red hunted with the tracker, and planner 48.7% and 51.3%: a
// seat's share moves by several points with the mazes, and two hundred
// were too few to tell rival's Blue from planner's.) The referee's share
// is the mean of each game's share, and a game of Amazes nearly always
// ends by sudden death, all the points to the winner: that share is about
// the games won.
//
// Both seats reach 60%, the aim, on every thousand mazes, and clear it
// over the four. The race decides the games: in series
// against planner, whoever first discovers all 625 squares wins nine games
// in ten, and the first is ahead by anything from one square to fifty (up
// to fifteen turns: the last hundred squares take thirty turns, three a
// turn, in pockets behind sides not yet seen), so a turn saved at the end
// turns few games. The points are made of catches as much as of squares:
// each bot ends about three turns a game on the other's square,
// for 100 points each, mostly in runs where both explore the same pocket
// and the one that comes second lands where the other stood; a bot that
// completes the maze with few catches has spent more letters than its
// squares brought, and its sudden death wins it nothing to double (0 to
// 0, a half: 13.0% of rival's games as Blue, 10.1% as Red, on the first
// 1000 mazes).
// TestRivalStrength holds floors under the measured shares, to catch a
// regression.
//
// # Measurements
//
// The figures behind these choices, the benchmarks that count how games
// end (BenchmarkBlueRace, BenchmarkRedRace, BenchmarkBlueHunt,
// BenchmarkRivalEndgame) with the commands that run them, and every change
// measured no better, with its paired figures, are in MEASUREMENTS.md
// beside this file.
package bots
