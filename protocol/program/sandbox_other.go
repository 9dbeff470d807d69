//go:build !linux

package program

import "github.com/contestgames/games/internal/text"

// CheckSandbox reports whether this system can run programs in a
// [Sandbox]: never, here, as sandboxes need Linux's namespaces.
func CheckSandbox() error {
	return text.Errorf("protocol: sandbox", "programs run in a sandbox on Linux only")
}

// ViewOf would return what a sandbox shows a program; there are no
// sandboxes here.
func ViewOf(command string, s Sandbox) (SandboxView, error) {
	return SandboxView{}, CheckSandbox()
}
