package program_test

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/internal/long"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/program"
	"github.com/contestgames/games/protocol/protocoltest"
)

// StressEnv is the environment variable that makes the stress tests play
// their long version: its value is the number of matches.
const StressEnv = "CONTESTGAMES_STRESS"

// A sandboxed program that answers at once never loses on time under a
// pausing clock, however loaded the machine: the stop sent right after its
// start, while bwrap makes its namespaces, and the continue sent when it
// is first awaited, both reach all of its processes. Short matches are
// played two at a time. The long version (StressEnv=N) plays N matches
// while busy loops hold every CPU: 300 lost 11 on time, all their first
// player's, before the first stop was waited for (see Program.Pause);
// the short one, in the normal suite, leaves the CPUs to other tests, and
// plays four matches outside the long series (ten in it): two rounds of
// the two at a time.
func TestSandboxPausedStartUnderLoad(t *testing.T) {
	protocoltest.NeedSandbox(t)
	matches := long.Size(4, 10)
	if n, err := strconv.Atoi(os.Getenv(StressEnv)); err == nil && n > 0 {
		matches = n
		defer busy(runtime.NumCPU())()
	}
	var mu sync.Mutex
	lost := 0
	var wg sync.WaitGroup
	next := make(chan int)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if f := pausedMatch(t); f != nil {
					mu.Lock()
					lost++
					mu.Unlock()
					t.Errorf("match %d: %+v", i, *f)
				}
			}
		}()
	}
	for i := range matches {
		next <- i
	}
	close(next)
	wg.Wait()
	t.Logf("%d of %d matches lost by a fault", lost, matches)
}

// pausedMatch plays a short match of Count between two sandboxed shell
// programs under a pausing clock whose turns are long enough for any
// loaded machine, and returns its fault.
func pausedMatch(t *testing.T) *games.Fault {
	opt := program.Options{Sandbox: &program.Sandbox{}}
	players := []protocol.Player{program.New(toy.CountScript, opt), program.New(toy.CountScript, opt)}
	m := &protocol.Match{Referee: toy.NewCount(4, games.Clock{Pause: true, PerTurn: 5 * time.Second}), Players: players}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res, err := m.Run(ctx)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res.Fault
}

// busy keeps n goroutines spinning, each on a thread of its own, until
// the function it returns is called.
func busy(n int) (stop func()) {
	var done atomic.Bool
	var wg sync.WaitGroup
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			for !done.Load() {
			}
		}()
	}
	return func() {
		done.Store(true)
		wg.Wait()
	}
}

// The first stop of a program, sent as it starts, has taken hold of all
// its processes when Pause returns, in a sandbox or not: none is still
// being made, which a continue would not reach. The program then runs on
// when continued. Each way starts four programs, ten in the long series.
func TestProgramFirstStopTakesHold(t *testing.T) {
	for _, sandbox := range []bool{false, true} {
		t.Run(fmt.Sprintf("sandbox=%v", sandbox), func(t *testing.T) {
			firstStopTakesHold(t, sandbox)
		})
	}
}

func firstStopTakesHold(t *testing.T, sandbox bool) {
	opt := program.Options{}
	if sandbox {
		protocoltest.NeedSandbox(t)
		opt.Sandbox = &program.Sandbox{}
	}
	for range long.Size(4, 10) {
		p := program.New("read -r x; echo $x", opt)
		if err := p.Start(); err != nil {
			t.Fatal(err)
		}
		p.Pause()
		if running := groupRunning(p.Pid()); running != "" {
			t.Errorf("sandbox %v: after the first stop, still running: %s", sandbox, running)
		}
		p.Resume()
		p.Send("ok")
		if line, f := p.Line(time.Now().Add(10 * time.Second)); line != "ok" {
			t.Errorf("sandbox %v: line %q, fault %v after a continue", sandbox, line, f)
		}
		p.Stop(0)
	}
}

// groupRunning lists the processes of group pgid that have not stopped,
// with their states, from all of /proc.
func groupRunning(pgid int) string {
	var running []string
	names, _ := os.ReadDir("/proc")
	for _, n := range names {
		b, err := os.ReadFile("/proc/" + n.Name() + "/stat")
		if err != nil {
			continue
		}
		s := string(b)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) > 2 && f[2] == strconv.Itoa(pgid) && f[0] != "T" && f[0] != "Z" {
			running = append(running, n.Name()+" "+f[0])
		}
	}
	return strings.Join(running, ", ")
}
