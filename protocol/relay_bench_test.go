//go:build linux

package protocol_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
)

// relayEnv makes the re-executed test binary a counting player (see
// TestRelayHelperProcess); its value is the number to count to.
const relayEnv = "PROTOCOL_RELAY_HELPER"

// relayPlies is how many lines the two players of a relay benchmark write
// in all: enough that the start of the two processes weighs little.
const relayPlies = 2000

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
func relayCommand() string {
	quoted := "'" + strings.ReplaceAll(os.Args[0], "'", `'\''`) + "'"
	return fmt.Sprintf("%s=%d exec %s -test.run='^TestRelayHelperProcess$'", relayEnv, relayPlies, quoted)
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

// BenchmarkRelay plays the bare exchange, the exchange through a Match,
// and the exchange through a Match pinned to one CPU (Match.CPUs) in turn,
// so that all three meet the same load on a shared machine, and reports
// each one's time per line and the two matches' times as multiples of the
// bare one. A runner in the middle crosses two pipes where the bare
// exchange crosses one, so its ply can hardly cost less than twice the
// bare ply. Unpinned, it costs more: the kernel spreads the three
// processes over the CPUs, and on a virtual machine each line then wakes
// an idle CPU; the bare pair stays on one CPU by itself.
func BenchmarkRelay(b *testing.B) {
	cpus, err := protocol.AllowedCPUs()
	if err != nil {
		b.Fatal(err)
	}
	var bare, match, pinned time.Duration
	for b.Loop() {
		t := time.Now()
		relayDirect(b)
		bare += time.Since(t)
		t = time.Now()
		relayMatch(b)
		match += time.Since(t)
		t = time.Now()
		relayMatch(b, cpus[0])
		pinned += time.Since(t)
	}
	plies := float64(b.N * relayPlies)
	b.ReportMetric(float64(bare.Microseconds())/plies, "bare-µs/ply")
	b.ReportMetric(float64(match.Microseconds())/plies, "match-µs/ply")
	b.ReportMetric(float64(pinned.Microseconds())/plies, "pinned-µs/ply")
	b.ReportMetric(float64(match)/float64(bare), "match/bare")
	b.ReportMetric(float64(pinned)/float64(bare), "pinned/bare")
	b.ReportMetric(0, "ns/op") // the three exchanges together mean nothing
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

// relayMatch runs one exchange of relayPlies lines between two players
// through a Match, on the given CPUs.
func relayMatch(b *testing.B, cpus ...int) {
	m := &protocol.Match{
		CPUs:    cpus,
		Referee: toy.NewCount(relayPlies, games.Clock{}),
		Players: []protocol.Player{
			protocol.NewProgram(relayCommand(), protocol.ProgramOptions{}),
			protocol.NewProgram(relayCommand(), protocol.ProgramOptions{}),
		},
		Grace: -1,
	}
	res, err := m.Run(context.Background())
	if err != nil || res.Fault != nil {
		b.Fatalf("Run: %+v, %v; stderr %q", res, err, m.Stderr)
	}
}
