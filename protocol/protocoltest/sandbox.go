package protocoltest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/contestgames/games/protocol/program"
)

// SandboxEnv is the environment variable that makes NeedSandbox fail,
// rather than skip, where no sandbox can be made: CI sets it, having
// installed bubblewrap, so that the sandbox's tests cannot pass unseen.
const SandboxEnv = "CONTESTGAMES_SANDBOX_TESTS"

// NeedSandbox skips the test where program.CheckSandbox says that no
// sandbox can be made here, saying why, or fails it when SandboxEnv is
// set.
func NeedSandbox(t testing.TB) {
	t.Helper()
	if err := program.CheckSandbox(); err != nil {
		if os.Getenv(SandboxEnv) != "" {
			t.Fatalf("%s is set, but: %v", SandboxEnv, err)
		}
		t.Skipf("no sandbox here: %v", err)
	}
}

// ReadableTempDir returns a new temporary directory, removed when the test
// ends, that every user of the system can read and enter, for the
// programs a test runs in a sandbox: a runner started as root runs them as
// an unprivileged user, who could not reach t.TempDir's, as Go makes the
// directory above it for the owner alone.
func ReadableTempDir(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	for _, d := range []string{filepath.Dir(dir), dir} {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
