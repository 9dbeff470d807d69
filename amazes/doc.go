// Package amazes holds the rules of Amazes as played in CodeCup 2010: the
// maze and its files, the views the jury sends, the turns players write,
// discovery with its inference rules, points and score, a [Referee] that
// runs the contest's dialogue, and a [Map] that lets a bot know what the
// jury has credited to it (exactly, unless a walk deep into unknown ground
// leaves two places it could be: see [Map.Unsure], and [Map.SureAfter],
// which tells before the walk). It is pure (no I/O, no global state) and
// its hot paths allocate nothing.
//
// Start a game from a [Setup] (read one with [ParseSetup], or draw one with
// [RandomSetup]), show the player to move its view ([State.View]), and
// play the letters it writes with [State.Play]:
//
//	st, err := amazes.NewState(setup)
//	for err == nil && !st.Over() {
//		view := st.View(st.ToMove()) // what the jury sends
//		turn := choose(view)           // a Turn: letters F, R, T, L
//		err = st.Play(turn)
//	}
//	fmt.Println(st.Score())
//
// A bot keeps a [Map] instead: it sees only its views and knows only its
// own letters. Built-in bots are in package
// github.com/contestgames/games/amazes/bots. A host (the referee program,
// a tournament) runs matches through [Game], whose one option, "maze", is
// a maze file's text.
//
// # The game
//
// Two players, Red (who moves first, seat 0 wherever the package takes a
// player as an int) and Blue (seat 1), stand in a maze of 25 by 25
// squares whose layout neither knows. The border is all wall; every square
// can be reached from every other, sometimes by more than one way; and
// every grid point, where four wall segments meet, touches at least one
// wall. Each player starts on its own square, facing a direction with no
// wall behind it, at least sqrt(288) (about 17) squares from the other.
//
// Players take turns, 150 each. At the start of its turn a player is shown
// what it sees (a [View]): four sight lines, straight ahead, to its right,
// behind and to its left, each listing the squares of the corridor that
// way, nearest first, with whether each opens to the left and to the right
// of the line of sight, up to the wall that ends it; and the squared
// distance to the opponent, whom it cannot see. It answers with a [Turn]:
// 1 to 256 letters, each a step: F straight on, R after turning right, L
// after turning left, T after turning around; after a step the player
// faces the way it went. A step into a wall ends the turn there: that step
// and those after it are not taken (no move, no turn), but every letter
// written costs a point. A turn that ends on the square where it began
// gets one more T from the jury, not charged, which also stops at a wall.
//
// # Discovery
//
// A player discovers a square once, and earns for it a point, and a
// second point if its opponent has not discovered it yet. At the start of
// a turn the player discovers every square of its four sight lines and
// every square just beyond a side opening of those, and learns the walls
// and openings along both sides of each line and the wall at its end.
// Squares it walks through are discovered too, but walking teaches it no
// wall and no opening, not even the ones it walked through. The squares
// of a whole turn, the view's and the walk's, are credited at its end.
//
// Then, until nothing changes, the player infers:
//
//   - Dead end: a square whose known walls, plus its known openings to
//     dead-end squares, number three or more is a dead end. It is
//     discovered (seen or not), and its sides not yet known become known
//     openings.
//   - Corner: when three of the four segments meeting at an inner grid
//     point are known openings, the fourth is a known wall.
//   - Outer edges: once the squares the player knows of (discovered, or
//     on either side of a known opening) lie in all 25 columns, the left
//     and right outer walls are known; all 25 rows, the top and bottom
//     ones.
//   - Opposite edge: when the 25 walls of one outer edge are all known,
//     so are the 25 of the edge across the maze.
//
// The rules reach the same result whatever order they fire in, and the
// package applies them incrementally: each new fact re-examines only the
// squares and grid points it touches. The jury's credit and a bot's [Map]
// run the same code for it, in the maze's frame and in the bot's.
//
// # Points, the end, the score
//
// Points: minus one per letter written, one per square discovered, one
// more per square discovered first, and 100 each time a turn ends on the
// opponent's square while the mover has not discovered all 625 squares.
// If it has, that is sudden death: the game ends at once, the mover's
// points are doubled and the opponent's set to 0. Otherwise the game ends
// when both have played 150 turns. The score is the points clamped to 0 to
// 1000, and 0 for a player that misbehaved ([Referee]).
//
// # The dialogue
//
// Red alone is sent "Start" before its first view. Each view is five
// lines: the sight lines ahead, right, behind and left, each a letter per
// square ('B' open on both sides, 'L' or 'R' on one, 'N' on neither) then
// 'W', and the squared distance. The player answers one line of letters.
// After sudden death both players are sent "Quit"; after 150 turns each
// nobody is. A line that is not a turn, a crash or a timeout: the player
// scores 0 and the jury plays a single T for it every turn from then on
// (that one included), so that the opponent can finish its game.
//
// # Maze files
//
// A setup file has two start lines, Red's then Blue's, "row col facing"
// with rows and columns counted from 1 at the top left and facing N, E, S
// or W; then 51 lines of walls: the horizontal walls of each of the 26
// lines from the top edge down (25 a line) interleaved with the vertical
// walls of each of the 25 rows (26 a line, left edge first). The sample
// mazes hold only the 51 wall lines ([ParseMaze]).
//
// # Choices
//
// RULINGS.md, beside this package's source, settles what the rule page
// leaves open; where a point is our choice (RULINGS.md 5.1, 6.3, 4.5 and
// 1.3 to 1.6), this package does this:
//
//   - Both start squares are discovered before Red's first turn, Red's
//     first: each player starts with its own square, worth 2 points.
//   - The dead-end rule applies to every square, discovered or not. (The
//     rule page speaks of squares not yet discovered; counting discovered
//     ones lets chains of dead ends run through squares already seen.)
//   - Time: 30 seconds per player for the whole game, counted only while
//     the player is awaited, the other player paused ([DefaultClock]).
//   - Readers take the walls spelled one character per wall ('1', '#',
//     '-' or '|' for a wall; '0', '.' or a space for an opening) or as the
//     ASCII art of the samples, told apart line by line by length;
//     writers write one character per wall, '1' and '0'.
//
// And on points no source raises, this package chooses (RULINGS.md 3.5,
// 4.4, 7.6 and 6.7):
//
//   - A turn line is taken exactly as written: a "\r", a space or a lower
//     case letter is a character other than F, L, R, T.
//   - The turn in which a player misbehaves is played as the jury's T, and
//     the player is sent nothing more, not even "Quit".
//   - [State.pointsOf] is the running total, which is what the reference
//     games record after each turn; at sudden death only [State.Score]
//     doubles and zeroes.
//   - The dead-end rule takes the maze to go on beyond a square's last
//     unknown side. That holds in every maze with at least one loop (all
//     the samples and generated mazes have about 52); in a maze without
//     loops the rule could, at the very last square, take a wall for an
//     opening. The package applies the rule as written all the same.
//
// The three reference games of testdata/games, recorded from an arbiter
// written for the contest, replay exactly: every line each player read,
// every running total, the final scores.
//
// # Values and speed
//
// A [State] is a value of 3,796 bytes with no pointers, both players'
// knowledge included: the maze kept as its sight table (for each square
// and direction, how far a player sees), computed once per maze by
// [NewState], and each player's knowledge as bitsets, a 32-bit word a row. On one core of
// the project's CI machine a whole 300-turn game between two random bots,
// every inference included, takes about 75 µs (250 ns a turn), a
// discovery update about 0.2 µs, and neither allocates.
package amazes
