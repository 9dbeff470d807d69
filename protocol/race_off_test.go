//go:build !race

package protocol_test

// raceDetector reports whether the test binary runs with the race
// detector, whose shadow memory does not fit under a memory limit.
const raceDetector = false
