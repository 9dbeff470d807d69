// Package ontherun holds the rules of On The Run as played in CodeCup 2007:
// the map and its file, a generator of maps, the game with its moves,
// captures and score, what each side knows, and a [Referee] that speaks
// the jury's dialogue. It is pure (no I/O, no global state) and its hot
// paths allocate nothing.
//
// Read a map with [ParseMap] (or draw one with [Generate], or take the
// contest's for a seed with [RandomSetup]), and play a [State] on it;
// [NewState] checks the map first:
//
//	st, err := ontherun.NewState(ontherun.Setup{Map: m}) // waits for the detectives
//	st.Play(ontherun.Move{Squad: ontherun.Squad{1, 2, 3, 4}}) // their start
//	st.Play(ontherun.Move{To: 8})                             // the fugitive's
//	for !st.Over() {
//		mv, _ := st.RandomMove(rng) // or one of st.Moves(buf)
//		st.Play(mv)                 // the fugitive's move, then the detectives'
//	}
//	fmt.Println(st.End(), st.Score())
//
// One [Move] type holds a move of either side, and the game's turn and
// [State.ToMove] say which half [State.Play] reads: in turn 0 the
// detectives' start (a Squad) and then the fugitive's (a city To); from
// turn 1 the fugitive's move (a Transport and a city To) and then the
// detectives' (a Squad). [State.Moves] lists the moves of the seat to
// move, all but the detectives' start, which [State.RandomMove] draws.
//
// A State keeps a pointer to its map, which no method changes, so the
// moves need no map passed along. [Map.RandomSquadMove] draws the
// detectives' moves from the map alone: they depend only on where the
// detectives stand, which is all a detectives' bot is sure of. Such a bot
// keeps a [View], which holds only what the detectives were told, and its
// Suspects: the exact set of cities where the fugitive can be. A
// fugitive's bot is told everything and can keep a State. Built-in bots
// are in package github.com/contestgames/games/ontherun/bots.
//
// A host runs matches through [Game], which takes the map as an option and
// hands it to the programs as connect.txt, or through [NewReferee] and a
// [Setup].
//
// # The map
//
// The world is a set of cities, numbered 1 to N (N at most 200), joined by
// connections. Each connection joins two different cities, both ways, by
// one transport: car, train or plane; two cities may be joined by several
// transports. Every map keeps these rules ([Map.Validate] checks them, and
// names the rule and the city or connection at fault):
//
//   - every city has at least two car connections, and every city can be
//     reached from every other by car;
//   - a city with a train connection has a car connection, and a city with
//     a plane connection has a train connection;
//   - the connections of each transport, taken alone, form a planar graph:
//     they can be drawn without crossings. [Map.Validate] decides it with
//     the left-right planarity test of de Fraysseix and Rosenstiehl, as
//     Brandes presents it, in linear time.
//
// Cars cover short distances, trains longer ones between fewer cities,
// and a few planes the longest; [Generate] draws maps like that.
//
// The map file, connect.txt, has the number of cities on its first line,
// then one connection a line, "C 1-2" (T for train, P for plane), then a
// line "END"; anything after END is ignored ([ParseMap], [Map.String]).
// Each program reads the map from that file in its working directory at
// the start of the game; the dialogue never carries it.
//
// # The game
//
// One player is the fugitive, the other controls four detectives. The
// detectives first choose four different start cities; the fugitive, told
// them, chooses its start on a city without a detective; the detectives
// are told that city. Then come 50 turns, in ten rounds of five. In each
// turn the fugitive moves first, along one connection, by the transport it
// names; then all four detectives move, each along one connection of any
// transport. Nobody may stay where it is, and after the detectives' move
// no two of them share a city (a detective may go where another one is
// leaving). The fugitive always knows where the detectives are. The
// detectives are told only the transport of each of the fugitive's moves,
// except in the last turn of each round (turns 5, 10, ..., 50, the
// announcement turns), when they are also told the city it went to.
//
// The fugitive is caught when a detective ends its move on the fugitive's
// city, or when the fugitive moves onto a detective's city; the game ends
// there. A fugitive not caught after the detectives' move of turn 50 has
// escaped.
//
// The score shares 20 points ([State.Score]; [State.Winner] names the
// side with more). An escape scores 20-0 for
// the fugitive. A catch scores 10 for the detectives plus one for each
// announcement still to come, and the rest for the fugitive: caught in
// turns 1 to 4, 20 for the detectives; by the detectives in turn 5, after
// the first announcement, 19-1; by the detectives in turn 50, 10-10. An
// announcement turn in which the fugitive moves onto a detective makes no
// announcement: caught so in turn 5, the detectives still score 20.
//
// # The dialogue
//
// The [Referee] sends each program its role, "Fugitive" or "Detectives".
// The detectives write their four start cities, a number a line; the
// fugitive reads those four lines and writes its start city, then at once
// its first move. A fugitive's move is a transport letter, a space and a
// city, "C 17". The detectives read the start city; then, each turn, the
// clue ("C", or "C 17" on an announcement turn), and they answer with four
// lines, the new city of detectives 1 to 4; the fugitive reads those four
// lines, except after turn 50, and writes its next move. A game that ends
// early ends with "Quit" to both programs; after turn 50 nothing more is
// sent. Each program has 5 seconds for the whole game, counted only while
// it is awaited, the other paused meanwhile ([DefaultClock]). An illegal
// move, a crash or a timeout loses 0-20.
//
// # Choices
//
// RULINGS.md, in this package, settles what the rule page leaves open;
// where it records a choice of ours, this package does this:
//
//   - The fugitive may move onto a detective's city: the move is legal,
//     and the fugitive is caught at once (the detectives do not move).
//     (RULINGS.md 4.6, our choice.)
//   - A referee seats the fugitive at 0 and the detectives at 1, and
//     reports scores in that order.
//   - On a catch neither program is sent the move that made it: both are
//     sent "Quit" instead. After the detectives' move of turn 50 nothing is
//     sent, even if it caught the fugitive, since both programs have made
//     their last move; but a fugitive that moves onto a detective in turn
//     50 ends the game before the detectives' last move, and both are sent
//     "Quit".
//   - After an illegal move, a crash or a timeout, both programs are sent
//     "Quit" (a runner drops the message to a program that failed).
//   - The detectives' four lines are judged one by one as they come: the
//     first bad line ends the game, without waiting for the rest. Only the
//     first of the four starts a turn on the clock ([games.TurnGoesOn]).
//   - Lines are read leniently, as a jury reading numbers with readln or
//     scanf would: spaces, tabs and a carriage return around a line are
//     ignored, so are extra spaces between a transport letter and its
//     city, and numbers may have leading zeros; transport letters must be
//     upper case, and anything else is an illegal move ([ParseCity]
//     reads a city so).
//   - Detectives that cannot move at all lose as for an illegal move:
//     whatever they write breaks a rule. That happens only from a start
//     where some of them have fewer cities to go to between them than they
//     are (three detectives whose only neighbours are the same two cities),
//     since detectives that moved can always move back. [State.RandomMove]
//     never draws such a start, and the built-in bots never choose one.
//   - A valid map has at least 5 cities, so that the four detectives and
//     the fugitive can start apart; the rule page only caps the number.
//   - The map reader ignores empty lines and extra spaces and takes a
//     connection listed twice as one; a connection from a city to itself,
//     a city out of range, a lower-case letter and a missing END are
//     errors.
//
// # Values and speed
//
// A [Map] is a value of about 26 KB: for each city and transport, the set
// of cities joined to it as a [Cities] bitset of four words, plus their
// union. A [State] is a value of 288 bytes (the history of the
// detectives' cities included, so that it can give the detectives' view)
// whose one pointer is to its map.
//
// On one core of the project's CI machine (an AMD EPYC, Go 1.26), on a
// generated 200-city map, medians of go test -bench . -count 5:
//
//	suspect update, as in View.Play, random games' sets (17)   29 ns    0 allocs
//	suspect update with all 200 cities suspect               250 ns    0 allocs
//	a whole game between random players (28 turns on average) 7.2 µs  0 allocs
//	a checked turn: the fugitive's Play and the detectives'    46 ns    0 allocs
//	State.Moves, the fugitive's                                20 ns    0 allocs
//	State.Moves, the detectives' (about 1,200 moves)          1.9 µs   0 allocs
//	Map.Validate, planarity of the three transports included  135 µs
//	Generate                                                  6.9 ms
//	a whole game through the Referee, line by line            220 µs (Validate included)
package ontherun
