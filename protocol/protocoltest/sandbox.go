package protocoltest

import (
	"os"
	"testing"

	"github.com/contestgames/games/protocol"
)

// SandboxEnv is the environment variable that makes NeedSandbox fail,
// rather than skip, where no sandbox can be made: CI sets it, having
// installed bubblewrap, so that the sandbox's tests cannot pass unseen.
const SandboxEnv = "CONTESTGAMES_SANDBOX_TESTS"

// NeedSandbox skips the test where protocol.CheckSandbox says that no
// sandbox can be made here, saying why, or fails it when SandboxEnv is
// set.
func NeedSandbox(t testing.TB) {
	t.Helper()
	if err := protocol.CheckSandbox(); err != nil {
		if os.Getenv(SandboxEnv) != "" {
			t.Fatalf("%s is set, but: %v", SandboxEnv, err)
		}
		t.Skipf("no sandbox here: %v", err)
	}
}
