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
//
//   - chase, with the detectives, closes in on the suspects: it keeps the
//     detectives' view ([ontherun.View]) and, on top of the
//     exact set of cities where the fugitive can be, a weight for each,
//     the chance that a fugitive moving at random is there. Each turn it
//     moves the detectives to catch as much weight as it can now, and
//     otherwise to bring the weighted suspects as close as it can to the
//     nearest detective.
//
//   - flee, with the fugitive, keeps away from the detectives: it starts
//     as far from them as it can, and each turn moves where the nearest
//     detective is furthest away (at least two moves, if it can), with as
//     many ways on from there as it can find, avoiding a detective's city.
//
//   - cordon, with the detectives, closes a cordon round the suspects. It
//     places the detectives as chase does, and keeps a belief over the
//     suspects as chase does, but models a
//     fugitive that runs: from each city it takes a move with a chance
//     that grows with the distance of where it goes from the nearest
//     detective it saw. Each turn it scores every joint move of the four
//     detectives (each among its 16 best cities alone) in a quick look:
//     the belief it catches now, and how close the detectives come to
//     where the fugitive can be after its next move. The best 160 get a
//     close look: the belief caught now, the belief the detectives can
//     expect to catch next turn (knowing the transport, or the city after
//     an announcement) as the modelled fugitive flees from them, and how
//     close they stay to it.
//
//   - evade, with the fugitive, searches its own moves ahead. The
//     detectives are told its start, as after an announcement, so it
//     chooses the start as it chooses a move: among the 12 free cities
//     furthest from the detectives, with the most moves on, the one from
//     which a search of its first three moves finds it safest. Each turn
//     it deepens a search of its moves one turn at a time while its budget
//     (40,000 positions) lasts. In the search the detectives, told the
//     transport, catch the fugitive with a chance: every suspect they can
//     reach alike, and at the first move also the belief that detectives
//     like chase and cordon hold, which evade keeps for them, so that it
//     shuns the cities they will guess first; after an announcement they
//     catch it whenever they can reach it. Then, as if they knew where it
//     is, they close in on it and cover as many of its ways on as they
//     can. At the search's horizon a position is worth the distance to the
//     nearest detective, the moves on that no detective can reach next,
//     and the number of suspects. A catch is valued by the score it gives,
//     an escape best of all.
//
//   - shadow, with the fugitive, is evade with foresight. What the
//     detectives do depends only on what they were told: the transport of
//     the fugitive's move, and its city on an announcement turn, never
//     where it really went. So shadow keeps two detectives' bots running
//     on the detectives' view, cordon and chase, each holding the belief
//     it would hold in their place, and before each move asks them where
//     the detectives will go after a move by each transport; cordon also
//     says where they will go after each move of the turn after: fifteen
//     runs of a model at most, a few milliseconds. In evade's search, a
//     move onto a city that the models foresee the detectives taking is a
//     catch with a chance of 0.8 times the share of the models that say
//     so (0.8 is the trust shadow puts in them); the rest of the risk is
//     a fifth of evade's own reckoning, which holds for any detectives.
//     If they miss it, they go where cordon foresees rather than where
//     evade's hunters would. On an announcement turn, when they will know
//     the city, and beyond the second turn, it searches as evade does. It
//     chooses its start as evade does; with the detectives it plays
//     cordon.
//
//     Measured with TestStrength (CONTESTGAMES_STRENGTH=1), on generated
//     200-city maps, one game a map, the bots seeded by the game's number,
//     with 95% intervals (the mean of the games' shares give or take 1.96
//     standard errors): in 400 games shadow took 94.2% of the points
//     against cordon (92.2% to 96.2%), where evade took 38.2% (34.5% to
//     41.8%): our strongest detectives keep 5.8% against it. Cordon is
//     one of shadow's models, so that is its best case;
//     against detectives that its models do not copy move for move it
//     keeps most of its edge: in 100 games it took 94.9% against chase
//     (90.9% to 98.9%; evade 88.5%, 83.0% to 94.0%), which it foresees for
//     one turn only and weighs with cordon, and 81.8% against cordon-clock
//     (75.5% to 88.0%; evade about 42%), whose wider look often moves
//     elsewhere than cordon would. Shadow's model is right: in a game
//     against cordon (TestShadowForeseesCordon) every move it foresaw is
//     one that cordon values as highly as the move it made.
//
//   - cordon-clock, evade-clock and shadow-clock are cordon, evade and
//     shadow thinking on the wall clock, as contest programs do: they plan
//     to spend at most half of the contest's 5 seconds a game, spread over
//     the moves to come, and at most 250 ms on one move (shadow's
//     forecast counts, and it foresees only one turn when the move's time
//     is up); the others think with a fixed budget, so that the same seed
//     plays the same game on any machine.
//
// Chase and flee are the same bot under two names: with the detectives it
// plays chase, with the fugitive flee, so that a command line names what
// it means to watch ("builtin:flee builtin:chase"). So are cordon and
// evade, and their clock twins; shadow plays cordon with the detectives.
// The strongest are shadow with the fugitive and cordon with the
// detectives.
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
