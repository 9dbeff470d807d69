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
//   - rival is planner racing harder and striking a turn earlier (see
//     below), and rival-clock its twin on the wall clock, as planner-clock
//     is planner's.
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
// the map knows enough sight lines to tell from the next view where the
// turn ended: the bot never loses track of where it is. Other than that
// it walks only through openings it knows.
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
// maze a turn sooner. Rival is planner with two changes for that race:
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
//     turn early, where the next view places the bot.
//
// Strength, measured by TestRivalStrength (CONTESTGAMES_STRENGTH=1): 100
// mazes of the referee's set-ups from seed 30000, each played twice with
// the seats swapped, so 100 games in each seat; the share is the rival's
// points over both players' points, with a 95% interval:
//
//	against planner, Red:  62.8% ± 12.4 (50 games won of 100)
//	against planner, Blue: 49.8% ± 11.9 (47 won)
//	against explore, Red and Blue: 100% (82 won of 100 in each seat, the
//	  rest 0 to 0: sudden death with no points to double)
//
// On 100 other mazes, from seed 20000, against planner: 64.3% ± 11.7 as
// Red (48 won), 45.4% ± 12.2 as Blue (39 won).
//
// rival-clock, in TestRivalClockSeries with AMAZES_MAZES=20 (20 games a
// seat against planner): 55.7% ± 29 as Red, 48.0% ± 30 as Blue, thinking
// at most 0.3 seconds in a game: its beam of 64 squares is reached long
// before its share of the clock.
//
// Through the referee (go run ./examples/strength -slack 3 -pairs 50
// amazes rival planner explore, 50 mazes from seed 1), rival took 62.0%
// (48.7-75.3) as Red and 41.0% (27.9-54.1) as Blue against planner, whose
// share against itself there is 53% as Red and 47% as Blue: so
// builtin:strongest is rival-clock as Red and planner-clock as Blue.
//
// That is short of 60% in each seat, the aim: against planner, rival wins
// about as many games as it loses; as Red, which wins a tie in the race,
// it takes more points than planner, and as Blue no more (variants of
// rival that measured the same within the noise gave 54% to 65% as Red
// and 45% to 55% as Blue in series of 100 mazes). TestRivalStrength holds
// floors under the measured shares, to catch a regression. What
// was tried and measured no better, each in series of 60 to 200 games:
// evading a hunter (ending turns where the opponent's belief of the bot,
// as modelled from its distance line, is weakest, once the opponent may
// have completed the maze: it slows the bot's own race more than it
// delays the catch, even when told exactly when the opponent completes);
// shadowing the opponent (ending on its square whenever the belief is
// sure of it, which hits 7 times in 10 and keeps the 100 points coming,
// but loses the race); chasing the 100 points harder; and a wider beam
// or other weights of the plan.
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
package bots
