//go:build linux

package program_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/cpus"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/program"
)

// relayEnv makes the re-executed test binary a counting player (see
// TestRelayHelperProcess); its value is the number to count to.
const relayEnv = "PROTOCOL_RELAY_HELPER"

// relayPlies is how many lines the two players of a relay benchmark write
// in all: enough that starting and stopping the two processes, which
// costs a few milliseconds (BenchmarkProgramStartStop), weighs little.
const relayPlies = 20000

// TestRelayHelperProcess is no test: it is the player of the relay
// benchmarks when the test binary is re-executed with relayEnv set. It
// plays toy.Count: it reads "start" or a number and writes the next
// number, and it ends once a number has reached the goal, so that two of
// them joined by pipes stop by themselves.
func TestRelayHelperProcess(t *testing.T) {
	goal, err := strconv.Atoi(os.Getenv(relayEnv))
	if err != nil {
		return
	}
	in := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	for in.Scan() {
		n := 0
		if in.Text() != "start" {
			n, _ = strconv.Atoi(in.Text())
		}
		if n >= goal {
			break
		}
		out.WriteString(strconv.Itoa(n+1) + "\n")
		out.Flush()
		if n+1 >= goal {
			break
		}
	}
	os.Exit(0)
}

// relayCommand is the shell command of a counting player.
func relayCommand() string { return relayCommandTo(relayPlies) }

// relayCommandTo is the shell command of a player that counts to goal.
func relayCommandTo(goal int) string { return relayCommandOf(os.Args[0], goal) }

// relayCommandOf is the shell command of a player that counts to goal,
// run by bin, a copy of this test binary.
func relayCommandOf(bin string, goal int) string {
	quoted := "'" + strings.ReplaceAll(bin, "'", `'\''`) + "'"
	return fmt.Sprintf("%s=%d exec %s -test.run='^TestRelayHelperProcess$'", relayEnv, goal, quoted)
}

// BenchmarkRelayPipes is the floor of a match between two programs: the
// same two counting players, joined directly by two pipes, the output of
// each the input of the other, with no runner between them. It reports the
// time per line written.
func BenchmarkRelayPipes(b *testing.B) {
	for b.Loop() {
		relayDirect(b)
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*relayPlies), "µs/ply")
}

// relayDirect runs one exchange of relayPlies lines between two players
// joined by pipes, and waits for both to end.
func relayDirect(b *testing.B) {
	aOut, bIn, err := os.Pipe() // from A to B
	if err != nil {
		b.Fatal(err)
	}
	bOut, aIn, err := os.Pipe() // from B to A, and the first line
	if err != nil {
		b.Fatal(err)
	}
	a := exec.Command("sh", "-c", relayCommand())
	a.Stdin, a.Stdout = bOut, bIn
	c := exec.Command("sh", "-c", relayCommand())
	c.Stdin, c.Stdout = aOut, aIn
	if err := a.Start(); err != nil {
		b.Fatal(err)
	}
	if err := c.Start(); err != nil {
		b.Fatal(err)
	}
	// Our ends are closed once the players hold theirs, so that each
	// pipe ends when its writer does.
	aOut.Close()
	bIn.Close()
	bOut.Close()
	if _, err := aIn.WriteString("start\n"); err != nil {
		b.Fatal(err)
	}
	aIn.Close()
	if err := a.Wait(); err != nil {
		b.Fatal(err)
	}
	if err := c.Wait(); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkRelay plays the same exchange several ways in turn, so that all
// meet the same load on a shared machine: bare (two processes joined by
// pipes), bare with both processes pinned to one CPU, through a plain Go
// relay (a loop of this process that passes each line on and does nothing
// else), through a Match, and through a Match pinned to one CPU
// (Match.CPUs); and when a C compiler is at hand, through the C relay of
// testdata/relay.c, free and pinned. It reports each one's time per line,
// and the matches' times as multiples of the bare ones.
//
// A runner in the middle crosses two pipes where the bare exchange crosses
// one: a ply costs a second switch between processes and the runner's own
// reads and writes, so it can hardly cost less than twice the bare ply, as
// the C relay shows. Unpinned it costs more, the relays as much as the
// Match: the kernel spreads the three processes over the CPUs, and on a
// virtual machine each line then wakes an idle CPU, where the bare pair
// mostly stays on one CPU by itself (mostly: its time varies by half from
// run to run).
func BenchmarkRelay(b *testing.B) {
	cpus, err := protocol.AllowedCPUs()
	if err != nil {
		b.Fatal(err)
	}
	cRelay := buildCRelay(b)
	var bare, barePinned, plain, match, pinned, c, cPinned time.Duration
	timed := func(d *time.Duration, f func()) {
		t := time.Now()
		f()
		*d += time.Since(t)
	}
	for b.Loop() {
		timed(&bare, func() { relayDirect(b) })
		timed(&barePinned, func() { onCPU(b, cpus[0], func() { relayDirect(b) }) })
		timed(&plain, func() { relayPlain(b) })
		timed(&match, func() { relayMatch(b) })
		timed(&pinned, func() { relayMatch(b, cpus[0]) })
		if cRelay != "" {
			timed(&c, func() { relayC(b, cRelay) })
			timed(&cPinned, func() { onCPU(b, cpus[0], func() { relayC(b, cRelay) }) })
		}
	}
	plies := float64(b.N * relayPlies)
	perPly := func(d time.Duration) float64 { return float64(d.Microseconds()) / plies }
	b.ReportMetric(perPly(bare), "bare-µs/ply")
	b.ReportMetric(perPly(barePinned), "bare-pinned-µs/ply")
	b.ReportMetric(perPly(plain), "plain-relay-µs/ply")
	b.ReportMetric(perPly(match), "match-µs/ply")
	b.ReportMetric(perPly(pinned), "pinned-µs/ply")
	b.ReportMetric(float64(match)/float64(bare), "match/bare")
	b.ReportMetric(float64(pinned)/float64(bare), "pinned/bare")
	b.ReportMetric(float64(pinned)/float64(barePinned), "pinned/bare-pinned")
	if cRelay != "" {
		b.ReportMetric(perPly(c), "c-relay-µs/ply")
		b.ReportMetric(perPly(cPinned), "c-relay-pinned-µs/ply")
		b.ReportMetric(float64(cPinned)/float64(barePinned), "c-pinned/bare-pinned")
		b.ReportMetric(float64(pinned)/float64(cPinned), "pinned/c-pinned")
	}
	b.ReportMetric(0, "ns/op") // the exchanges together mean nothing
}

// buildCRelay compiles testdata/relay.c and returns the program's path, or
// "" when there is no C compiler.
func buildCRelay(b *testing.B) string {
	cc, err := exec.LookPath("cc")
	if err != nil {
		b.Log("no C compiler (cc): the C relay is left out")
		return ""
	}
	bin := filepath.Join(b.TempDir(), "relay")
	if out, err := exec.Command(cc, "-O2", "-o", bin, "testdata/relay.c").CombinedOutput(); err != nil {
		b.Fatalf("cc testdata/relay.c: %v\n%s", err, out)
	}
	return bin
}

// relayC runs one exchange of relayPlies lines between two players through
// the C relay.
func relayC(b *testing.B, relay string) {
	if out, err := exec.Command(relay, strconv.Itoa(relayPlies), relayCommand()).CombinedOutput(); err != nil {
		b.Fatalf("%s: %v\n%s", relay, err, out)
	}
}

// onCPU runs f on a thread restricted to cpu, so that the processes f
// starts run there too.
func onCPU(b *testing.B, cpu int, f func()) {
	undo, err := cpus.Pin([]int{cpu})
	if err != nil {
		b.Fatal(err)
	}
	defer undo()
	f()
}

// relayPlain runs one exchange of relayPlies lines between two players
// through the plainest relay: this goroutine reads a line from one and
// writes it to the other, with no referee, record or clock.
func relayPlain(b *testing.B) {
	var in [2]io.WriteCloser
	var out [2]*bufio.Reader
	var cmds [2]*exec.Cmd
	for i := range cmds {
		cmds[i] = exec.Command("sh", "-c", relayCommand())
		w, err := cmds[i].StdinPipe()
		if err != nil {
			b.Fatal(err)
		}
		r, err := cmds[i].StdoutPipe()
		if err != nil {
			b.Fatal(err)
		}
		if err := cmds[i].Start(); err != nil {
			b.Fatal(err)
		}
		in[i], out[i] = w, bufio.NewReader(r)
	}
	line := []byte("start\n")
	for turn := 0; ; turn ^= 1 {
		if _, err := in[turn].Write(line); err != nil {
			b.Fatal(err)
		}
		l, err := out[turn].ReadSlice('\n')
		if err != nil {
			b.Fatal(err)
		}
		if n, _ := strconv.Atoi(string(l[:len(l)-1])); n >= relayPlies {
			break
		}
		line = append(line[:0], l...)
	}
	for i := range cmds {
		in[i].Close()
		if err := cmds[i].Wait(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRelayMatch is the same exchange through a Match between two
// Programs and toy.Count's referee, with no record and no clock: every line
// goes from one player to the runner and on to the other. It reports the
// time per line written; compare BenchmarkRelayPipes.
func BenchmarkRelayMatch(b *testing.B) {
	for b.Loop() {
		relayMatch(b)
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*relayPlies), "µs/ply")
}

// BenchmarkRelayMatchPinned is BenchmarkRelayMatch with the Match pinned
// to one CPU (Match.CPUs), alone: the path to profile, since the runner's
// share of a pinned ply is all on that one CPU.
func BenchmarkRelayMatchPinned(b *testing.B) {
	cpus, err := protocol.AllowedCPUs()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		relayMatch(b, cpus[0])
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*relayPlies), "µs/ply")
}

// relayMatch runs one exchange of relayPlies lines between two players
// through a Match, on the given CPUs.
func relayMatch(b *testing.B, cpus ...int) {
	m := &protocol.Match{
		CPUs:    cpus,
		Referee: toy.NewCount(relayPlies, games.Clock{}),
		Players: []protocol.Player{
			program.New(relayCommand(), program.Options{}),
			program.New(relayCommand(), program.Options{}),
		},
		Grace: -1,
	}
	res, err := m.Run(context.Background())
	if err != nil || res.Fault != nil {
		b.Fatalf("Run: %+v, %v; stderr %q", res, err, m.Stderr)
	}
}
