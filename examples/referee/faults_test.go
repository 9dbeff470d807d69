package main

import (
	"strings"
	"testing"

	"github.com/contestgames/games"
)

// Programs that fault at once: one writes a line no game takes, one ends.
const (
	gotStart = `sh -c "echo got Start; cat >/dev/null"`
	exits    = `sh -c "exit 3"`
)

// The result line of every game names each fault, with the seat, the
// kind, what the referee knew, and, where play goes on, what the rules
// did with the player: the line the user looks at must say a bot is
// broken, in every game, single or in a series.
func TestResultLineNamesEachFault(t *testing.T) {
	t.Parallel()
	const jury = ", and the jury plays T for it every turn from then on, and it scores 0"
	for _, tc := range []struct {
		name string
		args []string
		want []string // in the output's result lines
	}{
		{"amazes illegal line", []string{"amazes", gotStart, "builtin:random"},
			[]string{`result: 0-0 (150 turns each; red: illegal character in "got Start" at move 1` + jury + ")\n"}},
		{"amazes both illegal", []string{"amazes", gotStart, gotStart},
			[]string{`red: illegal character in "got Start" at move 1` + jury + `; blue: illegal character in "got Start" at move 2` + jury + ")\n"}},
		{"amazes exits", []string{"amazes", exits, "builtin:random"},
			[]string{"result: 0-0 (150 turns each; red: exited (exit status 3) at move 1" + jury + ")\n"}},
		{"amazes series", []string{"-games", "2", "amazes", "builtin:random", gotStart},
			[]string{`game 1 (random vs sh): result: `, `; blue: illegal character in "got Start" at move 2` + jury + ")\n",
				`game 2 (sh vs random): result: 0-0 (150 turns each; red: illegal character in "got Start" at move 1` + jury + ")\n"}},
		{"langwars", []string{"langwars", "builtin:random", exits, "builtin:random", exits},
			[]string{"; player 1: exited (exit status 3) at move 2, and it is stopped and picks language 0",
				"; player 3: exited (exit status 3) at move 3, and it is stopped and picks language 0"}},
		{"blockdrop", []string{"-games", "2", "blockdrop", exits, "builtin:random", "builtin:random", "builtin:random"},
			[]string{"; player 0: exited (exit status 3) at move 1, and it is stopped and plays N",
				"; player 3: exited (exit status 3) at move 4, and it is stopped and plays N"}},
		{"alquerque", []string{"alquerque", exits, "builtin:random"},
			[]string{"result: 0-12 (white: exited; exit status 3)\n"}},
		{"alquerque series", []string{"-games", "2", "alquerque", gotStart, "builtin:random"},
			[]string{`game 1 (sh vs random): result: 0-12 (white: illegal move "got Start": "go" is not a square (a1 to g7))` + "\n"}},
		{"ontherun", []string{"ontherun", "builtin:random", exits},
			[]string{"result: 20-0 (detectives: exited; exit status 3)\n"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := referee(t, tc.args...)
			var results strings.Builder
			for _, l := range strings.SplitAfter(out, "\n") {
				if strings.Contains(l, "result: ") {
					results.WriteString(l)
				}
			}
			for _, w := range tc.want {
				if !strings.Contains(results.String(), w) {
					t.Errorf("result lines lack %q:\n%s", w, results.String())
				}
			}
		})
	}
}

// A fault the rules judged has no record line: it is placed at the
// player's last line, among the runner's faults in the order they came,
// and counted once when the runner's fault is the result's too.
func TestFaultLogOrdersFaults(t *testing.T) {
	t.Parallel()
	lines := []string{
		`{"to":0,"text":"Start"}`,
		`{"from":0,"text":"x"}`,
		`{"from":1,"text":"FLR"}`,
		`{"fault":"timeout","player":1,"detail":"no line read"}`,
	}
	var l faultLog
	for _, line := range lines {
		l.see([]byte(line))
	}
	judged := games.Fault{Player: 0, Move: "x", Rule: "illegal character"}
	timeout := games.Fault{Player: 1, Rule: "timeout"}
	for _, tc := range []struct {
		name string
		res  games.Result
		want []placedFault
	}{
		{"a judged fault first", games.Result{Fault: &judged}, []placedFault{
			{Fault: judged, At: 1}, {Fault: games.Fault{Player: 1, Rule: "timeout", Detail: "no line read"}, At: 3}}},
		{"the runner's fault is the result's", games.Result{Fault: &timeout}, []placedFault{
			{Fault: games.Fault{Player: 1, Rule: "timeout", Detail: "no line read"}, At: 3}}},
		{"no result fault", games.Result{}, []placedFault{
			{Fault: games.Fault{Player: 1, Rule: "timeout", Detail: "no line read"}, At: 3}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := l.faults(tc.res)
			if len(got) != len(tc.want) {
				t.Fatalf("faults %+v, want %+v", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("fault %d: %+v, want %+v", i, got[i], tc.want[i])
				}
			}
		})
	}
}
