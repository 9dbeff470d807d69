//go:build !linux

package protocol

import "errors"

// CheckSandbox reports whether this system can run programs in a
// [Sandbox]: never, here, as sandboxes need Linux's namespaces.
func CheckSandbox() error {
	return errors.New("protocol: sandbox: programs run in a sandbox on Linux only")
}
