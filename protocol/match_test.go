package protocol_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"sync"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/record"
	"github.com/google/go-cmp/cmp"
)

func TestBotsCount(t *testing.T) {
	t.Parallel()
	newRef := toy.Counts(10, games.Clock{Total: 10 * time.Second})
	pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: toy.Bots(toy.CountBot{}, toy.CountBot{})})
	want := games.Result{Scores: []float64{1, 1}, Winner: games.NoWinner, Reason: "counted to 10"}
	if diff := cmp.Diff(want, pl.Res); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
	toy.CheckReceived(t, pl.Rec, 0, "1", "3", "5", "7", "9")
	if pl.Rec.Result == nil || !cmp.Equal(*pl.Rec.Result, pl.Res) {
		t.Errorf("recorded result %v, want %v", pl.Rec.Result, pl.Res)
	}
	want0 := []string{"bot toy.CountBot", "bot toy.CountBot"}
	if !cmp.Equal(pl.Rec.Header.Players, want0) {
		t.Errorf("header players %q, want %q (filled in from the players)", pl.Rec.Header.Players, want0)
	}
	toy.Replays(t, pl.Data, newRef)
}

// Several players awaited at once, a Handshake, and TurnGoesOn lines.
func TestBotsSim(t *testing.T) {
	t.Parallel()
	newRef := toy.Sims(3, 4, games.Clock{PerTurn: 10 * time.Second, Handshake: 10 * time.Second})
	pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: toy.Bots(toy.SimBot{}, toy.SimBot{}, toy.SimBot{})})
	want := games.Result{Scores: []float64{4, 4, 4}, Winner: games.NoWinner, Reason: "all rounds played"}
	if diff := cmp.Diff(want, pl.Res); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
	for p := range 3 {
		toy.CheckReceived(t, pl.Rec, p, "READY", "1", "ok", "2", "ok", "3", "ok", "4", "ok")
	}
	toy.Replays(t, pl.Data, newRef)
}

// Answers go to the referee, and to the record, in seat order, whatever
// order they arrive in; and the players think at the same time.
func TestSeatOrder(t *testing.T) {
	slow := func(d time.Duration) games.Bot {
		return toy.BotFunc{
			StartFunc: func() []string { time.Sleep(d); return []string{"READY"} },
			HearFunc:  func(l string) []string { time.Sleep(d); return toy.SimBot{}.Hear(l) },
		}
	}
	t.Parallel()
	newRef := toy.Sims(3, 2, games.Clock{})
	start := time.Now()
	pl := toy.Play(t, &protocol.Match{Referee: newRef(),
		Players: toy.Bots(slow(300*time.Millisecond), slow(300*time.Millisecond), slow(300*time.Millisecond))})
	elapsed := time.Since(start)
	var order []int
	for _, ev := range pl.Rec.Events {
		if ev.Kind == record.Received {
			order = append(order, ev.Player)
		}
	}
	want := []int{0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2}
	if !cmp.Equal(order, want) {
		t.Errorf("record order of received lines %v, want seat order %v", order, want)
	}
	// Five waits, all players sleeping 300 ms in each: 1.5 s if they
	// think at the same time, 4.5 s if they are awaited one after the
	// other. The margin is for a loaded machine.
	if elapsed > 3*time.Second {
		t.Errorf("match took %v: the awaited players did not think at the same time", elapsed)
	}
	if pl.Res.Scores[0] != 2 {
		t.Errorf("result %v", pl.Res)
	}
	toy.Replays(t, pl.Data, newRef)
}

// A bot sees and writes exactly the lines a program would.
func TestBotLines(t *testing.T) {
	t.Parallel()
	var heard []string
	var mu sync.Mutex
	four := make(chan struct{}) // closed when the bot has heard four lines
	b := toy.BotFunc{
		StartFunc: func() []string { return []string{"x\ny", "z\r", "\xff\xfe", ""} },
		HearFunc: func(l string) []string {
			mu.Lock()
			defer mu.Unlock()
			if heard = append(heard, l); len(heard) == 4 {
				close(four)
			}
			return nil
		},
	}
	newRef := toy.Scripts(1, games.Clock{},
		games.Step{Send: []games.Message{toy.Msg(0, "a\nb\r\n"), toy.Msg(0, "")}, Await: []int{0}},
		games.Step{Await: []int{0}}, games.Step{Await: []int{0}}, games.Step{Await: []int{0}},
		games.Step{Await: []int{0}})
	pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: toy.Bots(b)})
	if want := "0:x|0:y|0:z|0:\xff\xfe|0:"; pl.Res.Reason != want {
		t.Errorf("referee got %q, want %q", pl.Res.Reason, want)
	}
	// The bot answered from Start, so the match may end before its
	// goroutine has heard what it was sent; it hears those lines even
	// once stopped. Wait for the four lines sent (a bot that heard fewer
	// hangs the test), then check them, and that no more came.
	<-four
	mu.Lock()
	defer mu.Unlock()
	if want := []string{"a", "b\r", "", ""}; !cmp.Equal(heard, want) {
		t.Errorf("bot heard %q, want %q", heard, want)
	}
	toy.Replays(t, pl.Data, newRef)
}

func TestBotFaults(t *testing.T) {
	t.Parallel()
	hung := make(chan struct{})
	t.Cleanup(func() { close(hung) }) // lets the abandoned goroutine end
	tests := []struct {
		name   string
		bot    games.Bot
		max    int
		fault  games.FaultKind
		stderr string
	}{
		{name: "panics", bot: toy.BotFunc{HearFunc: func(string) []string { panic("boom") }},
			fault: games.Exited, stderr: "panic: boom"},
		{name: "panics in Start", bot: toy.BotFunc{StartFunc: func() []string { panic("early") }},
			fault: games.Exited, stderr: "panic: early"},
		{name: "says nothing", bot: toy.BotFunc{}, fault: games.Timeout},
		{name: "hangs in Hear", bot: toy.BotFunc{HearFunc: func(string) []string { <-hung; return nil }}, fault: games.Timeout},
		{name: "line too long", bot: toy.BotFunc{HearFunc: func(string) []string { return []string{"12345678901"} }},
			max: 10, fault: games.LineTooLong},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			// The limit leaves the good bot ample time even on a
			// loaded machine.
			newRef := toy.Counts(5, games.Clock{PerTurn: 500 * time.Millisecond})
			b := protocol.NewBot(tt.bot)
			b.MaxLine = tt.max
			start := time.Now()
			pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: []protocol.Player{protocol.NewBot(toy.CountBot{}), b}})
			if d := time.Since(start); d > 3*time.Second {
				t.Errorf("match took %v", d)
			}
			// A panic is the bot's detail of its fault.
			wantFault := &games.Fault{Player: 1, Rule: tt.fault.String(), Detail: tt.stderr}
			if diff := cmp.Diff(wantFault, pl.Res.Fault); diff != "" {
				t.Errorf("result fault (-want +got):\n%s", diff)
			}
			toy.CheckFaults(t, pl.Rec, tt.fault.String()+" of 1")
			// The opponent of the player at fault wins, and the record
			// says so.
			if pl.Res.Winner != 0 || pl.Rec.Result == nil || pl.Rec.Result.Winner != 0 {
				t.Errorf("winner %d, recorded %+v; want player 0 in both", pl.Res.Winner, pl.Rec.Result)
			}
			if !strings.Contains(pl.Stderr[1], tt.stderr) {
				t.Errorf("Stderr[1] = %q, want it to hold %q", pl.Stderr[1], tt.stderr)
			}
			toy.Replays(t, pl.Data, newRef)
		})
	}
}

// A message to a player that has faulted is neither delivered nor recorded.
func TestDropToFaulted(t *testing.T) {
	t.Parallel()
	newRef := toy.Scripts(2, games.Clock{},
		games.Step{Send: []games.Message{toy.Msg(0, "go")}, Await: []int{0}},
		games.Step{Send: []games.Message{toy.Msg(0, "more"), toy.Msg(1, "you")}, Await: []int{1}})
	var heard []string
	var mu sync.Mutex
	echo := toy.BotFunc{HearFunc: func(l string) []string {
		mu.Lock()
		heard = append(heard, l)
		mu.Unlock()
		return []string{"ok"}
	}}
	crash := toy.BotFunc{HearFunc: func(string) []string { panic("no") }}
	pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: toy.Bots(crash, echo)})
	if want := "0!exited|1:ok"; pl.Res.Reason != want {
		t.Errorf("referee got %q, want %q", pl.Res.Reason, want)
	}
	var sent []string
	for _, ev := range pl.Rec.Events {
		if ev.Kind == record.Sent {
			sent = append(sent, fmt.Sprintf("%d:%s", ev.Player, ev.Text))
		}
	}
	if want := []string{"0:go", "1:you"}; !cmp.Equal(sent, want) {
		t.Errorf("recorded sends %q, want %q", sent, want)
	}
	toy.Replays(t, pl.Data, newRef)
}

// A referee that breaks the contract stops the match with an error, not a
// hang or a panic.
func TestBrokenReferee(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		step games.Step
		want string
	}{
		{"awaits nobody", games.Step{Send: []games.Message{toy.Msg(0, "x")}}, "awaits nobody"},
		{"await out of range", games.Step{Await: []int{2}}, "awaits player 2 of 2"},
		{"await negative", games.Step{Await: []int{-1}}, "awaits player -1"},
		{"await not in seat order", games.Step{Await: []int{1, 0}}, "not in seat order"},
		{"await twice", games.Step{Await: []int{0, 0}}, "not in seat order"},
		{"send out of range", games.Step{Send: []games.Message{toy.Msg(5, "x")}, Done: true}, "sends to player 5"},
		{"unknown timer", games.Step{Await: []int{0}, Timer: 9}, "unknown Timer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := &protocol.Match{Referee: toy.Scripts(2, games.Clock{}, tt.step)(), Players: toy.Bots(toy.CountBot{}, toy.CountBot{})}
			_, err := m.Run(context.Background())
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Run: error %v, want %q", err, tt.want)
			}
		})
	}
	t.Run("awaits a faulted player", func(t *testing.T) {
		ref := toy.Scripts(2, games.Clock{}, games.Step{Await: []int{0}}, games.Step{Await: []int{0}})()
		m := &protocol.Match{Referee: ref, Players: toy.Bots(toy.BotFunc{HearFunc: func(string) []string { panic("x") }, StartFunc: func() []string { panic("y") }}, toy.CountBot{})}
		_, err := m.Run(context.Background())
		if err == nil || !strings.Contains(err.Error(), "player 0, which has faulted") {
			t.Errorf("Run: error %v", err)
		}
	})
}

func TestRunArguments(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		m    *protocol.Match
		want string
	}{
		{"no referee", &protocol.Match{}, "no referee"},
		{"too few players", &protocol.Match{Referee: toy.NewCount(3, games.Clock{}), Players: toy.Bots(toy.CountBot{})}, "1 players for a game of 2"},
		{"nil player", &protocol.Match{Referee: toy.NewCount(3, games.Clock{}), Players: []protocol.Player{nil, nil}}, "player 0 is nil"},
		{"header players", &protocol.Match{Referee: toy.NewCount(3, games.Clock{}), Players: toy.Bots(toy.CountBot{}, toy.CountBot{}),
			Header: record.Header{Players: []string{"a"}}}, "names 1 players"},
		{"no seats", &protocol.Match{Referee: toy.NewSim(0, 1, games.Clock{})}, "has 0 players"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.m.Run(context.Background())
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Run: error %v, want %q", err, tt.want)
			}
		})
	}
}

func TestRecordWriteError(t *testing.T) {
	t.Parallel()
	m := &protocol.Match{Referee: toy.NewCount(10, games.Clock{}), Players: toy.Bots(toy.CountBot{}, toy.CountBot{}),
		Record: &toy.FailWriter{N: 3}}
	_, err := m.Run(context.Background())
	if err == nil || !strings.Contains(err.Error(), "write record line 4: disk full") {
		t.Errorf("Run: error %v, want a failed write of line 4", err)
	}
}

// Handshake waits have their own limit; PerTurn does not bound them.
func TestBotHandshake(t *testing.T) {
	t.Parallel()
	late := func(d time.Duration) games.Bot {
		return toy.BotFunc{StartFunc: func() []string { time.Sleep(d); return []string{"READY"} }, HearFunc: toy.SimBot{}.Hear}
	}
	t.Run("late READY", func(t *testing.T) {
		t.Parallel()
		newRef := toy.Sims(2, 1, games.Clock{Handshake: 300 * time.Millisecond, PerTurn: time.Second})
		pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: toy.Bots(toy.SimBot{}, late(time.Second))})
		toy.CheckFaults(t, pl.Rec, "timeout of 1")
		if pl.Res.Scores[0] != 1 || pl.Res.Scores[1] != 0 {
			t.Errorf("result %v", pl.Res)
		}
		toy.Replays(t, pl.Data, newRef)
	})
	t.Run("READY within Handshake, beyond PerTurn", func(t *testing.T) {
		t.Parallel()
		newRef := toy.Sims(2, 1, games.Clock{Handshake: 3 * time.Second, PerTurn: 300 * time.Millisecond})
		pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: toy.Bots(toy.SimBot{}, late(500*time.Millisecond))})
		toy.CheckFaults(t, pl.Rec)
	})
}

// The Total budget is spent over several waits.
func TestBotTotal(t *testing.T) {
	t.Parallel()
	for _, inline := range []bool{false, true} {
		t.Run(fmt.Sprintf("inline=%v", inline), func(t *testing.T) {
			t.Parallel()
			sleepy := toy.BotFunc{HearFunc: func(l string) []string {
				time.Sleep(100 * time.Millisecond)
				return toy.CountBot{}.Hear(l)
			}}
			newRef := toy.Counts(100, games.Clock{Total: 450 * time.Millisecond})
			players := toy.Bots(sleepy, toy.CountBot{})
			for _, p := range players {
				p.(*protocol.BotPlayer).Inline = inline
			}
			pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: players})
			// 4 answers use 400 ms of 450, and the fifth would end at
			// 500. A loaded machine may make answers slower, never
			// faster: 2 to 4 answers, then a timeout, show a budget
			// spent over several turns.
			answers := toy.LinesOf(pl.Rec, record.Received, 0)
			if len(answers) < 2 || len(answers) > 4 {
				t.Errorf("player 0 answered %d times, want 4 (2 on a loaded machine) within its budget", len(answers))
			}
			toy.CheckFaults(t, pl.Rec, "timeout of 0")
			var think time.Duration
			for _, ev := range pl.Rec.Events {
				if ev.Kind == record.Received && ev.Player == 0 {
					think += ev.Think
				}
			}
			if min := time.Duration(len(answers)) * 100 * time.Millisecond; think < min || think > 450*time.Millisecond {
				t.Errorf("recorded thinking time of player 0 is %v, want %v to 450ms", think, min)
			}
			toy.Replays(t, pl.Data, newRef)
		})
	}
}

// Cancelling the context ends a match promptly, even one waiting for a
// bot that hangs.
func TestCancelBots(t *testing.T) {
	t.Parallel()
	hung := make(chan struct{})
	defer close(hung)
	m := &protocol.Match{Referee: toy.NewCount(10, games.Clock{}),
		Players: toy.Bots(toy.CountBot{}, toy.BotFunc{HearFunc: func(string) []string { <-hung; return nil }})}
	var buf toy.SyncBuffer
	m.Record = &buf
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	start := time.Now()
	_, err := m.Run(ctx)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Run: error %v, want context.Canceled", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("Run returned %v after the cancel", d)
	}
	rec, err := record.Read(strings.NewReader(string(buf.Bytes())))
	if err != nil || rec.Result != nil || len(rec.Events) != 3 || rec.Interrupted != "context canceled" {
		t.Errorf("record after cancel: %+v, %v; want 3 events, no result, and interrupted by \"context canceled\"", rec, err)
	}
}

// A match stopped by its context ends its record with a line that says
// why, the context's cause, after every line so far; ReadRecord reads it,
// and Replay takes the record as true up to there. The players count to
// 10, and player 1 stops the match when it hears 5, so that the record
// stops at the same line every time.
func TestInterrupted(t *testing.T) {
	tests := []struct {
		name string
		// stopper returns the match's context and what stops it.
		stopper func(t *testing.T) (context.Context, func())
		want    string
	}{
		{"cancel", func(t *testing.T) (context.Context, func()) {
			ctx, cancel := context.WithCancel(context.Background())
			t.Cleanup(cancel)
			return ctx, cancel
		}, "context canceled"},
		{"cancel with a cause", func(t *testing.T) (context.Context, func()) {
			ctx, cancel := context.WithCancelCause(context.Background())
			t.Cleanup(func() { cancel(nil) })
			return ctx, func() { cancel(errors.New("the operator pressed stop")) }
		}, "the operator pressed stop"},
		{"interrupt signal", func(t *testing.T) (context.Context, func()) {
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
			t.Cleanup(stop)
			self, err := os.FindProcess(os.Getpid())
			if err != nil {
				t.Skip(err)
			}
			return ctx, func() {
				if err := self.Signal(os.Interrupt); err != nil {
					stop() // no signals here: the record says "context canceled"
				}
			}
		}, "interrupt signal received"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, stop := tt.stopper(t)
			stopper := toy.BotFunc{HearFunc: func(line string) []string {
				if line == "5" {
					stop()
					return nil // and waits: only the context ends the match
				}
				return toy.CountBot{}.Hear(line)
			}}
			var buf toy.SyncBuffer
			m := &protocol.Match{Referee: toy.NewCount(10, games.Clock{}), Players: toy.Bots(toy.CountBot{}, stopper),
				Header: record.Header{Game: "count", Players: []string{"a", "b"}}, Record: &buf, NoTimes: true}
			res, err := m.Run(ctx)
			if !errors.Is(err, context.Canceled) || res.Scores != nil {
				t.Errorf("Run: %+v, %v; want no result and an error wrapping context.Canceled", res, err)
			}
			want := `{"game":"count","seed":0,"options":{},"players":["a","b"],"version":"devel"}
{"to":0,"text":"start"}
{"from":0,"text":"1"}
{"to":1,"text":"1"}
{"from":1,"text":"2"}
{"to":0,"text":"2"}
{"from":0,"text":"3"}
{"to":1,"text":"3"}
{"from":1,"text":"4"}
{"to":0,"text":"4"}
{"from":0,"text":"5"}
{"to":1,"text":"5"}
{"interrupted":"` + tt.want + `"}
`
			data := buf.Bytes()
			if diff := cmp.Diff(strings.Split(want, "\n"), strings.Split(string(data), "\n")); diff != "" {
				t.Errorf("record (-want +got):\n%s", diff)
			}
			rec, err := record.Read(strings.NewReader(string(data)))
			if err != nil || rec.Result != nil || len(rec.Events) != 11 || rec.Interrupted != tt.want {
				t.Errorf("ReadRecord: %+v, %v; want 11 events, no result, interrupted by %q", rec, err, tt.want)
			}
			toy.Replays(t, data, toy.Counts(10, games.Clock{}))
		})
	}
}

// Only the context ending is an interruption: a match the runner cannot go
// on with ends its record without a last line.
func TestNotInterrupted(t *testing.T) {
	var buf toy.SyncBuffer
	m := &protocol.Match{Referee: &toy.Refusing{Count: toy.NewCount(10, games.Clock{}), After: 2},
		Players: toy.Bots(toy.CountBot{}, toy.CountBot{}), Record: &buf}
	if _, err := m.Run(context.Background()); err == nil {
		t.Fatal("Run: no error from a referee that refuses an answer")
	}
	rec, err := record.Read(strings.NewReader(string(buf.Bytes())))
	if err != nil || rec.Result != nil || rec.Interrupted != "" {
		t.Errorf("record after a refusal: %+v, %v; want no result and no interruption", rec, err)
	}
}

func TestEventKindString(t *testing.T) {
	t.Parallel()
	for k, want := range map[record.EventKind]string{record.Sent: "sent", record.Received: "received",
		record.Faulted: "faulted", 9: "EventKind(9)"} {
		if k.String() != want {
			t.Errorf("%d.String() = %q, want %q", k, k.String(), want)
		}
	}
}

// When the referee refuses an answer, Run stops with its error and no
// result, and the record ends with the refused answer.
func TestRefereeRefuses(t *testing.T) {
	t.Parallel()
	crash := toy.BotFunc{HearFunc: func(string) []string { panic("bot bug") }}
	tests := []struct {
		name    string
		after   int
		players []protocol.Player
		last    string // the record's last line
	}{
		{"a reply", 3, toy.Bots(toy.CountBot{}, toy.CountBot{}), `{"from":1,"text":"4"}`},
		{"a fault", 1, toy.Bots(toy.CountBot{}, crash), `{"fault":"exited","player":1,"detail":"panic: bot bug"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var rec toy.SyncBuffer
			m := &protocol.Match{Referee: &toy.Refusing{Count: toy.NewCount(10, games.Clock{}), After: tt.after},
				Players: tt.players, Record: &rec, NoTimes: true}
			res, err := m.Run(context.Background())
			if !errors.Is(err, games.ErrNotAwaited) || !strings.HasPrefix(err.Error(), "protocol: refusing: ") {
				t.Errorf("Run: error %v, want the referee's, wrapping games.ErrNotAwaited", err)
			}
			if res.Scores != nil || res.Reason != "" || res.Fault != nil {
				t.Errorf("Run: result %+v, want none", res)
			}
			lines := strings.Split(strings.TrimSuffix(string(rec.Bytes()), "\n"), "\n")
			if last := lines[len(lines)-1]; last != tt.last {
				t.Errorf("the record ends with %s, want %s", last, tt.last)
			}
		})
	}
}
