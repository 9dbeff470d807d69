//go:build linux && !amd64 && !arm64

package program

// seccompArch is unknown on this architecture: no seccomp program.
var seccompArch syscallArch
