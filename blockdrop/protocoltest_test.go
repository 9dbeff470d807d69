package blockdrop_test

import (
	"testing"

	"github.com/contestgames/games/internal/long"

	"github.com/contestgames/games/blockdrop"
	"github.com/contestgames/games/blockdrop/bots"
	"github.com/contestgames/games/internal/race"
	"github.com/contestgames/games/protocol/protocoltest"
)

// The referee holds up in real matches: random players and players that
// answer garbage, hang, panic or write lines too long, many seeded
// matches, records that replay. A garbage player that never writes READY
// is awaited to the handshake limit, idle time that the package's other
// tests fill while this one runs in parallel.
func TestRefereeInMatches(t *testing.T) {
	t.Parallel()
	matches := long.Size(12, 50)
	if race.Enabled {
		matches = 12
	}
	protocoltest.Check(t, protocoltest.Config{
		Game:        bots.Game(),
		Matches:     matches,
		CheckResult: protocoltest.ScoresWithin(0, blockdrop.WinScore),
	})
}
