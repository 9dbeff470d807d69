//go:build linux

package program_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
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
	"github.com/contestgames/games/protocol/record"
	"github.com/google/go-cmp/cmp"
)

// programs makes one Program per script, and returns them also as Players.
// hostPID is sh that prints its own process id as the runner sees it: a
// program may run in a process namespace of its own, where $$ and $! are
// that namespace's ids, but /proc is the runner's.
const hostPID = `read p _ </proc/self/stat; echo $p`

// sleeper is a command that prints the id of its process, as the runner
// sees it, and then sleeps in it for 1000 s.
const sleeper = `sh -c "read p _ </proc/self/stat; echo \$p; exec sleep 1000"`

func programs(scripts ...string) ([]protocol.Player, []*program.Program) {
	ps := make([]protocol.Player, len(scripts))
	progs := make([]*program.Program, len(scripts))
	for i, s := range scripts {
		progs[i] = program.New(s, program.Options{})
		ps[i] = progs[i]
	}
	return ps, progs
}

// Two programs play a whole match, end by themselves when their input
// ends, and leave nothing behind.
func TestProgramsCount(t *testing.T) {
	t.Parallel()
	newRef := toy.Counts(20, games.Clock{Total: 10 * time.Second})
	players, progs := programs(toy.CountScript, toy.CountScript)
	pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: players})
	if diff := cmp.Diff(games.Result{Scores: []float64{1, 1}, Winner: games.NoWinner, Reason: "counted to 20"}, pl.Res); diff != "" {
		t.Errorf("result (-want +got):\n%s", diff)
	}
	for i, p := range progs {
		if st := p.ProcessState(); st == nil || !st.Success() {
			t.Errorf("program %d ended with %v, want a clean exit at the end of its input", i, st)
		}
	}
	if pl.Rec.Header.Players[0] != toy.CountScript {
		t.Errorf("header names player 0 %q, want its command", pl.Rec.Header.Players[0])
	}
	toy.Replays(t, pl.Data, newRef)
	checkGone(t, progs)
}

// Every way a program can fail ends in the right fault, soon, with every
// process gone, and with what the runner knew of it in the result.
func TestProgramFaults(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		script  string
		perTurn time.Duration
		fault   games.FaultKind
		answers int           // lines player 1 wrote before the fault
		within  time.Duration // the match must end by then
		detail  string        // the fault's Detail, a regular expression
	}{
		{name: "crash", script: `n=0; while read -r a; do n=$((n+1)); [ $n -gt 2 ] && exit 1; echo $((a+1)); done`,
			fault: games.Exited, answers: 2, detail: `^exit status 1$`},
		{name: "hang", script: `read -r a; sleep 1000`, perTurn: time.Second, fault: games.Timeout,
			detail: `^it was asleep, neither running nor reading its input$`},
		{name: "early exit", script: `exit 0`, fault: games.Exited, detail: `^exit status 0$`},
		{name: "command not found", script: `no-such-command-for-protocol-tests`, fault: games.Exited,
			detail: `^exit status 127; its last stderr line: ".*no-such-command-for-protocol-tests.*not found"$`},
		{name: "closed stdout", script: `exec >&-; sleep 1000`, fault: games.Exited,
			detail: `^it closed its standard output and went on running$`},
		{name: "exit leaving a child with stdout", script: `read -r a; sleep 1000 & exit 0`, fault: games.Exited,
			detail: `^exit status 0$`},
		{name: "line of 100 MB", script: `read -r a; head -c 100000000 /dev/zero | tr '\0' 7`, fault: games.LineTooLong},
		{name: "answer then silence", script: `read -r a; echo $((a+1)); read -r a; sleep 1000`,
			perTurn: time.Second, fault: games.Timeout, answers: 1,
			detail: `^it was asleep, neither running nor reading its input$`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			perTurn := tt.perTurn
			if perTurn == 0 {
				// Long enough that a wrong Timeout cannot pass
				// for the fault under test.
				perTurn = 20 * time.Second
			}
			within := 5 * time.Second
			newRef := toy.Counts(100, games.Clock{PerTurn: perTurn})
			players, progs := programs(toy.CountScript, tt.script)
			start := time.Now()
			pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: players})
			if d := time.Since(start); d > within {
				t.Errorf("match took %v", d)
			}
			toy.CheckFaults(t, pl.Rec, tt.fault.String()+" of 1")
			if got := toy.LinesOf(pl.Rec, record.Received, 1); len(got) != tt.answers {
				t.Errorf("player 1 answered %q, want %d lines", got, tt.answers)
			}
			if tt.detail == "" {
				tt.detail = "^$"
			}
			want := &games.Fault{Player: 1, Rule: tt.fault.String()}
			if f := pl.Res.Fault; f != nil && regexp.MustCompile(tt.detail).MatchString(f.Detail) {
				want.Detail = f.Detail
			}
			if diff := cmp.Diff(want, pl.Res.Fault); diff != "" {
				t.Errorf("result fault (-want +got), its detail to match %s:\n%s", tt.detail, diff)
			}
			toy.Replays(t, pl.Data, newRef)
			checkGone(t, progs)
		})
	}
}

// A line without end costs the runner MaxLine bytes, not the line.
func TestProgramLongLineMemory(t *testing.T) {
	players, progs := programs(toy.CountScript, `read -r a; head -c 100000000 /dev/zero | tr '\0' 7`)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	start := time.Now()
	pl := toy.Play(t, &protocol.Match{Referee: toy.NewCount(10, games.Clock{}), Players: players})
	elapsed := time.Since(start)
	runtime.ReadMemStats(&after)
	toy.CheckFaults(t, pl.Rec, "line too long of 1")
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 32<<20 {
		t.Errorf("the match allocated %d MiB for a line cut at 1 MiB", alloc>>20)
	}
	if elapsed > 3*time.Second {
		t.Errorf("match took %v", elapsed)
	}
	checkGone(t, progs)
}

// Invalid UTF-8 reaches the referee unchanged, and survives the record.
func TestProgramInvalidUTF8(t *testing.T) {
	t.Parallel()
	newRef := toy.Counts(10, games.Clock{})
	players, progs := programs(toy.CountScript, `read -r a; printf '\377\376 x\n'; read -r a`)
	pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: players})
	const bad = "\xff\xfe x"
	if pl.Res.Fault == nil || pl.Res.Fault.Move != bad {
		t.Fatalf("result fault %+v, want the move %q", pl.Res.Fault, bad)
	}
	toy.CheckReceived(t, pl.Rec, 1, bad)
	if pl.Rec.Result.Fault.Move != bad {
		t.Errorf("recorded fault move %q, want %q", pl.Rec.Result.Fault.Move, bad)
	}
	if b := base64.StdEncoding.EncodeToString([]byte(bad)); !bytes.Contains(pl.Data, []byte(`"b64":"`+b+`"`)) {
		t.Errorf("record has no b64 field for the invalid text:\n%s", pl.Data)
	}
	toy.Replays(t, pl.Data, newRef)
	checkGone(t, progs)
}

// CRLF is a line ending; an unfinished line before the end of output is a
// line.
func TestProgramLineEndings(t *testing.T) {
	t.Parallel()
	newRef := toy.Counts(10, games.Clock{})
	players, progs := programs(toy.CountScript,
		`read -r a; printf '%s\r\n' $((a+1)); read -r a; printf '%s' $((a+1)); exit 0`)
	pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: players})
	toy.CheckReceived(t, pl.Rec, 1, "2", "4")
	toy.CheckFaults(t, pl.Rec, "exited of 1")
	checkGone(t, progs)
}

// 100 MB on standard error while playing (20 MB outside the long series,
// three hundred times a pipe's buffer) does not block the match: the
// program that floods it answers within its turn (a runner that stopped
// reading standard error would leave it blocked on a full pipe, and it
// would lose on time), and only the first 10,000 bytes are kept.
func TestProgramStderrFlood(t *testing.T) {
	t.Parallel()
	flood := fmt.Sprint(long.Size(20, 100) * 1_000_000)
	players, progs := programs(toy.CountScript,
		`read -r a; head -c `+flood+` /dev/zero | tr '\0' e >&2; echo $((a+1)); `+toy.CountScript)
	pl := toy.Play(t, &protocol.Match{Referee: toy.NewCount(10, games.Clock{PerTurn: 30 * time.Second}), Players: players})
	if pl.Res.Fault != nil {
		t.Errorf("result %+v, want no fault", pl.Res)
	}
	if got := pl.Stderr[1]; got != strings.Repeat("e", program.DefaultStderrLimit) {
		t.Errorf("kept %d bytes of standard error, want %d", len(got), program.DefaultStderrLimit)
	}
	checkGone(t, progs)
}

// Processes that a program started die with it: when it ends by itself,
// and when it has to be killed.
func TestProgramGrandchildren(t *testing.T) {
	for _, tt := range []struct{ name, tail string }{
		{"program ends", ""},
		{"program killed", "; trap '' TERM HUP; sleep 1000"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			// The second sleep's parent ends at once: an orphan, still
			// in the program's group.
			// Each writes its process id to a file, which the program
			// copies to its standard error once both have.
			f := filepath.Join(t.TempDir(), "pids")
			script := sleeper + ` >>` + f + ` & sh -c '` + sleeper + ` >>` + f + ` &'; ` +
				`while [ "$(wc -l <` + f + `)" -lt 2 ]; do sleep 0.01; done; cat ` + f + ` >&2; ` + toy.CountScript + tt.tail
			players, progs := programs(toy.CountScript, script)
			pl := toy.Play(t, &protocol.Match{Referee: toy.NewCount(6, games.Clock{}), Players: players,
				Grace: 200 * time.Millisecond})
			if pl.Res.Fault != nil {
				t.Errorf("result %+v", pl.Res)
			}
			children := pids(pl.Stderr[1])
			if len(children) != 2 {
				t.Fatalf("standard error %q, want two pids", pl.Stderr[1])
			}
			checkGone(t, progs, children...)
		})
	}
}

// A program that never reads its input does not block the match, however
// much it is sent.
func TestProgramNoRead(t *testing.T) {
	t.Parallel()
	big := strings.Repeat("x", 1<<20)
	steps := []games.Step{{Send: []games.Message{toy.Msg(1, "go")}, Await: []int{1}}}
	for range 8 {
		steps = append(steps, games.Step{Send: []games.Message{toy.Msg(0, big), toy.Msg(1, "go")}, Await: []int{1}})
	}
	steps = append(steps, games.Step{Send: []games.Message{toy.Msg(0, big)}, Await: []int{0}})
	players, progs := programs(`sleep 1000`, `while read -r a; do echo ok; done`)
	// No record: encoding megabytes of JSON under the race detector
	// would take longer than the match.
	m := &protocol.Match{Referee: toy.Scripts(2, games.Clock{PerTurn: time.Second}, steps...)(),
		Players: players}
	start := time.Now()
	res, err := m.Run(context.Background())
	if d := time.Since(start); err != nil || d > 4*time.Second {
		t.Errorf("Run: %v after %v", err, d)
	}
	if !strings.HasSuffix(res.Reason, "|0!timeout") || strings.Count(res.Reason, "1:ok") != 9 {
		t.Errorf("referee got %q", res.Reason)
	}
	checkGone(t, progs)
}

// With Pause, a program that is not awaited is stopped (state T), and so
// is the busy loop it started: it uses no CPU on its opponent's time.
// Without Pause, the same program runs on.
func TestProgramPause(t *testing.T) {
	for _, pause := range []bool{true, false} {
		t.Run("pause="+strconv.FormatBool(pause), func(t *testing.T) {
			dir := t.TempDir()
			busyFile := filepath.Join(dir, "busy")
			script := `sh -c '` + hostPID + ` > ` + busyFile + `.new; mv ` + busyFile + `.new ` + busyFile +
				`; while :; do :; done' & while [ ! -e ` + busyFile + ` ]; do sleep 0.01; done; ` + toy.CountScript
			prog := program.New(script, program.Options{})
			var mu sync.Mutex
			var seen []string // state of the program, state of the loop, and whether the loop ran
			watcher := toy.BotFunc{HearFunc: func(line string) []string {
				data, _ := os.ReadFile(busyFile)
				busy, _ := strconv.Atoi(strings.TrimSpace(string(data)))
				// SIGSTOP lands when the kernel next schedules the
				// process: on a loaded machine, that can take a while.
				var s0, s1 byte
				for start := time.Now(); time.Since(start) < time.Second; time.Sleep(5 * time.Millisecond) {
					s0, _, _, _ = procStat(prog.Pid())
					s1, _, _, _ = procStat(busy)
					if !pause || s0 == 'T' && s1 == 'T' {
						break
					}
				}
				_, _, u1, _ := procStat(busy)
				time.Sleep(100 * time.Millisecond) // think
				_, _, u2, _ := procStat(busy)
				mu.Lock()
				seen = append(seen, string([]byte{s0, s1})+" ran="+strconv.FormatBool(u2 > u1))
				mu.Unlock()
				return toy.CountBot{}.Hear(line)
			}}
			pl := toy.Play(t, &protocol.Match{Referee: toy.NewCount(8, games.Clock{Pause: pause}),
				Players: []protocol.Player{prog, protocol.NewBot(watcher)}})
			if pl.Res.Fault != nil {
				t.Errorf("result %+v", pl.Res)
			}
			mu.Lock()
			defer mu.Unlock()
			if len(seen) != 4 {
				t.Fatalf("the watcher ran %d times, want 4", len(seen))
			}
			ran := false
			for _, s := range seen {
				if pause && s != "TT ran=false" {
					t.Errorf("paused program seen as %q, want stopped (TT) and not running", s)
				}
				if !pause && (s[0] == 'T' || s[1] == 'T') {
					t.Errorf("unpaused program seen as %q, want it not stopped", s)
				}
				ran = ran || strings.HasSuffix(s, "ran=true")
			}
			// A loaded machine may not run the loop in every 100 ms,
			// but it does in some.
			if !pause && !ran {
				t.Errorf("unpaused program's loop never ran: %q", seen)
			}
			checkGone(t, []*program.Program{prog})
		})
	}
}

// The Total budget runs out over several turns, counting only the time a
// program is awaited.
func TestProgramTotal(t *testing.T) {
	t.Parallel()
	slow := `while read -r a; do sleep 0.2; case "$a" in start) echo 1;; *) echo $((a+1));; esac; done`
	newRef := toy.Counts(100, games.Clock{Total: time.Second, Pause: true})
	players, progs := programs(slow, toy.CountScript)
	pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: players})
	// Four answers take 0.8 s and a little, and the fifth would end past
	// 1 s. A loaded machine may make answers slower, never faster.
	if got := toy.LinesOf(pl.Rec, record.Received, 0); len(got) < 2 || len(got) > 4 {
		t.Errorf("player 0 answered %d times within its budget, want 4 (2 on a loaded machine)", len(got))
	}
	toy.CheckFaults(t, pl.Rec, "timeout of 0")
	toy.Replays(t, pl.Data, newRef)
	checkGone(t, progs)
}

// PerTurn starts afresh on TurnStart and goes on over TurnGoesOn lines.
func TestProgramPerTurn(t *testing.T) {
	t.Parallel()
	script := func(sleep string) string {
		return `echo READY; while read -r w r; do sleep ` + sleep + `; echo $r; sleep ` + sleep + `; echo ok; done`
	}
	t.Run("within each turn", func(t *testing.T) {
		t.Parallel()
		// 0.2 s a turn, 2.4 s in all: only a limit that starts afresh
		// every turn lets it through. Each turn has ten times what it
		// needs, as forking the sleeps takes long on a loaded machine.
		players, progs := programs(script("0.1"))
		pl := toy.Play(t, &protocol.Match{Referee: toy.NewSim(1, 12, games.Clock{PerTurn: 2 * time.Second}), Players: players})
		if pl.Res.Fault != nil {
			t.Errorf("result %+v, want no fault", pl.Res)
		}
		checkGone(t, progs)
	})
	t.Run("a turn's lines add up", func(t *testing.T) {
		t.Parallel()
		// Each wait takes 1 s, well under the limit (a loaded machine
		// forks a sleep late, by half a second at worst here), but a
		// turn at least 2 s.
		players, progs := programs(script("1"))
		pl := toy.Play(t, &protocol.Match{Referee: toy.NewSim(1, 4, games.Clock{PerTurn: 1600 * time.Millisecond}), Players: players})
		toy.CheckReceived(t, pl.Rec, 0, "READY", "1")
		toy.CheckFaults(t, pl.Rec, "timeout of 0")
		checkGone(t, progs)
	})
}

func TestProgramHandshake(t *testing.T) {
	t.Parallel()
	// Player 1 would sleep through the test's own timeout: only the
	// handshake's limit ends its wait.
	players, progs := programs(toy.SimScript, `sleep 1000; `+toy.SimScript)
	newRef := toy.Sims(2, 2, games.Clock{Handshake: time.Second, PerTurn: 5 * time.Second})
	pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: players})
	toy.CheckFaults(t, pl.Rec, "timeout of 1")
	if diff := cmp.Diff([]float64{2, 0}, pl.Res.Scores); diff != "" {
		t.Errorf("scores (-want +got):\n%s", diff)
	}
	toy.Replays(t, pl.Data, newRef)
	checkGone(t, progs)
}

// The Handshake limit holds for all Handshake waits together: a program
// cannot put off its READY by writing other lines first.
func TestProgramHandshakeAddsUp(t *testing.T) {
	t.Parallel()
	hs := games.Step{Await: []int{0}, Timer: games.Handshake}
	newRef := toy.Scripts(1, games.Clock{Handshake: 2500 * time.Millisecond}, slices.Repeat([]games.Step{hs}, 11)...)
	// A line every 0.4 s, each well within the limit, but READY would
	// come at 4.4 s, too late. However late the shell starts on a busy
	// machine, the lines that come are 0.4 s apart: at least two come
	// before the limit, and then no more.
	players, progs := programs(`for w in a b c d e f g h i j READY; do sleep 0.4; echo $w; done`)
	pl := toy.Play(t, &protocol.Match{Referee: untilFault{newRef().(*toy.Scripted)}, Players: players})
	if !regexp.MustCompile(`^0:a\|0:b\|(0:[c-j]\|)*0!timeout$`).MatchString(pl.Res.Reason) {
		t.Errorf("referee got %q, want lines from a to j (at least a and b), then a timeout before READY", pl.Res.Reason)
	}
	checkGone(t, progs)
}

// untilFault is a scripted referee that ends at the first fault, however
// many of its steps are left.
type untilFault struct{ *toy.Scripted }

// Next ends the game once an answer was a fault.
func (u untilFault) Next() games.Step {
	if strings.Contains(u.Result().Reason, "!") {
		return games.Step{Done: true}
	}
	return u.Scripted.Next()
}

// Cancelling the context kills everything at once and leaves a readable
// record.
func TestProgramCancel(t *testing.T) {
	t.Parallel()
	players, progs := programs(toy.CountScript, `read -r a; echo $((a+1)); read -r a; sleep 1000 & wait`)
	buf, cancel, done := runCancellable(&protocol.Match{Referee: toy.NewCount(10, games.Clock{}), Players: players})
	// Cancel once the match waits for the hanging player: after the
	// message "3" to player 1, the record's seventh event.
	waitForEvents(t, buf, 7)
	cancel()
	start := time.Now()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("Run: %v, want context.Canceled", err)
	}
	// Promptly: nothing is waited for but the kills (the margin is for
	// a loaded machine).
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("Run returned %v after the cancel", d)
	}
	rec, err := record.Read(bytes.NewReader(buf.Bytes()))
	if err != nil || rec.Result != nil || len(rec.Events) != 7 {
		t.Errorf("record %+v, %v; want 7 events and no result", rec, err)
	}
	checkGone(t, progs)
}

// Cancelling the context ends a wait for a program even when a process it
// started has left its process group and holds its output open, so that
// the output does not end when the group is killed.
func TestProgramCancelWithEscapedChild(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("setsid"); err != nil {
		t.Skip("no setsid command to start a process outside the group")
	}
	escape := `read -r a; setsid ` + sleeper + ` >&2 & wait`
	players, _ := programs(toy.CountScript, escape)
	m := &protocol.Match{Referee: toy.NewCount(10, games.Clock{}), Players: players}
	buf, cancel, done := runCancellable(m)
	waitForEvents(t, buf, 3) // "1" to player 1: it is awaited now
	time.Sleep(100 * time.Millisecond)
	cancel()
	start := time.Now()
	err := <-done
	d := time.Since(start)
	for _, pid := range pids(m.Stderr[1]) {
		syscall.Kill(pid, syscall.SIGKILL)
	}
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Run: %v, want context.Canceled", err)
	}
	if d > 2*time.Second {
		t.Errorf("Run returned %v after the cancel", d)
	}
}

// runCancellable runs m on a goroutine, recording into a buffer that the
// test may read meanwhile; cancel cancels the match, and done gets Run's
// error.
func runCancellable(m *protocol.Match) (buf *toy.SyncBuffer, cancel context.CancelFunc, done <-chan error) {
	buf = &toy.SyncBuffer{}
	m.Record = buf
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() {
		_, err := m.Run(ctx)
		errc <- err
	}()
	return buf, cancel, errc
}

// waitForEvents waits until the record in buf has at least n events, and
// returns it.
func waitForEvents(t *testing.T, buf *toy.SyncBuffer, n int) *record.Record {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		if data := buf.Bytes(); len(data) > 0 {
			rec, err := record.Read(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("record mid-match: %v\n%s", err, data)
			}
			if len(rec.Events) >= n {
				return rec
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the record did not reach %d events:\n%s", n, buf.Bytes())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// The record is written as the match goes: while the match waits for a
// program that hangs, every line so far can be read.
func TestRecordAsItGoes(t *testing.T) {
	t.Parallel()
	players, progs := programs(toy.CountScript, `n=0; while read -r a; do n=$((n+1)); [ $n -gt 2 ] && sleep 1000; echo $((a+1)); done`)
	buf, cancel, done := runCancellable(&protocol.Match{Referee: toy.NewCount(100, games.Clock{}), Players: players})
	// 0 start, 1, 2, 3, 4, 5: the sixth line sent to player 1 is "5".
	waitForEvents(t, buf, 11)
	// The match must be blocked there, on the hang.
	time.Sleep(100 * time.Millisecond)
	rec, _ := record.Read(bytes.NewReader(buf.Bytes()))
	var got []string
	for _, ev := range rec.Events {
		got = append(got, ev.Kind.String()+" "+strconv.Itoa(ev.Player)+" "+ev.Text)
	}
	want := []string{"sent 0 start", "received 0 1", "sent 1 1", "received 1 2", "sent 0 2", "received 0 3",
		"sent 1 3", "received 1 4", "sent 0 4", "received 0 5", "sent 1 5"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("record while the match waits (-want +got):\n%s", diff)
	}
	if rec.Result != nil {
		t.Errorf("record has a result before the end")
	}
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Errorf("Run: %v", err)
	}
	checkGone(t, progs)
}

// Programs inherit descriptors 0, 1 and 2 and nothing else, even when the
// runner itself holds an inherited descriptor that is not close-on-exec.
func TestProgramOnlyStdFDs(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	// Make a descriptor as a parent process would pass it: without
	// close-on-exec.
	fd, err := dupNoCloexec(int(w.Fd()))
	if err != nil {
		t.Fatal(err)
	}
	defer closeFD(fd)
	players, progs := programs(toy.CountScript, `ls /proc/self/fd >&2; `+toy.CountScript)
	pl := toy.Play(t, &protocol.Match{Referee: toy.NewCount(4, games.Clock{}), Players: players})
	// ls itself holds one more: the directory it lists.
	if got := strings.Fields(pl.Stderr[1]); !cmp.Equal(got, []string{"0", "1", "2", "3"}) {
		t.Errorf("the program's descriptors: %q, want 0 1 2 and ls's own 3 (a leaked one was %d)", got, fd)
	}
	checkGone(t, progs)
}

// A program that cannot start is a player that ended at once.
func TestProgramStartFailure(t *testing.T) {
	t.Parallel()
	bad := program.New(toy.CountScript, program.Options{Dir: "/no/such/dir"})
	newRef := toy.Counts(10, games.Clock{})
	pl := toy.Play(t, &protocol.Match{Referee: newRef(), Players: []protocol.Player{bad, protocol.NewBot(toy.CountBot{})}})
	toy.CheckFaults(t, pl.Rec, "exited of 0")
	if !strings.Contains(pl.Stderr[0], "/no/such/dir") {
		t.Errorf("Stderr[0] = %q, want the reason", pl.Stderr[0])
	}
	toy.Replays(t, pl.Data, newRef)
}

func TestProgramOptions(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	opt := program.Options{Dir: dir, Env: []string{"X=42"}, StderrLimit: 20, MaxLine: 8}
	prog := program.New(`echo "$X $(pwd) and more than twenty bytes" >&2; read -r a; echo 123456789`, opt)
	pl := toy.Play(t, &protocol.Match{Referee: toy.NewCount(10, games.Clock{}), Players: []protocol.Player{prog, protocol.NewBot(toy.CountBot{})}})
	if want := ("42 " + dir + " and more")[:20]; pl.Stderr[0] != want {
		t.Errorf("Stderr[0] = %q, want %q", pl.Stderr[0], want)
	}
	// A line of 9 bytes is too long for MaxLine 8.
	toy.CheckFaults(t, pl.Rec, "line too long of 0")
	none := program.New(`echo hidden >&2`, program.Options{StderrLimit: -1})
	pl = toy.Play(t, &protocol.Match{Referee: toy.NewCount(10, games.Clock{}), Players: []protocol.Player{none, protocol.NewBot(toy.CountBot{})}})
	if pl.Stderr[0] != "" {
		t.Errorf("StderrLimit -1 kept %q", pl.Stderr[0])
	}
	checkGone(t, []*program.Program{prog, none})
}

// panicky panics when it is handed a reply, as a broken game package might.
type panicky struct{ games.Referee }

func (panicky) Reply(int, string) error { panic("referee bug") }

// Even when the referee panics or the record cannot be written, no
// process is left.
func TestProgramRunnerFailures(t *testing.T) {
	t.Run("referee panics", func(t *testing.T) {
		t.Parallel()
		players, progs := programs(`sleep 1000 & `+toy.CountScript, toy.CountScript)
		m := &protocol.Match{Referee: panicky{toy.NewCount(10, games.Clock{})}, Players: players}
		func() {
			defer func() {
				if r := recover(); r != "referee bug" {
					t.Errorf("recovered %v, want the referee's panic", r)
				}
			}()
			m.Run(context.Background())
		}()
		checkGone(t, progs)
	})
	t.Run("record write fails", func(t *testing.T) {
		t.Parallel()
		players, progs := programs(`sleep 1000 & `+toy.CountScript, toy.CountScript)
		m := &protocol.Match{Referee: toy.NewCount(10, games.Clock{}), Players: players, Record: &toy.FailWriter{N: 4}}
		if _, err := m.Run(context.Background()); err == nil {
			t.Error("Run: no error for a failed record")
		}
		checkGone(t, progs)
	})
}

// pause pauses p (stop) or resumes it, if it is a protocol.Pauser.
func pause(p protocol.Player, stop bool) {
	if pp, ok := p.(protocol.Pauser); ok && stop {
		pp.Pause()
	} else if ok {
		pp.Resume()
	}
}

// Players used out of order do not panic or hang.
func TestPlayerLifecycle(t *testing.T) {
	for _, p := range []protocol.Player{program.New("cat", program.Options{}), protocol.NewBot(toy.CountBot{})} {
		if _, f := p.Line(time.Time{}); f != games.Exited {
			t.Errorf("%v: Line before Start gave %v, want exited", p, f)
		}
		p.Send("x")
		pause(p, true)
		if err := p.Start(); err != nil {
			t.Fatalf("%v: Start: %v", p, err)
		}
		if err := p.Start(); err == nil || !strings.Contains(err.Error(), "started twice") {
			t.Errorf("%v: second Start: %v, want an error", p, err)
		}
		pause(p, true)
		pause(p, false)
		if _, f := p.Line(time.Now().Add(50 * time.Millisecond)); f != games.Timeout {
			t.Errorf("%v: Line with nothing to read gave %v, want timeout", p, f)
		}
		p.Stop(time.Second)
		p.Stop(0)
		p.Send("after the end")
		pause(p, true)
	}
	never := program.New("cat", program.Options{})
	if s := never.Stop(0); s != "" || never.Pid() != 0 || never.ProcessState() != nil {
		t.Errorf("a program never started: Stop %q, Pid %d, ProcessState %v", s, never.Pid(), never.ProcessState())
	}
}

// MemoryLimit reaches the program as RLIMIT_DATA: a program that needs
// more than it allows fails, one that needs less runs. It runs before the
// parallel tests, its cases beside each other alone: beside the spinners
// of the long series, awk once took more than its 10 s to grow without a
// limit.
func TestProgramMemoryLimit(t *testing.T) {
	const grow = `awk 'BEGIN { s = "x"; while (length(s) < %d) s = s s; print "grew" }'`
	for _, tc := range []struct {
		command string
		limit   int64
		want    string
	}{
		{"ulimit -d", 64 << 20, "65536"},
		{"ulimit -d", 4<<20 + 1, "4097"}, // rounded up to KiB
		{"ulimit -d", 0, "unlimited"},
		{fmt.Sprintf(grow, 10_000_000) + " || echo failed", 64 << 20, "grew"},
		// Doubling past 40 MB makes a string of 64 MiB out of one of
		// 32: awk holds 96 MiB at once, half as much again as the
		// limit, and without it grows in a fraction of the second that
		// growing past 100 MB took.
		{fmt.Sprintf(grow, 40_000_000) + " || echo failed", 64 << 20, "failed"},
		{fmt.Sprintf(grow, 40_000_000) + " || echo failed", 0, "grew"},
	} {
		t.Run(fmt.Sprintf("%s %s, limit %d KiB", strings.Fields(tc.command)[0], tc.want, tc.limit>>10), func(t *testing.T) {
			t.Parallel()
			p := program.New(tc.command, program.Options{MemoryLimit: tc.limit})
			if err := p.Start(); err != nil {
				t.Fatal(err)
			}
			line, fault := p.Line(time.Now().Add(10 * time.Second))
			p.Stop(time.Second)
			if fault != 0 || line != tc.want {
				t.Errorf("%q with MemoryLimit %d: line %q, fault %v; want %q", tc.command, tc.limit, line, fault, tc.want)
			}
		})
	}
}

// BenchmarkProgramStartStop measures what a program costs the runner
// beyond the program itself: cat starts, and ends when Stop closes its
// input.
func BenchmarkProgramStartStop(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		p := program.New("cat", program.Options{})
		if err := p.Start(); err != nil {
			b.Fatal(err)
		}
		p.Stop(time.Second)
	}
}
