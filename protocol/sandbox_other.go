//go:build !linux

package protocol

import "github.com/contestgames/games/internal/text"

// CheckSandbox reports whether this system can run programs in a
// [Sandbox]: never, here, as sandboxes need Linux's namespaces.
func CheckSandbox() error {
	return text.Errorf("protocol: sandbox", "programs run in a sandbox on Linux only")
}
