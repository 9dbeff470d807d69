//go:build linux

package program_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	games "github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
	"github.com/contestgames/games/protocol/internal/toy"
	"github.com/contestgames/games/protocol/record"
	"github.com/google/go-cmp/cmp"
)

// countWith is a shell player of Count that adds 1, and runs before on
// each number a it is sent, before it answers, and after once it has.
func countWith(before, after string) string {
	return `while read -r a; do
  case "$a" in quit) exit 0;; start) a=0;; esac
  ` + before + `
  echo $((a+1))
  ` + after + `
done`
}

// events lists a record's events as "KIND PLAYER TEXT", with the bytes
// dropped after a note of stderr.
func events(rec *record.Record) []string {
	var ls []string
	for _, ev := range rec.Events {
		l := ev.Kind.String() + " " + strconv.Itoa(ev.Player) + " " + ev.Text
		if ev.Fault != 0 {
			l += ev.Fault.String()
		}
		if ev.Dropped != 0 {
			l += " [" + strconv.Itoa(ev.Dropped) + "]"
		}
		ls = append(ls, l)
	}
	return ls
}

// A record keeps what each program writes to its standard error in the
// step it writes it, just before its answer, in order; and within the
// caps, which its header states. Every such record replays.
func TestRecordKeepsStderrInItsStep(t *testing.T) {
	t.Parallel()
	count := toy.Counts(8, games.Clock{})
	for _, tt := range []struct {
		name    string
		newRef  func() games.Referee
		players []string
		want    []string                               // the record's events, when set
		check   func(t *testing.T, rec *record.Record) // otherwise
	}{
		{name: "lines while thinking", newRef: count,
			players: []string{toy.CountScript, countWith(`echo "thinking about $a" >&2; echo "chose $((a+1))" >&2`, "")},
			want: []string{
				"sent 0 start", "received 0 1",
				"sent 1 1", "stderr 1 thinking about 1", "stderr 1 chose 2", "received 1 2",
				"sent 0 2", "received 0 3",
				"sent 1 3", "stderr 1 thinking about 3", "stderr 1 chose 4", "received 1 4",
				"sent 0 4", "received 0 5",
				"sent 1 5", "stderr 1 thinking about 5", "stderr 1 chose 6", "received 1 6",
				"sent 0 6", "received 0 7",
				"sent 1 7", "stderr 1 thinking about 7", "stderr 1 chose 8", "received 1 8"}},
		{name: "both players, and a line without its end", newRef: count,
			players: []string{countWith(`echo "white $a" >&2`, ""), countWith(`printf 'partial %s' "$a" >&2`, "")},
			want: []string{
				"sent 0 start", "stderr 0 white 0", "received 0 1",
				"sent 1 1", "stderr 1 partial 1", "received 1 2",
				"sent 0 2", "stderr 0 white 2", "received 0 3",
				"sent 1 3", "stderr 1 partial 3", "received 1 4",
				"sent 0 4", "stderr 0 white 4", "received 0 5",
				"sent 1 5", "stderr 1 partial 5", "received 1 6",
				"sent 0 6", "stderr 0 white 6", "received 0 7",
				"sent 1 7", "stderr 1 partial 7", "received 1 8"}},
		{name: "players awaited at once", newRef: toy.Sims(2, 2, games.Clock{}),
			players: []string{
				`echo READY; while read -r w r; do echo "seat 0, round $r" >&2; echo "$r"; echo ok; done`,
				`echo READY; while read -r w r; do echo "seat 1, round $r" >&2; echo "$r"; echo ok; done`},
			want: []string{
				"received 0 READY", "received 1 READY",
				"sent 0 round 1", "sent 1 round 1",
				"stderr 0 seat 0, round 1", "received 0 1", "stderr 1 seat 1, round 1", "received 1 1",
				"received 0 ok", "received 1 ok",
				"sent 0 round 2", "sent 1 round 2",
				"stderr 0 seat 0, round 2", "received 0 2", "stderr 1 seat 1, round 2", "received 1 2",
				"received 0 ok", "received 1 ok"}},
		{name: "last words before a crash", newRef: count,
			players: []string{toy.CountScript, `read -r a; echo "cannot go on after $a" >&2; exit 3`},
			want:    []string{"sent 0 start", "received 0 1", "sent 1 1", "stderr 1 cannot go on after 1", "faulted 1 exited", "sent 0 quit"}},
		{name: "lines written after the answer", newRef: count,
			players: []string{toy.CountScript, countWith("", `echo "after $a" >&2`)},
			check: func(t *testing.T, rec *record.Record) {
				// Written while the other player is awaited, or
				// just after its answer: each is kept, in order,
				// after the line that it follows, by the player's
				// next answer at the latest. The last may come too
				// late for the record, which ends with the last
				// answer.
				got, want := toy.LinesOf(rec, record.Stderr, 1), []string{"after 1", "after 3", "after 5", "after 7"}
				if !slices.Equal(got, want) && !slices.Equal(got, want[:3]) {
					t.Errorf("player 1's stderr %q, want %q", got, want)
				}
				ls := events(rec)
				for _, n := range []int{1, 3, 5, 7} {
					sent, line := slices.Index(ls, fmt.Sprintf("sent 1 %d", n)), slices.Index(ls, fmt.Sprintf("stderr 1 after %d", n))
					if line >= 0 && line < sent {
						t.Errorf("%q at %d, before the line it follows at %d:\n%s", ls[line], line, sent, strings.Join(ls, "\n"))
					}
				}
			}},
		{name: "a flood of a step", newRef: count,
			players: []string{toy.CountScript, countWith(`printf '%1000s\n' "$a" "$a" "$a" >&2`, "")},
			check: func(t *testing.T, rec *record.Record) {
				// Two lines of 1001 bytes fit in 2048, the third
				// does not.
				var want []string
				for _, n := range []int{1, 3, 5, 7} {
					line := "stderr 1 " + fmt.Sprintf("%1000d", n)
					want = append(want, fmt.Sprintf("sent 1 %d", n), line, line,
						"stderr 1 … 1001 bytes of stderr dropped (cap 2048 a step) [1001]", fmt.Sprintf("received 1 %d", n+1))
				}
				if diff := cmp.Diff(want, filterSeat(events(rec), 1)); diff != "" {
					t.Errorf("player 1's events (-want +got):\n%s", diff)
				}
			}},
		{name: "a flood of the game", newRef: toy.Counts(80, games.Clock{}),
			players: []string{toy.CountScript, countWith(`printf '%2000s\n' "$a" >&2`, "")},
			check: func(t *testing.T, rec *record.Record) {
				// 32 lines of 2001 bytes are 64032 bytes of the
				// game's 65536; the 8 after them do not fit.
				var want []string
				for n := 1; n < 80; n += 2 {
					line := "stderr 1 " + fmt.Sprintf("%2000d", n)
					if n > 64 {
						line = "stderr 1 … 2001 bytes of stderr dropped (cap 65536 a game) [2001]"
					}
					want = append(want, fmt.Sprintf("sent 1 %d", n), line, fmt.Sprintf("received 1 %d", n+1))
				}
				if diff := cmp.Diff(want, filterSeat(events(rec), 1)); diff != "" {
					t.Errorf("player 1's events (-want +got):\n%s", diff)
				}
			}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			players, progs := programs(tt.players...)
			pl := toy.Play(t, &protocol.Match{Referee: tt.newRef(), Players: players})
			if tt.want != nil {
				if diff := cmp.Diff(tt.want, events(pl.Rec)); diff != "" {
					t.Errorf("record (-want +got):\n%s", diff)
				}
			} else {
				tt.check(t, pl.Rec)
			}
			if want := (&record.StderrCaps{Step: 2048, Game: 65536}); !cmp.Equal(pl.Rec.Header.Stderr, want) {
				t.Errorf("header's caps %+v, want %+v", pl.Rec.Header.Stderr, want)
			}
			if !strings.Contains(string(pl.Data), `,"stderr":{"step":2048,"game":65536},`) {
				t.Errorf("header does not state the caps:\n%s", pl.Data[:min(len(pl.Data), 300)])
			}
			toy.Replays(t, pl.Data, tt.newRef)
			checkGone(t, progs)
		})
	}
}

// filterSeat keeps the events of player p that events lists.
func filterSeat(ls []string, p int) []string {
	var out []string
	for _, l := range ls {
		if f := strings.Fields(l); len(f) >= 2 && f[1] == strconv.Itoa(p) {
			out = append(out, l)
		}
	}
	return out
}

// Built-in bots have no standard error: their record is as it was, with
// no caps in its header and no line of stderr.
func TestBotsRecordNoStderr(t *testing.T) {
	pl := toy.Play(t, &protocol.Match{Referee: toy.NewCount(6, games.Clock{}), Players: toy.Bots(toy.CountBot{}, toy.CountBot{}), NoTimes: true})
	if pl.Rec.Header.Stderr != nil || strings.Contains(string(pl.Data), "stderr") {
		t.Errorf("a record of bots with stderr:\n%s", pl.Data)
	}
}

// A match stopped halfway ends its record with what the programs wrote to
// their standard error so far, then why it stopped.
func TestInterruptedRecordKeepsStderr(t *testing.T) {
	t.Parallel()
	written := filepath.Join(t.TempDir(), "written")
	players, progs := programs(toy.CountScript, `read -r a; echo "stuck on $a" >&2; : >`+written+`; sleep 1000`)
	buf, cancel, done := runCancellable(&protocol.Match{Referee: toy.NewCount(10, games.Clock{}), Players: players})
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if _, err := os.Stat(written); err == nil {
			break // player 1 has written its line, and hangs
		}
	}
	cancel()
	<-done
	rec, err := record.Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"sent 0 start", "received 0 1", "sent 1 1", "stderr 1 stuck on 1"}
	if diff := cmp.Diff(want, events(rec)); diff != "" || rec.Interrupted != "context canceled" {
		t.Errorf("record (-want +got):\n%s\ninterrupted %q", diff, rec.Interrupted)
	}
	checkGone(t, progs)
}
