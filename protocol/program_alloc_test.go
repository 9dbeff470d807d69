//go:build unix

package protocol_test

import (
	"testing"
	"time"

	"github.com/contestgames/games/protocol"
)

// A line to a program and a line back allocate only the line read: Send
// writes into the pipe and Line reads from it on the caller's goroutine,
// with buffers made at Start.
func TestProgramLineAllocs(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector allocates for its own bookkeeping")
	}
	p := protocol.NewProgram("cat", protocol.ProgramOptions{})
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	defer p.Stop(0)
	deadline := time.Now().Add(time.Minute)
	roundTrip := func() {
		p.Send("hello")
		if line, fault := p.Line(deadline); line != "hello" || fault != 0 {
			t.Fatalf("Line: %q, fault %v; want %q", line, fault, "hello")
		}
	}
	roundTrip()
	if n := testing.AllocsPerRun(100, roundTrip); n > 1 {
		t.Errorf("a line to cat and back allocates %v times, want at most 1 (the line)", n)
	}
}
