package record_test

import (
	"bytes"
	"os"
	"testing"

	games "github.com/contestgames/games"
	alquerque "github.com/contestgames/games/alquerque/bots"
	"github.com/contestgames/games/protocol/record"
)

// oldRecord is a record that the referee program wrote before records
// kept standard error: two scripted shell players, thinking times, a usage
// line.
const oldRecord = "testdata/alquerque-before-stderr.jsonl"

// A record written before records kept standard error still reads and
// replays as it did.
func TestOldRecordStillReadsAndReplays(t *testing.T) {
	data, err := os.ReadFile(oldRecord)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Read(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	if len(rec.Events) != 187 || rec.Result == nil || rec.Result.Winner != 0 || len(rec.Usage) != 2 {
		t.Errorf("read %d events, result %+v, usage %+v; want 187 events, white's win and two players' usage",
			len(rec.Events), rec.Result, rec.Usage)
	}
	if rec.Header.Stderr != nil {
		t.Errorf("the header has caps on stderr: %+v", rec.Header.Stderr)
	}
	for _, ev := range rec.Events {
		if ev.Kind != record.Sent && ev.Kind != record.Received {
			t.Errorf("line %d: an event %v", ev.Line, ev.Kind)
		}
	}
	g := alquerque.Game()
	err = record.Replay(bytes.NewReader(data), func(h record.Header) (games.Referee, error) {
		ref, _, err := g.NewReferee(h.Seed, h.Options)
		return ref, err
	})
	if err != nil {
		t.Errorf("Replay: %v", err)
	}
}
