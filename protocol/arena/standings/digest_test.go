package standings

import (
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol/record"
)

// goldenRecord is a record whose digest a tournament's index keeps: the
// digest of the same game must not change, or an index written before
// reads as other games than its records.
func goldenRecord() *record.Record {
	return &record.Record{
		Header: record.Header{Options: map[string]string{"position": "x y", "b": ""}},
		Events: []record.Event{
			{Kind: record.Sent, Player: 0, Text: "Start"},
			{Kind: record.Received, Player: 0, Text: "e4-d4"},
			{Kind: record.Stderr, Player: 1, Text: "thinking"},
			{Kind: record.Received, Player: 12, Text: ""},
			{Kind: record.Faulted, Player: 1, Fault: games.Timeout},
		},
	}
}

// A record's digest is what it was when indexes began to keep digests.
func TestRecordDigestIsStable(t *testing.T) {
	if got, want := RecordDigest(goldenRecord()), "45dfd905427ead09"; got != want {
		t.Errorf("RecordDigest = %s, want %s", got, want)
	}
}

// Digesting a ply, on every ply of every game of a tournament, allocates
// nothing once the digest has room for its longest line.
func TestDigestPlyDoesNotAllocate(t *testing.T) {
	d := NewDigest(map[string]string{"position": "x"})
	d.Move(1, "a long line of a player, longer than any below")
	if n := testing.AllocsPerRun(100, func() {
		d.Move(0, "e4-d4")
		d.Move(3, "c3*a5*c7")
		d.Fault(1, games.Timeout)
	}); n != 0 {
		t.Errorf("%v allocations a ply", n)
	}
}
