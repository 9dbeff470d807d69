// Package bots holds built-in block drop players, as [games.Bot] values
// that read and write exactly the lines a contest program would (READY
// first, then one letter per message):
//
//   - random answers one of the six letters N, U, R, D, L, A, drawn
//     uniformly, whatever the game;
//   - hunter keeps itself off blocks that will fall under it, walks to
//     where an attack would catch a rival that cannot step out of the
//     attacked blocks in time, and attacks from there;
//   - montecarlo looks ahead: it keeps the actions after which no rival
//     can catch it, plays each of them out a few rounds many times over
//     with noisy hunters in every seat, and takes the one whose playouts
//     end best for it. It plays a fixed number of playouts a turn, so that
//     a seed always plays the same game;
//   - montecarlo-clock is the same player thinking for a fixed time a
//     turn instead, as a contest program does: its play depends on the
//     machine and its load.
//
// A host makes them by name with [New], or through [Game], block drop's
// descriptor with these bots filled in; its Bots.WallClock pairs
// montecarlo with montecarlo-clock. Each bot also has an Act method that
// chooses the action for a [blockdrop.State] directly, for in-process
// play without the text:
//
//	st, _ := blockdrop.NewState(blockdrop.RandomSetup(1))
//	players := [4]bots.Actor{bots.NewMonteCarlo(1, 600), bots.NewHunter(2), bots.NewHunter(3), bots.NewRandom(4)}
//	for !st.Over() {
//		st.Step(players[st.ToMove()].Act(&st))
//	}
//
// # How montecarlo plays
//
// At each turn in which it may act, [MonteCarlo] first lists the actions
// that lead to different games ([blockdrop.State.Moves]) and keeps those
// after which it cannot be caught: for every rival and every first action
// of that rival (a step, a turn or an attack) followed by an attack at the
// rival's next chance, the others standing still, a search over all its
// own walks for the next seven of its turns (the squares it may enter, the
// blocks that fall, the wait after its own attack) must find one that keeps
// it on the board. A rival that has done nothing at all in eight or more
// of its turns is not feared. When one rival is left, an attack that
// leaves it no way out is kept too: if it strikes back and both fall, the
// game is the draw it would likely have been. If no action passes, the bot
// keeps those that the fewest of the rivals' ways catch, and of those the
// ones that are not an attack, which would stop it for two turns.
//
// Then it plays the kept actions out, in rounds. In each round every action
// is played once from the same random seed, so that the actions meet the
// same luck: the action, then the next seven rounds of the game (28 global
// turns), each player played by a hunter, or by a model of what that
// player has done so far. A playout is worth 0 if the bot fell, and
// otherwise 32, plus 24 for each rival that fell during it, plus 64 if the
// bot was left alone on the board. The action with the best mean wins;
// ties go to one drawn from the bot's seed.
//
// The model of the rivals comes from the game itself: at each of its
// turns the bot replays the round since its last one, finds what each
// rival did, and compares it with what a hunter would have done. In a
// playout a rival then plays the hunter's action as often as it has done
// so (an unknown rival is taken for a hunter), and otherwise does nothing
// or a random action, in the shares it has shown; and every player, the
// bot too, plays a random action one time in sixteen, so that the
// playouts see some of what else might happen.
//
// The action that goes for a kill gets a small head start, so that the
// bot keeps hunting when the playouts see little difference: an attack
// that leaves a rival no way out, else the first step of the shortest walk
// (the others standing still, at most six steps) to a square and facing
// from which such an attack could be made, else the first step of the
// hunter's shortest walk to where an attack would leave a rival fewer moves
// than it needs to step out of the attacked blocks, else the hunter's
// choice.
//
// # Time
//
// The contest gives a program one second for each reply (the organisers'
// engine waited 0.1 second, see [blockdrop.DefaultClock]). The
// deterministic montecarlo plays 600 playouts a turn, well under a tenth
// of that second on one core; montecarlo-clock plays out until 150 ms
// have passed since its turn began, and leaves the rest of the second to a
// loaded machine and the pipes of a program. Neither allocates once made:
// a turn reuses the bot's own scratch.
package bots
