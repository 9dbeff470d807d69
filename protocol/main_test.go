package protocol_test

import (
	"testing"

	"github.com/contestgames/games/internal/testparallel"
)

// TestMain lets eight tests run at once unless -parallel says otherwise:
// most of this package's parallel tests wait for bots that sleep through
// their clocks (half a second, a second), and the default of one per CPU
// queued them two by two on a 2-core machine. The tests that measure
// (allocations, CPU affinity, signals) are serial, and run before any of
// the parallel ones.
func TestMain(m *testing.M) { testparallel.Main(m, 8) }
