package arena

import (
	"testing"

	"github.com/contestgames/games"
	"github.com/contestgames/games/protocol"
)

// goldenRecord is a record whose digest a tournament's index keeps: the
// digest of the same game must not change, or an index written before
// reads as other games than its records.
func goldenRecord() *protocol.Record {
	return &protocol.Record{
		Header: protocol.Header{Options: map[string]string{"position": "x y", "b": ""}},
		Events: []protocol.Event{
			{Kind: protocol.Sent, Player: 0, Text: "Start"},
			{Kind: protocol.Received, Player: 0, Text: "e4-d4"},
			{Kind: protocol.Stderr, Player: 1, Text: "thinking"},
			{Kind: protocol.Received, Player: 12, Text: ""},
			{Kind: protocol.Faulted, Player: 1, Fault: games.Timeout},
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
	d := newDigest(map[string]string{"position": "x"})
	d.move(1, "a long line of a player, longer than any below")
	if n := testing.AllocsPerRun(100, func() {
		d.move(0, "e4-d4")
		d.move(3, "c3*a5*c7")
		d.fault(1, games.Timeout)
	}); n != 0 {
		t.Errorf("%v allocations a ply", n)
	}
}
