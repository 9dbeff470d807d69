package langwars

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/google/go-cmp/cmp"
)

// An answer is what a test player does at one wait: write a line, or
// fail.
type answer struct {
	line  string
	fault games.FaultKind
}

// drive runs ref to its end. answer is asked for what player p does at its
// k-th wait (k from 0, counting the handshake waits); every step is kept.
func drive(t fataler, ref *Referee, answer func(p, k int) answer) (steps []games.Step, recv [Players]string) {
	t.Helper()
	var waits [Players]int
	for n := 0; ; n++ {
		if n > 200 {
			t.Fatal("the referee never ended the game")
		}
		step := ref.Next()
		step.Await = append([]int(nil), step.Await...)
		steps = append(steps, step)
		for _, m := range step.Send {
			recv[m.To] += m.Text + "\n"
		}
		if step.Done {
			return steps, recv
		}
		for _, p := range step.Await {
			a := answer(p, waits[p])
			waits[p]++
			var err error
			if a.fault != 0 {
				err = ref.Fault(p, a.fault)
			} else {
				err = ref.Reply(p, a.line)
			}
			if err != nil {
				t.Fatalf("player %d was awaited, and: %v", p, err)
			}
		}
	}
}

// fataler is what drive needs of a *testing.T or a *rapid.T.
type fataler interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// zeros answers READY, then language 0 for every pick.
func zeros(_, k int) answer {
	if k == 0 {
		return answer{line: "READY"}
	}
	return answer{line: "0 0 0 0 0"}
}

func TestRefereeReady(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string // before READY is taken, the last one the one taken
		ready bool
	}{
		{"upper case", []string{"READY"}, true},
		{"lower case", []string{"ready"}, true},
		{"mixed case", []string{"rEaDy"}, true},
		{"spaces and a carriage return around (the package's choice)", []string{" READY \r"}, true},
		{"lines before it are ignored", []string{"hello", "", "1 2 3 4 5", "Ready"}, true},
		{"READY with more after it is not READY", []string{"READY!", "READY."}, false},
		{"READY inside a line is not READY", []string{"I am READY", "READ Y"}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			for _, l := range c.lines[:len(c.lines)-1] {
				if IsReady(l) {
					t.Errorf("IsReady(%q)", l)
				}
			}
			if got := IsReady(c.lines[len(c.lines)-1]); got != c.ready {
				t.Errorf("IsReady(%q) = %v", c.lines[len(c.lines)-1], got)
			}
			if !c.ready {
				return
			}
			// Player 1 writes the lines; it is awaited again under
			// the Handshake timer until its READY, then the game
			// starts.
			ref := newReferee(0)
			steps, recv := drive(t, ref, func(p, k int) answer {
				if p == 1 && k < len(c.lines) {
					return answer{line: c.lines[k]}
				}
				return zeros(p, k)
			})
			for i := range len(c.lines) {
				s := steps[i]
				if s.Timer != games.Handshake || len(s.Send) != 0 {
					t.Errorf("step %d: timer %v, %d messages; want a Handshake wait", i, s.Timer, len(s.Send))
				}
				if want := []int{0, 1, 2, 3}; i == 0 && !cmp.Equal(s.Await, want) {
					t.Errorf("first step awaits %v, want %v", s.Await, want)
				}
				if want := []int{1}; i > 0 && !cmp.Equal(s.Await, want) {
					t.Errorf("step %d awaits %v, want %v", i, s.Await, want)
				}
			}
			if st := ref.State(); ref.Result().Fault != nil || !st.Over() {
				t.Errorf("result %+v", ref.Result())
			}
			if !strings.HasPrefix(recv[1], "10 4 8\n5 5 5 6 5 6 5 6\n1 W\n") {
				t.Errorf("player 1 was sent:\n%s", recv[1])
			}
		})
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// The settings are sent once, with the first turn message; then each turn
// every player is sent its view and all four are awaited at once.
func TestRefereeDialogue(t *testing.T) {
	ref := newReferee(1)
	steps, recv := drive(t, ref, func(p, k int) answer {
		if k == 0 {
			return answer{line: "READY"}
		}
		if Holiday(k) {
			return answer{line: "1 2"}
		}
		return answer{line: "3 3 4 4 5"}
	})
	if len(steps) != 1+Turns+1 {
		t.Errorf("%d steps, want the handshake, 10 turns and the end", len(steps))
	}
	for turn := 1; turn <= Turns; turn++ {
		s := steps[turn]
		if !cmp.Equal(s.Await, []int{0, 1, 2, 3}) || s.Timer != games.TurnStart || len(s.Send) != Players {
			t.Errorf("turn %d: await %v, timer %v, %d messages", turn, s.Await, s.Timer, len(s.Send))
		}
		for i, m := range s.Send {
			if m.To != i || !strings.Contains(m.Text, fmtTurn(turn)) {
				t.Errorf("turn %d, message %d to %d:\n%s", turn, i, m.To, m.Text)
			}
		}
	}
	last := steps[len(steps)-1]
	if !last.Done || len(last.Send) != 0 {
		t.Errorf("last step %+v: want Done and nothing sent after the tenth turn", last)
	}
	for p := range Players {
		if n := strings.Count(recv[p], SettingsLine+"\n"); n != 1 {
			t.Errorf("player %d was sent the settings %d times", p, n)
		}
		if strings.Count(recv[p], "\n") != 2+5*11+5*10 {
			t.Errorf("player %d was sent %d lines", p, strings.Count(recv[p], "\n"))
		}
	}
	// All four picked the same: everybody shares everything, a draw.
	res := ref.Result()
	if !cmp.Equal(res.Scores, []float64{0, 0, 0, 0}) || res.Reason != "draw: players 0 and 1 and 2 and 3 share the most victory points, 0.0" {
		t.Errorf("result %+v", res)
	}
}

func fmtTurn(t int) string {
	if Holiday(t) {
		return string(rune('0'+t%10)) + " H\n"
	}
	return string(rune('0'+t%10)) + " W\n"
}

// Next without a Reply or Fault in between returns the same wait without
// the messages; a partial answer leaves the others awaited; the turn is
// played only when all four have answered.
func TestRefereeNextRepeats(t *testing.T) {
	ref := newReferee(0)
	first := ref.Next()
	again := ref.Next()
	if !cmp.Equal(first.Await, again.Await) || again.Send != nil || again.Timer != games.Handshake {
		t.Errorf("Next twice: %+v then %+v", first, again)
	}
	for p := range Players {
		ref.Reply(p, "READY")
	}
	turn1 := ref.Next()
	if len(turn1.Send) != Players {
		t.Fatalf("turn 1 step %+v", turn1)
	}
	ref.Reply(2, "1 1 1 1 1")
	partial := ref.Next()
	if !cmp.Equal(partial.Await, []int{0, 1, 3}) || partial.Send != nil || partial.Timer != games.TurnStart {
		t.Errorf("after one reply: %+v", partial)
	}
	if st := ref.State(); st.Played() != 0 {
		t.Error("the turn was played before all four answered")
	}
	// A second reply of the same player, and replies of players not
	// awaited, are refused.
	for _, p := range []int{2, 7, -1} {
		if err := ref.Reply(p, "7 7 7 7 7"); !errors.Is(err, games.ErrNotAwaited) {
			t.Errorf("reply from player %d: %v", p, err)
		}
	}
	for _, p := range []int{0, 1, 3} {
		ref.Reply(p, "0 0 0 0 0")
	}
	turn2 := ref.Next()
	st := ref.State()
	if st.Played() != 1 || st.Real(2) != ([Languages]uint8{1: 5}) || len(turn2.Send) != Players {
		t.Errorf("after turn 1: played %d, player 2 real %v", st.Played(), st.Real(2))
	}
}

// A player that fails is never awaited or sent anything again, and picks
// language 0 from the turn it failed in: the game is the one it would
// have been had it written zeros. The first failure is the Result's Fault.
func TestRefereeFailedPlayerPicksZero(t *testing.T) {
	for _, c := range []struct {
		name   string
		player int
		wait   int // the wait it fails at: 0 is the handshake
		fault  games.FaultKind
	}{
		{"timeout in turn 3", 2, 3, games.Timeout},
		{"exits in the handshake", 0, 0, games.Exited},
		{"line too long in turn 10", 3, 10, games.LineTooLong},
		{"timeout in turn 1", 1, 1, games.Timeout},
	} {
		t.Run(c.name, func(t *testing.T) {
			// The others play a fixed game; the failing player writes
			// 7s until it fails.
			others := func(p, k int) answer {
				switch {
				case k == 0:
					return answer{line: "ready"}
				case Holiday(k):
					return answer{line: "1 5"}
				}
				return answer{line: "2 3 4 " + string(rune('0'+p)) + " 6"}
			}
			ref := newReferee(5)
			steps, recv := drive(t, ref, func(p, k int) answer {
				if p != c.player {
					return others(p, k)
				}
				switch {
				case k == c.wait:
					return answer{fault: c.fault}
				case k == 0:
					return answer{line: "READY"}
				case k > c.wait:
					t.Fatalf("player %d awaited after it failed", p)
				}
				if Holiday(k) {
					return answer{line: "7 7"}
				}
				return answer{line: "7 7 7 7 7"}
			})
			// The same game with the player writing its 7s, then zeros.
			want := newReferee(5)
			drive(t, want, func(p, k int) answer {
				if p != c.player {
					return others(p, k)
				}
				switch {
				case k == 0:
					return answer{line: "READY"}
				case k >= c.wait && Holiday(k):
					return answer{line: "0 0"}
				case k >= c.wait:
					return answer{line: "0 0 0 0 0"}
				case Holiday(k):
					return answer{line: "7 7"}
				}
				return answer{line: "7 7 7 7 7"}
			})
			if ref.State() != want.State() {
				t.Errorf("final state differs from the game with zeros:\n%v\n%v", ref.State(), want.State())
			}
			res := ref.Result()
			if res.Fault == nil || *res.Fault != (games.Fault{Player: c.player, Rule: c.fault.String()}) {
				t.Errorf("result fault %+v", res.Fault)
			}
			if !cmp.Equal(res.Scores, want.Result().Scores) {
				t.Errorf("scores %v, want %v", res.Scores, want.Result().Scores)
			}
			if !ref.dead[c.player] {
				t.Error("the failed player is not marked failed")
			}
			// It was sent the turn messages up to the turn it failed
			// in, and nothing after.
			if got, want := strings.Count(recv[c.player], " W\n")+strings.Count(recv[c.player], " H\n"), c.wait; got != want {
				t.Errorf("the failed player was sent %d turn messages, want %d", got, want)
			}
			for i, s := range steps {
				for _, p := range s.Await {
					if p == c.player && i > c.wait {
						t.Errorf("step %d awaits the failed player", i)
					}
				}
			}
		})
	}
}

// Lines end at CR as well as LF, as the engine's line reader did: the
// pieces of a line after a CR are the player's next lines, read at its
// next waits without waiting.
func TestRefereeSplitsLinesAtCR(t *testing.T) {
	ref := newReferee(0)
	steps, _ := drive(t, ref, func(p, k int) answer {
		if p != 3 {
			return zeros(p, k)
		}
		switch k {
		case 0:
			// A line before READY, READY, and turn 1's reply.
			return answer{line: "hello\rReady\r1 1 1 1 1"}
		case 1:
			// Turn 2's reply, turn 3's (an empty line: zeros) and
			// turn 4's.
			return answer{line: "2 2\r\r4 4 junk"}
		}
		if Holiday(k + 3) { // waits 2, 3, ... are turns 5, 6, ...
			return answer{line: "6 6"}
		}
		return answer{line: "5 5 5 5 5"}
	})
	// Player 3 is awaited at the handshake, then turn 2 (its turn-1 line
	// came with READY), then turn 5 on.
	var awaited []int
	for i, s := range steps {
		for _, p := range s.Await {
			if p == 3 {
				awaited = append(awaited, i)
			}
		}
	}
	if want := []int{0, 2, 5, 6, 7, 8, 9, 10}; !cmp.Equal(awaited, want) {
		t.Errorf("player 3 awaited at steps %v, want %v", awaited, want)
	}
	st := ref.State()
	// Turn 1: five 1s; turn 2: two 2s; turn 3: five 0s; turn 4: two 4s;
	// turns 5, 7, 9: 5s; turns 6, 8, 10: 6s.
	if got, want := st.Real(3), [Languages]uint8{5, 5, 2, 0, 2, 15, 6, 0}; got != want {
		t.Errorf("player 3's real believers %v, want %v", got, want)
	}
	if got, want := st.Revealed(3), [Languages]uint8{5, 5, 0, 0, 0, 15, 0, 0}; got != want {
		t.Errorf("player 3's revealed believers %v, want %v", got, want)
	}
}

func TestRefereeResult(t *testing.T) {
	ref := newReferee(0)
	if res := ref.Result(); res.Reason != "not over" || len(res.Scores) != Players || res.Winner != games.NoWinner || res.Fault != nil {
		t.Errorf("result before the end: %+v", res)
	}
	// Attention 5 5 5 6 5 6 5 6. Player 2 spreads over the languages
	// worth 6 and two others; the rest pick narrowly.
	lines := [Players][2]string{
		{"0 0 0 0 0", "0 0"},
		{"1 1 1 2 2", "1 2"},
		{"3 5 7 4 6", "3 7"},
		{"0 1 2 3 4", "5 6"},
	}
	drive(t, ref, func(p, k int) answer {
		if k == 0 {
			return answer{line: "READY"}
		}
		return answer{line: lines[p][boolInt(Holiday(k))]}
	})
	res := ref.Result()
	st := ref.State()
	sc := st.Score()
	for p := range Players {
		if res.Scores[p] != sc[p].Float64() {
			t.Errorf("player %d scores %v, want %v", p, res.Scores[p], sc[p])
		}
	}
	w, ok := st.Winner()
	if !ok {
		t.Fatalf("a draw: %v", sc)
	}
	if res.Reason != fmt.Sprintf("player %d wins with %v victory points", w, sc[w]) {
		t.Errorf("reason %q (score %v)", res.Reason, sc)
	}
	// The Result is the caller's.
	res.Scores[0] = 99
	if ref.Result().Scores[0] == 99 {
		t.Error("changing a Result changed the referee's")
	}
	// Faults and replies after the end are refused and change nothing.
	if err := ref.Fault(1, games.Timeout); !errors.Is(err, games.ErrNotAwaited) {
		t.Errorf("fault after the end: %v", err)
	}
	if err := ref.Reply(1, "1 1 1 1 1"); !errors.Is(err, games.ErrNotAwaited) || err.Error() != "langwars: reply from player 1: the game is over: player is not awaited" {
		t.Errorf("reply after the end: %v", err)
	}
	if ref.Result().Fault != nil || !ref.Next().Done {
		t.Error("a fault after the end was taken")
	}
}

func TestNewReferee(t *testing.T) {
	a := Attention{6, 6, 6, 6, 3, 3, 3, 3}
	ref, err := NewReferee(Setup{a})
	if err != nil || ref.Setup() != (Setup{a}) || ref.Players() != Players || ref.Clock() != DefaultClock() {
		t.Errorf("NewReferee: %v, %v", ref, err)
	}
	if ref.Clock() != (games.Clock{PerTurn: time.Second, Handshake: 5 * time.Second}) {
		t.Errorf("clock %+v, want JavaChallenge's", ref.Clock())
	}
	if _, err := NewReferee(Setup{Attention{1}}); err == nil {
		t.Error("NewReferee with a degree 1: no error")
	}
	// State is a copy: changing it changes nothing of the referee's.
	st := ref.State()
	if err := st.PlayTurn([Players]Picks{{5}, {5}, {5}, {5}}); err != nil {
		t.Fatal(err)
	}
	if got := ref.State(); got.Played() != 0 {
		t.Errorf("playing a copy of the State played %d turns of the referee's", got.Played())
	}
}

// Reply and Fault for a player not awaited are refused with
// ErrNotAwaited and change nothing: out of range, answered already, not
// awaited after failing, and after the end.
func TestRefereeRefusesPlayersNotAwaited(t *testing.T) {
	ref := newReferee(0)
	ref.Next()
	refused := func(what string, err error) {
		t.Helper()
		if !errors.Is(err, games.ErrNotAwaited) {
			t.Errorf("%s: error %v, want one wrapping ErrNotAwaited", what, err)
		}
	}
	refused("reply from player 4", ref.Reply(4, "READY"))
	refused("reply from player -1", ref.Reply(-1, "READY"))
	refused("fault of player 9", ref.Fault(9, games.Timeout))
	if err := ref.Reply(0, "READY"); err != nil {
		t.Fatal(err)
	}
	if err := ref.Fault(1, games.Exited); err != nil {
		t.Fatal(err)
	}
	before := *ref
	refused("second reply from player 0", ref.Reply(0, "READY"))
	refused("fault of player 0 after its reply", ref.Fault(0, games.Timeout))
	refused("reply from failed player 1", ref.Reply(1, "READY"))
	refused("second fault of player 1", ref.Fault(1, games.Timeout))
	if !reflect.DeepEqual(*ref, before) {
		t.Error("a refused reply or fault changed the referee")
	}
	if err := ref.Reply(4, "x"); err == nil || err.Error() != "langwars: reply from player 4: there are players 0 to 3: player is not awaited" {
		t.Errorf("reply from player 4: %v", err)
	}
	for _, p := range []int{2, 3} {
		if err := ref.Reply(p, "READY"); err != nil {
			t.Fatal(err)
		}
	}
	// A turn goes on: player 2's reply is in, the others' are not.
	ref.Next()
	if err := ref.Reply(2, "1 1 1 1 1"); err != nil {
		t.Fatal(err)
	}
	refused("second reply of a turn", ref.Reply(2, "2 2 2 2 2"))
	refused("fault after a reply of the turn", ref.Fault(2, games.Timeout))
	if st := ref.State(); ref.dead[2] || st.Played() != 0 {
		t.Error("a refused fault was taken")
	}
}

// When every program fails before READY, nobody is sent anything and the
// game is played with language 0 for everybody: all equal, a draw at 0.
func TestRefereeAllFail(t *testing.T) {
	ref := newReferee(3)
	steps, recv := drive(t, ref, func(p, k int) answer { return answer{fault: games.Timeout} })
	if len(steps) != 2 || !steps[1].Done {
		t.Errorf("%d steps, want the handshake and the end", len(steps))
	}
	for p := range Players {
		if recv[p] != "" || !ref.dead[p] {
			t.Errorf("player %d was sent %q (failed %v)", p, recv[p], ref.dead[p])
		}
	}
	res := ref.Result()
	st := ref.State()
	if !st.Over() || st.Real(2) != ([Languages]uint8{35}) || !cmp.Equal(res.Scores, []float64{0, 0, 0, 0}) || res.Fault.Player != 0 {
		t.Errorf("result %+v", res)
	}
}

// The winner is the one player with the most victory points (State.Winner),
// nobody in a draw. A failed player keeps its believers and picks
// language 0 from then on: it usually drops behind, but can still win.
func TestRefereeWinner(t *testing.T) {
	// The picks of TestRefereeResult, where player 2 wins.
	lines := [Players][2]string{
		{"0 0 0 0 0", "0 0"},
		{"1 1 1 2 2", "1 2"},
		{"3 5 7 4 6", "3 7"},
		{"0 1 2 3 4", "5 6"},
	}
	picks := func(p, k int) answer { return answer{line: lines[p][boolInt(Holiday(k))]} }
	for _, c := range []struct {
		name   string
		who    int // the player that fails, or -1
		at     int // the wait it fails at: 0 is the handshake
		pick   func(p, k int) answer
		winner int
	}{
		{"the most victory points win", -1, 0, picks, 2},
		{"equal points are a draw", -1, 0, zeros, games.NoWinner},
		{"a failed player drops behind", 2, 5, picks, 3},
		{"a failed player keeps its points and can win", 2, 10, picks, 2},
		{"everybody failing is a draw", 0, 0, func(p, k int) answer { return answer{fault: games.Exited} }, games.NoWinner},
	} {
		t.Run(c.name, func(t *testing.T) {
			ref := newReferee(0)
			drive(t, ref, func(p, k int) answer {
				switch {
				case p == c.who && k == c.at:
					return answer{fault: games.Timeout}
				case k == 0:
					return answer{line: "READY"}
				}
				return c.pick(p, k)
			})
			res := ref.Result()
			st := ref.State()
			if res.Winner != c.winner {
				t.Errorf("winner %d, want %d; scores %v (%s)", res.Winner, c.winner, res.Scores, res.Reason)
			}
			if w, ok := st.Winner(); w != res.Winner || ok != (res.Winner >= 0) {
				t.Errorf("State.Winner() = %d, %v; the result's winner is %d", w, ok, res.Winner)
			}
		})
	}
}

// Several players may fault, as play goes on after the first: the
// Result's Fault is the first, and its Faults lists each, in order, when
// there are several.
func TestResultListsEveryFault(t *testing.T) {
	timeout := func(p int) games.Fault { return games.Fault{Player: p, Rule: "timeout"} }
	for _, tc := range []struct {
		name   string
		faulty []int // the players that fault while their READY is awaited
		faults []games.Fault
	}{
		{"none", nil, nil},
		{"one", []int{2}, nil},
		{"two, the later seat first", []int{3, 1}, []games.Fault{timeout(3), timeout(1)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := NewReferee(RandomSetup(1))
			if err != nil {
				t.Fatal(err)
			}
			r.Next()
			for _, p := range tc.faulty {
				if err := r.Fault(p, games.Timeout); err != nil {
					t.Fatal(err)
				}
			}
			res := r.Result()
			if diff := cmp.Diff(tc.faults, res.Faults); diff != "" {
				t.Errorf("Result().Faults (-want +got):\n%s", diff)
			}
			if f := res.Fault; (f == nil) != (len(tc.faulty) == 0) || f != nil && *f != timeout(tc.faulty[0]) {
				t.Errorf("Result().Fault = %+v, want the first of players %v", f, tc.faulty)
			}
		})
	}
}
