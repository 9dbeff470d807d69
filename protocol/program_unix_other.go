//go:build unix && !linux

package protocol

import "syscall"

// sysProcAttr returns the attributes of a program's first process: a
// process group of its own. This system has no death signal; only the
// watchdog kills programs whose runner died.
func sysProcAttr() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }

// waitExited would wait for pid to end without reaping it; this system
// offers no portable way, so the group is killed just after reaping.
func waitExited(pid int) bool { return false }

// markInheritedCloseOnExec does nothing here: there is no portable list of
// open descriptors. Go's own descriptors are close-on-exec already.
func markInheritedCloseOnExec() {}
