//go:build linux && !amd64 && !arm64

package protocol

// seccompArch is unknown on this architecture: no seccomp program.
var seccompArch syscallArch
