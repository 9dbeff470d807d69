package blockdrop

import (
	"errors"
	"strings"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/google/go-cmp/cmp"
)

// The dialogue rulings of RULINGS.md (section 5), played on the Referee by
// hand.

const testStart = "0,14,D 14,17,L 14,10,U 2,5,R"

// newTestReferee returns a referee for testStart with a limit of turns
// global turns.
func newTestReferee(t *testing.T, turns int) *Referee {
	t.Helper()
	r, err := NewReferee(Setup{Start: mustParse(t, ParsePlacement, testStart), Turns: turns})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// handshake answers READY for all four programs.
func handshake(t *testing.T, r *Referee) {
	t.Helper()
	step := r.Next()
	if d := cmp.Diff([]int{0, 1, 2, 3}, step.Await); d != "" || step.Timer != games.Handshake || len(step.Send) != 0 {
		t.Fatalf("first step %+v: want all four awaited under the handshake limit, nothing sent", step)
	}
	for p := range NumPlayers {
		r.Reply(p, "READY")
	}
}

// RULINGS.md 5.1: each program first writes READY (exactly, after trimming
// spaces); lines before it are ignored.
func TestRuleReadyHandshake(t *testing.T) {
	r := newTestReferee(t, DefaultTurns)
	step := r.Next()
	if d := cmp.Diff([]int{0, 1, 2, 3}, step.Await); d != "" || step.Timer != games.Handshake {
		t.Fatalf("first step awaits %v with timer %v; want all four, Handshake", step.Await, step.Timer)
	}
	again := r.Next()
	if d := cmp.Diff(step, again); d != "" {
		t.Errorf("Next twice without a reply gave another step (-first +second):\n%s", d)
	}
	r.Reply(0, "hello")
	r.Reply(1, " READY\r")
	r.Reply(2, "ready")
	r.Reply(3, "READY")
	step = r.Next()
	if d := cmp.Diff([]int{0, 2}, step.Await); d != "" || step.Timer != games.Handshake || len(step.Send) != 0 {
		t.Fatalf("after hello, READY, ready, READY: step %+v; want 0 and 2 awaited again under the handshake limit", step)
	}
	r.Reply(0, "READY")
	r.Reply(2, "READY now")
	if step = r.Next(); len(step.Await) != 1 || step.Await[0] != 2 {
		t.Fatalf("step %+v: want player 2 still awaited", step)
	}
	r.Reply(2, "READY")
	step = r.Next()
	if len(step.Send) != 1 || step.Send[0].To != 0 || step.Timer != games.TurnStart || len(step.Await) != 1 || step.Await[0] != 0 {
		t.Fatalf("after the handshake: step %+v; want player 0's first message and its reply awaited", step)
	}
	if want := strings.TrimSuffix(mustPlaceText(t, testStart).Message(), "\n"); step.Send[0].Text != want {
		t.Errorf("first message %q, want %q", step.Send[0].Text, want)
	}
}

func mustPlaceText(t *testing.T, text string) *State {
	s := mustPlace(t, text)
	return &s
}

// RULINGS.md 5.1: a program that does not write READY in time is killed,
// and all its replies count as N; the game goes on without sending it
// anything.
func TestRuleHandshakeFault(t *testing.T) {
	r := newTestReferee(t, 40)
	r.Next()
	r.Reply(0, "READY")
	r.Fault(1, games.Timeout)
	r.Reply(2, "READY")
	r.Reply(3, "READY")
	sent := [NumPlayers]int{}
	for {
		step := r.Next()
		for _, m := range step.Send {
			sent[m.To]++
		}
		if step.Done {
			break
		}
		for _, p := range step.Await {
			if p == 1 {
				t.Fatal("the stopped program is awaited")
			}
			r.Reply(p, "U")
		}
	}
	if d := cmp.Diff([NumPlayers]int{10, 0, 10, 10}, sent); d != "" {
		t.Errorf("messages sent in 40 turns (-want +got):\n%s", d)
	}
	played := r.Played()
	for T := 1; T < len(played); T += 4 {
		if played[T] != N {
			t.Errorf("turn %d of the stopped player took effect as %v", T, played[T])
		}
	}
	res := r.Result()
	if res.Fault == nil || res.Fault.Player != 1 || res.Fault.Rule != "timeout" {
		t.Errorf("result fault %+v; want player 1's timeout", res.Fault)
	}
}

// RULINGS.md 5.2: on each global turn only the acting player's program is
// sent a message, also when that player has fallen (its reply is ignored);
// after a turn limit nobody is sent anything more.
func TestRuleOnlyTheActingProgramIsSent(t *testing.T) {
	// Player 0 at (1,1) attacks right; player 1 stands in block 1 at
	// (4,1)... it must be 4 away: (5,1) is 4 away from (1,1).
	pl, _ := ParsePlacement("1,1,R 5,1,U 12,12,U 16,16,U")
	r, err := NewReferee(Setup{Start: pl, Turns: 24})
	if err != nil {
		t.Fatal(err)
	}
	handshake(t, r)
	var order []int
	for {
		step := r.Next()
		if len(step.Send) > 1 {
			t.Fatalf("step sends %d messages", len(step.Send))
		}
		for _, m := range step.Send {
			order = append(order, m.To)
			s, err := ParseMessage(m.Text)
			if err != nil {
				t.Fatal(err)
			}
			if s.ToMove() != m.To {
				t.Errorf("message for player %d has id %d", m.To, s.ToMove())
			}
		}
		if step.Done {
			if len(step.Send) != 0 {
				t.Error("the last step sends something")
			}
			break
		}
		p := step.Await[0]
		if p != order[len(order)-1] {
			t.Fatalf("awaits %d after sending to %d", p, order[len(order)-1])
		}
		r.Reply(p, map[bool]string{true: "A", false: "D"}[p == 0])
	}
	want := make([]int, 24)
	for i := range want {
		want[i] = i % 4
	}
	if d := cmp.Diff(want, order); d != "" {
		t.Errorf("message order (-want +got):\n%s", d)
	}
	// Player 1 fell in the tick of turn 3 and kept answering D: every
	// one of its turns after that is N.
	st := r.State()
	if st.Player(1).Alive() {
		t.Fatal("player 1 did not fall")
	}
	for T, a := range r.Played() {
		if T%4 == 1 && T > 3 && a != N {
			t.Errorf("turn %d of fallen player 1 took effect as %v", T, a)
		}
	}
}

// RULINGS.md 5.6 and 5.5: past the time limit the program is killed and
// every later reply counts as N; garbage replies are N, never a fault.
func TestRuleTimeoutAndGarbage(t *testing.T) {
	r := newTestReferee(t, 16)
	handshake(t, r)
	replies := map[int]string{0: "garbage", 1: "", 2: "U D", 3: "a"}
	for T := 0; ; T++ {
		step := r.Next()
		if step.Done {
			break
		}
		p := step.Await[0]
		if T == 4 && p == 0 {
			r.Fault(0, games.Timeout)
			continue
		}
		if p == 0 && T > 4 {
			t.Fatalf("turn %d: the timed-out program is awaited again", T)
		}
		r.Reply(p, replies[p])
	}
	want := []Action{N, N, U, N, N, N, U, N, N, N, U, N, N, N, U, N}
	if d := cmp.Diff(want, r.Played()); d != "" {
		t.Errorf("effective actions (-want +got):\n%s", d)
	}
	if st := r.State(); st.Player(2).X != 14 || st.Player(2).Y != 6 {
		t.Errorf("player 2, who wrote \"U D\" four times from (14,10), is at (%d,%d)", st.Player(2).X, st.Player(2).Y)
	}
	res := r.Result()
	if res.Fault == nil || res.Fault.Player != 0 || res.Fault.Rule != "timeout" {
		t.Errorf("fault %+v; want player 0's timeout", res.Fault)
	}
	if d := cmp.Diff([]float64{0, 0, 0, 0}, res.Scores); d != "" {
		t.Errorf("draw scores (-want +got):\n%s", d)
	}
}

// The referee is robust to a runner that breaks the contract: replies and
// faults from players not awaited, or out of range, change nothing.
func TestRefereeIgnoresStrayCalls(t *testing.T) {
	r := newTestReferee(t, 8)
	handshake(t, r)
	step := r.Next()
	for _, err := range []error{
		r.Reply(3, "A"), // not awaited
		r.Reply(-1, "A"),
		r.Reply(7, "A"),
		r.Fault(9, games.Exited),
		r.Fault(2, games.Timeout), // not awaited
	} {
		if !errors.Is(err, games.ErrNotAwaited) {
			t.Errorf("stray call: error %v, want one wrapping ErrNotAwaited", err)
		}
	}
	again := r.Next()
	if len(again.Await) != 1 || again.Await[0] != step.Await[0] || len(again.Send) != 0 {
		t.Fatalf("after stray calls: %+v", again)
	}
	if len(r.Played()) != 0 {
		t.Errorf("stray calls played %v", r.Played())
	}
	if res := r.Result(); res.Scores != nil || res.Winner != games.NoWinner {
		t.Errorf("Result before the end: %+v, want no scores and no winner", res)
	}
	// The stray fault did not stop player 2: it is still sent its turns.
	// Once the game is over, no call is awaited.
	sent2 := false
	for {
		step := r.Next()
		for _, m := range step.Send {
			sent2 = sent2 || m.To == 2
		}
		if step.Done {
			break
		}
		for _, p := range step.Await {
			if err := r.Reply(p, "N"); err != nil {
				t.Fatal(err)
			}
			if err := r.Reply(p, "N"); !errors.Is(err, games.ErrNotAwaited) {
				t.Errorf("a second reply for one wait: error %v, want one wrapping ErrNotAwaited", err)
			}
		}
	}
	if !sent2 {
		t.Error("player 2 was stopped by a fault while it was not awaited")
	}
	played := r.Played()
	if err := r.Reply(0, "A"); !errors.Is(err, games.ErrNotAwaited) {
		t.Errorf("Reply after the end: error %v, want one wrapping ErrNotAwaited", err)
	}
	if err := r.Fault(0, games.Exited); !errors.Is(err, games.ErrNotAwaited) {
		t.Errorf("Fault after the end: error %v, want one wrapping ErrNotAwaited", err)
	}
	if d := cmp.Diff(played, r.Played()); d != "" || r.Result().Fault != nil {
		t.Errorf("calls after the end changed the match: %s, fault %+v", d, r.Result().Fault)
	}
}

func TestRefereeSetupAndResult(t *testing.T) {
	r := newTestReferee(t, DefaultTurns)
	if r.Clock() != DefaultClock() || DefaultClock().PerTurn != time.Second || DefaultClock().Handshake != time.Second {
		t.Errorf("clock %+v", r.Clock())
	}
	if s := r.Setup(); s.Start.String() != testStart || s.Turns != DefaultTurns {
		t.Errorf("Setup %v, want %q and %d turns", s, testStart, DefaultTurns)
	}
	pl, _ := ParsePlacement(testStart)
	if _, err := NewReferee(Setup{Start: pl, Turns: 0}); err == nil {
		t.Error("a turn limit of 0 accepted")
	}
	if _, err := NewReferee(Setup{Start: Placement{}, Turns: DefaultTurns}); err == nil {
		t.Error("a placement with every player on (0,0) accepted")
	}
	if r.Players() != 4 {
		t.Errorf("Players() = %d", r.Players())
	}

	// A won game: g05 of the golden games.
	g := readGolden(t, "g05")
	res := playScripted(t, g).ref.Result()
	want := games.Result{Scores: []float64{1, 0, 0, 0}, Winner: 0, Reason: "player 0 is the last one standing after 60 turns"}
	if d := cmp.Diff(want, res); d != "" {
		t.Errorf("g05 result (-want +got):\n%s", d)
	}
	// A draw with nobody left: g02.
	g = readGolden(t, "g02")
	res = playScripted(t, g).ref.Result()
	want = games.Result{Scores: []float64{0, 0, 0, 0}, Winner: games.NoWinner, Reason: "draw: the turn limit of 400 turns, nobody left standing"}
	if d := cmp.Diff(want, res); d != "" {
		t.Errorf("g02 result (-want +got):\n%s", d)
	}
	// A draw with players left: g01.
	g = readGolden(t, "g01")
	out := playScripted(t, g)
	if got := out.ref.Result().Reason; !strings.HasPrefix(got, "draw: the turn limit of 400 turns, players ") {
		t.Errorf("g01 reason %q", got)
	}
}

// The winner is the last player standing (State.Winner), nobody in a
// draw. A fault does not decide it: the stopped program's player stays on
// the board playing N, so it can lose its place, make a draw of a won
// game, or even be the last one standing and win.
func TestRefereeWinner(t *testing.T) {
	for _, tc := range []struct {
		name   string
		game   string
		who    int // the player whose program faults, or -1
		at     int // on its turn of this number, from 0
		winner int
		reason string
	}{
		{"the last one standing wins", "g05", -1, 0, 0, "player 0 is the last one standing after 60 turns"},
		{"a draw with nobody standing has no winner", "g02", -1, 0, games.NoWinner, "draw: the turn limit of 400 turns, nobody left standing"},
		{"a draw with players standing has no winner", "g01", -1, 0, games.NoWinner, "draw: the turn limit of 400 turns, players 0, 2, 3 left standing"},
		{"another player's fault leaves the winner", "g05", 2, 0, 0, "player 0 is the last one standing after 60 turns"},
		{"the winner's fault can make a draw", "g05", 0, 0, games.NoWinner, "draw: the turn limit of 400 turns, players 0, 1, 2, 3 left standing"},
		{"a stopped player left alone wins", "g02", 1, 0, 1, "player 1 is the last one standing after 47 turns"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := playFaulted(t, readGolden(t, tc.game), tc.who, tc.at)
			scores := make([]float64, NumPlayers)
			if tc.winner >= 0 {
				scores[tc.winner] = WinScore
			}
			want := games.Result{Scores: scores, Winner: tc.winner, Reason: tc.reason}
			if tc.who >= 0 {
				want.Fault = &games.Fault{Player: tc.who, Rule: "timeout"}
			}
			if d := cmp.Diff(want, res); d != "" {
				t.Errorf("result (-want +got):\n%s", d)
			}
		})
	}
}

// playFaulted plays the golden game g with scripted players, as
// playScripted does, except that the program of player who times out on
// its turn number at, from 0.
func playFaulted(t *testing.T, g *golden, who, at int) games.Result {
	t.Helper()
	r, err := NewReferee(Setup{Start: g.start, Turns: g.turns})
	if err != nil {
		t.Fatal(err)
	}
	handshake(t, r)
	var next [NumPlayers]int
	for steps := 0; steps <= 2*g.turns; steps++ {
		step := r.Next()
		if step.Done {
			return r.Result()
		}
		p := step.Await[0]
		n := next[p]
		next[p]++
		if p == who && n == at {
			if err := r.Fault(p, games.Timeout); err != nil {
				t.Fatal(err)
			}
			continue
		}
		line := "N"
		if n < len(g.cmds[p]) {
			line = g.cmds[p][n]
		}
		if err := r.Reply(p, line); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the referee never ended the game")
	return games.Result{}
}

// Every player may fault, as play goes on after the first (N for the
// stopped): a finished game's Result has the first Fault, and Faults
// lists them all in order.
func TestResultListsEveryFault(t *testing.T) {
	for _, order := range [][]int{{3, 1, 0, 2}, {0, 1, 2, 3}} {
		r, err := NewReferee(RandomSetup(1))
		if err != nil {
			t.Fatal(err)
		}
		var want []games.Fault
		r.Next()
		for _, p := range order {
			if err := r.Fault(p, games.Exited); err != nil {
				t.Fatal(err)
			}
			want = append(want, games.Fault{Player: p, Rule: "exited"})
		}
		for len(r.Next().Await) > 0 {
			t.Fatal("a game of stopped programs awaits one") // all play N by themselves
		}
		res := r.Result()
		if diff := cmp.Diff(want, res.Faults); diff != "" || res.Fault == nil || *res.Fault != want[0] {
			t.Errorf("faults in order %v: Fault %+v, Faults (-want +got):\n%s", order, res.Fault, diff)
		}
	}
}
