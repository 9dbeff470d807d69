package protocoltest_test

import (
	"testing"

	"github.com/contestgames/games/internal/testparallel"
)

// TestMain lets eight tests run at once unless -parallel says otherwise:
// Check's matches wait for players that hang, to their limits, and the
// default of one test per CPU leaves the CPUs idle meanwhile.
func TestMain(m *testing.M) { testparallel.Main(m, 8) }
