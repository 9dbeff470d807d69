package bots

import (
	"testing"

	"github.com/contestgames/games/protocol/protocoltest"
)

// The same seed plays the same game, and a bot's own seed matters (though
// greedy draw only to break ties): every bot in every seat.
func TestBotsAreReproducible(t *testing.T) {
	protocoltest.CheckBots(t, Game(), nil)
}
