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
// race, and Red wins a tie.
//
// Once Blue has discovered every square, its hunt also guesses what the
// opponent has not discovered: a planner that has not completed ends its
// turns where its view promises squares it has not seen, so of the
// squares at the heard distance it most likely stands on one that looks
// into such ground. The views the opponent had are not told, so a tracker
// keeps Blue's belief of every turn, weighs each turn's squares again by
// the distances heard since (the opponent walked from one of them to where
// those put it: a backward pass over the turns, with the belief's walk),
// and takes the opponent to have seen the view from each with that
// chance; the hunt weighs each square of the belief by one plus the
// squares its view shows, each counted with the square of the chance that
// the opponent has not seen it.
//
// Through the referee (go run ./examples/strength -slack 3 -pairs 200
// amazes rival planner, 200 mazes from seed 1, 95 s), rival takes 55.7%
// (49.4-62.1) as Red and 54.8% (48.0-61.5) as Blue against planner (54.0%
// before the tracker looked back, measured below), whose
// share against itself there (-pairs 200 amazes planner planner) is 48.7%
// as Red and 51.3% as Blue: so builtin:strongest is rival-clock as Red,
// and stays planner-clock as Blue, where rival is no better within the
// noise. On the first 50 of those mazes (-pairs 50), which README showed
// before, rival took 62.0% as Red, and as Blue 43.0% before the race in
// the last 30 squares, 51.0% with it and 53.0% with the hunt's tracker
// (measured below); from seed 51 (-seed 51), 54.0% and 58.0%, Red's games
// unchanged (48.0% there). The referee's share is the mean of each game's
// share, and a game of Amazes nearly always ends by sudden death, all the
// points to the winner: that share is about the games won.
//
// That is short of 60% in each seat, the aim: as Blue, rival wins about
// as many games as it loses, and the race decides them. In series against
// planner, whoever first discovers all 625 squares wins nine games in
// ten, and the first is ahead by anything from one square to fifty (up to
// fifteen turns: the last hundred squares take thirty turns, three a
// turn, in pockets behind sides not yet seen), so a turn saved at the end
// turns few games. The points are made of catches as much as of squares:
// each bot ends about three turns a game on the other's square, for 100
// points each, mostly in runs where both explore the same pocket and the
// one that comes second lands where the other stood. TestRivalStrength
// holds floors under the measured shares, to catch a regression.
//
// # Measurements, and what was tried
//
// Strength, measured by TestRivalStrength (CONTESTGAMES_STRENGTH=1;
// AMAZES_FROM picks the first maze): 100 mazes of the referee's set-ups
// from seed 30000, each played twice with the seats swapped, so 100 games
// in each seat; the share is the rival's points over both players'
// points, with a 95% interval:
//
//	against planner, Red:  62.8% ± 12.4 (50 games won of 100)
//	against planner, Blue: 45.9% ± 11.8 (44 won)
//	against explore, Red and Blue: 100% (82 and 84 won of 100, the rest
//	  0 to 0: sudden death with no points to double)
//
// On 100 other mazes, from seed 20000, against planner: 64.3% ± 11.7 as
// Red (48 won), 60.6% ± 11.4 as Blue (55 won). Before Blue raced in the
// last 30 squares (above), Blue took 48.0% ± 11.6 (43 won) and 56.4% ±
// 11.3 (52 won) there: the points' share of a hundred games moves by
// several points either way with a handful of games, and the mean of each
// game's share, the referee's, rose on both (46.0% to 48.5%, 54.5% to
// 59.0%). Red plays as before. Over 500 mazes (from seeds 20000, 30000,
// 40000, 50000 and 60000) the Blue of the rival before the mirror took
// 49.8% of the points (226 games won) and the one with it 55.8% (242 won;
// 50.4% to 60.6% by a bootstrap over the mazes), a gain of 6.0 points
// whose 95% interval, paired by maze, runs from -0.5 to 12.4. It comes
// from the points of its wins more than from more wins: 35 games ended 0
// to 0 (a win by sudden death with no points to double) where there were
// 72. The mean of each game's share, which counts those as halves, did not
// move (52.4% before, 51.9% now). Nor does the mirror foresee the catches
// well: whatever chance it gives the bot's square, the opponent ends its
// next turn there 1 to 6 times in 100.
//
// How Blue loses, on 100 mazes from seed 30000 before the race in the last
// 30 squares: 51 of the games it did not win ended after Red had completed
// the maze, and Red caught Blue 0.98 turns after completing, on average
// (at once in about six games of ten). In 11 of them Blue had completed
// first, but its hunt missed (right about six times in ten a turn: the
// squares at the distance are few, two to four, and the walk from where it
// stood tells them apart badly); in 21, Blue would have completed 0 to 2
// turns after Red (played on with Red standing still), and in the rest
// later. BenchmarkBlueRace counts those ends (go test ./amazes/bots -run
// '^$' -bench BlueRace -benchtime 1x; AMAZES_MAZES=100 AMAZES_FROM=30000
// for these mazes): with the race in the last 30 squares below, Red
// completes first in 43 games of 100, not 49, and catches Blue 0.66 turns
// after, not 1.07; but Blue loses 15 games it completed first, not 11, its
// hunt missing, and wins 44, not 43. The hunt is where Blue loses most
// now. The race in the last 30 squares is the one change that measured
// better, in paired series of rival as Blue against planner (the Blue
// games of TestRivalStrength with AMAZES_MAZES=200; the mean of each
// game's share, as the referee counts it): on 200 mazes from seed 20000,
// 50.7% to 57.8% (+7.0 ± 3.9, the points' share 53.4% to 61.5%), on 200
// from seed 30000, 47.8% to 52.2% (+4.5 ± 4.2, the points' share 48.8% to
// 51.1%), on 200 from seed 40000, 45.8% to 53.2% (+7.5 ± 4.4, the points'
// share 46.7% to 54.9%; 79 games won to 93). Racing from 15 squares left
// gave +2.8 ± 2.7, from 45, 60 or 100, no more than from 30; as Red it
// gave +1.5 ± 2.9, so Red plays as before. On top of it, each no better in
// the same 200 mazes from seed 20000: a catch worth 2 or 6 squares before
// the race (-10.5 ± 6.3, -4.2 ± 6.5) or 10 in it (-20.2 ± 6.8, before the
// race was kept); keeping clear of the opponent's look harder in the race
// (5 squares: -5.2 ± 3.9) or not at all (-0.8 ± 3.8); hunting only below
// 300 points (-0.5 ± 4.1); letters worth 0.05 or 0.15 squares in the race
// (-5.5 ± 4.2, +0.8 ± 3.8); striking at a chance of a fifth (+0.2 ± 1.9);
// a pocket weight of 16 in the race (-1.8 ± 4.6); a beam of 32 or side
// trips from 1 to 8 there (the same games: side trips hardly ever pay in
// the last squares); the belief's walk at 3 steps (-6.0 ± 7.3), or at 2
// once the maze is complete, for the hunt alone (+0.8 ± 2.4, and +1.5 ±
// 1.8 and -2.2 ± 2.0 from seeds 30000 and 40000); a hunt that looks a turn
// ahead, ending the turn where a catch is likeliest this turn or, missing,
// the next, among the squares at the distance (-1.0 ± 2.4) or among all it
// can reach (-2.2 ± 3.9); and, told by the test exactly when Red
// completed, shadowing it from then on (ending each turn on the belief's
// square, where Red, which cannot end a turn where it started, cannot
// catch Blue: -0.5 ± 0.7; the run of catches breaks within two or three
// turns and Red catches Blue next).
//
// What was tried before and measured no better, each in series of 100 to
// 400 games: evading a hunter (ending turns where the opponent's belief of
// the bot, as modelled from its distance line, is weakest, once the
// opponent may have completed the maze: it slows the bot's own race more
// than it delays the catch, even when told exactly when the opponent
// completes); shadowing the opponent (ending on its square whenever the
// belief is sure of it, which hits 7 times in 10 and keeps the 100 points
// coming, but loses the race); chasing the 100 points harder (as Blue, a
// catch worth 8 squares or more loses the race; worth none, it loses the
// points: 33% as Blue); a wider beam or other weights of the plan; and as
// Blue: striking more readily (a chance of a tenth, or with up to 16
// squares left), trusting unseen sides more in a strike, saving letters
// (planner's rate, or a letter worth 0.15 or 0.2 squares) or spending more
// (0.02 or 0.05), more side trips, keeping away from the opponent's square
// by walking distance, a sharper belief of the opponent (a walk of 3 steps
// on average, not 6: right 62% of the time, not 60%), and the mirror's
// penalty at 3 squares or more. A model of how much of the maze the
// opponent has discovered, from the views of the belief's likeliest
// squares, missed by a hundred squares and more late in the game (the
// belief's square is right six turns in ten, and dead ends discovered by
// inference escape it), too far off to tell when the opponent is about to
// complete.
//
// The hunt's tracker (above) is the same kind of guess, used only to tell
// apart the few squares at the heard distance, where it does better:
// BenchmarkBlueHunt (go test ./amazes/bots -run '^$' -bench BlueHunt
// -benchtime 1x) counts the hunts of Blue's completed maze that end the
// game, and where the belief's likeliest square was the opponent's on the
// same hunts. On 100 mazes each from seeds 30000, 20000 and 40000 the hunt
// found the opponent on 52 of 81 (64%) where the belief's square would
// have on 47; before, 62 of 101 (61%). Told the opponent's own map (in a
// test), the same weighing found it 26 times in 31 from seed 30000 and
// about 7 in 10 from the others: most of the loss is the tracker's guess,
// which leaves a square the opponent has seen a chance of 0.17 of being
// unseen, and one it has not only 0.4 to 0.56 (the squares it walked
// through or inferred are not counted). In paired series of Blue against
// planner (the mean of each game's share, BenchmarkBlueHuntPaired with
// AMAZES_MAZES=200 and -benchtime 1x), 57.8% to 59.2% from seed
// 20000 (+1.5 ± 1.5) and 52.2% to 54.5% from seed 30000 (+2.2 ± 2.8);
// BenchmarkBlueRace from seed 30000, Blue lost 14 games it completed first
// where it lost 15, and won 46 where it won 44; through the referee, as
// Blue, 51.0% to 53.0% (38.8-67.2) from seed 1 and 54.0% to 58.0%
// (44.7-71.3) from seed 51, Red's games unchanged. No better, each on the
// same hunts: the belief itself weighed by the promise (it counts the
// promise again each turn: 53 of 87), the promise worked out before the
// turn's look (49 of 81 against the belief's 46), the chance not squared
// or to the 4th or 8th power (69, 68 and 64 of 101 against 72 squared, in
// a count on the hunts of the belief's games), the promise weighed 3 times
// or 0.4 times (47 of 72 against the belief's 44, 58 of 90 against 58),
// the tracker taking each view as seen with twice the belief's chance (60
// of 96 against 61), and the belief's walk never ending where it started
// (61 of 101 against 62) or, all game long, with a floor of a tenth for
// long walks (26 of 49).
//
// The tracker now looks back: once the maze is complete it weighs each
// past turn's squares by the distances heard after that turn, and counts
// their views on the complete map. BenchmarkBlueHunt also measures the
// guess against the opponent's own map after the view it is of: before,
// it left a square the opponent has seen a chance of 0.17 to 0.18 of being
// unseen and one it has not 0.39, 0.54 and 0.43 (from seeds 20000, 30000
// and 40000), and put an unseen square above a seen one 84, 93 and 86
// times in 100; now 0.16 to 0.18 against 0.40, 0.79 and 0.78, 80, 96 and
// 95 times in 100. The views from the opponent's true squares would put
// them in order 97 times in 100, and hold 95% of what it has discovered:
// the squares it walked through or inferred are a twentieth, so what is
// left of the loss is the belief's, not those. The hunt found the
// opponent on 42 of 62 hunts (68%) where it found it on 52 of 81 (64%);
// Blue lost 16 games it completed first, not 21, and won 156 of 300, not
// 152 (BenchmarkBlueRace from seed 30000: lost 12 it completed first, not
// 14, and won 49, not 46). Paired against the tracker before, on the same 200 mazes (the
// mean of each game's share): from seed 20000, 59.25% to 60.50% (+1.25 ±
// 1.46; 3 games changed, all won), from 30000, 54.5% to 55.5% (+1.0 ±
// 1.96; 4 changed, 3 won), but from 40000, 53.75% to 52.5% (-1.25 ±
// 2.02; 5 changed, 1 won): +0.33 ± 1.06 over the 600 mazes, a handful
// of games either way, for the hunt decides only the games Blue completes
// first and then does not find the opponent at once. Against the guess
// from each turn's belief as it stood, its views on the complete map too
// (BenchmarkBlueHuntPaired with AMAZES_BASE=filtered), +0.0 ± 1.4 and
// +0.5 ± 1.7 from seeds 20000 and 30000. Through the referee, as Blue,
// 54.0% to 54.8% (48.0-61.5), and from seed 201 (-seed 201) 53.7% both
// before and after (47.0-60.5; 303 to 307 points a game), Red's games
// unchanged (58.8% there).
// No better on top of it, paired on the same 200 mazes from seeds 20000
// and 30000 or on the same hunts: counting the squares on the shortest
// walk between the squares of successive turns as seen, with each pair's
// chance (46 of 68 hunts, the order 80, 93 and 93 times in 100); weighing
// each past square by what its view promised given the turns before it
// (49 of 78); the promise worked out before the turn's own views (-0.75 ±
// 1.09 and -1.0 ± 1.55, though 40 of 58 hunts); the chance unseen not
// squared (+0.0, -1.75 ± 1.89) or the promise weighed twice (-0.75 ±
// 1.09, -0.75 ± 1.47), or the belief weighed by e to the promise times
// 0.3 or 1 in place of one plus it (-0.75 and -0.75, -1.25 and +0.0);
// the belief worked out again on the complete maze for the hunt and the
// look back (-0.5 ± 1.0 on each); the look back with a walk of 4 steps
// on average (-0.5, +0.0) or never ending where it started (the same
// games); and the strike, in the last 8 squares, aimed by the tracker
// too (the same games: it strikes where the belief's square is sure).
//
// Nor did a faster endgame, in either seat. BenchmarkRivalEndgame measures
// it (go test ./amazes/bots -run '^$' -bench RivalEndgame -benchtime 1x,
// 25 s): alone in the maze (against random, 40 mazes from seed 20000, both
// seats) rival discovers the last 100 squares in 29.3 turns, completing
// the maze at turn 125 on average, with about 400 points when those
// squares begin; against planner, in the 51 games of 80 where it
// completes, in 26.4. Since Blue races in the last 30 squares (Red as
// before), 27.5 turns alone (both seats; the maze complete at turn 123)
// and 26.4 against planner (52 games of 80). Letters are what the endgame
// could spend for turns: with the last 100 squares' letters at 0.02 of a
// square and up to 8 side trips a turn, rival alone takes 27.1 turns for
// them, two fewer, but runs out of points (it wins by sudden death with
// nothing to double: through the referee 46% against planner, both seats
// together, and 60% and 74% against explore, where it had 95% and 98%).
// Spending them only while its points are 400 or more (28.97 turns alone),
// or only down to 150 points, each turn's letters capped at what it can
// spare (28.0 turns), left its shares where they were: over 300 mazes a
// seat (100 from each of seeds 20000, 30000 and 40000) it took 62.4% and
// 63.2% as Red against 61.6% before, 53.5% and 50.4% as Blue against
// 52.7%, each with a 95% interval of about 7 points; through the referee,
// 64% and 60% as Red, 45% and 53% as Blue, against 62% and 43% (about 13
// points). Against planner the endgame took as long as before (26.3 and
// 26.4 turns, in the games rival completed). Also no faster alone, on top
// of the letters spent from 400 points: weighing the plan's second turn as
// much as the first in the endgame (29.25 turns), or a pocket's weight
// doubled there (28.9). Racing alone in the last 100 squares (no value for
// a catch, no keeping clear of the opponent's look) saves 2.5 turns alone
// (26.8), where a still opponent is easy to catch, but little against
// planner (26.2), and lost points: 56.2% as Red and 48.0% as Blue over the
// same 300 mazes a seat (66% and 53% through the referee). Nor did
// routing the endgame's side trips as one walk (in the last 150 squares,
// trips along the way to the plan's square, ordered by cheapest
// insertion, scored with the square, only while points minus 2.5 a square
// left stay at 200 or more): 0.3 turns sooner alone, but shares against
// planner of +0.3 (-2.8 to 3.4) as Red and +2.2 (-1.3 to 5.9) as Blue over
// 500 fresh mazes a seat, paired; trips two squares deep into a pocket
// added 0.13 turns, and without the points guard it lost the points.
//
// How Red loses, which BenchmarkRedRace counts (go test ./amazes/bots -run
// '^$' -bench RedRace -benchtime 1x; AMAZES_MAZES=200 AMAZES_FROM=1 for the
// referee's 200 mazes from seed 1, with the tests' seeds for the bots,
// where rival takes 63.5% as Red: the mean of each game's share, as the
// referee counts it). Of the 200 games, Red wins 113 with points (21 of
// them in a turn begun short of the maze: a strike), and 25 by sudden
// death with no points, 0 to 0, each
// a half to the referee: 6 points of the share. Blue wins 56 after it
// completed the maze first, Red then 12.2 squares short on average (22
// games within 8 squares, where a strike would be in reach), and 6 after
// Red completed first and hunted 2.5 turns in vain (3 of Blue's wins 0 to
// 0). Red's
// hunts end the game on 55% of the turns it hunts. From seed 20000 (Red's
// share there 55.3%): 96 won with points, 28 0 to 0, 65 lost to Blue
// completing first (14.5 squares short), 11 after Red completed first,
// a hunt right 61% of the time. So the race loses about 30 games in 100,
// the wins 0 to 0 about 13 halves, the hunt 3 to 6 games. Red's
// points are its catches: it ends 4.5 turns a game on Blue's square in its
// wins with points, 0.16 in those 0 to 0. Without catches its squares and
// first discoveries do not pay for its letters (its points peak near 250
// about turn 60 and fall from there, as the last squares cost more letters
// than they bring), and rival's estimate of its points is off by 130 to 160
// (a standard deviation) late in the game, too far to steer by, and about
// 120 short on average: most catches are not planned. Counting a catch by
// the chance, worked out from the next distance, that the opponent stood
// where the turn ended (in place of the belief's chance when the turn was
// planned) brought the spread only from 151 to 138 at turn 100 (100 mazes
// from seed 1): a walk of six steps on average leaves the distance line
// little to tell.
//
// Each lever for Red's share was measured paired, the Red games of the
// rival with the change against the unchanged rival's on the same 200
// mazes from seed 1, with the same seeds (the mean of each game's share;
// the difference with the half width of its 95% interval), and none was
// kept. Letters: planner's rate while the estimate is short of 200 points
// (-12.5 ± 8.1; -16.3 ± 7.9 with the expected catches left out of the
// estimate), that rate only after 450 squares and below 150 points (-4.0 ±
// 5.4), letters at 0.03 of a square while the estimate is below -50 or 0
// points, where letters cost nothing (+0.3 ± 0.9, -1.0 ± 1.8), a strike
// put off when it would spend the estimate's last points (+0.3 ± 0.5).
// Catches, for the wins 0 to 0: a catch worth 8 squares while the estimate
// is short of 100 points (-4.5 ± 5.7), or while the expected catches are
// short of a half (-5.8 ± 7.3; only from 300 squares on, -6.0 ± 6.2, and
// worth 15 there, -3.8 ± 6.2); a turn ending on the belief's square before
// the maze is complete, for the 100 points, when at most 8 squares are left
// and the chance is 0.3 or more, while the estimate is under 30 or 80
// points (-0.8 ± 2.2, -3.3 ± 3.6) or while no catch is expected (0.0 ± 2.9;
// at a chance of a half, +0.3 ± 2.5; within the last 30 squares, -3.0 ±
// 3.8, and up to one catch expected, -5.5 ± 4.4): each turn taken from
// the race loses more games than the halves it wins back. The hunt with
// the tracker's weighing, as Blue's (0.0 ± 2.5, and -0.3 ± 1.8 from seed
// 20000), and the strike's square chosen by it too (the same games). The
// strike: at a chance of a tenth (-0.8 ± 1.3), whatever the belief when
// every side walked through is open with a chance of 0.35 (+0.3 ± 0.5) or a
// half (no game changed), with up to 12 squares left (no game changed), the
// square of a strike that completed the maze and missed taken out of the
// belief (no game changed); of 54 strikes in the 200 games, 24 won, 7
// completed the maze and missed, 23 met a wall. Racing in the last 30 squares, as Blue does: -0.5 ± 3.1. So
// Red plays as before, and through the referee takes 55.7% as before.
package bots
