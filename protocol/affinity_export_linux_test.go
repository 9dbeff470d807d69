package protocol

// PinThread is pinThread, for benchmarks that start processes on a CPU
// without a Match.
var PinThread = pinThread
