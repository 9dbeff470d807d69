package record_test

import (
	"errors"
	"strings"
	"testing"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/record"
)

// countMatch plays a match of newRef's referee between two CountBots, and
// returns its record and the record's lines, of which there must be want.
func countMatch(t *testing.T, newRef func() games.Referee, want int) ([]byte, []string) {
	t.Helper()
	pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: toy.Bots(toy.CountBot{}, toy.CountBot{}), NoTimes: true})
	lines := strings.Split(strings.TrimSuffix(string(pl.Data), "\n"), "\n")
	if len(lines) != want {
		t.Fatalf("record of %d lines, want %d:\n%s", len(lines), want, pl.Data)
	}
	return pl.Data, lines
}

// A real record, changed in one place, fails to replay at the first line
// that the change makes wrong.
func TestReplayTampered(t *testing.T) {
	newRef := toy.Counts(6, games.Clock{})
	// The record:
	//  1 header
	//  2 {"to":0,"text":"start"}   3 {"from":0,"text":"1"}
	//  4 {"to":1,"text":"1"}       5 {"from":1,"text":"2"}
	//  6 {"to":0,"text":"2"}       7 {"from":0,"text":"3"}
	//  8 {"to":1,"text":"3"}       9 {"from":1,"text":"4"}
	// 10 {"to":0,"text":"4"}      11 {"from":0,"text":"5"}
	// 12 {"to":1,"text":"5"}      13 {"from":1,"text":"6"}
	// 14 result
	data, lines := countMatch(t, newRef, 14)
	toy.Replays(t, data, newRef)
	edit := func(f func([]string) []string) string {
		return strings.Join(f(append([]string(nil), lines...)), "\n") + "\n"
	}
	set := func(i int, s string) func([]string) []string {
		return func(ls []string) []string { ls[i-1] = s; return ls }
	}
	tests := []replayCase{
		{"a send changed", edit(set(4, `{"to":1,"text":"one"}`)), 4, `a message to 1: "one"`, `sends to 1: "1"`},
		{"a send to the wrong player", edit(set(6, `{"to":1,"text":"2"}`)), 6, `a message to 1: "2"`, `sends to 0: "2"`},
		{"a reply changed", edit(set(5, `{"from":1,"text":"3"}`)), 6, `a message to 0: "2"`, `sends to 0: "3"`},
		{"a wrong reply", edit(set(7, `{"from":0,"text":"x"}`)), 8, `a message to 1: "3"`, `sends to 1: "quit"`},
		{"a fault instead of a reply", edit(set(7, `{"fault":"timeout","player":0}`)), 8, `a message to 1: "3"`, `sends to 1: "quit"`},
		{"a reply from the wrong player", edit(set(7, `{"from":1,"text":"3"}`)), 7, `a line from 1: "3"`, "awaits player 0"},
		{"a line deleted", edit(func(ls []string) []string { return append(ls[:5], ls[6:]...) }), 6, `a line from 0: "3"`, `sends to 0: "2"`},
		{"a line added", edit(func(ls []string) []string {
			return append(ls[:13], append([]string{`{"to":0,"text":"more"}`}, ls[13:]...)...)
		}), 14, `a message to 0: "more"`, "ends with the result 1-1"},
		{"the result changed", edit(set(14, `{"scores":[1,0],"winner":-1,"reason":"counted to 6","fault":null}`)), 14, "the result 1-0", "ends with the result 1-1"},
		{"the reason changed", edit(set(14, `{"scores":[1,1],"winner":-1,"reason":"counted to 7","fault":null}`)), 14, `the result 1-1 ("counted to 7")`, `ends with the result 1-1 ("counted to 6")`},
		{"the winner changed", edit(set(14, `{"scores":[1,1],"winner":0,"reason":"counted to 6","fault":null}`)), 14, `the result 1-1 ("counted to 6"), winner 0`, `ends with the result 1-1 ("counted to 6"), no winner`},
		{"a fault added to the result", edit(set(14, `{"scores":[1,1],"winner":-1,"reason":"counted to 6","fault":{"player":0,"move":"","rule":"x"}}`)), 14, "fault of 0", "ends with the result"},
		{"an interruption instead of the result", edit(set(14, `{"interrupted":"context canceled"}`)), 14, `the interruption "context canceled"`, "ends with the result 1-1"},
		{"no result", edit(func(ls []string) []string { return ls[:13] }), 14, "nothing more (the record ends)", "ends with the result"},
		{"cut short", edit(func(ls []string) []string { return ls[:8] }), 9, "nothing more", "awaits player 1"},
		{"more players", edit(set(1, `{"game":"toy","players":["a","b","c"]}`)), 1, "a header with 3 players", "has 2 players"},
	}
	checkReplayErrors(t, newRef, tests)
}

// A replayCase is a record that fails to replay: where, and how.
type replayCase struct {
	name     string
	record   string
	line     int    // the ReplayError's Line
	recorded string // in its Recorded
	replayed string // in its Replayed
}

// checkReplayErrors checks that each case's record fails to replay through
// a referee of newRef with a *ReplayError as the case says.
func checkReplayErrors(t *testing.T, newRef func() games.Referee, cases []replayCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			err := record.Replay(strings.NewReader(tt.record), toy.AnyHeader(newRef))
			var re *record.ReplayError
			if !errors.As(err, &re) {
				t.Fatalf("Replay: %v, want a *ReplayError", err)
			}
			if re.Line != tt.line || !strings.Contains(re.Recorded, tt.recorded) || !strings.Contains(re.Replayed, tt.replayed) {
				t.Errorf("Replay: %v\nwant line %d, recorded %q, replayed %q", err, tt.line, tt.recorded, tt.replayed)
			}
		})
	}
}

func TestReplayErrors(t *testing.T) {
	t.Run("unreadable record", func(t *testing.T) {
		err := record.Replay(strings.NewReader(`{"game":"g","players":["a"]}`+"\n{oops}\n"),
			func(record.Header) (games.Referee, error) { return toy.NewCount(3, games.Clock{}), nil })
		var re *record.ReadError
		if !errors.As(err, &re) || re.Line != 2 {
			t.Errorf("Replay: %v, want a *ReadError at line 2", err)
		}
	})
	t.Run("unknown game", func(t *testing.T) {
		errUnknown := errors.New("unknown game")
		err := record.Replay(strings.NewReader(`{"game":"g","players":["a"]}`),
			func(record.Header) (games.Referee, error) { return nil, errUnknown })
		if !errors.Is(err, errUnknown) {
			t.Errorf("Replay: %v, want the error of newReferee", err)
		}
	})
	// The record of TestReplayTampered; its line 7 is player 0's third
	// answer, and a fault in its place ends the match.
	count, lines := countMatch(t, toy.Counts(6, games.Clock{}), 14)
	lines[6] = `{"fault":"timeout","player":0}`
	faulted := strings.Join(lines[:7], "\n") + "\n" + `{"to":1,"text":"quit"}` + "\n" +
		`{"scores":[0,1],"winner":1,"reason":"player 0: timeout","fault":{"player":0,"move":"","rule":"timeout"}}` + "\n"
	toy.Replays(t, []byte(faulted), toy.Counts(6, games.Clock{}))
	for _, tt := range []struct {
		name, record, recorded, replayed string
	}{
		{"the referee refuses a line", string(count), `a line from 0: "3"`, "refuses player 0's line: refusing: reply of 0: player is not awaited"},
		{"the referee refuses a fault", faulted, "a fault of 0: timeout", "refuses player 0's fault: refusing: fault of 0: player is not awaited"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := record.Replay(strings.NewReader(tt.record), func(record.Header) (games.Referee, error) {
				return &toy.Refusing{Count: toy.NewCount(6, games.Clock{}), After: 2}, nil
			})
			var re *record.ReplayError
			if !errors.As(err, &re) || re.Line != 7 || re.Recorded != tt.recorded || re.Replayed != tt.replayed {
				t.Errorf("Replay: %v\nwant line 7, recorded %q, replayed %q", err, tt.recorded, tt.replayed)
			}
		})
	}
	t.Run("the referee gets the header", func(t *testing.T) {
		var got record.Header
		record.Replay(strings.NewReader(`{"game":"g","seed":42,"options":{"n":"3"},"players":["a","b"]}`),
			func(h record.Header) (games.Referee, error) { got = h; return toy.NewCount(3, games.Clock{}), nil })
		if got.Game != "g" || got.Seed != 42 || got.Options["n"] != "3" || len(got.Players) != 2 {
			t.Errorf("newReferee got %+v", got)
		}
	})
}

// An interrupted record replays when every line before the interruption
// agrees with the referee, wherever the match stopped; a line that does not
// is caught at its line, as in a finished record.
func TestReplayInterrupted(t *testing.T) {
	newRef := toy.Counts(10, games.Clock{})
	// Lines 2 to 21 alternate a message and its answer, as in
	// TestReplayTampered; line 22 is the result.
	_, lines := countMatch(t, newRef, 22)
	const stop = `{"interrupted":"interrupt signal received"}`
	// cut keeps the first n lines, changed by the edits, and interrupts.
	cut := func(n int, edits ...func([]string)) string {
		ls := append([]string(nil), lines[:n]...)
		for _, e := range edits {
			e(ls)
		}
		return strings.Join(append(ls, stop), "\n") + "\n"
	}
	set := func(i int, s string) func([]string) {
		return func(ls []string) { ls[i-1] = s }
	}
	// After line 21 the match is over: see "the whole match, interrupted".
	for n := 1; n <= 20; n++ {
		if err := record.Replay(strings.NewReader(cut(n)), toy.AnyHeader(newRef)); err != nil {
			t.Errorf("interrupted after line %d: Replay: %v", n, err)
		}
	}
	tests := []replayCase{
		{"a reply changed", cut(12, set(5, `{"from":1,"text":"3"}`)), 6, `a message to 0: "2"`, `sends to 0: "3"`},
		{"the last message changed", cut(12, set(12, `{"to":1,"text":"6"}`)), 12, `a message to 1: "6"`, `sends to 1: "5"`},
		{"a reply from the wrong player", cut(12, set(11, `{"from":1,"text":"5"}`)), 11, `a line from 1: "5"`, "awaits player 0"},
		{"a fault that ends the match", cut(12, set(11, `{"fault":"timeout","player":0}`)), 12, `a message to 1: "5"`, `sends to 1: "quit"`},
		{"the whole match, interrupted", cut(21), 22, `the interruption "interrupt signal received"`, "ends with the result 1-1"},
	}
	checkReplayErrors(t, newRef, tests)
	t.Run("a line after the interruption", func(t *testing.T) {
		data := cut(12) + lines[12] + "\n"
		err := record.Replay(strings.NewReader(data), toy.AnyHeader(newRef))
		var re *record.ReadError
		if !errors.As(err, &re) || re.Line != 14 || !strings.Contains(err.Error(), "a line after the interruption at line 13") {
			t.Errorf("Replay: %v, want a *ReadError at line 14, after the interruption at line 13", err)
		}
	})
}
