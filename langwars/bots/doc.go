// Package bots holds built-in Lang Wars players, as [games.Bot] values
// that read and write exactly the lines a contest program would:
//
//   - random picks each language uniformly at random, five times on a
//     workday and twice on a holiday, without looking at anything;
//   - greedy keeps [langwars.Beliefs] on its rivals' hidden holiday
//     believers, projects every player's believers to the end of the game,
//     and spends each pick where it most raises its expected victory
//     points: where it can still take or keep the lead, or climb off the
//     bottom, of the languages with the highest attention degrees;
//   - montecarlo samples what it cannot see, consistently with its
//     Beliefs, plays the rest of the game out many times for every way of
//     making the turn's picks, and makes the picks that most often end
//     with it first, and then with the most victory points. It thinks
//     with a fixed budget of playouts, so the same seed plays the same
//     game on any machine; montecarlo-clock is its twin that thinks on
//     the wall clock, as a contest program does.
//
// Start one with [New] or the constructors, and seat it with a runner such
// as package protocol, or drive it by hand: it writes READY first, then
// answers each turn message once it has heard its last line. [Game] is
// Lang Wars with these bots, as the referee program hosts it.
//
//	b := bots.NewGreedy(1)
//	fmt.Println(b.Start()) // [READY]
//	for _, line := range juryLines {
//		for _, out := range b.Hear(line) {
//			fmt.Println(out) // the bot's picks, such as "2 2 5 7 7"
//		}
//	}
//
// In-process, without the text, each bot's Choose takes the game's
// attention degrees and a [langwars.View] and returns its
// [langwars.Picks].
//
// # Monte Carlo
//
// What a player cannot see is how its rivals' holiday picks were dealt
// among them: after each holiday the jury tells only how many times each
// language was picked, by the four together. [MonteCarlo] keeps
// [langwars.Beliefs], which tell it each holiday's six rival picks
// ([langwars.Beliefs.RivalsLastHoliday]); a sample deals them among the
// three rivals, two each, every deal equally likely, which is exactly the
// set of worlds the Beliefs allow. The sample also draws the rivals' picks
// of the turn being played, made at the same time as the bot's and so
// blind to them, from the playout policy below.
//
// A turn's picks are a multiset: 36 ways on a holiday, 792 on a workday,
// and the bot considers every one. It judges them by playouts: from the
// sample, with the candidate's picks and the rivals' drawn ones, every
// player plays the remaining turns by a fast policy, and the playout is
// worth the bot's final victory points (exact, in 24ths) plus a prize for
// winning far larger than any victory points (half of it for sharing the
// most), so the bot plays for the chance of finishing first, and for its
// points only after that: its points alone do not care whose points it
// takes, but a language taken or tied from the rival most likely to
// finish ahead of it is worth more than the same points from another.
// The policy puts each pick on the language where one more believer
// most raises the player's points as the others stand (taking or
// sharing the lead, leaving or sharing the bottom), or, some of the
// time, on a random language: one time in eight for the bot itself, and
// for a rival as its workday picks so far suggest. A player with a plan
// favours the languages of high attention and a random one does not, so
// a rival whose picks' attention is two standard deviations or more above
// a random player's picks at random a quarter of the time in the
// playouts, one within one standard deviation always, and any other half
// the time.
//
// Every candidate alive is played out from the same samples with the
// same random choices (common random numbers), so the differences between
// candidates are measured with much less noise than their values. A
// workday's candidates are first screened: a quarter of the budget plays
// all 792 from the same few samples, and the best eighth go on. Then
// sequential halving: the rest of the budget is split into as many rounds
// as it takes to halve the candidates to one, each round plays every
// candidate left from the same new samples, and the worse half by total
// is dropped.
//
// The deterministic "montecarlo" plays 12,000 playouts on the first turn
// and, as later playouts are shorter, 10/(11-t) times as many on turn t:
// 120,000 on the last. A turn takes 0.1s or less on the project's machine
// when it is quiet (about 0.2s at most when it is shared by many jobs), so
// a game stays far inside the contest's second a turn even with two games
// at once. "montecarlo-clock" aims at 350ms a turn: it sizes its budget
// from the playouts a second it measured on its earlier turns (a
// deliberately low guess for the first), and it stops at once, and
// answers with the best candidate so far, after 700ms. A playout, a
// sample and a whole turn allocate nothing once the bot has made its
// first choice; the bot's memory is a few kilobytes.
package bots
