//go:build race

// Package race tells code whether it was built with the race detector, so
// that a test can scale down work that the detector makes slow, and skip
// only what it cannot measure under it (allocation counts).
package race

// Enabled is true when the program was built with -race.
const Enabled = true
