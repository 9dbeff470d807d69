// Package bots holds built-in Alquerque players: [Random], which plays any
// legal move, and [Search], a searcher that keeps inside the CodeCup clock
// or searches a fixed number of positions a move, with either of two
// engines: the plain alpha-beta search, or the principal variation search
// of Options.PVS. Each is a [games.Bot]: it reads the jury's lines and
// writes its moves exactly as a contest program would, so a runner can
// seat it beside programs, and it plays White or Black as its first line
// says ("Start" for White, White's first move for Black). Each says when
// it is Done, so that protocol.Serve makes a contest program of it that
// stops by itself after its winning move, as the jury expects.
//
// Hosts find the bots by name: [Names], [New], and [Game], the game's
// descriptor with the bots filled in:
//
//   - "search": the plain alpha-beta search, 150,000 positions a move;
//   - "search-clock": its twin on the wall clock, 5 seconds a game and at
//     most 250ms a move;
//   - "random": any legal move;
//   - "pvs": the principal variation search, the strongest, 150,000
//     positions a move;
//   - "pvs-clock": its twin under the contest's whole clock of 30 seconds,
//     at most 3 seconds a move.
//
// The bots with a budget of positions play the same match again from its
// seed on any machine; their -clock twins think on the wall clock as a
// contest program does, and play differently from one run to the next.
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
// # The principal variation search
//
// With Options.PVS (the "pvs" bots) the engine searches the same moves in
// the same order, and adds what makes it see further in the same number of
// positions. Each iteration of the deepening starts in a narrow window
// around the score of the one before (an aspiration window), widened only
// when the score falls outside. At each node the first move is searched in
// the full window and the others in a null window that only asks whether
// they are better, searched again in full when they are. Quiet moves late
// in the order, where a cut-off is unlikely, are searched a ply or two less
// deep (late-move reductions), and again at full depth if they beat the
// best so far; captures never are. Two killer moves a ply, normal moves
// that cut off a sibling, are tried right after the captures. The table has
// two-entry buckets (16 MB by default): a position goes over its own
// entry, else over one of an older move's search, else over the shallower.
//
// Its evaluation counts pieces (100 a piece) and adds smaller terms, in
// fractions of a piece: a bonus for each normal move of the side to move
// and the same against each of the opponent's; a penalty when the opponent
// threatens to jump a piece of the side to move, larger for more than one
// piece, which can rarely all be saved; a bonus for each line through a
// piece of the opponent along which it could one day be jumped (the point
// on one side empty, the other on the board and not its own), less the
// same for the side to move; and a bonus for each piece on the board,
// counted for the side the engine searches for (the side to move at the
// root) and against its opponent. That term makes it keep pieces on the
// board rather than trade them off evenly while the game is level: the old
// search trades down to a few pieces each and a tie, while in a full board
// the deeper search finds more to win. Once the side searched for leads,
// it converts the lead: it gains for each piece off the board times its
// lead in pieces, so that even trades and every further capture pay more
// the fewer pieces are left; and for each normal move its opponent has
// fewer than 4 a piece (it loses for each it has more), since a side that
// cannot move loses as surely as one with no piece left. In the last 30
// plies the tie score counts, as in the plain search. Since these terms
// depend on the side searched for, the table's keys do too.
//
// # Time
//
// With the clock (the default) an engine keeps its own account of the time
// it thinks and plans to spend at most 75% of the budget ([Options] Clock,
// 30 seconds unless set) over the game: each move gets the remaining time
// divided by the number of moves it may still have to make (at most 40), a
// new iteration starts only within half of that, and a search stops at once
// at a hard limit of three times that share, a quarter of what remains, or
// Options.MoveTime, whichever is least. The PVS engine plans 85% of its
// clock over at most 30 moves instead, so that it spends more of the clock
// in the middle game, where the game is decided: "pvs-clock" uses most
// of the contest's 30 seconds. Options.Depth or Options.Nodes
// instead make the engine deterministic: the same moves every run,
// whatever the machine's speed.
package bots
