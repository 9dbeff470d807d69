//go:build unix

package program_test

import (
	"testing"
	"time"

	"github.com/contestgames/games/internal/race"
	"github.com/contestgames/games/protocol/program"
)

// A line to a program and a line back allocate only the line read: Send
// writes into the pipe and Line reads from it on the caller's goroutine,
// with buffers made at Start.
func TestProgramLineAllocs(t *testing.T) {
	_, roundTrip := catRoundTrip(t)
	roundTrip()
	if n := testing.AllocsPerRun(100, roundTrip); n > 1 {
		t.Errorf("a line to cat and back allocates %v times, want at most 1 (the line)", n)
	}
}

// With a record, a Match takes each answering program's standard error
// just before its answer, reading what is left in the pipe: for a program
// that wrote nothing there, that step allocates nothing more than the line.
func TestProgramStepStderrAllocs(t *testing.T) {
	p, roundTrip := catRoundTrip(t)
	step := func() {
		roundTrip()
		if s := p.TakeStderr(true); len(s.Lines) != 0 || s.Dropped != 0 {
			t.Fatalf("stderr: %q, %d bytes dropped; want nothing", s.Lines, s.Dropped)
		}
	}
	step()
	if n := testing.AllocsPerRun(100, step); n > 1 {
		t.Errorf("a line to cat and back, and its stderr taken, allocates %v times, want at most 1 (the line)", n)
	}
}

// catRoundTrip starts cat, stopped when the test ends, and returns it with
// a func that sends it a line and reads the line back. It skips an
// allocation test under the race detector.
func catRoundTrip(t *testing.T) (*program.Program, func()) {
	t.Helper()
	if race.Enabled {
		t.Skip("the race detector allocates for its own bookkeeping")
	}
	p := program.New("cat", program.Options{})
	if err := p.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Stop(0) })
	deadline := time.Now().Add(time.Minute)
	return p, func() {
		p.Send("hello")
		if line, fault := p.Line(deadline); line != "hello" || fault != 0 {
			t.Fatalf("Line: %q, fault %v; want %q", line, fault, "hello")
		}
	}
}
