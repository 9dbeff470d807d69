//go:build linux

package program_test

import (
	"fmt"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/long"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/program"
	"github.com/contestgames/games/protocol/protocoltest"
	"github.com/contestgames/games/protocol/record"
)

// A program that ends says how, and what it said last on its standard
// error: in the record's fault line and in the result's fault, which
// still replays.
func TestFaultDetailInRecordAndResult(t *testing.T) {
	t.Parallel()
	const want = `exit status 3; its last stderr line: "cannot go on: no square d9"`
	newRef := toy.Counts(10, games.Clock{PerTurn: 20 * time.Second})
	players, progs := programs(toy.CountScript, `read -r a; echo 'thinking' >&2; echo 'cannot go on: no square d9' >&2; echo >&2; exit 3`)
	pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: players})
	if f := pl.Res.Fault; f == nil || f.Rule != "exited" || f.Detail != want {
		t.Errorf("result fault %+v, want exited with detail %q", f, want)
	}
	var got []string
	for _, ev := range pl.Rec.Events {
		if ev.Kind == record.Faulted {
			got = append(got, ev.Detail)
		}
	}
	if len(got) != 1 || got[0] != want {
		t.Errorf("the record's faults say %q, want %q", got, want)
	}
	if f := pl.Rec.Result.Fault; f == nil || f.Detail != want {
		t.Errorf("the record's result fault %+v, want detail %q", f, want)
	}
	toy.Replays(t, pl.Data, newRef)
	checkGone(t, progs)
}

// A program killed by a signal says which.
func TestFaultDetailOfASignal(t *testing.T) {
	t.Parallel()
	p := program.New(`echo 'about to be killed' >&2; echo ready; exec sleep 1000`, program.Options{})
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	defer p.Stop(0)
	if line, fault := p.Line(time.Now().Add(10 * time.Second)); line != "ready" {
		t.Fatalf("line %q, fault %v; want ready", line, fault)
	}
	// From outside the program, as the kernel's OOM killer or a user
	// would: a program cannot kill the init of its own namespace.
	if err := syscall.Kill(p.Pid(), syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_, fault := p.Line(time.Now().Add(10 * time.Second))
	p.Stop(0)
	const want = `killed by signal 9 (SIGKILL); its last stderr line: "about to be killed"`
	if got := p.FaultDetail(fault, false); fault != games.Exited || got != want {
		t.Errorf("fault %v, detail %q; want exited, %q", fault, got, want)
	}
}

// A program that times out is told what the runner saw of it when its
// time ran out, not a guess: waiting for input (an answer never flushed,
// after what it wrote to its standard error, which needs no flush),
// still running, or asleep; or that it wrote its line without a line
// ending.
func TestFaultDetailOfATimeout(t *testing.T) {
	t.Parallel()
	const hint = "no line read: does the program flush its output after each line?"
	for _, tc := range []struct {
		name, script, want string
	}{
		// awk buffers its output to a pipe until it ends.
		{"buffered", `awk '{ print $1 + 1 }'`, hint},
		{"buffered, after a line on stderr", `echo 'thinking' >&2; exec awk '{ print $1 + 1 }'`,
			`its last stderr line: "thinking"; ` + hint},
		{"answered, then buffered", `read -r a; echo $((a+1)); exec awk '{ print $1 + 1 }'`,
			"it was waiting for input without answering: does the program flush its output after each line?"},
		{"no line ending", `read -r a; printf '%s' $((a+1)); exec sleep 1000`, `it wrote "2" and no line ending after it`},
		{"asleep", `read -r a; exec sleep 1000`, "it was asleep, neither running nor reading its input"},
		{"answered, then asleep", `read -r a; echo $((a+1)); read -r a; exec sleep 1000`,
			"it was asleep, neither running nor reading its input"},
		{"running", `read -r a; while :; do :; done`, "it was still running when its time ran out"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			newRef := toy.Counts(10, games.Clock{PerTurn: time.Second})
			players, progs := programs(toy.CountScript, tc.script)
			pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: players})
			if f := pl.Res.Fault; f == nil || f.Rule != "timeout" || f.Detail != tc.want {
				t.Errorf("result fault %+v, want a timeout with detail %q", f, tc.want)
			}
			checkGone(t, progs)
		})
	}
}

// A program that writes no first line in a handshake is told so, with
// what it was doing, rather than asked whether it flushes its answers.
func TestFaultDetailOfAMissingFirstLine(t *testing.T) {
	t.Parallel()
	const missing = "no first line (such as READY) in the handshake; "
	for _, tc := range []struct {
		name, script, want string
	}{
		{"waits for input", `exec cat`,
			missing + "it was waiting for input: does it write its first line before it reads, and flush it?"},
		{"asleep", `exec sleep 1000`, missing + "it was asleep, neither running nor reading its input"},
		{"loading", `while :; do :; done`, missing + "it was still running when its time ran out"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := program.New(tc.script, program.Options{})
			newRef := toy.Sims(2, 1, games.Clock{Handshake: time.Second})
			pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: []protocol.Player{protocol.NewBot(toy.SimBot{}), p}})
			var got []string
			for _, ev := range pl.Rec.Events {
				if ev.Kind == record.Faulted {
					got = append(got, ev.Fault.String()+": "+ev.Detail)
				}
			}
			if want := "timeout: " + tc.want; len(got) != 1 || got[0] != want {
				t.Errorf("the record's faults say %q, want %q", got, want)
			}
			checkGone(t, []*program.Program{p})
		})
	}
}

// A program that reaches a sandbox's process limit and so never answers
// is told of the limit, not asked whether it flushes its answers.
func TestFaultDetailOfAProcessLimit(t *testing.T) {
	protocoltest.NeedSandbox(t)
	t.Parallel()
	// A shell ends when it cannot fork; python goes on trying, every
	// 10 ms rather than spinning through its whole turn.
	script := `read -r a; exec python3 -c "import os, time
while True:
    try:
        os.fork() or time.sleep(1000)
    except OSError:
        time.sleep(0.01)"`
	needPython(t, script)
	p := program.New(script,
		program.Options{Sandbox: &program.Sandbox{Processes: 20}})
	newRef := toy.Counts(10, games.Clock{PerTurn: 5 * time.Second})
	pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: []protocol.Player{protocol.NewBot(toy.CountBot{}), p}})
	const want = "it reached its limit of 20 processes and threads, and was refused more"
	if f := pl.Res.Fault; f == nil || f.Rule != "timeout" || f.Detail != want {
		t.Errorf("result fault %+v, want a timeout with detail %q", f, want)
	}
}

// A program that cannot load under its memory limit is told that the
// limit may be too small; one that fails at once for another reason is
// not.
func TestFaultDetailOfAMemoryLimitTooSmall(t *testing.T) {
	t.Parallel()
	const hint = "the memory limit of 1 MiB may be too small for the program to load"
	// A Go program's runtime cannot even start in 1 MiB.
	p := program.New(helperCommand("grow"), program.Options{MemoryLimit: 1 << 20})
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	line, fault := p.Line(time.Now().Add(20 * time.Second))
	stderr := p.Stop(0)
	if fault == 0 {
		t.Skipf("RLIMIT_DATA does not bind here: a Go program started under 1 MiB and wrote %q", line)
	}
	// It dies of a signal, or says "out of memory", as the moment of
	// its failure decides.
	if got := p.FaultDetail(fault, false); !strings.HasSuffix(got, hint) {
		t.Errorf("fault %v, detail %q; want it to end with %q (stderr %q)", fault, got, hint, stderr)
	}

	q := program.New(`echo 'no file bot.py' >&2; exit 2`, program.Options{MemoryLimit: 1 << 20})
	if err := q.Start(); err != nil {
		t.Fatal(err)
	}
	_, fault = q.Line(time.Now().Add(20 * time.Second))
	q.Stop(0)
	if got, want := q.FaultDetail(fault, false), `exit status 2; its last stderr line: "no file bot.py"`; got != want {
		t.Errorf("a program that failed for another reason: detail %q, want %q", got, want)
	}
}

// A program that could not start says why.
func TestFaultDetailOfAStartFailure(t *testing.T) {
	t.Parallel()
	bad := program.New(toy.CountScript, program.Options{Dir: "/no/such/dir"})
	pl := toy.Play(t, &protocol.Match{Referee: toy.Counts(10, games.Clock{})(), Players: []protocol.Player{bad, protocol.NewBot(toy.CountBot{})}})
	if f := pl.Res.Fault; f == nil || !strings.HasPrefix(f.Detail, "it did not start: ") || !strings.Contains(f.Detail, "/no/such/dir") {
		t.Errorf("result fault %+v, want why it did not start", f)
	}
}

// A bot that panics says what its panic was.
func TestFaultDetailOfABotPanic(t *testing.T) {
	t.Parallel()
	panicky := toy.BotFunc{HearFunc: func(string) []string { panic("no move for 7") }}
	pl := toy.Play(t, &protocol.Match{Referee: toy.Counts(10, games.Clock{})(), Players: toy.Bots(toy.CountBot{}, panicky)})
	if f := pl.Res.Fault; f == nil || f.Detail != "panic: no move for 7" {
		t.Errorf("result fault %+v, want the panic", f)
	}
}

// A Match's Notice hears at once of a program that waits for input while
// on move, long before its clock runs out, which it keeps whole; it hears
// nothing of one that thinks, sleeps, or answers.
func TestNoticeOfAProgramWaitingForInput(t *testing.T) {
	t.Parallel()
	const perTurn = 5 * time.Second
	// The programs never noticed time out sooner outside the long series:
	// the runner looks at a program every 500 ms and notices it at the
	// second look that finds it waiting, and the looks are counted from
	// the turn's start, not made late by a loaded machine (a look past
	// its time comes at once), so 1.5 s holds two looks, time enough for
	// a wrong notice, however loaded the machine. The one noticed keeps
	// its 5 s: its notice must come in the first half of its turn.
	unnoticed := time.Duration(long.Size(1500, 5000)) * time.Millisecond
	const waiting = "waiting for input while on move: its answer may sit in an unflushed buffer"
	for _, tc := range []struct {
		name, script, want string
		fault              string        // the result's rule; "" for none
		perTurn            time.Duration // the clock's limit a turn
		long               bool          // in the long series only
	}{
		{"buffered", `awk '{ print $1 + 1 }'`, waiting, "timeout", perTurn, false},
		// A program that spins is not waiting for input, as one asleep
		// is not: "asleep" stands for both outside the long series,
		// where the spinner would spin through its whole turn.
		{"running", `read -r a; while :; do :; done`, "", "timeout", unnoticed, true},
		{"asleep", `read -r a; exec sleep 1000`, "", "timeout", unnoticed, false},
		{"answering", toy.CountScript, "", "", perTurn, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if tc.long && !long.Enabled {
				t.Skip("in the long series only (CONTESTGAMES_LONG=1): asleep stands for it")
			}
			var mu sync.Mutex
			var notices []string
			var last time.Time
			m := &protocol.Match{Referee: toy.Counts(6, games.Clock{PerTurn: tc.perTurn})(),
				Players: []protocol.Player{protocol.NewBot(toy.CountBot{}), program.New(tc.script, program.Options{})},
				Notice: func(p int, text string) {
					mu.Lock()
					defer mu.Unlock()
					notices = append(notices, fmt.Sprintf("%d: %s", p, text))
					last = time.Now()
				}}
			pl := toy.Play(t, m)
			ended := time.Now()
			if f := pl.Res.Fault; f == nil && tc.fault != "" || f != nil && f.Rule != tc.fault {
				t.Errorf("result fault %+v, want %q", f, tc.fault)
			}
			mu.Lock()
			defer mu.Unlock()
			switch {
			case tc.want == "" && len(notices) > 0:
				t.Errorf("notices %q, want none", notices)
			case tc.want == "":
			case len(notices) != 1 || notices[0] != "1: "+tc.want:
				t.Errorf("notices %q, want one for player 1: %q", notices, tc.want)
			case ended.Sub(last) < perTurn/2:
				t.Errorf("the notice came %v before the match ended, want at least %v", ended.Sub(last), perTurn/2)
			}
		})
	}
}

// A program awaited in a handshake with another, its first line in a
// buffer it never flushed, is noticed with words of the handshake.
func TestNoticeInAHandshake(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var notices []string
	p := program.New(`awk 'BEGIN { print "READY" } { print "x" }'`, program.Options{})
	m := &protocol.Match{Referee: toy.Sims(2, 1, games.Clock{Handshake: 3 * time.Second})(),
		Players: []protocol.Player{protocol.NewBot(toy.SimBot{}), p},
		Notice: func(p int, text string) {
			mu.Lock()
			defer mu.Unlock()
			notices = append(notices, fmt.Sprintf("%d: %s", p, text))
		}}
	toy.Play(t, m)
	mu.Lock()
	defer mu.Unlock()
	want := "1: waiting for input in the handshake: its first line may be missing, or sit in an unflushed buffer"
	if len(notices) != 1 || notices[0] != want {
		t.Errorf("notices %q, want %q", notices, want)
	}
}
