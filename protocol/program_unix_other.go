//go:build unix && !linux

package protocol

// waitExited would wait for pid to end without reaping it; this system
// offers no portable way, so the group is killed just after reaping.
func waitExited(pid int) bool { return false }

// markInheritedCloseOnExec does nothing here: there is no portable list of
// open descriptors. Go's own descriptors are close-on-exec already.
func markInheritedCloseOnExec() {}
