// Package stats computes the statistics of a match between two bots, A and
// B, the way the chess testing tools fastchess, cutechess-cli and OpenBench
// compute them, so that a bot author reads the same numbers here as there.
//
// Count single games from A's side in a [WDL], or game pairs (the same
// set-up played twice, seats swapped) in a [Pentanomial], then ask for the
// score, the Elo difference with its 95% [Interval], the likelihood of
// superiority (LOS) and the draw ratio. A sequential probability ratio test
// ([SPRT]) says when enough pairs have been played to accept or reject an
// improvement. For games of four players, a [Series] gives the mean of a
// player's points or rank with a Student t interval.
//
// Which formula comes from where:
//
//   - [WDL]: score, Elo and its interval as cutechess-cli and fastchess
//     compute them (a normal interval on the mean score, mapped through the
//     logistic Elo curve); LOS as cutechess-cli computes it, from wins and
//     losses alone.
//   - [Pentanomial]: Elo and normalized Elo (nElo) with intervals from the
//     variance of the pair scores, and LOS, as fastchess and OpenBench do.
//   - [SPRT]: the bounds of Wald's test and the log-likelihood ratio of
//     fastchess, by default under its normalized (nElo) model, which is also
//     the model of OpenBench's pentanomial test; the logistic model is the
//     other choice.
//   - [Ratings]: every player of a tournament on one logistic Elo scale,
//     the maximum-likelihood fit of all games with draws as half points,
//     as Ordo and BayesElo compute it (without BayesElo's prior), the mean
//     anchored at 0.
//
// The Summary methods print one-line reports in the formats of those tools.
// Every computation but Ratings works on values and does not allocate.
//
// Non-goal: the generalized SPRT of Fishtest.
package stats
