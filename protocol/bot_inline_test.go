package protocol_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	games "github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/internal/allgames"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/record"
)

// record plays g's default bots from seed, inline or not, and returns the
// record without times.
func recordOf(t *testing.T, g games.Game, seed uint64, inline bool) string {
	t.Helper()
	ref, options, err := g.NewReferee(seed, nil)
	if err != nil {
		t.Fatal(err)
	}
	var rec bytes.Buffer
	// No time limit: the two modes must play the same match however busy
	// the machine (with the contest's clock, a goroutine bot once lost on
	// time under -race beside other tests); TestInlineBotFaults holds the
	// clock's rules.
	m := &protocol.Match{Referee: ref, Record: &rec, NoTimes: true, Clock: &games.Clock{},
		Header: record.Header{Game: g.Name, Seed: seed, Options: options, Players: g.Bots.Defaults}}
	for seat, name := range g.Bots.Defaults {
		b, err := g.NewBot(name, seed, seat, options)
		if err != nil {
			t.Fatal(err)
		}
		if g.Name == "alquerque" && name == "search" {
			// A tenth of its budget: whether the two modes play alike
			// does not depend on it, and its whole budget takes seconds.
			b = alquerque.NewSearch(alquerque.Options{Nodes: 15_000, Seed: seed + 1})
		}
		p := protocol.NewBot(b)
		p.Inline = inline
		m.Players = append(m.Players, p)
	}
	if _, err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	return rec.String()
}

// An inline bot plays the same match as one on its own goroutine, byte for
// byte, in every game.
func TestInlineBotsPlayTheSameMatch(t *testing.T) {
	t.Parallel()
	for _, g := range allgames.Games() {
		t.Run(g.Name, func(t *testing.T) {
			if diff := cmp.Diff(recordOf(t, g, 5, false), recordOf(t, g, 5, true)); diff != "" {
				t.Errorf("goroutine vs inline (-goroutine +inline):\n%s", diff)
			}
		})
	}
}

// scriptBot answers each line with what answer says, after sleeping.
type scriptBot struct {
	sleep  time.Duration
	answer func(line string) []string
}

func (scriptBot) Start() []string { return nil }
func (b scriptBot) Hear(line string) []string {
	time.Sleep(b.sleep)
	return b.answer(line)
}

// An inline bot keeps the rules of a program: a Hear that returns after
// the deadline is a timeout, a bot that has nothing to hear and has said
// nothing is a timeout at once, a panic ends the bot (Exited, and Stop
// returns the panic), and a line too long is LineTooLong; lines are cut at
// "\n" with a trailing "\r" dropped.
func TestInlineBotFaults(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		bot    scriptBot
		lines  []string
		fault  games.FaultKind
		stderr string
	}{
		{"answers", scriptBot{answer: func(l string) []string { return []string{"a\r", "b\nc"} }}, []string{"a", "b", "c"}, 0, ""},
		{"one line", scriptBot{answer: func(l string) []string { return []string{"move"} }}, []string{"move"}, 0, ""},
		{"one line cut", scriptBot{answer: func(l string) []string { return []string{"a\nb"} }}, []string{"a", "b"}, 0, ""},
		{"one line with a return", scriptBot{answer: func(l string) []string { return []string{"a\r"} }}, []string{"a"}, 0, ""},
		{"one empty line", scriptBot{answer: func(l string) []string { return []string{""} }}, []string{""}, 0, ""},
		{"too slow", scriptBot{sleep: 50 * time.Millisecond, answer: func(string) []string { return []string{"late"} }}, nil, games.Timeout, ""},
		{"silent", scriptBot{answer: func(string) []string { return nil }}, nil, games.Timeout, ""},
		{"panics", scriptBot{answer: func(string) []string { panic("boom") }}, nil, games.Exited, "panic: boom"},
		{"too long", scriptBot{answer: func(string) []string { return []string{strings.Repeat("x", protocol.DefaultMaxLine+1)} }}, nil, games.LineTooLong, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := protocol.NewBot(tc.bot)
			p.Inline = true
			if err := p.Start(); err != nil {
				t.Fatal(err)
			}
			p.Send("go")
			deadline := time.Now().Add(10 * time.Second)
			if tc.bot.sleep > 0 {
				deadline = time.Now().Add(tc.bot.sleep / 2)
			}
			for _, want := range tc.lines {
				if line, fault := p.Line(deadline); line != want || fault != 0 {
					t.Fatalf("line %q, fault %v; want %q", line, fault, want)
				}
			}
			if tc.fault != 0 {
				if _, fault := p.Line(deadline); fault != tc.fault {
					t.Errorf("fault %v, want %v", fault, tc.fault)
				}
			}
			if got := p.Stop(0); !strings.HasPrefix(got, tc.stderr) {
				t.Errorf("Stop returned %q, want %q first", got, tc.stderr)
			}
		})
	}
}

// An inline bot that panics in Start has ended: its first line is Exited,
// and Stop returns the panic.
func TestInlineBotPanicsInStart(t *testing.T) {
	t.Parallel()
	p := protocol.NewBot(toy.BotFunc{StartFunc: func() []string { panic("early") }})
	p.Inline = true
	done := make(chan error, 1)
	go func() { done <- p.Start() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Start hangs")
	}
	if _, fault := p.Line(time.Now().Add(10 * time.Second)); fault != games.Exited {
		t.Errorf("fault %v, want %v", fault, games.Exited)
	}
	if got := p.Stop(0); !strings.HasPrefix(got, "panic: early") {
		t.Errorf("Stop returned %q, want %q first", got, "panic: early")
	}
}

// sleepyBot is a CountBot whose every Hear first sleeps.
type sleepyBot struct {
	toy.CountBot
	sleep time.Duration
}

func (b sleepyBot) Hear(line string) []string {
	time.Sleep(b.sleep)
	return b.CountBot.Hear(line)
}

// In a match, an inline bot's clock is the match's: its answer is timed
// from the start of its wait to the end of the Hear that said it, so a
// Hear that ends after the turn's limit loses on time, and one well within
// it does not.
func TestInlineBotClockInMatch(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		sleep   time.Duration
		perTurn time.Duration
		late    bool
	}{
		{"in time", 0, 10 * time.Second, false},
		{"late", 20 * time.Millisecond, time.Millisecond, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			players := toy.Bots(sleepyBot{sleep: tc.sleep}, toy.CountBot{})
			for _, p := range players {
				p.(*protocol.BotPlayer).Inline = true
			}
			m := &protocol.Match{Referee: toy.NewCount(4, games.Clock{PerTurn: tc.perTurn}), Players: players}
			res, err := m.Run(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			late := res.Fault != nil && res.Fault.Player == 0 && res.Fault.Rule == games.Timeout.String()
			if late != tc.late || (res.Fault != nil && !late) {
				t.Errorf("result %+v; want a timeout of player 0: %v", res, tc.late)
			}
		})
	}
}
