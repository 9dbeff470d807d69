//go:build race

package bots

// raceEnabled is true when the tests run under the race detector, which
// slows them down about tenfold; the heaviest tests do less work then.
const raceEnabled = true
