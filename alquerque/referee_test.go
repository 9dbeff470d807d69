package alquerque_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/contestgames/games"
	"github.com/contestgames/games/alquerque"
	"github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol/protocoltest"
)

var _ games.Referee = (*alquerque.Referee)(nil)

// The referee's tests drive it with a loop of their own, as a runner
// would, and write down everything that passes: ">0 Start" is a line sent
// to seat 0 (White), "<1 e5*c3" a line seat 1 (Black) wrote, "!0 timeout"
// a fault of seat 0, and "done" the end of the match.

// An answer is what a scripted player does when it is awaited: write a
// line, or fail.
type answer struct {
	line  string
	fault games.FaultKind
}

func lines(ss ...string) []answer {
	out := make([]answer, len(ss))
	for i, s := range ss {
		out[i] = answer{line: s}
	}
	return out
}

// failer is what drive needs of a *testing.T, and a *rapid.T has too.
type failer interface {
	Helper()
	Fatalf(format string, args ...any)
}

// newReferee returns a referee for a match from the start, as the contest
// played every match.
func newReferee(t failer) *alquerque.Referee {
	t.Helper()
	ref, err := alquerque.NewReferee(alquerque.Setup{Start: alquerque.Start()})
	if err != nil {
		t.Fatalf("NewReferee: %v", err)
	}
	return ref
}

// mustReply hands ref player p's line, which it must await.
func mustReply(t failer, ref *alquerque.Referee, p int, line string) {
	t.Helper()
	if err := ref.Reply(p, line); err != nil {
		t.Fatalf("Reply(%d, %q): %v", p, line, err)
	}
}

// drive runs ref with the answers, in order, and returns the transcript
// and the result.
func drive(t failer, ref *alquerque.Referee, answers []answer) ([]string, games.Result) {
	t.Helper()
	var log []string
	for {
		step := ref.Next()
		for _, m := range step.Send {
			log = append(log, fmt.Sprintf(">%d %s", m.To, m.Text))
		}
		if step.Done {
			return append(log, "done"), ref.Result()
		}
		if len(step.Await) != 1 || step.Timer != games.TurnStart {
			t.Fatalf("after %q: Await %v, Timer %v; want one player and TurnStart", log, step.Await, step.Timer)
		}
		if len(answers) == 0 {
			t.Fatalf("the script ran out, and the match goes on: %q", log)
		}
		p, a := step.Await[0], answers[0]
		answers = answers[1:]
		if a.fault != 0 {
			log = append(log, fmt.Sprintf("!%d %s", p, a.fault))
			if err := ref.Fault(p, a.fault); err != nil {
				t.Fatalf("Fault(%d, %v): %v", p, a.fault, err)
			}
			continue
		}
		log = append(log, fmt.Sprintf("<%d %s", p, a.line))
		if err := ref.Reply(p, a.line); err != nil {
			t.Fatalf("Reply(%d, %q): %v", p, a.line, err)
		}
	}
}

// dialogue returns the transcript that RULINGS.md 5.1-5.4 prescribe for a
// game whose legal moves are moves, ending with the given lines.
func dialogue(moves []string, end ...string) []string {
	log := []string{">0 Start"}
	for i, m := range moves {
		log = append(log, fmt.Sprintf("<%d %s", i%2, m))
		if i < len(moves)-1 {
			log = append(log, fmt.Sprintf(">%d %s", 1-i%2, m))
		}
	}
	return append(append(log, end...), "done")
}

// randomGame returns the moves of a game between two uniform random
// players, from a PCG seeded with seed and 1. The seeds the tests use were
// found by trying seeds in order until a game ended the way a test needs.
func randomGame(t testing.TB, seed uint64) (moves []string, end alquerque.Position) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 1))
	p := alquerque.Start()
	var buf [alquerque.MoveListSize]alquerque.Move
	for !p.Over() {
		ms := p.Moves(buf[:0])
		m := ms[r.IntN(len(ms))]
		moves = append(moves, m.String())
		p.PlayUnchecked(m)
	}
	return moves, p
}

// The end of a game: the winner is sent nothing, the loser "Quit"; a tie
// sends nothing to anybody. Scores are 12-0, or the tie score.
func TestRefereeGameEnd(t *testing.T) {
	tests := []struct {
		name   string
		seed   uint64
		want   alquerque.End
		winner int // -1 for none
		reason string
		scores []float64
		end    []string
	}{
		{"white wins by taking black's last piece", 1, alquerque.AllCaptured, 0, "white took black's last piece", []float64{12, 0}, []string{">1 Quit"}},
		{"black wins by taking white's last piece", 0, alquerque.AllCaptured, 1, "black took white's last piece", []float64{0, 12}, []string{">0 Quit"}},
		{"white wins when black cannot move", 13511, alquerque.NoLegalMove, 0, "black cannot move", []float64{12, 0}, []string{">1 Quit"}},
		{"black wins when white cannot move", 11680, alquerque.NoLegalMove, 1, "white cannot move", []float64{0, 12}, []string{">0 Quit"}},
		// The tie rule scores it 2-6, yet the rules call it a tie: the
		// result names no winner, so that a table counts no win.
		{"tie at 200 plies has no winner though black scores more, and nobody is sent Quit", 5, alquerque.MoveLimit, -1, "200 plies: tie, white has 1 piece left and black 5", []float64{7 - 5, 7 - 1}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			moves, end := randomGame(t, tt.seed)
			if got := end.End(); got != tt.want {
				t.Fatalf("seed %d now ends %v, want %v: pick another seed", tt.seed, got, tt.want)
			}
			if w, ok := end.Winner(); w != tt.winner || ok != (tt.winner >= 0) {
				t.Errorf("Winner() = %d, %v, want %d", w, ok, tt.winner)
			}
			ref := newReferee(t)
			log, res := drive(t, ref, lines(moves...))
			if diff := cmp.Diff(dialogue(moves, tt.end...), log); diff != "" {
				t.Errorf("transcript (-want +got):\n%s", diff)
			}
			want := games.Result{Scores: tt.scores, Winner: tt.winner, Reason: tt.reason}
			if diff := cmp.Diff(want, res); diff != "" {
				t.Errorf("result (-want +got):\n%s", diff)
			}
			if got := ref.State(); got != end {
				t.Errorf("State() = %v, want %v", got, end)
			}
			var played []string
			for _, m := range ref.Played() {
				played = append(played, m.String())
			}
			if diff := cmp.Diff(moves, played); diff != "" {
				t.Errorf("Played() (-want +got):\n%s", diff)
			}
		})
	}
}

// The dialogue's opening: White reads Start, Black reads White's first
// move, and each then reads the other's last move, as it was played.
func TestRefereeDialogueStart(t *testing.T) {
	ref := newReferee(t)
	step := ref.Next()
	want := games.Step{Send: []games.Message{{To: 0, Text: "Start"}}, Await: []int{0}, Timer: games.TurnStart}
	if diff := cmp.Diff(want, step); diff != "" {
		t.Fatalf("first step (-want +got):\n%s", diff)
	}
	// Asking again repeats the step without its messages.
	want.Send = nil
	if diff := cmp.Diff(want, ref.Next()); diff != "" {
		t.Fatalf("first step asked again (-want +got):\n%s", diff)
	}
	mustReply(t, ref, 0, "c3-d4")
	want = games.Step{Send: []games.Message{{To: 1, Text: "c3-d4"}}, Await: []int{1}, Timer: games.TurnStart}
	if diff := cmp.Diff(want, ref.Next()); diff != "" {
		t.Fatalf("after white's first move (-want +got):\n%s", diff)
	}
	mustReply(t, ref, 1, "e5*c3")
	want = games.Step{Send: []games.Message{{To: 0, Text: "e5*c3"}}, Await: []int{0}, Timer: games.TurnStart}
	if diff := cmp.Diff(want, ref.Next()); diff != "" {
		t.Fatalf("after black's first move (-want +got):\n%s", diff)
	}
	if res := ref.Result(); res.Scores != nil || res.Winner != games.NoWinner || res.Reason != "" || res.Fault != nil {
		t.Errorf("Result() while in play = %+v, want no scores and no winner", res)
	}
}

// A trailing CR and spaces or tabs around a move are tolerated, and the
// opponent is sent the move as written by Move.String.
func TestRefereeToleratesSurroundingWhitespace(t *testing.T) {
	for _, line := range []string{"c3-d4\r", " c3-d4", "c3-d4 \t", "\tc3-d4 \r"} {
		ref := newReferee(t)
		log, _ := drive(t, ref, []answer{{line: line}, {fault: games.Exited}})
		want := []string{">0 Start", "<0 " + line, ">1 c3-d4", "!1 exited", ">0 Quit", "done"}
		if diff := cmp.Diff(want, log); diff != "" {
			t.Errorf("white writes %q: transcript (-want +got):\n%s", line, diff)
		}
	}
}

// Every illegal move loses 0-12, both players are sent Quit, and the
// Reason says what was wrong, as precisely as the contest's jury did.
func TestRefereeIllegalMove(t *testing.T) {
	long := strings.Repeat("x", 100)
	tests := []struct {
		rule   string // the test's name: the rule broken
		before []string
		line   string
		reason string
	}{
		{
			rule:   "capture is compulsory: '*' expected after the square",
			before: []string{"c3-d4", "e5*c3"},
			line:   "b2-c3",
			reason: "white: illegal move b2-c3: a capture is compulsory: '*' was expected after b2, which can take c3 by jumping to d4",
		},
		{
			rule:   "capture is compulsory: a piece that cannot capture",
			before: []string{"c3-d4"},
			line:   "d5-d4",
			reason: "black: illegal move d5-d4: a capture is compulsory, and d5 cannot capture; the pieces that can are on {e5}",
		},
		{
			rule:   "chain must continue: stopped early",
			before: []string{"e3-d4", "e5*e3", "e2*e4"},
			line:   "c5*e3",
			reason: "black: illegal move c5*e3: the chain must go on from e3 to e5, taking e4",
		},
		{
			rule:   "no move back",
			before: []string{"d3-d4", "d5*d3", "d2*d4", "b4*d2", "e1*c3", "a4-b4", "d1-d2"},
			line:   "b4-a4",
			reason: "black: illegal move b4-a4: it reverses black's previous move a4-b4",
		},
		{
			rule:   "own piece: the opponent's",
			line:   "d5-d4",
			reason: "white: illegal move d5-d4: d5 holds a black piece, and it is white's turn",
		},
		{
			rule:   "own piece: an empty point",
			before: []string{"c3-d4"},
			line:   "c3-c2",
			reason: "black: illegal move c3-c2: c3 is empty",
		},
		{
			rule:   "empty landing point",
			line:   "c2-c3",
			reason: "white: illegal move c2-c3: c3 is occupied",
		},
		{
			rule:   "jump an enemy piece",
			line:   "c2*c4",
			reason: "white: illegal move c2*c4: hop c2*c4 jumps c3, which holds a white piece",
		},
		{
			rule:   "notation: garbage",
			line:   "hello",
			reason: `white: illegal move "hello": "he" is not a square (a1 to g7)`,
		},
		{
			rule:   "notation: upper case",
			line:   "C3-D4",
			reason: `white: illegal move "C3-D4": "C3" is not a square (a1 to g7)`,
		},
		{
			rule:   "notation: not along a line",
			line:   "d3-e4",
			reason: `white: illegal move "d3-e4": d3-e4: no diagonal line runs through d3`,
		},
		{
			rule:   "notation: Start is not a move",
			before: []string{"c3-d4"},
			line:   "Start",
			reason: `black: illegal move "Start": "St" is not a square (a1 to g7)`,
		},
		{
			rule:   "notation: empty line",
			line:   "",
			reason: `white: illegal move "": an empty line; want a move such as "c3-d4" or "e5*c3"`,
		},
		{
			rule:   "notation: blank line",
			before: []string{"e4-d4"},
			line:   " \t\r",
			reason: `black: illegal move " \t\r": an empty line; want a move such as "c3-d4" or "e5*c3"`,
		},
		{
			rule:   "notation: a long line is cut short in the reason",
			line:   long,
			reason: `white: illegal move "` + long[:40] + `" (100 bytes): "xx" is not a square (a1 to g7)`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			ref := newReferee(t)
			log, res := drive(t, ref, lines(append(tt.before, tt.line)...))
			player := len(tt.before) % 2
			want := dialogue(append(tt.before, tt.line), ">0 Quit", ">1 Quit")
			if diff := cmp.Diff(want, log); diff != "" {
				t.Errorf("transcript (-want +got):\n%s", diff)
			}
			rule := strings.SplitN(tt.rule, ":", 2)[0]
			scores := []float64{0, 0}
			scores[1-player] = 12
			// An illegal move forfeits the game: the opponent wins.
			wantRes := games.Result{Scores: scores, Winner: 1 - player, Reason: tt.reason,
				Fault: &games.Fault{Player: player, Move: tt.line, Rule: rule}}
			if diff := cmp.Diff(wantRes, res); diff != "" {
				t.Errorf("result (-want +got):\n%s", diff)
			}
			if got, want := len(ref.Played()), len(tt.before); got != want {
				t.Errorf("Played() has %d moves, want %d: the illegal move is not played", got, want)
			}
		})
	}
}

// A fault the runner reports (timeout, exit, a line too long, a limit of
// its sandbox) loses 0-12; the failed player is gone, and the other is sent
// Quit.
func TestRefereeFault(t *testing.T) {
	kinds := []games.FaultKind{games.Timeout, games.Exited, games.LineTooLong, games.OutOfMemory,
		games.ProcessLimit, games.FileSizeLimit, games.DirectoryFull, games.OpenFileLimit, games.CPULimit, games.FileCountLimit}
	for seat := range 2 {
		for _, kind := range kinds {
			color := alquerque.Color(seat)
			t.Run(fmt.Sprintf("%s %s", color, kind), func(t *testing.T) {
				ref := newReferee(t)
				before := []string{"c3-d4"}[:seat]
				log, res := drive(t, ref, append(lines(before...), answer{fault: kind}))
				want := []string{">0 Start", "!0 " + kind.String(), ">1 Quit", "done"}
				if seat == 1 {
					want = []string{">0 Start", "<0 c3-d4", ">1 c3-d4", "!1 " + kind.String(), ">0 Quit", "done"}
				}
				if diff := cmp.Diff(want, log); diff != "" {
					t.Errorf("transcript (-want +got):\n%s", diff)
				}
				scores := []float64{0, 0}
				scores[1-seat] = 12
				wantRes := games.Result{
					Scores: scores,
					Winner: 1 - seat, // a forfeit: the opponent wins
					Reason: fmt.Sprintf("%s: %s", color, kind),
					Fault:  &games.Fault{Player: seat, Rule: kind.String()},
				}
				if diff := cmp.Diff(wantRes, res); diff != "" {
					t.Errorf("result (-want +got):\n%s", diff)
				}
			})
		}
	}
}

// The time rules are the CodeCup's.
func TestRefereeClock(t *testing.T) {
	want := games.Clock{Total: 30e9, Pause: true}
	if got := alquerque.DefaultClock(); got != want {
		t.Errorf("DefaultClock() = %+v, want %+v", got, want)
	}
	if got := newReferee(t).Clock(); got != want {
		t.Errorf("Clock() = %+v, want %+v", got, want)
	}
	if n := newReferee(t).Players(); n != 2 {
		t.Errorf("Players() = %d, want 2", n)
	}
}

// A runner that answers for a player not awaited, or after the end, has a
// bug; the referee says so at once with an error wrapping ErrNotAwaited,
// and changes nothing.
func TestRefereeMisuse(t *testing.T) {
	tests := []struct {
		name   string
		before func(t *testing.T, r *alquerque.Referee)
		do     func(r *alquerque.Referee) error
		want   string
	}{
		{"Reply out of turn", nil, func(r *alquerque.Referee) error { return r.Reply(1, "c3-d4") }, "it is white's turn"},
		{"Fault out of turn", nil, func(r *alquerque.Referee) error { return r.Fault(1, games.Timeout) }, "it is white's turn"},
		{"Reply from a seat that does not exist", nil, func(r *alquerque.Referee) error { return r.Reply(7, "c3-d4") }, "it is white's turn"},
		{"Fault from a negative seat", nil, func(r *alquerque.Referee) error { return r.Fault(-1, games.Exited) }, "it is white's turn"},
		{"Reply twice for one wait", func(t *testing.T, r *alquerque.Referee) { mustReply(t, r, 0, "c3-d4") },
			func(r *alquerque.Referee) error { return r.Reply(0, "d3-d4") }, "it is black's turn"},
		{"Reply after the end", func(t *testing.T, r *alquerque.Referee) {
			if err := r.Fault(0, games.Exited); err != nil {
				t.Fatal(err)
			}
		}, func(r *alquerque.Referee) error { return r.Reply(1, "c3-d4") }, "after the match ended (white: exited)"},
		{"Fault after the end", func(t *testing.T, r *alquerque.Referee) { mustReply(t, r, 0, "zz") },
			func(r *alquerque.Referee) error { return r.Fault(0, games.Timeout) }, "after the match ended"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ref := newReferee(t)
			if tt.before != nil {
				tt.before(t, ref)
			}
			state, played, res := ref.State(), ref.Played(), ref.Result()
			err := tt.do(ref)
			if !errors.Is(err, games.ErrNotAwaited) || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "alquerque: ") {
				t.Errorf("error %v, want one wrapping ErrNotAwaited and containing %q", err, tt.want)
			}
			if ref.State() != state || !slices.Equal(ref.Played(), played) || !cmp.Equal(ref.Result(), res) {
				t.Errorf("the refused call changed the referee")
			}
		})
	}
}

// A set-up holds the starting position: both players read it first, the
// side to move in it reads Start, and a position in which the game is
// over is refused.
func TestNewRefereeSetup(t *testing.T) {
	if got := alquerque.RandomSetup(0); got != (alquerque.Setup{Start: alquerque.Start()}) {
		t.Errorf("RandomSetup(0) = %v, want the start", got)
	}
	if got := alquerque.RandomSetup(1 << 63); got != alquerque.RandomSetup(7) {
		t.Errorf("RandomSetup depends on the seed: %v", got)
	}
	p, err := alquerque.ParsePosition("......./......./......./...b.../..w..../......./w...... b 11 - -")
	if err != nil {
		t.Fatal(err)
	}
	s := alquerque.Setup{Start: p}
	ref, err := alquerque.NewReferee(s)
	if err != nil {
		t.Fatalf("NewReferee(%v): %v", p, err)
	}
	if ref.Setup() != s || ref.State() != p {
		t.Errorf("Setup() = %v, State() = %v, want %v", ref.Setup(), ref.State(), p)
	}
	// Both read the position first; Black moves first here, so Black
	// reads Start; its capture leaves White one, which takes Black's last
	// piece.
	log, res := drive(t, ref, lines("d4*b2", "a1*c3"))
	setup := "Setup ......./......./......./...b.../..w..../......./w...... b 11 - -"
	want := []string{">0 " + setup, ">1 " + setup, ">1 Start", "<1 d4*b2", ">0 d4*b2", "<0 a1*c3", ">1 Quit", "done"}
	if diff := cmp.Diff(want, log); diff != "" {
		t.Errorf("transcript (-want +got):\n%s", diff)
	}
	wantRes := games.Result{Scores: []float64{12, 0}, Reason: "white took black's last piece"}
	if diff := cmp.Diff(wantRes, res); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
	if ref.Setup() != s {
		t.Errorf("Setup() changed in play: %v", ref.Setup())
	}

	for _, tc := range []struct {
		name string
		pos  alquerque.Position
		want string
	}{
		{"the zero Position", alquerque.Position{}, "is over (black wins: last piece taken)"},
		{"no legal move", mustPosition(t, "......./......./......./......./b.b..../bb...../wbb.... w 10 - -"), "is over (black wins: no legal move)"},
		{"200 plies", mustPosition(t, "......b/......./......./......./......./......./w...... w 200 - -"), "is over (tie: 200 plies played)"},
	} {
		_, err := alquerque.NewReferee(alquerque.Setup{Start: tc.pos})
		if err == nil || !strings.HasPrefix(err.Error(), "alquerque: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: NewReferee = %v, want an error saying %q", tc.name, err, tc.want)
		}
	}
}

// Game describes Alquerque to a host: one option, the position, without
// which every seed gives a match from the start.
func TestGame(t *testing.T) {
	g := alquerque.Game()
	if g.Name != "alquerque" || !cmp.Equal(g.Seats, []string{"white", "black"}) || len(g.Options) != 1 || g.Options[0].Name != "position" || g.Players() != 2 {
		t.Errorf("Game() = %q %q %v", g.Name, g.Seats, g.Options)
	}
	for _, seed := range []uint64{0, 1, 1 << 63} {
		ref, complete, err := g.NewReferee(seed, nil)
		if err != nil || complete == nil || len(complete) != 0 {
			t.Fatalf("NewReferee(%d, nil) = %v, %v; want no error and empty options", seed, complete, err)
		}
		if got := ref.(*alquerque.Referee).State(); got != alquerque.Start() {
			t.Errorf("seed %d starts from %v", seed, got)
		}
	}
	if _, _, err := g.NewReferee(1, map[string]string{"maze": "x"}); err == nil || !strings.Contains(err.Error(), `alquerque: unknown option "maze"`) {
		t.Errorf("an option: %v, want an error naming it", err)
	}
	// The start given as an option is no option at all.
	if _, complete, err := g.NewReferee(1, map[string]string{"position": alquerque.Start().String()}); err != nil || len(complete) != 0 {
		t.Errorf("the start as an option: %v, %v; want empty complete options", complete, err)
	}
	const pos = "bbbbbbb/bbbbbbb/bbbbbbb/bbbw.ww/wwwwwww/wwwwwww/wwwwwww b 1 e4-d4 -"
	ref, complete, err := g.NewReferee(1, map[string]string{"position": pos})
	if err != nil || complete["position"] != pos || ref.(*alquerque.Referee).State().String() != pos {
		t.Errorf("a position: %v, %v", complete, err)
	}
	if _, _, err := g.NewReferee(1, map[string]string{"position": "bbbbbbb w 0 - -"}); err == nil || !strings.HasPrefix(err.Error(), "alquerque: option position: position ") {
		t.Errorf("a bad position: %v, want an error naming the option", err)
	}
}

// Openings play plies from the option's position: those given, checked,
// then random ones from the seed's stream, the same for the same stream;
// the options they return start a match after them.
func TestOpenings(t *testing.T) {
	o := alquerque.Game().Openings
	if o.Option != "position" || o.Play == nil {
		t.Fatalf("Openings = %+v", o)
	}
	plies, opts, err := o.Play(map[string]string{}, []string{"e4-d4"}, 3, rand.New(rand.NewPCG(1, 2)))
	if err != nil || len(plies) != 4 || plies[0] != "e4-d4" {
		t.Fatalf("Play = %q, %v, %v", plies, opts, err)
	}
	again, opts2, _ := o.Play(map[string]string{}, plies, 0, nil)
	if !slices.Equal(again, plies) || opts2["position"] != opts["position"] {
		t.Errorf("the same plies again: %q %v, want %q %v", again, opts2, plies, opts)
	}
	p := alquerque.Start()
	for _, text := range plies {
		m, _ := alquerque.ParseMove(text)
		if err := p.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	if opts["position"] != p.String() {
		t.Errorf("position %q, want %q", opts["position"], p.String())
	}
	// A ply that breaks the notation, and one that breaks the rules: the
	// error names the ply once and says what is wrong.
	for _, c := range []struct {
		plies []string
		want  string
	}{
		{[]string{"e4-d4", "a1-a2"}, `alquerque: opening ply 2 "a1-a2": a1 holds a white piece, and it is black's turn`},
		{[]string{"e4-d4", "a1-a9"}, `alquerque: opening ply 2 "a1-a9": "a9" is not a square`},
	} {
		if _, _, err := o.Play(map[string]string{}, c.plies, 0, nil); err == nil || !strings.HasPrefix(err.Error(), c.want) || strings.Count(err.Error(), "a1-a") != 1 {
			t.Errorf("plies %q: error %v, want %s", c.plies, err, c.want)
		}
	}
	// Nothing to play: the options as they were.
	if plies, opts, err := o.Play(map[string]string{}, nil, 0, nil); err != nil || len(plies) != 0 || len(opts) != 0 {
		t.Errorf("no plies: %q %v %v", plies, opts, err)
	}
	// The players take over a game that goes on: a given ply that ends the
	// game is refused, and so are random plies when every draw of them
	// ends it (here White's one move takes Black's last piece).
	endgame := map[string]string{"position": "......./......./......./...b.../..w..../......./w...... b 11 - -"}
	if _, _, err := o.Play(endgame, []string{"d4*b2", "a1*c3"}, 0, nil); err == nil || err.Error() != `alquerque: opening ply 2 "a1*c3" ends the game` {
		t.Errorf("a ply that ends the game: %v", err)
	}
	if _, _, err := o.Play(endgame, []string{"d4*b2"}, 1, rand.New(rand.NewPCG(1, 2))); err == nil || !strings.Contains(err.Error(), "each of 101 draws ended the game") {
		t.Errorf("random plies that always end the game: %v", err)
	}
}

// The results and accessors belong to the caller: changing them does not
// change the referee.
func TestRefereeResultIsACopy(t *testing.T) {
	ref := newReferee(t)
	mustReply(t, ref, 0, "zz")
	res := ref.Result()
	res.Scores[0], res.Fault.Rule = 99, "changed"
	again := ref.Result()
	if again.Scores[0] != 0 || again.Fault.Rule != "notation" {
		t.Errorf("changing a Result changed the referee's: %+v", again)
	}
}

// A full game between two built-in bots: every answer is legal, and the
// dialogue is the one RULINGS.md 5.1-5.4 prescribe.
func TestRefereeFullGameBetweenBots(t *testing.T) {
	players := [2]games.Bot{bots.NewSearch(bots.Options{Depth: 3, TableBits: 12}), bots.NewRandom(7)}
	ref := newReferee(t)
	log, res := playBots(t, ref, players)
	var moves []string
	for _, m := range ref.Played() {
		moves = append(moves, m.String())
	}
	var end []string
	switch o := ref.State(); {
	case res.Fault != nil:
		t.Fatalf("a bot failed: %+v", res)
	case res.Scores[0] == 12:
		end = []string{">1 Quit"}
	case res.Scores[1] == 12:
		end = []string{">0 Quit"}
	case o.Ply() != alquerque.MaxPlies:
		t.Fatalf("%v: a tie before 200 plies", res)
	}
	if diff := cmp.Diff(dialogue(moves, end...), log); diff != "" {
		t.Errorf("transcript (-want +got):\n%s", diff)
	}
	t.Logf("%d plies, %v %q", len(moves), res.Scores, res.Reason)
}

// playBots runs ref between in-process bots with protocoltest.Play and
// returns the transcript, as drive writes it, with the result.
func playBots(t *testing.T, ref *alquerque.Referee, players [2]games.Bot) ([]string, games.Result) {
	t.Helper()
	var log []string
	res := protocoltest.Play(t, ref, []games.Bot{transcribed{players[0], 0, &log}, transcribed{players[1], 1, &log}})
	return append(log, "done"), res
}

// A transcribed bot writes what it hears (">seat line") and what it
// answers ("<seat line") into a transcript.
type transcribed struct {
	games.Bot
	seat int
	log  *[]string
}

func (b transcribed) Hear(line string) []string {
	*b.log = append(*b.log, fmt.Sprintf(">%d %s", b.seat, line))
	said := b.Bot.Hear(line)
	for _, s := range said {
		*b.log = append(*b.log, fmt.Sprintf("<%d %s", b.seat, s))
	}
	return said
}

// Whatever the players do, the match ends, the scores are within the
// contest's bounds, a fault or illegal move loses 12-0 for the one who
// made it, and the same answers give the same match.
func TestRefereeScoreBoundsAndDeterminism(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var answers []answer
		ref := newReferee(t)
		var log1 []string
		var buf [alquerque.MoveListSize]alquerque.Move
		for {
			step := ref.Next()
			for _, m := range step.Send {
				log1 = append(log1, fmt.Sprintf(">%d %s", m.To, m.Text))
			}
			if step.Done {
				break
			}
			pos := ref.State()
			moves := pos.Moves(buf[:0])
			var a answer
			switch rapid.IntRange(0, 99).Draw(t, "kind") {
			case 0:
				a.fault = rapid.SampledFrom([]games.FaultKind{games.Timeout, games.Exited, games.LineTooLong}).Draw(t, "fault")
			case 1:
				a.line = rapid.String().Draw(t, "garbage")
			default:
				a.line = moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")].String()
			}
			answers = append(answers, a)
			if a.fault != 0 {
				if err := ref.Fault(step.Await[0], a.fault); err != nil {
					t.Fatalf("Fault: %v", err)
				}
			} else {
				mustReply(t, ref, step.Await[0], a.line)
			}
		}
		res := ref.Result()
		if len(res.Scores) != 2 {
			t.Fatalf("scores %v: want two", res.Scores)
		}
		w, b := res.Scores[0], res.Scores[1]
		switch {
		case res.Fault != nil:
			if res.Scores[res.Fault.Player] != 0 || res.Scores[1-res.Fault.Player] != 12 {
				t.Fatalf("%+v: the faulty player must lose 0-12", res)
			}
		case w == 12 && b == 0, w == 0 && b == 12:
		default:
			pos := ref.State()
			if pos.Ply() != alquerque.MaxPlies || w < 0 || w > 7 || b < 0 || b > 7 {
				t.Fatalf("%+v after %d plies: want 12-0, 0-12, or a tie at 200 plies scoring 0..7 each", res, pos.Ply())
			}
		}
		// The same answers to a new referee give the same match.
		log2, res2 := drive(t, newReferee(t), answers)
		if diff := cmp.Diff(append(log1, "done"), onlySends(log2)); diff != "" {
			t.Fatalf("second run (-first +second):\n%s", diff)
		}
		if diff := cmp.Diff(res, res2); diff != "" {
			t.Fatalf("second run's result (-first +second):\n%s", diff)
		}
	})
}

// onlySends keeps the lines sent and the end of a transcript.
func onlySends(log []string) []string {
	var out []string
	for _, l := range log {
		if l[0] == '>' || l == "done" {
			out = append(out, l)
		}
	}
	return out
}

// The referee's own cost per game: the lines of a 200-ply game replayed
// through a new referee.
func BenchmarkRefereeGame(b *testing.B) {
	moves, _ := randomGame(b, 5)
	b.ReportAllocs()
	for b.Loop() {
		ref := newReferee(b)
		i := 0
		for {
			step := ref.Next()
			if step.Done {
				break
			}
			mustReply(b, ref, step.Await[0], moves[i])
			i++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// Any line a player writes either is a legal move, sent on to the
// opponent as written by Move.String, or ends the match with that player's
// fault and a Quit to both; nothing makes the referee panic.
func FuzzRefereeReply(f *testing.F) {
	f.Add("c3-d4", "e5*c3")
	f.Add("c3-d4\r", " e5*c3 ")
	f.Add("", "Quit")
	f.Add("e4-d4", "c4*e4*c4")
	f.Fuzz(func(t *testing.T, white, black string) {
		ref := newReferee(t)
		ref.Next()
		for seat, line := range []string{white, black} {
			mustReply(t, ref, seat, line)
			step := ref.Next()
			if !step.Done {
				m, err := alquerque.ParseMove(strings.Trim(line, " \t\r"))
				if err != nil {
					t.Fatalf("%q was taken as a move: %v", line, err)
				}
				want := []games.Message{{To: 1 - seat, Text: m.String()}}
				if diff := cmp.Diff(want, step.Send); diff != "" {
					t.Fatalf("after %q (-want +got):\n%s", line, diff)
				}
				continue
			}
			res := ref.Result()
			want := []games.Message{{To: 0, Text: "Quit"}, {To: 1, Text: "Quit"}}
			if diff := cmp.Diff(want, step.Send); diff != "" || res.Fault == nil || res.Fault.Player != seat || res.Fault.Move != line {
				t.Fatalf("after %q: sends %v, result %+v: want Quit to both and %d's fault", line, step.Send, res, seat)
			}
			return
		}
	})
}

func mustPosition(t *testing.T, s string) alquerque.Position {
	t.Helper()
	p, err := alquerque.ParsePosition(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
