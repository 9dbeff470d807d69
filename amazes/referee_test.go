package amazes

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/google/go-cmp/cmp"
)

// A dialogue is what a referee sent each player, message by message.
type dialogue struct {
	sent   [2][]string
	result games.Result
}

// runReferee plays ref to its end; answer gives the line (or fault)
// player p writes when it is awaited for the n-th time (from 0).
func runReferee(t *testing.T, ref *Referee, answer func(p, n int) (string, games.FaultKind)) *dialogue {
	t.Helper()
	d := &dialogue{}
	var asked [2]int
	for steps := 0; ; steps++ {
		if steps > 2000 {
			t.Fatal("the referee never ended the game")
		}
		step := ref.Next()
		for _, m := range step.Send {
			d.sent[m.To] = append(d.sent[m.To], m.Text)
		}
		if step.Done {
			break
		}
		if len(step.Await) != 1 || step.Timer != games.TurnStart {
			t.Fatalf("step awaits %v with timer %v; want one player and TurnStart", step.Await, step.Timer)
		}
		p := step.Await[0]
		line, fault := answer(p, asked[p])
		asked[p]++
		if fault != 0 {
			ref.Fault(p, fault)
		} else {
			ref.Reply(p, line)
		}
	}
	d.result = ref.Result()
	return d
}

func newSampleReferee(t *testing.T, i int) *Referee {
	t.Helper()
	ref, err := NewReferee(sampleSetup(t, i))
	if err != nil {
		t.Fatal(err)
	}
	return ref
}

func TestRefereeRedAloneReadsStart(t *testing.T) {
	d := runReferee(t, newSampleReferee(t, 1), func(p, n int) (string, games.FaultKind) { return "F", 0 })
	if !strings.HasPrefix(d.sent[red][0], "Start\n") {
		t.Errorf("red's first message %q does not begin with Start", d.sent[red][0])
	}
	for p := range 2 {
		for i, m := range d.sent[p] {
			if (p != 0 || i != 0) && strings.Contains(m, "Start") {
				t.Errorf("%v's message %d holds Start: %q", seatName(p), i+1, m)
			}
			if lines := strings.Split(m, "\n"); len(lines) != 5+btoi(p == 0 && i == 0) {
				t.Errorf("%v's message %d has %d lines: %q", seatName(p), i+1, len(lines), m)
			}
		}
	}
}

func TestRefereeGameEndsAfter150TurnsEachWithoutQuit(t *testing.T) {
	// Players that only turn around rarely meet and never see everything.
	d := runReferee(t, newSampleReferee(t, 2), func(p, n int) (string, games.FaultKind) { return "T", 0 })
	for p := range 2 {
		if len(d.sent[p]) != MaxTurns {
			t.Errorf("%v was sent %d messages, want 150 views and no Quit", seatName(p), len(d.sent[p]))
		}
	}
	if d.result.Reason != "150 turns each" || d.result.Fault != nil {
		t.Errorf("result %+v", d.result)
	}
}

func TestRefereeSuddenDeathSendsQuitToBoth(t *testing.T) {
	// A drawn corridor: red knows every square (as if it had seen them
	// all) and walks onto blue.
	s := drawnSetup(t, row1, "1 1 E", "1 25 W")
	ref := &Referee{setup: s, st: newState(&s)}
	discoverAll(&ref.st.know[red])
	d := runReferee(t, ref, func(p, n int) (string, games.FaultKind) { return strings.Repeat("F", 24), 0 })
	for p := range 2 {
		if last := d.sent[p][len(d.sent[p])-1]; last != "Quit" {
			t.Errorf("%v's last message %q, want Quit", seatName(p), last)
		}
	}
	if len(d.sent[blue]) != 1 {
		t.Errorf("blue was sent %q; the game ended on red's first turn", d.sent[blue])
	}
	want := "sudden death: red discovered all 625 squares and ended its turn on blue's square"
	if d.result.Reason != want {
		t.Errorf("reason %q, want %q", d.result.Reason, want)
	}
	// 2 points, no new square, 24 letters: -22, doubled and clamped.
	if d.result.Scores[0] != 0 || d.result.Scores[1] != 0 {
		t.Errorf("scores %v", d.result.Scores)
	}
}

func TestRefereeBadOutputDisqualifies(t *testing.T) {
	for _, tc := range []struct {
		name  string
		line  string
		fault games.FaultKind
		rule  string
	}{
		{"illegal character", "FFQ", 0, "illegal character"},
		{"lower case", "f", 0, "illegal character"},
		{"empty line", "", 0, "empty line"},
		{"257 letters", strings.Repeat("F", 257), 0, "more than 256 letters"},
		{"timeout", "", games.Timeout, "timeout"},
		{"crash", "", games.Exited, "exited"},
		{"line too long", "", games.LineTooLong, "line too long"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ref := newSampleReferee(t, 3)
			var poses []Pose
			var redPoints []int
			d := runReferee(t, ref, func(p, n int) (string, games.FaultKind) {
				if p == int(red) {
					if n == 2 {
						return tc.line, tc.fault
					}
					return "FRF", 0
				}
				// blue's turns: record where red stands and its
				// points, to see the jury's T.
				poses = append(poses, ref.st.Pose(red))
				redPoints = append(redPoints, ref.st.pointsOf(red))
				return "LF", 0
			})
			// red read its first three views and nothing after.
			if len(d.sent[red]) != 3 {
				t.Errorf("red was sent %d messages, want 3", len(d.sent[red]))
			}
			if len(d.sent[blue]) != MaxTurns {
				t.Errorf("blue was sent %d messages, want 150", len(d.sent[blue]))
			}
			want := &games.Fault{Player: 0, Move: tc.line, Rule: tc.rule}
			if diff := cmp.Diff(want, d.result.Fault); diff != "" {
				t.Errorf("fault (-want +got):\n%s", diff)
			}
			if d.result.Scores[0] != 0 {
				t.Errorf("red scored %v after bad output", d.result.Scores[0])
			}
			st := ref.State()
			if !st.disqualified(red) || st.disqualified(blue) {
				t.Error("disqualified flags wrong")
			}
			// From its third turn on, the jury plays T for red: it goes
			// back and forth between two squares (or stays, against a
			// wall behind), facing the other way each time.
			// The jury's T is not charged: red's points never fall.
			for i := 4; i < len(poses); i++ {
				if poses[i] != poses[i-2] || poses[i] != poses[i-1] && poses[i].Facing != poses[i-1].Facing.back() {
					t.Fatalf("red's poses after its fault: %v, %v, %v", poses[i-2], poses[i-1], poses[i])
				}
				if redPoints[i] < redPoints[i-1] {
					t.Fatalf("red's points fell from %d to %d under the jury's T", redPoints[i-1], redPoints[i])
				}
			}
		})
	}
}

func TestRefereeNextRepeatsItsStepWithoutSending(t *testing.T) {
	ref := newSampleReferee(t, 4)
	a := ref.Next()
	b := ref.Next()
	if len(a.Send) != 1 || len(b.Send) != 0 || !cmp.Equal(a.Await, b.Await) || a.Timer != b.Timer || b.Done {
		t.Errorf("first %+v, again %+v", a, b)
	}
	// A reply from the player not awaited is an error, and ignored.
	if err := ref.Reply(1, "F"); !errors.Is(err, games.ErrNotAwaited) {
		t.Errorf("a reply from blue on red's turn: %v, want ErrNotAwaited", err)
	}
	if ref.st.turnsPlayed() != 0 {
		t.Error("a reply from blue on red's turn was played")
	}
	ref.Reply(0, "F")
	if c := ref.Next(); len(c.Send) != 1 || c.Send[0].To != 1 || c.Await[0] != 1 {
		t.Errorf("after red's reply: %+v", c)
	}
}

func TestRefereeIsDeterministic(t *testing.T) {
	play := func() *dialogue {
		rng := rand.New(rand.NewPCG(9, 9))
		return runReferee(t, newSampleReferee(t, 5), func(p, n int) (string, games.FaultKind) {
			tn := randomTurn(rng)
			return tn.String(), 0
		})
	}
	a, b := play(), play()
	if diff := cmp.Diff(a, b, cmp.AllowUnexported(dialogue{})); diff != "" {
		t.Errorf("two plays with the same replies differ:\n%s", diff)
	}
}

func TestRefereeSurvivesGarbage(t *testing.T) {
	// Players answering random bytes, and faults at random: no panic,
	// the game ends, scores within 0..1000.
	for seed := range uint64(20) {
		rng := rand.New(rand.NewPCG(seed, 1))
		ref, err := NewReferee(generateSetup(rng))
		if err != nil {
			t.Fatal(err)
		}
		d := runReferee(t, ref, func(p, n int) (string, games.FaultKind) {
			switch rng.IntN(20) {
			case 0:
				return "", games.FaultKind(1 + rng.IntN(3))
			case 1:
				b := make([]byte, rng.IntN(300))
				for i := range b {
					b[i] = byte(rng.IntN(256))
				}
				return string(b), 0
			}
			tn := randomTurn(rng)
			return tn.String(), 0
		})
		for _, s := range d.result.Scores {
			if s < 0 || s > 1000 {
				t.Errorf("seed %d: score %v", seed, s)
			}
		}
	}
}

func TestRefereeDefaultClock(t *testing.T) {
	ref := newSampleReferee(t, 6)
	want := games.Clock{Total: 30 * time.Second, Pause: true}
	if ref.Clock() != want || ref.Players() != 2 {
		t.Errorf("clock %+v, players %d", ref.Clock(), ref.Players())
	}
	if _, err := NewReferee(Setup{}); err == nil {
		t.Error("NewReferee took an empty setup")
	}
}

// A runner's mistakes (a player not awaited, out of range, answered for
// already, after the end) are errors wrapping ErrNotAwaited, and change
// nothing.
func TestRefereeMisuseIsAnError(t *testing.T) {
	ref := newSampleReferee(t, 3)
	notAwaited := func(what string, err error) {
		t.Helper()
		if !errors.Is(err, games.ErrNotAwaited) {
			t.Errorf("%s: %v, want ErrNotAwaited", what, err)
		}
	}
	notAwaited("reply before Next", ref.Reply(0, "F"))
	ref.Next()
	before := ref.State()
	notAwaited("reply from blue", ref.Reply(1, "F"))
	notAwaited("fault of blue", ref.Fault(1, games.Timeout))
	notAwaited("reply from player 2", ref.Reply(2, "F"))
	notAwaited("fault of player -1", ref.Fault(-1, games.Exited))
	if ref.State() != before || ref.Result().Fault != nil {
		t.Error("a refused call changed the game")
	}
	if err := ref.Reply(0, "F"); err != nil {
		t.Fatal(err)
	}
	notAwaited("second reply from red", ref.Reply(0, "F"))
	for step := ref.Next(); !step.Done; step = ref.Next() {
		if err := ref.Reply(step.Await[0], "T"); err != nil {
			t.Fatal(err)
		}
	}
	notAwaited("reply after the end", ref.Reply(0, "F"))
	notAwaited("fault after the end", ref.Fault(1, games.Exited))
}

// The winner is the better score once the game is over (State.Winner):
// equal scores, 0-0 included, crown nobody, and a disqualified player
// scores 0, so that its opponent wins only with points of its own.
func TestRefereeWinner(t *testing.T) {
	for _, tc := range []struct {
		name      string
		red, blue string          // each player's line on every turn
		fault     games.FaultKind // red's fault on its turn faultAt (from 0), if any
		faultAt   int
		sudden    bool // red knows every square: its first turn onto blue ends the game
		scores    []float64
		winner    int
	}{
		{name: "red wins on points after 150 turns", red: "T", blue: "FF", scores: []float64{499, 326}, winner: 0},
		{name: "blue wins on points after 150 turns", red: "FF", blue: "T", scores: []float64{349, 476}, winner: 1},
		{name: "equal scores are a draw", red: "T", blue: "T", scores: []float64{0, 0}, winner: games.NoWinner},
		{name: "sudden death scoring 0-0 is a draw", red: strings.Repeat("F", 24), blue: "T", sudden: true,
			scores: []float64{0, 0}, winner: games.NoWinner},
		{name: "a disqualified player's opponent wins with points", red: "FF", blue: "FF", fault: games.Timeout, faultAt: 0,
			scores: []float64{0, 326}, winner: 1},
		{name: "a disqualified player's opponent without points does not win", red: "FF", blue: "FF", fault: games.Exited, faultAt: 3,
			scores: []float64{0, 0}, winner: games.NoWinner},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := drawnSetup(t, row1, "1 1 E", "1 25 W")
			ref := &Referee{setup: s, st: newState(&s)}
			if tc.sudden {
				discoverAll(&ref.st.know[red])
			}
			d := runReferee(t, ref, func(p, n int) (string, games.FaultKind) {
				switch {
				case p == int(blue):
					return tc.blue, 0
				case tc.fault != 0 && n == tc.faultAt:
					return "", tc.fault
				}
				return tc.red, 0
			})
			if !cmp.Equal(d.result.Scores, tc.scores) || d.result.Winner != tc.winner {
				t.Errorf("scores %v, winner %d; want %v, winner %d (%s)", d.result.Scores, d.result.Winner, tc.scores, tc.winner, d.result.Reason)
			}
			st := ref.State()
			if w, ok := st.Winner(); ok != (tc.winner >= 0) || ok && w != tc.winner {
				t.Errorf("State().Winner() = %d, %v; the result's winner is %d", w, ok, tc.winner)
			}
		})
	}
}

// A game that goes on has no winner yet, whatever the scores would be.
func TestRefereeNoWinnerBeforeTheEnd(t *testing.T) {
	ref := newSampleReferee(t, 1)
	ref.Next()
	if res := ref.Result(); res.Winner != games.NoWinner || res.Reason != "not over" {
		t.Errorf("Result() before the end: winner %d, reason %q; want %d, \"not over\"", res.Winner, res.Reason, games.NoWinner)
	}
}

// Both players may fault, as play goes on after the first: the Result's
// Fault is the first, and its Faults lists both, in order.
func TestRefereeFaultsListsEach(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lines []string // each turn's line until the players have faulted; "" is a timeout
		want  []games.Fault
	}{
		{"red only", []string{"got Start"}, []games.Fault{{Player: 0, Move: "got Start", Rule: "illegal character"}}},
		{"both", []string{"got Start", ""}, []games.Fault{
			{Player: 0, Move: "got Start", Rule: "illegal character"}, {Player: 1, Rule: "timeout"}}},
		{"none", []string{"F", "F"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := NewReferee(RandomSetup(1))
			if err != nil {
				t.Fatal(err)
			}
			for _, line := range tc.lines {
				p := r.Next().Await[0]
				if line == "" {
					err = r.Fault(p, games.Timeout)
				} else {
					err = r.Reply(p, line)
				}
				if err != nil {
					t.Fatal(err)
				}
			}
			res := r.Result()
			if want := tc.want; len(want) < 2 && !slices.Equal(res.Faults, nil) || len(want) >= 2 && !slices.Equal(res.Faults, want) {
				t.Errorf("Result().Faults = %+v, want %+v when there are several", res.Faults, want)
			}
			if f := res.Fault; (f == nil) != (len(tc.want) == 0) || f != nil && *f != tc.want[0] {
				t.Errorf("Result().Fault = %+v, want the first of %+v", f, tc.want)
			}
		})
	}
}
