//go:build race

package bots

// raceEnabled is true when the tests run under the race detector, which
// slows them down about tenfold; the heaviest tests do less work then.
const raceEnabled = true

// Under the race detector "montecarlo" plays a tenth of its playouts, so
// that the tests that play it through the dialogue stay short.
func init() { montecarloPlayouts /= 10 }
