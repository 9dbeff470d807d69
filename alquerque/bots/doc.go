// Package bots holds built-in Alquerque players: [Random], which plays any
// legal move, and [Search], an alpha-beta searcher that keeps inside the
// CodeCup clock or searches a fixed number of positions a move. Each is a
// [games.Bot]: it reads the jury's lines and writes its moves exactly as a
// contest program would, so a runner can seat it beside programs, and it
// plays White or Black as its first line says ("Start" for White, White's
// first move for Black). Each says when it is Done, so that protocol.Serve
// makes a contest program of it that stops by itself after its winning
// move, as the jury expects.
//
// Hosts find the bots by name: [Names], [New], and [Game], the game's
// descriptor with the bots filled in. The built-in "search" searches a
// fixed number of positions a move, so that a match played again from its
// seed is the same match on any machine; "search-clock", its twin, thinks
// on the wall clock as a contest program does, and plays differently from
// one run to the next.
//
// A bot of one's own that tracks the position itself can use the searcher
// directly through [Engine]:
//
//	e := bots.NewEngine(bots.Options{})
//	m := e.Best(p) // p is the alquerque.Position, with the bot to move
//
// # The search
//
// [Engine] is a negamax alpha-beta search with iterative deepening. Since
// captures are compulsory, a position where a capture is due is never a
// leaf: the search goes on through every forced capture (a quiescence
// search with no standing pat, because nobody may decline a capture). Its
// transposition table has a fixed number of entries allocated once per
// engine, keyed by [alquerque.Position.Hash] mixed with the ply count
// (the hash leaves the ply out, and the 200-ply limit makes the value of a
// position depend on it). Capture chains that take the same pieces and end
// on the same point lead to the same position, so only one of them is
// searched. Moves are tried in this order: the table's move, then captures
// by the number of pieces taken, then normal moves by a history of the
// cut-offs they caused.
//
// The evaluation counts pieces (100 a piece), adds 3 for each move the side
// to move has, and in the last 20 plies before the 200-ply limit turns to
// what a tie would score (7 minus the opponent's pieces, at least 0, for
// each side). A win or loss scores more than any evaluation, less the
// number of plies to reach it, so that the engine wins quickly and loses
// slowly.
//
// # Time
//
// With the clock (the default) an engine keeps its own account of the time
// it thinks and plans to spend at most 75% of the budget ([Options] Clock,
// 30 seconds unless set) over the game: each move gets the remaining time
// divided by the number of moves it may still have to make (at most 40), a
// new iteration starts only within half of that, and a search stops at once
// at a hard limit of three times that share, a quarter of what remains, or
// Options.MoveTime, whichever is least. Options.Depth or Options.Nodes
// instead make the engine deterministic: the same moves every run,
// whatever the machine's speed.
package bots
