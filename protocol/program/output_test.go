//go:build unix

package program

import (
	"os"
	"runtime"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol/internal/linecut"
	"github.com/google/go-cmp/cmp"
)

// testOutput returns an output read from a new pipe, whose lines are at
// most maxLine bytes and which ends with games.Exited, its stop channel,
// and the pipe's write end.
func testOutput(t *testing.T, maxLine int) (*output, chan struct{}, *os.File) {
	t.Helper()
	r, w, err := outputPipe()
	if err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	o, err := newOutput(r, maxLine, stop, func() games.FaultKind { return games.Exited })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close(); o.close() })
	return o, stop, w
}

// An output cuts what the program wrote into lines, an unfinished last
// line counting, and then gives the fault that ends it, again and again;
// a line too long ends it at once.
func TestOutputLines(t *testing.T) {
	for _, tt := range []struct {
		name    string
		maxLine int
		writes  []string
		want    []linecut.Item
	}{
		{"lines", 0, []string{"a\nb\r\n", "c"}, []linecut.Item{{Line: "a"}, {Line: "b"}, {Line: "c"}, {Fault: games.Exited}, {Fault: games.Exited}}},
		{"across writes", 0, []string{"a", "b\n"}, []linecut.Item{{Line: "ab"}, {Fault: games.Exited}}},
		{"nothing", 0, nil, []linecut.Item{{Fault: games.Exited}}},
		{"bytes as they are", 0, []string{"\xff\n"}, []linecut.Item{{Line: "\xff"}, {Fault: games.Exited}}},
		{"too long", 3, []string{"ok\nabcd\nmore\n"}, []linecut.Item{{Line: "ok"}, {Fault: games.LineTooLong}, {Fault: games.Exited}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o, _, w := testOutput(t, tt.maxLine)
			for _, s := range tt.writes {
				if _, err := w.WriteString(s); err != nil {
					t.Fatal(err)
				}
			}
			w.Close()
			var got []linecut.Item
			for range tt.want {
				it, timedOut := o.line(time.Time{})
				if timedOut {
					t.Fatal("timed out without a deadline")
				}
				got = append(got, it)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("items (-want +got):\n%s", diff)
			}
		})
	}
}

// Once its deadline has passed, line times out, unless the line is
// already in the pipe: it came in time.
func TestOutputDeadline(t *testing.T) {
	for _, tt := range []struct {
		name     string
		write    string
		deadline time.Duration // from now
		want     linecut.Item
		timedOut bool
	}{
		{"silence", "", 10 * time.Millisecond, linecut.Item{Fault: games.Timeout}, true},
		{"silence, deadline past", "", -time.Second, linecut.Item{Fault: games.Timeout}, true},
		{"unfinished line", "abc", 10 * time.Millisecond, linecut.Item{Fault: games.Timeout}, true},
		{"a line in the pipe, deadline past", "x\n", -time.Second, linecut.Item{Line: "x"}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			o, _, w := testOutput(t, 0)
			if _, err := w.WriteString(tt.write); err != nil {
				t.Fatal(err)
			}
			deadline := time.Now().Add(tt.deadline)
			it, timedOut := o.line(deadline)
			if it != tt.want || timedOut != tt.timedOut {
				t.Errorf("line: %+v, timed out %v; want %+v, %v", it, timedOut, tt.want, tt.timedOut)
			}
			if timedOut && time.Now().Before(deadline) {
				t.Error("timed out before the deadline")
			}
		})
	}
}

// A line that waits, without a deadline, returns games.Exited as soon as
// another goroutine closes stop and wakes it, and so does every later one.
func TestOutputStop(t *testing.T) {
	o, stop, _ := testOutput(t, 0)
	done := make(chan linecut.Item)
	go func() {
		it, _ := o.line(time.Time{})
		done <- it
	}()
	close(stop)
	o.wake()
	if runtime.GOOS != "linux" {
		// Outside Linux the wait is in Go's poller, which only
		// closing the pipe ends, as Stop does.
		o.close()
	}
	if it := <-done; it.Fault != games.Exited {
		t.Errorf("line after stop: %+v, want Exited", it)
	}
	if it, _ := o.line(time.Time{}); it.Fault != games.Exited {
		t.Errorf("second line after stop: %+v, want Exited", it)
	}
}
