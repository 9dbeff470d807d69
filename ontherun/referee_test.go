package ontherun

import (
	"slices"
	"strings"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/google/go-cmp/cmp"
)

// The referee's dialogue, line by line, on the wheel (helpers_test.go):
// the scripts are the idle games of the rule tests, written as the
// programs write them.

func newWheelReferee(t *testing.T) *Referee {
	t.Helper()
	ref, err := NewReferee(Setup{Map: wheel(t)})
	if err != nil {
		t.Fatal(err)
	}
	return ref
}

// TestRefereeDialogueToACatchAfterTheFirstAnnouncement plays the whole
// dialogue of a short game, both directions, to a catch in turn 5.
func TestRefereeDialogueToACatchAfterTheFirstAnnouncement(t *testing.T) {
	ref := newWheelReferee(t)
	sc, _ := idleScripts(t, ref.Setup().Map, 4)
	// Turn 5: the fugitive goes to 7; detective 1, on the hub, follows.
	sc[Fugitive] = append(sc[Fugitive], "C 7")
	sc[Detectives] = append(sc[Detectives], "7", "1", "10", "11")
	tr, res := drive(ref, sc)
	// The detectives write four lines, awaited one after the other.
	squad := []string{"await 1", "await 1 goes on", "await 1 goes on", "await 1 goes on"}
	// A turn: the fugitive's move awaited, its clue sent to the
	// detectives, their move, and their cities sent to the fugitive.
	turn := func(clue, cities string) []string {
		return slices.Concat([]string{"await 0", "to 1: " + clue}, squad, []string{"to 0: " + cities})
	}
	want := transcript(slices.Concat(
		[]string{"to 0: Fugitive", "to 1: Detectives"}, squad, []string{"to 0: 1 / 3 / 9 / 10"},
		[]string{"await 0", "to 1: 6"}, // the start; the first move is awaited at once
		turn("C", "2 / 1 / 10 / 11"), turn("C", "1 / 3 / 9 / 10"),
		turn("C", "2 / 1 / 10 / 11"), turn("C", "1 / 3 / 9 / 10"),
		[]string{"await 0", "to 1: C 7"}, squad, // turn 5: the announcement
		[]string{"to 0: Quit", "to 1: Quit"}, // the catch is not sent
	))
	if diff := cmp.Diff(want, tr); diff != "" {
		t.Errorf("dialogue (-want +got):\n%s", diff)
	}
	wantRes := games.Result{Scores: []float64{1, 19}, Winner: int(Detectives),
		Reason: "detective 1 caught the fugitive in city 7 on turn 5, after 1 announcement: 1-19"}
	if diff := cmp.Diff(wantRes, res); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
}

func TestRefereeAfterTurnFiftyNothingIsSent(t *testing.T) {
	for _, tc := range []struct {
		name   string
		last   func(st State) (fugitive string, detectives []string)
		scores []float64
		winner int
		reason string
		quit   bool
	}{
		{"escape", func(st State) (string, []string) {
			return idleFugitive(st.Fugitive()).String(), strings.Split(idleSquad(st.Squad()).text(), "\n")
		}, []float64{20, 0}, int(Fugitive), "the fugitive escaped: not caught in 50 turns", false},
		{"catch by a detective in turn 50", func(st State) (string, []string) {
			// The fugitive goes from 7 to 6, and detective 2 follows it
			// from the hub, as detective 1 takes the hub.
			q := idleSquad(st.Squad())
			q[1] = 6
			return "C 6", strings.Split(q.text(), "\n")
			// 10-10: nobody wins.
		}, []float64{10, 10}, games.NoWinner, "detective 2 caught the fugitive in city 6 on turn 50, after 10 announcements: 10-10", false},
		{"the fugitive walks onto a detective in turn 50", func(State) (string, []string) {
			return "C 1", nil
		}, []float64{9, 11}, int(Detectives), "the fugitive moved onto detective 2 in city 1 on turn 50, after 9 announcements: 9-11", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ref := newWheelReferee(t)
			sc, st := idleScripts(t, ref.Setup().Map, 49)
			f, d := tc.last(st)
			sc[Fugitive] = append(sc[Fugitive], f)
			sc[Detectives] = append(sc[Detectives], d...)
			tr, res := drive(ref, sc)
			if !cmp.Equal(res.Scores, tc.scores) || res.Winner != tc.winner || !strings.Contains(res.Reason, tc.reason) || res.Fault != nil {
				t.Errorf("result %+v, want scores %v, winner %d and a reason with %q", res, tc.scores, tc.winner, tc.reason)
			}
			tail := strings.Join(tr[len(tr)-3:], " | ")
			if tc.quit {
				if tail != "await 0 | to 0: Quit | to 1: Quit" {
					t.Errorf("the dialogue ends %q, want Quit to both after the fugitive's move", tail)
				}
			} else if tr[len(tr)-5] != "to 1: C 6" || tr[len(tr)-1] != "await 1 goes on" {
				t.Errorf("the dialogue ends %q, want the clue of turn 50, the detectives' four lines, and nothing more", tr[len(tr)-5:])
			}
		})
	}
}

// TestRefereeIllegalMoves checks each way a line can be illegal: the
// player loses 0-20, both are sent Quit, and the result names the rule
// and the line.
func TestRefereeIllegalMoves(t *testing.T) {
	for _, tc := range []struct {
		name       string
		turns      int      // idle turns first
		fugitive   []string // then these lines
		detectives []string
		who        Role
		rule       string
		reason     string
	}{
		{"detectives' start not a number", -2, nil, []string{"1", "x"}, Detectives, "notation",
			`detectives: illegal move "x": start, detective 2: city line "x": "x" is not a city's number`},
		{"detectives' start 0", -2, nil, []string{"0"}, Detectives, "notation", "0 is not a city: the cities are numbered from 1"},
		{"detectives' start off the map", -2, nil, []string{"1", "3", "12"}, Detectives, "no such city",
			"start: detective 3 starts in city 12, which is not on the map (cities 1 to 11)"},
		{"detectives' start twice the same", -2, nil, []string{"1", "3", "9", "1"}, Detectives, "four different start cities",
			"detective 4 starts in city 1, where detective 1 starts"},
		{"fugitive's start on a detective", -1, []string{"9"}, nil, Fugitive, "start away from the detectives",
			`fugitive: illegal move "9": start: start city 9 holds detective 3`},
		{"fugitive's start empty", -1, []string{""}, nil, Fugitive, "notation", "no city; want a city's number"},
		{"fugitive's move without a city", 0, []string{"C"}, nil, Fugitive, "notation", "no city after the transport"},
		{"fugitive's move in lower case", 0, []string{"c 7"}, nil, Fugitive, "notation", `"c" is not a transport; want C, T or P (upper case)`},
		{"fugitive's move without a space", 0, []string{"C7"}, nil, Fugitive, "notation", "want a space after the transport letter C"},
		{"fugitive's move along no connection", 0, []string{"C 8"}, nil, Fugitive, "move along a connection",
			"turn 1: move C 8: no car connection from city 6 to city 8"},
		{"fugitive's move by the wrong transport", 0, []string{"T 7"}, nil, Fugitive, "move along a connection",
			"no train connection from city 6 to city 7 (they are joined by car)"},
		{"fugitive stays", 0, []string{"C 6"}, nil, Fugitive, "no staying", "the fugitive is in city 6 already"},
		{"fugitive's city off the map", 0, []string{"C 201"}, nil, Fugitive, "notation", "the cities are numbered 1 to at most 200"},
		{"detective stays", 0, []string{"C 7"}, []string{"2", "1", "9"}, Detectives, "no staying",
			`detectives: illegal move "9": turn 1: detective 3 stays in city 9`},
		{"detective along no connection", 2, []string{"C 7"}, []string{"2", "5"}, Detectives, "move along a connection",
			"turn 3: detective 2 cannot go from city 3 to city 5: no connection joins them"},
		{"two detectives in one city", 0, []string{"C 7"}, []string{"2", "2"}, Detectives, "one detective per city",
			"detective 2 goes to city 2, where detective 1 goes"},
		{"detectives' line with a letter", 0, []string{"C 7"}, []string{"2", "1x"}, Detectives, "notation", `"1x" is not a city's number`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ref := newWheelReferee(t)
			var sc [2][]string
			switch tc.turns {
			case -2: // before the detectives' start
			case -1: // before the fugitive's start
				sc[Detectives] = strings.Split(wheelStart.text(), "\n")
			default:
				sc, _ = idleScripts(t, ref.Setup().Map, tc.turns)
			}
			sc[Fugitive] = append(sc[Fugitive], tc.fugitive...)
			sc[Detectives] = append(sc[Detectives], tc.detectives...)
			tr, res := drive(ref, sc)
			var want [2]float64
			want[tc.who.other()] = 20
			if !cmp.Equal(res.Scores, want[:]) || res.Winner != int(tc.who.other()) {
				t.Errorf("scores %v, winner %d; want %v, winner %d", res.Scores, res.Winner, want, tc.who.other())
			}
			if res.Fault == nil || res.Fault.Player != int(tc.who) || res.Fault.Rule != tc.rule {
				t.Errorf("fault %+v, want player %d breaking %q", res.Fault, tc.who, tc.rule)
			}
			if !strings.Contains(res.Reason, tc.reason) {
				t.Errorf("reason %q does not say %q", res.Reason, tc.reason)
			}
			if tail := strings.Join(tr[len(tr)-2:], " | "); tail != "to 0: Quit | to 1: Quit" {
				t.Errorf("the dialogue ends %q, want Quit to both", tail)
			}
		})
	}
}

func TestRefereeLeniencyAroundLines(t *testing.T) {
	ref := newWheelReferee(t)
	sc := [2][]string{
		{" 6\r", "C  7\t", "C\t6"},
		{"1", "003", "9 ", "\t10\r", "2", "1", "10", "11"},
	}
	tr, _ := drive(ref, sc)
	for _, want := range []string{"to 0: 1 / 3 / 9 / 10", "to 1: 6", "to 0: 2 / 1 / 10 / 11"} {
		if !slices.Contains(tr, want) {
			t.Errorf("the dialogue lacks %q:\n%s", want, strings.Join(tr, "\n"))
		}
	}
	if st := ref.State(); st.Turn() != 2 || st.Fugitive() != 6 {
		t.Errorf("after the lenient lines: turn %d, fugitive in %v", st.Turn(), st.Fugitive())
	}
}

func TestRefereeFaults(t *testing.T) {
	for _, tc := range []struct {
		who   Role
		fault games.FaultKind
	}{{Fugitive, games.Timeout}, {Detectives, games.Exited}, {Detectives, games.LineTooLong}, {Fugitive, games.Exited}, {Detectives, games.OutOfMemory}, {Fugitive, games.CPULimit}, {Detectives, games.ProcessLimit}} {
		ref := newWheelReferee(t)
		sc, _ := idleScripts(t, ref.Setup().Map, 2)
		if tc.who == Detectives {
			sc[Fugitive] = append(sc[Fugitive], "C 7")
		}
		// Play up to the player's next wait, then report the fault.
		for step := ref.Next(); ; step = ref.Next() {
			p := step.Await[0]
			if p == int(tc.who) && len(sc[p]) == 0 {
				ref.Fault(p, tc.fault)
				break
			}
			ref.Reply(p, sc[p][0])
			sc[p] = sc[p][1:]
		}
		step := ref.Next()
		res := ref.Result()
		var want [2]float64
		want[tc.who.other()] = 20
		if !step.Done || !cmp.Equal(res.Scores, want[:]) || res.Winner != int(tc.who.other()) || res.Fault == nil || res.Fault.Player != int(tc.who) ||
			res.Fault.Rule != tc.fault.String() || res.Reason != tc.who.String()+": "+tc.fault.String() {
			t.Errorf("%v %v: step %+v, result %+v", tc.who, tc.fault, step, res)
		}
		if diff := cmp.Diff([]games.Message{{To: 0, Text: "Quit"}, {To: 1, Text: "Quit"}}, step.Send); diff != "" {
			t.Errorf("%v %v: sends (-want +got):\n%s", tc.who, tc.fault, diff)
		}
	}
}

func TestRefereeContract(t *testing.T) {
	ref := newWheelReferee(t)
	if ref.Players() != 2 {
		t.Errorf("%d players", ref.Players())
	}
	if c := ref.Clock(); c != (games.Clock{Total: 5 * time.Second, Pause: true}) {
		t.Errorf("clock %+v, want 5 s in total, paused", c)
	}
	first := ref.Next()
	again := ref.Next()
	if len(first.Send) != 2 || len(again.Send) != 0 || !cmp.Equal(first.Await, again.Await) || first.Timer != again.Timer {
		t.Errorf("Next twice: %+v then %+v", first, again)
	}
	// A reply or fault from the player not awaited, or from a seat that
	// does not exist, is the runner's mistake: an error, and no change.
	for _, err := range []error{ref.Reply(0, "1"), ref.Fault(0, games.Exited), ref.Reply(2, "1"), ref.Fault(-1, games.Exited)} {
		wantNotAwaited(t, "an answer out of turn", err)
	}
	if res := ref.Result(); res.Scores != nil || res.Winner != games.NoWinner {
		t.Errorf("result %+v while the game goes on, want no scores and no winner", res)
	}
	if step := ref.Next(); step.Done || step.Await[0] != 1 {
		t.Errorf("after a reply out of turn: %+v", step)
	}
	// A second answer within one wait is refused too, even where the
	// next wait would be for the same player.
	must(t, ref.Reply(1, "1"))
	wantNotAwaited(t, "a second line in one wait", ref.Reply(1, "3"))
	if step := ref.Next(); step.Done || step.Await[0] != 1 || step.Timer != games.TurnGoesOn {
		t.Errorf("after the first start line: %+v", step)
	}
	// A result is the caller's.
	must(t, ref.Fault(1, games.Timeout))
	res := ref.Result()
	res.Scores[0] = -1
	res.Fault.Player = 7
	if again := ref.Result(); again.Scores[0] != 20 || again.Fault.Player != 1 {
		t.Errorf("changing a result changed the referee's: %+v", again)
	}
	wantNotAwaited(t, "a reply after the end", ref.Reply(1, "2"))
	if !ref.Next().Done {
		t.Error("the referee is not done after a fault")
	}
}

func TestNewRefereeRefusesInvalidMaps(t *testing.T) {
	if _, err := NewReferee(Setup{}); err == nil {
		t.Error("NewReferee(Setup{}): no error")
	}
	_, err := NewReferee(Setup{Map: mustMap(t, "5;C 1-2;C 2-3;C 3-4;C 4-5;END")})
	if err == nil || !strings.Contains(err.Error(), "city 1 has 1 car connection") {
		t.Errorf("NewReferee of an invalid map: %v", err)
	}
}
