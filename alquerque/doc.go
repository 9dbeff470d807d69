// Package alquerque holds the rules of Alquerque as played in CodeCup 2008:
// positions, move generation, the contest's notation, game end and score.
// It is pure (no I/O, no global state) and its hot paths allocate nothing.
//
// Start from [Start], list moves with [Position.Moves] into a buffer you own,
// and play them with [Position.Play]:
//
//	p := alquerque.Start()
//	var buf [alquerque.MoveListSize]alquerque.Move
//	for !p.Over() {
//		moves := p.Moves(buf[:0])
//		p.PlayUnchecked(moves[0]) // legal: it came from Moves
//	}
//	fmt.Println(p.End(), p.Score())
//
// [Position.End] says whether and how the game ended, [Position.Score]
// gives the contest's points and [Position.Winner] the side with more.
//
// A bot reads its opponent's moves with [ParseMove] and checks them with
// [Position.Play], whose [*MoveError] names the rule broken and the square.
//
// To judge a match, [NewReferee] gives a [Referee] that speaks the jury's
// dialogue as a pure state machine (it satisfies the root package's
// games.Referee); package protocol runs it against programs or Go bots. A
// match starts from a [Setup], which holds only the starting position: the
// contest always used [Start], and so does [RandomSetup]. A match from
// another position (an opening of a tournament, the option "position")
// tells both players the position first, in a line "Setup POSITION" the
// contest never had. [Game] describes the game to hosts such as the
// referee program. Package
// [github.com/contestgames/games/alquerque/bots] holds the built-in
// players: a random one, and an alpha-beta searcher that keeps to the clock.
//
// # The game
//
// The board has 7x7 points, a1 to g7, files a–g from the left and ranks 1–7
// from White's side. Lines join every point to its orthogonal neighbours;
// diagonal lines run only through the points whose file and rank sum to an
// even number (a1, c1, b2, d4, …). Each side starts with 24 pieces, White on
// ranks 1–3 and e4–g4, Black on ranks 5–7 and a4–c4, with d4 empty, and White
// moves first.
//
// A normal move ("c3-d4") steps one piece along a line to an empty
// neighbouring point. A capture hops along a line over an adjacent enemy
// piece to the empty point right behind it, taking that piece; if the piece
// can hop again from where it lands, it must, possibly changing direction,
// and the whole chain is one move, written with every landing point
// ("e5*c3*e1"). Capturing is compulsory: when any capture exists, normal
// moves are illegal; among captures the choice is free, and a shorter chain
// is as good as a longer one. A normal move may not undo the same side's
// previous move when that was a normal move (after a2-a3, not a3-a2 next);
// this never restricts captures.
//
// A side with no legal move at its turn loses, and taking the opponent's
// last piece wins at once. After 100 moves each (200 plies, [MaxPlies])
// without a winner the game is a tie, even if Black's last move left White
// without a move. A win scores 12-0; in a tie each side scores 7 minus the
// opponent's pieces left, but not less than 0 ([Position.Score]).
//
// Where the contest's rule page is silent this package follows the rulings
// in its RULINGS.md; its one free choice (RULINGS.md 2.6) is that a taken
// piece leaves the board at once, so a chain cannot jump it twice. (A chain
// could never land on its point anyway: landings keep the parity of file and
// rank, jumped points do not.) Two chains that take the same pieces by
// different paths are different moves, and [Position.Moves] lists each once.
//
// # Values and speed
//
// A [Position] is a 32-byte value: copying it is cloning it, == compares
// positions, and [Position.Hash] is a Zobrist hash kept up to date by Play.
// A [Move] is a 16-byte value holding the whole path. [Position.PlayUnchecked]
// skips the legality check for moves that came from Moves.
//
// No position has more than [MaxNormalMoves] normal moves, but capture
// chains can branch into very many paths: 3,527 in the busiest of 114.4
// million positions from random games, and millions in contrived set-ups.
// So [Position.Moves] appends, growing the caller's slice only when it is
// full; a buffer of [MoveListSize] moves is enough for all but about one
// position in a million from random play.
//
// # Perft
//
// [Perft] counts the move paths of each depth from the start, every capture
// path counted separately; testdata/perft.txt holds the table, checked by
// the tests against a naive reference generator:
//
//	depth  paths
//	1      4
//	2      6
//	3      8
//	4      20
//	5      101
//	6      382
//	7      2013
//	8      10828
//	9      73087
//	10     489912
//	11     3931397
//	12     32063423
//	13     300121549
//	14     2847365245
//
// Perft plays few of the moves it counts. Above the last two plies it
// walks the moves straight from the bitboards and makes each child as five
// machine words: no move list, no [Position], no hash. Two plies from the
// end it counts each move's replies without playing the move: after a
// capture chain, on the board the chain leaves; after a normal move, which
// changes only two points, from what it learned of the replier once for
// all its siblings. The replier's normal moves change only by the steps
// onto those two points, and it can capture only if the moved piece comes
// within reach of a hop or leaves a landing point open, so only those
// moves walk capture chains. At the last ply normal moves are counted with
// popcounts and chains by walking them, without building moves.
// [PerftPlayed] plays every move with [Position.Moves] and
// [Position.PlayUnchecked]; the tests hold the two to the table and to each
// other in random positions.
//
// # The dialogue
//
// White first reads "Start", Black first reads White's first move, and then
// each player reads its opponent's move and answers with its own, one move
// per line. After a winning move the loser is sent "Quit" and the winner
// stops by itself; after an illegal move both are sent "Quit"; after a tie
// at 200 plies nobody is sent anything. An illegal move, a crash or a
// timeout loses 0-12. Each player has 30 seconds for the whole game, counted
// only while it is on move; the other player is paused meanwhile
// ([DefaultClock]). The referee reads a move after removing spaces, tabs and a carriage return
// around it; anything else that is not a move in the contest's notation is
// an illegal move. [DefaultClock] returns these time rules.
//
// # Notation
//
// [Position.String] writes a position on one line, read back by
// [ParsePosition]: the ranks from 7 down to 1 as 'w', 'b' or '.', the side
// to move, the ply count, and each side's previous normal move (for the
// no-move-back rule) or '-':
//
//	bbbbbbb/bbbbbbb/bbbbbbb/bbb.www/wwwwwww/wwwwwww/wwwwwww w 0 - -
//
// [Position.Diagram] draws the board with its lines.
package alquerque
