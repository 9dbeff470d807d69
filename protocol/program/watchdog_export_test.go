//go:build unix

package program

// WatchdogPid returns the process id of the runner's watchdog, starting it
// if need be, or 0 if it could not start.
func WatchdogPid() int { return runnerWatchdog().pid() }
