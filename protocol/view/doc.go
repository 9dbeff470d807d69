// Package view turns a match record into one self-contained HTML page that
// replays the match: the board of each step, drawn by the game's own
// drawing code, the lines each player was sent and wrote, thinking times,
// clocks and the verdict. The page opens from disk, with no server and no
// network: its CSS, JavaScript and data are inline.
//
// The frames are computed here, in Go, by playing the record's lines
// through the game's [games.Referee] and asking the game's [games.Drawing] for
// a picture after each step, so the page never re-implements the rules; it
// only draws. A step that leaves the picture as it was (a handshake, one
// detective's line of four) makes no frame of its own: its lines join the
// next frame's, so that no two frames in a row show the same picture. To
// start:
//
//	rec, err := record.Read(f)
//	...
//	r, err := view.Build(alquerquebots.Game(), rec)
//	...
//	err = r.WritePage(out)
//
// The referee program's "referee view RECORD" does just that. Build does
// not check that the referee sends what the record says it sent: check a
// record with [record.Replay] first when it may have been changed.
//
// The page keeps a contract for tests and tools: the URL fragment
// #frame=N&seat=K opens frame N as seat K knew it (without seat, the whole
// truth), #end the last frame; the element with id "frame" holds N and the
// frame's facts as data- attributes (see [games.Frame]); id "score" holds
// the frame's scores as a result line writes them
// ([games.Game.FormatScores]), and id "scorenote" what they count
// ([games.Frame.ScoreNote]); id "verdicttext" the end of the match
// once the last frame is shown; id "moves" one entry per frame with
// data-frame="N"; id "graph" an svg with one point per frame up to the
// frame shown, or per frame of the match once the verdict is shown (so that
// the graph gives away no more than the board); the body's
// data-drawms how long, in milliseconds, the page took from its script's
// start to its first frame drawn. A match placed in a series
// ([Replay.Series]) has a <nav id="series"> saying "game k of N", with
// links to the games before and after it and to the index.
//
// The games of a series or a tournament get an index page too ([Index]):
// the table of package standings, the rating list on one axis (or why there is
// none), the course of an SPRT's log-likelihood ratio or of the mean ranks
// over the games as inline SVG, and every game's players, result and
// fault, linked to its page. "referee view DIR" writes
// one for a tournament's directory, as DIR/index.html.
//
// # Pages from the command line: referee view
//
// referee view RECORD|DIR ... [-o FILE|DIR] turns each record into one HTML
// page that replays the game, and a tournament's directory into the pages of
// all its games and an index page; -html on a match or series writes a page
// beside each record, and on a series the series' index page too:
//
//	go run ./examples/referee -html -record game.jsonl alquerque
//	go run ./examples/referee view game.jsonl     # writes game.html
//	go run ./examples/referee -html -games 10 -record s.jsonl alquerque
//	                                              # s-1.html … s-10.html, and s.html: the index
//	go run ./examples/referee view runs/t1        # runs/t1/records/ID.html, and runs/t1/index.html
//	go run ./examples/referee view a.jsonl b.jsonl -o pages/
//	                                              # pages/a.html, pages/b.html
//
// -o names the page's file for one record, or a directory; the directory is
// made when it does not exist yet and -o ends with a slash, or several
// records or a tournament's directory are named (a name ending in .html is
// then refused as a slip).
//
// The page opens from disk with no server and no network: its CSS, JavaScript
// (hand-written, embedded with go:embed, no build step) and data are inline.
// The frames are computed in Go (package protocol/view) by playing the record
// through the game's referee and asking the game's games.View for a picture
// before the first step and after each step, so the page never re-implements
// the rules; it only draws. A step that changes nothing drawn (a handshake,
// one of On The Run's four detective lines) joins the next frame, so that no
// two frames in a row show the same picture. Each game's drawing has a legend
// under its board: what each colour, mark and symbol means. Step with ←, →,
// Home, End, play and pause with
// space, or use the buttons, the speed and the scrub bar (on a phone they stay
// at the bottom of the screen); click a move in the move list, or a point of
// the graph, to open its frame. Each step shows the lines each player was sent
// and wrote, its thinking time and the clocks; the graph draws the game's
// own measure (pieces, squares, blocks felled, victory points, suspect cities)
// up to the frame shown, and the whole game once the last frame is reached
// or "show the result" is clicked; the verdict waits for the last frame (or
// a click on "show the result"), highlighted when a fault decided it, and
// the verdict and the step where a fault happened say why: the runner's
// detail, or the rule an illegal line broke. What a
// program wrote to standard error in a step is shown beside its move, muted.
// The
// "view" choice shows the whole truth or what one seat knew: then the log and
// the move list hold only that seat's own dialogue (what it was sent and what
// it wrote), and the board only what the game's rules told it, with the
// scores hidden where they count what it could not see. A record the rules
// reject gives one line naming its line and exit status 2, and no page (a
// file that is no record at all: referee: view: README.md: not a match
// record (line 1: invalid character '#' looking for beginning of value)); an
// interrupted match draws up to its last move and says so. With several
// records (or a directory), a bad one does not stop the others: each bad one
// is a line on stderr, the others get their pages, and the exit status is 2
// (1 when a page could not be written).
//
// # Series and tournaments
//
// The games of a series or a tournament get an
// index page, and each game's page says where it stands: "game k of N", with
// links to the previous game, the next and the index. The index shows the
// table as referee table prints it (per player games, wins, draws, losses,
// points and faults, with the Elo difference and its 95% interval for two
// players; mean points and mean rank for games of four seats; then each
// pairing's lines: game pairs, Elo, nElo, LOS, the SPRT's state), the
// rating list on one axis with 95% intervals (or why there is none), then
// the LLR with its two bounds when the tournament ran an SPRT, or each
// player's mean rank in a game of four seats, as inline SVG, and every
// game in order, its seats and players linked to its page, with its
// result and its fault with why (a game whose record the rules reject is listed with why, unlinked,
// and the pages around it link past it). It has no script, opens from disk
// like the game pages, and reads from 360 px wide (the table scrolls in its
// own box) to a desktop. A tournament's pages go beside the records
// (DIR/records/ID.html), or with -o DIR2 into DIR2 with the index; a
// series' pages beside its records, its index named after the -record file
// (s.jsonl gives s.html beside s-1.html …, so that several series can
// share a directory), rewritten after each game.
//
// The page keeps a contract for tests and tools:
//
//   - the URL fragment #frame=N&seat=K opens frame N as seat K knew it (K as
//     in the record's players, from 0; without seat, the whole truth), #end
//     the last frame; the page keeps the fragment up to date as one steps;
//
//   - the element with id frame holds N, and the frame's facts as data-
//     attributes (per game below; always the whole truth, for tools; a list of
//     numbers in one is separated by spaces or commas, never by -); id score
//     the frame's scores as the result line writes them, S1-S2 or
//     S1-S2-S3-S4, and id scorenote what they count where the numbers alone
//     do not (Amazes: the points so far, then how they became the final score);
//     id verdicttext the end of
//     the match once the last frame is shown; id moves one entry per frame,
//     each with data-frame="N"; id graph holds an svg with a line for each
//     series, of one point per frame up to the frame shown (every frame once
//     the verdict is shown); the body's data-drawms the milliseconds
//     from the page's script starting to its first frame drawn, and data-seat
//     the seat shown (-1: the truth).
//
//   - a game of a series or a tournament has a <nav id="series"> saying
//     game k of N, with links rel="prev", rel="next" (none at the ends) and
//     rel="index";
//
//   - referee view DIR on a tournament directory writes DIR/index.html
//     beside the pages it links; in an index page, the players' table has id
//     table and the pairings id pairings, the rating chart is an svg of
//     class ratings with a g of class rating per player that has games, or
//     a p with id norating that says why there is none; each other graph is
//     an svg of class course with one circle of class pt per game (per player and game with
//     four seats) whose data-game is the game's number from 1, and the list of
//     games has id games, one item per game, holding a link to its page when it
//     has one.
//
//   - Alquerque: the board with its lines, the last move's whole capture chain
//     as a path with the taken pieces crossed out, pieces lost per side, the
//     ply, the tie-rule score once 200 plies are played; its facts (data-
//     attributes of #frame): board (49 of w, b, ., rank 7 down to 1, files a
//     to g), ply, tomove, last
//
//   - Amazes: the maze's walls, both explorers and their facing, their trails,
//     squares coloured by who discovered them first, points and squares; as
//     red or blue knew it: its own squares, walls and dead ends (crossed),
//     unknown edges dotted; its facts (data- attributes of #frame): red, blue
//     (as r14c3N), turn, points (Red's and Blue's running points, 3707,-534),
//     squares (120,98)
//
//   - On The Run: the map as a graph laid out in Go (deterministic; few
//     crossings), roads by transport, the detectives and their recent trails,
//     the detectives' suspect set, the last city told; at the end the catch,
//     the fugitive's token ringed beside the detective that caught it; as the
//     detectives knew it: no fugitive but where they were told; its facts
//     (data- attributes of #frame): fugitive, detectives, suspects (a count),
//     revealed, turn, phase, outcome (caught by detective 1 at city 47 on turn
//     16, escaped: not caught in 50 turns, … ; empty while the game goes on)
//
//   - block drop: the 18x18 board in its blocks with their counters (standing,
//     counting down, fallen), the players facing their way with their waits,
//     fallen players greyed and crossed where they fell, each player's card
//     (position, or when and where it fell; its last line and whether the
//     engine ignored it; attacks, kills), T of the limit and the last turn;
//     its facts (data- attributes of #frame): turn, tomove, players (x,y,D
//     each, - when fallen), alive, last (the action that took effect), wrote
//     (each player's last line as read, - before one: R L N A)
//
//   - Lang Wars: the eight languages with their attention degrees and each
//     player's believers (hidden holiday ones marked), this turn's picks, who
//     wins or loses each degree, victory points after each turn; as one player
//     knew it: the believers it can reckon, and the picks it was shown; its
//     facts (data- attributes of #frame): turn, holiday, points
//
// On a desktop (1280x900, at the end of the game):
//
//   - Alquerque (protocol/view/screenshots/alquerque.png)
//   - Amazes (protocol/view/screenshots/amazes.png)
//   - On The Run (protocol/view/screenshots/ontherun.png)
//   - block drop (protocol/view/screenshots/blockdrop.png)
//   - Lang Wars (protocol/view/screenshots/langwars.png)
//
// On a phone (360x740, in the middle of the game):
//
//   - Alquerque (protocol/view/screenshots/alquerque-phone.png)
//   - Amazes (protocol/view/screenshots/amazes-phone.png)
//   - On The Run (protocol/view/screenshots/ontherun-phone.png)
//   - block drop (protocol/view/screenshots/blockdrop-phone.png)
//   - Lang Wars (protocol/view/screenshots/langwars-phone.png)
//
// Sizes and speed (go test ./protocol/view -run 'Longest|AmazesPage|Browser' -v
// prints them; go test ./protocol/view -run '^$' -bench View times the Go side):
// the page's own code is 25-30 KB (the limit, tested, is 150 KB). Each frame's
// drawing is sent as what changed since the frame before, and the page
// rebuilds the frames once when it opens: the page of a whole Amazes game of
// 300 turns, each frame with both players' knowledge of the maze, is 189 KB
// (tested: at most 600 KB; 902 KB before), and the page of the longest game in
// the tests, a block drop game of 1000 turns, is 722 KB (tested: at most 2 MB).
// Building and writing that page takes 130-145 ms (-bench View -count 5, on
// the 2-core machine at load 4-5; 45-60 ms before the deltas, for a page that
// would now be over 1 MB): finding what changed is the cost. The browser draws
// the first frame, measured by the page itself (data-drawms, from its
// script's start), in 17-44 ms (medians of five runs each of chromium-headless-shell
// --headless --dump-dom FILE#end at load 5: Lang Wars 17, Alquerque 18, block
// drop 24, On The Run 40, Amazes 41, the 1000-turn page 44); the move list and
// the graph follow it. An index page is 7-11 KB for the
// tests' tournaments of 4 to 6 games and 450 KB for one of 1000 games, whose
// table, graph and list take 38 ms (go test ./protocol/view -run '^$' -bench
// Index); referee view DIR on that tournament (1000 Alquerque games of
// random players) writes its 1000 pages, each checked against the rules, and
// the index in 9 s on 2 CPUs.
//
// The browser tests (go test ./protocol/view) open every game's page in headless
// Chromium at frame 0, a middle frame and the end, compare frame, score,
// scorenote, the verdict (none before the end) and the facts with what Go
// computed, check that the screenshots are not blank, and check faults
// (timeout, illegal move, a program that ended). At 360x740, 768x1024
// and 1280x900 they check, for every game, that the page does not scroll sideways, that
// the board and every control are on screen, that the move list has one
// entry per frame and the graph one point at frame 0 and one per frame at
// the end, that a click on a move opens its frame and puts it
// in the URL, and that the list follows the frame shown. For every game they
// step through each frame as one seat knew it and look for what that seat may
// not know: another seat's lines, the fugitive's city and token (for the
// detectives, until the catch), the other explorer's squares, Lang Wars'
// victory points; and they check that the page rebuilds every frame's drawing
// from the deltas it is sent as Go drew it. Without a browser they are skipped
// with a line saying how to get one (apt-get install
// chromium-headless-shell); .ci/run installs it and sets
// CONTESTGAMES_BROWSER_TESTS=1, which makes them required. They also open a
// tournament's index page at 360x740 and check that it does not overflow
// sideways, and that a click on a game's link opens that game's page, drawn,
// saying game 1 of N. The screenshots above come from go test
// ./protocol/view -run BrowserShowsEveryGame -screenshots screenshots.
package view
